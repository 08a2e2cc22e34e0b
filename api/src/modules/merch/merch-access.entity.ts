import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from "typeorm";
import type { Relation } from "typeorm";
import type { User } from "../users/user.entity";

/**
 * A member's merch flags (modules/merch/README.md). One row per member who ever had a flag; no row = no flags.
 * Kept out of the users table and out of every public type: only the member (their own merch page) and admins see it.
 */
@Entity({ name: "merch_access" })
export class MerchAccess {
  @PrimaryColumn({ name: "user_id", type: "integer" })
  userId: number;

  @OneToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  /** May begin one merch checkout. */
  @Column({ name: "has_merch_access", default: false })
  hasMerchAccess: boolean;

  /** Their order is pre-selected (config MERCH_SPECIFIC_ORDER) instead of a pick from the product list. */
  @Column({ name: "has_specific_merch_order", default: false })
  hasSpecificMerchOrder: boolean;

  @Column({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
