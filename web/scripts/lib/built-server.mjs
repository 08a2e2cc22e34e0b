/**
 * Shared by the measuring scripts (size.mjs, requests.mjs): start the BUILT server (api/dist + web/dist, as
 * `npm start` serves it) on a free port with a fresh embedded database, and open Chromium (/usr/bin/chromium via
 * playwright-core, never downloaded). `MG_MEASURE_URL` points the scripts at a server that is already running instead.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const mainJs = path.join(root, "api", "dist", "src", "main.js");
const indexHtml = path.join(root, "web", "dist", "index.html");

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer ${url}/health within ${timeoutMs / 1000} s`);
}

/** Starts the built server (or uses MG_MEASURE_URL); returns { url, stop }. */
export async function startBuiltServer(name) {
  if (process.env.MG_MEASURE_URL) return { url: process.env.MG_MEASURE_URL.replace(/\/$/, ""), stop: async () => {} };
  for (const file of [mainJs, indexHtml]) {
    if (!fs.existsSync(file)) {
      console.error(`${name}: ${path.relative(root, file)} not found — run "npm run build" at the root first.`);
      process.exit(1);
    }
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mg-${name}-`));
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, OSU_CLIENT_ID: "" };
  env.DATABASE_URL = "";
  env.ENABLE_JOBS = "false";
  env.LOG_LEVEL = "warn";
  const child = spawn(process.execPath, [mainJs], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 180_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

export async function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}
