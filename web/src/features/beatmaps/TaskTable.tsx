import { useId, useState, type FormEvent } from "react";
import { ConfirmButton } from "../../components/ConfirmButton";
import { ModeIcon } from "../../components/ModeIcons";
import { UserLink } from "../../components/UserLink";
import { difficultyColor, difficultyName } from "../../lib/beatmaps";
import { MODE_LABELS, MODES } from "../../lib/format";
import { errorMessage } from "../../app/errors";
import { showToast } from "../../app/toasts";
import { canClaim, claimableNames, isHost, taskActions, type Viewer } from "./beatmap-rules";
import { StatusPill } from "./BeatmapBits";
import { useResolveUsers, useSetTaskStatus, useTaskMembership } from "./useBeatmapActions";
import type { BeatmapCardFieldsFragment, BeatmapDetailFieldsFragment, Mode, TaskName } from "./gql/graphql";

export type BeatmapTask = BeatmapCardFieldsFragment["tasks"][number];

type Map = BeatmapDetailFieldsFragment;

/** A task's name as its mode knows it, in its difficulty colour; hybrid mapsets add the mode icon. */
export function TaskNameLabel({ task, showMode }: { task: Pick<BeatmapTask, "name" | "mode">; showMode: boolean }) {
  const color = difficultyColor(task.name);
  return (
    <span className="task-name" style={color ? { color } : undefined}>
      {showMode && <ModeIcon mode={task.mode} size={15} />}
      {difficultyName(task.name, task.mode)}
    </span>
  );
}

/** "username or osu! id" → the first member it names, or null after the server's message. */
function useOneUser() {
  const { resolve, loading } = useResolveUsers();
  const one = async (input: string) => {
    try {
      const users = await resolve(input);
      return users?.[0] ?? null;
    } catch (err) {
      showToast(errorMessage(err));
      return null;
    }
  };
  return { one, loading };
}

function AddCollaboratorForm({ map, task, viewer, onDone }: { map: Map; task: BeatmapTask; viewer: Viewer; onDone: () => void }) {
  const [text, setText] = useState("");
  const id = useId();
  const { one, loading: resolving } = useOneUser();
  const { addCollaborator } = useTaskMembership(viewer.id);
  const busy = resolving || addCollaborator.loading;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const user = await one(text.trim());
    if (!user) return;
    const res = await addCollaborator.run({ beatmapId: map.id, taskId: task.id, userId: user.id });
    if (res) onDone();
  };
  return (
    <form className="inline-form" onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="visually-hidden">
        Collaborator for {difficultyName(task.name, task.mode)}
      </label>
      <input
        id={id}
        className="input input--small"
        placeholder="username or osu! id"
        value={text}
        maxLength={40}
        autoComplete="off"
        data-autofocus
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="button button--small button--primary" disabled={busy || !text.trim()}>
        Add
      </button>
      <button type="button" className="button button--small button--ghost" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}

function TaskRow({ map, task, viewer, actionsColumn }: { map: Map; task: BeatmapTask; viewer: Viewer; actionsColumn: boolean }) {
  const actions = taskActions(viewer, map, task);
  const [adding, setAdding] = useState(false);
  const status = useSetTaskStatus();
  const { removeTask, removeCollaborator } = useTaskMembership(viewer.id);
  const label = difficultyName(task.name, task.mode);
  const any = actions.markDone || actions.markWip || actions.remove || actions.addCollaborator;
  return (
    <tr data-testid="task-row" data-task={task.name}>
      <th scope="row">
        <TaskNameLabel task={task} showMode={map.mode === "hybrid"} />
      </th>
      <td className="task-table__mappers">
        <ul className="mapper-list">
          {task.mappers.map((m) => (
            <li key={m.id}>
              <UserLink user={m} />
              {actions.removableMappers.includes(m.id) && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove ${m.username} from ${label}`}
                  title={`Remove ${m.username}`}
                  disabled={removeCollaborator.loading}
                  onClick={() => void removeCollaborator.run({ beatmapId: map.id, taskId: task.id, userId: m.id })}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
        {adding && <AddCollaboratorForm map={map} task={task} viewer={viewer} onDone={() => setAdding(false)} />}
      </td>
      <td className="task-table__status">
        <StatusPill status={task.status} />
      </td>
      {actionsColumn && (
        <td className="task-actions">
          {any ? (
            <div className="task-actions__list">
              {actions.markDone && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  disabled={status.loading}
                  onClick={() => void status.run({ beatmapId: map.id, taskId: task.id, status: "Done" })}
                >
                  Mark Done
                  <span className="visually-hidden"> for {label}</span>
                </button>
              )}
              {actions.markWip && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  disabled={status.loading}
                  onClick={() => void status.run({ beatmapId: map.id, taskId: task.id, status: "WIP" })}
                >
                  Mark WIP
                  <span className="visually-hidden"> for {label}</span>
                </button>
              )}
              {actions.addCollaborator && !adding && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => setAdding(true)}
                  aria-label={`Add collaborator to ${label}`}
                >
                  Add collaborator
                </button>
              )}
              {actions.remove && (
                <ConfirmButton
                  className="button--small"
                  confirmLabel="Confirm removal"
                  disabled={removeTask.loading}
                  onConfirm={() => void removeTask.run({ beatmapId: map.id, taskId: task.id })}
                >
                  <span aria-label={`Remove ${label}`}>Remove</span>
                </ConfirmButton>
              )}
            </div>
          ) : (
            <span className="visually-hidden">No actions</span>
          )}
        </td>
      )}
    </tr>
  );
}

/** Claim a task (for yourself; the host or an admin may name someone else). Hybrid difficulties need a mode. */
function ClaimForm({ map, viewer }: { map: Map; viewer: Viewer }) {
  const names = claimableNames(viewer, map);
  const [name, setName] = useState(names[0] ?? "");
  const [mode, setMode] = useState<string>("");
  const [user, setUser] = useState("");
  const ids = { name: useId(), mode: useId(), user: useId() };
  const { addTask } = useTaskMembership(viewer.id);
  const { one, loading: resolving } = useOneUser();
  const mayName = viewer.isAdmin || isHost(viewer, map);
  const needsMode = map.mode === "hybrid" && !["Hitsounds", "Storyboard", "Skin"].includes(name);
  const current = names.includes(name) ? name : (names[0] ?? "");
  if (names.length === 0) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (needsMode && !mode) {
      showToast("Select a mode for each difficulty!");
      return;
    }
    let userId: string | null = null;
    if (mayName && user.trim()) {
      const found = await one(user.trim());
      if (!found) return;
      userId = found.id === viewer.id ? null : found.id;
    }
    const res = await addTask.run({
      beatmapId: map.id,
      name: current as TaskName,
      mode: needsMode ? (mode as Mode) : null,
      userId,
    });
    if (res) setUser("");
  };

  return (
    <form className="claim-form" onSubmit={(e) => void submit(e)} aria-label="Add difficulty">
      <div className="select-field">
        <label htmlFor={ids.name}>Difficulty</label>
        <select id={ids.name} className="input" value={current} onChange={(e) => setName(e.target.value)}>
          {names.map((n) => (
            <option key={n} value={n}>
              {map.mode === "hybrid" || map.mode === "mania" ? n : difficultyName(n, map.mode)}
            </option>
          ))}
        </select>
      </div>
      {needsMode && (
        <div className="select-field">
          <label htmlFor={ids.mode}>Mode</label>
          <select id={ids.mode} className="input" value={mode} onChange={(e) => setMode(e.target.value)}>
            <option value="">Select a mode</option>
            {MODES.map((m) => (
              <option key={m} value={m}>
                {MODE_LABELS[m]}
              </option>
            ))}
          </select>
        </div>
      )}
      {mayName && (
        <div className="select-field">
          <label htmlFor={ids.user}>Mapper</label>
          <input
            id={ids.user}
            className="input"
            placeholder="yourself, or a username / osu! id"
            value={user}
            maxLength={40}
            autoComplete="off"
            onChange={(e) => setUser(e.target.value)}
          />
        </div>
      )}
      <button type="submit" className="button button--primary" disabled={addTask.loading || resolving}>
        Add difficulty
      </button>
    </form>
  );
}

/** The mapset's tasks: name (per mode), mappers, status, and the actions this viewer is offered. */
export function TaskTable({ map, viewer }: { map: Map; viewer: Viewer }) {
  const actionsColumn = map.tasks.some((t) => {
    const a = taskActions(viewer, map, t);
    return a.markDone || a.markWip || a.remove || a.addCollaborator || a.removableMappers.length > 0;
  });
  return (
    <section className="beatmap-detail__section" aria-labelledby={`tasks-${map.id}`}>
      <h3 id={`tasks-${map.id}`}>Difficulties</h3>
      {map.tasks.length === 0 ? (
        <p className="muted">No difficulties yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="table task-table">
            <thead>
              <tr>
                <th scope="col">Task</th>
                <th scope="col">Mappers</th>
                <th scope="col">Status</th>
                {actionsColumn && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {map.tasks.map((t) => (
                <TaskRow key={t.id} map={map} task={t} viewer={viewer} actionsColumn={actionsColumn} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canClaim(viewer, map) && <ClaimForm map={map} viewer={viewer} />}
    </section>
  );
}
