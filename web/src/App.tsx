import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { BrowserRouter } from "react-router-dom";
import { CurrentUserProvider } from "./app/current-user";
import { ErrorBoundary } from "./app/ErrorBoundary";
import { Layout } from "./app/Layout";

export function App({ client }: { client: ApolloClient }) {
  return (
    <ErrorBoundary>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <CurrentUserProvider>
            <Layout />
          </CurrentUserProvider>
        </BrowserRouter>
      </ApolloProvider>
    </ErrorBoundary>
  );
}
