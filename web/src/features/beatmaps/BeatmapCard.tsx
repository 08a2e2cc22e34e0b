import { ModeIcon } from "../../components/ModeIcons";
import { mapsetLabel, STATUS_COLORS, type BeatmapStatusName } from "../../lib/beatmaps";
import { DifficultyLetters, MapsetCover, QuestMark } from "./BeatmapBits";
import type { BeatmapCardFieldsFragment } from "./gql/graphql";

/**
 * A mapset card: the cover faintly behind "Artist - Title", the quest/priority quest/showcase mark, "Hosted by <user>",
 * the mode (when not osu!), the difficulty letters, and a border in the status colour. Opens the detail modal.
 */
export function BeatmapCard({ beatmap, onOpen }: { beatmap: BeatmapCardFieldsFragment; onOpen: (id: string) => void }) {
  const color = STATUS_COLORS[beatmap.status as BeatmapStatusName];
  const label = mapsetLabel(beatmap.song);
  return (
    <li className="beatmap-card" data-testid="beatmap-card" data-status={beatmap.status}>
      <button type="button" className="beatmap-card__button" style={{ borderColor: color }} onClick={() => onOpen(beatmap.id)}>
        <MapsetCover cover={beatmap.cardCoverUrl} artistCover={beatmap.song.artist.coverUrl} className="beatmap-card__cover" />
        <span className="beatmap-card__title" title={label}>
          {label}
        </span>
        {/* The status is the border colour; screen readers hear it after the title. The visible text stays the name. */}
        <span className="visually-hidden">{`, ${beatmap.status}, `}</span>
        <span className="beatmap-card__meta">
          <QuestMark map={beatmap} />
          <span className="beatmap-card__host">
            Hosted by <strong>{beatmap.host.username}</strong>
          </span>
          {beatmap.mode !== "osu" && beatmap.mode !== "hybrid" && <ModeIcon mode={beatmap.mode} size={16} />}
          <DifficultyLetters map={beatmap} />
        </span>
      </button>
    </li>
  );
}
