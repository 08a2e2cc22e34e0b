/**
 * Pure rules of the Locus team finder (modules/locus/README.md). Each returns a Problem or nothing.
 */
import { badInputProblem, conflictProblem, type Problem } from "../../core/errors";
import {
  HUBS,
  LOCUS_FIRST_SEASON,
  LOCUS_LANGUAGES,
  LOCUS_LAST_SEASON,
  LOCUS_LIMITS,
  LOCUS_ROLES,
  LOCUS_TIMEZONES,
  LocusRole,
  TeamHub,
} from "./locus.options";

export interface LocusCardFields {
  timezone: string | null;
  availability: string;
  roles: LocusRole[];
  languages: string[];
  discord: string;
  email: string;
  about: string;
}

export const MSG_LOCUS = {
  invalidTimezone: "Invalid timezone",
  invalidRole: "Invalid role",
  invalidLanguage: "Invalid language",
  needRole: "Must add at least one role!",
  closed: "Locus's Nexus is closed for the year!",
  aspireClosed: "Aspire's Teammates Hub is closed!",
  invalidEmail: "Not a valid email address",
  invalidSeason: `The season must be a year from ${LOCUS_FIRST_SEASON} to ${LOCUS_LAST_SEASON}`,
  invalidAspireSeason: `The Aspire edition must be a number from ${HUBS.aspire.firstSeason} to ${HUBS.aspire.lastSeason}`,
  oldSeason: "Only the current season or a newer one can be changed",
  searchTooLong: `Search text must be at most ${LOCUS_LIMITS.search} characters`,
} as const;

/**
 * "Locus's Nexus is closed for the year! Check back again in 2027 :)" for a closed 2026 Locus season; for Aspire,
 * "Aspire's Teammates Hub is closed! Check back for Aspire 7 :)".
 */
export function closedNotice(season: number, hub: TeamHub = TeamHub.locus): string {
  if (hub === TeamHub.aspire) return `${MSG_LOCUS.aspireClosed} Check back for Aspire ${season + 1} :)`;
  return `${MSG_LOCUS.closed} Check back again in ${season + 1} :)`;
}

/** A season's key as the original named it (`aspire6`) and its title ("Aspire 6", "Locus 2026"). */
export function seasonKey(hub: TeamHub, season: number): string {
  return `${hub}${season}`;
}
export function seasonTitle(hub: TeamHub, season: number): string {
  return `${HUBS[hub].name} ${season}`;
}

const tooLong = (label: string, max: number) => badInputProblem(`${label} must be at most ${max} characters`);
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims text, drops duplicate roles/languages and puts them in canonical order (the order of the option lists). */
export function normalizeCard(input: LocusCardFields): LocusCardFields {
  const timezone = input.timezone?.trim() || null;
  return {
    timezone,
    availability: input.availability.trim(),
    roles: LOCUS_ROLES.filter((r) => input.roles.includes(r)).concat(
      [...new Set(input.roles)].filter((r) => !LOCUS_ROLES.includes(r)),
    ),
    languages: LOCUS_LANGUAGES.filter((l) => input.languages.includes(l)).concat(
      [...new Set(input.languages)].filter((l) => !LOCUS_LANGUAGES.includes(l)),
    ),
    discord: input.discord.trim(),
    email: input.email.trim(),
    about: input.about.trim(),
  };
}

/** Every option value and length of a (normalized) card: the same limits the form shows (locusOptions). */
export function checkCardFields(card: LocusCardFields, hub: TeamHub = TeamHub.locus): Problem | null {
  if (card.timezone !== null && !LOCUS_TIMEZONES.includes(card.timezone)) return badInputProblem(MSG_LOCUS.invalidTimezone);
  if (card.roles.some((r) => !HUBS[hub].roles.includes(r))) return badInputProblem(MSG_LOCUS.invalidRole);
  if (card.languages.some((l) => !LOCUS_LANGUAGES.includes(l))) return badInputProblem(MSG_LOCUS.invalidLanguage);
  if (card.languages.length > LOCUS_LIMITS.languages) return badInputProblem(`Pick at most ${LOCUS_LIMITS.languages} languages`);
  if (card.availability.length > LOCUS_LIMITS.availability) return tooLong("Availability", LOCUS_LIMITS.availability);
  if (CONTROL_EXCEPT_NEWLINES.test(card.availability)) return badInputProblem("Availability contains invalid characters");
  if (card.discord.length > LOCUS_LIMITS.discord) return tooLong("Discord", LOCUS_LIMITS.discord);
  if (CONTROL.test(card.discord)) return badInputProblem("Discord contains invalid characters");
  if (card.email.length > LOCUS_LIMITS.email) return tooLong("Email", LOCUS_LIMITS.email);
  if (card.email && !EMAIL.test(card.email)) return badInputProblem(MSG_LOCUS.invalidEmail);
  if (card.about.length > LOCUS_LIMITS.about) return tooLong("About", LOCUS_LIMITS.about);
  if (CONTROL_EXCEPT_NEWLINES.test(card.about)) return badInputProblem("About contains invalid characters");
  return null;
}

/** A public card lists at least one role (also when a public card is saved without roles). */
export function checkCanBePublic(card: { roles: readonly string[] }): Problem | null {
  return card.roles.length === 0 ? badInputProblem(MSG_LOCUS.needRole) : null;
}

/** Members change cards only while the current season is open. */
export function checkSeasonOpen(season: { isOpen: boolean }, hub: TeamHub = TeamHub.locus): Problem | null {
  return season.isOpen ? null : conflictProblem(hub === TeamHub.aspire ? MSG_LOCUS.aspireClosed : MSG_LOCUS.closed);
}

/** Admins open or close the current season or start a newer one; older seasons stay as they ended. */
export function checkSeasonChange(year: number, currentYear: number | null, hub: TeamHub = TeamHub.locus): Problem | null {
  const { firstSeason, lastSeason } = HUBS[hub];
  if (!Number.isInteger(year) || year < firstSeason || year > lastSeason)
    return badInputProblem(hub === TeamHub.aspire ? MSG_LOCUS.invalidAspireSeason : MSG_LOCUS.invalidSeason);
  if (currentYear !== null && year < currentYear) return conflictProblem(MSG_LOCUS.oldSeason);
  return null;
}

/** The grid's search text: trimmed, at most LOCUS_LIMITS.search characters; empty = no search. */
export function checkSearch(search: string | null | undefined): Problem | null {
  return (search ?? "").trim().length > LOCUS_LIMITS.search ? badInputProblem(MSG_LOCUS.searchTooLong) : null;
}
