import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { CheckoutLine } from "./merch.store";
import { MemberRow } from "../users/member-row.entity";

export enum MerchCheckoutStatus {
  open = "open",
  confirmed = "confirmed",
  expired = "expired",
  refused = "refused",
}

registerEnumType(MerchCheckoutStatus, {
  name: "MerchCheckoutStatus",
  description: "Where a merch checkout stands",
  valuesConfig: {
    open: { description: "Begun at the store, not confirmed yet" },
    confirmed: { description: "The store confirmed the purchase; the member's merch access was used up by it" },
    expired: { description: "Another checkout of the member was confirmed first" },
    refused: { description: "The store asked to confirm it after the member's access was gone" },
  },
});

/** A checkout a member began at the store, and what became of it (admins find orders by its checkout id). */
@ObjectType({ description: "A merch checkout a member began at the store (admins only)" })
@Entity({ name: "merch_checkouts" })
@Index("idx_merch_checkouts_user", ["userId", "createdAt"])
export class MerchCheckout extends MemberRow {
  @Field(() => ID, { description: "The guild's id of the checkout" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: "The store's checkout id (what staff look orders up by)" })
  @Index("uq_merch_checkouts_store_id", { unique: true })
  @Column({ name: "store_checkout_id", type: "varchar", length: 255 })
  storeCheckoutId: string;

  @Column({ type: "text" })
  url: string;

  @Column({ type: "jsonb" })
  lines: CheckoutLine[];

  @Field({ description: "Whether it was the member's pre-selected order" })
  @Column({ name: "specific_order", default: false })
  specificOrder: boolean;

  @Field(() => MerchCheckoutStatus, { description: "Where the checkout stands" })
  @Column({ type: "varchar", length: 16, default: MerchCheckoutStatus.open })
  status: MerchCheckoutStatus;

  @Field(() => String, { nullable: true, description: "The store's order number once confirmed" })
  @Column({ name: "order_number", type: "varchar", length: 64, nullable: true })
  orderNumber: string | null;

  @Field({ description: "When the checkout was begun" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When the store confirmed it" })
  @Column({ name: "confirmed_at", type: "timestamptz", nullable: true })
  confirmedAt: Date | null;
}
