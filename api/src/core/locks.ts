/**
 * Rows locked for a write: `SELECT … FOR UPDATE` by id inside the caller's transaction, held until it ends (the latest
 * committed version; a concurrent writer of the same row waits). One shape for every service that locks a row first.
 */
import type { EntityManager, EntityTarget, ObjectLiteral } from "typeorm";
import { notFound } from "./errors";

/** The row of `entity` with this id, locked until the transaction ends; null when there is none. */
export function lockRow<T extends ObjectLiteral>(m: EntityManager, entity: EntityTarget<T>, id: number): Promise<T | null> {
  return m.getRepository(entity).createQueryBuilder("row").setLock("pessimistic_write").where("row.id = :id", { id }).getOne();
}

/** The row of `entity` with this id, locked until the transaction ends; NOT_FOUND (with `message`) when there is none. */
export async function lockById<T extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<T>,
  id: number,
  message?: string,
): Promise<T> {
  const row = await lockRow(m, entity, id);
  if (!row) throw notFound(message);
  return row;
}
