import { DIFFICULTIES as RULE_DIFFICULTIES, MODES as RULE_MODES } from "@mg/rules";
import { registerEnumType } from "type-graphql";

export enum Mode {
  osu = "osu",
  taiko = "taiko",
  catch = "catch",
  mania = "mania",
}
export const MODES: Mode[] = RULE_MODES.map((m) => Mode[m]);

export enum BeatmapMode {
  osu = "osu",
  taiko = "taiko",
  catch = "catch",
  mania = "mania",
  hybrid = "hybrid",
}

export enum BeatmapStatus {
  WIP = "WIP",
  Done = "Done",
  Qualified = "Qualified",
  Ranked = "Ranked",
}

/** Canonical order: used for sorting, locks and requirement display. */
export enum TaskName {
  Easy = "Easy",
  Normal = "Normal",
  Hard = "Hard",
  Insane = "Insane",
  Expert = "Expert",
  Hitsounds = "Hitsounds",
  Storyboard = "Storyboard",
  Skin = "Skin",
}
export const TASK_ORDER: TaskName[] = Object.values(TaskName);
export const DIFFICULTIES: TaskName[] = RULE_DIFFICULTIES.map((d) => TaskName[d]);

export enum TaskMode {
  osu = "osu",
  taiko = "taiko",
  catch = "catch",
  mania = "mania",
  sb = "sb",
  hs = "hs",
  skin = "skin",
}

export enum TaskStatus {
  WIP = "WIP",
  Done = "Done",
}

export enum QuestStatus {
  pending = "pending",
  rejected = "rejected",
  scheduled = "scheduled",
  open = "open",
  wip = "wip",
  done = "done",
  hidden = "hidden",
}

export enum MissionStatus {
  open = "open",
  closed = "closed",
  hidden = "hidden",
}

export enum UserGroup {
  user = "user",
  admin = "admin",
  secret = "secret",
}

export enum ArtistStatus {
  public = "public",
  private = "private",
  playlist = "playlist",
}

export enum LogCategory {
  beatmap = "beatmap",
  quest = "quest",
  party = "party",
  user = "user",
  artist = "artist",
  mission = "mission",
  error = "error",
  mentorship = "mentorship",
  contest = "contest",
}

export enum SpendCategory {
  acceptQuest = "acceptQuest",
  extendDeadline = "extendDeadline",
  reopenQuest = "reopenQuest",
  createQuest = "createQuest",
  rerollShowcaseMissionSong = "rerollShowcaseMissionSong",
  rerollShowcaseMissionArtist = "rerollShowcaseMissionArtist",
  rerollShowcaseMissionSongByTag = "rerollShowcaseMissionSongByTag",
  refund = "refund",
}

export enum ShowcaseKind {
  song = "song",
  artist = "artist",
}

registerEnumType(Mode, { name: "Mode", description: "osu! game modes" });
registerEnumType(BeatmapMode, { name: "BeatmapMode", description: "A beatmap's mode; hybrid = several modes, one per task" });
registerEnumType(BeatmapStatus, { name: "BeatmapStatus" });
registerEnumType(TaskName, { name: "TaskName", description: "Difficulty or extra task of a mapset, in canonical order" });
registerEnumType(TaskMode, { name: "TaskMode" });
registerEnumType(TaskStatus, { name: "TaskStatus" });
registerEnumType(QuestStatus, { name: "QuestStatus" });
registerEnumType(MissionStatus, { name: "MissionStatus" });
registerEnumType(UserGroup, { name: "UserGroup" });
registerEnumType(ArtistStatus, { name: "ArtistStatus" });
registerEnumType(LogCategory, { name: "LogCategory" });
registerEnumType(SpendCategory, { name: "SpendCategory" });
registerEnumType(ShowcaseKind, { name: "ShowcaseKind" });

/** Sections of the missions page (docs/domain.md#priority-quests-missions). */
export enum MissionSection {
  /** Open, announced, not separate. */
  active = "active",
  /** Open, announced, separate ("Pending priority quests"). */
  pending = "pending",
  /** Closed, announced. */
  inactive = "inactive",
}
registerEnumType(MissionSection, { name: "MissionSection", description: "Sections of the missions page" });
