/**
 * npm run backup -- [<file.tar.gz>]   (after npm run build)
 * A consistent copy of the embedded database in DATA_DIR (db/backup.ts). Refuses while the server runs on it, and for
 * PostgreSQL (use pg_dump). Default file: backups/mappers-guild-<time>.tar.gz beside DATA_DIR.
 */
import "reflect-metadata";
import path from "node:path";
import { loadConfig } from "../config";
import { backupDataDir, PG_BACKUP_HINT } from "../db/backup";

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error(`npm run backup copies the embedded database only. ${PG_BACKUP_HINT}`);
  const arg = process.argv[2];
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = arg
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg)
    : path.join(path.dirname(path.resolve(config.dataDir)), "backups", `mappers-guild-${stamp}.tar.gz`);
  const s = await backupDataDir(config.dataDir, file);
  console.log(
    `Backed up ${config.dataDir} to ${s.file} (${(s.bytes / 1e6).toFixed(1)} MB: ${s.users} members, ${s.beatmaps} mapsets).`,
  );
  console.log(`Restore it with: npm run restore -- ${s.file}`);
}

main().catch((err: unknown) => {
  console.error(`Backup refused: ${(err as Error).message}`);
  process.exit(1);
});
