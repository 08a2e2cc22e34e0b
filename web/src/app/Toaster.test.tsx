import { act, fireEvent, render, screen } from "@testing-library/react";
import { Toaster } from "./Toaster";
import { TOAST_MS, dismissToast, getToasts, holdToasts, showToast, type ToastType } from "./toasts";

const region = () => screen.getByRole("status", { name: /Notifications/ });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe("Toaster", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => {
      for (const t of getToasts()) dismissToast(t.id);
      holdToasts(false);
    });
    jest.useRealTimers();
  });

  it("lasts 4 seconds (brief §8–§9)", () => expect(TOAST_MS).toBe(4000));

  it.each<ToastType>(["success", "info", "danger"])("a %s toast disappears after 4 s", (type) => {
    render(<Toaster />);
    act(() => showToast(`A ${type} message`, type));
    expect(screen.getByText(`A ${type} message`)).toBeInTheDocument();
    wait(3999);
    expect(screen.getByText(`A ${type} message`)).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText(`A ${type} message`)).not.toBeInTheDocument();
  });

  it("stays while the pointer is over the toasts; the 4 s start again in full when it leaves", () => {
    render(<Toaster />);
    act(() => showToast("Saved", "success"));
    wait(3000);
    fireEvent.mouseEnter(region());
    wait(60_000);
    expect(screen.getByText("Saved")).toBeInTheDocument();
    fireEvent.mouseLeave(region());
    wait(3999);
    expect(screen.getByText("Saved")).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("stays while focus is in it (F8 reaches the newest Dismiss button); goes 4 s after focus leaves", () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    act(() => showToast("Added beatmap to mission", "success"));
    fireEvent.keyDown(document, { key: "F8" });
    expect(screen.getByRole("button", { name: "Dismiss message" })).toHaveFocus();
    wait(60_000);
    expect(screen.getByText("Added beatmap to mission")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    wait(3999);
    expect(screen.getByText("Added beatmap to mission")).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText("Added beatmap to mission")).not.toBeInTheDocument();
  });

  it("Dismiss removes a toast at once", () => {
    render(<Toaster />);
    act(() => showToast("Select a beatmap"));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss message" }));
    expect(screen.queryByText("Select a beatmap")).not.toBeInTheDocument();
  });
});
