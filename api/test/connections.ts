import type { Visitor } from "./harness";

/** The parts of a Relay connection page that walking it forward reads. */
interface ForwardPage<N> {
  edges: { cursor: string; node: N }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount?: number;
}

/**
 * Every page of the connection at `field` of `query`, `first` items at a time from the start until hasNextPage is
 * false, as `v` sees them. Checks each page on the way: no errors, at most `first` edges, endCursor the last edge's
 * cursor. Answers the nodes in order and the last page's totalCount (when the query selects it).
 */
export async function walkForward<N>(
  v: Visitor,
  query: string,
  field: string,
  vars: Record<string, unknown>,
  first: number,
): Promise<{ nodes: N[]; total: number | undefined }> {
  const nodes: N[] = [];
  let after: string | null = null;
  for (let i = 0; i < 40; i++) {
    const res: { data?: Record<string, ForwardPage<N>>; errors?: unknown } = await v.gql<Record<string, ForwardPage<N>>>(query, {
      ...vars,
      first,
      after,
    });
    expect(res.errors).toBeUndefined();
    const page = res.data![field];
    expect(page.edges.length).toBeLessThanOrEqual(first);
    nodes.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) return { nodes, total: page.totalCount };
    expect(page.pageInfo.endCursor).toBe(page.edges[page.edges.length - 1].cursor);
    after = page.pageInfo.endCursor;
  }
  throw new Error("pages never ended");
}
