import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import MerchPage, { navigation } from "./MerchPage";
import AdminMerchPage, { parseOsuIds } from "./admin/AdminMerchPage";
import { MerchPageDocument, ResetMerchFlagDocument, StartMerchCheckoutDocument, type MerchPageQuery } from "./gql/graphql";
import { demoMe, renderApp } from "../../../test/render";
import type { Me } from "../../app/current-user";
import { getToasts } from "../../app/toasts";

type Merch = MerchPageQuery["merch"];

const products = [
  {
    __typename: "MerchProduct",
    id: "offline-tee",
    title: "Mappers' Guild T-Shirt",
    variants: [
      { __typename: "MerchVariant", id: "offline-tee-s", title: "S", available: true, price: "25.00 USD" },
      { __typename: "MerchVariant", id: "offline-tee-xl", title: "XL", available: false, price: "25.00 USD" },
    ],
  },
  {
    __typename: "MerchProduct",
    id: "offline-pins",
    title: "Mappers' Guild Pin Set",
    variants: [
      { __typename: "MerchVariant", id: "offline-pins-set", title: "Default Title", available: true, price: "12.00 USD" },
    ],
  },
];

function pageMock(over: Partial<Merch>): MockLink.MockedResponse {
  const merch = {
    __typename: "MerchPage",
    hasAccess: true,
    hasSpecificOrder: false,
    store: "offline",
    products,
    lastOrder: null,
    pendingCheckout: null,
    ...over,
  } as Merch;
  return { request: { query: MerchPageDocument }, result: { data: { merch } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

describe("merch page", () => {
  const go = jest.spyOn(navigation, "go").mockImplementation(() => undefined);
  afterEach(() => go.mockClear());

  it("without access: request expired", async () => {
    renderApp(<MerchPage />, { route: "/merch", me: demoMe, mocks: [pageMock({ hasAccess: false, products: [] })] });
    expect(await screen.findByRole("heading", { name: "request expired" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("an unfinished checkout: shows what it holds and the way back to the store, above the product list", async () => {
    renderApp(<MerchPage />, {
      route: "/merch",
      me: demoMe,
      mocks: [
        pageMock({
          pendingCheckout: {
            __typename: "MerchPendingCheckout",
            url: "/mock-store/checkout/abc",
            startedAt: "2026-11-20T10:00:00.000Z",
            specificOrder: false,
            items: ["Mappers' Guild T-Shirt (S)"],
          } as Merch["pendingCheckout"],
        }),
      ],
    });
    const pending = await screen.findByTestId("merch-pending");
    expect(within(pending).getByRole("heading", { name: "you have a checkout waiting" })).toBeInTheDocument();
    expect(pending).toHaveTextContent("Mappers' Guild T-Shirt (S)");
    expect(within(pending).getByRole("link", { name: "continue your checkout" })).toHaveAttribute(
      "href",
      "/mock-store/checkout/abc",
    );
    // The products stay below, to begin again when the store's page expired.
    expect(screen.getByRole("heading", { name: "mappers' guild pin set" })).toBeInTheDocument();
  });

  it("after the order: thank you, with the order number", async () => {
    renderApp(<MerchPage />, {
      route: "/merch",
      me: demoMe,
      mocks: [
        pageMock({
          hasAccess: false,
          products: [],
          lastOrder: { orderNumber: "OFF-123456", confirmedAt: null },
        }),
      ],
    });
    expect(await screen.findByText("OFF-123456")).toBeInTheDocument();
    expect(screen.queryByText("request expired")).not.toBeInTheDocument();
  });

  it("with access: the one-time notice and lower-cased products; a sized product needs a size; checkout goes to the store", async () => {
    const start = jest.fn(() => ({
      data: { startMerchCheckout: { __typename: "MerchCheckoutPayload", url: "/mock-store/checkout/x" } },
    }));
    renderApp(<MerchPage />, {
      route: "/merch",
      me: demoMe,
      mocks: [
        pageMock({}),
        {
          request: { query: StartMerchCheckoutDocument, variables: { productId: "offline-tee", variantId: "offline-tee-s" } },
          result: start,
        },
      ],
    });
    expect(await screen.findByRole("heading", { name: "you can only begin the checkout process once!" })).toBeInTheDocument();
    expect(screen.getByText("contact email (this must be the same as your osu! account's email)")).toBeInTheDocument();
    const tee = screen.getByRole("heading", { name: "mappers' guild t-shirt" }).closest("li")!;
    const teeButton = within(tee).getByRole("button", { name: "proceed to checkout" });
    expect(teeButton).toBeDisabled();
    expect(within(tee).getByRole("option", { name: "XL (sold out)" })).toBeDisabled();
    fireEvent.change(within(tee).getByLabelText("size / variant"), { target: { value: "offline-tee-s" } });
    fireEvent.click(teeButton);
    await waitFor(() => expect(go).toHaveBeenCalledWith("/mock-store/checkout/x"));
    expect(start).toHaveBeenCalledTimes(1);
    // Every checkout button stays disabled while the store page loads.
    for (const b of screen.getAllByRole("button")) expect(b).toBeDisabled();
  });

  it("a pre-selected order: one button", async () => {
    const start = jest.fn(() => ({
      data: { startMerchCheckout: { __typename: "MerchCheckoutPayload", url: "https://shop/c" } },
    }));
    renderApp(<MerchPage />, {
      route: "/merch",
      me: demoMe,
      mocks: [
        pageMock({ hasSpecificOrder: true, products: [], store: "shopify" }),
        { request: { query: StartMerchCheckoutDocument, variables: { productId: null, variantId: null } }, result: start },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "your order has already been selected! proceed to checkout" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://shop/c"));
  });
});

describe("admin merch page", () => {
  it.each<[string, number[] | null]>([
    ["", []],
    ["1, 2\n3  4", [1, 2, 3, 4]],
    ["5;5", [5]],
    ["abc", null],
    ["0", null],
    ["-1", null],
  ])("parses osu! ids %j", (text, ids) => {
    expect(parseOsuIds(text)).toEqual(ids);
  });

  it("resets a flag only after 'Are you sure?'", async () => {
    const reset = jest.fn(() => ({ data: { resetMerchFlag: { __typename: "MerchResetResult", count: 4 } } }));
    renderApp(<AdminMerchPage />, {
      me: { ...demoMe, group: "admin" } as Me,
      mocks: [
        {
          request: { query: ResetMerchFlagDocument, variables: { flag: "hasMerchAccess", exceptOsuIds: [101, 102] } },
          result: reset,
        },
      ],
    });
    fireEvent.change(screen.getByLabelText("Keep for these osu! ids"), { target: { value: "101, 102" } });
    const button = screen.getByRole("button", { name: "Reset has merch access" });
    fireEvent.click(button);
    expect(reset).not.toHaveBeenCalled();
    expect(button).toHaveTextContent("Are you sure?");
    fireEvent.click(button);
    await waitFor(() => expect(reset).toHaveBeenCalled());
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain("Has merch access reset for 4 members"));
  });

  it("refuses a list that is not osu! ids", () => {
    renderApp(<AdminMerchPage />, { me: { ...demoMe, group: "admin" } as Me });
    fireEvent.change(screen.getByLabelText("Keep for these osu! ids"), { target: { value: "pishifat" } });
    expect(screen.getByRole("button", { name: "Reset has merch access" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByText("Only osu! ids, separated by commas or spaces")).toBeInTheDocument();
  });
});
