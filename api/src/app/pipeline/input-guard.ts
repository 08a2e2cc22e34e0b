import type { ApolloServerPlugin } from "@apollo/server";
import type { NextFunction, Request, Response } from "express";
import { GraphQLError, Kind, visit, type DocumentNode } from "graphql";
import { containsNul, NUL_MESSAGE } from "../../core/input";
import { badInput } from "../../core/errors";
import { sendError } from "../../core/rest";

/**
 * The one NUL rule (core/input.ts), applied before any resolver or REST handler runs: a NUL character anywhere in a
 * request's text is refused with a clear 400, whatever the field.
 */

/** Answers by parsed document: Apollo hands a repeated query its cached DocumentNode, so each is walked once. */
const nulInDocument = new WeakMap<DocumentNode, boolean>();

function documentHasNul(document: DocumentNode): boolean {
  const known = nulInDocument.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (node.value.includes("\u0000")) found = true;
    },
  });
  nulInDocument.set(document, found);
  return found;
}

/** GraphQL: a NUL in a string literal of the document or in any variable value. */
export function graphqlRequestHasNul(document: DocumentNode, variables: unknown): boolean {
  return documentHasNul(document) || containsNul(variables);
}

/** GraphQL: string literals in the document and every variable value. */
export function graphqlNulGuard<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          if (graphqlRequestHasNul(document, request.variables)) {
            throw new GraphQLError(NUL_MESSAGE, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });
          }
        },
      };
    },
  };
}

/** REST: the path and query string (raw or decoded) and, once parsed, the JSON body. */
export function restNulGuard(req: Request, res: Response, next: NextFunction): void {
  if (/%00/i.test(req.originalUrl) || req.originalUrl.includes("\u0000") || containsNul(req.body)) {
    sendError(req, res, badInput(NUL_MESSAGE));
    return;
  }
  next();
}
