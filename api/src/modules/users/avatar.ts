import type { Config } from "../../config";

/** osu! avatar; with the offline mock provider, a generated one served by the mock. */
export function avatarUrl(config: Config, osuId: number): string {
  return config.osu.mock ? `/mock-osu/a/${osuId}` : `https://a.ppy.sh/${osuId}`;
}

/** Featured-artist cover on osu!'s asset host; offline, the mock serves generated covers. */
export function artistCoverUrl(config: Config, osuId: number | null): string | null {
  if (!osuId) return null;
  return config.osu.mock ? `/mock-osu/assets/artists/${osuId}/cover.svg` : `https://assets.ppy.sh/artists/${osuId}/cover.jpg`;
}

/** Sizes of osu!'s beatmapset covers we show: "card" on list cards, "cover" in the detail header. */
export type BeatmapCoverSize = "card" | "cover";

/** A beatmapset's cover on osu!'s asset host; offline, the mock serves a generated cover with the mapset's name. */
export function beatmapCoverUrl(config: Config, beatmapsetId: number | null, size: BeatmapCoverSize): string | null {
  if (!beatmapsetId || !Number.isSafeInteger(beatmapsetId) || beatmapsetId <= 0) return null;
  return config.osu.mock
    ? `/mock-osu/assets/beatmaps/${beatmapsetId}/covers/${size}.svg`
    : `https://assets.ppy.sh/beatmaps/${beatmapsetId}/covers/${size}.jpg`;
}
