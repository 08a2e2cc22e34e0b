/**
 * A mapset and osu! (pure): the beatmapset link (loose URL check, the beatmapset id it names) and what the status sync
 * does with a mapset given osu!'s status.
 */
import { BeatmapStatus } from "../../core/enums";

export const MAX_URL_LENGTH = 500;

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** Empty → null (clears the link); otherwise a loose http(s) URL (README.md), or null with ok=false. */
export function normalizeUrl(input: unknown): { ok: true; url: string | null } | { ok: false } {
  if (input === null || input === undefined) return { ok: true, url: null };
  if (typeof input !== "string") return { ok: false };
  const url = input.trim();
  if (!url) return { ok: true, url: null };
  if (url.length > MAX_URL_LENGTH || !URL_PATTERN.test(url)) return { ok: false };
  return { ok: true, url };
}

/** The beatmapset id of an osu! beatmapset link (digits after "beatmapsets/"), else null. */
export function beatmapsetIdOf(url: string | null | undefined): number | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!/(^|\.)ppy\.sh$/i.test(parsed.hostname)) return null;
  const m = /\/beatmapsets\/(\d{1,10})(?:[/#?]|$)/.exec(`${parsed.pathname}${parsed.hash}`);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

// osu! status sync (README.md)

export type OsuSetStatus = "graveyard" | "wip" | "pending" | "ranked" | "approved" | "qualified" | "loved";

export type SyncAction = "none" | "qualify" | "rank" | "unqualify";

/**
 * What the sync does with a mapset given osu!'s status:
 * - ranked/approved: Done → Qualified (the admin gate `queuedForRank` comes first); Qualified and queued → Ranked.
 * - qualified: Done → Qualified.
 * - pending, wip, graveyard (disqualified or never nominated): Qualified → Done (and unqueued).
 * - loved: nothing (Loved maps earn no points; they stay Done).
 * WIP and Ranked mapsets never move here (Ranked maps are re-validated separately).
 */
export function osuSyncAction(status: BeatmapStatus, queuedForRank: boolean, osu: OsuSetStatus): SyncAction {
  if (status !== BeatmapStatus.Done && status !== BeatmapStatus.Qualified) return "none";
  switch (osu) {
    case "ranked":
    case "approved":
      if (status === BeatmapStatus.Done) return "qualify";
      return queuedForRank ? "rank" : "none";
    case "qualified":
      return status === BeatmapStatus.Done ? "qualify" : "none";
    case "loved":
      return "none";
    default:
      return status === BeatmapStatus.Qualified ? "unqualify" : "none";
  }
}
