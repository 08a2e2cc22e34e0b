import { fireEvent, render, screen, within } from "@testing-library/react";
import { LocusCard } from "./LocusCard";
import { LocusCardEditor } from "./LocusCardEditor";
import { locusCard, options, roleLabels } from "./test-fixtures";

// The markdown renderer loads lazily; its own tests cover it. Here the text is enough.
jest.mock("../../components/Markdown", () => ({
  Markdown: ({ source }: { source: string | null }) => (source ? <div className="markdown">{source}</div> : null),
}));

describe("LocusCard", () => {
  it("shows who, roles, contacts, timezone, availability and languages", () => {
    render(
      <LocusCard
        card={locusCard({ roles: ["mapper", "hitsounder"], languages: ["English", "German"] })}
        roleLabels={roleLabels}
      />,
    );
    const card = screen.getByRole("article");
    expect(within(card).getByRole("list", { name: "Roles" })).toHaveTextContent("MapperHitsounder");
    expect(card).toHaveTextContent("Discord someone");
    expect(within(card).getByRole("link", { name: "someone@example.com" })).toHaveAttribute("href", "mailto:someone@example.com");
    expect(card).toHaveTextContent("UTC+1");
    expect(card).toHaveTextContent("English, German");
  });

  it.each([
    ["only an email", { discord: null }, "Email", "Discord"],
    ["only a Discord name", { email: null }, "Discord", "Email"],
  ])("renders a card with %s", (_name, over, shown, absent) => {
    render(<LocusCard card={locusCard(over)} roleLabels={roleLabels} />);
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent(`Contact${shown}`);
    expect(within(card).queryByText(absent)).not.toBeInTheDocument();
  });

  it("has no contact row without contacts (hidden by the server or not given)", () => {
    render(<LocusCard card={locusCard({ discord: null, email: null })} roleLabels={roleLabels} />);
    expect(screen.queryByText("Contact")).not.toBeInTheDocument();
  });

  it("flags cards on a team and hidden by admin", () => {
    render(<LocusCard card={locusCard({ isOnTeam: true, isHiddenByAdmin: true })} roleLabels={roleLabels} />);
    expect(screen.getByText("Joined a team")).toBeInTheDocument();
    expect(screen.getByText("Hidden by admin")).toBeInTheDocument();
  });
});

describe("LocusCardEditor", () => {
  it("applies the server's limits and options, and hands the draft over", () => {
    const onSave = jest.fn();
    render(<LocusCardEditor options={options} card={locusCard({ languages: ["English"] })} saving={false} onSave={onSave} />);
    expect(screen.getByLabelText("Discord")).toHaveAttribute("maxLength", "40");
    expect(screen.getByLabelText("Email")).toHaveAttribute("maxLength", "100");
    expect(screen.getByLabelText("Availability")).toHaveAttribute("maxLength", "400");
    expect(screen.getByLabelText("About you (markdown)")).toHaveAttribute("maxLength", "3000");
    expect(
      within(screen.getByLabelText("Timezone"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Not set", "UTC-3:30", "UTC+0", "UTC+1", "UTC+5:30"]);
    // The limit here is 2 languages: after picking a second one, the others are disabled.
    fireEvent.click(screen.getByRole("checkbox", { name: "Japanese" }));
    expect(screen.getByRole("checkbox", { name: "French" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "English" })).toBeEnabled();
    fireEvent.click(screen.getByRole("checkbox", { name: "Storyboarder" }));
    fireEvent.change(screen.getByLabelText("Timezone"), { target: { value: "UTC-3:30" } });
    fireEvent.change(screen.getByLabelText("Discord"), { target: { value: "newname" } });
    fireEvent.click(screen.getByRole("button", { name: "Save details" }));
    expect(onSave).toHaveBeenCalledWith({
      timezone: "UTC-3:30",
      availability: "Weekends",
      roles: ["mapper", "storyboarder"],
      languages: ["English", "Japanese"],
      discord: "newname",
      email: "someone@example.com",
      about: "I map **fast** songs",
    });
  });
});
