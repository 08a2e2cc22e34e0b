import { useLazyQuery, useQuery } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import { useActionMutation } from "../../app/useActionMutation";
import { UserLink } from "../../components/UserLink";
import { formatDate } from "../../lib/format";
import { CopyText } from "./CopyText";
import {
  AdminMarkQuestTrailblazerDocument,
  AdminMissionWinnersDocument,
  AdminShowcaseMissionsDocument,
  AdminShowcaseSelectionsDocument,
} from "./gql/graphql";

/** Priority quests won that earn the quest trailblazer badge. */
export const TRAILBLAZER_WINS = 3;

/** The badge command the chat bot takes (the original's text). */
export function trailblazerCommand(osuId: number): string {
  return `.add-badge ${osuId} questtrailblazer.png "Completed 3+ priority quests in the Mappers' Guild" https://osu.ppy.sh/wiki/en/Community/Mappers_Guild#additional-rewards`;
}

/**
 * "Priority quest winners" (the original's mission winners panel): members by closed priority quests won since a date;
 * those with 3 or more who lack the badge get the bot command and, once it is given, the quest trailblazer switch.
 */
export function MissionWinnersPanel() {
  const id = useId();
  const [since, setSince] = useState("2023-01-01");
  const [load, { data, loading, error, called, refetch }] = useLazyQuery(AdminMissionWinnersDocument, {
    fetchPolicy: "network-only",
  });
  const mark = useActionMutation(AdminMarkQuestTrailblazerDocument, { success: "Marked as quest trailblazer" });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void load({ variables: { since: `${since}T00:00:00.000Z` } }).catch(() => undefined);
  };
  const rows = data?.adminMissionWinners;
  return (
    <section className="card admin-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Priority quest winners</h2>
      <form className="news-post__form" onSubmit={submit}>
        <div className="select-field">
          <label htmlFor={id}>Priority quests created after (UTC)</label>
          <input id={id} className="input" type="date" required value={since} onChange={(e) => setSince(e.target.value)} />
        </div>
        <button type="submit" className="button button--primary" disabled={loading || !since}>
          {loading ? "Loading…" : "Load winners"}
        </button>
      </form>
      {!called ? (
        <p className="muted">
          Members by closed priority quests won; {TRAILBLAZER_WINS} or more earn the quest trailblazer badge.
        </p>
      ) : !rows ? (
        loading ? (
          <PageLoading />
        ) : (
          <p className="form-error">{errorMessage(error)}</p>
        )
      ) : rows.length === 0 ? (
        <p className="muted">No closed priority quest created after that date has a winner.</p>
      ) : (
        <>
          <ul className="winners">
            {rows.map((w) => {
              const due = w.wins >= TRAILBLAZER_WINS && !w.isQuestTrailblazer;
              return (
                <li key={w.user.id} className="winners__row" data-testid="mission-winner">
                  <span>
                    <UserLink user={w.user} /> · {w.wins} {w.wins === 1 ? "win" : "wins"}
                    {w.isQuestTrailblazer && <span className="muted"> · quest trailblazer</span>}
                  </span>
                  {due && (
                    <span className="winners__badge">
                      <code>{trailblazerCommand(w.user.osuId)}</code>
                      <button
                        type="button"
                        className="button button--small button--ghost"
                        aria-disabled={mark.loading || undefined}
                        onClick={async () => {
                          if (mark.loading) return;
                          if (await mark.run({ userId: w.user.id })) await refetch().catch(() => undefined);
                        }}
                      >
                        Badge given: mark {w.user.username} as trailblazer
                      </button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          <CopyText label="Usernames" text={rows.map((w) => w.user.username).join("\n")} rows={5} />
        </>
      )}
    </section>
  );
}

/**
 * "Classified" (the original's classified quest loaders): the showcase priority quests, and for one of them who drew
 * which song, artist or genre with their rerolls, and the artists it handed out (green: no newer showcase reused them).
 */
export function ClassifiedPanel() {
  const { data, loading, error } = useQuery(AdminShowcaseMissionsDocument, { fetchPolicy: "cache-and-network" });
  const [chosen, setChosen] = useState<string | null>(null);
  const selections = useQuery(AdminShowcaseSelectionsDocument, {
    variables: { missionId: chosen ?? "" },
    skip: !chosen,
    fetchPolicy: "network-only",
  });
  const missions = data?.adminShowcaseMissions;
  const sel = selections.data?.adminShowcaseSelections;
  return (
    <section className="card admin-section" aria-labelledby="admin-classified">
      <h2 id="admin-classified">Classified (showcase) priority quests</h2>
      <p className="muted">Confidential: who drew which song, artist or genre. Admins only.</p>
      {!missions ? (
        loading ? (
          <PageLoading />
        ) : (
          <p className="form-error">{errorMessage(error)}</p>
        )
      ) : missions.length === 0 ? (
        <p className="muted">No showcase priority quest yet.</p>
      ) : (
        <ul className="classified__missions" aria-label="Showcase priority quests">
          {missions.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className={`button button--small ${chosen === m.id ? "button--primary" : "button--ghost"}`}
                aria-pressed={chosen === m.id}
                onClick={() => setChosen(m.id)}
              >
                {m.name}
              </button>{" "}
              <span className="muted">
                {m.isArtistShowcase ? "artist" : m.isGenreShowcase ? "genre" : "song"} mode · {m.status}
              </span>
            </li>
          ))}
        </ul>
      )}
      {chosen &&
        (!sel ? (
          selections.loading ? (
            <PageLoading />
          ) : (
            <p className="form-error">{errorMessage(selections.error)}</p>
          )
        ) : (
          <div className="classified" aria-live="polite">
            <h3 className="admin-subtitle">
              Draws on {sel.mission.name} ({sel.selections.length})
            </h3>
            {sel.selections.length === 0 ? (
              <p className="muted">Nobody drew anything yet.</p>
            ) : (
              <div className="table-scroll">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">Member</th>
                      <th scope="col">Drew</th>
                      <th scope="col" className="num">
                        Rerolls
                      </th>
                      <th scope="col">Last change</th>
                    </tr>
                  </thead>
                  <tbody>
                    {sel.selections.map((s) => (
                      <tr key={`${s.user.id}-${s.kind}`} data-testid="showcase-selection">
                        <td>
                          <UserLink user={s.user} />
                        </td>
                        <td>
                          {s.kind === "genre" ? (
                            <>
                              genre <strong>{s.genre}</strong>
                              {s.genreSongs.length > 0 && <span className="muted">: {s.genreSongs.join("; ")}</span>}
                            </>
                          ) : (
                            <>
                              {s.kind} <strong>{s.song ?? s.artist}</strong>
                            </>
                          )}
                        </td>
                        <td className="num">{s.rerolls}</td>
                        <td className="nowrap">{formatDate(s.updatedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <h3 className="admin-subtitle">Artists handed out ({sel.offeredArtists.length})</h3>
            <ol className="classified__artists">
              {sel.offeredArtists.map((a) => (
                <li key={a.label}>
                  {a.osuId ? (
                    <a href={`https://osu.ppy.sh/beatmaps/artists/${a.osuId}`} target="_blank" rel="noreferrer">
                      {a.label}
                    </a>
                  ) : (
                    <span className={a.isLatest ? "classified__latest" : undefined}>{a.label}</span>
                  )}
                  {!a.osuId && a.isLatest && <span className="muted"> (not handed out since)</span>}
                </li>
              ))}
            </ol>
          </div>
        ))}
    </section>
  );
}
