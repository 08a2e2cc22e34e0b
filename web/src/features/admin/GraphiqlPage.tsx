/** /admin/graphiql: the explorer with the admin's own session (the full schema, every role they hold). */
import { GraphiqlExplorer, type Fetcher } from "./GraphiqlExplorer";

/** JSON POST to our own /graphql with the session cookie (CSRF prevention rejects anything else). */
const fetcher: Fetcher = async (params) => {
  const res = await fetch("/graphql", {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(params),
  });
  return res.json();
};

export default function GraphiqlPage() {
  return <GraphiqlExplorer fetcher={fetcher} storageKey="mg-graphiql" logo="MG explorer" />;
}
