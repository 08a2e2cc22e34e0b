import { useId, useState, type FormEvent } from "react";
import { Switch } from "../../components/Switch";
import {
  CreateMentorshipCycleDocument,
  DeleteMentorshipCycleDocument,
  MentorshipCyclesDocument,
  UpdateMentorshipCycleDocument,
  type MentorshipCycleFieldsFragment,
} from "./gql/graphql";
import { cycleLabel, fromDateInput, toDateInput } from "./mentorship-model";
import { useActionMutation } from "../../app/useActionMutation";

type Cycle = MentorshipCycleFieldsFragment;

interface Fields {
  number: string;
  name: string;
  url: string;
  start: string;
  end: string;
}

function CycleFields({ value, onChange }: { value: Fields; onChange: (v: Fields) => void }) {
  const ids = { number: useId(), name: useId(), url: useId(), start: useId(), end: useId() };
  const set = (k: keyof Fields) => (e: { target: { value: string } }) => onChange({ ...value, [k]: e.target.value });
  return (
    <div className="cycle-fields">
      <div className="select-field">
        <label htmlFor={ids.number}>Number</label>
        <input
          id={ids.number}
          className="input input--number"
          type="number"
          min={1}
          value={value.number}
          onChange={set("number")}
        />
      </div>
      <div className="select-field select-field--grow">
        <label htmlFor={ids.name}>Name</label>
        <input id={ids.name} className="input" maxLength={100} value={value.name} onChange={set("name")} />
      </div>
      <div className="select-field select-field--grow">
        <label htmlFor={ids.url}>Link</label>
        <input id={ids.url} className="input" type="url" maxLength={500} value={value.url} onChange={set("url")} />
      </div>
      <div className="select-field">
        <label htmlFor={ids.start}>Start</label>
        <input id={ids.start} className="input" type="date" value={value.start} onChange={set("start")} />
      </div>
      <div className="select-field">
        <label htmlFor={ids.end}>End</label>
        <input id={ids.end} className="input" type="date" value={value.end} onChange={set("end")} />
      </div>
    </div>
  );
}

const EMPTY: Fields = { number: "", name: "", url: "", start: "", end: "" };

/** "New cycle": number, name, link, dates, optionally duplicating another cycle's participants. */
export function NewCycleForm({ cycles, onCreated }: { cycles: Cycle[]; onCreated: (id: string) => void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [duplicate, setDuplicate] = useState("");
  const dupId = useId();
  const create = useActionMutation(CreateMentorshipCycleDocument, {
    success: "Cycle created",
    refetch: [{ query: MentorshipCyclesDocument }],
  });
  const busy = create.loading;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void create
      .run({
        input: {
          number: Number(fields.number),
          name: fields.name,
          url: fields.url,
          startDate: fields.start ? fromDateInput(fields.start) : "",
          endDate: fields.end ? fromDateInput(fields.end) : "",
          duplicateFromCycleId: duplicate || null,
        },
      })
      .then((data) => {
        if (!data) return;
        setFields(EMPTY);
        setDuplicate("");
        if (data.createMentorshipCycle.id) onCreated(data.createMentorshipCycle.id);
      });
  };
  const complete = fields.number && fields.name.trim() && fields.start && fields.end;
  return (
    <form onSubmit={submit} aria-label="New cycle">
      <CycleFields value={fields} onChange={setFields} />
      <div className="cycle-fields">
        <div className="select-field select-field--grow">
          <label htmlFor={dupId}>Duplicate participants from</label>
          <select id={dupId} className="input" value={duplicate} onChange={(e) => setDuplicate(e.target.value)}>
            <option value="">(none)</option>
            {cycles.map((c) => (
              <option key={c.id} value={c.id}>
                {cycleLabel(c)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="form-actions form-actions--start">
        <button type="submit" className="button button--primary" disabled={busy || !complete}>
          Create cycle
        </button>
      </div>
    </form>
  );
}

/** The selected cycle's editor; admins also get the delete confirmed by the cycle's name. */
export function EditCycleForm({ cycle, canDelete, onDeleted }: { cycle: Cycle; canDelete: boolean; onDeleted: () => void }) {
  const initial: Fields = {
    number: String(cycle.number),
    name: cycle.name,
    url: cycle.url ?? "",
    start: toDateInput(cycle.startDate),
    end: toDateInput(cycle.endDate),
  };
  const [fields, setFields] = useState<Fields>(initial);
  const [isPublic, setIsPublic] = useState(cycle.isPublic);
  const [confirm, setConfirm] = useState("");
  const confirmId = useId();
  const update = useActionMutation(UpdateMentorshipCycleDocument, { success: "Cycle saved" });
  const remove = useActionMutation(DeleteMentorshipCycleDocument, {
    success: "Cycle deleted",
    refetch: [{ query: MentorshipCyclesDocument }],
  });
  const busy = update.loading || remove.loading;
  const save = (e: FormEvent) => {
    e.preventDefault();
    void update.run({
      id: cycle.id,
      input: {
        number: Number(fields.number),
        name: fields.name,
        url: fields.url,
        startDate: fields.start ? fromDateInput(fields.start) : null,
        endDate: fields.end ? fromDateInput(fields.end) : null,
        isPublic,
      },
    });
  };
  return (
    <>
      <form onSubmit={save} aria-label="Edit cycle">
        <CycleFields value={fields} onChange={setFields} />
        <Switch label="Public" description="Signed-in members may read this cycle" checked={isPublic} onChange={setIsPublic} />
        <div className="form-actions form-actions--start">
          <button type="submit" className="button button--primary" disabled={busy}>
            Save cycle
          </button>
        </div>
      </form>
      {canDelete && (
        <form
          className="cycle-delete"
          aria-label="Delete cycle"
          onSubmit={(e) => {
            e.preventDefault();
            void remove.run({ id: cycle.id, confirmName: confirm }).then((data) => data && onDeleted());
          }}
        >
          <div className="select-field select-field--grow">
            <label htmlFor={confirmId}>Type the cycle name to delete it</label>
            <input
              id={confirmId}
              className="input"
              value={confirm}
              autoComplete="off"
              onChange={(e) => setConfirm(e.target.value)}
            />
          </div>
          <button type="submit" className="button button--danger" disabled={busy || confirm.trim() !== cycle.name}>
            Delete cycle
          </button>
        </form>
      )}
    </>
  );
}
