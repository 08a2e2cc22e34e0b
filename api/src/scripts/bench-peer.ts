/**
 * Against a peer (issue 27): PostGraphile 4, which compiles a GraphQL query into one SQL statement, on the same
 * large-guild database; five reads that return the same data from both, interleaved.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/mg_bench npm run bench -- peer \
 *     [--rounds 20] [--batch 10] [--warmup 100] [--port 3310]
 *
 * Both servers are processes of their own on this machine: ours as `npm run serve` runs it with one process
 * (bench-load.ts), PostGraphile from bench-peer-server.ts. Each read is first asked of both and the answers compared
 * after a normalisation that only renames (PostGraphile's relation and enum names, integer ids, its timestamp format)
 * and sorts lists whose order neither promises; then `--warmup` unmeasured requests each, then `--rounds` rounds, each
 * a batch of `--batch` requests to ours and then to the peer, one at a time. Per request: p50 latency, the server
 * process's CPU (/proc/<pid>/stat, summed over a batch: the kernel counts in 10 ms ticks) and PostgreSQL's backends'
 * CPU meanwhile (/proc/<pid>/schedstat of every client backend of the database; one request at a time, so all of it is
 * that request's).
 */
import assert from "node:assert/strict";
import path from "node:path";
import { spawn } from "node:child_process";
import http from "node:http";
import { Client } from "pg";
import { ensureGuild, parseArgs as graphqlArgs } from "./bench-graphql";
import { backendCpuMs, backendPids, cpuMsOf, median, memberSessions, numberFlag, startServeProcess } from "./bench-load";

type Json = Record<string, unknown>;
const lower = (v: unknown) => String(v).toLowerCase();
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString());
const byId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);
const nodes = (c: unknown) => ((c as { nodes: Json[] }).nodes ?? []) as Json[];

interface Read {
  name: string;
  ours: string;
  peer: string;
  /** Both answers' data in one shape. */
  oursData: (d: Json) => unknown;
  peerData: (d: Json) => unknown;
}

const missionFields = "id name tier status deadline";
const mission = (m: Json) => ({
  id: String(m.id),
  name: m.name,
  tier: m.tier,
  status: lower(m.status),
  deadline: iso(m.deadline),
});

const READS: Read[] = [
  {
    name: "missions active",
    ours: `{ missionsConnection(section: active, first: 50) { nodes { ${missionFields} artists { id label } } } }`,
    peer: `{ allMissions(condition: { status: OPEN, openingAnnounced: true, isSeparate: false }, orderBy: [TIER_ASC, NAME_ASC, CREATED_AT_DESC, ID_DESC], first: 50) {
      nodes { ${missionFields} missionArtistsByMissionId { nodes { featuredArtistByArtistId { id label } } } } } }`,
    oursData: (d) =>
      nodes(d.missionsConnection).map((m) => ({
        ...mission(m),
        artists: (m.artists as Json[]).map((a) => ({ id: String(a.id), label: a.label })).sort(byId),
      })),
    peerData: (d) =>
      nodes(d.allMissions).map((m) => ({
        ...mission(m),
        artists: nodes(m.missionArtistsByMissionId)
          .map((l) => l.featuredArtistByArtistId as Json)
          .map((a) => ({ id: String(a.id), label: a.label }))
          .sort(byId),
      })),
  },
  {
    name: "missions closed",
    ours: `{ missionsConnection(section: inactive, first: 50) { nodes { ${missionFields} associatedMaps { id url status } } } }`,
    peer: `{ allMissions(condition: { status: CLOSED, openingAnnounced: true }, orderBy: [TIER_ASC, CREATED_AT_DESC, ID_DESC], first: 50) {
      nodes { ${missionFields} beatmapsByMissionId(orderBy: [CREATED_AT_ASC, ID_ASC]) { nodes { id url status } } } } }`,
    oursData: (d) =>
      nodes(d.missionsConnection).map((m) => ({
        ...mission(m),
        maps: (m.associatedMaps as Json[]).map((b) => ({ id: String(b.id), url: b.url, status: lower(b.status) })),
      })),
    peerData: (d) =>
      nodes(d.allMissions).map((m) => ({
        ...mission(m),
        maps: nodes(m.beatmapsByMissionId).map((b) => ({ id: String(b.id), url: b.url, status: lower(b.status) })),
      })),
  },
  {
    name: "50 mapsets, tasks, mappers",
    ours: `{ beatmapsConnection(first: 50) { nodes { id url status mode host { id username } tasks { id name status mappers { id username } } } } }`,
    peer: `{ allBeatmaps(orderBy: [CREATED_AT_DESC, ID_DESC], first: 50) { nodes { id url status mode userByHostId { id username }
      tasksByBeatmapId(orderBy: ID_ASC) { nodes { id name status taskMappersByTaskId { nodes { userByUserId { id username } } } } } } } }`,
    oursData: (d) =>
      nodes(d.beatmapsConnection).map((b) => ({
        id: String(b.id),
        url: b.url,
        status: lower(b.status),
        mode: lower(b.mode),
        host: { id: String((b.host as Json).id), username: (b.host as Json).username },
        tasks: (b.tasks as Json[])
          .map((t) => ({
            id: String(t.id),
            name: lower(t.name),
            status: lower(t.status),
            mappers: (t.mappers as Json[]).map((u) => ({ id: String(u.id), username: u.username })).sort(byId),
          }))
          .sort(byId),
      })),
    peerData: (d) =>
      nodes(d.allBeatmaps).map((b) => ({
        id: String(b.id),
        url: b.url,
        status: lower(b.status),
        mode: lower(b.mode),
        host: { id: String((b.userByHostId as Json).id), username: (b.userByHostId as Json).username },
        tasks: nodes(b.tasksByBeatmapId).map((t) => ({
          id: String(t.id),
          name: lower(t.name),
          status: lower(t.status),
          mappers: nodes(t.taskMappersByTaskId)
            .map((l) => l.userByUserId as Json)
            .map((u) => ({ id: String(u.id), username: u.username }))
            .sort(byId),
        })),
      })),
  },
  {
    name: "one member",
    ours: `query($id: ID!) { user(id: $id) { id osuId username rank } }`,
    peer: `query($id: Int!) { userById(id: $id) { id osuId username rank } }`,
    oursData: (d) => ({ ...(d.user as Json), id: String((d.user as Json).id) }),
    peerData: (d) => ({ ...(d.userById as Json), id: String((d.userById as Json).id) }),
  },
  {
    name: "members by points",
    ours: `{ usersConnection(sort: points, first: 50) { totalCount nodes { id osuId username rank } } }`,
    peer: `{ allUsers(orderBy: [TOTAL_POINTS_DESC, ID_ASC], first: 50) { totalCount nodes { id osuId username rank } } }`,
    oursData: (d) => ({
      total: (d.usersConnection as Json).totalCount,
      users: nodes(d.usersConnection).map((u) => ({ ...u, id: String(u.id) })),
    }),
    peerData: (d) => ({
      total: (d.allUsers as Json).totalCount,
      users: nodes(d.allUsers).map((u) => ({ ...u, id: String(u.id) })),
    }),
  },
];

/** A keep-alive POST of a GraphQL request; the answer's data (errors throw). */
function poster(base: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (query: string, variables: Json) =>
    new Promise<{ data: Json; ms: number; bytes: number }>((resolve, reject) => {
      const body = JSON.stringify({ query, variables });
      const t = process.hrtime.bigint();
      const req = http.request(
        `${base}/graphql`,
        {
          method: "POST",
          agent,
          headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const ms = Number(process.hrtime.bigint() - t) / 1e6;
            const text = Buffer.concat(chunks).toString("utf8");
            const json = JSON.parse(text) as { data?: Json; errors?: unknown[] };
            if (res.statusCode !== 200 || json.errors) return reject(new Error(`${res.statusCode} ${text.slice(0, 400)}`));
            resolve({ data: json.data!, ms, bytes: Buffer.byteLength(text) });
          });
        },
      );
      req.on("error", reject);
      req.end(body);
    });
}

export async function benchPeer(): Promise<void> {
  const argv = process.argv.slice(3);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is required (a PostgreSQL database of its own for the large guild)");
  const rounds = Math.round(numberFlag(argv, "--rounds", 20));
  const batch = Math.round(numberFlag(argv, "--batch", 10));
  const warmup = Math.round(numberFlag(argv, "--warmup", 100));
  const port = Math.round(numberFlag(argv, "--port", 3310));
  await ensureGuild(url, graphqlArgs([]));

  const secret = "bench-peer-secret-" + "x".repeat(32);
  // A member who hosts none of the newest mapsets, so "others' mapsets" (ours) is every mapset (the peer's).
  const [viewer] = await memberSessions(url, secret, 1);
  const db = new Client({ connectionString: url });
  await db.connect();
  const [{ id: memberId }] = (
    await db.query<{ id: number }>(`SELECT id FROM users WHERE osu_id >= 1000 ORDER BY id LIMIT 1 OFFSET 100`)
  ).rows;

  const ours = await startServeProcess({
    databaseUrl: url,
    port,
    processes: 1,
    secret,
    env: { RATE_LIMIT_MEMBER_POINTS: "2000000000", RATE_LIMIT_MEMBER_BURST: "2000000000" },
  });
  const peerChild = spawn(process.execPath, [path.resolve(__dirname, "bench-peer-server.js")], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port + 1), DATABASE_URL: url },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      peerChild.once("exit", (code) => reject(new Error(`PostGraphile exited (${code})`)));
      peerChild.stdout!.on("data", (c: Buffer) => c.toString().includes("listening") && resolve());
    });
    const callOurs = poster(ours.url, { cookie: viewer.cookie, "x-forwarded-for": viewer.address });
    const callPeer = poster(`http://127.0.0.1:${port + 1}`, {});
    console.log(
      `peer: PostGraphile 4 and ours (one process) on the large guild; ${warmup} warm-up requests each, then ${rounds} rounds of ${batch} requests each, interleaved`,
    );
    console.log(
      "\nread                          ours p50 ms   peer p50 ms   ×     ours CPU ms/req (node+pg)   peer CPU ms/req (node+pg)   ×     ours KB  peer KB",
    );
    for (const read of READS) {
      const oursVars = read.name === "one member" ? { id: String(memberId) } : {};
      const peerVars = read.name === "one member" ? { id: memberId } : {};
      const a = await callOurs(read.ours, oursVars);
      const b = await callPeer(read.peer, peerVars);
      assert.deepEqual(read.oursData(a.data), read.peerData(b.data), `${read.name}: the answers differ`);
      for (let i = 0; i < warmup; i++) {
        await callOurs(read.ours, oursVars);
        await callPeer(read.peer, peerVars);
      }
      const sides = [
        { call: () => callOurs(read.ours, oursVars), pid: ours.pid, ms: [] as number[], node: 0, pg: 0, n: 0 },
        { call: () => callPeer(read.peer, peerVars), pid: peerChild.pid!, ms: [] as number[], node: 0, pg: 0, n: 0 },
      ];
      for (let r = 0; r < rounds; r++) {
        for (const side of sides) {
          const backends = await backendPids(db);
          const node0 = cpuMsOf([side.pid]);
          const pg0 = backendCpuMs(backends) ?? 0;
          for (let i = 0; i < batch; i++) side.ms.push((await side.call()).ms);
          side.node += cpuMsOf([side.pid]) - node0;
          side.pg += (backendCpuMs(backends) ?? 0) - pg0;
          side.n += batch;
        }
      }
      const [o, p] = sides.map((s) => ({ p50: median(s.ms), node: s.node / s.n, pg: s.pg / s.n }));
      const cpu = (x: typeof o) => x.node + x.pg;
      console.log(
        [
          read.name.padEnd(28),
          o.p50.toFixed(1).padStart(12),
          p.p50.toFixed(1).padStart(13),
          (o.p50 / p.p50).toFixed(2).padStart(5),
          `${cpu(o).toFixed(2)} (${o.node.toFixed(2)}+${o.pg.toFixed(2)})`.padStart(27),
          `${cpu(p).toFixed(2)} (${p.node.toFixed(2)}+${p.pg.toFixed(2)})`.padStart(27),
          (cpu(o) / cpu(p)).toFixed(2).padStart(5),
          (a.bytes / 1024).toFixed(1).padStart(8),
          (b.bytes / 1024).toFixed(1).padStart(8),
        ].join(" "),
      );
    }
  } finally {
    peerChild.kill("SIGTERM");
    await ours.stop();
    await db.query(`DELETE FROM sessions WHERE sid LIKE 'bench-%'`);
    await db.end();
  }
}
