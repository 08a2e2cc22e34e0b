/**
 * The FA Schedule's writes, on the app's mutation runner (app/useActionMutation.ts). Each answers with the changed
 * deal (normalised into the cache, so its card and modal update at once) and refetches the board, because only the
 * server knows which columns the deal belongs to now.
 */
import { useActionMutation } from "../../app/useActionMutation";
import { columnsText, flagLabel } from "./board";
import {
  CreateFaArtistDocument,
  DeleteFaArtistDocument,
  FaScheduleBoardDocument,
  RejectAllAwaitingFaArtistsDocument,
  ResetFaArtistDocument,
  SetFaArtistFlagDocument,
  SetFaArtistNotesDocument,
  SetFaLastContactedDocument,
  SetFaProjectedReleaseDocument,
  SetFaShowcaseMappersDocument,
  type CreateFaArtistInput,
  type FaFlag,
} from "./gql/graphql";

const BOARD = { refetch: [FaScheduleBoardDocument], awaitRefetch: true };

export function useFaActions() {
  // A switch toasts what it did and where the deal is now; the board is read again before the toast, so the card has
  // moved by the time it shows (also behind the open deal dialog).
  const flag = useActionMutation(SetFaArtistFlagDocument, {
    ...BOARD,
    success: (d, v) =>
      `${d.setFaArtistFlag.label}: ${flagLabel(v.flag)} ${v.value ? "on" : "off"} · now in ${columnsText(d.setFaArtistFlag.columns)}`,
  });
  const release = useActionMutation(SetFaProjectedReleaseDocument, {
    ...BOARD,
    success: (_d, v) => (v.date ? "Projected release saved" : "Projected release cleared"),
  });
  const contact = useActionMutation(SetFaLastContactedDocument, { ...BOARD, success: "Last contact saved" });
  const notes = useActionMutation(SetFaArtistNotesDocument, { ...BOARD, success: "Notes saved" });
  const mappers = useActionMutation(SetFaShowcaseMappersDocument, { ...BOARD, success: "Showcase mappers saved" });
  const reset = useActionMutation(ResetFaArtistDocument, { ...BOARD, success: "Progress reset" });
  const remove = useActionMutation(DeleteFaArtistDocument, { ...BOARD, success: "Artist deleted" });
  const create = useActionMutation(CreateFaArtistDocument, { ...BOARD, success: "Artist added" });
  const rejectAll = useActionMutation(RejectAllAwaitingFaArtistsDocument, {
    ...BOARD,
    success: (d) =>
      `Marked ${d.rejectAllAwaitingFaArtists} ${d.rejectAllAwaitingFaArtists === 1 ? "artist" : "artists"} as rejected`,
  });

  return {
    busy: [flag, release, contact, notes, mappers, reset, remove, create, rejectAll].some((a) => a.loading),
    setFlag: (id: string, f: FaFlag, value: boolean) => flag.run({ id, flag: f, value }),
    setProjectedRelease: (id: string, date: string | null) => release.run({ id, date }),
    setLastContacted: (id: string, date: string | null) => contact.run({ id, date }),
    setNotes: (id: string, text: string) => notes.run({ id, notes: text }),
    setShowcaseMappers: (id: string, userIds: string[]) => mappers.run({ id, userIds }),
    reset: (id: string) => reset.run({ id }),
    remove: (id: string) => remove.run({ id }),
    create: (input: CreateFaArtistInput) => create.run({ input }),
    rejectAllAwaiting: () => rejectAll.run({}),
  };
}

export type FaActions = ReturnType<typeof useFaActions>;
