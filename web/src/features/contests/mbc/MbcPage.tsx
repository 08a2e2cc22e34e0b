/**
 * /contests/mbc: the `.osu` checkers of past contests. One file is read and checked in the browser (nothing is sent
 * anywhere); violations link to the editor at their time (api/src/modules/contests/README.md).
 */
import "./mbc.css";
import { useId, useState } from "react";
import { CHECKERS, hasNoIssues, type CheckReport } from "./checks";
import { MODE_NAMES, editorLink, editorTimestamp, parseOsuFile, type OsuBeatmap } from "./osu-file";

/** Larger files are not beatmaps (a busy 10-minute map is a few hundred kB). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The file's text (FileReader: every browser, and the test environment). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsText(file);
  });
}

type Loaded = { name: string; beatmap: OsuBeatmap } | { name: string; error: string };

function Report({ report }: { report: CheckReport }) {
  if (report.error)
    return (
      <p className="mbc-error" role="alert">
        {report.error}
      </p>
    );
  return (
    <>
      {report.facts.length > 0 && (
        <dl className="mbc-facts">
          {report.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {hasNoIssues(report) ? (
        <p className="mbc-ok">No issues :)</p>
      ) : (
        <ul className="mbc-issues">
          {report.violations.map((v, i) => (
            <li key={`v${i}`}>
              <a href={editorLink(v.time)}>{editorTimestamp(v.time)}</a> {v.text}
            </li>
          ))}
          {report.problems.map((p, i) => (
            <li key={`p${i}`}>{p}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function MbcPage() {
  const inputId = useId();
  const [checkerId, setCheckerId] = useState(CHECKERS[0]!.id);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [dragging, setDragging] = useState(false);
  const checker = CHECKERS.find((c) => c.id === checkerId)!;

  const read = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) setLoaded({ name: file.name, error: "This file is too large to be a beatmap." });
    else {
      try {
        const parsed = parseOsuFile(await readText(file));
        setLoaded(parsed.ok ? { name: file.name, beatmap: parsed.beatmap } : { name: file.name, error: parsed.error });
      } catch {
        setLoaded({ name: file.name, error: "The file could not be read." });
      }
    }
  };

  return (
    <div className="mbc-page">
      <p className="muted">
        Checks for the rules of past beatmapping contests. Your file is read by your browser only; nothing is uploaded.
      </p>
      <fieldset className="card mbc-checkers">
        <legend>Checker</legend>
        {CHECKERS.map((c) => (
          <label key={c.id} className="mbc-checker">
            <input
              type="radio"
              name="mbc-checker"
              value={c.id}
              checked={c.id === checkerId}
              onChange={() => setCheckerId(c.id)}
            />
            <span>
              <strong>{c.name}</strong>
              <span className="muted">{c.description}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <div
        className={`card mbc-drop ${dragging ? "mbc-drop--over" : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void read(e.dataTransfer.files[0]);
        }}
      >
        <label htmlFor={inputId} className="mbc-drop__label">
          Drop an <code>.osu</code> file here, or choose one
        </label>
        <input
          id={inputId}
          type="file"
          accept=".osu"
          onChange={(e) => {
            void read(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </div>

      {loaded && (
        <section className="card mbc-result" aria-labelledby="mbc-result-title" aria-live="polite">
          <h2 id="mbc-result-title">
            {checker.name}: <span className="mbc-file">{loaded.name}</span>
          </h2>
          {"error" in loaded ? (
            <p className="mbc-error" role="alert">
              {loaded.error}
            </p>
          ) : (
            <>
              <p className="muted">
                {MODE_NAMES[loaded.beatmap.mode]}
                {loaded.beatmap.version && ` · [${loaded.beatmap.version}]`} · {loaded.beatmap.hitObjects.length} hit objects
              </p>
              <Report report={checker.run(loaded.beatmap)} />
            </>
          )}
        </section>
      )}
    </div>
  );
}
