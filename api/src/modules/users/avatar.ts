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
