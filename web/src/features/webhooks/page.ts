/** The lazy entry of /settings/webhooks (routes.tsx). */
export { default } from "./WebhooksPage";
