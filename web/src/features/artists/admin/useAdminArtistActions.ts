/** Admin featured-artist writes, on the app's mutation runner (app/useActionMutation.ts). */
import { useActionMutation } from "../../../app/useActionMutation";
import {
  AddFeaturedSongTagDocument,
  AddTagToAllFeaturedSongsDocument,
  AdminArtistSongsDocument,
  AdminFeaturedArtistsDocument,
  CreateFeaturedSongDocument,
  DeleteFaArtistDocument,
  DeleteFeaturedSongDocument,
  MarkFeaturedArtistReviewedDocument,
  RemoveFeaturedSongTagDocument,
  RemoveTagFromAllFeaturedSongsDocument,
  SetFeaturedArtistOfferedUsersDocument,
  UpdateFeaturedArtistDocument,
  UpdateFeaturedSongDocument,
} from "../gql/graphql";

/** The artist's own fields: the list shows name, osu! id and status, so it is read again. */
export function useArtistActions() {
  const save = useActionMutation(UpdateFeaturedArtistDocument, {
    refetch: [AdminFeaturedArtistsDocument],
    success: "Artist saved",
  });
  const update = useActionMutation(UpdateFeaturedArtistDocument, { refetch: [AdminFeaturedArtistsDocument] });
  const reviewed = useActionMutation(MarkFeaturedArtistReviewedDocument, {
    refetch: [AdminFeaturedArtistsDocument],
    success: "Marked as reviewed",
  });
  const offered = useActionMutation(SetFeaturedArtistOfferedUsersDocument, { success: "Offered users saved" });
  const remove = useActionMutation(DeleteFaArtistDocument, {
    refetch: [AdminFeaturedArtistsDocument],
    awaitRefetch: true,
    success: "Artist deleted",
  });
  return {
    busy: save.loading || update.loading || reviewed.loading || offered.loading || remove.loading,
    save,
    update,
    reviewed,
    offered,
    remove,
  };
}

/** Song writes. Adding, deleting and bulk tags change the list: the artist's songs are read again. */
export function useSongActions() {
  const songs = { refetch: [AdminArtistSongsDocument], awaitRefetch: true };
  return {
    create: useActionMutation(CreateFeaturedSongDocument, { ...songs, success: "Song added" }),
    update: useActionMutation(UpdateFeaturedSongDocument, { success: "Song saved" }),
    setExcluded: useActionMutation(UpdateFeaturedSongDocument),
    remove: useActionMutation(DeleteFeaturedSongDocument, { ...songs, success: "Song deleted" }),
    addTag: useActionMutation(AddFeaturedSongTagDocument),
    removeTag: useActionMutation(RemoveFeaturedSongTagDocument),
    addTagToAll: useActionMutation(AddTagToAllFeaturedSongsDocument, {
      ...songs,
      success: (_d, v) => `Added "${v.tag.trim()}" to every song`,
    }),
    removeTagFromAll: useActionMutation(RemoveTagFromAllFeaturedSongsDocument, {
      ...songs,
      success: (_d, v) => `Removed "${v.tag.trim()}" from every song`,
    }),
  };
}
