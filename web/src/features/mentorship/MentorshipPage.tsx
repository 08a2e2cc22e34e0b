import "../beatmaps/forms.css";
import "./mentorship.css";
import { useRouteQuery } from "../../app/route-loader";
import { useId, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { isAdmin, useCurrentUser } from "../../app/current-user";
import { errorMessage } from "../../app/errors";
import { CycleBoard } from "./CycleBoard";
import { EditCycleForm, NewCycleForm } from "./CycleForms";
import { MentorshipCyclesDocument } from "./gql/graphql";
import { AdminsPanel, BadgeQueue, MemberDetails } from "./MentorshipPanels";
import { cycleLabel, dateRange } from "./mentorship-model";

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className="card admin-section" aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** /mentorship (mentorship admins and admins): cycles and participants, member tenure, admins, tenure badges. */
export default function MentorshipPage() {
  const { me } = useCurrentUser();
  const admin = isAdmin(me);
  const [params, setParams] = useSearchParams();
  const selectId = useId();
  const { data, error } = useRouteQuery(MentorshipCyclesDocument);
  const cycles = data?.mentorshipCycles.nodes;
  if (!cycles) return <p className="form-error">{errorMessage(error)}</p>;
  const requested = params.get("cycle");
  const cycle = cycles.find((c) => c.id === requested) ?? cycles[0];
  const select = (id: string) =>
    setParams(
      (p) => {
        p.set("cycle", id);
        return p;
      },
      { replace: true },
    );
  return (
    <div className="admin-page mentorship-page">
      <Section title="Mentorship cycles and participants" testId="cycle-section">
        {cycle ? (
          <>
            <div className="cycle-head">
              <div className="select-field">
                <label htmlFor={selectId}>Cycle</label>
                <select id={selectId} className="input" value={cycle.id} onChange={(e) => select(e.target.value)}>
                  {cycles.map((c) => (
                    <option key={c.id} value={c.id}>
                      {cycleLabel(c)}
                    </option>
                  ))}
                </select>
              </div>
              <p className="cycle-head__facts">
                <span>{dateRange(cycle.startDate, cycle.endDate)}</span>
                {!cycle.hasEnded && <span className="cycle-head__running">running</span>}
                {!cycle.isPublic && <span className="cycle-head__private">not public</span>}
                {cycle.url && (
                  <a href={cycle.url} target="_blank" rel="noopener noreferrer">
                    Cycle link
                  </a>
                )}
              </p>
            </div>
            <CycleBoard key={cycle.id} cycleId={cycle.id} />
            <details className="cycle-editor">
              <summary>Edit cycle</summary>
              <EditCycleForm
                key={`${cycle.id}-${cycle.name}-${cycle.number}`}
                cycle={cycle}
                canDelete={admin}
                onDeleted={() => setParams(new URLSearchParams(), { replace: true })}
              />
            </details>
          </>
        ) : (
          <p className="muted">No cycles yet.</p>
        )}
      </Section>
      <Section title="User Details">
        <MemberDetails />
      </Section>
      <Section title="New cycle">
        <NewCycleForm cycles={cycles} onCreated={select} />
      </Section>
      <Section title="Mentorship Administrators">
        <AdminsPanel canManage={admin} />
      </Section>
      <Section title="Tenure Badges">
        <BadgeQueue />
      </Section>
    </div>
  );
}
