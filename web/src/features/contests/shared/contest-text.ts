/**
 * Texts shared by the contest pages: phase names and the public view's phase sentence, the submission box and the
 * points note (api/src/modules/contests/README.md, "Lifecycle").
 */
import { formatDateTimeUtc } from "../../../lib/format";

export type ContestPhase = "hidden" | "beatmapping" | "screening" | "judging" | "vote" | "locked" | "complete";

/** The phases in the order a contest goes through them, with the names the status selector shows. */
export const CONTEST_PHASES: readonly { value: ContestPhase; label: string }[] = [
  { value: "hidden", label: "Hidden" },
  { value: "beatmapping", label: "Beatmapping" },
  { value: "screening", label: "Screening" },
  { value: "judging", label: "Judging" },
  { value: "vote", label: "Community Vote" },
  { value: "locked", label: "Locked (prevents editing while you publish results)" },
  { value: "complete", label: "Complete" },
];

const PHASE_NAMES: Record<ContestPhase, string> = {
  hidden: "hidden",
  beatmapping: "beatmapping",
  screening: "screening",
  judging: "judging",
  vote: "community vote",
  locked: "locked",
  complete: "complete",
};

/** The card's status line: "<phase> phase", or the bare word for hidden, locked and complete. */
export function phaseLabel(status: ContestPhase): string {
  if (status === "hidden" || status === "locked" || status === "complete") return PHASE_NAMES[status];
  return `${PHASE_NAMES[status]} phase`;
}

/** The public view's sentence about the phase. */
export function phaseSentence(status: ContestPhase): string {
  if (status === "complete") return "This contest is complete.";
  return `This contest is currently in the ${PHASE_NAMES[status]} phase.`;
}

export type SubmissionWindow = "open" | "closed" | "notYetOpen";

/** The submission box's heading text for the window state. */
export function submissionWindowText(
  window: SubmissionWindow,
  contest: { contestStart?: string | null; contestEnd?: string | null },
): string {
  switch (window) {
    case "open":
      return contest.contestEnd
        ? `Maps can be submitted until ${formatDateTimeUtc(contest.contestEnd)}`
        : "Maps can be submitted now.";
    case "notYetOpen":
      return contest.contestStart
        ? `Maps can be submitted after ${formatDateTimeUtc(contest.contestStart)}`
        : "This contest is not accepting submissions yet.";
    case "closed":
      return "This contest is no longer accepting new submissions.";
  }
}

export const SUBMISSION_HELP =
  "Upload your beatmap to a file sharing service and provide a link here! For various reasons, this website does not host beatmap uploads.";

export const APPROVAL_QUEUED =
  'Your contest is queued for approval: admins find it under "Pending approval" now. Once an admin approves it and you move it out of Hidden, it appears in "Active contests".';

/** What a Featured Artist contest is worth to the people involved (docs/domain.md#points-ranks-and-badges). */
export const FA_POINTS_NOTE =
  "Featured Artist contests give points to everyone involved: organizers 5, participants 3, screeners 1 and judges 1 (once an admin marks the contest eligible and it is complete).";

/** A file the browser saves (CSV and markdown exports). */
export function downloadText(filename: string, text: string, type: string): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** A date-time input's value (local time, minutes) from an ISO instant, and back. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
