/**
 * The two self-service flags of the user menu, one small hook each. Each owns its cache update (an optimistic
 * answer; the server's CurrentUser {id, flag} then lands on the same normalised entity) and its toasts.
 */
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { MeDocument, SetContestHelperDocument, SetShowcaseMapperDocument } from "./gql/graphql";
import { errorCode, errorMessage } from "./errors";
import { showToast } from "./toasts";

/** Shows the error; a lost session (UNAUTHENTICATED) also refreshes `me`, so the shell shows the signed-out state. */
function useFailureHandler() {
  const client = useApolloClient();
  return useCallback(
    (err: unknown) => {
      showToast(errorMessage(err));
      if (errorCode(err) === "UNAUTHENTICATED") void client.refetchQueries({ include: [MeDocument] });
    },
    [client],
  );
}

export function useSetShowcaseMapper(userId: string) {
  const [mutate, { loading }] = useMutation(SetShowcaseMapperDocument);
  const fail = useFailureHandler();
  const set = useCallback(
    async (value: boolean) => {
      try {
        await mutate({
          variables: { value },
          optimisticResponse: { setShowcaseMapper: { __typename: "CurrentUser", id: userId, isShowcaseMapper: value } },
        });
        showToast(value ? "You are now an FA showcase mapper" : "You are no longer an FA showcase mapper", "success");
      } catch (err) {
        fail(err);
      }
    },
    [mutate, userId, fail],
  );
  return { set, loading };
}

export function useSetContestHelper(userId: string) {
  const [mutate, { loading }] = useMutation(SetContestHelperDocument);
  const fail = useFailureHandler();
  const set = useCallback(
    async (value: boolean) => {
      try {
        await mutate({
          variables: { value },
          optimisticResponse: { setContestHelper: { __typename: "CurrentUser", id: userId, isContestHelper: value } },
        });
        showToast(value ? "You are now a contest helper" : "You are no longer a contest helper", "success");
      } catch (err) {
        fail(err);
      }
    },
    [mutate, userId, fail],
  );
  return { set, loading };
}
