import { compareStatus, compareTasks, difficultyColor, difficultyName, mapsetLabel, STATUS_COLORS } from "./beatmaps";

describe("beatmap display helpers", () => {
  test.each([
    ["Easy", "taiko", "Kantan"],
    ["Normal", "taiko", "Futsuu"],
    ["Hard", "taiko", "Muzukashii"],
    ["Insane", "taiko", "Oni"],
    ["Expert", "taiko", "Inner Oni"],
    ["Easy", "catch", "Cup"],
    ["Normal", "catch", "Salad"],
    ["Hard", "catch", "Platter"],
    ["Insane", "catch", "Rain"],
    ["Expert", "catch", "Overdose"],
    ["Hard", "osu", "Hard"],
    ["Insane", "mania", "Insane"],
    ["Hitsounds", "hs", "Hitsounds"],
    ["Storyboard", "taiko", "Storyboard"],
  ])("%s in %s is called %s", (name, mode, shown) => {
    expect(difficultyName(name, mode)).toBe(shown);
  });

  test("colours of the brief", () => {
    expect(STATUS_COLORS).toEqual({ WIP: "#d9bb13", Done: "#36d8a2", Qualified: "#E74C3C", Ranked: "#428ae7" });
    expect(difficultyColor("Easy")).toBe("rgb(69, 185, 254)");
    expect(difficultyColor("Normal")).toBe("rgb(129, 255, 85)");
    expect(difficultyColor("Hard")).toBe("rgb(254, 216, 90)");
    expect(difficultyColor("Insane")).toBe("rgb(250, 98, 140)");
    expect(difficultyColor("Expert")).toBe("rgb(165, 142, 242)");
    expect(difficultyColor("Hitsounds")).toBeUndefined();
  });

  test("every difficulty colour reads as text at 4.8:1 or more on the page, panels and cards", () => {
    // WCAG 2.x relative luminance and contrast ratio; backgrounds from app/styles.css (--bg, --bg-raised, --bg-card).
    type Rgb = [number, number, number];
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const contrast = (a: Rgb, b: Rgb) => {
      const [x, y] = [luminance(a), luminance(b)];
      return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    };
    const rgb = (css: string) => css.match(/\d+/g)!.map(Number) as Rgb;
    for (const name of ["Easy", "Normal", "Hard", "Insane", "Expert"]) {
      const color = rgb(difficultyColor(name)!);
      for (const background of <Rgb[]>[
        [28, 27, 23],
        [0x24, 0x23, 0x1e],
        [0x2a, 0x29, 0x24],
      ])
        expect([name, contrast(color, background) >= 4.8]).toEqual([name, true]);
    }
  });

  test("canonical task order: name first, then mode", () => {
    const tasks = [
      { name: "Storyboard", mode: "sb" },
      { name: "Hard", mode: "mania" },
      { name: "Easy", mode: "osu" },
      { name: "Hard", mode: "taiko" },
      { name: "Hitsounds", mode: "hs" },
    ];
    expect([...tasks].sort(compareTasks).map((t) => `${t.name}/${t.mode}`)).toEqual([
      "Easy/osu",
      "Hard/taiko",
      "Hard/mania",
      "Hitsounds/hs",
      "Storyboard/sb",
    ]);
  });

  test("status order WIP, Done, Qualified, Ranked", () => {
    expect(["Ranked", "WIP", "Qualified", "Done"].sort(compareStatus)).toEqual(["WIP", "Done", "Qualified", "Ranked"]);
  });

  test("mapset label", () => {
    expect(mapsetLabel({ artistName: "Camellia", title: "GHOST" })).toBe("Camellia - GHOST");
  });
});
