/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** osu! game modes */
export type Mode =
  | 'catch'
  | 'mania'
  | 'osu'
  | 'taiko';

export type QuestStatus =
  | 'done'
  | 'hidden'
  | 'open'
  | 'pending'
  | 'rejected'
  | 'scheduled'
  | 'wip';

export type QuestCardFieldsFragment = { id: string, name: string, price: number, timeframe: number, status: QuestStatus, minParty: number, maxParty: number, modes: Array<Mode>, deadline: string | null, isExpired: boolean, isOverdue: boolean, coverUrl: string | null, artist: { id: string, label: string } | null, currentParty: { id: string, members: Array<{ id: string, username: string, osuId: number }> } | null };

export const QuestCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"timeframe"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"minParty"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}},{"kind":"Field","name":{"kind":"Name","value":"modes"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}},{"kind":"Field","name":{"kind":"Name","value":"isOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"artist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]}}]}}]} as unknown as DocumentNode<QuestCardFieldsFragment, unknown>;