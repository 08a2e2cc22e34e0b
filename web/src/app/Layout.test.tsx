import { screen, waitFor } from "@testing-library/react";
import { demoMe, renderRoutes } from "../../test/render";
import type { CurrentUserFieldsFragment } from "./gql/graphql";

const admin = { ...demoMe, id: "1", username: "DemoAdmin", group: "admin" } as CurrentUserFieldsFragment;

describe("route guard and shell", () => {
  it("asks a signed-out visitor on /beatmaps to log in, returning there afterwards", async () => {
    renderRoutes("/beatmaps", { me: null });
    expect(await screen.findByText("Log in to view this page!")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "authorize your osu! account" })).toHaveAttribute(
      "href",
      "/api/login?returnTo=%2Fbeatmaps",
    );
    await waitFor(() => expect(document.title).toBe("Beatmaps"));
  });

  it("shows Oops for an unknown path, also when signed out", async () => {
    renderRoutes("/nope", { me: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Oops" })).toBeInTheDocument();
    expect(screen.queryByText("Log in to view this page!")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.title).toBe("Oops"));
  });

  it("hides admin pages from members who are not admins", async () => {
    renderRoutes("/admin/graphiql", { me: demoMe });
    expect(await screen.findByRole("heading", { level: 1, name: "Oops" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Admin" })).not.toBeInTheDocument();
  });

  it("shows only built pages in the navigation, and the Admin menu to admins", async () => {
    renderRoutes("/error", { me: admin });
    expect(await screen.findByRole("button", { name: "Admin" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav).toHaveTextContent("Users");
    expect(nav).toHaveTextContent("Logs");
    expect(nav).toHaveTextContent("Beatmaps");
    expect(nav).toHaveTextContent("Contests");
    expect(screen.getByRole("link", { name: "Screening", hidden: true })).toHaveAttribute("href", "/contests/screening");
    expect(screen.getByRole("link", { name: "GraphiQL explorer", hidden: true })).toHaveAttribute("href", "/admin/graphiql");
  });

  it("renders /merch without navigation or footer, with the merch authorization when signed out", async () => {
    renderRoutes("/merch", { me: null });
    expect(await screen.findByRole("link", { name: "authorize your osu! account" })).toHaveAttribute("href", "/api/merchAuth");
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });

  it("shows the merch page on /merch for a signed-in member, still without navigation or footer", async () => {
    renderRoutes("/merch", { me: demoMe });
    expect(await screen.findByRole("heading", { level: 1, name: "Mappers' Guild merch" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });

  it("renders /error publicly with the Oops title", async () => {
    renderRoutes("/error", { me: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Oops" })).toBeInTheDocument();
    expect(await screen.findByText("We couldn't find what you were looking for.")).toBeInTheDocument();
  });
});
