import { badgeCommand, BADGE_WIKI_URL } from "./admin-summary";

describe("badge command", () => {
  test.each([
    [1, `.add-badge 102 mg2018-1star.png "Mappers' Guild first level contributor" ${BADGE_WIKI_URL}`],
    [2, `.add-badge 102 mg2018-2star.png "Mappers' Guild second level contributor" ${BADGE_WIKI_URL} --replace mg2018-1star.png`],
    [5, `.add-badge 102 mg2018-5star.png "Mappers' Guild fifth level contributor" ${BADGE_WIKI_URL} --replace mg2018-4star.png`],
  ])("rank %i", (rank, command) => {
    expect(badgeCommand(102, rank)).toBe(command);
  });
});
