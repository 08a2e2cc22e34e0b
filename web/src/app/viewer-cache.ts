/** Cache writes about the signed-in member that several areas share. */
import type { ApolloCache } from "@apollo/client";

/**
 * Sets the signed-in member's available points in the cache from an action's answer (user menu, reroll buttons,
 * quest prices), so they change at once without asking the server again.
 */
export function writeAvailablePoints(cache: ApolloCache, meId: string, available: number): void {
  const id = cache.identify({ __typename: "CurrentUser", id: meId });
  if (!id) return;
  cache.modify({
    id,
    fields: {
      availablePoints: () => available,
      // PointsInfo is an id-less value inside the CurrentUser: replace its `available` only.
      pointsInfo: (existing: unknown) =>
        existing && typeof existing === "object" && !("__ref" in existing) ? { ...existing, available } : existing,
    },
  });
}
