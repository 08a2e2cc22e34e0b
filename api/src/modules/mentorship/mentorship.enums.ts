import { registerEnumType } from "type-graphql";

/** What a mentorship record is about: mapping per osu! mode, modding, graduation (mentoring mentors) or storyboarding. */
export enum MentorshipMode {
  osu = "osu",
  taiko = "taiko",
  catch = "catch",
  mania = "mania",
  osuModding = "osuModding",
  taikoModding = "taikoModding",
  catchModding = "catchModding",
  maniaModding = "maniaModding",
  osuGraduation = "osuGraduation",
  taikoGraduation = "taikoGraduation",
  catchGraduation = "catchGraduation",
  maniaGraduation = "maniaGraduation",
  storyboard = "storyboard",
}
export const MENTORSHIP_MODES: MentorshipMode[] = Object.values(MentorshipMode);

/** A participant's role in one cycle and mode. */
export enum MentorshipGroup {
  mentor = "mentor",
  extraMentor = "extraMentor",
  mentee = "mentee",
}

/** How the cycle view groups modes. */
export enum MentorshipCategory {
  mapping = "mapping",
  modding = "modding",
  graduation = "graduation",
  other = "other",
}

export const CATEGORY_MODES: Record<MentorshipCategory, MentorshipMode[]> = {
  mapping: [MentorshipMode.osu, MentorshipMode.taiko, MentorshipMode.catch, MentorshipMode.mania],
  modding: [MentorshipMode.osuModding, MentorshipMode.taikoModding, MentorshipMode.catchModding, MentorshipMode.maniaModding],
  graduation: [
    MentorshipMode.osuGraduation,
    MentorshipMode.taikoGraduation,
    MentorshipMode.catchGraduation,
    MentorshipMode.maniaGraduation,
  ],
  other: [MentorshipMode.storyboard],
};

registerEnumType(MentorshipMode, {
  name: "MentorshipMode",
  description: "What a mentorship is about",
  valuesConfig: {
    osu: { description: "Mapping for osu!" },
    taiko: { description: "Mapping for osu!taiko" },
    catch: { description: "Mapping for osu!catch" },
    mania: { description: "Mapping for osu!mania" },
    osuModding: { description: "Modding osu! maps" },
    taikoModding: { description: "Modding osu!taiko maps" },
    catchModding: { description: "Modding osu!catch maps" },
    maniaModding: { description: "Modding osu!mania maps" },
    osuGraduation: { description: "Mentoring osu! mentors (graduation)" },
    taikoGraduation: { description: "Mentoring osu!taiko mentors (graduation)" },
    catchGraduation: { description: "Mentoring osu!catch mentors (graduation)" },
    maniaGraduation: { description: "Mentoring osu!mania mentors (graduation)" },
    storyboard: { description: "Storyboarding" },
  },
});
registerEnumType(MentorshipGroup, {
  name: "MentorshipGroup",
  description: "A participant's role in one cycle and mode",
  valuesConfig: {
    mentor: { description: "Main mentor; has mentees and extra mentors attached" },
    extraMentor: { description: "Co-mentor attached to a main mentor" },
    mentee: { description: "Mentored by a main mentor" },
  },
});
registerEnumType(MentorshipCategory, {
  name: "MentorshipCategory",
  description: "How the cycle view groups modes",
  valuesConfig: {
    mapping: { description: "osu!, osu!taiko, osu!catch and osu!mania mapping" },
    modding: { description: "Modding in the four modes" },
    graduation: { description: "Graduation (mentoring mentors) in the four modes" },
    other: { description: "Storyboarding" },
  },
});
