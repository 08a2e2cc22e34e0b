import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end journeys against the REAL server (api/dist + web/dist, built beforehand: `npm run test:e2e` at the root
 * builds first) on a fresh embedded database per run. Chromium comes from the system (/usr/bin/chromium); Playwright
 * never downloads a browser.
 */
const PORT = Number(process.env.MG_E2E_PORT ?? 3199);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh data directory per run. The config is evaluated again in each worker: reuse the runner's.
if (!process.env.MG_E2E_DATA_DIR) {
  process.env.MG_E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "mg-e2e-"));
}
// Screenshot tours (every test with "screenshots" in its title or file name) are for people to look at, not
// assertions: `npm run screenshots` runs only them (MG_SCREENSHOTS=1), the test run never does.
const SCREENSHOTS = process.env.MG_SCREENSHOTS === "1";

// Always the embedded database, whatever the surrounding shell has configured.
delete process.env.DATABASE_URL;

export default defineConfig({
  testDir: "./e2e",
  ...(SCREENSHOTS ? { grep: /screenshots/ } : { grepInvert: /screenshots/ }),
  outputDir: `./test-results/artifacts-${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalTeardown: "./e2e/global-teardown.ts",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: "node ../api/dist/src/main.js",
    url: `${BASE_URL}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.MG_E2E_DATA_DIR,
      DATABASE_URL: "",
      OSU_CLIENT_ID: "",
      ENABLE_JOBS: "false",
      // Not production (the offline osu! above): a journey may register an endpoint without resolving its host, which
      // this offline machine could not do; with jobs off nothing is ever posted (api/src/modules/webhooks/README.md).
      WEBHOOKS_ALLOW_LOCAL_ENDPOINTS: "true",
      LOG_LEVEL: "warn",
      // Every journey comes from one address: budgets the suite never reaches (docs/api-guide.md "Rate limits").
      RATE_LIMIT_MEMBER_POINTS: "1000000000",
      RATE_LIMIT_ANONYMOUS_POINTS: "1000000000",
      RATE_LIMIT_LOGIN_REQUESTS: "1000000",
      // The offline osu!'s limits and the osu! client's budget, likewise never reached (an admin's "Run now" of an osu!
      // job would otherwise be paced at osu!'s 60 requests a minute).
      OSU_API_REQUESTS_PER_MINUTE: "1000000",
      OSU_API_UNITS_PER_MINUTE: "1000000000",
      OSU_TOKEN_REQUESTS_PER_MINUTE: "1000000",
      OSU_MOCK_UNITS_PER_MINUTE: "1000000000",
      OSU_MOCK_TOKEN_REQUESTS_PER_MINUTE: "1000000",
      RATE_LIMIT_MEMBER_BURST: "1000000",
      RATE_LIMIT_ANONYMOUS_BURST: "1000000",
    },
  },
});
