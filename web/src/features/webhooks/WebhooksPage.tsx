/**
 * /settings/webhooks: a member's webhooks (docs/api-guide.md "Webhooks", api/src/modules/webhooks/README.md). Register an
 * https endpoint for event kinds, see the signing secret once, change URL, kinds and on/off, send a test event, read the
 * delivery log and redeliver, rotate the secret, delete. Admins also see the guild-wide webhooks (every admin manages
 * them; public events only) and may register one. `?id=` (the "webhook turned off" notice) opens that webhook's log.
 */
import "../beatmaps/forms.css";
import "../tokens/tokens.css";
import "./webhooks.css";
import { useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { isAdmin, useCurrentUser } from "../../app/current-user";
import { useActionMutation } from "../../app/useActionMutation";
import { ConfirmButton } from "../../components/ConfirmButton";
import { formatDateTimeUtc } from "../../lib/format";
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  MyWebhooksDocument,
  RedeliverWebhookEventDocument,
  RotateWebhookSecretDocument,
  SendTestWebhookEventDocument,
  UpdateWebhookDocument,
  WebhookDeliveriesDocument,
  type WebhookDeliveryFieldsFragment,
  type WebhookFieldsFragment,
  type WebhookKind,
} from "./gql/graphql";

/** The kinds in the server's order, with what each one posts. */
export const KINDS: { value: WebhookKind; label: string }[] = [
  { value: "PRIORITY_QUEST_OPENED", label: "Priority quest opened" },
  { value: "PRIORITY_QUEST_CLOSED", label: "Priority quest closed" },
  { value: "QUEST_PUBLISHED", label: "Quest published" },
  { value: "QUEST_COMPLETED", label: "Quest completed" },
  { value: "CONTEST_PHASE_CHANGED", label: "Contest phase changed" },
  { value: "CONTEST_RESULTS_PUBLISHED", label: "Contest results published" },
  { value: "MAPSET_QUALIFIED", label: "Mapset qualified" },
  { value: "MAPSET_RANKED", label: "Mapset ranked" },
  { value: "BADGE_AWARDED", label: "Badge awarded" },
];
const labelOf = (kind: WebhookKind) => KINDS.find((k) => k.value === kind)?.label ?? kind;

/** The list a webhook is in (what to read again after a change). */
const listOf = (guildWide: boolean) => ({ query: MyWebhooksDocument, variables: { guildWide } });

const OUTCOMES: Record<string, string> = { OK: "Delivered", FAILED: "Failed", TIMEOUT: "Timed out", ERROR: "No answer" };

function KindPicker({ value, onChange, legend }: { value: WebhookKind[]; onChange: (k: WebhookKind[]) => void; legend: string }) {
  return (
    <fieldset className="tokens-form__scopes webhooks-kinds">
      <legend>{legend}</legend>
      {KINDS.map((k) => (
        <label key={k.value} className="tokens-form__scope">
          <input
            type="checkbox"
            checked={value.includes(k.value)}
            onChange={(e) => onChange(e.target.checked ? [...value, k.value] : value.filter((v) => v !== k.value))}
          />
          {k.label}
        </label>
      ))}
    </fieldset>
  );
}

function NewWebhookForm({ admin, onCreated }: { admin: boolean; onCreated: (secret: string, url: string) => void }) {
  const [guildWide, setGuildWide] = useState(false);
  const create = useActionMutation(CreateWebhookDocument, {
    success: guildWide ? "Guild-wide webhook registered" : "Webhook registered",
    refetch: [listOf(guildWide)],
    awaitRefetch: true,
    onError: (f) => {
      setError(f.message);
      return true;
    },
  });
  const urlId = useId();
  const descriptionId = useId();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [kinds, setKinds] = useState<WebhookKind[]>(["PRIORITY_QUEST_OPENED"]);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!/^https?:\/\//i.test(url.trim())) return setError("Enter the endpoint's https:// URL");
    if (!kinds.length) return setError("Choose at least one event kind");
    const input = { url: url.trim(), kinds, description: description.trim(), ...(guildWide ? { guildWide: true } : {}) };
    const result = await create.attempt({ input });
    if (result.ok) {
      onCreated(result.data.createWebhook.secret, result.data.createWebhook.webhook.url);
      setUrl("");
      setDescription("");
    }
  }

  return (
    <form className="card tokens-form" onSubmit={(e) => void submit(e)} aria-label="New webhook">
      <h2>New webhook</h2>
      <div className="tokens-form__row">
        <div className="select-field select-field--grow">
          <label htmlFor={urlId}>Endpoint URL</label>
          <input
            className="input"
            id={urlId}
            type="url"
            value={url}
            maxLength={2000}
            autoComplete="off"
            placeholder="https://bot.example/hooks/mappers-guild"
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <div className="select-field select-field--grow">
          <label htmlFor={descriptionId}>Description</label>
          <input
            className="input"
            id={descriptionId}
            value={description}
            maxLength={200}
            autoComplete="off"
            placeholder="e.g. Discord announcements"
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
      </div>
      <KindPicker legend="Events" value={kinds} onChange={setKinds} />
      {admin && (
        <label className="tokens-form__scope webhooks-guild-switch">
          <input type="checkbox" checked={guildWide} onChange={(e) => setGuildWide(e.target.checked)} />
          <span>
            Guild-wide <span className="muted">(managed by every admin; receives public events only)</span>
          </span>
        </label>
      )}
      {error && (
        <p className="tokens-form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={create.loading}>
        {guildWide ? "Register guild-wide webhook" : "Register webhook"}
      </button>
    </form>
  );
}

function NewSecret({ secret, url, onDone }: { secret: string; url: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="card tokens-secret" aria-label="Signing secret">
      <h2>Copy the signing secret for {url} now</h2>
      <p>
        It is shown only this once. Each post carries <code>X-Signature: sha256=…</code>, the HMAC-SHA256 of the body with this
        secret: check it before trusting a post.
      </p>
      <div className="tokens-secret__value">
        <code data-testid="new-secret">{secret}</code>
        <button
          type="button"
          className="button"
          onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}
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

function DeliveryLog({ webhook }: { webhook: WebhookFieldsFragment }) {
  const { data, loading, refetch } = useQuery(WebhookDeliveriesDocument, {
    variables: { id: webhook.globalId },
    fetchPolicy: "cache-and-network",
  });
  const redeliver = useActionMutation(RedeliverWebhookEventDocument, { success: "Queued for delivery" });
  const node = data?.node && "webhookDeliveries" in data.node ? data.node : null;
  const rows: WebhookDeliveryFieldsFragment[] = node?.webhookDeliveries.nodes ?? [];
  return (
    <div className="webhooks-log">
      <div className="webhooks-log__bar">
        <h4>Delivery log{node ? ` (${node.webhookDeliveries.totalCount})` : ""}</h4>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          Refresh
        </button>
      </div>
      {loading && !data ? (
        <p className="muted">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="muted">Nothing posted yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Event</th>
                <th scope="col">Attempt</th>
                <th scope="col">Result</th>
                <th scope="col">Time</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id}>
                  <td>{formatDateTimeUtc(d.createdAt)}</td>
                  <td>
                    <code>{d.kind}</code>
                  </td>
                  <td>{d.attempt}</td>
                  <td className={`webhooks-result ${d.outcome === "OK" ? "webhooks-ok" : "webhooks-bad"}`}>
                    {OUTCOMES[d.outcome] ?? d.outcome}
                    {d.statusCode !== null && d.statusCode !== undefined ? ` (${d.statusCode})` : ""}
                    {d.error && d.error !== `answered ${d.statusCode}` && <div className="muted">{d.error}</div>}
                  </td>
                  <td>{d.durationMs < 1000 ? `${d.durationMs} ms` : `${(d.durationMs / 1000).toFixed(1)} s`}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={redeliver.loading || !webhook.active || !d.canRedeliver}
                      title={d.canRedeliver ? undefined : "Its event is queued for another attempt"}
                      onClick={() => void redeliver.run({ deliveryId: d.id })}
                    >
                      Redeliver
                      <span className="visually-hidden">
                        {" "}
                        {d.kind} of {formatDateTimeUtc(d.createdAt)}
                      </span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function EditForm({ webhook, onDone }: { webhook: WebhookFieldsFragment; onDone: () => void }) {
  const urlId = useId();
  const [url, setUrl] = useState(webhook.url);
  const [kinds, setKinds] = useState<WebhookKind[]>(webhook.kinds);
  const [active, setActive] = useState(webhook.active);
  const [error, setError] = useState<string | null>(null);
  const update = useActionMutation(UpdateWebhookDocument, {
    success: "Webhook saved",
    onError: (f) => {
      setError(f.message);
      return true;
    },
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!kinds.length) return setError("Choose at least one event kind");
    // An unchanged URL is not sent: the server would resolve its host again.
    const changedUrl = url.trim() !== webhook.url ? { url: url.trim() } : {};
    const r = await update.attempt({ id: webhook.id, input: { ...changedUrl, kinds, active } });
    if (r.ok) onDone();
  }
  return (
    <form className="webhooks-edit" onSubmit={(e) => void submit(e)} aria-label={`Edit webhook ${webhook.url}`}>
      <div className="select-field select-field--grow">
        <label htmlFor={urlId}>Endpoint URL</label>
        <input className="input" id={urlId} type="url" value={url} maxLength={2000} onChange={(e) => setUrl(e.target.value)} />
      </div>
      <KindPicker legend="Events" value={kinds} onChange={setKinds} />
      <label className="tokens-form__scope">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        Active (post events)
      </label>
      {error && (
        <p className="tokens-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="webhooks-actions">
        <button type="submit" className="button button--primary" disabled={update.loading}>
          Save
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function WebhookCard({
  webhook,
  focused,
  onSecret,
}: {
  webhook: WebhookFieldsFragment;
  /** The webhook named by `?id=`: scrolled to, with its log open. */
  focused: boolean;
  onSecret: (secret: string, url: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [logOpen, setLogOpen] = useState(focused);
  const logId = useId();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ block: "start" });
  }, [focused]);
  const remove = useActionMutation(DeleteWebhookDocument, {
    success: "Webhook deleted",
    refetch: [listOf(webhook.guildWide)],
  });
  const rotate = useActionMutation(RotateWebhookSecretDocument, { success: "New secret made" });
  const test = useActionMutation(SendTestWebhookEventDocument, {
    success: "Test event queued: see the delivery log in a moment",
  });
  return (
    <li
      ref={ref}
      className={`card webhooks-card${webhook.active ? "" : " webhooks-card--off"}${focused ? " webhooks-card--focus" : ""}`}
    >
      <h3 className="webhooks-card__url">{webhook.url}</h3>
      {webhook.description && <p>{webhook.description}</p>}
      <p className="muted">
        <span className={webhook.active ? undefined : "webhooks-card__state--off"}>
          {webhook.active ? "Active" : webhook.disabledReason ? `Turned off by the server: ${webhook.disabledReason}` : "Off"}
        </span>
        {" · "}secret …{webhook.secretHint}
        {" · "}last delivery {webhook.lastDeliveryAt ? formatDateTimeUtc(webhook.lastDeliveryAt) : "never"}
      </p>
      <p>{webhook.kinds.map(labelOf).join(", ")}</p>
      {editing ? (
        <EditForm webhook={webhook} onDone={() => setEditing(false)} />
      ) : (
        <div className="webhooks-actions">
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Edit<span className="visually-hidden"> {webhook.url}</span>
          </button>
          <button
            type="button"
            className="button"
            disabled={test.loading || !webhook.active}
            onClick={() => void test.run({ id: webhook.id })}
          >
            Send test<span className="visually-hidden"> to {webhook.url}</span>
          </button>
          <button
            type="button"
            className="button"
            aria-expanded={logOpen}
            aria-controls={logId}
            onClick={() => setLogOpen((o) => !o)}
          >
            Delivery log<span className="visually-hidden"> of {webhook.url}</span>
          </button>
          <ConfirmButton
            disabled={rotate.loading}
            onConfirm={() =>
              void rotate.run({ id: webhook.id }).then((d) => d && onSecret(d.rotateWebhookSecret.secret, webhook.url))
            }
          >
            Rotate secret<span className="visually-hidden"> of {webhook.url}</span>
          </ConfirmButton>
          <ConfirmButton disabled={remove.loading} onConfirm={() => void remove.run({ id: webhook.id })}>
            Delete<span className="visually-hidden"> {webhook.url}</span>
          </ConfirmButton>
        </div>
      )}
      <div id={logId} hidden={!logOpen}>
        {logOpen && <DeliveryLog webhook={webhook} />}
      </div>
    </li>
  );
}

function WebhookList({
  guildWide,
  focusId,
  onSecret,
}: {
  guildWide: boolean;
  focusId: string | null;
  onSecret: (secret: string, url: string) => void;
}) {
  const { data, loading } = useQuery(MyWebhooksDocument, { variables: { guildWide } });
  const hooks = data?.myWebhooks.nodes ?? [];
  const title = guildWide ? "Guild-wide webhooks" : "Your webhooks";
  return (
    <section className="card" aria-label={title}>
      <h2>
        {title}
        {data ? ` (${data.myWebhooks.totalCount} of ${guildWide ? 20 : 10})` : ""}
      </h2>
      {guildWide && (
        <p className="muted">
          Registered by an admin and managed by every admin; they receive public events only, never what is told to one member.
        </p>
      )}
      {loading && !data ? (
        <p className="muted">Loading…</p>
      ) : hooks.length === 0 ? (
        <p className="muted">{guildWide ? "There are no guild-wide webhooks." : "You have no webhooks yet."}</p>
      ) : (
        <ul className="webhooks-list">
          {hooks.map((h) => (
            <WebhookCard key={h.id} webhook={h} focused={h.id === focusId} onSecret={onSecret} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function WebhooksPage() {
  const { me } = useCurrentUser();
  const admin = isAdmin(me);
  const [params] = useSearchParams();
  const focusId = params.get("id");
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);
  const show = (s: string, url: string) => setSecret({ secret: s, url });
  return (
    <div className="tokens-page webhooks-page">
      <p className="prose">
        Webhooks post the guild&apos;s events to your bot as they happen — no polling. Each post is signed with the webhook&apos;s
        secret; failed posts are tried again for about two and a half hours, and a webhook that keeps failing is turned off (you
        are told in your notifications). You only receive what you could read on the site. The payloads, signature and retries are
        in the repository&apos;s <code>docs/api-guide.md</code> (&quot;Webhooks&quot;); for the API itself see{" "}
        <Link to="/settings/tokens">API tokens</Link>.
      </p>
      {secret && <NewSecret secret={secret.secret} url={secret.url} onDone={() => setSecret(null)} />}
      <NewWebhookForm admin={admin} onCreated={show} />
      <WebhookList guildWide={false} focusId={focusId} onSecret={show} />
      {admin && <WebhookList guildWide focusId={focusId} onSecret={show} />}
    </div>
  );
}
