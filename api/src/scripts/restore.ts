/**
 * npm run restore -- <file.tar.gz>   (after npm run build)
 * Replaces the embedded database in DATA_DIR with a backup made by npm run backup (db/backup.ts): the backup is checked
 * first, the current directory is moved aside (never deleted). Refuses while the server runs, and for PostgreSQL.
 */
import "reflect-metadata";
import path from "node:path";
import { loadConfig } from "../config";
import { PG_BACKUP_HINT, restoreDataDir } from "../db/backup";

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error(`npm run restore restores the embedded database only. ${PG_BACKUP_HINT}`);
  const arg = process.argv[2];
  if (!arg) {
    console.error("usage: npm run restore -- <backup file.tar.gz>");
    process.exit(2);
  }
  const s = await restoreDataDir(config.dataDir, path.resolve(process.env.INIT_CWD ?? process.cwd(), arg));
  console.log(`Restored ${s.file} into ${config.dataDir}: ${s.users} members, ${s.beatmaps} mapsets.`);
  if (s.movedTo) console.log(`The database that was there is kept in ${s.movedTo} (delete it when you no longer need it).`);
  console.log("Start the server (npm run serve): pending migrations run on start.");
}

main().catch((err: unknown) => {
  console.error(`Restore refused: ${(err as Error).message}`);
  process.exit(1);
});
