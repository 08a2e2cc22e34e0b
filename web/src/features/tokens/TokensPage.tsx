/**
 * /settings/tokens: a member's personal API tokens for community bots (docs/api-guide.md "Authentication",
 * api/src/modules/tokens/README.md). Create (name, scopes, expiry), see the secret once, see last use, revoke.
 */
import "../beatmaps/forms.css";
import { useRouteQuery } from "../../app/route-loader";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { isAdmin, useCurrentUser } from "../../app/current-user";
import { useActionMutation } from "../../app/useActionMutation";
import { ConfirmButton } from "../../components/ConfirmButton";
import { formatDateTimeUtc } from "../../lib/format";
import {
  CreateApiTokenDocument,
  MyApiTokensDocument,
  RevokeApiTokenDocument,
  type ApiTokenFieldsFragment,
  type TokenScope,
} from "./gql/graphql";
import "./tokens.css";

const SCOPES: { value: TokenScope; label: string; hint: string; adminOnly?: boolean }[] = [
  { value: "READ", label: "read", hint: "run queries as you: your points, quests, logs …" },
  { value: "ACT", label: "act", hint: "run mutations you may do: join parties, submit quests … (includes read)" },
  { value: "ADMIN", label: "admin", hint: "use your admin role (includes read)", adminOnly: true },
];

const EXPIRY_OPTIONS = [
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "366", label: "1 year" },
  { value: "", label: "Never" },
];

function tokenState(t: ApiTokenFieldsFragment): string {
  if (t.revokedAt) return `Revoked ${formatDateTimeUtc(t.revokedAt)}`;
  if (!t.active) return "Expired";
  return "Active";
}

function useCreateToken() {
  return useActionMutation(CreateApiTokenDocument, {
    success: "Token created",
    refetch: [{ query: MyApiTokensDocument }],
    awaitRefetch: true,
  });
}

function useRevokeToken() {
  return useActionMutation(RevokeApiTokenDocument, { success: (d) => `Token "${d.revokeApiToken.name}" revoked` });
}

function NewTokenForm({ onCreated }: { onCreated: (secret: string, name: string) => void }) {
  const { me } = useCurrentUser();
  const create = useCreateToken();
  const nameId = useId();
  const expiryId = useId();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<TokenScope[]>(["READ"]);
  const [expiry, setExpiry] = useState("90");
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!name.trim()) return setError("Give the token a name");
    if (!scopes.length) return setError("Choose at least one scope");
    const result = await create.attempt({
      input: { name: name.trim(), scopes, expiresInDays: expiry ? Number(expiry) : null },
    });
    if (result.ok) {
      onCreated(result.data.createApiToken.secret, result.data.createApiToken.token.name);
      setName("");
    }
  }

  const toggle = (scope: TokenScope, on: boolean) =>
    setScopes((s) => (on ? [...s.filter((x) => x !== scope), scope] : s.filter((x) => x !== scope)));

  return (
    <form className="card tokens-form" onSubmit={(e) => void submit(e)} aria-label="New token">
      <h2>New token</h2>
      <div className="tokens-form__row">
        <div className="select-field select-field--grow">
          <label htmlFor={nameId}>Name</label>
          <input
            className="input"
            id={nameId}
            value={name}
            maxLength={60}
            autoComplete="off"
            placeholder="e.g. my Discord bot"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="select-field">
          <label htmlFor={expiryId}>Expires after</label>
          <select className="input" id={expiryId} value={expiry} onChange={(e) => setExpiry(e.target.value)}>
            {EXPIRY_OPTIONS.map((o) => (
              <option key={o.label} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="tokens-form__scopes">
        <legend>Scopes</legend>
        {SCOPES.filter((s) => !s.adminOnly || isAdmin(me)).map((s) => (
          <label key={s.value} className="tokens-form__scope">
            <input type="checkbox" checked={scopes.includes(s.value)} onChange={(e) => toggle(s.value, e.target.checked)} />
            <code>{s.label}</code> <span className="muted">{s.hint}</span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="tokens-form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={create.loading}>
        Create token
      </button>
    </form>
  );
}

function NewSecret({ secret, name, onDone }: { secret: string; name: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="card tokens-secret" aria-label="Your new token">
      <h2>Copy your new token “{name}” now</h2>
      <p>
        It is shown only this once: the server keeps only a hash of it. Send it as <code>Authorization: Bearer …</code>.
      </p>
      <div className="tokens-secret__value">
        <code data-testid="new-token">{secret}</code>
        <button
          type="button"
          className="button"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
      <button type="button" className="button button--ghost" onClick={onDone}>
        I have stored it
      </button>
    </section>
  );
}

function TokenRow({ token }: { token: ApiTokenFieldsFragment }) {
  const revoke = useRevokeToken();
  return (
    <tr className={token.active ? undefined : "tokens-table__inactive"}>
      <td>
        <strong>{token.name}</strong>
        <div className="muted">…{token.hint}</div>
      </td>
      <td>{token.scopes.map((s) => s.toLowerCase()).join(", ")}</td>
      <td>{formatDateTimeUtc(token.createdAt)}</td>
      <td>{token.lastUsedAt ? formatDateTimeUtc(token.lastUsedAt) : "Never"}</td>
      <td>{token.expiresAt ? formatDateTimeUtc(token.expiresAt) : "Never"}</td>
      <td>{tokenState(token)}</td>
      <td>
        {token.active && (
          <ConfirmButton onConfirm={() => void revoke.run({ id: token.id })} disabled={revoke.loading}>
            Revoke<span className="visually-hidden"> {token.name}</span>
          </ConfirmButton>
        )}
      </td>
    </tr>
  );
}

export default function TokensPage() {
  const { data } = useRouteQuery(MyApiTokensDocument);
  const [created, setCreated] = useState<{ secret: string; name: string } | null>(null);
  const tokens = data?.myApiTokens ?? [];

  return (
    <div className="tokens-page">
      <p className="prose">
        Personal API tokens let your bots and scripts use the <Link to="/settings/graphiql">GraphQL API</Link> as you, within the
        scopes you choose. Read the API guide in the repository&apos;s <code>docs/api-guide.md</code> for limits and examples.
        Anyone holding a token can act as you: keep it secret and revoke it when in doubt. To have the guild&apos;s events posted
        to your bot instead of polling, register a <Link to="/settings/webhooks">webhook</Link>.
      </p>
      {created && <NewSecret secret={created.secret} name={created.name} onDone={() => setCreated(null)} />}
      <NewTokenForm onCreated={(secret, name) => setCreated({ secret, name })} />
      <section className="card" aria-label="Your tokens">
        <h2>Your tokens</h2>
        {tokens.length === 0 ? (
          <p className="muted">You have no tokens yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="table tokens-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Scopes</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last used</th>
                  <th scope="col">Expires</th>
                  <th scope="col">State</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {tokens.map((t) => (
                  <TokenRow key={t.id} token={t} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
