/**
 * Showcase ("Classified") selection hooks on the one mutation runner. Each load/reroll writes my own entry into the
 * cache and sets my available points from the server's answer at once (the user menu reads the same CurrentUser).
 */
import type { ApolloCache } from "@apollo/client";
import { useCurrentUser } from "../../app/current-user";
import { useActionMutation } from "../../app/useActionMutation";
import { writeAvailablePoints } from "../../app/viewer-cache";
import {
  AddShowcaseMapperDocument,
  AddSongShowcaseMapperDocument,
  LoadShowcaseArtistDocument,
  LoadShowcaseGenreDocument,
  LoadShowcaseSongDocument,
  MyShowcaseArtistDocument,
  MyShowcaseGenreEntryDocument,
  MyShowcaseSongDocument,
  RemoveShowcaseMapperDocument,
  RemoveSongShowcaseMapperDocument,
  RerollShowcaseArtistDocument,
  RerollShowcaseGenreSongDocument,
  RerollShowcaseSongDocument,
  type ShowcaseArtistFieldsFragment,
  type ShowcaseGenreEntryFieldsFragment,
  type ShowcaseSongFieldsFragment,
} from "./gql/graphql";

/** The viewer's new balance, written where the user menu reads it. */
function useBalanceWriter() {
  const meId = useCurrentUser().me?.id;
  return (cache: ApolloCache, available: number) => {
    if (meId) writeAvailablePoints(cache, meId, available);
  };
}

export function useShowcaseSong(missionId: string) {
  const balance = useBalanceWriter();
  const write = (cache: ApolloCache, r: { availablePoints: number; song: ShowcaseSongFieldsFragment | null }) => {
    cache.writeQuery({ query: MyShowcaseSongDocument, variables: { missionId }, data: { myShowcaseSong: r.song } });
    balance(cache, r.availablePoints);
  };
  const load = useActionMutation(LoadShowcaseSongDocument, {
    success: "Song loaded",
    update: (cache, d) => write(cache, d.loadShowcaseSong),
  });
  const reroll = useActionMutation(RerollShowcaseSongDocument, {
    success: "Song rerolled",
    update: (cache, d) => write(cache, d.rerollShowcaseSong),
  });
  const run = async (kind: "load" | "reroll") => void (await (kind === "load" ? load : reroll).run({ missionId }));
  return { run, busy: load.loading || reroll.loading };
}

export function useShowcaseArtist(missionId: string) {
  const balance = useBalanceWriter();
  const write = (
    cache: ApolloCache,
    r: { availablePoints: number; rerollCount: number; artist: ShowcaseArtistFieldsFragment | null },
  ) => {
    cache.writeQuery({
      query: MyShowcaseArtistDocument,
      variables: { missionId },
      data: { myShowcaseArtist: r.artist, myArtistRerollCount: r.rerollCount },
    });
    balance(cache, r.availablePoints);
  };
  const load = useActionMutation(LoadShowcaseArtistDocument, {
    success: "Artist loaded",
    update: (cache, d) => write(cache, d.loadShowcaseArtist),
  });
  const reroll = useActionMutation(RerollShowcaseArtistDocument, {
    success: "Artist rerolled",
    update: (cache, d) => write(cache, d.rerollShowcaseArtist),
  });
  const run = async (kind: "load" | "reroll") => void (await (kind === "load" ? load : reroll).run({ missionId }));
  return { run, busy: load.loading || reroll.loading };
}

export function useShowcaseGenre(missionId: string) {
  const balance = useBalanceWriter();
  const write = (cache: ApolloCache, r: { availablePoints: number; entry: ShowcaseGenreEntryFieldsFragment | null }) => {
    cache.writeQuery({ query: MyShowcaseGenreEntryDocument, variables: { missionId }, data: { myShowcaseGenreEntry: r.entry } });
    balance(cache, r.availablePoints);
  };
  const load = useActionMutation(LoadShowcaseGenreDocument, {
    success: "Songs loaded",
    update: (cache, d) => write(cache, d.loadShowcaseGenre),
  });
  const reroll = useActionMutation(RerollShowcaseGenreSongDocument, {
    success: "Song rerolled",
    update: (cache, d) => write(cache, d.rerollShowcaseGenreSong),
  });
  return {
    loadGenre: async (tag: string) => void (await load.run({ missionId, tag })),
    rerollSong: async (songIndex: number) => void (await reroll.run({ missionId, songIndex })),
    loading: load.loading,
    rerolling: reroll.loading,
  };
}

/** Select / remove myself as a potential mapper of a song of an artist I'm entitled to. Answers with the artist. */
export function useSongShowcaseMapper() {
  const add = useActionMutation(AddSongShowcaseMapperDocument, { success: "Selected!" });
  const remove = useActionMutation(RemoveSongShowcaseMapperDocument, { success: "Removed!" });
  const toggle = async (artistId: string, songId: string, selected: boolean) =>
    void (await (selected ? remove : add).run({ artistId, songId }));
  return { toggle, busy: add.loading || remove.loading };
}

/** FA Showcase page: mark or withdraw interest in an unreleased artist. */
export function useShowcaseInterest() {
  const add = useActionMutation(AddShowcaseMapperDocument, { success: "Marked as interested" });
  const remove = useActionMutation(RemoveShowcaseMapperDocument, { success: "Removed!" });
  const toggle = async (artistId: string, interested: boolean) => void (await (interested ? remove : add).run({ artistId }));
  return { toggle, busy: add.loading || remove.loading };
}
