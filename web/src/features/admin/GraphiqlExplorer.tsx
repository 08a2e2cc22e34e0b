/**
 * The self-hosted GraphiQL 5 explorer (no CDN), shared by /admin/graphiql (session) and /settings/graphiql (a
 * member's personal API token). Loaded only in those lazy chunks. GraphiQL 5 edits with Monaco, whose language
 * services run in web workers (set up in ./monaco-workers, first): Vite emits them as same-origin files under
 * /assets — allowed by the server's CSP (worker-src 'self' blob:, script-src 'self').
 */
import "./monaco-workers";
import "graphiql/style.css";
import "./graphiql-theme.css";
import { GraphiQL, type GraphiQLProps } from "graphiql";
import { namespacedStorage } from "./namespaced-storage";

export type Fetcher = GraphiQLProps["fetcher"];

const DEFAULT_QUERY = `# Explore the Mappers' Guild API. Press Ctrl+Enter (Cmd+Enter) to run.
{
  me {
    username
  }
  rateLimit {
    limit
    cost
    remaining
    resetAt
  }
}
`;

export function GraphiqlExplorer({ fetcher, storageKey, logo }: { fetcher: Fetcher; storageKey: string; logo: string }) {
  return (
    <div className="graphiql-frame">
      <GraphiQL
        fetcher={fetcher}
        defaultQuery={DEFAULT_QUERY}
        forcedTheme="dark"
        storage={namespacedStorage(storageKey)}
        isHeadersEditorEnabled={false}
      >
        <GraphiQL.Logo>{logo}</GraphiQL.Logo>
      </GraphiQL>
    </div>
  );
}
