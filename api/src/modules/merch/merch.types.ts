import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { ConnectionArgs } from "../../core/connection";
import { MerchCheckout } from "./merch-checkout.entity";
import { Node } from "../../core/node";

export enum MerchFlag {
  hasMerchAccess = "hasMerchAccess",
  hasSpecificMerchOrder = "hasSpecificMerchOrder",
}

registerEnumType(MerchFlag, {
  name: "MerchFlag",
  description: "A member's merch flag",
  valuesConfig: {
    hasMerchAccess: { description: "May begin one merch checkout" },
    hasSpecificMerchOrder: { description: "Their order is pre-selected instead of picked from the product list" },
  },
});

export enum MerchStoreKind {
  shopify = "shopify",
  offline = "offline",
  disabled = "disabled",
}

registerEnumType(MerchStoreKind, {
  name: "MerchStoreKind",
  description: "Which store merch checkouts go to",
  valuesConfig: {
    shopify: { description: "The real store (Shopify)" },
    offline: { description: "The built-in offline store (development and tests; no money moves)" },
    disabled: { description: "No store is configured: checkouts are unavailable" },
  },
});

@ObjectType("MerchVariant", { description: "A purchasable variant of a merch product (size, colour, ...)" })
export class MerchVariantType {
  @Field(() => ID, { description: "The store's variant id" })
  id: string;

  @Field({ description: 'The variant\'s name ("Default Title" for a product without variants)' })
  title: string;

  @Field({ description: "Whether it can be bought now" })
  available: boolean;

  @Field({ description: "Price before discounts, as the store writes it" })
  price: string;
}

@ObjectType("MerchProduct", { description: "A merch product of the configured allowlist" })
export class MerchProductType {
  @Field(() => ID, { description: "The store's product id" })
  id: string;

  @Field({ description: "The product's name" })
  title: string;

  @Field(() => [MerchVariantType], { description: "Up to 10 variants in the store's order" })
  variants: MerchVariantType[];
}

@ObjectType({ description: "An order the signed-in member placed through merch access" })
export class MerchOwnOrder {
  @Field(() => String, { nullable: true, description: "The store's order number" })
  orderNumber: string | null;

  @Field(() => Date, { nullable: true, description: "When the store confirmed it" })
  confirmedAt: Date | null;
}

@ObjectType({ description: "A checkout the signed-in member began at the store and has not finished" })
export class MerchPendingCheckout {
  @Field({ description: "The store's checkout page: going back there finishes the purchase" })
  url: string;

  @Field({ description: "When the member began it" })
  startedAt: Date;

  @Field({ description: "Whether it is the member's pre-selected order" })
  specificOrder: boolean;

  @Field(() => [String], { description: 'What it holds, as "product (variant) × quantity" (when the product is still listed)' })
  items: string[];
}

@ObjectType({ description: "The signed-in member's merch page: their own flags only" })
export class MerchPage {
  @Field({ description: "Whether I may begin a checkout" })
  hasAccess: boolean;

  @Field({ description: "Whether my order is pre-selected" })
  hasSpecificOrder: boolean;

  @Field(() => [MerchProductType], { description: "Products I may pick (empty without access or with a pre-selected order)" })
  products: MerchProductType[];

  @Field(() => MerchStoreKind, { description: "Which store the checkout goes to" })
  store: MerchStoreKind;

  @Field(() => MerchOwnOrder, { nullable: true, description: "My latest confirmed merch order, if any" })
  lastOrder: MerchOwnOrder | null;

  @Field(() => MerchPendingCheckout, {
    nullable: true,
    description: "The checkout I began last and have not finished (while I still have access), if any",
  })
  pendingCheckout: MerchPendingCheckout | null;
}

@ObjectType({ description: "Where to send the member's browser to pay" })
export class MerchCheckoutPayload {
  @Field({ description: "The store's checkout page (absolute, or on this site for the offline store)" })
  url: string;
}

@ObjectType({ implements: Node, description: "A member's merch flags (admins only)" })
export class MerchMember {
  userId: number;

  @Field({ description: "May begin one merch checkout" })
  hasMerchAccess: boolean;

  @Field({ description: "Their order is pre-selected" })
  hasSpecificMerchOrder: boolean;

  @Field(() => Date, { nullable: true, description: "When a flag last changed; null = never had one" })
  updatedAt: Date | null;
}

@ArgsType()
export class MerchMembersArgs extends ConnectionArgs {
  @Field(() => MerchFlag, { description: "Members who have this flag" })
  flag: MerchFlag;
}

@ObjectType({ description: "What is known about a checkout id (admins only)" })
export class MerchOrderLookup {
  @Field({ description: "The checkout id looked up" })
  checkoutId: string;

  @Field(() => String, { nullable: true, description: "The order number, when the store confirmed the checkout" })
  orderNumber: string | null;

  @Field(() => MerchCheckout, { nullable: true, description: "The guild's record of the checkout; null = not begun here" })
  checkout: MerchCheckout | null;
}

@ObjectType({ description: "How many members a reset changed" })
export class MerchResetResult {
  @Field(() => Int, { description: "Members whose flag was cleared" })
  count: number;
}

@ObjectType({ description: "One line of a merch checkout" })
export class MerchCheckoutLine {
  @Field({ description: "The store's product id" })
  productId: string;

  @Field({ description: "The store's variant id" })
  variantId: string;

  @Field(() => Int, { description: "How many" })
  quantity: number;
}
