import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { useSelectedId } from "./useSelectedId";

function Page() {
  const { selected, open, close, follow } = useSelectedId();
  const location = useLocation();
  return (
    <>
      <p>selected: {selected ?? "none"}</p>
      <p>search: {location.search}</p>
      <button type="button" onClick={() => open("7")}>
        open 7
      </button>
      <button type="button" onClick={() => follow("8")}>
        follow 8
      </button>
      <button type="button" onClick={close}>
        close
      </button>
    </>
  );
}

describe("useSelectedId, the ?id= dialog pattern", () => {
  it("keeps the selection in the address: open adds a history entry, follow replaces it, close removes only id", async () => {
    const router = createMemoryRouter([{ path: "/quests", Component: Page }], { initialEntries: ["/quests?tab=all"] });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole("button", { name: "open 7" }));
    expect(screen.getByText("selected: 7")).toBeInTheDocument();
    expect(screen.getByText("search: ?tab=all&id=7")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "follow 8" }));
    expect(screen.getByText("selected: 8")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "close" }));
    expect(screen.getByText("selected: none")).toBeInTheDocument();
    expect(screen.getByText("search: ?tab=all")).toBeInTheDocument();
    // Back: the dialog of the followed item (8), then the list without a dialog (follow replaced 7).
    await act(() => router.navigate(-1));
    expect(screen.getByText("selected: 8")).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.getByText("selected: none")).toBeInTheDocument();
  });
});
