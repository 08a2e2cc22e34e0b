import { useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { useActionMutation } from "../../../app/useActionMutation";
import { APPROVAL_QUEUED } from "../shared/contest-text";
import { ContestsListingDocument, ContestTemplatesDocument, CreateContestDocument } from "./gql/graphql";

/** "Add contest" (My contests): a name and, optionally, one of my contests whose mode, details URL and description are copied. */
export function CreateContestForm({ onCreated }: { onCreated: (id: string) => void }) {
  const [name, setName] = useState("");
  const [templateId, setTemplateId] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const ids = { name: useId(), template: useId(), problem: useId() };
  const templates = useQuery(ContestTemplatesDocument).data?.contests.nodes ?? [];
  const create = useActionMutation(CreateContestDocument, {
    success: APPROVAL_QUEUED,
    refetch: [ContestsListingDocument, ContestTemplatesDocument],
    onError: (failure) => {
      if (failure.code !== "BAD_USER_INPUT" && failure.code !== "CONFLICT") return false;
      setProblem(failure.message);
      return true;
    },
  });

  return (
    <form
      className="card contest-create"
      aria-label="Add contest"
      onSubmit={async (e) => {
        e.preventDefault();
        setProblem(null);
        const data = await create.run({ input: { name: name.trim(), templateId: templateId || null } });
        if (!data) return;
        setName("");
        setTemplateId("");
        setQueued(true);
        onCreated(data.createContest.id);
      }}
    >
      <h2 className="contest-create__title">Add contest</h2>
      <div className="c-field">
        <label htmlFor={ids.name}>Contest name</label>
        <input
          id={ids.name}
          value={name}
          maxLength={100}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="c-field">
        <label htmlFor={ids.template}>Contest details template</label>
        <select id={ids.template} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
          <option value="">No template</option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      {problem && (
        <p id={ids.problem} className="c-problem" role="alert">
          {problem}
        </p>
      )}
      {queued && !problem && (
        <p className="muted" role="status">
          {APPROVAL_QUEUED}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={create.loading || !name.trim()}>
        Add contest
      </button>
    </form>
  );
}
