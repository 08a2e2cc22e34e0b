/**
 * A team finder's page body, for Locus (/locus) and Aspire (/aspire): the same cards, season and grid per team finder
 * (`hub`; api/src/modules/locus/README.md). The server checks everything; this shows it.
 */
import "./locus.css";
import { useId, useMemo, useRef, useState, type ReactNode } from "react";
import { ConfirmButton } from "../../components/ConfirmButton";
import { Switch } from "../../components/Switch";
import { isAdmin, useCurrentUser } from "../../app/current-user";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import { useRouteQuery } from "../../app/route-loader";
import { useActionMutation } from "../../app/useActionMutation";
import { useDebouncedValue } from "../../app/useDebouncedValue";
import { connectionNext, usePagedList } from "../../app/usePagedList";
import { LocusCard, type RoleLabels } from "./LocusCard";
import { LocusCardEditor, type LocusCardDraft, type LocusOptions } from "./LocusCardEditor";
import {
  LocusCardsDocument,
  LocusPageDocument,
  SaveMyLocusCardDocument,
  SetLocusCardHiddenDocument,
  SetLocusCardOnTeamDocument,
  SetLocusSeasonDocument,
  SetMyLocusCardOnTeamDocument,
  SetMyLocusCardPublicDocument,
  type LocusCardFieldsFragment,
  type LocusRole,
  type LocusSeasonFieldsFragment,
  type TeamHub,
} from "./gql/graphql";

export const LOCUS_PAGE_SIZE = 24;

/** Every locus change is read back from the server: the page and the grid show the season and the viewer's card. */
const REFETCH = { refetch: [LocusPageDocument, LocusCardsDocument], awaitRefetch: true };

/** "Aspire 7" / "Locus 2027": the title of the season after `season`. */
const nextTitle = (season: LocusSeasonFieldsFragment) => season.title.replace(/\d+$/, String(season.year + 1));

function SeasonPanel({ season }: { season: LocusSeasonFieldsFragment }) {
  const hub = season.hub;
  const { run: setSeason, loading } = useActionMutation(SetLocusSeasonDocument, {
    ...REFETCH,
    success: (_d, v) =>
      v.year !== season.year ? `Started ${nextTitle(season)}` : v.isOpen ? `Opened ${season.title}` : `Closed ${season.title}`,
  });
  const run = (year: number, isOpen: boolean) => void setSeason({ year, isOpen, hub });
  return (
    <section className="card locus-admin" aria-labelledby="locus-season-title">
      <h2 id="locus-season-title" className="locus-section-title">
        {season.title}{" "}
        <span className={`locus-flag ${season.isOpen ? "locus-flag--open" : ""}`}>{season.isOpen ? "open" : "closed"}</span>
      </h2>
      <p className="muted">Admins open the team finder for a season and close it when the teams are formed.</p>
      <div className="form-actions form-actions--start">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={loading || undefined}
          onClick={() => !loading && run(season.year, !season.isOpen)}
        >
          {season.isOpen ? "Close the season" : "Open the season"}
        </button>
        <ConfirmButton
          confirmLabel={`Start ${nextTitle(season)}? Click again`}
          onConfirm={() => !loading && run(season.year + 1, true)}
        >
          Start {nextTitle(season)}
        </ConfirmButton>
      </div>
    </section>
  );
}

function MyCard({
  hub,
  name,
  options,
  card,
  roleLabels,
}: {
  hub: TeamHub;
  /** The team finder's name ("Locus", "Aspire") for the form's label. */
  name: string;
  options: LocusOptions;
  card: LocusCardFieldsFragment | null;
  roleLabels: RoleLabels;
}) {
  const [editing, setEditing] = useState(!card);
  const editButton = useRef<HTMLButtonElement>(null);
  const editorId = useId();
  const save = useActionMutation(SaveMyLocusCardDocument, { ...REFETCH, success: "Updated your details" });
  const setPublic = useActionMutation(SetMyLocusCardPublicDocument, {
    ...REFETCH,
    success: (_d, v) => (v.isPublic ? "Your card is public" : "Your card is private"),
  });
  const setOnTeam = useActionMutation(SetMyLocusCardOnTeamDocument, {
    ...REFETCH,
    success: (_d, v) => (v.isOnTeam ? "Marked as on a team" : "Marked as looking for a team"),
  });

  const onSave = async (draft: LocusCardDraft) => {
    const ok = (await save.run({ input: { ...draft, timezone: draft.timezone || null }, hub })) !== null;
    if (ok && card) {
      setEditing(false);
      requestAnimationFrame(() => editButton.current?.focus());
    } else if (ok) {
      setEditing(false);
      requestAnimationFrame(() => document.getElementById("locus-my-card-title")?.focus());
    }
  };

  return (
    <section className="card locus-mine" aria-labelledby="locus-my-card-title">
      <h2 id="locus-my-card-title" className="locus-section-title" tabIndex={-1}>
        Your details
      </h2>
      {card ? (
        <>
          <div className="locus-mine__switches">
            <Switch
              label="Show my card to other members"
              description="Public cards appear under Potential team members (a role is needed)."
              checked={card.isPublic}
              busy={setPublic.loading}
              onChange={(v) => void setPublic.run({ isPublic: v, hub })}
            />
            <Switch
              label="I'm on a team"
              description="Cards of members on a team are listed after those still looking."
              checked={card.isOnTeam}
              busy={setOnTeam.loading}
              onChange={(v) => void setOnTeam.run({ isOnTeam: v, hub })}
            />
          </div>
          {!editing && (
            <>
              <LocusCard card={card} roleLabels={roleLabels} />
              <p>
                <button
                  ref={editButton}
                  type="button"
                  className="button button--primary"
                  aria-expanded={false}
                  aria-controls={editorId}
                  onClick={() => setEditing(true)}
                >
                  Edit your details
                </button>
              </p>
            </>
          )}
        </>
      ) : (
        <p className="muted">You have no card for this season yet. Fill in your details, then make your card public.</p>
      )}
      {editing && (
        <LocusCardEditor
          id={editorId}
          label={`Your ${name} details`}
          options={options}
          card={card}
          saving={save.loading}
          onSave={(d) => void onSave(d)}
          onCancel={
            card
              ? () => {
                  setEditing(false);
                  requestAnimationFrame(() => editButton.current?.focus());
                }
              : undefined
          }
        />
      )}
    </section>
  );
}

function AdminCardActions({ card }: { card: LocusCardFieldsFragment }) {
  const name = card.user.username;
  const hidden = useActionMutation(SetLocusCardHiddenDocument, {
    success: (_d, v) => (v.hidden ? `Hid ${name}'s card` : `Showing ${name}'s card again`),
  });
  const team = useActionMutation(SetLocusCardOnTeamDocument, {
    success: (_d, v) => (v.isOnTeam ? `Marked ${name} as on a team` : `Marked ${name} as looking`),
  });
  return (
    <>
      <button
        type="button"
        className="button button--small button--ghost"
        aria-disabled={hidden.loading || undefined}
        onClick={() => !hidden.loading && void hidden.run({ id: card.id, hidden: !card.isHiddenByAdmin })}
      >
        {card.isHiddenByAdmin ? "Unhide" : "Hide"}
        <span className="visually-hidden"> {name}'s card</span>
      </button>
      <button
        type="button"
        className="button button--small button--ghost"
        aria-disabled={team.loading || undefined}
        onClick={() => !team.loading && void team.run({ id: card.id, isOnTeam: !card.isOnTeam })}
      >
        {card.isOnTeam ? "Mark as looking" : "Mark as on a team"}
        <span className="visually-hidden"> ({name})</span>
      </button>
    </>
  );
}

function Grid({
  hub,
  options,
  roleLabels,
  admin,
}: {
  hub: TeamHub;
  options: LocusOptions;
  roleLabels: RoleLabels;
  admin: boolean;
}) {
  const ids = { search: useId(), role: useId(), title: useId() };
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<LocusRole | "">("");
  const debounced = useDebouncedValue(search.trim(), 300);
  const variables = { hub, search: debounced || null, role: role || null, first: LOCUS_PAGE_SIZE };
  const list = usePagedList(LocusCardsDocument, { variables, notifyOnNetworkStatusChange: true }, (d) => ({
    items: d.locusCards.nodes,
    next: connectionNext(d.locusCards.pageInfo),
  }));
  const { loading, error, loadingMore } = list;
  const listRef = useRef<HTMLUListElement>(null);
  // While another search loads, the previous results stay (no flash, focus stays on a card's button).
  const page = list.data?.locusCards;

  const showMore = async () => {
    const before = page?.nodes.length ?? 0;
    await list.showMore();
    // Focus the first new card, so focus never falls back to the page when the button disappears.
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>(".locus-card")[before]?.focus());
  };

  return (
    <section className="locus-grid-section" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="locus-section-title">
        Potential team members
      </h2>
      <form className="card locus-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="select-field select-field--grow">
          <label htmlFor={ids.search}>Search</label>
          <input
            id={ids.search}
            className="input"
            type="search"
            value={search}
            maxLength={options.limits.search}
            placeholder="username, osu! id or language"
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="select-field">
          <label htmlFor={ids.role}>Role</label>
          <select id={ids.role} className="input" value={role} onChange={(e) => setRole(e.target.value as LocusRole | "")}>
            <option value="">Any</option>
            {options.roles.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className="muted locus-count" aria-live="polite">
        {page
          ? `${page.totalCount ?? page.nodes.length} ${(page.totalCount ?? page.nodes.length) === 1 ? "member" : "members"}`
          : ""}
      </p>
      {!page && loading && <PageLoading label="Loading cards…" />}
      {!page && !!error && <p className="card">{errorMessage(error)}</p>}
      {page && page.nodes.length === 0 && <p className="card muted">No cards match.</p>}
      {page && page.nodes.length > 0 && (
        <ul ref={listRef} className="locus-grid" aria-busy={list.stale || loadingMore || undefined}>
          {page.nodes.map((card) => (
            <li key={card.id}>
              <LocusCard card={card} roleLabels={roleLabels} actions={admin ? <AdminCardActions card={card} /> : undefined} />
            </li>
          ))}
        </ul>
      )}
      {page?.pageInfo.hasNextPage && (
        <p className="center">
          <button type="button" className="button button--primary" disabled={loadingMore} onClick={() => void showMore()}>
            {loadingMore ? "Loading…" : "show more"}
          </button>
        </p>
      )}
    </section>
  );
}

/**
 * The body of a team finder's page: the intro, the season panel (admins), the closed notice, my card and the grid.
 * `adminPanel` comes right after the season panel, for admins only (Aspire's allowed songs).
 */
export function TeamFinder({
  hub,
  name,
  header,
  intro,
  adminPanel,
}: {
  hub: TeamHub;
  /** The team finder's name as people say it ("Locus", "Aspire"). */
  name: string;
  /** The page's own header, when it draws one (Locus's logo). */
  header?: ReactNode;
  /** The introduction; given the current season when it names it. */
  intro: ReactNode | ((season: LocusSeasonFieldsFragment) => ReactNode);
  adminPanel?: ReactNode;
}) {
  const { me } = useCurrentUser();
  const admin = isAdmin(me);
  // The route's loader asks for the hub's page (locus.loader.ts); this reads its answer.
  const { data, error } = useRouteQuery(LocusPageDocument);
  const roleLabels = useMemo<RoleLabels>(
    () => Object.fromEntries((data?.locusOptions.roles ?? []).map((r) => [r.value, r.label])),
    [data?.locusOptions.roles],
  );

  if (!data) {
    return (
      <>
        {header}
        <p className="card">{errorMessage(error)}</p>
      </>
    );
  }
  const { season, myCard } = data.locus;
  const options = data.locusOptions;

  return (
    <div className="locus">
      {header}
      {typeof intro === "function" ? intro(season) : intro}
      {admin && <SeasonPanel season={season} />}
      {admin && adminPanel}
      {!season.isOpen && (
        <section className="card locus-closed" aria-label="Closed">
          <p className="locus-closed__text">{season.closedNotice}</p>
        </section>
      )}
      {season.isOpen && (
        <MyCard key={myCard?.id ?? "new"} hub={hub} name={name} options={options} card={myCard ?? null} roleLabels={roleLabels} />
      )}
      {(season.isOpen || admin) && <Grid hub={hub} options={options} roleLabels={roleLabels} admin={admin} />}
    </div>
  );
}
