import { badgeCommand, BADGE_WIKI_URL, formatRunDuration } from "./admin-summary";

describe("badge command", () => {
  test.each([
    [1, `.add-badge 102 mg2018-1star.png "Mappers' Guild first level contributor" ${BADGE_WIKI_URL}`],
    [2, `.add-badge 102 mg2018-2star.png "Mappers' Guild second level contributor" ${BADGE_WIKI_URL} --replace mg2018-1star.png`],
    [5, `.add-badge 102 mg2018-5star.png "Mappers' Guild fifth level contributor" ${BADGE_WIKI_URL} --replace mg2018-4star.png`],
  ])("rank %i", (rank, command) => {
    expect(badgeCommand(102, rank)).toBe(command);
  });
});

describe("formatRunDuration", () => {
  test.each([
    [null, "running"],
    [420, "420 ms"],
    [1_250, "1.3 s"],
    [600_000, "10 min"],
    [185_000, "3 min 5 s"],
  ])("%p reads %s", (ms, text) => expect(formatRunDuration(ms)).toBe(text));
});
