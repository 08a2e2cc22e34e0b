import { useLazyQuery } from "@apollo/client/react";
import { Fragment } from "react";
import { Link } from "react-router-dom";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import { ModeIcon } from "../../components/ModeIcons";
import { UserLink } from "../../components/UserLink";
import { formatDate } from "../../lib/format";
import { SummaryPendingContestsDocument } from "./gql/graphql";

/**
 * The summary's contest queue (the original's "Contests"; the "pending approval" announcement links here): every
 * contest not approved yet, newest first. A Hidden one is still being prepared by its creators; approving happens in
 * the contest's own page (Admin controls).
 */
export function PendingContestsPanel() {
  const [load, { data, loading, error, called, refetch }] = useLazyQuery(SummaryPendingContestsDocument, {
    fetchPolicy: "network-only",
  });
  const page = data?.contests;
  return (
    <section className="card admin-section" aria-labelledby="summary-contests">
      <div className="admin-section__head">
        <h2 id="summary-contests">
          {page ? `Contests to approve (${page.totalCount ?? page.nodes.length})` : "Contests to approve"}
        </h2>
        <button
          type="button"
          className="button button--small button--primary"
          disabled={loading}
          onClick={() => void (called ? refetch() : load()).catch(() => undefined)}
        >
          {loading ? "Loading…" : page ? "Reload" : "Load contests"}
        </button>
      </div>
      {!called ? (
        <p className="muted">Contests no admin approved yet, Hidden ones (still being prepared) included.</p>
      ) : !page ? (
        loading ? (
          <PageLoading />
        ) : (
          <p className="form-error">{errorMessage(error)}</p>
        )
      ) : page.nodes.length === 0 ? (
        <p className="muted">No contest waits for approval.</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Contest</th>
                <th scope="col">Phase</th>
                <th scope="col">Creators</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {page.nodes.map((c) => (
                <tr key={c.id} data-testid="summary-contest">
                  <td>
                    <ModeIcon mode={c.mode} size={16} /> <Link to={`/contests/listing?contest=${c.id}`}>{c.name}</Link>
                  </td>
                  <td>{c.status === "hidden" ? "hidden (being prepared)" : c.status}</td>
                  <td>
                    {c.creators.map((u, i) => (
                      <Fragment key={u.id}>
                        {i > 0 && ", "}
                        <UserLink user={u} />
                      </Fragment>
                    ))}
                  </td>
                  <td className="nowrap">{formatDate(c.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
