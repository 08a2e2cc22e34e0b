import path from "node:path";
import {
  defaultDataDir,
  loadConfig,
  OFFLINE_IN_PRODUCTION_OPT_IN,
  offlineProvidersAllowed,
  parseTrustProxy,
  useOfflineProvider,
} from "./config";

const PROD = {
  NODE_ENV: "production",
  SESSION_SECRET: "s".repeat(32),
  OSU_TOKEN_KEY: "k".repeat(32),
  BASE_URL: "https://guild.example",
  TRUST_PROXY: "1",
};
const REAL_OSU = { OSU_CLIENT_ID: "123", OSU_CLIENT_SECRET: "real-secret" };

describe("nothing fake in production", () => {
  test("production refuses to start without osu! credentials, naming the variables and the opt-in", () => {
    expect(() => loadConfig(PROD)).toThrow(/OSU_CLIENT_ID and OSU_CLIENT_SECRET are required in production/);
    expect(() => loadConfig(PROD)).toThrow(/ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION=yes-i-understand/);
  });

  test("production with real credentials uses osu! and has no warnings", () => {
    const c = loadConfig({ ...PROD, ...REAL_OSU });
    expect(c.osu.mock).toBe(false);
    expect(c.osu.mockControl).toBe(false);
    expect(c.warnings).toEqual([]);
  });

  test("the opt-in must be the exact phrase; with it the mock runs, warns, and has no control endpoints", () => {
    for (const v of ["true", "1", "yes", "yes-i-understand"]) {
      expect(() => loadConfig({ ...PROD, ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION: v })).toThrow(/must be exactly/);
    }
    const c = loadConfig({ ...PROD, ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION: OFFLINE_IN_PRODUCTION_OPT_IN });
    expect(c.osu.mock).toBe(true);
    expect(c.osu.mockControl).toBe(false);
    expect(c.warnings.join("\n")).toMatch(/OFFLINE OSU! SIGN-IN IN PRODUCTION.*anyone can sign in/);
  });

  test("development and tests use the mock with its control endpoints, silently", () => {
    for (const NODE_ENV of ["development", "test"]) {
      const c = loadConfig({ NODE_ENV });
      expect(c.osu).toMatchObject({ mock: true, mockControl: true });
      expect(c.warnings).toEqual([]);
    }
  });

  test("offlineProvidersAllowed / useOfflineProvider: the reusable rule for every offline stand-in", () => {
    expect(offlineProvidersAllowed({ NODE_ENV: "development" })).toBe(true);
    expect(offlineProvidersAllowed({ NODE_ENV: "production" })).toBe(false);
    expect(
      offlineProvidersAllowed({ NODE_ENV: "production", ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION: OFFLINE_IN_PRODUCTION_OPT_IN }),
    ).toBe(true);
    const warnings: string[] = [];
    const store = { name: "merch store", variables: ["MERCH_STORE_URL"], configured: false };
    expect(() => useOfflineProvider({ NODE_ENV: "production" }, store, warnings)).toThrow(
      /MERCH_STORE_URL is required in production/,
    );
    expect(useOfflineProvider({ NODE_ENV: "production" }, { ...store, configured: true }, warnings)).toBe(false);
    expect(useOfflineProvider({ NODE_ENV: "test" }, store, warnings)).toBe(true);
    expect(warnings).toEqual([]);
  });

  test("OSU_CLIENT_ID without its secret is refused", () => {
    expect(() => loadConfig({ OSU_CLIENT_ID: "1" })).toThrow(/OSU_CLIENT_SECRET is required/);
  });
});

describe("deployment settings", () => {
  test.each([
    ["1", 1],
    ["2", 2],
    ["true", true],
    ["false", false],
    ["loopback", ["loopback"]],
    ["loopback, linklocal, uniquelocal", ["loopback", "linklocal", "uniquelocal"]],
    ["10.0.0.1", ["10.0.0.1"]],
    ["10.0.0.0/8,192.168.1.0/24", ["10.0.0.0/8", "192.168.1.0/24"]],
    ["::1, fd00::/8", ["::1", "fd00::/8"]],
    ["10.0.0.0/255.0.0.0", ["10.0.0.0/255.0.0.0"]],
    ["", undefined],
    [undefined, undefined],
  ])("TRUST_PROXY=%p → %p", (raw, expected) => expect(parseTrustProxy(raw)).toEqual(expected));

  test.each(["yes", "10.0.0.300", "10.0.0.0/33", "::1/129", "proxy.example", "1,2", "loopback,"])(
    "TRUST_PROXY=%p is refused with a clear message",
    (raw) => expect(() => parseTrustProxy(raw === "loopback," ? "loopback,nope" : raw)).toThrow(/TRUST_PROXY/),
  );

  test("production needs an https BASE_URL and a trusted proxy", () => {
    expect(() => loadConfig({ ...PROD, ...REAL_OSU, BASE_URL: undefined })).toThrow(/BASE_URL is required in production/);
    expect(() => loadConfig({ ...PROD, ...REAL_OSU, BASE_URL: "http://guild.example" })).toThrow(/https/);
    expect(() => loadConfig({ ...PROD, ...REAL_OSU, TRUST_PROXY: undefined })).toThrow(/TRUST_PROXY is required in production/);
    expect(() => loadConfig({ ...PROD, ...REAL_OSU, TRUST_PROXY: "false" })).toThrow(/TRUST_PROXY is required/);
    expect(loadConfig({ ...PROD, ...REAL_OSU }).trustProxy).toBe(1);
  });
});

describe("the embedded database's folder", () => {
  const root = path.resolve(__dirname, "../..");
  test("defaults to .data at the repository root, wherever the process runs (npm start, npm run seed, npm run dev)", () => {
    expect(defaultDataDir(path.join(root, "api", "src"))).toBe(path.join(root, ".data"));
    expect(defaultDataDir(path.join(root, "api", "dist", "src"))).toBe(path.join(root, ".data"));
    expect(loadConfig({}).dataDir).toBe(path.join(root, ".data"));
  });

  test("DATA_DIR wins when set", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/mg-data" }).dataDir).toBe("/tmp/mg-data");
  });
});

describe("job retries and timeout", () => {
  test("defaults: retries after 1, 5 and 25 minutes, 10 minutes per run", () => {
    expect(loadConfig({}).jobs).toMatchObject({ retryDelaysMs: [60_000, 300_000, 1_500_000], timeoutMs: 600_000 });
  });

  test("shorter delays, none, and a bad list", () => {
    const c = loadConfig({ JOB_RETRY_DELAYS_SECONDS: "5, 30", JOB_TIMEOUT_SECONDS: "120" });
    expect(c.jobs).toMatchObject({ retryDelaysMs: [5_000, 30_000], timeoutMs: 120_000 });
    expect(loadConfig({ JOB_RETRY_DELAYS_SECONDS: "" }).jobs.retryDelaysMs).toEqual([]);
    expect(() => loadConfig({ JOB_RETRY_DELAYS_SECONDS: "1m,5m" })).toThrow(/JOB_RETRY_DELAYS_SECONDS/);
    expect(() => loadConfig({ JOB_TIMEOUT_SECONDS: "0" })).toThrow(/JOB_TIMEOUT_SECONDS/);
  });
});

describe("the osu! client's budget and the offline osu!'s limits", () => {
  test("defaults are osu!'s: 60 requests and 1,200 units a minute per token, 60 token calls a minute", () => {
    const c = loadConfig({ NODE_ENV: "test" });
    expect(c.osu.pacing).toEqual({ requestsPerWindow: 60, unitsPerWindow: 1200, tokenRequestsPerWindow: 60, windowMs: 60_000 });
    expect(c.osu.mockLimits).toEqual({ unitsPerWindow: 1200, tokenRequestsPerWindow: 60, windowMs: 60_000 });
  });

  test("configurable (tests shorten the window); nonsense is refused", () => {
    const c = loadConfig({
      NODE_ENV: "test",
      OSU_API_REQUESTS_PER_MINUTE: "30",
      OSU_API_UNITS_PER_MINUTE: "600",
      OSU_TOKEN_REQUESTS_PER_MINUTE: "10",
      OSU_API_WINDOW_SECONDS: "1.5",
      OSU_MOCK_UNITS_PER_MINUTE: "5",
      OSU_MOCK_WINDOW_SECONDS: "2",
    });
    expect(c.osu.pacing).toEqual({ requestsPerWindow: 30, unitsPerWindow: 600, tokenRequestsPerWindow: 10, windowMs: 1500 });
    expect(c.osu.mockLimits).toMatchObject({ unitsPerWindow: 5, windowMs: 2000 });
    expect(() => loadConfig({ NODE_ENV: "test", OSU_API_UNITS_PER_MINUTE: "0" })).toThrow(/OSU_API_UNITS_PER_MINUTE/);
    expect(() => loadConfig({ NODE_ENV: "test", OSU_API_REQUESTS_PER_MINUTE: "lots" })).toThrow(/OSU_API_REQUESTS_PER_MINUTE/);
  });
});
