import { createContext, useContext, useEffect, type ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import { MeDocument, type CurrentUserFieldsFragment } from "./gql/graphql";
import { showToast, SOMETHING_WENT_WRONG } from "./toasts";
import { CombinedGraphQLErrors } from "@apollo/client/errors";

export type Me = CurrentUserFieldsFragment;

interface CurrentUserState {
  me: Me | null;
  /** True until the first answer to the `me` query (signed in or not). */
  initializing: boolean;
}

const CurrentUserContext = createContext<CurrentUserState>({ me: null, initializing: false });

/** Fetches the signed-in member once; later changes (toggles) arrive through the normalised cache. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { data, loading, error } = useQuery(MeDocument, { fetchPolicy: "cache-first" });
  useEffect(() => {
    // The error link already toasts network failures; a GraphQL error here is still worth telling.
    if (error && CombinedGraphQLErrors.is(error)) showToast(SOMETHING_WENT_WRONG);
  }, [error]);
  const value: CurrentUserState = { me: data?.me ?? null, initializing: loading && !data };
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUserState {
  return useContext(CurrentUserContext);
}

export const isAdmin = (me: Me | null | undefined): boolean => me?.group === "admin";
export const canSeeShowcase = (me: Me | null | undefined): boolean => me?.group === "secret" || isAdmin(me);
export const canSeeMentorship = (me: Me | null | undefined): boolean => !!me?.isMentorshipAdmin || isAdmin(me);
export const canSeeWorldCup = (me: Me | null | undefined): boolean => !!me?.isWorldCupHelper || isAdmin(me);
/** The FA Schedule: the configured FA Schedule account (the server says so in `canViewFaSchedule`) and admins. */
export const canSeeFaSchedule = (me: Me | null | undefined): boolean => !!me?.canViewFaSchedule || isAdmin(me);
