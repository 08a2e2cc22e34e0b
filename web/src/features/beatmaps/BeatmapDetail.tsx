import { useQuery } from "@apollo/client/react";
import type { CSSProperties } from "react";
import { ConfirmButton } from "../../components/ConfirmButton";
import { ModeIcon } from "../../components/ModeIcons";
import { UserLink } from "../../components/UserLink";
import { BEATMAP_MODE_LABELS, mapsetLabel, STATUS_COLORS, type BeatmapStatusName } from "../../lib/beatmaps";
import { formatDate } from "../../lib/format";
import { isAdmin, useCurrentUser } from "../../app/current-user";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import { canOfferNomination, hostPanel, isHost, type Viewer } from "./beatmap-rules";
import { MapsetCover, QuestMark, StatusPill } from "./BeatmapBits";
import { HostPanel } from "./HostPanel";
import { PointsPreview } from "./PointsPreview";
import { TaskTable } from "./TaskTable";
import { WorldCupToggle } from "../world-cup/WorldCupToggle";
import { useDeleteBeatmap, useToggleModder, useToggleNominator } from "./useBeatmapActions";
import { BeatmapDetailDocument, type BeatmapDetailFieldsFragment } from "./gql/graphql";

type Map = BeatmapDetailFieldsFragment;

function People({ title, people, empty }: { title: string; people: Map["modders"]; empty: string }) {
  if (people.length === 0) return <span className="muted">{empty}</span>;
  return (
    <ul className="inline-list" aria-label={title}>
      {people.map((p) => (
        <li key={p.id}>
          <UserLink user={p} />
        </li>
      ))}
    </ul>
  );
}

function ModdersAndNominators({ map, viewer }: { map: Map; viewer: Viewer }) {
  const modder = useToggleModder();
  const bn = useToggleNominator();
  const ranked = map.status === "Ranked";
  const amModder = map.modders.some((m) => m.id === viewer.id);
  const amBn = map.bns.some((b) => b.id === viewer.id);
  return (
    <section className="beatmap-detail__section beatmap-detail__people">
      <div className="people-row">
        <h3 className="people-row__title">Modders</h3>
        <People title="Modders" people={map.modders} empty="No modders yet." />
        {!ranked && !map.viewerIsHost && !isHost(viewer, map) && (
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={modder.loading}
            onClick={() => void modder.run({ id: map.id })}
          >
            {amModder ? "Remove me as modder" : "Add me as modder"}
          </button>
        )}
      </div>
      <div className="people-row">
        <h3 className="people-row__title">Nominators</h3>
        <People title="Nominators" people={map.bns} empty="No Beatmap Nominators yet." />
        {!ranked && amBn && (
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={bn.loading}
            onClick={() => void bn.run({ id: map.id })}
          >
            Remove me as nominator
          </button>
        )}
        {canOfferNomination(viewer, map) && (
          <button
            type="button"
            className="button button--small button--ghost"
            aria-label="Add me as Beatmap Nominator"
            title="Add me as Beatmap Nominator (osu! BN/NAT only)"
            disabled={bn.loading}
            onClick={() => void bn.run({ id: map.id })}
          >
            +
          </button>
        )}
      </div>
    </section>
  );
}

function Header({ map }: { map: Map }) {
  const color = STATUS_COLORS[map.status as BeatmapStatusName];
  return (
    <header className="beatmap-detail__header" style={{ "--status-color": color } as CSSProperties}>
      <MapsetCover cover={map.coverUrl} artistCover={map.song.artist.coverUrl} className="beatmap-detail__cover" />
      <div className="beatmap-detail__heading">
        <h3 className="beatmap-detail__title">
          {map.url ? (
            <a href={map.url} target="_blank" rel="noopener noreferrer">
              {mapsetLabel(map.song)}
            </a>
          ) : (
            mapsetLabel(map.song)
          )}
        </h3>
        <p className="beatmap-detail__facts">
          <StatusPill status={map.status} />
          <span>
            Hosted by <UserLink user={map.host} />
          </span>
          <span className="beatmap-detail__mode">
            {map.mode !== "hybrid" && <ModeIcon mode={map.mode} size={16} />}
            {BEATMAP_MODE_LABELS[map.mode]}
          </span>
          {(map.quest || map.mission || map.isShowcase) && (
            <span className="beatmap-detail__quest">
              <QuestMark map={map} />
              {map.mission ? map.mission.name : map.quest ? map.quest.name : "FA showcase"}
            </span>
          )}
        </p>
        {!map.url && <p className="muted beatmap-detail__nolink">No beatmapset link yet.</p>}
      </div>
    </header>
  );
}

/** The detail modal's content: header, modders and nominators, tasks, the host's settings, points, delete. */
export function BeatmapDetail({ beatmapId, onDeleted }: { beatmapId: string; onDeleted: () => void }) {
  const { me } = useCurrentUser();
  const { data, loading, error } = useQuery(BeatmapDetailDocument, { variables: { id: beatmapId } });
  const remove = useDeleteBeatmap();
  const map = data?.beatmap;
  if (!map) {
    if (loading) return <PageLoading label="Loading beatmap…" />;
    return (
      <p className="form-error" role="alert">
        {error ? errorMessage(error) : "Beatmap ID does not exist!"}
      </p>
    );
  }
  const viewer: Viewer = { id: me?.id ?? "", isAdmin: isAdmin(me) };
  const host = map.viewerIsHost;
  return (
    <div className="beatmap-detail" data-testid="beatmap-detail" data-beatmap-id={map.id}>
      <Header map={map} />
      <div className={`beatmap-detail__body ${host && hostPanel(map).shown ? "beatmap-detail__body--host" : ""}`}>
        <div className="beatmap-detail__main">
          <ModdersAndNominators map={map} viewer={viewer} />
          <TaskTable map={map} viewer={viewer} />
          <WorldCupToggle beatmapId={map.id} />
        </div>
        {host && <HostPanel map={map} />}
      </div>
      <PointsPreview beatmapId={map.id} hybrid={map.mode === "hybrid"} />
      <footer className="beatmap-detail__footer">
        <span className="muted">Created {formatDate(map.createdAt)}</span>
        {host && hostPanel(map).remove && (
          <ConfirmButton
            confirmLabel="Are you sure you want to delete?"
            disabled={remove.loading}
            onConfirm={() => {
              void remove.run({ id: map.id }).then((res) => res && onDeleted());
            }}
          >
            Delete
          </ConfirmButton>
        )}
      </footer>
    </div>
  );
}
