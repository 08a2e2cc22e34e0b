import { emptyMissionForm, missionToForm, parseGenreOptions, validateMissionForm, type MissionFormValues } from "./mission-form";
import type { AdminMissionFieldsFragment } from "../gql/graphql";

const valid = (over: Partial<MissionFormValues> = {}): MissionFormValues => ({
  ...emptyMissionForm(new Date("2025-03-01T10:00:00Z")),
  name: "  Night Drive  ",
  objective: "Map **anything**",
  ...over,
});

describe("mission form validation (mirrors the server)", () => {
  it("builds the full MissionInput from valid values", () => {
    const { errors, input } = validateMissionForm(
      valid({
        tier: "3",
        status: "open",
        deadline: "2025-04-02T18:30",
        modes: ["mania", "osu"],
        artists: [{ id: "7", label: "A" }],
        genreOptions: " rock, jazz ,rock,, ",
        userMaximumPp: "5000",
        userMinimumRank: "2",
        beatmapEarliestSubmissionDate: "2024-01-01",
        beatmapDifficulties: ["Hard", "Easy"],
        isShowcaseMission: true,
        openingAnnounced: true,
      }),
    );
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      name: "Night Drive",
      tier: 3,
      status: "open",
      deadline: "2025-04-02T18:30:00.000Z",
      modes: ["osu", "mania"],
      artistIds: ["7"],
      genreOptions: ["rock", "jazz"],
      userMaximumPp: 5000,
      userMinimumPp: null,
      userMinimumRank: 2,
      beatmapEarliestSubmissionDate: "2024-01-01T00:00:00.000Z",
      beatmapLatestSubmissionDate: null,
      beatmapDifficulties: ["Easy", "Hard"],
      additionalRequirement: null,
      remainingArtists: 0,
      isShowcaseMission: true,
      openingAnnounced: true,
      isSeparate: false,
    });
  });

  it("reports each bad field with the server's wording", () => {
    const { errors, input } = validateMissionForm(
      valid({
        name: " ",
        tier: "5",
        objective: "   ",
        deadline: "",
        modes: [],
        isArtistShowcase: true,
        isGenreShowcase: true,
        userMaximumRankedBeatmapsCount: "-1",
        userMaximumGlobalRank: "1.5",
        userMinimumRank: "6",
        remainingArtists: "x",
        genreOptions: "a".repeat(51),
      }),
    );
    expect(input).toBeNull();
    expect(errors).toEqual({
      name: "Name is required",
      tier: "Invalid number",
      objective: "Objective is required",
      deadline: "Invalid date",
      modes: "Select at least one mode!",
      isGenreShowcase: "A showcase mission is either an artist or a genre showcase, not both",
      userMaximumRankedBeatmapsCount: "Invalid number",
      userMaximumGlobalRank: "Invalid number",
      userMinimumRank: "Invalid number",
      remainingArtists: "Invalid number",
      genreOptions: "Genre is too long (at most 50 characters)",
    });
  });

  it("checks the ranges between fields", () => {
    const { errors } = validateMissionForm(
      valid({
        userMinimumPp: "300",
        userMaximumPp: "200",
        beatmapMinimumLength: "200",
        beatmapMaximumLength: "100",
        beatmapEarliestSubmissionDate: "2025-02-01",
        beatmapLatestSubmissionDate: "2025-01-01",
        name: "x".repeat(201),
        objective: "o".repeat(10_001),
      }),
    );
    expect(errors).toEqual({
      userMinimumPp: "Minimum pp is above the maximum pp",
      beatmapMinimumLength: "Minimum length is above the maximum length",
      beatmapEarliestSubmissionDate: "Earliest submission date is after the latest one",
      name: "Name is too long (at most 200 characters)",
      objective: "Objective is too long (at most 10000 characters)",
    });
    expect(
      validateMissionForm(valid({ genreOptions: Array.from({ length: 31 }, (_, i) => `g${i}`).join(",") })).errors.genreOptions,
    ).toBe("At most 30 genres");
  });

  it("0 is a real limit; empty means no requirement", () => {
    const { input } = validateMissionForm(valid({ userMaximumRankedBeatmapsCount: "0" }));
    expect(input?.userMaximumRankedBeatmapsCount).toBe(0);
    expect(input?.beatmapMinimumFavorites).toBeNull();
  });

  it("round-trips a mission into the form", () => {
    const m = {
      name: "PQ",
      tier: 2,
      status: "closed",
      objective: "o",
      winCondition: "w",
      additionalRequirement: null,
      deadline: "2025-05-06T07:08:00.000Z",
      modes: ["taiko", "osu"],
      artists: [{ id: "3", label: "Band", osuId: 1, coverUrl: null }],
      remainingArtists: 2,
      genreOptions: ["rock", "pop"],
      userMinimumRank: 3,
      userMaximumPp: null,
      beatmapEarliestSubmissionDate: "2024-02-03T00:00:00.000Z",
      beatmapLatestSubmissionDate: null,
      beatmapDifficulties: ["Insane", "Easy"],
      isSeparate: true,
      openingAnnounced: true,
      userMaximumRankedBeatmapsCount: 0,
    } as unknown as AdminMissionFieldsFragment;
    const f = missionToForm(m);
    expect(f).toMatchObject({
      tier: "2",
      deadline: "2025-05-06T07:08",
      modes: ["osu", "taiko"],
      artists: [{ id: "3", label: "Band" }],
      genreOptions: "rock, pop",
      userMinimumRank: "3",
      userMaximumPp: "",
      userMaximumRankedBeatmapsCount: "0",
      beatmapEarliestSubmissionDate: "2024-02-03",
      beatmapDifficulties: ["Easy", "Insane"],
      isSeparate: true,
      openingAnnounced: true,
    });
  });

  it("a new mission is hidden, for all modes, due in about a month", () => {
    const f = emptyMissionForm(new Date("2025-03-01T10:00:00Z"));
    expect(f.status).toBe("hidden");
    expect(f.modes).toEqual(["osu", "taiko", "catch", "mania"]);
    expect(f.deadline).toBe("2025-04-01T00:00");
    expect(parseGenreOptions("a, b,,a")).toEqual(["a", "b"]);
  });
});
