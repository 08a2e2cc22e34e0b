import { badInput } from "../../core/errors";
import { Mode, TaskName } from "../../core/enums";
import { MISSION_MSG } from "./missions.rules";
import {
  fieldActionValue,
  fieldOfAction,
  isListAction,
  listEditPatch,
  listEditProblem,
  missionFieldsProblem,
  NEW_MISSION_DEFAULTS,
  newMissionProblem,
  parseMissionPatch,
  type MissionFields,
} from "./mission-fields.rules";

const LATER = new Date("2026-07-01T00:00:00Z");

describe("admin fields", () => {
  const base = (over: Partial<MissionFields> = {}): MissionFields =>
    ({
      ...NEW_MISSION_DEFAULTS,
      name: "PQ",
      tier: 2,
      objective: "Map",
      deadline: new Date("2026-09-01"),
      ...over,
    }) as MissionFields;

  test("parses a full patch and ignores unknown keys", () => {
    const p = parseMissionPatch({
      name: "  Hello ",
      tier: 3,
      status: "open",
      objective: "**x**",
      deadline: "2026-09-01T00:00:00Z",
      modes: ["mania", "osu"],
      artistIds: ["4", 4, 5],
      isShowcaseMission: true,
      remainingArtists: 2,
      genreOptions: ["rock", " rock", "pop", ""],
      userMinimumRank: 3,
      userMaximumPp: null,
      beatmapDifficulties: ["Hard", "Easy"],
      additionalRequirement: "  ",
      junk: 1,
    });
    expect(p).toEqual({
      name: "Hello",
      tier: 3,
      status: "open",
      objective: "**x**",
      deadline: new Date("2026-09-01T00:00:00Z"),
      modes: ["osu", "mania"],
      artistIds: [4, 5],
      isShowcaseMission: true,
      remainingArtists: 2,
      genreOptions: ["rock", "pop"],
      userMinimumRank: 3,
      userMaximumPp: null,
      beatmapDifficulties: ["Easy", "Hard"],
      additionalRequirement: null,
    });
  });

  test.each(
    [
      [{ tier: 5 }, "Invalid number"],
      [{ tier: 0 }, "Invalid number"],
      [{ tier: "x" }, "Invalid number"],
      [{ userMinimumRank: 6 }, "Invalid number"],
      [{ userMaximumPp: -1 }, "Invalid number"],
      [{ userMaximumPp: 1.5 }, "Invalid number"],
      [{ deadline: "soon" }, "Invalid date"],
      [{ deadline: null }, "Invalid date"],
      [{ beatmapEarliestSubmissionDate: "nope" }, "Invalid date"],
      [{ status: "archived" }, "Invalid status"],
      [{ modes: ["osu", "hybrid"] }, "Invalid mode"],
      [{ name: "   " }, "Name is required"],
      [{ name: "x".repeat(201) }, "Name is too long (at most 200 characters)"],
      [{ objective: "x".repeat(10_001) }, "Objective is too long (at most 10000 characters)"],
      [{ isSeparate: "yes" }, "value must be true or false"],
      [{ beatmapDifficulties: ["Ultra"] }, "Invalid difficulty"],
      [{ genreOptions: ["x".repeat(51)] }, "Genre is too long (at most 50 characters)"],
      [{ artistIds: ["abc"] }, "Invalid artist"],
    ].map(([raw, message]) => [message, raw] as [string, object]),
  )("rejects a bad value with: %s", (message, raw) => {
    expect(() => parseMissionPatch(raw as Record<string, unknown>)).toThrow(badInput(message));
  });

  test.each([
    [{}, null],
    [{ modes: [] }, "Select at least one mode!"],
    [{ isArtistShowcase: true, isGenreShowcase: true }, "A showcase mission is either an artist or a genre showcase, not both"],
    [{ userMinimumPp: 10, userMaximumPp: 5 }, "Minimum pp is above the maximum pp"],
    [{ beatmapMinimumLength: 100, beatmapMaximumLength: 99 }, "Minimum length is above the maximum length"],
    [
      { beatmapEarliestSubmissionDate: new Date("2026-02-01"), beatmapLatestSubmissionDate: new Date("2026-01-01") },
      "Earliest submission date is after the latest one",
    ],
  ] as const)("whole-mission validation %j → %s", (over, error) => {
    expect(missionFieldsProblem(base(over as Partial<MissionFields>))?.message ?? null).toBe(error);
  });
});

describe("admin page edits", () => {
  test.each([
    [{}, "Name is required"],
    [{ name: "x" }, MISSION_MSG.invalidNumber],
    [{ name: "x", tier: 1 }, "Objective is required"],
    [{ name: "x", tier: 1, objective: "y" }, MISSION_MSG.invalidDate],
    [{ name: "x", tier: 1, objective: "y", deadline: LATER }, null],
  ] as const)("a new mission from %j → %s", (patch, message) => {
    expect(newMissionProblem(patch)?.message ?? null).toBe(message);
  });

  test.each([
    ["rename", "name"],
    ["updateDeadline", "deadline"],
    ["toggleIsOsuOriginal", "isOsuOriginal"],
    ["toggleOpeningAnnounced", "openingAnnounced"],
    ["toggleMode", null],
    ["constructor", null],
    ["nonsense", null],
  ] as const)("action %s updates field %s", (action, field) => {
    expect(fieldOfAction(action)).toBe(field);
  });

  test.each([
    [{ name: "A", value: "B" }, "name", { value: "A" }],
    [{ value: "B" }, "name", { value: "B" }],
    [{ date: "2026-01-01" }, "deadline", { value: "2026-01-01" }],
    [{ number: 3 }, "tier", { value: 3 }],
    [{ value: null }, "userMaximumPp", { value: null }],
    [{ other: 1 }, "name", null],
  ] as const)("body %j, field %s → %j", (body, field, expected) => {
    expect(fieldActionValue(body, field)).toEqual(expected);
  });

  test("list actions", () => {
    expect(["toggleMode", "toggleDifficulty", "addGenreOption", "removeGenreOption"].every(isListAction)).toBe(true);
    expect(isListAction("toggleArtist")).toBe(false);
    expect(isListAction("rename")).toBe(false);
  });

  test.each([
    ["toggleMode", { mode: "osu" }, null],
    ["toggleMode", { mode: "hybrid" }, "Invalid mode"],
    ["toggleDifficulty", { difficulty: "Hard" }, null],
    ["toggleDifficulty", { difficulty: "Ultra" }, "Invalid difficulty"],
    ["addGenreOption", { genreOption: " rock " }, null],
    ["addGenreOption", { genreOption: "   " }, "Invalid genre"],
    ["removeGenreOption", { genreOption: 5 }, "Invalid genre"],
  ] as const)("%s with %j → %s", (action, body, message) => {
    expect(listEditProblem(action, body)?.message ?? null).toBe(message);
  });

  const current = { modes: [Mode.osu, Mode.taiko], beatmapDifficulties: [TaskName.Easy], genreOptions: ["Rock", "pop"] };
  test.each([
    ["toggleMode", { mode: Mode.taiko }, { modes: [Mode.osu] }],
    ["toggleMode", { mode: Mode.mania }, { modes: [Mode.osu, Mode.taiko, Mode.mania] }],
    ["toggleDifficulty", { difficulty: TaskName.Easy }, { beatmapDifficulties: [] }],
    ["toggleDifficulty", { difficulty: TaskName.Hard }, { beatmapDifficulties: [TaskName.Easy, TaskName.Hard] }],
    ["addGenreOption", { genreOption: " rock " }, { genreOptions: ["pop", "rock"] }],
    ["addGenreOption", { genreOption: "jazz" }, { genreOptions: ["Rock", "pop", "jazz"] }],
    ["removeGenreOption", { genreOption: "ROCK" }, { genreOptions: ["pop"] }],
    ["removeGenreOption", { genreOption: "jazz" }, { genreOptions: ["Rock", "pop"] }],
  ] as const)("%s with %j → %j", (action, body, patch) => {
    expect(listEditPatch(current, action, body)).toEqual(patch);
  });
});
