/**
 * The actors of the permission matrices of the member areas (Locus, merch): who calls, from nobody signed in to an
 * admin, each holding one of the flags or groups that open a page. A matrix maps each actor to what a call answers.
 */
export type Actor =
  "anonymous" | "member" | "merchMember" | "secret" | "mentorshipAdmin" | "worldCupHelper" | "showcaseMapper" | "admin";

export const ACTORS: Actor[] = [
  "anonymous",
  "member",
  "merchMember",
  "secret",
  "mentorshipAdmin",
  "worldCupHelper",
  "showcaseMapper",
  "admin",
];

/** What a call answers an actor: data, or the error code that refuses it. */
export type Outcome = "ok" | "UNAUTHENTICATED" | "FORBIDDEN";
