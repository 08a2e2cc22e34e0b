/**
 * Showcase ("Classified") selection hooks. Each load/reroll writes my own entry into the cache and sets my available
 * points from the server's answer at once (the user menu reads the same CurrentUser), then toasts (brief §8).
 */
import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { useCurrentUser } from "../../app/current-user";
import { showToast } from "../../app/toasts";
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
} from "./gql/graphql";
import { useFailureToast } from "./useMissionActions";

/** Sets the signed-in member's available points in the cache (user menu, reroll buttons). */
export function setAvailablePoints(cache: ApolloCache, meId: string, available: number): void {
  cache.modify({
    id: cache.identify({ __typename: "CurrentUser", id: meId }),
    fields: {
      // PointsInfo is an id-less value inside the CurrentUser: replace its `available` only.
      pointsInfo: (existing) => (existing && typeof existing === "object" && !("__ref" in existing) ? { ...existing, available } : existing),
      availablePoints: () => available,
    },
  });
}

export function useShowcaseSong(missionId: string) {
  const { me } = useCurrentUser();
  const fail = useFailureToast();
  const [load, loadState] = useMutation(LoadShowcaseSongDocument);
  const [reroll, rerollState] = useMutation(RerollShowcaseSongDocument);
  const run = useCallback(
    async (kind: "load" | "reroll") => {
      try {
        const mutate = kind === "load" ? load : reroll;
        await mutate({
          variables: { missionId },
          update(cache, { data }) {
            const r = data && ("loadShowcaseSong" in data ? data.loadShowcaseSong : data.rerollShowcaseSong);
            if (!r) return;
            cache.writeQuery({ query: MyShowcaseSongDocument, variables: { missionId }, data: { myShowcaseSong: r.song } });
            if (me) setAvailablePoints(cache, me.id, r.availablePoints);
          },
        });
        showToast(kind === "load" ? "Song loaded" : "Song rerolled", "success");
      } catch (err) {
        fail(err);
      }
    },
    [load, reroll, missionId, me, fail],
  );
  return { run, busy: loadState.loading || rerollState.loading };
}

export function useShowcaseArtist(missionId: string) {
  const { me } = useCurrentUser();
  const fail = useFailureToast();
  const [load, loadState] = useMutation(LoadShowcaseArtistDocument);
  const [reroll, rerollState] = useMutation(RerollShowcaseArtistDocument);
  const run = useCallback(
    async (kind: "load" | "reroll") => {
      try {
        const mutate = kind === "load" ? load : reroll;
        await mutate({
          variables: { missionId },
          update(cache, { data }) {
            const r = data && ("loadShowcaseArtist" in data ? data.loadShowcaseArtist : data.rerollShowcaseArtist);
            if (!r) return;
            cache.writeQuery({
              query: MyShowcaseArtistDocument,
              variables: { missionId },
              data: { myShowcaseArtist: r.artist, myArtistRerollCount: r.rerollCount },
            });
            if (me) setAvailablePoints(cache, me.id, r.availablePoints);
          },
        });
        showToast(kind === "load" ? "Artist loaded" : "Artist rerolled", "success");
      } catch (err) {
        fail(err);
      }
    },
    [load, reroll, missionId, me, fail],
  );
  return { run, busy: loadState.loading || rerollState.loading };
}

export function useShowcaseGenre(missionId: string) {
  const { me } = useCurrentUser();
  const fail = useFailureToast();
  const [load, loadState] = useMutation(LoadShowcaseGenreDocument);
  const [reroll, rerollState] = useMutation(RerollShowcaseGenreSongDocument);
  const write = useCallback(
    (cache: ApolloCache, r: { availablePoints: number; entry: unknown } | undefined) => {
      if (!r) return;
      cache.writeQuery({
        query: MyShowcaseGenreEntryDocument,
        variables: { missionId },
        data: { myShowcaseGenreEntry: r.entry as never },
      });
      if (me) setAvailablePoints(cache, me.id, r.availablePoints);
    },
    [missionId, me],
  );
  const loadGenre = useCallback(
    async (tag: string) => {
      try {
        await load({ variables: { missionId, tag }, update: (cache, { data }) => write(cache, data?.loadShowcaseGenre) });
        showToast("Songs loaded", "success");
      } catch (err) {
        fail(err);
      }
    },
    [load, missionId, write, fail],
  );
  const rerollSong = useCallback(
    async (songIndex: number) => {
      try {
        await reroll({ variables: { missionId, songIndex }, update: (cache, { data }) => write(cache, data?.rerollShowcaseGenreSong) });
        showToast("Song rerolled", "success");
      } catch (err) {
        fail(err);
      }
    },
    [reroll, missionId, write, fail],
  );
  return { loadGenre, rerollSong, loading: loadState.loading, rerolling: rerollState.loading };
}

/** Select / remove myself as a potential mapper of a song of an artist I'm entitled to. Answers with the artist. */
export function useSongShowcaseMapper() {
  const fail = useFailureToast();
  const [add, addState] = useMutation(AddSongShowcaseMapperDocument);
  const [remove, removeState] = useMutation(RemoveSongShowcaseMapperDocument);
  const toggle = useCallback(
    async (artistId: string, songId: string, selected: boolean) => {
      try {
        if (selected) {
          await remove({ variables: { artistId, songId } });
          showToast("Removed!", "success");
        } else {
          await add({ variables: { artistId, songId } });
          showToast("Selected!", "success");
        }
      } catch (err) {
        fail(err);
      }
    },
    [add, remove, fail],
  );
  return { toggle, busy: addState.loading || removeState.loading };
}

/** FA Showcase page: mark or withdraw interest in an unreleased artist. */
export function useShowcaseInterest() {
  const fail = useFailureToast();
  const [add, addState] = useMutation(AddShowcaseMapperDocument);
  const [remove, removeState] = useMutation(RemoveShowcaseMapperDocument);
  const toggle = useCallback(
    async (artistId: string, interested: boolean) => {
      try {
        if (interested) {
          await remove({ variables: { artistId } });
          showToast("Removed!", "success");
        } else {
          await add({ variables: { artistId } });
          showToast("Marked as interested", "success");
        }
      } catch (err) {
        fail(err);
      }
    },
    [add, remove, fail],
  );
  return { toggle, busy: addState.loading || removeState.loading };
}
