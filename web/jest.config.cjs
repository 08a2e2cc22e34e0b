// Web unit/component tests: jsdom + @swc/jest. Must be .cjs because web/package.json is "type": "module".
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "<rootDir>/test/jsdom-environment.cjs",
  roots: ["<rootDir>/src"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  setupFiles: ["<rootDir>/test/polyfills.cjs"],
  setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
  moduleNameMapper: { "\\.(css)$": "<rootDir>/test/style-stub.cjs" },
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      {
        jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } }, target: "es2022" },
        module: { type: "commonjs" },
      },
    ],
  },
  testTimeout: 15_000,
};
