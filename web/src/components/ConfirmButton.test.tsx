import { act, fireEvent, render, screen } from "@testing-library/react";
import { ConfirmButton } from "./ConfirmButton";

describe("ConfirmButton", () => {
  it("needs a second click to confirm", () => {
    const onConfirm = jest.fn();
    render(<ConfirmButton onConfirm={onConfirm}>Delete</ConfirmButton>);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Click again to confirm" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Delete" })).toBeInTheDocument();
  });

  it("disarms on blur and after a while", () => {
    jest.useFakeTimers();
    const onConfirm = jest.fn();
    render(<ConfirmButton onConfirm={onConfirm}>Set winner</ConfirmButton>);
    const button = screen.getByRole("button", { name: "Set winner" });
    fireEvent.click(button);
    fireEvent.blur(button);
    expect(button).toHaveTextContent("Set winner");
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(5000));
    expect(button).toHaveTextContent("Set winner");
    fireEvent.click(button);
    expect(onConfirm).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
