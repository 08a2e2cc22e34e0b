import { MODES } from "@mg/rules";
import { useLazyQuery, useQuery } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import { useActionMutation } from "../../app/useActionMutation";
import { ModeIcon } from "../../components/ModeIcons";
import { Switch } from "../../components/Switch";
import { truncate } from "../../lib/format";
import { CopyText } from "./CopyText";
import { newsPostMarkdown } from "./news-post";
import { AdminBundleCandidatesDocument, AdminNewsPostInfoDocument, AdminSetBeatmapBundledDocument } from "./gql/graphql";

/** The osu! beatmapset id of a mapset link (`…/beatmapsets/123#osu/456` → "123"), or "" without one. */
export function beatmapsetIdOf(url: string | null | undefined): string {
  return /\/beatmapsets\/(\d+)/.exec(url ?? "")?.[1] ?? "";
}

/** Bundle candidates read at once (the lists are short: Ranked maps with a full spread and a bundle-friendly length). */
export const BUNDLE_PAGE = 100;

/**
 * "Bundled mapsets" (the original's bundled beatmap list generator): Ranked mapsets with Easy, Normal, Hard and
 * Insane, 90-240 seconds long, by mode, each with its bundled switch, and the final lists of osu! ids to copy.
 */
export function BundlesPanel() {
  const [shown, setShown] = useState(false);
  const { data, loading, error, fetchMore, refetch } = useQuery(AdminBundleCandidatesDocument, {
    variables: { bundled: null, first: BUNDLE_PAGE },
    skip: !shown,
    fetchPolicy: "network-only",
  });
  const toggle = useActionMutation(AdminSetBeatmapBundledDocument, {
    success: (_d, v) => (v.value ? "Added to the bundled mapsets" : "Taken off the bundled mapsets"),
  });
  const page = data?.adminBundleCandidates;
  const nodes = page?.nodes ?? [];
  return (
    <section className="card admin-section" aria-labelledby="admin-bundles">
      <div className="admin-section__head">
        <h2 id="admin-bundles">Bundled mapsets</h2>
        <button
          type="button"
          className="button button--small button--primary"
          disabled={loading}
          onClick={() => (shown ? void refetch().catch(() => undefined) : setShown(true))}
        >
          {loading ? "Loading…" : page ? "Reload" : "Load mapsets with an ENHI spread"}
        </button>
      </div>
      {!shown ? (
        <p className="muted">Ranked mapsets with an Easy, a Normal, a Hard and an Insane, between 90 and 240 seconds long.</p>
      ) : !page ? (
        loading ? (
          <PageLoading />
        ) : (
          <p className="form-error">{errorMessage(error)}</p>
        )
      ) : nodes.length === 0 ? (
        <p className="muted">No Ranked mapset fits a bundle.</p>
      ) : (
        <>
          <p className="muted">
            {page.totalCount} {page.totalCount === 1 ? "mapset fits" : "mapsets fit"}; {nodes.filter((n) => n.isBundled).length}{" "}
            bundled.
          </p>
          <div className="bundles">
            {MODES.map((mode) => {
              const ofMode = nodes.filter((n) => n.beatmap.mode === mode);
              return (
                <section key={mode} className="bundles__mode" aria-label={`${mode} (${ofMode.length})`}>
                  <h3 className="admin-subtitle">
                    <ModeIcon mode={mode} size={16} /> {mode} ({ofMode.length})
                  </h3>
                  <ul className="bundles__list">
                    {ofMode.map((n) => (
                      <li key={n.id} data-testid="bundle-candidate">
                        <Switch
                          label={`${n.beatmap.song.artistName} - ${truncate(n.beatmap.song.title, 40)}`}
                          description={`${beatmapsetIdOf(n.beatmap.url) || "no osu! link"} · ${n.beatmap.host.username}`}
                          checked={n.isBundled}
                          busy={toggle.loading}
                          onChange={(value) => void toggle.run({ id: n.id, value })}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
          {page.pageInfo.hasNextPage && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void fetchMore({ variables: { after: page.pageInfo.endCursor } }).catch(() => undefined)}
            >
              Show more
            </button>
          )}
          <h3 className="admin-subtitle">Final lists (osu! beatmapset ids)</h3>
          <div className="bundles">
            {MODES.map((mode) => {
              const ids = nodes
                .filter((n) => n.isBundled && n.beatmap.mode === mode)
                .map((n) => beatmapsetIdOf(n.beatmap.url) || `#${n.id}`);
              return <CopyText key={mode} label={`${mode} (${ids.length})`} text={ids.join("\n")} rows={4} />;
            })}
          </div>
        </>
      )}
    </section>
  );
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** "News post": the quests completed and the mapsets Ranked outside quests in a period, as markdown to paste. */
export function NewsPostPanel() {
  const ids = { from: useId(), to: useId() };
  const now = new Date();
  // The last 30 days by default (news posts are monthly).
  const [from, setFrom] = useState(day(new Date(now.getTime() - 30 * 86_400_000)));
  const [to, setTo] = useState(day(now));
  const [load, { data, loading, error, called }] = useLazyQuery(AdminNewsPostInfoDocument, { fetchPolicy: "network-only" });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const start = `${from}T00:00:00.000Z`;
    const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString();
    void load({ variables: { from: start, to: end } }).catch(() => undefined);
  };
  const info = data?.adminNewsPostInfo;
  const text = info
    ? newsPostMarkdown(
        info.quests.map((q) => ({
          name: q.name,
          descriptionMain: q.descriptionMain,
          art: q.art ?? null,
          members: q.currentParty?.members ?? [],
          maps: q.associatedMaps,
        })),
        info.beatmaps,
      )
    : null;
  return (
    <section className="card admin-section" aria-labelledby="admin-news">
      <h2 id="admin-news">News post</h2>
      <form className="news-post__form" onSubmit={submit}>
        <div className="select-field">
          <label htmlFor={ids.from}>From (UTC)</label>
          <input id={ids.from} className="input" type="date" required value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="select-field">
          <label htmlFor={ids.to}>To (UTC, inclusive)</label>
          <input id={ids.to} className="input" type="date" required value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <button type="submit" className="button button--primary" disabled={loading || !from || !to}>
          {loading ? "Loading…" : "Load quests and mapsets"}
        </button>
      </form>
      {!called ? (
        <p className="muted">The quests completed and the mapsets Ranked outside quests in the period, ready to paste.</p>
      ) : loading && !info ? (
        <PageLoading />
      ) : error ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : info && text ? (
        <div aria-live="polite">
          {info.truncated && <p className="form-error">More than 500 quests or mapsets: choose a shorter period.</p>}
          <CopyText
            label={`Quests (${info.quests.length})`}
            text={text.quests || "No quest was completed in this period."}
            rows={10}
          />
          <CopyText
            label={`Other mapsets (${info.beatmaps.length})`}
            text={text.maps || "No other mapset was Ranked in this period."}
          />
        </div>
      ) : null}
    </section>
  );
}
