import { useQuery } from "@apollo/client/react";
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { ShowMoreButton } from "../../components/ShowMoreButton";
import { PageLoading } from "../../app/PageLoading";
import { errorMessage } from "../../app/errors";
import { showToast } from "../../app/toasts";
import { formatDate } from "../../lib/format";
import { UserHistoryDocument, type UserHistoryQuery, type UserHistoryQueryVariables } from "./gql/graphql";

/** Items per list: the first page and each "Show more". */
export const HISTORY_PAGE = 10;

type ListName =
  "currentMissions" | "currentQuests" | "completedMissions" | "completedMissionsAsGuest" | "completedQuests" | "createdQuests";

interface ListDef {
  name: ListName;
  title: string;
  kind: "mission" | "quest";
  /** The date shown beside an item, and its label. */
  date: (item: Item) => { label: string; at: string } | null;
}

interface Item {
  id: string;
  name: string;
  deadline?: string;
  completed?: string | null;
  accepted?: string | null;
  createdAt?: string;
}

/** The original's six lists, in the original's order (current work first). */
const LISTS: readonly ListDef[] = [
  { name: "currentMissions", title: "Current priority quests", kind: "mission", date: (i) => due(i.deadline) },
  {
    name: "currentQuests",
    title: "Current quests",
    kind: "quest",
    date: (i) => (i.accepted ? { label: "accepted", at: i.accepted } : null),
  },
  { name: "completedMissions", title: "Completed priority quests", kind: "mission", date: (i) => ended(i.deadline) },
  {
    name: "completedMissionsAsGuest",
    title: "Guest contributions to completed priority quests",
    kind: "mission",
    date: (i) => ended(i.deadline),
  },
  {
    name: "completedQuests",
    title: "Completed quests",
    kind: "quest",
    date: (i) => (i.completed ? { label: "completed", at: i.completed } : null),
  },
  {
    name: "createdQuests",
    title: "Created quests",
    kind: "quest",
    date: (i) => (i.createdAt ? { label: "created", at: i.createdAt } : null),
  },
];

function due(at: string | undefined) {
  return at ? { label: "due", at } : null;
}
function ended(at: string | undefined) {
  return at ? { label: "ended", at } : null;
}

const ONLY: Record<ListName, false> = {
  currentMissions: false,
  currentQuests: false,
  completedMissions: false,
  completedMissionsAsGuest: false,
  completedQuests: false,
  createdQuests: false,
};

type Page = NonNullable<NonNullable<UserHistoryQuery["user"]>["completedQuests"]>;

function HistoryList({
  def,
  page,
  loadingMore,
  onShowMore,
}: {
  def: ListDef;
  page: Page | { nodes: Item[]; totalCount: number | null; pageInfo: Page["pageInfo"] };
  loadingMore: boolean;
  onShowMore: () => Promise<void>;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const itemFocus = useCallback((index: number) => listRef.current?.querySelectorAll("a")[index] ?? null, []);
  const id = `history-${def.name}`;
  const items = page.nodes as Item[];
  return (
    <section className="user-history__list" aria-labelledby={id} data-testid={id}>
      <h4 id={id}>
        {def.title} <span className="muted">({page.totalCount ?? items.length})</span>
      </h4>
      <ul ref={listRef}>
        {items.map((item) => {
          const date = def.date(item);
          return (
            <li key={item.id}>
              <Link to={def.kind === "mission" ? `/missions?id=${item.id}` : `/quests?id=${item.id}`} title={item.name}>
                {item.name}
              </Link>
              {date && (
                <span className="muted user-history__date">
                  {" "}
                  · {date.label} {formatDate(date.at)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <ShowMoreButton
        list={{ hasMore: page.pageInfo.hasNextPage, loadingMore, showMore: onShowMore }}
        shown={items.length}
        itemFocus={itemFocus}
        className="button button--ghost"
        label={
          <>
            Show more<span className="visually-hidden"> {def.title.toLowerCase()}</span>
          </>
        }
      />
    </section>
  );
}

/**
 * The member's quests and priority quests on their profile (api/src/modules/profiles/README.md): the original's six
 * lists, each linking to its page; empty lists are left out. All first pages come in one request; "Show more" asks for
 * the next page of that list alone (app/apollo.ts appends it).
 */
export function UserHistory({ userId }: { userId: string }) {
  const { data, previousData, loading, error, fetchMore } = useQuery(UserHistoryDocument, {
    variables: { id: userId, first: HISTORY_PAGE },
  });
  const [loadingMore, setLoadingMore] = useState<ListName | null>(null);
  // While another member's lists load, their previous answer is not shown as this member's.
  const user = data?.user ?? (previousData?.user?.id === userId ? previousData.user : undefined);

  const showMore = async (name: ListName, after: string | null) => {
    if (!after || loadingMore) return;
    setLoadingMore(name);
    try {
      const variables: UserHistoryQueryVariables = { id: userId, first: HISTORY_PAGE, after, ...ONLY, [name]: true };
      await fetchMore({ variables });
    } catch (err) {
      showToast(errorMessage(err));
    } finally {
      setLoadingMore(null);
    }
  };

  let body;
  if (!user) {
    body =
      loading || data === undefined ? (
        <PageLoading label="Loading quests…" />
      ) : (
        <p className="muted">{error ? errorMessage(error) : "No quests or priority quests yet."}</p>
      );
  } else {
    const shown = LISTS.filter((def) => (user[def.name]?.nodes.length ?? 0) > 0);
    body =
      shown.length === 0 ? (
        <p className="muted">No quests or priority quests yet.</p>
      ) : (
        <div className="user-history">
          {shown.map((def) => {
            const page = user[def.name]!;
            return (
              <HistoryList
                key={def.name}
                def={def}
                page={page}
                loadingMore={loadingMore === def.name}
                onShowMore={() => showMore(def.name, page.pageInfo.endCursor)}
              />
            );
          })}
        </div>
      );
  }

  return (
    <section className="user-detail__section" aria-labelledby="user-history-title">
      <h3 id="user-history-title">Quests and priority quests</h3>
      {body}
    </section>
  );
}
