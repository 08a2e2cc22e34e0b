/**
 * Small pieces shared by the review pages (api/src/modules/contests/README.md: the server's bounds, repeated here only
 * to show them before a request; the server enforces them).
 */
import type { ApolloCache, Reference } from "@apollo/client";
import type { ModifierDetails } from "@apollo/client/cache";

/** Screeners' comments (saveScreening). */
export const SCREENING_COMMENT_MAX = 1000;
/** Judges' notes and general comments (saveJudgingScore, saveJudgingComment). */
export const JUDGING_COMMENT_MAX = 3000;

export const formatCount = (n: number) => n.toLocaleString("en-US");

/** "1st", "2nd", "3rd", "4th", … "11th", "12th", "13th", "21st". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

type EntryNode = { submission: Reference } & Record<string, unknown>;

/**
 * A first save creates the row (a screening, a judging): point the contest's entry at it, so the list shows it
 * without a refetch. Later saves update the normalised row by itself.
 */
export function attachToEntry(
  cache: ApolloCache,
  contestId: string,
  field: "screeningEntries" | "judgingEntries",
  slot: "screening" | "judging",
  row: { __typename?: string; id: string; submissionId: string },
) {
  const contestRef = cache.identify({ __typename: "Contest", id: contestId });
  const rowRef = cache.identify({ __typename: row.__typename, id: row.id });
  if (!contestRef || !rowRef) return;
  cache.modify({
    id: contestRef,
    fields: {
      [field]: (value: unknown, { readField }: ModifierDetails) => {
        const existing = value as { nodes?: readonly EntryNode[] } | undefined;
        if (!existing?.nodes) return value;
        return {
          ...existing,
          nodes: existing.nodes.map((node) =>
            readField("id", node.submission) === row.submissionId && !node[slot] ? { ...node, [slot]: { __ref: rowRef } } : node,
          ),
        };
      },
    },
  });
}
