import type { Deps } from "../../core/deps";
import { requireUser } from "../../core/access";
import { badInput, check } from "../../core/errors";
import { EventKind } from "../../core/events";
import type { User } from "../users/user.entity";
import { ContestStatus } from "./contest.entity";
import { loadContest, loadManaged } from "./contests.access";
import { isPubliclyVisible } from "./contests.rules";
import { contestPeople } from "./contest-events";
import {
  CONTEST_MESSAGE_LIMITS,
  CONTEST_MESSAGE_MSG,
  contestMessageGuardProblem,
  contestMessageTextProblem,
} from "./contest-messages.rules";

/** Entries close within this time: the entrants hear of it once per deadline. */
export const ENTRY_DUE_WINDOW_MS = 24 * 3600_000;

/**
 * What contests tell their people besides phase changes (README.md "Messages to participants"): a creator's message to
 * the participants, and the reminder that entries close within a day. Both are domain events (core/events.ts): the
 * inbox and osu! chat deliver them in the transaction that records them.
 */
export class ContestMessagesService {
  constructor(private readonly deps: Deps) {}

  /**
   * A creator (or an admin) sends a message to the contest's entrants and other creators. At most 300 characters,
   * three messages a day per contest, never the same text twice in a week; the contest row is locked, so simultaneous
   * sends are counted one after the other.
   */
  async messageParticipants(viewer: User | null, contestId: number, message: unknown): Promise<{ recipients: number }> {
    const user = requireUser(viewer);
    const text = typeof message === "string" ? message.trim() : "";
    check(contestMessageTextProblem(text));
    return this.deps.db.transaction(async (m) => {
      const { contest } = await loadManaged(m, user, contestId, { editable: false });
      const now = this.deps.now();
      const earlier: { message: string; created_at: Date }[] = await m.query(
        `SELECT data->>'message' AS message, created_at FROM domain_events
          WHERE subject_type = 'Contest' AND subject_id = $1 AND kind = $2 AND created_at > $3`,
        [contest.id, EventKind.contestMessage, new Date(now.getTime() - CONTEST_MESSAGE_LIMITS.repeatMs)],
      );
      check(
        contestMessageGuardProblem(
          text,
          earlier.map((e) => ({ message: e.message ?? "", at: new Date(e.created_at) })),
          now,
        ),
      );
      const to = (await contestPeople(m, contest.id, ["entrant", "creator"])).filter((p) => p.userId !== user.id);
      if (to.length === 0) throw badInput(CONTEST_MESSAGE_MSG.noParticipants);
      const event = await this.deps.events.record(m, {
        kind: EventKind.contestMessage,
        subject: { type: "Contest", id: contest.id },
        actorId: user.id,
        to,
        data: { name: contest.name, message: text, actorName: user.username },
      });
      return { recipients: event?.recipients.length ?? 0 };
    });
  }

  /** The hourly job: entrants of approved contests whose entries close within a day hear of it, once per deadline. */
  async remindEntriesDue(): Promise<string> {
    const now = this.deps.now();
    const due: { id: number }[] = await this.deps.db.query(
      `SELECT id FROM contests WHERE status = $1 AND is_approved AND contest_end > $2 AND contest_end <= $3 ORDER BY id`,
      [ContestStatus.beatmapping, now, new Date(now.getTime() + ENTRY_DUE_WINDOW_MS)],
    );
    let reminded = 0;
    for (const { id } of due) {
      const told = await this.deps.db.transaction(async (m) => {
        const contest = await loadContest(m, id, "share");
        if (contest.status !== ContestStatus.beatmapping || !isPubliclyVisible(contest) || !contest.contestEnd) return false;
        const event = await this.deps.events.record(m, {
          kind: EventKind.contestEntryDue,
          subject: { type: "Contest", id },
          to: await contestPeople(m, id, ["entrant"]),
          data: { name: contest.name, due: contest.contestEnd.toISOString() },
          public: true,
          key: `contest.entry_due:${id}:${contest.contestEnd.toISOString()}`,
        });
        return !!event;
      });
      if (told) reminded++;
    }
    return `reminded ${reminded} contest(s)`;
  }
}
