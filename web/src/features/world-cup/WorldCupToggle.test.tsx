import { screen } from "@testing-library/react";
import { renderApp, demoMe } from "../../../test/render";
import { WorldCupToggle } from "./WorldCupToggle";
import { WorldCupFlagDocument } from "./gql/graphql";

const flag = {
  request: { query: WorldCupFlagDocument, variables: { id: "5" } },
  result: { data: { beatmap: { __typename: "Beatmap", id: "5", isWorldCup: true } } },
  maxUsageCount: 5,
};

describe("WorldCupToggle", () => {
  test("World Cup helpers see the switch with the flag", async () => {
    renderApp(<WorldCupToggle beatmapId="5" />, { mocks: [flag], me: { ...demoMe, isWorldCupHelper: true } });
    expect(await screen.findByRole("switch", { name: "World Cup map" })).toHaveAttribute("aria-checked", "true");
  });

  test("other members see nothing", async () => {
    renderApp(<WorldCupToggle beatmapId="5" />, { mocks: [flag], me: demoMe });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("switch")).toBeNull();
  });
});
