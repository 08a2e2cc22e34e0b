import fs from "node:fs";
import path from "node:path";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import MbcPage from "./MbcPage";
import { demoMe, renderApp } from "../../../../test/render";

const sample = fs.readFileSync(path.join(__dirname, "../../../../e2e/fixtures/limitation-sample.osu"), "utf8");

function choose(text: string, name = "map.osu") {
  const file = new File([text], name, { type: "text/plain" });
  fireEvent.change(screen.getByLabelText(/Drop an .osu file here, or choose one/), { target: { files: [file] } });
}

describe("MBC page", () => {
  it("checks a chosen file in the browser and links violations to the editor", async () => {
    renderApp(<MbcPage />, { me: demoMe });
    choose(sample, "limitation-sample.osu");
    expect(await screen.findByRole("link", { name: "00:02:000" })).toHaveAttribute("href", "osu://edit/00:02:000");
    expect(screen.getByText("5 consecutive circles")).toBeInTheDocument();
    expect(screen.getByText(/osu! · \[Limitation Test\] · 14 hit objects/)).toBeInTheDocument();
  });

  it("switching the checker re-checks the same file; a clean result reads 'No issues :)'", async () => {
    renderApp(<MbcPage />, { me: demoMe });
    choose(sample);
    await screen.findByText("5 consecutive sliders");
    fireEvent.click(screen.getByRole("radio", { name: /Slider Shape Counter/ }));
    expect(await screen.findByText("No issues :)")).toBeInTheDocument();
    expect(screen.getByText("1 anchor bezier curve").nextSibling).toHaveTextContent("1");
  });

  it("shows why a file cannot be checked", async () => {
    renderApp(<MbcPage />, { me: demoMe });
    fireEvent.click(screen.getByRole("radio", { name: /Taiko average SV/ }));
    choose(sample);
    expect(await screen.findByRole("alert")).toHaveTextContent("Not an osu!taiko beatmap!");
    choose("just some text", "notes.txt");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("This is not an .osu file."));
  });
});
