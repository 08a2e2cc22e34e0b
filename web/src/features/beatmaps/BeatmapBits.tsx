/** Small pieces of a mapset's display: cover, difficulty letters, the quest/priority quest/showcase mark, status. */
import { useState } from "react";
import { ModeIcon } from "../../components/ModeIcons";
import { TierImage } from "../../components/TierImage";
import { DIFFICULTY_COLORS, STATUS_COLORS, type BeatmapStatusName } from "../../lib/beatmaps";
import { difficultyLetters, modeCounts, type MapLike } from "./beatmap-rules";
import type { BeatmapCardFieldsFragment } from "./gql/graphql";

/**
 * A mapset's cover: osu!'s beatmapset cover when it has a link, else (or when that fails to load) the artist's cover,
 * else our own plain background. Decorative: the text next to it names the mapset.
 */
export function MapsetCover({
  cover,
  artistCover,
  className = "",
}: {
  /** The beatmapset's cover URL from the server (osu!'s assets, or the offline provider's). */
  cover: string | null | undefined;
  artistCover: string | null | undefined;
  className?: string;
}) {
  const osuCover = cover ?? null;
  const sources = [osuCover, artistCover].filter((s): s is string => !!s);
  const [index, setIndex] = useState(0);
  const src = sources[index];
  if (!src) return <span className={`mapset-cover mapset-cover--none ${className}`} aria-hidden="true" />;
  // An artist's cover carries the artist's name near its bottom: only its upper part is shown behind the text.
  const fallback = src !== osuCover ? "mapset-cover--artist" : "";
  return (
    <img
      className={`mapset-cover ${fallback} ${className}`}
      src={src}
      alt=""
      aria-hidden="true"
      loading="lazy"
      onError={() => setIndex((i) => i + 1)}
    />
  );
}

/** E N H I X coloured by task status (open, locked, WIP, Done); hybrid mapsets show a count per mode instead. */
export function DifficultyLetters({ map }: { map: MapLike }) {
  if (map.mode === "hybrid") {
    const counts = modeCounts(map.tasks);
    return (
      <span className="diff-letters" aria-label="Difficulties per mode">
        {counts.length === 0 && <span className="diff-letter diff-letter--open">no difficulties</span>}
        {counts.map((c) => (
          <span
            key={c.mode}
            className={`diff-letter diff-letter--mode diff-letter--${c.wip ? "WIP" : "Done"}`}
            title={`${c.count} ${c.count === 1 ? "difficulty" : "difficulties"}`}
          >
            <ModeIcon mode={c.mode} size={14} />
            {c.count}
          </span>
        ))}
      </span>
    );
  }
  const letters = difficultyLetters(map);
  return (
    <span className="diff-letters" role="list" aria-label="Difficulties">
      {letters.map((l, i) => (
        <span
          key={`${l.difficulty}-${i}`}
          role="listitem"
          className={`diff-letter diff-letter--${l.state}`}
          data-state={l.state}
          title={l.label}
          aria-label={l.label}
          style={l.state === "many" ? { color: DIFFICULTY_COLORS[l.difficulty] } : undefined}
        >
          {l.text}
        </span>
      ))}
    </span>
  );
}

function ShowcaseIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" role="img" aria-label="FA showcase mapset">
      <title>FA showcase mapset</title>
      <path
        d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z"
        fill="#ebcb1b"
        stroke="#1c1b17"
        strokeWidth="1"
      />
    </svg>
  );
}

function MbcIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" role="img" aria-label="Monthly Beatmapping Contest quest">
      <title>Monthly Beatmapping Contest quest</title>
      <rect x="2" y="4" width="20" height="16" rx="3" fill="#5e747e" />
      <text x="12" y="15.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="#fff">
        MBC
      </text>
    </svg>
  );
}

/** The mark of what the mapset is made for: a priority quest (tier medal), a quest (artist cover or MBC), an FA showcase. */
export function QuestMark({ map }: { map: Pick<BeatmapCardFieldsFragment, "quest" | "mission" | "isShowcase"> }) {
  if (map.mission) {
    return (
      <span className="quest-mark" title={`Priority quest: ${map.mission.name}`}>
        <TierImage tier={map.mission.tier} size={22} />
      </span>
    );
  }
  if (map.quest) {
    return (
      <span className="quest-mark" title={`Quest: ${map.quest.name}`}>
        {map.quest.isMbc ? (
          <MbcIcon />
        ) : map.quest.coverUrl ? (
          <img
            className="quest-mark__art"
            src={map.quest.coverUrl}
            alt={`Quest: ${map.quest.name}`}
            width={22}
            height={22}
            loading="lazy"
          />
        ) : (
          <span className="quest-mark__dot" role="img" aria-label={`Quest: ${map.quest.name}`}>
            Q
          </span>
        )}
      </span>
    );
  }
  if (map.isShowcase) {
    return (
      <span className="quest-mark">
        <ShowcaseIcon />
      </span>
    );
  }
  return null;
}

export function StatusPill({ status }: { status: string }) {
  const color = STATUS_COLORS[status as BeatmapStatusName] ?? "var(--muted)";
  return (
    <span className="status-pill" style={{ borderColor: color, background: color }}>
      {status}
    </span>
  );
}
