import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Combobox } from "./Combobox";
import { Modal } from "./Modal";

const NAMES = ["Camellia", "Kobaryo", "Kurokotei", "xi"];

/** A combobox over a fixed list, filtered as the caller of a search would; "Show more" adds a second page. */
function Harness({ onSelect, onClose = () => undefined }: { onSelect: (name: string) => void; onClose?: () => void }) {
  const [text, setText] = useState("");
  const [pages, setPages] = useState(1);
  const matches = NAMES.filter((n) => n.toLowerCase().includes(text.toLowerCase()));
  const shown = matches.slice(0, pages * 2);
  return (
    <Modal title="Pick" onClose={onClose}>
      <Combobox
        label="Artist"
        value={text}
        onValueChange={setText}
        options={shown}
        optionKey={(n) => n}
        optionLabel={(n) => n}
        onSelect={(n) => {
          setText(n);
          onSelect(n);
        }}
        listLabel="Matching artists"
        hasMore={shown.length < matches.length}
        onShowMore={async () => setPages((p) => p + 1)}
        noMatchText="No matching artist."
      />
      <button type="button">Elsewhere</button>
    </Modal>
  );
}

const input = () => screen.getByRole("combobox", { name: "Artist" });
const options = () => screen.queryAllByRole("option").map((o) => o.textContent);
const activeOption = () => {
  const id = input().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};

describe("Combobox", () => {
  test("typing opens the list; arrows move (wrapping), Enter chooses; focus stays in the field", () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    expect(input()).toHaveAttribute("aria-expanded", "false");
    fireEvent.change(input(), { target: { value: "k" } });
    expect(input()).toHaveAttribute("aria-expanded", "true");
    expect(input()).toHaveAttribute("aria-controls", screen.getByRole("listbox", { name: "Matching artists" }).id);
    expect(options()).toEqual(["Kobaryo", "Kurokotei"]);
    expect(activeOption()).toBeNull();
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(activeOption()).toBe("Kobaryo");
    expect(screen.getByRole("option", { name: "Kobaryo" })).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(activeOption()).toBe("Kurokotei");
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(activeOption()).toBe("Kobaryo");
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    expect(activeOption()).toBe("Kurokotei");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(onSelect).toHaveBeenCalledWith("Kurokotei");
    expect(input()).toHaveValue("Kurokotei");
    expect(input()).toHaveAttribute("aria-expanded", "false");
    expect(input()).not.toHaveAttribute("aria-activedescendant");
  });

  test("ArrowUp on a closed list opens it on the last option; Enter with no active option chooses nothing", () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    expect(input()).toHaveAttribute("aria-expanded", "true");
    expect(options()).toEqual(["Camellia", "Kobaryo"]);
    expect(activeOption()).toBe("Kobaryo");
    fireEvent.change(input(), { target: { value: "x" } });
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(onSelect).not.toHaveBeenCalled();
    expect(input()).toHaveAttribute("aria-expanded", "true");
  });

  test("Escape closes the list only, not the dialog around it; a second Escape closes the dialog", () => {
    const onClose = jest.fn();
    render(<Harness onSelect={() => undefined} onClose={onClose} />);
    fireEvent.change(input(), { target: { value: "a" } });
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(input()).toHaveAttribute("aria-expanded", "false");
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test("a click chooses; leaving the field closes the list; no match says so", () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.change(input(), { target: { value: "zz" } });
    expect(screen.getByText("No matching artist.", { selector: ".combobox__note" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("No matching artist.");
    fireEvent.change(input(), { target: { value: "came" } });
    fireEvent.click(screen.getByRole("option", { name: "Camellia" }));
    expect(onSelect).toHaveBeenCalledWith("Camellia");
    fireEvent.click(input());
    expect(input()).toHaveAttribute("aria-expanded", "true");
    fireEvent.blur(input(), { relatedTarget: screen.getByRole("button", { name: "Elsewhere" }) });
    expect(input()).toHaveAttribute("aria-expanded", "false");
  });

  test('"Show more" is a button that appends the next page; focus comes back to the field on the first new option', async () => {
    render(<Harness onSelect={() => undefined} />);
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(options()).toEqual(["Camellia", "Kobaryo"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 options, more match");
    const more = screen.getByRole("button", { name: "Show more" });
    more.focus();
    // Moving focus to the button keeps the list open.
    fireEvent.blur(input(), { relatedTarget: more });
    expect(input()).toHaveAttribute("aria-expanded", "true");
    await act(async () => fireEvent.click(more));
    expect(options()).toEqual(["Camellia", "Kobaryo", "Kurokotei", "xi"]);
    expect(input()).toHaveFocus();
    expect(activeOption()).toBe("Kurokotei");
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });
});
