import { useQuery } from "@apollo/client/react";
import { errorCode, errorMessage } from "../../../app/errors";
import { PageLoading } from "../../../app/PageLoading";
import { ContestManage } from "./ContestManage";
import { ContestPublicView } from "./ContestPublicView";
import { ContestDetailDocument } from "./gql/graphql";

/** The right column: one contest, as its creators manage it or as everybody else sees it. */
export function ContestPanel({ id, onClose, onDeleted }: { id: string; onClose: () => void; onDeleted: () => void }) {
  const { data, loading, error } = useQuery(ContestDetailDocument, { variables: { id } });
  const contest = data?.contest;
  if (!contest) {
    if (loading) return <PageLoading label="Loading contest…" />;
    return (
      <div className="card" role="alert">
        <p>{errorCode(error) === "NOT_FOUND" ? "This contest does not exist or is not visible to you." : errorMessage(error)}</p>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Back to the listing
        </button>
      </div>
    );
  }
  if (contest.viewerCanManage) return <ContestManage id={id} onDeleted={onDeleted} />;
  return <ContestPublicView contest={contest} />;
}
