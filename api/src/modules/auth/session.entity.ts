import { Column, Entity, Index, PrimaryColumn } from "typeorm";

/** express-session rows (see app/pipeline/session-store.ts). Sessions live in PostgreSQL so instances stay stateless. */
@Entity({ name: "sessions" })
@Index("idx_sessions_expire", ["expire"])
@Index("idx_sessions_user", ["userId"])
export class SessionRow {
  @PrimaryColumn({ type: "varchar", length: 100 })
  sid: string;

  @Column({ type: "jsonb" })
  sess: Record<string, unknown>;

  @Column({ name: "user_id", type: "integer", nullable: true })
  userId: number | null;

  @Column({ type: "timestamptz" })
  expire: Date;
}
