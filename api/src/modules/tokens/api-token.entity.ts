import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { TokenScope } from "./tokens.rules";
import { Node } from "../../core/node";
import { MemberRow } from "../users/member-row.entity";

/**
 * A member's personal API token (modules/tokens/README.md). Only the SHA-256 of the secret is stored; the secret
 * itself is shown once, when the token is created.
 */
@ObjectType({
  implements: Node,
  description: "A personal API token of the signed-in member (the secret itself is shown only once)",
})
@Entity({ name: "api_tokens" })
@Index("idx_api_tokens_user", ["userId"])
export class ApiToken extends MemberRow {
  @Field(() => ID, { description: "The token's id (used to revoke it)" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: "The name the member gave the token" })
  @Column({ type: "varchar", length: 60 })
  name: string;

  /** SHA-256 (hex) of the whole secret: a lookup key, never the secret. */
  @Index("uq_api_tokens_hash", { unique: true })
  @Column({ name: "token_hash", type: "char", length: 64 })
  tokenHash: string;

  @Field({ description: "The last four characters of the secret, to tell tokens apart" })
  @Column({ type: "varchar", length: 8 })
  hint: string;

  @Field(() => [TokenScope], { description: "What requests with this token may do" })
  @Column({ type: "varchar", length: 16, array: true })
  scopes: TokenScope[];

  @Field({ description: "When the token was created" })
  @Column({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When the token stops working; null = never" })
  @Column({ name: "expires_at", type: "timestamptz", nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When a request last used the token (to the minute); null = never used" })
  @Column({ name: "last_used_at", type: "timestamptz", nullable: true })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When the member revoked the token; null = not revoked" })
  @Column({ name: "revoked_at", type: "timestamptz", nullable: true })
  revokedAt: Date | null;
}
