import { useEffect, useId, useState, type FormEvent } from "react";
import { BEATMAP_MODE_LABELS, difficultyName } from "../../lib/beatmaps";
import { errorMessage } from "../../app/errors";
import { connectionNext, usePagedList } from "../../app/usePagedList";
import { hostPanel, lockableNames } from "./beatmap-rules";
import {
  useLinkMission,
  useLinkQuest,
  useLockTask,
  useSetBeatmapLink,
  useSetBeatmapMode,
  useSetBeatmapStatus,
  useUnlockTask,
} from "./useBeatmapActions";
import { BeatmapLinkChoicesDocument, type BeatmapDetailFieldsFragment, type BeatmapMode, type TaskName } from "./gql/graphql";

type Map = BeatmapDetailFieldsFragment;

const MAP_MODES: BeatmapMode[] = ["osu", "taiko", "catch", "mania", "hybrid"];

function StatusChoice({ map }: { map: Map }) {
  const set = useSetBeatmapStatus();
  return (
    <div className="host-panel__row">
      <span className="host-panel__label" id={`status-${map.id}`}>
        Status
      </span>
      <div className="toggle-group" role="group" aria-labelledby={`status-${map.id}`}>
        {(["WIP", "Done"] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={`toggle-group__option ${map.status === s ? "toggle-group__option--on" : ""}`}
            aria-pressed={map.status === s}
            disabled={set.loading}
            onClick={() => map.status !== s && void set.run({ id: map.id, status: s })}
          >
            {s}
          </button>
        ))}
      </div>
      <p className="host-panel__hint muted">
        Maps marked as "Done" will be processed for points when they reach the Ranked category on osu!.
      </p>
    </div>
  );
}

function ModeChoice({ map }: { map: Map }) {
  const id = useId();
  const set = useSetBeatmapMode();
  return (
    <div className="host-panel__row select-field">
      <label htmlFor={id}>Mode</label>
      <select
        id={id}
        className="input"
        value={map.mode}
        disabled={set.loading}
        onChange={(e) => void set.run({ id: map.id, mode: e.target.value as BeatmapMode })}
      >
        {MAP_MODES.map((m) => (
          <option key={m} value={m}>
            {BEATMAP_MODE_LABELS[m]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Claimed quests per page of the picker (the connection's largest page). */
export const LINK_QUESTS_PAGE = 100;

/** "No quest", my claimed (wip) quests, and the open priority quests this mapset qualifies for. */
function QuestChoice({ map }: { map: Map }) {
  const id = useId();
  // The server keeps the wip quests my party holds (`mine`); more than a page of them: "more claimed quests".
  const list = usePagedList(
    BeatmapLinkChoicesDocument,
    { variables: { beatmapId: map.id, first: LINK_QUESTS_PAGE }, fetchPolicy: "cache-and-network" },
    (d) => ({ items: d.questsConnection.edges.map((e) => e.node), next: connectionNext(d.questsConnection.pageInfo) }),
  );
  const { data, loading, error } = list;
  const linkQuest = useLinkQuest();
  const linkMission = useLinkMission();
  const busy = linkQuest.loading || linkMission.loading;
  // The current link stays selectable even when the lists no longer offer it.
  const quests: { id: string; name: string }[] = [...(list.items ?? [])];
  if (map.quest && !quests.some((q) => q.id === map.quest!.id)) quests.unshift(map.quest);
  const missions: { id: string; name: string }[] = [...(data?.eligibleMissionsForBeatmap ?? [])];
  if (map.mission && !missions.some((m) => m.id === map.mission!.id)) missions.unshift(map.mission);
  const value = map.quest ? `quest:${map.quest.id}` : map.mission ? `mission:${map.mission.id}` : "";

  const change = async (next: string) => {
    if (next === value) return;
    if (!next) {
      if (map.quest) await linkQuest.run({ beatmapId: map.id, questId: null });
      else if (map.mission) await linkMission.run({ beatmapId: map.id, missionId: null });
      return;
    }
    const [kind, target] = next.split(":");
    if (kind === "quest") await linkQuest.run({ beatmapId: map.id, questId: target! });
    else await linkMission.run({ beatmapId: map.id, missionId: target! });
  };

  return (
    <div className="host-panel__row select-field">
      <label htmlFor={id}>Quest</label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={busy || (loading && !data)}
        onChange={(e) => void change(e.target.value)}
      >
        <option value="">No quest</option>
        <option disabled value="claimed-heading">
          --- claimed quests ---
        </option>
        {quests.map((q) => (
          <option key={q.id} value={`quest:${q.id}`}>
            {q.name}
          </option>
        ))}
        <option disabled value="missions-heading">
          --- open priority quests ---
        </option>
        {missions.map((m) => (
          <option key={m.id} value={`mission:${m.id}`}>
            {m.name}
          </option>
        ))}
      </select>
      {list.hasMore && (
        <button
          type="button"
          className="button button--small host-panel__more"
          disabled={list.loadingMore}
          onClick={() => void list.showMore()}
        >
          {list.loadingMore ? "Loading…" : "more claimed quests"}
        </button>
      )}
      {!!error && <p className="muted">{errorMessage(error)}</p>}
    </div>
  );
}

function LinkChoice({ map }: { map: Map }) {
  const id = useId();
  const [url, setUrl] = useState(map.url ?? "");
  useEffect(() => setUrl(map.url ?? ""), [map.url]);
  const set = useSetBeatmapLink();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void set.run({ id: map.id, url: url.trim() || null });
  };
  return (
    <form className="host-panel__row" onSubmit={submit}>
      <label htmlFor={id} className="host-panel__label">
        Beatmapset link
      </label>
      <div className="inline-form">
        <input
          id={id}
          className="input"
          type="url"
          inputMode="url"
          placeholder="https://osu.ppy.sh/beatmapsets/..."
          value={url}
          maxLength={500}
          onChange={(e) => setUrl(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={set.loading || url.trim() === (map.url ?? "")}>
          Save link
        </button>
      </div>
    </form>
  );
}

function LocksChoice({ map }: { map: Map }) {
  const id = useId();
  const lock = useLockTask();
  const unlock = useUnlockTask();
  const options = lockableNames(map);
  const [name, setName] = useState("");
  const current = options.includes(name) ? name : (options[0] ?? "");
  const shown = (n: string) => difficultyName(n, map.mode);
  return (
    <div className="host-panel__row">
      <span className="host-panel__label">Locked claims</span>
      {map.tasksLocked.length === 0 ? (
        <p className="muted">Anyone may claim any difficulty.</p>
      ) : (
        <ul className="chip-list" aria-label="Locked task names">
          {map.tasksLocked.map((n) => (
            <li key={n} className="chip">
              {shown(n)}
              <button
                type="button"
                className="icon-button"
                aria-label={`Unlock ${shown(n)}`}
                disabled={unlock.loading}
                onClick={() => void unlock.run({ beatmapId: map.id, name: n })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {options.length > 0 && (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (current) void lock.run({ beatmapId: map.id, name: current as TaskName });
          }}
        >
          <label htmlFor={id} className="visually-hidden">
            Task to lock
          </label>
          <select id={id} className="input" value={current} onChange={(e) => setName(e.target.value)}>
            {options.map((n) => (
              <option key={n} value={n}>
                {shown(n)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--ghost" disabled={lock.loading}>
            Lock
          </button>
        </form>
      )}
    </div>
  );
}

/** The host's controls (not on Ranked mapsets): status, mode, quest/priority quest, link, locks. */
export function HostPanel({ map }: { map: Map }) {
  const show = hostPanel(map);
  if (!show.shown) return null;
  return (
    <section className="host-panel" aria-labelledby={`host-${map.id}`}>
      <h3 id={`host-${map.id}`}>Host settings</h3>
      {show.status && <StatusChoice map={map} />}
      {show.mode && <ModeChoice map={map} />}
      {show.questLink && <QuestChoice map={map} />}
      {show.link && <LinkChoice map={map} />}
      {show.locks && <LocksChoice map={map} />}
    </section>
  );
}
