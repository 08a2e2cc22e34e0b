/**
 * The creators' message to the participants (README.md "Messages to participants"): pure checks of the text and of
 * the guard against floods and repeats.
 */
import { badInputProblem, conflictProblem, type Problem } from "../../core/errors";

export const CONTEST_MESSAGE_LIMITS = {
  /** Characters of one message (the osu! chat copy of a longer one would be cut short). */
  max: 300,
  /** Messages per contest (all its creators together) within `windowMs`. */
  perWindow: 3,
  windowMs: 24 * 3600_000,
  /** The same text is not sent again to the same contest within this time. */
  repeatMs: 7 * 24 * 3600_000,
} as const;

export const CONTEST_MESSAGE_MSG = {
  empty: "Write a message first",
  tooLong: `A message is at most ${CONTEST_MESSAGE_LIMITS.max} characters`,
  repeated: "This message was already sent to the participants",
  tooMany: `At most ${CONTEST_MESSAGE_LIMITS.perWindow} messages a day per contest: try again later`,
  noParticipants: "This contest has no participants to message yet",
} as const;

/** The message's text after trimming, or the reason it cannot be sent. */
export function contestMessageTextProblem(text: string): Problem | null {
  if (!text) return badInputProblem(CONTEST_MESSAGE_MSG.empty);
  if ([...text].length > CONTEST_MESSAGE_LIMITS.max) return badInputProblem(CONTEST_MESSAGE_MSG.tooLong);
  return null;
}

/** The flood and repeat guard over the contest's earlier messages (newest first or any order). */
export function contestMessageGuardProblem(
  text: string,
  earlier: readonly { message: string; at: Date }[],
  now: Date,
): Problem | null {
  const normalize = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
  const since = (ms: number) => earlier.filter((e) => now.getTime() - e.at.getTime() < ms);
  if (since(CONTEST_MESSAGE_LIMITS.repeatMs).some((e) => normalize(e.message) === normalize(text)))
    return conflictProblem(CONTEST_MESSAGE_MSG.repeated);
  if (since(CONTEST_MESSAGE_LIMITS.windowMs).length >= CONTEST_MESSAGE_LIMITS.perWindow)
    return conflictProblem(CONTEST_MESSAGE_MSG.tooMany);
  return null;
}
