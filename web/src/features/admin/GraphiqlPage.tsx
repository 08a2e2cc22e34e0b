/**
 * /admin/graphiql: a self-hosted GraphiQL 5 (no CDN), loaded only in this lazy chunk.
 * GraphiQL 5 edits with Monaco, whose language services run in web workers (set up in ./monaco-workers, first):
 * Vite emits them as same-origin files under /assets — allowed by the server's CSP (worker-src 'self' blob:,
 * script-src 'self').
 */
import "./monaco-workers";
import "graphiql/style.css";
import "./graphiql-theme.css";
import { GraphiQL, type GraphiQLProps } from "graphiql";

const DEFAULT_QUERY = `# Explore the Mappers' Guild API. Press Ctrl+Enter (Cmd+Enter) to run.
{
  me {
    username
  }
}
`;

/** JSON POST to our own /graphql with the session cookie (CSRF prevention rejects anything else). */
const fetcher: GraphiQLProps["fetcher"] = async (params) => {
  const res = await fetch("/graphql", {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(params),
  });
  return res.json();
};

/** Keep GraphiQL's saved tabs apart from anything else on this origin. */
const storage: Storage = {
  get length() {
    return localStorage.length;
  },
  clear: () => localStorage.clear(),
  key: (i) => localStorage.key(i),
  getItem: (k) => localStorage.getItem(`mg-graphiql:${k}`),
  setItem: (k, v) => localStorage.setItem(`mg-graphiql:${k}`, v),
  removeItem: (k) => localStorage.removeItem(`mg-graphiql:${k}`),
};

export default function GraphiqlPage() {
  return (
    <div className="graphiql-frame">
      <GraphiQL
        fetcher={fetcher}
        defaultQuery={DEFAULT_QUERY}
        forcedTheme="dark"
        storage={storage}
        isHeadersEditorEnabled={false}
      >
        <GraphiQL.Logo>MG explorer</GraphiQL.Logo>
      </GraphiQL>
    </div>
  );
}
