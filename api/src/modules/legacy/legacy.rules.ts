/**
 * Which imported documents old links and bots may resolve, and where each kind is shown (README.md). Pure.
 * Confidential kinds (screenings, judgings, votes, the ledger, Locus cards, notes) are never resolved.
 */
export interface LegacyKind {
  /** The GraphQL type of the row. */
  typeName: string;
  /** The web page that shows it, with our id. */
  url: (id: number) => string;
}

export const LEGACY_KINDS: Record<string, LegacyKind> = {
  users: { typeName: "User", url: (id) => `/users?id=${id}` },
  beatmaps: { typeName: "Beatmap", url: (id) => `/beatmaps?id=${id}` },
  quests: { typeName: "Quest", url: (id) => `/quests?id=${id}` },
  missions: { typeName: "Mission", url: (id) => `/missions?id=${id}` },
  contests: { typeName: "Contest", url: (id) => `/contests/listing?contest=${id}` },
  submissions: { typeName: "Submission", url: (id) => `/contests/results?submission=${id}` },
  featuredartists: { typeName: "Artist", url: () => `/artists` },
  featuredsongs: { typeName: "Song", url: () => `/artists` },
  tasks: { typeName: "Task", url: () => `/beatmaps` },
  parties: { typeName: "Party", url: () => `/quests` },
  mentorshipcycles: { typeName: "MentorshipCycle", url: () => `/mentorship` },
  logs: { typeName: "Log", url: () => `/logs` },
};

export const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * The original's page links (original-data.md §2.1): path → which query parameter holds which collection's ObjectId.
 * `/contests/<anything>?contest=<ObjectId>` and `?submission=<ObjectId>` included.
 */
export function legacyLinkParams(pathname: string): Record<string, string> | null {
  if (pathname === "/users") return { id: "users" };
  if (pathname === "/beatmaps") return { id: "beatmaps" };
  if (pathname === "/quests") return { id: "quests" };
  if (pathname === "/missions") return { id: "missions" };
  if (pathname.startsWith("/contests/")) return { contest: "contests", submission: "submissions" };
  return null;
}
