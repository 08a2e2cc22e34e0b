import { useState, type ReactNode } from "react";
import { errorMessage } from "../../app/errors";
import { useConnectionSearch } from "../../app/useConnectionSearch";
import { Combobox } from "../../components/Combobox";
import { QuestArtistSearchDocument } from "./gql/graphql";

/** An artist, or one of a field's fixed choices ("Any artist", "No artist", "Custom quests"): an id and its label. */
export interface ArtistOption {
  id: string;
  label: string;
}

interface Choice extends ArtistOption {
  fixed: boolean;
}

/** The text the field shows for a choice: the empty choice (id "") shows its label as the placeholder instead. */
const shown = (choice: ArtistOption) => (choice.id === "" ? "" : choice.label);

/**
 * A select of a featured artist that searches the server as a name is typed (a combobox: the first 20 matches by
 * name, "Show more" for the next ones), after the field's fixed choices. The first fixed choice has the id "" and is
 * what an emptied field means. Until something is typed, opening the list shows every choice from the start, like a
 * select; leaving the field with an unfinished name puts the chosen one back (an exact name is taken).
 */
export function QuestArtistSelect({
  label,
  value,
  fixed,
  onChange,
  autoFocus,
  className,
  labelClassName,
}: {
  label: ReactNode;
  /** The chosen artist or fixed choice. */
  value: ArtistOption;
  fixed: readonly ArtistOption[];
  onChange: (choice: ArtistOption) => void;
  autoFocus?: boolean;
  className?: string;
  labelClassName?: string;
}) {
  const [text, setText] = useState(shown(value));
  const [open, setOpen] = useState(false);
  // A choice made elsewhere (a reset form, a batch's artist) shows here (React's "adjust state when a prop changes").
  const [was, setWas] = useState(shown(value));
  if (was !== shown(value)) {
    setWas(shown(value));
    setText(shown(value));
  }

  const term = text === shown(value) ? "" : text.trim();
  const search = useConnectionSearch(QuestArtistSearchDocument, term, (d) => d.mappableArtistsConnection, { skip: !open });
  const needle = term.toLowerCase();
  const options: Choice[] = [
    ...fixed.filter((f) => f.label.toLowerCase().includes(needle)).map((f) => ({ ...f, fixed: true })),
    ...search.items.map((a) => ({ id: a.id, label: a.label, fixed: false })),
  ];
  const empty = fixed.find((f) => f.id === "");

  const choose = (choice: ArtistOption) => {
    setText(shown(choice));
    if (choice.id !== value.id || choice.label !== value.label) onChange({ id: choice.id, label: choice.label });
  };

  return (
    <Combobox
      label={label}
      className={className}
      labelClassName={labelClassName}
      autoFocus={autoFocus}
      value={text}
      onValueChange={setText}
      options={options}
      optionKey={(o) => (o.fixed ? `fixed:${o.id}` : o.id)}
      optionLabel={(o) => o.label}
      onSelect={choose}
      onOpenChange={setOpen}
      onLeave={() => {
        const typed = text.trim().toLowerCase();
        if (!typed && empty) return choose(empty);
        const exact = options.find((o) => o.label.toLowerCase() === typed);
        if (exact) return choose(exact);
        setText(shown(value));
      }}
      listLabel="Matching artists"
      placeholder={empty?.label ?? "artist name"}
      maxLength={100}
      searching={search.searching}
      hasMore={search.hasMore}
      onShowMore={search.showMore}
      loadingMore={search.loadingMore}
      noMatchText={search.error ? errorMessage(search.error) : "No matching artist."}
    />
  );
}
