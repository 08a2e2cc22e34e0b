import { joinNames, mapLine, modeName, newsPostMarkdown, questMarkdown } from "./news-post";

const map = (mode: string, url: string | null = "https://osu.ppy.sh/beatmapsets/1") => ({
  mode,
  url,
  song: { artistName: "Artist", title: "Song" },
  host: { username: "Host", osuId: 7 },
});

describe("news post markdown", () => {
  it("names modes and joins names as the original did", () => {
    expect([modeName("osu"), modeName("taiko"), modeName("hybrid")]).toEqual(["osu!", "osu!taiko", "hybrid"]);
    expect([joinNames([]), joinNames(["a"]), joinNames(["a", "b"]), joinNames(["a", "b", "c"])]).toEqual([
      "",
      "a",
      "a and b",
      "a, b and c",
    ]);
  });

  it("writes a mapset line, linked when it has a link", () => {
    expect(mapLine(map("catch"))).toBe(
      "- [Artist - Song](https://osu.ppy.sh/beatmapsets/1) by [Host](https://osu.ppy.sh/users/7) (osu!catch)",
    );
    expect(mapLine(map("osu", null))).toBe("- Artist - Song by [Host](https://osu.ppy.sh/users/7) (osu!)");
  });

  it("writes a quest with its header, objective, party and mapsets; the mystery banner without an artist", () => {
    const q = {
      name: "Quest",
      descriptionMain: " Map it ",
      art: 12,
      members: [
        { username: "A", osuId: 1 },
        { username: "B", osuId: 2 },
      ],
      maps: [map("osu")],
    };
    expect(questMarkdown(q)).toBe(
      [
        "![Artist header image](https://assets.ppy.sh/artists/12/header.jpg)",
        "",
        "**Quest Objective:** Map it",
        "",
        "The **Quest** quest was completed by **[A](https://osu.ppy.sh/users/1)** and **[B](https://osu.ppy.sh/users/2)**.",
        "",
        "- [Artist - Song](https://osu.ppy.sh/beatmapsets/1) by [Host](https://osu.ppy.sh/users/7) (osu!)",
      ].join("\n"),
    );
    expect(questMarkdown({ ...q, art: null })).toContain("mappersguildmysteryquest.png");
    expect(newsPostMarkdown([q, q], [map("osu"), map("mania")]).maps.split("\n")).toHaveLength(2);
  });
});
