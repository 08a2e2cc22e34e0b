/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment WebhookFields on Webhook {\n  id\n  globalId\n  url\n  kinds\n  description\n  active\n  guildWide\n  secretHint\n  consecutiveFailures\n  disabledReason\n  disabledAt\n  lastDeliveryAt\n  createdAt\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  kind\n  attempt\n  outcome\n  statusCode\n  durationMs\n  error\n  createdAt\n  canRedeliver\n}\n\nquery MyWebhooks($guildWide: Boolean!) {\n  myWebhooks(first: 20, guildWide: $guildWide) {\n    totalCount\n    nodes {\n      ...WebhookFields\n    }\n  }\n}\n\nquery WebhookDeliveries($id: ID!) {\n  node(id: $id) {\n    ... on Webhook {\n      id\n      webhookDeliveries(first: 20) {\n        totalCount\n        nodes {\n          ...WebhookDeliveryFields\n        }\n      }\n    }\n  }\n}\n\nmutation CreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}\n\nmutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    ...WebhookFields\n  }\n}\n\nmutation DeleteWebhook($id: ID!) {\n  deleteWebhook(id: $id)\n}\n\nmutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}\n\nmutation SendTestWebhookEvent($id: ID!) {\n  sendTestWebhookEvent(id: $id) {\n    eventId\n    kind\n  }\n}\n\nmutation RedeliverWebhookEvent($deliveryId: ID!) {\n  redeliverWebhookEvent(deliveryId: $deliveryId) {\n    eventId\n    kind\n  }\n}": typeof types.WebhookFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment WebhookFields on Webhook {\n  id\n  globalId\n  url\n  kinds\n  description\n  active\n  guildWide\n  secretHint\n  consecutiveFailures\n  disabledReason\n  disabledAt\n  lastDeliveryAt\n  createdAt\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  kind\n  attempt\n  outcome\n  statusCode\n  durationMs\n  error\n  createdAt\n  canRedeliver\n}\n\nquery MyWebhooks($guildWide: Boolean!) {\n  myWebhooks(first: 20, guildWide: $guildWide) {\n    totalCount\n    nodes {\n      ...WebhookFields\n    }\n  }\n}\n\nquery WebhookDeliveries($id: ID!) {\n  node(id: $id) {\n    ... on Webhook {\n      id\n      webhookDeliveries(first: 20) {\n        totalCount\n        nodes {\n          ...WebhookDeliveryFields\n        }\n      }\n    }\n  }\n}\n\nmutation CreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}\n\nmutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    ...WebhookFields\n  }\n}\n\nmutation DeleteWebhook($id: ID!) {\n  deleteWebhook(id: $id)\n}\n\nmutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}\n\nmutation SendTestWebhookEvent($id: ID!) {\n  sendTestWebhookEvent(id: $id) {\n    eventId\n    kind\n  }\n}\n\nmutation RedeliverWebhookEvent($deliveryId: ID!) {\n  redeliverWebhookEvent(deliveryId: $deliveryId) {\n    eventId\n    kind\n  }\n}": types.WebhookFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WebhookFields on Webhook {\n  id\n  globalId\n  url\n  kinds\n  description\n  active\n  guildWide\n  secretHint\n  consecutiveFailures\n  disabledReason\n  disabledAt\n  lastDeliveryAt\n  createdAt\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  kind\n  attempt\n  outcome\n  statusCode\n  durationMs\n  error\n  createdAt\n  canRedeliver\n}\n\nquery MyWebhooks($guildWide: Boolean!) {\n  myWebhooks(first: 20, guildWide: $guildWide) {\n    totalCount\n    nodes {\n      ...WebhookFields\n    }\n  }\n}\n\nquery WebhookDeliveries($id: ID!) {\n  node(id: $id) {\n    ... on Webhook {\n      id\n      webhookDeliveries(first: 20) {\n        totalCount\n        nodes {\n          ...WebhookDeliveryFields\n        }\n      }\n    }\n  }\n}\n\nmutation CreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}\n\nmutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    ...WebhookFields\n  }\n}\n\nmutation DeleteWebhook($id: ID!) {\n  deleteWebhook(id: $id)\n}\n\nmutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}\n\nmutation SendTestWebhookEvent($id: ID!) {\n  sendTestWebhookEvent(id: $id) {\n    eventId\n    kind\n  }\n}\n\nmutation RedeliverWebhookEvent($deliveryId: ID!) {\n  redeliverWebhookEvent(deliveryId: $deliveryId) {\n    eventId\n    kind\n  }\n}"): (typeof documents)["fragment WebhookFields on Webhook {\n  id\n  globalId\n  url\n  kinds\n  description\n  active\n  guildWide\n  secretHint\n  consecutiveFailures\n  disabledReason\n  disabledAt\n  lastDeliveryAt\n  createdAt\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  kind\n  attempt\n  outcome\n  statusCode\n  durationMs\n  error\n  createdAt\n  canRedeliver\n}\n\nquery MyWebhooks($guildWide: Boolean!) {\n  myWebhooks(first: 20, guildWide: $guildWide) {\n    totalCount\n    nodes {\n      ...WebhookFields\n    }\n  }\n}\n\nquery WebhookDeliveries($id: ID!) {\n  node(id: $id) {\n    ... on Webhook {\n      id\n      webhookDeliveries(first: 20) {\n        totalCount\n        nodes {\n          ...WebhookDeliveryFields\n        }\n      }\n    }\n  }\n}\n\nmutation CreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}\n\nmutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    ...WebhookFields\n  }\n}\n\nmutation DeleteWebhook($id: ID!) {\n  deleteWebhook(id: $id)\n}\n\nmutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}\n\nmutation SendTestWebhookEvent($id: ID!) {\n  sendTestWebhookEvent(id: $id) {\n    eventId\n    kind\n  }\n}\n\nmutation RedeliverWebhookEvent($deliveryId: ID!) {\n  redeliverWebhookEvent(deliveryId: $deliveryId) {\n    eventId\n    kind\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;