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
    "query AdminAuditLog($first: Int!, $after: String, $actor: String, $member: String, $targetType: AdminTargetType, $targetId: ID, $kinds: [AdminActionKind!], $from: DateTimeISO, $to: DateTimeISO) {\n  adminAuditLog(\n    first: $first\n    after: $after\n    actor: $actor\n    member: $member\n    targetType: $targetType\n    targetId: $targetId\n    kinds: $kinds\n    from: $from\n    to: $to\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        createdAt\n        kind\n        targetType\n        targetId\n        targetLabel\n        oldValue\n        newValue\n        reason\n        actor {\n          id\n          username\n          osuId\n        }\n      }\n    }\n  }\n}": typeof types.AdminAuditLogDocument,
    "query AdminSummaryBeatmaps($first: Int!, $after: String) {\n  adminQualifiedBeatmapsConnection(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        status\n        mode\n        updatedAt\n        song {\n          id\n          artistName\n          title\n        }\n        host {\n          id\n          username\n          osuId\n        }\n      }\n    }\n  }\n}\n\nquery AdminBadgeQueue {\n  adminBadgeQueue {\n    rank\n    badge\n    queuedBadge\n    totalPoints\n    user {\n      id\n      username\n      osuId\n    }\n  }\n}\n\nquery AdminScheduledJobs {\n  scheduledJobs {\n    name\n    schedule\n    nextRunAt\n    lastStartedAt\n    lastFinishedAt\n    lastStatus\n    retryAt\n    retryAttempt\n    recentRuns {\n      slot\n      attempt\n      status\n      startedAt\n      durationMs\n      summary\n      error\n    }\n  }\n}\n\nmutation AdminRunScheduledJob($name: String!) {\n  runScheduledJob(name: $name)\n}": typeof types.AdminSummaryBeatmapsDocument,
};
const documents: Documents = {
    "query AdminAuditLog($first: Int!, $after: String, $actor: String, $member: String, $targetType: AdminTargetType, $targetId: ID, $kinds: [AdminActionKind!], $from: DateTimeISO, $to: DateTimeISO) {\n  adminAuditLog(\n    first: $first\n    after: $after\n    actor: $actor\n    member: $member\n    targetType: $targetType\n    targetId: $targetId\n    kinds: $kinds\n    from: $from\n    to: $to\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        createdAt\n        kind\n        targetType\n        targetId\n        targetLabel\n        oldValue\n        newValue\n        reason\n        actor {\n          id\n          username\n          osuId\n        }\n      }\n    }\n  }\n}": types.AdminAuditLogDocument,
    "query AdminSummaryBeatmaps($first: Int!, $after: String) {\n  adminQualifiedBeatmapsConnection(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        status\n        mode\n        updatedAt\n        song {\n          id\n          artistName\n          title\n        }\n        host {\n          id\n          username\n          osuId\n        }\n      }\n    }\n  }\n}\n\nquery AdminBadgeQueue {\n  adminBadgeQueue {\n    rank\n    badge\n    queuedBadge\n    totalPoints\n    user {\n      id\n      username\n      osuId\n    }\n  }\n}\n\nquery AdminScheduledJobs {\n  scheduledJobs {\n    name\n    schedule\n    nextRunAt\n    lastStartedAt\n    lastFinishedAt\n    lastStatus\n    retryAt\n    retryAttempt\n    recentRuns {\n      slot\n      attempt\n      status\n      startedAt\n      durationMs\n      summary\n      error\n    }\n  }\n}\n\nmutation AdminRunScheduledJob($name: String!) {\n  runScheduledJob(name: $name)\n}": types.AdminSummaryBeatmapsDocument,
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
export function graphql(source: "query AdminAuditLog($first: Int!, $after: String, $actor: String, $member: String, $targetType: AdminTargetType, $targetId: ID, $kinds: [AdminActionKind!], $from: DateTimeISO, $to: DateTimeISO) {\n  adminAuditLog(\n    first: $first\n    after: $after\n    actor: $actor\n    member: $member\n    targetType: $targetType\n    targetId: $targetId\n    kinds: $kinds\n    from: $from\n    to: $to\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        createdAt\n        kind\n        targetType\n        targetId\n        targetLabel\n        oldValue\n        newValue\n        reason\n        actor {\n          id\n          username\n          osuId\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query AdminAuditLog($first: Int!, $after: String, $actor: String, $member: String, $targetType: AdminTargetType, $targetId: ID, $kinds: [AdminActionKind!], $from: DateTimeISO, $to: DateTimeISO) {\n  adminAuditLog(\n    first: $first\n    after: $after\n    actor: $actor\n    member: $member\n    targetType: $targetType\n    targetId: $targetId\n    kinds: $kinds\n    from: $from\n    to: $to\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        createdAt\n        kind\n        targetType\n        targetId\n        targetLabel\n        oldValue\n        newValue\n        reason\n        actor {\n          id\n          username\n          osuId\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSummaryBeatmaps($first: Int!, $after: String) {\n  adminQualifiedBeatmapsConnection(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        status\n        mode\n        updatedAt\n        song {\n          id\n          artistName\n          title\n        }\n        host {\n          id\n          username\n          osuId\n        }\n      }\n    }\n  }\n}\n\nquery AdminBadgeQueue {\n  adminBadgeQueue {\n    rank\n    badge\n    queuedBadge\n    totalPoints\n    user {\n      id\n      username\n      osuId\n    }\n  }\n}\n\nquery AdminScheduledJobs {\n  scheduledJobs {\n    name\n    schedule\n    nextRunAt\n    lastStartedAt\n    lastFinishedAt\n    lastStatus\n    retryAt\n    retryAttempt\n    recentRuns {\n      slot\n      attempt\n      status\n      startedAt\n      durationMs\n      summary\n      error\n    }\n  }\n}\n\nmutation AdminRunScheduledJob($name: String!) {\n  runScheduledJob(name: $name)\n}"): (typeof documents)["query AdminSummaryBeatmaps($first: Int!, $after: String) {\n  adminQualifiedBeatmapsConnection(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        status\n        mode\n        updatedAt\n        song {\n          id\n          artistName\n          title\n        }\n        host {\n          id\n          username\n          osuId\n        }\n      }\n    }\n  }\n}\n\nquery AdminBadgeQueue {\n  adminBadgeQueue {\n    rank\n    badge\n    queuedBadge\n    totalPoints\n    user {\n      id\n      username\n      osuId\n    }\n  }\n}\n\nquery AdminScheduledJobs {\n  scheduledJobs {\n    name\n    schedule\n    nextRunAt\n    lastStartedAt\n    lastFinishedAt\n    lastStatus\n    retryAt\n    retryAttempt\n    recentRuns {\n      slot\n      attempt\n      status\n      startedAt\n      durationMs\n      summary\n      error\n    }\n  }\n}\n\nmutation AdminRunScheduledJob($name: String!) {\n  runScheduledJob(name: $name)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;