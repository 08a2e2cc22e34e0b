/**
 * Backups of the embedded database (README.md "Backups"): `npm run backup` writes the whole PGlite data directory as one
 * gzip tarball, taken by PGlite itself from a database no other process writes to (the server must be stopped: the
 * data-directory lock refuses while it runs); `npm run restore` checks a tarball, moves the current directory aside
 * (never deletes it) and unpacks the backup in its place. PostgreSQL is backed up with pg_dump / pg_restore.
 */
import fs from "node:fs";
import path from "node:path";
import { dataDirHolder, DataDirBusyError } from "./data-dir-lock";
import { openDatabase } from "./data-source";
import { isInitialised } from "./pglite-template";

export const PG_BACKUP_HINT =
  'PostgreSQL (DATABASE_URL) is backed up with its own tools: pg_dump --format=custom --file=mg.dump "$DATABASE_URL", ' +
  'restored with pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" mg.dump (README.md, Production)';

export class BackupError extends Error {}

export interface BackupSummary {
  file: string;
  bytes: number;
  users: number;
  beatmaps: number;
  migrations: number;
}

async function counts(db: Awaited<ReturnType<typeof openDatabase>>): Promise<Omit<BackupSummary, "file" | "bytes">> {
  const [row]: { users: number; beatmaps: number; migrations: number }[] = await db.dataSource.query(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM beatmaps)::int AS beatmaps,
            (SELECT count(*) FROM migrations)::int AS migrations`,
  );
  return { users: Number(row.users), beatmaps: Number(row.beatmaps), migrations: Number(row.migrations) };
}

function refuseWhileInUse(dataDir: string): void {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new DataDirBusyError(dataDir, holder);
}

/** Writes a consistent copy of the embedded database in `dataDir` to `file` (a .tar.gz); refuses while it is in use. */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupSummary> {
  const dir = path.resolve(dataDir);
  if (!isInitialised(dir)) throw new BackupError(`There is no embedded database in ${dir} (nothing to back up).`);
  refuseWhileInUse(dir);
  const db = await openDatabase({ dataDir: dir, purpose: "npm run backup", template: false });
  try {
    const found = await counts(db);
    const blob = await db.pglite!.dumpDataDir("gzip");
    const bytes = Buffer.from(await blob.arrayBuffer());
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const tmp = `${path.resolve(file)}.partial`;
    fs.writeFileSync(tmp, bytes);
    fs.renameSync(tmp, path.resolve(file));
    return { file: path.resolve(file), bytes: bytes.length, ...found };
  } finally {
    await db.close();
  }
}

/**
 * Replaces the embedded database in `dataDir` with the backup `file`: the backup is opened and checked first; the
 * current directory is moved to `<dataDir>.before-restore-<time>`. Returns the restored counts and where the old one went.
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<BackupSummary & { movedTo: string | null }> {
  const dir = path.resolve(dataDir);
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupError(`${source} does not exist.`);
  const bytes = fs.readFileSync(source);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b)
    throw new BackupError(`${source} is not a backup made by npm run backup (not a .tar.gz).`);
  refuseWhileInUse(dir);
  // Check the backup in memory before touching anything.
  let found: Omit<BackupSummary, "file" | "bytes">;
  try {
    const probe = await openDatabase({ loadDataDir: new Blob([bytes]) });
    try {
      found = await counts(probe);
    } finally {
      await probe.close();
    }
  } catch (err) {
    throw new BackupError(`${source} is not a usable backup of the Mappers' Guild (${(err as Error).message}).`);
  }
  let movedTo: string | null = null;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length) {
    movedTo = `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    fs.renameSync(dir, movedTo);
  }
  const db = await openDatabase({ dataDir: dir, loadDataDir: new Blob([bytes]), purpose: "npm run restore" });
  try {
    const restored = await counts(db);
    if (restored.users !== found.users || restored.beatmaps !== found.beatmaps) {
      throw new BackupError(`the restored database differs from the backup checked (${JSON.stringify({ found, restored })})`);
    }
    return { file: source, bytes: bytes.length, ...restored, movedTo };
  } finally {
    await db.close();
  }
}
