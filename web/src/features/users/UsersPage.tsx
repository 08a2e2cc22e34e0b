import "./users.css";
import { useQuery, useReadQuery } from "@apollo/client/react";
import { Fragment, useId, useState } from "react";
import { useLoaderData } from "react-router-dom";
import { RankCrown } from "../../components/RankBadge";
import { Modal } from "../../components/Modal";
import {
  UserDetailDocument,
  UsersListDocument,
  type Mode,
  type UserCardFieldsFragment,
  type UserSort,
  type UsersListQuery,
} from "./gql/graphql";
import { MODE_LABELS, MODES } from "../../lib/format";
import { rankInfo } from "../../lib/ranks";
import { isAdmin, useCurrentUser } from "../../app/current-user";
import { errorMessage } from "../../app/errors";
import { useDebouncedValue } from "../../app/useDebouncedValue";
import { UserCard } from "./UserCard";
import { UserDetail } from "./UserDetail";
import { useSelectedId } from "../../app/useSelectedId";
import { connectionNext, usePagedList, useRoutePagedList } from "../../app/usePagedList";

import {
  DEFAULT_USERS_FILTERS,
  defaultAscending,
  USERS_PAGE,
  usersVariables,
  type UsersFilters,
  type UsersLoaderData as LoaderData,
} from "./users.loader";
export { USERS_PAGE };

const SORTS: readonly { key: UserSort; label: string }[] = [
  { key: "name", label: "Name" },
  { key: "points", label: "Points" },
  { key: "joined", label: "Joined" },
];

function RankSeparator({ rank, count }: { rank: number; count: number | undefined }) {
  const info = rankInfo(rank);
  return (
    // A list item of its own (a list holds only items) carrying a heading, so the ranks are also a way to jump through
    // the list by heading.
    <li className={`rank-separator rank-tint--${rank}`}>
      <RankCrown rank={rank} size={22} />
      <h2 className="rank-separator__label">{info.name}</h2>
      {count !== undefined && <span className="muted">{count} users</span>}
    </li>
  );
}

function Controls(props: {
  search: string;
  setSearch: (s: string) => void;
  mode: Mode | null;
  setMode: (m: Mode | null) => void;
  sort: UserSort;
  ascending: boolean;
  onSort: (s: UserSort) => void;
}) {
  const searchId = useId();
  return (
    <div className="card users-controls">
      <div className="field">
        <label htmlFor={searchId}>Search users</label>
        <input
          id={searchId}
          type="search"
          placeholder="username or osu! id"
          value={props.search}
          maxLength={32}
          autoComplete="off"
          onChange={(e) => props.setSearch(e.target.value)}
        />
      </div>
      <fieldset className="segmented">
        <legend>Mode</legend>
        {[null, ...MODES].map((m) => (
          <label key={m ?? "any"} className={`segmented__option ${props.mode === m ? "segmented__option--on" : ""}`}>
            <input
              type="radio"
              name="users-mode"
              value={m ?? "any"}
              checked={props.mode === m}
              onChange={() => props.setMode(m)}
            />
            {m ? MODE_LABELS[m] : "any"}
          </label>
        ))}
      </fieldset>
      <div className="segmented" role="group" aria-label="Sort by">
        <span className="segmented__legend" aria-hidden="true">
          Sort by
        </span>
        {SORTS.map((s) => {
          const active = props.sort === s.key;
          const dir = active ? (props.ascending ? "ascending" : "descending") : undefined;
          return (
            <button
              key={s.key}
              type="button"
              className={`segmented__option ${active ? "segmented__option--on" : ""}`}
              aria-pressed={active}
              aria-label={active ? `${s.label}, ${dir}` : s.label}
              onClick={() => props.onSort(s.key)}
            >
              {s.label}
              {active && <span aria-hidden="true">{props.ascending ? " ↑" : " ↓"}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * /users (public): the ranking with search, mode filter, sort, paging, and ?id= opening a member's details. The
 * filters are the page's own state (the address holds only ?id=, so closing a member's details leaves `/users`).
 * The route's loader asks for the list with the starting filters (users.loader.ts), which the page reads with
 * useReadQuery; a list for other filters is the page's own query, the list shown staying on screen while it loads.
 */
export default function UsersPage() {
  const { me } = useCurrentUser();
  const { selected: selectedId, open, close } = useSelectedId();
  const loaded = useLoaderData() as LoaderData;
  const [search, setSearch] = useState(DEFAULT_USERS_FILTERS.search);
  const [mode, setMode] = useState<Mode | null>(DEFAULT_USERS_FILTERS.mode);
  const [sort, setSort] = useState<UserSort>(DEFAULT_USERS_FILTERS.sort);
  const [ascending, setAscending] = useState(DEFAULT_USERS_FILTERS.ascending);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const filters: UsersFilters = { search: debouncedSearch, mode, sort, ascending };
  const starting =
    filters.search === DEFAULT_USERS_FILTERS.search &&
    filters.mode === DEFAULT_USERS_FILTERS.mode &&
    filters.sort === DEFAULT_USERS_FILTERS.sort &&
    filters.ascending === DEFAULT_USERS_FILTERS.ascending;

  // "show more" asks for the page after the last cursor; app/apollo.ts appends it to this filter's list.
  const select = (d: UsersListQuery) => ({
    items: d.usersConnection.edges.map((e) => e.node),
    next: connectionNext(d.usersConnection.pageInfo),
  });
  const starters = useRoutePagedList(UsersListDocument, select, (d: LoaderData) => d.list);
  const filtered = usePagedList(
    UsersListDocument,
    { variables: usersVariables(filters), skip: starting, errorPolicy: "all" },
    select,
  );
  // Until the first answer for other filters arrives, the starting list stays on screen, stale.
  const list = starting ? starters : filtered.data || filtered.error ? filtered : { ...starters, stale: true };
  const { error, loadingMore, showMore } = list;
  const counts = useReadQuery(loaded.counts).data?.userRankCounts;
  const mine = useQuery(UserDetailDocument, { variables: { id: me?.id ?? "" }, skip: !me }).data?.user;

  const page = list.data?.usersConnection;
  const users = list.items;
  const showSections = sort === "points" && mode === null && !ascending;

  const onSort = (next: UserSort) => {
    if (next === sort) setAscending((a) => !a);
    else {
      setSort(next);
      setAscending(defaultAscending(next));
    }
  };

  const renderList = (users: readonly UserCardFieldsFragment[]) =>
    users.map((u, i) => {
      const prev = users[i - 1];
      const separator = showSections && (!prev || prev.rank !== u.rank);
      return (
        <Fragment key={u.id}>
          {separator && <RankSeparator rank={u.rank} count={counts?.[u.rank]} />}
          <UserCard user={u} mode={mode} onOpen={open} highlighted={u.id === me?.id} />
        </Fragment>
      );
    });

  return (
    <div className="users-page">
      <Controls
        search={search}
        setSearch={setSearch}
        mode={mode}
        setMode={setMode}
        sort={sort}
        ascending={ascending}
        onSort={onSort}
      />

      {mine && !debouncedSearch && (
        <ul className="users-list users-list--me" aria-label="You">
          <UserCard user={mine} mode={mode} onOpen={open} highlighted />
        </ul>
      )}

      {!page || !users ? (
        <p className="card">{error ? errorMessage(error) : "No users found."}</p>
      ) : (
        <>
          {page.totalCount != null && (
            <p className="users-count muted" aria-live="polite">
              {page.totalCount} {page.totalCount === 1 ? "user" : "users"}
              {debouncedSearch ? ` matching "${debouncedSearch}"` : ""}
              {mode ? ` with ${MODE_LABELS[mode]} points` : ""}
            </p>
          )}
          <ul className={`users-list ${list.stale ? "users-list--stale" : ""}`} aria-label="Users" aria-busy={list.stale}>
            {renderList(users)}
          </ul>
          {users.length === 0 && <p className="card">No users found.</p>}
          {list.hasMore && (
            <p className="center">
              <button type="button" className="button button--primary" onClick={() => void showMore()} disabled={loadingMore}>
                {loadingMore ? "Loading…" : "show more"}
              </button>
            </p>
          )}
        </>
      )}

      {selectedId && (
        <Modal title="User details" onClose={close} className="modal--wide">
          <UserDetail userId={selectedId} canSeeSpending={!!me && (me.id === selectedId || isAdmin(me))} />
        </Modal>
      )}
    </div>
  );
}
