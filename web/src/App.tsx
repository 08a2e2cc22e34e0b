import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { RouterProvider } from "react-router-dom";
import { CurrentUserProvider } from "./app/current-user";
import { ErrorBoundary } from "./app/ErrorBoundary";
import type { createAppRouter } from "./app/router";

export function App({ client, router }: { client: ApolloClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <ErrorBoundary>
      <ApolloProvider client={client}>
        <CurrentUserProvider>
          <RouterProvider router={router} />
        </CurrentUserProvider>
      </ApolloProvider>
    </ErrorBoundary>
  );
}
