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
    expect(difficultyColor("Insane")).toBe("rgb(248, 82, 127)");
    expect(difficultyColor("Expert")).toBe("rgb(165, 142, 242)");
    expect(difficultyColor("Hitsounds")).toBeUndefined();
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
