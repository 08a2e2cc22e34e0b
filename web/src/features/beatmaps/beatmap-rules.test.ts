import {
  artistProblem,
  canClaim,
  canOfferNomination,
  claimableNames,
  createProblem,
  difficultyLetters,
  hostPanel,
  matchesFilters,
  modeCounts,
  searchTokens,
  newTaskProblem,
  resolveArtist,
  rowsAfterModeChange,
  taskActions,
  type Filters,
  type MapLike,
  type TaskLike,
} from "./beatmap-rules";

const host = { id: "1", username: "Hosty" };
const guest = { id: "2", username: "Guesty" };
const other = { id: "3", username: "Outsider" };
const admin = { id: "9", username: "DemoAdmin" };

let n = 0;
const task = (name: string, status: "WIP" | "Done" = "WIP", mappers = [host], mode = "osu"): TaskLike => ({
  id: String(++n),
  name,
  status,
  mappers,
  mode,
});
const map = (over: Partial<MapLike> = {}): MapLike => ({ status: "WIP", mode: "osu", host, tasks: [], tasksLocked: [], ...over });

describe("card difficulty letters", () => {
  test("one letter per difficulty: open, blocked when locked, or the task's status", () => {
    const letters = difficultyLetters(map({ tasks: [task("Normal", "Done"), task("Insane", "WIP")], tasksLocked: ["Expert"] }));
    expect(letters.map((l) => `${l.text}:${l.state}`)).toEqual(["E:open", "N:Done", "H:open", "I:WIP", "X:blocked"]);
  });

  test("several tasks of one difficulty each show a letter (fewer than 10 tasks)", () => {
    const letters = difficultyLetters(map({ tasks: [task("Hard", "Done"), task("Hard", "WIP", [guest])] }));
    expect(letters.filter((l) => l.difficulty === "Hard").map((l) => `${l.text}:${l.state}`)).toEqual(["H:Done", "H:WIP"]);
  });

  test('"X+" with the count once the mapset has 10 or more tasks', () => {
    const tasks = [
      ...Array.from({ length: 4 }, () => task("Insane", "WIP", [guest])),
      ...Array.from({ length: 3 }, () => task("Hard")),
      task("Normal", "Done"),
      task("Hitsounds"),
      task("Storyboard"),
    ];
    expect(tasks).toHaveLength(10);
    const letters = difficultyLetters(map({ tasks }));
    expect(letters.map((l) => `${l.text}:${l.state}`)).toEqual(["E:open", "N:Done", "H+:many", "I+:many", "X:open"]);
    expect(letters.find((l) => l.text === "I+")!.label).toBe("Insane: 4 tasks");
    // nine tasks: no collapsing yet
    expect(difficultyLetters(map({ tasks: tasks.slice(0, 9) })).filter((l) => l.difficulty === "Insane")).toHaveLength(4);
  });

  test("a locked difficulty that is claimed shows its task status, not blocked", () => {
    const letters = difficultyLetters(map({ tasks: [task("Easy", "Done")], tasksLocked: ["Easy"] }));
    expect(letters[0]).toMatchObject({ text: "E", state: "Done" });
  });

  test("hybrid mapsets count difficulties per mode", () => {
    const counts = modeCounts([
      task("Hard", "Done", [host], "taiko"),
      task("Insane", "WIP", [host], "taiko"),
      task("Easy", "Done", [host], "mania"),
      task("Hitsounds", "WIP", [host], "hs"),
    ]);
    expect(counts).toEqual([
      { mode: "taiko", count: 2, wip: true },
      { mode: "mania", count: 1, wip: false },
    ]);
  });
});

describe("the server's filter semantics (which section lists a changed mapset belongs to)", () => {
  const base: Filters = { mode: null, status: null, noQuest: false, search: "" };
  const m = (over: Record<string, unknown> = {}) => ({
    ...map({ tasks: [task("Hard", "WIP", [guest])] }),
    song: { artistName: "Camellia", title: "GHOST" },
    url: "https://osu.ppy.sh/beatmapsets/4242",
    quest: null as unknown,
    ...over,
  });

  test.each<[string, Partial<Filters>, Record<string, unknown>, boolean]>([
    ["no filter", {}, {}, true],
    ["same mode", { mode: "osu" }, {}, true],
    ["other mode", { mode: "taiko" }, {}, false],
    ["hybrid matches any mode", { mode: "mania" }, { mode: "hybrid" }, true],
    ["status", { status: "Done" }, {}, false],
    ["status match", { status: "WIP" }, {}, true],
    ["quest none excludes quest maps", { noQuest: true }, { quest: { id: "5" } }, false],
    ["quest none keeps others", { noQuest: true }, {}, true],
    ["artist word", { search: "camel" }, {}, true],
    ["title, any token", { search: "zzz ghost" }, {}, true],
    ["host", { search: "HOSTY" }, {}, true],
    ["mapper", { search: "guesty" }, {}, true],
    ["link", { search: "4242" }, {}, true],
    ["nothing matches", { search: "zenith" }, {}, false],
    ["the first 8 distinct words count", { search: "a1 a2 a3 a4 a5 a6 a1 a7 ghost" }, {}, true],
    ["a 9th word is not read (as on the server)", { search: "a1 a2 a3 a4 a5 a6 a7 a8 ghost" }, {}, false],
  ])("%s", (_name, filters, over, expected) => {
    expect(matchesFilters(m(over) as never, { ...base, ...filters })).toBe(expected);
  });

  test("Other beatmaps does not match the link (the server matches it in my own sections only)", () => {
    expect(matchesFilters(m() as never, { ...base, search: "4242" }, { matchLink: false })).toBe(false);
    expect(matchesFilters(m() as never, { ...base, search: "ghost" }, { matchLink: false })).toBe(true);
  });

  test("search words as the server reads them: lower-cased, distinct, each cut to 64 characters, at most 8", () => {
    expect(searchTokens("  Ghost  GHOST zenith ")).toEqual(["ghost", "zenith"]);
    expect(searchTokens("x".repeat(70))).toEqual(["x".repeat(64)]);
    expect(searchTokens("1 2 3 4 5 6 7 8 9")).toHaveLength(8);
  });
});

describe("task actions per role and status", () => {
  type Role = "host" | "mapper" | "other" | "admin";
  const viewerOf = (role: Role) =>
    role === "admin"
      ? { id: admin.id, isAdmin: true }
      : { id: { host: host.id, mapper: guest.id, other: other.id }[role], isAdmin: false };
  const summary = (role: Role, mapStatus: string, taskStatus: "WIP" | "Done") => {
    const t = task("Insane", taskStatus, [guest, { id: "7", username: "Partner" }]);
    const a = taskActions(viewerOf(role), map({ status: mapStatus }), t);
    return [
      a.markDone && "done",
      a.markWip && "wip",
      a.remove && "remove",
      a.addCollaborator && "collab",
      a.removableMappers.length > 0 && "uncollab",
    ]
      .filter(Boolean)
      .join(" ");
  };

  test.each<[Role, string, "WIP" | "Done", string]>([
    ["host", "WIP", "WIP", "done remove collab uncollab"],
    ["host", "WIP", "Done", "wip remove uncollab"],
    ["host", "Done", "Done", "remove uncollab"],
    ["host", "Qualified", "Done", ""],
    ["host", "Ranked", "Done", ""],
    ["mapper", "WIP", "WIP", "done remove collab uncollab"],
    ["mapper", "WIP", "Done", "wip remove uncollab"],
    ["mapper", "Done", "Done", "remove uncollab"],
    ["mapper", "Qualified", "Done", ""],
    ["mapper", "Ranked", "Done", ""],
    ["other", "WIP", "WIP", ""],
    ["other", "Done", "Done", ""],
    ["other", "Ranked", "Done", ""],
    ["admin", "WIP", "WIP", "done remove collab uncollab"],
    ["admin", "Done", "Done", "wip remove collab uncollab"],
    ["admin", "Qualified", "Done", "wip remove collab uncollab"],
    ["admin", "Ranked", "WIP", "done remove collab uncollab"],
  ])("%s on a %s mapset, task %s → %s", (role, mapStatus, taskStatus, expected) => {
    expect(summary(role, mapStatus, taskStatus)).toBe(expected);
  });

  test("never the last mapper, never yourself", () => {
    const solo = task("Hard", "WIP", [guest]);
    expect(taskActions({ id: host.id, isAdmin: false }, map(), solo).removableMappers).toEqual([]);
    const duo = task("Hard", "WIP", [guest, host]);
    expect(taskActions({ id: host.id, isAdmin: false }, map(), duo).removableMappers).toEqual([guest.id]);
    expect(taskActions({ id: guest.id, isAdmin: false }, map(), duo).removableMappers).toEqual([host.id]);
  });

  test("claiming: WIP mapsets only (admins always); locked names only for the host; extras once; no hitsounds on taiko", () => {
    expect(canClaim({ id: other.id, isAdmin: false }, map())).toBe(true);
    expect(canClaim({ id: other.id, isAdmin: false }, map({ status: "Done" }))).toBe(false);
    expect(canClaim({ id: admin.id, isAdmin: true }, map({ status: "Ranked" }))).toBe(true);
    const locked = map({ tasksLocked: ["Insane", "Storyboard"], tasks: [task("Hitsounds")] });
    expect(claimableNames({ id: other.id, isAdmin: false }, locked)).toEqual(["Easy", "Normal", "Hard", "Expert"]);
    expect(claimableNames({ id: host.id, isAdmin: false }, locked)).toEqual([
      "Easy",
      "Normal",
      "Hard",
      "Insane",
      "Expert",
      "Storyboard",
    ]);
    expect(claimableNames({ id: other.id, isAdmin: false }, map({ mode: "taiko" }))).toEqual([
      "Easy",
      "Normal",
      "Hard",
      "Insane",
      "Expert",
      "Storyboard",
    ]);
  });

  test("host panel by status", () => {
    expect(hostPanel({ status: "WIP" })).toEqual({
      shown: true,
      status: true,
      mode: true,
      link: true,
      locks: true,
      questLink: true,
      remove: true,
    });
    expect(hostPanel({ status: "Done" })).toEqual({
      shown: true,
      status: true,
      mode: false,
      link: true,
      locks: false,
      questLink: true,
      remove: true,
    });
    expect(hostPanel({ status: "Qualified" })).toEqual({
      shown: true,
      status: false,
      mode: false,
      link: false,
      locks: false,
      questLink: true,
      remove: false,
    });
    expect(hostPanel({ status: "Ranked" }).shown).toBe(false);
  });

  test('the BN "+" shows while there are fewer than two nominators, not to mappers or the host', () => {
    const bnMap = (bns: { id: string; username: string }[], over: Partial<MapLike> = {}) => ({
      ...map({ tasks: [task("Hard", "WIP", [guest])], ...over }),
      bns,
    });
    expect(canOfferNomination({ id: other.id, isAdmin: false }, bnMap([]))).toBe(true);
    expect(canOfferNomination({ id: other.id, isAdmin: false }, bnMap([admin]))).toBe(true);
    expect(canOfferNomination({ id: other.id, isAdmin: false }, bnMap([admin, { id: "8", username: "BN2" }]))).toBe(false);
    expect(canOfferNomination({ id: guest.id, isAdmin: false }, bnMap([]))).toBe(false);
    expect(canOfferNomination({ id: host.id, isAdmin: false }, bnMap([]))).toBe(false);
    expect(canOfferNomination({ id: other.id, isAdmin: false }, bnMap([], { status: "Ranked" }))).toBe(false);
  });
});

describe("create dialog validation", () => {
  const artists = [
    { id: "1", label: "Camellia" },
    { id: "2", label: "xi" },
    { id: "3", label: "Kobaryo" },
  ];

  test.each([
    ["", "Select or type an artist!"],
    ["   ", "Select or type an artist!"],
    ["nobody", "Couldn't find artist! Check your typing or select one from the list."],
    ["camel", null],
    ["XI", null],
  ])("artist %j → %s", (text, message) => {
    expect(artistProblem(artists, text)).toBe(message);
  });

  test("typing picks an exact label, else the first label containing the text", () => {
    expect(resolveArtist(artists, "o")?.label).toBe("Kobaryo");
    expect(resolveArtist(artists, "xi")?.label).toBe("xi");
    expect(resolveArtist(artists, "i")?.label).toBe("Camellia");
  });

  test.each<[string, { name: string }[], { name: string; status: string; mode?: string }, string, string | null]>([
    ["missing task", [], { name: "", status: "WIP" }, "osu", "Missing task or status"],
    ["missing status", [], { name: "Hard", status: "" }, "osu", "Missing task or status"],
    [
      "second hitsounds",
      [{ name: "Hitsounds" }],
      { name: "Hitsounds", status: "WIP" },
      "osu",
      'Only one "Hitsounds" task allowed',
    ],
    [
      "second storyboard",
      [{ name: "Storyboard" }],
      { name: "Storyboard", status: "Done" },
      "osu",
      'Only one "Storyboard" task allowed',
    ],
    ["second hard is fine", [{ name: "Hard" }], { name: "Hard", status: "WIP" }, "osu", null],
    ["hybrid difficulty without a mode", [], { name: "Hard", status: "WIP" }, "hybrid", "Select a mode for each difficulty!"],
    ["hybrid storyboard needs no mode", [], { name: "Storyboard", status: "WIP" }, "hybrid", null],
  ])("new task: %s", (_n, rows, draft, mode, message) => {
    expect(newTaskProblem(rows, draft, mode)).toBe(message);
  });

  test.each<[string, Partial<Parameters<typeof createProblem>[0]>, string | null]>([
    ["no artist", { artistText: "" }, "Select or type an artist!"],
    ["unknown artist", { artistText: "qwerty" }, "Couldn't find artist! Check your typing or select one from the list."],
    ["no song", { songId: "" }, "Select a song!"],
    ["no difficulty", { rows: [{ name: "Hitsounds" }] }, "Select at least one difficulty to map!"],
    ["ok", {}, null],
  ])("save: %s", (_n, over, message) => {
    expect(createProblem({ artists, artistText: "Camellia", songId: "10", rows: [{ name: "Normal" }], ...over })).toBe(message);
  });

  test("mode changes: to or from Multiple modes clears the tasks; osu!taiko drops Hitsounds", () => {
    const rows = [{ name: "Hard" }, { name: "Hitsounds" }];
    expect(rowsAfterModeChange(rows, "osu", "hybrid")).toEqual([]);
    expect(rowsAfterModeChange(rows, "hybrid", "osu")).toEqual([]);
    expect(rowsAfterModeChange(rows, "osu", "taiko")).toEqual([{ name: "Hard" }]);
    expect(rowsAfterModeChange(rows, "osu", "catch")).toEqual(rows);
  });
});
