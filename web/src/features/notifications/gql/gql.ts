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
    "fragment NotificationItem on Notification {\n  id\n  kind\n  text\n  path\n  createdAt\n  read\n  actor {\n    id\n    username\n    avatarUrl\n  }\n}\n\nquery NotificationsPage($first: Int!, $after: String, $unreadOnly: Boolean!) {\n  notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n    totalCount\n    nodes {\n      ...NotificationItem\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  me {\n    id\n    unreadNotificationCount\n  }\n}\n\nmutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    read\n  }\n}\n\nmutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}\n\nfragment NotificationSettingFields on NotificationSetting {\n  kind\n  label\n  inbox\n  chat\n  chatAvailable\n}\n\nquery NotificationSettings {\n  notificationSettings {\n    ...NotificationSettingFields\n  }\n}\n\nmutation SetNotificationSetting($input: NotificationSettingInput!) {\n  setNotificationSetting(input: $input) {\n    ...NotificationSettingFields\n  }\n}": typeof types.NotificationItemFragmentDoc,
};
const documents: Documents = {
    "fragment NotificationItem on Notification {\n  id\n  kind\n  text\n  path\n  createdAt\n  read\n  actor {\n    id\n    username\n    avatarUrl\n  }\n}\n\nquery NotificationsPage($first: Int!, $after: String, $unreadOnly: Boolean!) {\n  notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n    totalCount\n    nodes {\n      ...NotificationItem\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  me {\n    id\n    unreadNotificationCount\n  }\n}\n\nmutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    read\n  }\n}\n\nmutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}\n\nfragment NotificationSettingFields on NotificationSetting {\n  kind\n  label\n  inbox\n  chat\n  chatAvailable\n}\n\nquery NotificationSettings {\n  notificationSettings {\n    ...NotificationSettingFields\n  }\n}\n\nmutation SetNotificationSetting($input: NotificationSettingInput!) {\n  setNotificationSetting(input: $input) {\n    ...NotificationSettingFields\n  }\n}": types.NotificationItemFragmentDoc,
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
export function graphql(source: "fragment NotificationItem on Notification {\n  id\n  kind\n  text\n  path\n  createdAt\n  read\n  actor {\n    id\n    username\n    avatarUrl\n  }\n}\n\nquery NotificationsPage($first: Int!, $after: String, $unreadOnly: Boolean!) {\n  notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n    totalCount\n    nodes {\n      ...NotificationItem\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  me {\n    id\n    unreadNotificationCount\n  }\n}\n\nmutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    read\n  }\n}\n\nmutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}\n\nfragment NotificationSettingFields on NotificationSetting {\n  kind\n  label\n  inbox\n  chat\n  chatAvailable\n}\n\nquery NotificationSettings {\n  notificationSettings {\n    ...NotificationSettingFields\n  }\n}\n\nmutation SetNotificationSetting($input: NotificationSettingInput!) {\n  setNotificationSetting(input: $input) {\n    ...NotificationSettingFields\n  }\n}"): (typeof documents)["fragment NotificationItem on Notification {\n  id\n  kind\n  text\n  path\n  createdAt\n  read\n  actor {\n    id\n    username\n    avatarUrl\n  }\n}\n\nquery NotificationsPage($first: Int!, $after: String, $unreadOnly: Boolean!) {\n  notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n    totalCount\n    nodes {\n      ...NotificationItem\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n  me {\n    id\n    unreadNotificationCount\n  }\n}\n\nmutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    read\n  }\n}\n\nmutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}\n\nfragment NotificationSettingFields on NotificationSetting {\n  kind\n  label\n  inbox\n  chat\n  chatAvailable\n}\n\nquery NotificationSettings {\n  notificationSettings {\n    ...NotificationSettingFields\n  }\n}\n\nmutation SetNotificationSetting($input: NotificationSettingInput!) {\n  setNotificationSetting(input: $input) {\n    ...NotificationSettingFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;