import { defaultFieldResolver, getNamedType, getNullableType, isListType, isObjectType, type GraphQLSchema } from "graphql";

/**
 * Bounded answers (docs/api-guide.md "Pagination"): top-level lists are pages (`first`/`after` connections, or the
 * older `limit` pages), and every list nested in an object has a cap: at most this many items, in the field's own
 * order. The caps sit far above anything the guild has (measured on the large guild of `npm run bench -- graphql`:
 * at most 61 mapsets of one song, 9 of one quest, 8 of one priority quest), so they never hide a real list; they
 * bound what one answer can hold. `list-caps.test.ts` fails when a nested list of objects has no cap here and is not
 * a page.
 */
export const NESTED_LIST_CAPS: Readonly<Record<string, number>> = {
  "Artist.songs": 300,
  "Song.beatmaps": 200,
  "Song.songShowcaseMappers": 100,
  "Beatmap.tasks": 100,
  "Beatmap.modders": 100,
  "Beatmap.bns": 100,
  "Task.mappers": 50,
  "TaskPointsPreview.mappers": 50,
  "BeatmapPointsPreview.tasks": 100,
  "BeatmapPointsPreview.users": 200,
  "Quest.parties": 100,
  "Quest.associatedMaps": 200,
  "Party.members": 100,
  "Party.invites": 100,
  "Mission.artists": 100,
  "Mission.requirements": 50,
  "Mission.associatedMaps": 500,
  "Mission.winningBeatmaps": 500,
  "Mission.invalidBeatmaps": 500,
  "User.spentPoints": 200,
  "FaArtist.offeredUsers": 200,
  "FaArtist.showcaseMappers": 200,
  "ArtistReviewQueue.artists": 50,
  "OsuArtistSearch.beatmapsets": 50,
  "NewsPostInfo.quests": 500,
  "NewsPostInfo.beatmaps": 500,
  "AdminShowcaseSelections.selections": 4000,
  "AdminShowcaseSelections.offeredArtists": 1000,
  "ShowcaseGenreEntry.songs": 500,
  "ShowcaseGenreEntry.previousSongs": 500,
  "ScheduledJobInfo.recentRuns": 100,
  "MerchPage.products": 250,
  "MerchProduct.variants": 100,
  "MerchCheckout.lines": 100,
  "PointsBreakdown.categories": 100,
  "LocusOptions.roles": 100,
  // A contest's tables have a row per entry, screener or judge: the management and results pages need them whole.
  "Contest.creators": 50,
  "Contest.screeners": 200,
  "Contest.judges": 200,
  "Contest.criteria": 50,
  "Contest.myCommunityVotes": 100,
  "ContestManagement.entryJudgingProgress": 2000,
  "ContestManagement.judgeProgress": 200,
  "ContestManagement.screenerProgress": 200,
  "ContestManagement.screeningResults": 2000,
  "ScreeningResult.screenings": 200,
  "Judging.scores": 50,
  "JudgingDetail.scores": 50,
  "SubmissionResult.judgings": 200,
  "SubmissionResult.screenings": 200,
  "ContestResults.criteria": 50,
  "ContestResults.rows": 2000,
  "Contest.standings": 2000,
  // A whole mentorship cycle write adds at most 1000 participants (mentorship.rules.ts CYCLE_WRITE_MAX_PARTICIPANTS).
  "MentorshipCycleWritePayload.records": 1000,
  "Leaderboard.criteria": 50,
  "Leaderboard.judges": 200,
  "Leaderboard.rows": 2000,
  "CommunityVoteResults.rows": 2000,
  "CommunityVoteResults.badActors": 2000,
};

/**
 * Lists that are pages: their length is the page size the parent field was asked for (`first`/`limit`, at most the
 * field's maximum), or the answer of one action on a bounded set.
 */
export function isPageList(typeName: string, fieldName: string): boolean {
  if (/(Connection|Page)$/.test(typeName)) return true;
  // A mutation's payload: the quests one admin action changed (bounded by the action), the votes just cast.
  return (
    (typeName === "QuestActionPayload" && fieldName === "quests") ||
    (typeName === "CommunityVotePayload" && fieldName === "votes")
  );
}

/** Puts each cap of NESTED_LIST_CAPS on its field (resolvers keep their order; the cap keeps the first items). */
export function applyListCaps(schema: GraphQLSchema, caps: Readonly<Record<string, number>> = NESTED_LIST_CAPS): void {
  for (const [key, cap] of Object.entries(caps)) {
    const [typeName, fieldName] = key.split(".");
    const type = schema.getType(typeName);
    const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
    if (!field || !isListType(getNullableType(field.type)))
      throw new Error(`list cap for ${key}: no such list field in the schema`);
    const resolve = field.resolve ?? defaultFieldResolver;
    const cut = (list: unknown) => (Array.isArray(list) && list.length > cap ? list.slice(0, cap) : list);
    field.resolve = (root, args, context, info) => {
      const value = resolve(root, args, context, info);
      return value instanceof Promise ? value.then(cut) : cut(value);
    };
    const note = `At most ${cap} items.`;
    if (!field.description?.includes(note))
      field.description = field.description ? `${field.description.replace(/\.?\s*$/, ".")} ${note}` : note;
  }
}

/** Nested lists of objects that have neither a cap nor a page's bound (list-caps.test.ts wants none). */
export function uncappedNestedLists(schema: GraphQLSchema): string[] {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__") || roots.has(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const t = getNullableType(field.type);
      if (!isListType(t) || !isObjectType(getNamedType(t))) continue;
      const key = `${type.name}.${field.name}`;
      if (!(key in NESTED_LIST_CAPS) && !isPageList(type.name, field.name)) missing.push(key);
    }
  }
  return missing;
}
