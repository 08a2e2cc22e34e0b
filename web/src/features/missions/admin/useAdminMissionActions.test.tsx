import { MockedProvider } from "@apollo/client/testing/react";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createCache } from "../../../app/apollo";
import { MissionsSectionDocument, UpdateMissionDocument } from "../gql/graphql";
import { testAdminMission, testMission } from "../test-fixtures";
import { useSaveMission } from "./useAdminMissionActions";

function Probe() {
  const { updateMission } = useSaveMission();
  const [outcome, setOutcome] = useState("");
  return (
    <>
      <button type="button" onClick={() => void updateMission("1", { name: "Renamed" }).then((e) => setOutcome(e ?? "saved"))}>
        Save
      </button>
      <output>{outcome}</output>
    </>
  );
}

describe("useSaveMission", () => {
  it("a saved mission makes the members' section pages be read again (their membership or order may change)", async () => {
    const cache = createCache();
    const variables = { section: "active" as const, mode: "osu" as const, search: null, first: 30 };
    // as the server answers it, __typename in every selection set
    const firstPage = {
      missionsConnection: {
        __typename: "MissionConnection" as const,
        edges: [{ __typename: "MissionEdge", cursor: "c1", node: testMission({ id: "1" }) }],
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: "c1" },
      },
    };
    cache.writeQuery({ query: MissionsSectionDocument, variables, data: firstPage });
    expect(cache.readQuery({ query: MissionsSectionDocument, variables })).not.toBeNull();
    const mocks = [
      {
        request: { query: UpdateMissionDocument, variables: { id: "1", input: { name: "Renamed" } } },
        result: { data: { updateMission: testAdminMission({ id: "1", name: "Renamed" }) } },
      },
    ];
    render(
      <MockedProvider mocks={mocks} cache={cache}>
        <Probe />
      </MockedProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("saved")).toBeInTheDocument();
    expect(cache.readQuery({ query: MissionsSectionDocument, variables })).toBeNull();
  });
});
