import { useActionMutation } from "../../app/useActionMutation";
import { SetBeatmapWorldCupDocument, UpdateWorldCupNoteDocument, WorldCupBoardDocument } from "./gql/graphql";

/** Flag or unflag a mapset as a World Cup map; the board is read again (`awaitRefetch`: before the action counts as done). */
export function useSetWorldCup({ awaitRefetch = false }: { awaitRefetch?: boolean } = {}) {
  return useActionMutation(SetBeatmapWorldCupDocument, {
    success: (_data, v) => (v.value ? "Flagged as World Cup map" : "Removed from the World Cup list"),
    refetch: [{ query: WorldCupBoardDocument }],
    awaitRefetch,
  });
}

/** Save a mode's note; the board's note list takes the saved note. */
export function useSaveWorldCupNote() {
  return useActionMutation(UpdateWorldCupNoteDocument, {
    success: "Note saved",
    update: (cache, data) => {
      const saved = data.updateWorldCupNote;
      const board = cache.readQuery({ query: WorldCupBoardDocument });
      if (board)
        cache.writeQuery({
          query: WorldCupBoardDocument,
          data: { ...board, worldCupNotes: board.worldCupNotes.map((n) => (n.mode === saved.mode ? saved : n)) },
        });
    },
  });
}
