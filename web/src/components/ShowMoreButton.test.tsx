import { fireEvent, render, screen } from "@testing-library/react";
import { ShowMoreButton } from "./ShowMoreButton";

function List({
  items,
  hasMore,
  loadingMore,
  showMore,
}: {
  items: string[];
  hasMore: boolean;
  loadingMore: boolean;
  showMore: () => Promise<void>;
}) {
  return (
    <div>
      <ul>
        {items.map((i) => (
          <li key={i}>
            <button type="button">{i}</button>
          </li>
        ))}
      </ul>
      <ShowMoreButton
        list={{ hasMore, loadingMore, showMore }}
        shown={items.length}
        itemFocus={(index) => document.querySelectorAll("li")[index]?.querySelector("button")}
      />
    </div>
  );
}

describe("ShowMoreButton", () => {
  it("stays focusable while loading (aria-disabled, clicks ignored)", () => {
    const showMore = jest.fn(() => Promise.resolve());
    render(<List items={["a"]} hasMore loadingMore showMore={showMore} />);
    const button = screen.getByRole("button", { name: "Loading…" });
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute("aria-disabled", "true");
    button.focus();
    fireEvent.click(button);
    expect(showMore).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it("when the last page removes it, focus goes to the first added item, even if the request settles before the items show", () => {
    const showMore = jest.fn(() => Promise.resolve());
    const { rerender } = render(<List items={["a", "b"]} hasMore loadingMore={false} showMore={showMore} />);
    const button = screen.getByRole("button", { name: "Show more" });
    button.focus();
    fireEvent.click(button);
    expect(showMore).toHaveBeenCalledTimes(1);
    rerender(<List items={["a", "b"]} hasMore loadingMore showMore={showMore} />);
    // The request has settled (no more pages) but the new items are not rendered yet: focus falls to <body>.
    rerender(<List items={["a", "b"]} hasMore={false} loadingMore={false} showMore={showMore} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<List items={["a", "b", "c", "d"]} hasMore={false} loadingMore={false} showMore={showMore} />);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "c" }));
  });

  it("leaves focus alone while the button stays (more pages) or when something else has it", () => {
    const showMore = jest.fn(() => Promise.resolve());
    const { rerender } = render(<List items={["a"]} hasMore loadingMore={false} showMore={showMore} />);
    const button = screen.getByRole("button", { name: "Show more" });
    button.focus();
    fireEvent.click(button);
    rerender(<List items={["a", "b"]} hasMore loadingMore={false} showMore={showMore} />);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Show more" }));
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    screen.getByRole("button", { name: "a" }).focus();
    rerender(<List items={["a", "b", "c"]} hasMore={false} loadingMore={false} showMore={showMore} />);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "a" }));
  });
});
