import { Column } from "typeorm";

/**
 * The queue columns of an outbox row: something to send later (an osu! chat message, a webhook post), written in the
 * transaction of the change that caused it and sent by a job that claims it (`sending`, `claimed_at`), records each
 * try (`attempts`, `last_error`) and schedules the next (`next_attempt_at`). Not a table itself; each subclass is one,
 * with its own status values and its own "done at" column.
 */
export abstract class OutboxRow<Status extends string> {
  @Column({ type: "varchar", length: 10 })
  status: Status;

  @Column({ type: "integer" })
  attempts: number;

  @Column({ name: "next_attempt_at", type: "timestamptz" })
  nextAttemptAt: Date;

  @Column({ name: "claimed_at", type: "timestamptz", nullable: true })
  claimedAt: Date | null;

  @Column({ name: "last_error", type: "varchar", length: 300, nullable: true })
  lastError: string | null;

  @Column({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
