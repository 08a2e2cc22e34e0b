/**
 * Mentorship rules (pure): cycle fields, who may join a cycle and mode, phase toggles, tenure and badges.
 * Each rule answers with a Problem (the original's texts where it has one) or nothing. See README.md beside this file.
 */
import { badInputProblem, conflictProblem, notFoundProblem, type Problem } from "../../core/errors";
import { MentorshipGroup, MentorshipMode, MENTORSHIP_MODES } from "./mentorship.enums";

export const MENTORSHIP_TEXT = {
  missingInput: "Missing input!",
  numberTaken: "Cycle already exists with this number!",
  nameTaken: "Cycle already exists with this name!",
  datesOutOfOrder: "Cycle starts before cycle ends! Check your dates.",
  invalidUrl: "Not a valid URL",
  nameTooLong: "Cycle name must be at most 100 characters",
  urlTooLong: "Link must be at most 500 characters",
  invalidNumber: "Cycle number must be a whole number from 1 to 100000",
  invalidDate: "Not a valid date",
  cycleNotFound: "Mentorship cycle not found",
  confirmName: "Type the cycle's name exactly to delete it",
  alreadyMentor: "User already mentor for this cycle and mode",
  alreadyMenteeAllPhases: "User already mentee for all phases in this cycle and mode",
  mentorMissing: "Select a mentor of this cycle and mode",
  ownMentor: "A member can't be their own mentor",
  recordNotFound: "Couldn't find mentorship",
  menteeAlreadyInPhase: "Mentee is already mentored in this phase of this cycle in this mode",
  mentorHasMenteesInPhase: "Can't remove mentor from phase while mentee(s) are in phase",
  menteeOutsideMentorPhases: "Can't add mentee to phase that mentor isn't mentoring",
  extraMentorOutsideMentorPhases: "Can't add extra mentor to phase that mentor isn't mentoring",
  lastPhase: "A participant needs at least one phase: remove them instead",
  invalidPhase: "Phase must be 1, 2 or 3",
  invalidMode: "Invalid mode",
  invalidGroup: "Invalid group",
  mentorHasParticipants: "Can't remove mentor while mentee(s) or extra mentor(s) are assigned",
  notParticipant: "User isn't in this cycle and mode",
  cannotFindUser: "Cannot find user!",
  invalidOsuId: "Invalid osu! ID",
  osuUnavailable: "Cannot find user! osu! could not be reached, try again later",
  badgeDelta: "Badge value changes by 1 or -1",
  badgeNegative: "Badge value can't go below 0",
  badgeTooHigh: "Badge value can't go above 20",
  alreadyAdmin: "User is already a mentorship admin",
  notAdmin: "User isn't a mentorship admin",
} as const;

export const CYCLE_NAME_MAX = 100;
export const CYCLE_URL_MAX = 500;
export const CYCLE_NUMBER_MAX = 100_000;
export const PHASES = [1, 2, 3] as const;
export const BADGE_MAX = 20;
const DAY_MS = 86_400_000;

// ----------------------------------------------------------------------------------------------- cycles

export interface CycleFields {
  number?: number | null;
  name?: string | null;
  url?: string | null;
  startDate?: Date | null;
  endDate?: Date | null;
}

/** A cycle name as stored: trimmed (the duplicate check and the save both use this). */
export const cleanCycleName = (name: string): string => name.trim();

/** A link as stored: trimmed, empty = none. */
export const cleanUrl = (url: string | null | undefined): string | null => {
  const v = (url ?? "").trim();
  return v === "" ? null : v;
};

export function urlProblem(url: string | null): Problem | null {
  if (url === null) return null;
  if (url.length > CYCLE_URL_MAX) return badInputProblem(MENTORSHIP_TEXT.urlTooLong);
  if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url)) return badInputProblem(MENTORSHIP_TEXT.invalidUrl);
  try {
    new URL(url);
  } catch {
    return badInputProblem(MENTORSHIP_TEXT.invalidUrl);
  }
  return null;
}

const validDate = (d: Date | null | undefined): boolean => d instanceof Date && !Number.isNaN(d.getTime());

/**
 * The fields of a new cycle (`partial: false`: number, name, start and end are required) or of an edit (`partial: true`:
 * only what is given is checked; `current` supplies the other date for the order check).
 */
export function cycleFieldsProblem(
  f: CycleFields,
  opts: { partial: boolean; current?: { startDate: Date; endDate: Date } } = { partial: false },
): Problem | null {
  if (!opts.partial) {
    if (f.number == null || f.name == null || cleanCycleName(f.name) === "" || f.startDate == null || f.endDate == null)
      return badInputProblem(MENTORSHIP_TEXT.missingInput);
  }
  if (f.number != null && (!Number.isInteger(f.number) || f.number < 1 || f.number > CYCLE_NUMBER_MAX))
    return badInputProblem(MENTORSHIP_TEXT.invalidNumber);
  if (f.name != null) {
    const name = cleanCycleName(f.name);
    if (name === "") return badInputProblem(MENTORSHIP_TEXT.missingInput);
    if (name.length > CYCLE_NAME_MAX) return badInputProblem(MENTORSHIP_TEXT.nameTooLong);
  }
  if (f.url !== undefined) {
    const p = urlProblem(cleanUrl(f.url));
    if (p) return p;
  }
  if ((f.startDate != null && !validDate(f.startDate)) || (f.endDate != null && !validDate(f.endDate)))
    return badInputProblem(MENTORSHIP_TEXT.invalidDate);
  const start = f.startDate ?? opts.current?.startDate;
  const end = f.endDate ?? opts.current?.endDate;
  if (start && end && start.getTime() > end.getTime()) return badInputProblem(MENTORSHIP_TEXT.datesOutOfOrder);
  return null;
}

/** Number and name are unique among cycles (another cycle than `selfId` holding them). */
export function cycleUniqueProblem(taken: { numberTakenBy?: number | null; nameTakenBy?: number | null }, selfId?: number) {
  if (taken.numberTakenBy != null && taken.numberTakenBy !== selfId) return conflictProblem(MENTORSHIP_TEXT.numberTaken);
  if (taken.nameTakenBy != null && taken.nameTakenBy !== selfId) return conflictProblem(MENTORSHIP_TEXT.nameTaken);
  return null;
}

/** Deleting a cycle is confirmed by typing its name (surrounding spaces ignored, case-sensitive). */
export function deleteConfirmationProblem(cycleName: string, typed: string): Problem | null {
  return typed.trim() === cycleName.trim() ? null : badInputProblem(MENTORSHIP_TEXT.confirmName);
}

// ----------------------------------------------------------------------------------------------- participants

/** What a participant rule needs of one record. */
export interface RecordFacts {
  id?: number;
  userId: number;
  group: MentorshipGroup;
  mentorId: number | null;
  phases: readonly number[];
}

export function modeProblem(mode: unknown): Problem | null {
  return MENTORSHIP_MODES.includes(mode as MentorshipMode) ? null : badInputProblem(MENTORSHIP_TEXT.invalidMode);
}

export function groupProblem(group: unknown): Problem | null {
  return Object.values(MentorshipGroup).includes(group as MentorshipGroup) ? null : badInputProblem(MENTORSHIP_TEXT.invalidGroup);
}

export function phaseProblem(phase: unknown): Problem | null {
  return (PHASES as readonly unknown[]).includes(phase) ? null : badInputProblem(MENTORSHIP_TEXT.invalidPhase);
}

const sortPhases = (phases: Iterable<number>): number[] => [...new Set(phases)].sort((a, b) => a - b);

export type AddPlan = { problem: Problem } | { phases: number[] };

/**
 * Adding `userId` to a cycle and mode as `group`, given every record of that cycle and mode. Mentors take all three
 * phases; extra mentors take their main mentor's phases; mentees take the mentor's phases they are not already
 * mentored in (by any mentor).
 */
export function planAddParticipant(
  records: readonly RecordFacts[],
  userId: number,
  group: MentorshipGroup,
  mentorUserId: number | null,
): AddPlan {
  const mentoring = records.find((r) => r.userId === userId && r.group !== MentorshipGroup.mentee);
  if (group === MentorshipGroup.mentor) {
    if (mentoring) return { problem: conflictProblem(MENTORSHIP_TEXT.alreadyMentor) };
    return { phases: [...PHASES] };
  }
  if (mentorUserId === userId) return { problem: badInputProblem(MENTORSHIP_TEXT.ownMentor) };
  const mentor = records.find((r) => r.userId === mentorUserId && r.group === MentorshipGroup.mentor);
  if (!mentor) return { problem: badInputProblem(MENTORSHIP_TEXT.mentorMissing) };
  if (group === MentorshipGroup.extraMentor) {
    if (mentoring) return { problem: conflictProblem(MENTORSHIP_TEXT.alreadyMentor) };
    return { phases: sortPhases(mentor.phases) };
  }
  const covered = new Set(
    records.filter((r) => r.userId === userId && r.group === MentorshipGroup.mentee).flatMap((r) => r.phases),
  );
  const phases = sortPhases(mentor.phases.filter((p) => !covered.has(p)));
  if (phases.length === 0) return { problem: conflictProblem(MENTORSHIP_TEXT.alreadyMenteeAllPhases) };
  return { phases };
}

/**
 * Switching `phase` on or off for `record`, given every record of its cycle and mode. Mentees are mentored once per
 * phase and only in phases their mentor mentors; a mentor keeps a phase while a mentee is in it; nobody drops to zero
 * phases (removing them is the way out).
 */
export function togglePhaseProblem(record: RecordFacts, phase: number, records: readonly RecordFacts[]): Problem | null {
  const p = phaseProblem(phase);
  if (p) return p;
  const removing = record.phases.includes(phase);
  if (removing) {
    if (record.phases.length === 1) return badInputProblem(MENTORSHIP_TEXT.lastPhase);
    if (record.group === MentorshipGroup.mentor) {
      const busy = records.some(
        (r) => r.group === MentorshipGroup.mentee && r.mentorId === record.userId && r.phases.includes(phase),
      );
      if (busy) return badInputProblem(MENTORSHIP_TEXT.mentorHasMenteesInPhase);
    }
    return null;
  }
  if (record.group === MentorshipGroup.mentor) return null;
  const mentor = records.find((r) => r.group === MentorshipGroup.mentor && r.userId === record.mentorId);
  if (!mentor || !mentor.phases.includes(phase))
    return badInputProblem(
      record.group === MentorshipGroup.mentee
        ? MENTORSHIP_TEXT.menteeOutsideMentorPhases
        : MENTORSHIP_TEXT.extraMentorOutsideMentorPhases,
    );
  if (record.group === MentorshipGroup.mentee) {
    const taken = records.some(
      (r) => r.group === MentorshipGroup.mentee && r.userId === record.userId && r.id !== record.id && r.phases.includes(phase),
    );
    if (taken) return badInputProblem(MENTORSHIP_TEXT.menteeAlreadyInPhase);
  }
  return null;
}

/** The phases after a toggle, ascending. */
export const togglePhase = (phases: readonly number[], phase: number): number[] =>
  phases.includes(phase) ? phases.filter((p) => p !== phase) : sortPhases([...phases, phase]);

/** Removing a member from a cycle and mode: a mentor goes only once nobody is attached to them. */
export function removeParticipantProblem(records: readonly RecordFacts[], userId: number): Problem | null {
  const own = records.filter((r) => r.userId === userId);
  if (own.length === 0) return notFoundProblem(MENTORSHIP_TEXT.notParticipant);
  const isMentor = own.some((r) => r.group === MentorshipGroup.mentor);
  if (isMentor && records.some((r) => r.mentorId === userId)) return badInputProblem(MENTORSHIP_TEXT.mentorHasParticipants);
  return null;
}

/** Whether someone skips phases (shown as "*"). */
export const skipsPhases = (phases: readonly number[]): boolean => phases.length < PHASES.length;

// ----------------------------------------------------------------------------------------------- tenure

export interface TenureRecord {
  cycleId: number;
  group: MentorshipGroup;
  phases: readonly number[];
  startDate: Date;
  endDate: Date;
}

/**
 * Ended cycles as mentor or extra mentor, one entry per cycle (the record with the most phases: mentoring two modes in
 * one cycle is still one cycle of mentoring).
 */
export function mentorCycles(records: readonly TenureRecord[], now: Date): TenureRecord[] {
  const best = new Map<number, TenureRecord>();
  for (const r of records) {
    if (r.group === MentorshipGroup.mentee || r.endDate.getTime() >= now.getTime()) continue;
    const cur = best.get(r.cycleId);
    if (!cur || r.phases.length > cur.phases.length) best.set(r.cycleId, r);
  }
  return [...best.values()];
}

/** Days spent mentoring: Σ over ended cycles of cycle length × phases / 3 (whole days, rounded down). */
export function mentorDays(records: readonly TenureRecord[], now: Date): number {
  let ms = 0;
  for (const r of mentorCycles(records, now)) ms += ((r.endDate.getTime() - r.startDate.getTime()) * r.phases.length) / 3;
  return Math.floor(ms / DAY_MS + 1e-9);
}

/** Tenure years for the badge: floor((Σ phases of ended cycles as mentor, one record per cycle) / 3 / 4). */
export function tenureYears(records: readonly TenureRecord[], now: Date): number {
  const phases = mentorCycles(records, now).reduce((sum, r) => sum + r.phases.length, 0);
  return Math.floor(phases / 3 / 4);
}

/** "Mentor for X years and Y days across all cycles and game modes". */
export function tenureText(days: number): string {
  const years = Math.floor(days / 365);
  return `Mentor for ${years} years and ${days - years * 365} days across all cycles and game modes`;
}

/** A ±1 step of the badge value a member holds. */
export function badgeAdjustProblem(current: number, delta: number): Problem | null {
  if (delta !== 1 && delta !== -1) return badInputProblem(MENTORSHIP_TEXT.badgeDelta);
  if (current + delta < 0) return badInputProblem(MENTORSHIP_TEXT.badgeNegative);
  if (current + delta > BADGE_MAX) return badInputProblem(MENTORSHIP_TEXT.badgeTooHigh);
  return null;
}

/** Granting or revoking the mentorship admin flag is a change. */
export function adminChangeProblem(isMentorshipAdmin: boolean, value: boolean): Problem | null {
  if (isMentorshipAdmin === value) return conflictProblem(value ? MENTORSHIP_TEXT.alreadyAdmin : MENTORSHIP_TEXT.notAdmin);
  return null;
}

// ----------------------------------------------------------------------------------------------- a whole cycle at once

/** At most this many participants in one `writeMentorshipCycle`. */
export const CYCLE_WRITE_MAX_PARTICIPANTS = 1000;

export interface CycleWriteParticipant {
  /** How the participant is named in a refusal (e.g. "Participant 3 (osu! id 123)"). */
  label: string;
  userId: number;
  mode: MentorshipMode;
  group: MentorshipGroup;
  /** The main mentor (member id) of an extra mentor or a mentee; null for a mentor. */
  mentorUserId: number | null;
  /** The phases to take part in; null = what adding the participant on the page gives (all, or the mentor's). */
  phases: readonly number[] | null;
}

export interface PlannedRecord {
  userId: number;
  mode: MentorshipMode;
  group: MentorshipGroup;
  mentorId: number | null;
  phases: number[];
}

/**
 * The records a whole-cycle write adds to a cycle that already holds `existing`: mentors first, then extra mentors and
 * mentees (in the order given), each checked by the page's own rule (`planAddParticipant`) against everything before
 * it. A participant the cycle already has in that mode and group (and, for a mentee, with that mentor) is skipped, as
 * the original's write skipped duplicates. The first refused participant refuses the whole write, naming them.
 */
export function planCycleWrite(
  existing: readonly (RecordFacts & { mode: MentorshipMode })[],
  participants: readonly CycleWriteParticipant[],
): { records: PlannedRecord[]; skipped: number } | { problem: Problem } {
  const all: (RecordFacts & { mode: MentorshipMode })[] = [...existing];
  const records: PlannedRecord[] = [];
  let skipped = 0;
  const ordered = [
    ...participants.filter((p) => p.group === MentorshipGroup.mentor),
    ...participants.filter((p) => p.group !== MentorshipGroup.mentor),
  ];
  for (const p of ordered) {
    const refuse = (problem: Problem) => ({ problem: { ...problem, message: `${p.label}: ${problem.message}` } });
    const shape = modeProblem(p.mode) ?? groupProblem(p.group);
    if (shape) return refuse(shape);
    if (p.group !== MentorshipGroup.mentor && p.mentorUserId === null)
      return refuse(badInputProblem(MENTORSHIP_TEXT.mentorMissing));
    const mentorId = p.group === MentorshipGroup.mentor ? null : p.mentorUserId;
    const inMode = all.filter((r) => r.mode === p.mode);
    const duplicate = inMode.some(
      (r) => r.userId === p.userId && r.group === p.group && (p.group !== MentorshipGroup.mentee || r.mentorId === mentorId),
    );
    if (duplicate) {
      skipped++;
      continue;
    }
    const plan = planAddParticipant(inMode, p.userId, p.group, mentorId);
    if ("problem" in plan) return refuse(plan.problem);
    let phases = plan.phases;
    if (p.phases !== null) {
      if (p.phases.length === 0) return refuse(badInputProblem(MENTORSHIP_TEXT.lastPhase));
      for (const phase of p.phases) {
        const bad = phaseProblem(phase);
        if (bad) return refuse(bad);
        if (!plan.phases.includes(phase))
          return refuse(
            badInputProblem(
              p.group === MentorshipGroup.mentee
                ? MENTORSHIP_TEXT.menteeOutsideMentorPhases
                : MENTORSHIP_TEXT.extraMentorOutsideMentorPhases,
            ),
          );
      }
      phases = sortPhases(p.phases);
    }
    const record = { userId: p.userId, mode: p.mode, group: p.group, mentorId, phases };
    all.push(record);
    records.push(record);
  }
  return { records, skipped };
}
