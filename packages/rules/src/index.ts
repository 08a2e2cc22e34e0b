/**
 * @mg/rules — the guild's rules that the web app also shows, in one place (docs/architecture.md, "One home per
 * rule"). Pure TypeScript without dependencies: the API imports the built package, the web its sources.
 */
export * from "./game";
export * from "./ranks";
export * from "./costs";
export * from "./points";
export * from "./limits";
export * from "./display";
