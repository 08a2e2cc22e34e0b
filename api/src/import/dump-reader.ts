/**
 * Reading the original site's MongoDB data (README.md "Accepted input"): a `mongodump` directory (`<collection>.bson`,
 * length-prefixed BSON documents, with `<collection>.metadata.json`) or a `mongoexport` directory (`<collection>.json`,
 * one Extended JSON document per line, relaxed or canonical). Both are streamed: a document is parsed when its bytes
 * or its line arrive, never the whole file at once. Anything malformed is a `DumpError` naming the file, the byte offset
 * or line, and the problem; nothing is guessed.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { Binary, BSONRegExp, Decimal128, deserialize, Double, EJSON, Int32, Long, ObjectId, Timestamp } from "bson";

export type DumpFormat = "mongodump" | "mongoexport";

/** A refusal of the input: which file, where in it, what is wrong. */
export class DumpError extends Error {
  constructor(
    readonly problem: string,
    readonly file?: string,
    readonly where?: { byte: number } | { line: number },
  ) {
    super(
      [
        file ? path.basename(file) : null,
        where ? ("byte" in where ? `byte offset ${where.byte}` : `line ${where.line}`) : null,
        problem,
      ]
        .filter(Boolean)
        .join(": "),
    );
    this.name = "DumpError";
  }
}

export interface DumpLayout {
  format: DumpFormat;
  /** The directory that holds the collection files. */
  dir: string;
  /** Collection name → its data file. */
  files: Map<string, string>;
}

/** A plain value of a document once read: ObjectIds are 24-hex strings, numbers are numbers, dates are Dates. */
export type Plain = string | number | boolean | null | Date | Plain[] | { [key: string]: Plain };
export interface SourceDoc {
  _id: string;
  [key: string]: Plain;
}

export interface ReadDoc {
  doc: SourceDoc;
  /** Stable digest of the document's content (a later dump's changed documents are told apart by it). */
  hash: string;
  /** Where it starts: a byte offset (BSON) or a line number (JSON lines). */
  at: { byte: number } | { line: number };
}

/** Largest BSON document MongoDB stores (16 MiB) plus room for the length prefix: anything larger is not a document. */
const MAX_BSON_DOC = 16 * 1024 * 1024 + 16 * 1024;
const SYSTEM_DATABASES = new Set(["admin", "config", "local"]);
const MONGODUMP_HOWTO = "mongodump --db <database> --out <dir> (without --archive and --gzip)";
const MONGOEXPORT_HOWTO =
  "mongoexport --db <database> --collection <collection> --out <dir>/<collection>.json (one per collection)";

/**
 * Looks at a directory and tells which form it holds, or refuses it with what to run instead: a mixture of both forms,
 * a `--jsonArray` export, a gzip or archive dump, several databases, or no collection file at all.
 */
export function inspectDump(input: string): DumpLayout {
  const dir = path.resolve(input);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dir);
  } catch {
    throw new DumpError(`${dir} does not exist`);
  }
  if (!stat.isDirectory()) {
    if (/\.(gz|archive|agz)$/i.test(dir) || isGzip(dir)) {
      throw new DumpError(`${dir} is an archive (mongodump --archive or --gzip): make a plain dump with ${MONGODUMP_HOWTO}`);
    }
    throw new DumpError(`${dir} is a file, not a directory: pass the directory of a dump made with ${MONGODUMP_HOWTO}`);
  }
  let entries = fs.readdirSync(dir, { withFileTypes: true });
  const hasCollectionFiles = (list: fs.Dirent[]) => list.some((e) => e.isFile() && /\.(bson|json)(\.gz)?$/i.test(e.name));
  if (!hasCollectionFiles(entries)) {
    // `mongodump --out <dir>` writes <dir>/<database>/...: step into the one database it holds.
    const dbs = entries.filter(
      (e) =>
        e.isDirectory() &&
        !SYSTEM_DATABASES.has(e.name) &&
        hasCollectionFiles(fs.readdirSync(path.join(dir, e.name), { withFileTypes: true })),
    );
    if (dbs.length > 1) {
      throw new DumpError(
        `${dir} holds several databases (${dbs.map((d) => d.name).join(", ")}): pass the one of the Mappers' Guild, e.g. ${path.join(dir, dbs[0].name)}`,
      );
    }
    if (dbs.length === 1) return inspectDump(path.join(dir, dbs[0].name));
    throw new DumpError(
      `${dir} holds no .bson or .json collection file: make a dump with ${MONGODUMP_HOWTO}, or export each collection with ${MONGOEXPORT_HOWTO}`,
    );
  }
  entries = entries.filter((e) => e.isFile());
  const gz = entries.filter((e) => /\.gz$/i.test(e.name));
  if (gz.length) {
    throw new DumpError(
      `${gz[0].name} is compressed (mongodump --gzip): make the dump again without --gzip (${MONGODUMP_HOWTO}), or gunzip every file first`,
      path.join(dir, gz[0].name),
    );
  }
  const bson = entries.filter((e) => /\.bson$/i.test(e.name));
  const json = entries.filter((e) => /\.json$/i.test(e.name) && !/\.metadata\.json$/i.test(e.name));
  if (bson.length && json.length) {
    throw new DumpError(
      `${dir} mixes a mongodump (${bson[0].name}) and a mongoexport (${json[0].name}): keep one form in the directory — ` +
        `preferably the whole database with ${MONGODUMP_HOWTO}`,
    );
  }
  const files = new Map<string, string>();
  if (bson.length) {
    for (const e of bson) files.set(e.name.replace(/\.bson$/i, ""), path.join(dir, e.name));
    return { format: "mongodump", dir, files };
  }
  for (const e of json) {
    const file = path.join(dir, e.name);
    if (firstNonBlankByte(file) === "[") {
      throw new DumpError(
        `a JSON array export (mongoexport --jsonArray): export again without --jsonArray (${MONGOEXPORT_HOWTO}), or use ${MONGODUMP_HOWTO}`,
        file,
        { line: 1 },
      );
    }
    files.set(e.name.replace(/\.json$/i, ""), file);
  }
  return { format: "mongoexport", dir, files };
}

function isGzip(file: string): boolean {
  try {
    const fd = fs.openSync(file, "r");
    const b = Buffer.alloc(2);
    fs.readSync(fd, b, 0, 2, 0);
    fs.closeSync(fd);
    return b[0] === 0x1f && b[1] === 0x8b;
  } catch {
    return false;
  }
}

function firstNonBlankByte(file: string): string | null {
  const fd = fs.openSync(file, "r");
  try {
    const b = Buffer.alloc(4096);
    const n = fs.readSync(fd, b, 0, b.length, 0);
    const text = b
      .subarray(0, n)
      .toString("utf8")
      .replace(/^\uFEFF/, "");
    const m = /\S/.exec(text);
    return m ? m[0] : null;
  } finally {
    fs.closeSync(fd);
  }
}

/** Reads one collection's documents in file order, each normalised to plain values. */
export function readCollection(layout: DumpLayout, collection: string): AsyncGenerator<ReadDoc> {
  const file = layout.files.get(collection);
  if (!file) throw new Error(`no file for collection ${collection}`);
  return layout.format === "mongodump" ? readBsonFile(file) : readJsonLinesFile(file);
}

/** Streams a .bson file: int32 length prefix, then the document; a bad length or a cut-off document is refused. */
export async function* readBsonFile(file: string): AsyncGenerator<ReadDoc> {
  const stream = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  let pending: Buffer = Buffer.alloc(0);
  let offset = 0; // byte offset of pending[0] in the file
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let at = 0;
    while (pending.length - at >= 4) {
      const size = pending.readInt32LE(at);
      const byte = offset + at;
      if (size < 5 || size > MAX_BSON_DOC) {
        stream.destroy();
        throw new DumpError(`bad BSON document length ${size} (not a BSON file, or a damaged one)`, file, { byte });
      }
      if (pending.length - at < size) break;
      const bytes = pending.subarray(at, at + size);
      at += size;
      yield parseBson(bytes, file, byte);
    }
    pending = pending.subarray(at);
    offset += at;
  }
  if (pending.length) {
    const declared = pending.length >= 4 ? pending.readInt32LE(0) : null;
    throw new DumpError(
      declared == null
        ? `truncated BSON document: ${pending.length} stray byte(s) at the end of the file`
        : `truncated BSON document: ${declared} bytes declared, ${pending.length} in the file`,
      file,
      { byte: offset },
    );
  }
}

function parseBson(bytes: Buffer, file: string, byte: number): ReadDoc {
  if (bytes[bytes.length - 1] !== 0) throw new DumpError("BSON document does not end with a 0 byte (damaged)", file, { byte });
  let raw: Record<string, unknown>;
  try {
    raw = deserialize(bytes, { promoteLongs: true, promoteValues: true, bsonRegExp: true });
  } catch (err) {
    throw new DumpError(`unreadable BSON document (${(err as Error).message})`, file, { byte });
  }
  return finish(raw, file, { byte });
}

/** Streams a file of Extended JSON lines (relaxed or canonical), parsed with EJSON; blank lines are allowed. */
export async function* readJsonLinesFile(file: string): AsyncGenerator<ReadDoc> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line++;
    const trimmed = (line === 1 ? text.replace(/^\uFEFF/, "") : text).trim();
    if (!trimmed) continue;
    if (!trimmed.startsWith("{")) {
      throw new DumpError(`not an Extended JSON document (a line must hold one {...} document)`, file, { line });
    }
    let raw: unknown;
    try {
      raw = EJSON.parse(trimmed, { relaxed: true });
    } catch (err) {
      const message = (err as Error).message;
      throw new DumpError(
        /JSON|Unexpected|Unterminated|position/i.test(message)
          ? `malformed or truncated JSON (${message})`
          : `invalid Extended JSON (${message})`,
        file,
        { line },
      );
    }
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      throw new DumpError("not an Extended JSON document", file, { line });
    }
    yield finish(raw as Record<string, unknown>, file, { line });
  }
}

function finish(raw: Record<string, unknown>, file: string, at: { byte: number } | { line: number }): ReadDoc {
  let doc: Plain;
  try {
    doc = plain(raw, "");
  } catch (err) {
    throw new DumpError((err as Error).message, file, at);
  }
  const record = doc as { [key: string]: Plain };
  const id = record._id;
  if (id === undefined || id === null) throw new DumpError("document without _id", file, at);
  if (typeof id !== "string" || !/^[0-9a-f]{24}$/.test(id)) {
    throw new DumpError(
      `document _id ${JSON.stringify(id)} is not an ObjectId (is this the Mappers' Guild's database?)`,
      file,
      at,
    );
  }
  return { doc: record as SourceDoc, hash: digest(record), at };
}

/** A document as the importer reads it (used by the dump generator to compute what the original would store). */
export function normalize(raw: Record<string, unknown>): SourceDoc {
  return plain(raw, "") as SourceDoc;
}

/** BSON values → plain values. An Extended JSON key starting with `$` that EJSON did not know is an unknown type. */
function plain(value: unknown, where: string): Plain {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error(`invalid date at ${where || "the document"}`);
    return value;
  }
  if (value instanceof ObjectId) return value.toHexString();
  if (value instanceof Int32 || value instanceof Double) return value.valueOf();
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Decimal128) return Number(value.toString());
  if (value instanceof Timestamp) return new Date(value.getHighBitsUnsigned() * 1000);
  if (value instanceof Binary) return Buffer.from(value.buffer).toString("base64");
  if (value instanceof BSONRegExp) return `/${value.pattern}/${value.options}`;
  if (Array.isArray(value)) return value.map((v, i) => plain(v, `${where}[${i}]`));
  if (typeof value === "object") {
    if ("_bsontype" in (value as object)) {
      throw new Error(`unsupported BSON type ${(value as { _bsontype: string })._bsontype} at ${where || "the document"}`);
    }
    const out: { [key: string]: Plain } = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (k.startsWith("$")) throw new Error(`unknown Extended JSON type "${k}" at ${where || "the document"}`);
      out[k] = plain(v, where ? `${where}.${k}` : k);
    }
    return out;
  }
  throw new Error(`unsupported value at ${where || "the document"}`);
}

/** A digest independent of the form the document came in (mongodump or mongoexport, relaxed or canonical). */
export function digest(doc: Plain): string {
  return crypto.createHash("sha1").update(stable(doc)).digest("hex");
}

function stable(v: Plain): string {
  if (v === null) return "null";
  if (v instanceof Date) return `D${v.getTime()}`;
  if (Array.isArray(v)) return `[${v.map(stable).join(",")}]`;
  if (typeof v === "object") {
    return `{${Object.keys(v)
      .filter((k) => k !== "__v")
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable(v[k])}`)
      .join(",")}}`;
  }
  if (typeof v === "number") return Number.isNaN(v) ? "NaN" : String(v);
  return JSON.stringify(v);
}
