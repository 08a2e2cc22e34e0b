import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { Double, EJSON, Int32, Long, ObjectId, serialize } from "bson";
import { DumpError, inspectDump, readCollection, type ReadDoc } from "./dump-reader";

const DOCS = [
  {
    _id: new ObjectId("5f8fb4a5f3939239f54b4a09"),
    osuId: new Int32(123),
    username: "someone",
    legacyPoints: new Double(2.5),
    bigNumber: Long.fromNumber(3_000_000_000),
    createdAt: new Date("2020-10-21T04:20:53.000Z"),
    cover: { url: "https://assets.ppy.sh/x.jpg" },
    completedQuests: [new ObjectId("5f8fb4a5f3939239f54b4a0a")],
  },
  { _id: new ObjectId("5f8fb4a5f3939239f54b4a0b"), osuId: new Int32(124), username: "other" },
];

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "mg-reader-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function dir(name: string, files: Record<string, Buffer | string>): string {
  const d = path.join(root, name);
  fs.mkdirSync(d, { recursive: true });
  for (const [f, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(d, f)), { recursive: true });
    fs.writeFileSync(path.join(d, f), content);
  }
  return d;
}

async function readAll(input: string, collection = "users"): Promise<ReadDoc[]> {
  const out: ReadDoc[] = [];
  for await (const r of readCollection(inspectDump(input), collection)) out.push(r);
  return out;
}

async function refusal(input: string, collection = "users"): Promise<DumpError> {
  try {
    await readAll(input, collection);
  } catch (err) {
    expect(err).toBeInstanceOf(DumpError);
    return err as DumpError;
  }
  throw new Error("not refused");
}

const bson = (docs: Record<string, unknown>[]) => Buffer.concat(docs.map((d) => serialize(d)));
const lines = (docs: Record<string, unknown>[], relaxed: boolean) =>
  docs.map((d) => EJSON.stringify(d, { relaxed })).join("\n") + "\n";

describe("reading a dump", () => {
  it("reads a mongodump directory (out/<db>/<collection>.bson) into plain values", async () => {
    const out = dir("dump", {
      "mg/users.bson": bson(DOCS),
      "mg/users.metadata.json": "{}",
      "admin/system.version.bson": bson([]),
    });
    const layout = inspectDump(out);
    expect(layout.format).toBe("mongodump");
    expect(layout.dir).toBe(path.join(out, "mg"));
    const [a, b] = await readAll(out);
    expect(a.doc).toEqual({
      _id: "5f8fb4a5f3939239f54b4a09",
      osuId: 123,
      username: "someone",
      legacyPoints: 2.5,
      bigNumber: 3_000_000_000,
      createdAt: new Date("2020-10-21T04:20:53.000Z"),
      cover: { url: "https://assets.ppy.sh/x.jpg" },
      completedQuests: ["5f8fb4a5f3939239f54b4a0a"],
    });
    expect(a.at).toEqual({ byte: 0 });
    expect(b.at).toEqual({ byte: serialize(DOCS[0]).length });
  });

  it("reads mongoexport lines, relaxed and canonical, to the same documents and digests as the BSON form", async () => {
    const fromBson = await readAll(dir("b", { "users.bson": bson(DOCS) }));
    const relaxed = await readAll(dir("r", { "users.json": lines(DOCS, true) }));
    const canonical = await readAll(dir("c", { "users.json": "\n" + lines(DOCS, false) + "\n\n" }));
    expect(relaxed.map((r) => r.doc)).toEqual(fromBson.map((r) => r.doc));
    expect(canonical.map((r) => r.hash)).toEqual(fromBson.map((r) => r.hash));
    expect(canonical[0].at).toEqual({ line: 2 });
  });

  it("refuses a bad BSON length with the byte offset", async () => {
    const bad = Buffer.concat([serialize(DOCS[0]), Buffer.from([0xff, 0xff, 0xff, 0x7f, 0, 0, 0, 0])]);
    const err = await refusal(dir("d", { "users.bson": bad }));
    expect(err.message).toMatch(/users\.bson: byte offset \d+: bad BSON document length/);
    expect(err.where).toEqual({ byte: serialize(DOCS[0]).length });
  });

  it("refuses a truncated BSON file", async () => {
    const full = bson(DOCS);
    const err = await refusal(dir("d", { "users.bson": full.subarray(0, full.length - 5) }));
    expect(err.message).toMatch(/truncated BSON document/);
    expect(err.where).toEqual({ byte: serialize(DOCS[0]).length });
  });

  it("refuses an unknown BSON type", async () => {
    const doc = Buffer.from(serialize({ _id: new ObjectId(), a: 1 }));
    doc[4] = 0x77; // the first element's type byte
    const err = await refusal(dir("d", { "users.bson": doc }));
    expect(err.message).toMatch(/byte offset 0: unreadable BSON document/);
  });

  it("refuses a document without _id, or whose _id is not an ObjectId", async () => {
    expect((await refusal(dir("a", { "users.bson": bson([{ osuId: 1 }]) }))).message).toMatch(/document without _id/);
    expect((await refusal(dir("b", { "users.json": '{"_id":"abc","osuId":1}\n' }))).message).toMatch(/line 1: .*not an ObjectId/);
  });

  it("refuses a truncated JSON line and an unknown $type with the line number", async () => {
    const text = lines(DOCS, true).split("\n");
    const cut = [text[0], text[1].slice(0, 20)].join("\n");
    const err = await refusal(dir("a", { "users.json": cut }));
    expect(err.where).toEqual({ line: 2 });
    expect(err.message).toMatch(/users\.json: line 2: malformed or truncated JSON/);
    const unknown = await refusal(
      dir("b", { "users.json": `${text[0]}\n{"_id":{"$oid":"5f8fb4a5f3939239f54b4a0c"},"x":{"$bogus":1}}\n` }),
    );
    expect(unknown.message).toMatch(/line 2: unknown Extended JSON type "\$bogus" at x/);
  });

  it("refuses a JSON array export, a mixed directory, gzip files, several databases and an empty directory, saying what to run", () => {
    const cases: [string, RegExp][] = [
      [dir("array", { "users.json": `[${EJSON.stringify(DOCS[0])}]` }), /--jsonArray.*without --jsonArray/],
      [dir("mixed", { "users.bson": bson(DOCS), "beatmaps.json": "" }), /mixes a mongodump .* and a mongoexport/],
      [dir("gz", { "users.bson.gz": zlib.gzipSync(bson(DOCS)) }), /compressed \(mongodump --gzip\)/],
      [dir("two", { "a/users.bson": bson(DOCS), "b/users.bson": bson(DOCS) }), /several databases \(a, b\)/],
      [dir("empty", { "README.txt": "hi" }), /no \.bson or \.json collection file: make a dump with mongodump/],
      [path.join(root, "missing"), /does not exist/],
    ];
    for (const [input, message] of cases) expect(() => inspectDump(input)).toThrow(message);
    const archive = path.join(root, "dump.archive");
    fs.writeFileSync(archive, zlib.gzipSync("x"));
    expect(() => inspectDump(archive)).toThrow(/archive \(mongodump --archive or --gzip\)/);
  });
});
