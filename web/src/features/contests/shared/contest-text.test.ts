import { fromLocalInput, phaseLabel, phaseSentence, submissionWindowText, toLocalInput } from "./contest-text";

describe("contest texts", () => {
  it.each([
    ["beatmapping", "beatmapping phase", "This contest is currently in the beatmapping phase."],
    ["vote", "community vote phase", "This contest is currently in the community vote phase."],
    ["hidden", "hidden", "This contest is currently in the hidden phase."],
    ["locked", "locked", "This contest is currently in the locked phase."],
    ["complete", "complete", "This contest is complete."],
  ] as const)("%s: card %j, view %j", (status, label, sentence) => {
    expect(phaseLabel(status)).toBe(label);
    expect(phaseSentence(status)).toBe(sentence);
  });

  it("the submission box: open / not yet / closed", () => {
    const c = { contestStart: "2026-11-01T00:00:00.000Z", contestEnd: "2026-12-01T18:30:00.000Z" };
    expect(submissionWindowText("open", c)).toBe("Maps can be submitted until Dec 1, 2026, 18:30 UTC");
    expect(submissionWindowText("notYetOpen", c)).toBe("Maps can be submitted after Nov 1, 2026, 00:00 UTC");
    expect(submissionWindowText("closed", c)).toBe("This contest is no longer accepting new submissions.");
  });

  it("date inputs round-trip to the minute; empty clears", () => {
    const iso = "2026-11-20T10:15:00.000Z";
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe("");
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("not a date")).toBeNull();
  });
});
