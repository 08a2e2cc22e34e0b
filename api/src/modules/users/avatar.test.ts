import type { Config } from "../../config";
import { artistCoverUrl, avatarUrl, beatmapCoverUrl } from "./avatar";

// Only the provider switch matters to these helpers.
const offline = { osu: { mock: true } } as Config;
const online = { osu: { mock: false } } as Config;

describe("asset URLs follow the osu! provider switch", () => {
  test("online: osu!'s hosts", () => {
    expect(avatarUrl(online, 7)).toBe("https://a.ppy.sh/7");
    expect(artistCoverUrl(online, 3)).toBe("https://assets.ppy.sh/artists/3/cover.jpg");
    expect(beatmapCoverUrl(online, 123, "card")).toBe("https://assets.ppy.sh/beatmaps/123/covers/card.jpg");
    expect(beatmapCoverUrl(online, 123, "cover")).toBe("https://assets.ppy.sh/beatmaps/123/covers/cover.jpg");
  });

  test("offline: the mock provider's own paths, never another host", () => {
    expect(avatarUrl(offline, 7)).toBe("/mock-osu/a/7");
    expect(artistCoverUrl(offline, 3)).toBe("/mock-osu/assets/artists/3/cover.svg");
    expect(beatmapCoverUrl(offline, 123, "card")).toBe("/mock-osu/assets/beatmaps/123/covers/card.svg");
    expect(beatmapCoverUrl(offline, 123, "cover")).toBe("/mock-osu/assets/beatmaps/123/covers/cover.svg");
  });

  test("no cover without a valid beatmapset id", () => {
    for (const id of [null, 0, -1, 1.5]) expect(beatmapCoverUrl(online, id, "card")).toBeNull();
  });
});
