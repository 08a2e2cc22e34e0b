/**
 * /settings/graphiql: members try the API with one of their personal API tokens, exactly as a bot would — requests
 * carry `Authorization: Bearer …` and no cookie, so the token's scopes and rate limit apply (docs/api-guide.md).
 * The token stays in this tab's sessionStorage only.
 */
import { useId, useMemo, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { GraphiqlExplorer, type Fetcher } from "../admin/GraphiqlExplorer";
import "./tokens.css";

const TOKEN_KEY = "mg-member-graphiql-token";

function tokenFetcher(token: string): Fetcher {
  return async (params) => {
    const res = await fetch("/graphql", {
      method: "POST",
      credentials: "omit",
      headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(params),
    });
    return res.json();
  };
}

export default function MemberGraphiqlPage() {
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY) ?? "");
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const fetcher = useMemo(() => (token ? tokenFetcher(token) : null), [token]);

  function use(e: FormEvent) {
    e.preventDefault();
    const value = draft.trim();
    if (!value) return;
    sessionStorage.setItem(TOKEN_KEY, value);
    setToken(value);
    setDraft("");
  }

  function forget() {
    sessionStorage.removeItem(TOKEN_KEY);
    setToken("");
  }

  if (!fetcher) {
    return (
      <form className="card tokens-form" onSubmit={use} aria-label="Use a token">
        <p>
          The explorer sends your queries with one of your personal API tokens, so you see exactly what a bot with that token can
          do. Create one on the <Link to="/settings/tokens">API tokens</Link> page.
        </p>
        <div className="q-field q-field--grow">
          <label htmlFor={inputId}>Personal API token</label>
          <input id={inputId} type="password" autoComplete="off" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <button type="submit" className="button button--primary">
          Open the explorer
        </button>
      </form>
    );
  }
  return (
    <div className="tokens-graphiql">
      <p className="tokens-graphiql__bar">
        Requests use your token (its scopes and rate limit apply).{" "}
        <button type="button" className="button button--ghost" onClick={forget}>
          Use another token
        </button>
      </p>
      <GraphiqlExplorer fetcher={fetcher} storageKey="mg-member-graphiql" logo="MG API" />
    </div>
  );
}
