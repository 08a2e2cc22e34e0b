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

registerEnumType(Mode, {
  name: "Mode",
  description: "osu! game modes",
  valuesConfig: {
    osu: { description: "osu!standard" },
    taiko: { description: "osu!taiko" },
    catch: { description: "osu!catch" },
    mania: { description: "osu!mania" },
  },
});
registerEnumType(BeatmapMode, {
  name: "BeatmapMode",
  description: "A beatmap's mode; hybrid = several modes, one per task",
  valuesConfig: {
    osu: { description: "osu!standard only" },
    taiko: { description: "osu!taiko only" },
    catch: { description: "osu!catch only" },
    mania: { description: "osu!mania only" },
    hybrid: { description: "Difficulties in several modes" },
  },
});
registerEnumType(BeatmapStatus, {
  name: "BeatmapStatus",
  description: "Where a guild mapset stands on its way to Ranked",
  valuesConfig: {
    WIP: { description: "Being mapped" },
    Done: { description: "Mapping finished, not yet qualified on osu!" },
    Qualified: { description: "Qualified on osu!" },
    Ranked: { description: "Ranked on osu!" },
  },
});
registerEnumType(TaskName, {
  name: "TaskName",
  description: "Difficulty or extra task of a mapset, in canonical order",
  valuesConfig: {
    Easy: { description: "An Easy difficulty" },
    Normal: { description: "A Normal difficulty" },
    Hard: { description: "A Hard difficulty" },
    Insane: { description: "An Insane difficulty" },
    Expert: { description: "An Expert difficulty" },
    Hitsounds: { description: "The hitsounds" },
    Storyboard: { description: "The storyboard" },
    Skin: { description: "The skin" },
  },
});
registerEnumType(TaskMode, {
  name: "TaskMode",
  description: "The mode of a task: a game mode for difficulties, or the kind of extra task",
  valuesConfig: {
    osu: { description: "An osu!standard difficulty" },
    taiko: { description: "An osu!taiko difficulty" },
    catch: { description: "An osu!catch difficulty" },
    mania: { description: "An osu!mania difficulty" },
    sb: { description: "The storyboard" },
    hs: { description: "The hitsounds" },
    skin: { description: "The skin" },
  },
});
registerEnumType(TaskStatus, {
  name: "TaskStatus",
  description: "Whether a task of a mapset is finished",
  valuesConfig: { WIP: { description: "Being worked on" }, Done: { description: "Finished" } },
});
registerEnumType(QuestStatus, {
  name: "QuestStatus",
  description: "Where a quest stands in its lifecycle",
  valuesConfig: {
    pending: { description: "Submitted by a member, waiting for an admin's review" },
    rejected: { description: "Refused by an admin after review" },
    scheduled: { description: "Approved, opens later" },
    open: { description: "Open: a party may accept it" },
    wip: { description: "Accepted by a party, being mapped" },
    done: { description: "Completed" },
    hidden: { description: "Hidden by an admin" },
  },
});
registerEnumType(MissionStatus, {
  name: "MissionStatus",
  description: "Whether a priority quest (mission) takes beatmaps",
  valuesConfig: {
    open: { description: "Takes beatmaps until its deadline" },
    closed: { description: "No longer takes beatmaps" },
    hidden: { description: "Not shown to members" },
  },
});
registerEnumType(UserGroup, {
  name: "UserGroup",
  description: 'A member\'s group (docs/domain.md "Roles")',
  valuesConfig: {
    user: { description: "A member" },
    admin: { description: "A guild admin" },
    secret: { description: "A member who sees the FA showcase work before release" },
  },
});
registerEnumType(ArtistStatus, {
  name: "ArtistStatus",
  description: "Release state of a featured artist",
  valuesConfig: {
    public: { description: "Released: its songs can be mapped" },
    private: { description: "Not released yet: details only for those allowed to see them" },
    playlist: { description: "Released as part of a playlist: its songs can be mapped" },
  },
});
registerEnumType(LogCategory, {
  name: "LogCategory",
  description: "What an activity-log entry is about",
  valuesConfig: {
    beatmap: { description: "A mapset" },
    quest: { description: "A quest" },
    party: { description: "A party" },
    user: { description: "A member" },
    artist: { description: "A featured artist" },
    mission: { description: "A priority quest (mission)" },
    error: { description: "A server-side error (never in the public log)" },
    mentorship: { description: "The mentorship program" },
    contest: { description: "A contest" },
  },
});
registerEnumType(SpendCategory, {
  name: "SpendCategory",
  description: "What a member spent points on",
  valuesConfig: {
    acceptQuest: { description: "Accepting a quest" },
    extendDeadline: { description: "Extending a quest's deadline" },
    reopenQuest: { description: "Re-opening an expired quest" },
    createQuest: { description: "Submitting a quest" },
    rerollShowcaseMissionSong: { description: "Rerolling the song of a showcase mission" },
    rerollShowcaseMissionArtist: { description: "Rerolling the artist of a showcase mission" },
    rerollShowcaseMissionSongByTag: { description: "Rerolling a showcase mission's song within a genre" },
    refund: { description: "A refund (a negative spend)" },
  },
});
registerEnumType(ShowcaseKind, {
  name: "ShowcaseKind",
  description: "What a showcase mission assigns",
  valuesConfig: { song: { description: "A song" }, artist: { description: "An artist" } },
});

/** Sections of the missions page (docs/domain.md#priority-quests-missions). */
export enum MissionSection {
  /** Open, announced, not separate. */
  active = "active",
  /** Open, announced, separate ("Pending priority quests"). */
  pending = "pending",
  /** Closed, announced. */
  inactive = "inactive",
}
registerEnumType(MissionSection, {
  name: "MissionSection",
  description: "Sections of the missions page",
  valuesConfig: {
    active: { description: "Open and announced" },
    pending: { description: 'Open, announced and separate ("Pending priority quests")' },
    inactive: { description: "Closed and announced" },
  },
});
