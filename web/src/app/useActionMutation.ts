/**
 * The one mutation runner of the web app (docs/architecture.md, "Web: mutations"). Every feature's mutation hook
 * wraps it; it owns what every action shares:
 * - the request itself, typed through the generated document (data and variables come from the document);
 * - the disabled state: `loading` is true while a request of this hook is under way;
 * - the toasts: the success text on success, the server's message (or "Something went wrong!") on failure;
 * - error codes: a failure is `{ code, message }`; codes, never message texts, drive the caller's logic (`onError`);
 * - the lost session: UNAUTHENTICATED refreshes the signed-in member, so the shell shows the signed-out state.
 * Cache updates stay with the feature hook (`update`, `refetch`, `optimistic`), next to the document they concern.
 */
import type {
  ApolloCache,
  ApolloClient,
  InternalRefetchQueriesInclude,
  OperationVariables,
  TypedDocumentNode,
} from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorCode, errorMessage, type ErrorCode } from "./errors";
import { MeDocument } from "./gql/graphql";
import { showToast } from "./toasts";

/** A failed action: the server's code (undefined for a network failure) and the text shown to the member. */
export interface ActionFailure {
  code: ErrorCode | undefined;
  message: string;
}

export type ActionResult<TData> = { ok: true; data: TData } | ({ ok: false } & ActionFailure);

export interface ActionOptions<TData, TVars> {
  /** The success toast: a text, or one made from the answer and the variables (null or "" = no toast). */
  success?: string | null | ((data: TData, variables: TVars) => string | null);
  /** Cache changes beyond normalisation (list membership, evictions, values without an id). Runs for optimistic answers too. */
  update?: (cache: ApolloCache, data: TData, variables: TVars) => void;
  /** Queries to read again after a success, when only the server knows the new answer (e.g. "still qualifies"). */
  refetch?: InternalRefetchQueriesInclude | ((variables: TVars) => InternalRefetchQueriesInclude);
  /** Wait for `refetch` before the action counts as done (the next screen needs the new answer). */
  awaitRefetch?: boolean;
  /** An answer to show at once, replaced by the server's. */
  optimistic?: (variables: TVars) => TData;
  /**
   * Failure handling by code, before the toast. Return true when handled here (no toast), e.g. a form that shows the
   * message inline. The lost-session refresh happens whatever this returns.
   */
  onError?: (failure: ActionFailure, variables: TVars) => boolean | void;
}

export interface Action<TData, TVars> {
  /** Runs the mutation; resolves to the answer, or null after a failure (already toasted or handled). */
  run: (variables: TVars) => Promise<TData | null>;
  /** The same, resolving to `{ ok, data }` or `{ ok: false, code, message }` for callers that branch on the outcome. */
  attempt: (variables: TVars) => Promise<ActionResult<TData>>;
  /** True while a request of this hook is under way: the trigger is disabled. */
  loading: boolean;
}

/**
 * Apollo's `variables` option is conditional on the document's variables ({} or required), which TypeScript cannot
 * resolve for a generic document; the runner states the options' type here, once, from the typed document.
 */
function mutateOptions<TData, TVars extends OperationVariables>(
  options: {
    mutation: TypedDocumentNode<TData, TVars>;
    update?: (cache: ApolloCache, result: { data?: TData | null }) => void;
    refetchQueries?: InternalRefetchQueriesInclude;
    awaitRefetchQueries?: boolean;
    optimisticResponse?: TData;
  },
  variables: TVars,
): ApolloClient.MutateOptions<TData, TVars> {
  return { ...options, variables } as ApolloClient.MutateOptions<TData, TVars>;
}

/** What a failure reads as (server code and message), and the lost-session refresh. */
export function useFailure() {
  const client = useApolloClient();
  return useCallback(
    (error: unknown): ActionFailure => {
      const failure = { code: errorCode(error), message: errorMessage(error) };
      if (failure.code === "UNAUTHENTICATED") void client.refetchQueries({ include: [MeDocument] });
      return failure;
    },
    [client],
  );
}

export function useActionMutation<TData, TVars extends OperationVariables>(
  document: TypedDocumentNode<TData, TVars>,
  options: ActionOptions<TData, TVars> = {},
): Action<TData, TVars> {
  const client = useApolloClient();
  const toFailure = useFailure();
  const [inFlight, setInFlight] = useState(0);
  // The options are usually an object literal: read the latest through a ref so `run` keeps its identity.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const attempt = useCallback(
    async (variables: TVars): Promise<ActionResult<TData>> => {
      const { success, update, refetch, awaitRefetch, optimistic, onError } = latest.current;
      setInFlight((n) => n + 1);
      try {
        const result = await client.mutate(
          mutateOptions(
            {
              mutation: document,
              update: update ? (cache, { data }) => data && update(cache, data, variables) : undefined,
              refetchQueries: typeof refetch === "function" ? refetch(variables) : refetch,
              awaitRefetchQueries: awaitRefetch,
              optimisticResponse: optimistic?.(variables),
            },
            variables,
          ),
        );
        const data = result.data as TData | null | undefined;
        if (data === null || data === undefined) throw result.error ?? new Error("The server sent no answer");
        const text = typeof success === "function" ? success(data, variables) : success;
        if (text) showToast(text, "success");
        return { ok: true, data };
      } catch (error) {
        const failure = toFailure(error);
        if (!onError?.(failure, variables)) showToast(failure.message);
        return { ok: false, ...failure };
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [client, document, toFailure],
  );

  const run = useCallback(
    async (variables: TVars) => {
      const result = await attempt(variables);
      return result.ok ? result.data : null;
    },
    [attempt],
  );

  return { run, attempt, loading: inFlight > 0 };
}
