import fs from "node:fs";
import path from "node:path";

/**
 * The file beside an embedded data directory that tells which process has it open (README.md "Backups"): `.data` →
 * `.data.lock`. Beside, not inside, so a backup of the directory never carries a lock with it.
 */
export function lockFile(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: { pid: number; purpose: string; since: string },
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.purpose}, since ${holder.since}). ` +
        `Only one process can open it: stop that process first (for the server: Ctrl+C or SIGTERM).`,
    );
    this.name = "DataDirBusyError";
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Who holds the data directory now (a lock left by a process that died does not count). */
export function dataDirHolder(dataDir: string): { pid: number; purpose: string; since: string } | null {
  try {
    const held = JSON.parse(fs.readFileSync(lockFile(dataDir), "utf8")) as {
      pid: number;
      purpose: string;
      since: string;
    };
    return held.pid !== process.pid && alive(held.pid) ? held : null;
  } catch {
    return null;
  }
}

/**
 * Takes the embedded data directory for this process: PGlite is one process's database, and two processes writing the
 * same files would corrupt it. Refuses (DataDirBusyError) while another live process holds it; a lock left behind by a
 * process that was killed is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  const file = lockFile(dataDir);
  const holder = dataDirHolder(dataDir);
  if (holder) throw new DataDirBusyError(dataDir, holder);
  const mine = JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() });
  fs.writeFileSync(file, mine);
  return () => {
    try {
      if (fs.readFileSync(file, "utf8") === mine) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
