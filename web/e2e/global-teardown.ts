import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Removes this run's temporary database directory. */
export default function globalTeardown(): void {
  const dir = process.env.MG_E2E_DATA_DIR;
  if (dir && path.resolve(dir).startsWith(path.resolve(os.tmpdir()))) fs.rmSync(dir, { recursive: true, force: true });
}
