import { Column, CreateDateColumn, Entity, PrimaryColumn } from "typeorm";
import type { CheckoutLine } from "../merch.store";

/** A checkout of the built-in offline store (development and tests only): the store's own record, not the guild's. */
@Entity({ name: "offline_store_checkouts" })
export class OfflineStoreCheckout {
  @PrimaryColumn({ type: "varchar", length: 64 })
  id: string;

  @Column({ type: "jsonb" })
  lines: CheckoutLine[];

  @Column({ name: "discount_codes", type: "text", array: true, default: () => "'{}'" })
  discountCodes: string[];

  @Column({ type: "text", default: "" })
  note: string;

  /** open → completed (the guild confirmed it) */
  @Column({ type: "varchar", length: 16, default: "open" })
  status: "open" | "completed";

  @Column({ name: "order_number", type: "varchar", length: 32, nullable: true })
  orderNumber: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Column({ name: "completed_at", type: "timestamptz", nullable: true })
  completedAt: Date | null;
}
