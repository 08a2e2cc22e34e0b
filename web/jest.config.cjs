// Web unit/component tests: jsdom + @swc/jest. Must be .cjs because web/package.json is "type": "module".
const MARKDOWN_ESM = [
  "react-markdown",
  "@ungap/structured-clone",
  "bail",
  "ccount",
  "character-.*",
  "comma-separated-tokens",
  "decode-named-character-reference",
  "devlop",
  "estree-util-.*",
  "hast-util-.*",
  "html-url-attributes",
  "is-alphabetical",
  "is-alphanumerical",
  "is-decimal",
  "is-hexadecimal",
  "is-plain-obj",
  "longest-streak",
  "mdast-util-.*",
  "micromark.*",
  "parse-entities",
  "property-information",
  "remark-.*",
  "space-separated-tokens",
  "stringify-entities",
  "trim-lines",
  "trough",
  "unified",
  "unist-util-.*",
  "vfile.*",
  "zwitch",
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "<rootDir>/test/jsdom-environment.cjs",
  roots: ["<rootDir>/src"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  setupFiles: ["<rootDir>/test/polyfills.cjs"],
  setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
  moduleNameMapper: {
    "\\.(css)$": "<rootDir>/test/style-stub.cjs",
    // The shared rules package is read from its sources, as Vite does.
    "^@mg/rules$": "<rootDir>/../packages/rules/src/index.ts",
  },
  // react-markdown and the unified/remark/micromark packages behind it ship ES modules only; swc compiles them to
  // CommonJS for jest like the app's own files.
  transformIgnorePatterns: [`/node_modules/(?!(${MARKDOWN_ESM.join("|")})/)`],
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
