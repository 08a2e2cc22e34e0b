import { useId, useState, type FormEvent } from "react";
import { useActionMutation } from "../../../app/useActionMutation";
import { MessageContestParticipantsDocument } from "./gql/graphql";

/** What the server allows (api/src/modules/contests/contest-messages.rules.ts). */
export const CONTEST_MESSAGE_MAX = 300;

/**
 * The creators' message to the contest's entrants and co-creators: their inbox, and osu! chat for those who allow it
 * (the original's "announcement"). The server refuses repeats and more than three a day; its words are toasted.
 */
export function ContestMessageForm({ contestId }: { contestId: string }) {
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState("");
  const send = useActionMutation(MessageContestParticipantsDocument, {
    success: (d) =>
      `Message sent to ${d.messageContestParticipants.recipients} participant${d.messageContestParticipants.recipients === 1 ? "" : "s"}`,
  });
  const length = [...text.trim()].length;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (send.loading || length === 0 || length > CONTEST_MESSAGE_MAX) return;
    const done = await send.run({ contestId, message: text.trim() });
    if (done) setText("");
  }

  return (
    <section className="contest-box contest-message" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Message the participants</h3>
      <form className="contest-message__form" onSubmit={(e) => void submit(e)}>
        <div className="c-field">
          <label htmlFor={id}>Message</label>
          <textarea
            id={id}
            rows={3}
            value={text}
            maxLength={CONTEST_MESSAGE_MAX + 50}
            aria-describedby={hintId}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <p id={hintId} className="c-hint">
          Goes to every entrant and co-creator: their notifications, and osu! chat for those who allow it. At most three a day;
          the same text only once a week. {length}/{CONTEST_MESSAGE_MAX}
        </p>
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={send.loading || length === 0 || length > CONTEST_MESSAGE_MAX || undefined}
        >
          Send message
        </button>
      </form>
    </section>
  );
}
