/**
 * The two self-service flags of the user menu, one small hook each, on the one mutation runner. Each shows its
 * optimistic answer at once (the server's CurrentUser {id, flag} then lands on the same normalised entity).
 */
import { SetContestHelperDocument, SetShowcaseMapperDocument } from "./gql/graphql";
import { useActionMutation } from "./useActionMutation";

export function useSetShowcaseMapper(userId: string) {
  const { run, loading } = useActionMutation(SetShowcaseMapperDocument, {
    optimistic: ({ value }) => ({ setShowcaseMapper: { __typename: "CurrentUser", id: userId, isShowcaseMapper: value } }),
    success: (_d, { value }) => (value ? "You are now an FA showcase mapper" : "You are no longer an FA showcase mapper"),
  });
  return { set: (value: boolean) => run({ value }).then(() => undefined), loading };
}

export function useSetContestHelper(userId: string) {
  const { run, loading } = useActionMutation(SetContestHelperDocument, {
    optimistic: ({ value }) => ({ setContestHelper: { __typename: "CurrentUser", id: userId, isContestHelper: value } }),
    success: (_d, { value }) => (value ? "You are now a contest helper" : "You are no longer a contest helper"),
  });
  return { set: (value: boolean) => run({ value }).then(() => undefined), loading };
}
