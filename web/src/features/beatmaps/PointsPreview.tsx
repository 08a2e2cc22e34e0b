import { useLazyQuery } from "@apollo/client/react";
import { UserLink } from "../../components/UserLink";
import { formatPoints } from "../../lib/format";
import { errorMessage } from "../../app/errors";
import { showToast } from "../../app/toasts";
import { TaskNameLabel } from "./TaskTable";
import { BeatmapPointsPreviewDocument, type BeatmapPointsPreviewQuery } from "./gql/graphql";

type Preview = NonNullable<NonNullable<BeatmapPointsPreviewQuery["beatmap"]>["pointsPreview"]>;

const PARTS = [
  ["difficulties", "difficulties"],
  ["hitsounds", "hitsounds"],
  ["storyboard", "storyboard"],
  ["skin", "skin"],
  ["host", "hosting"],
  ["modding", "modding"],
  ["quest", "quest reward"],
  ["mission", "priority quest reward"],
] as const;

/** The preview itself (also rendered by tests): per-task lines, per-user totals, BN points and the summary text. */
export function PointsPreviewView({ preview, hybrid }: { preview: Preview; hybrid: boolean }) {
  return (
    <div className="points-preview" data-testid="points-preview">
      <p className="points-preview__summary">{preview.summary}</p>
      <div className="points-preview__grid">
        <div>
          <h4>Per task</h4>
          <table className="table table--compact">
            <thead>
              <tr>
                <th scope="col">Task</th>
                <th scope="col">Mappers</th>
                <th scope="col" className="num">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.tasks.map((t) => (
                <tr key={t.taskId} data-testid="preview-task">
                  <th scope="row">
                    <TaskNameLabel task={t} showMode={hybrid} />
                  </th>
                  <td>
                    {t.mappers.map((m, i) => (
                      <span key={m.id}>
                        {i > 0 && ", "}
                        <UserLink user={m} />
                      </span>
                    ))}
                    {t.mappers.length > 1 && <span className="muted"> ({formatPoints(t.pointsPerMapper)} each)</span>}
                  </td>
                  <td className="num">{formatPoints(t.points)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Hosting
                </th>
                <td className="num">{formatPoints(preview.hostPoints)}</td>
              </tr>
              <tr className="points-preview__total">
                <th scope="row" colSpan={2}>
                  Total
                </th>
                <td className="num" data-testid="preview-total">
                  {formatPoints(preview.totalPoints)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <div>
          <h4>Per user</h4>
          <ul className="points-preview__users">
            {preview.users.map((u) => {
              const parts = PARTS.filter(([key]) => u[key] !== 0).map(([key, label]) => `${formatPoints(u[key])} ${label}`);
              return (
                <li key={u.user.id} data-testid="preview-user">
                  <span>
                    <UserLink user={u.user} />
                    <span className="muted"> {parts.join(" + ")}</span>
                  </span>
                  <strong>{formatPoints(u.total)}</strong>
                </li>
              );
            })}
          </ul>
          <p className="muted" data-testid="preview-bn">
            Beatmap Nominator mod/nomination: {formatPoints(preview.bnPoints)} points
          </p>
        </div>
      </div>
    </div>
  );
}

/** "Calculate points": asks the server (it may call osu!) each time; needs a beatmapset link. */
export function PointsPreview({ beatmapId, hybrid }: { beatmapId: string; hybrid: boolean }) {
  const [load, { data, loading, error }] = useLazyQuery(BeatmapPointsPreviewDocument, { fetchPolicy: "network-only" });
  const preview = data?.beatmap?.pointsPreview;
  return (
    <section className="beatmap-detail__section" aria-labelledby={`points-${beatmapId}`}>
      <h3 id={`points-${beatmapId}`}>Points</h3>
      <button
        type="button"
        className="button button--ghost"
        disabled={loading}
        onClick={() => {
          load({ variables: { id: beatmapId } }).catch((err: unknown) => showToast(errorMessage(err)));
        }}
      >
        {loading ? "Calculating…" : preview ? "Recalculate points" : "Calculate points"}
      </button>
      {error && !loading && (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      {preview && !error && <PointsPreviewView preview={preview} hybrid={hybrid} />}
    </section>
  );
}
