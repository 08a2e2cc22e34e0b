import type { Deps } from "../../core/deps";
import { badInput } from "../../core/errors";
import { LEGACY_KINDS, OBJECT_ID } from "./legacy.rules";

export interface LegacyTarget {
  collection: string;
  typeName: string;
  id: number;
  url: string;
}

/**
 * The original site's ObjectIds → our rows (README.md): for the old-link redirects and the `legacyObject` query.
 * Reads `legacy_ids`, which only the importer writes (api/src/import/).
 */
export class LegacyService {
  constructor(private readonly deps: Deps) {}

  /** The imported row of an ObjectId, or null (never imported, or a confidential kind). */
  async resolve(objectId: string, collection?: string): Promise<LegacyTarget | null> {
    const oid = objectId.trim().toLowerCase();
    if (!OBJECT_ID.test(oid)) throw badInput("An ObjectId is 24 hexadecimal characters");
    const rows: { collection: string; row_id: number }[] = await this.deps.db.query(
      `SELECT collection, row_id FROM legacy_ids WHERE object_id = $1 AND row_id IS NOT NULL ${collection ? "AND collection = $2" : ""}`,
      collection ? [oid, collection] : [oid],
    );
    for (const r of rows) {
      const kind = LEGACY_KINDS[r.collection];
      if (kind)
        return { collection: r.collection, typeName: kind.typeName, id: Number(r.row_id), url: kind.url(Number(r.row_id)) };
    }
    return null;
  }
}
