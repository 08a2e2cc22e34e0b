import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@fontsource/karla/latin-400.css";
import "@fontsource/karla/latin-700.css";
import "./app/styles.css";
import { App } from "./App";
import { createApolloClient } from "./app/apollo";
import { createAppRouter } from "./app/router";

const client = createApolloClient();
// The router starts the first route's loader (its queries) and its page's chunk at once, beside `Me`; each starts in a
// task of its own (app/router.tsx, docs/architecture.md "Loading"), not in this one.
const router = createAppRouter(client);

// index.html shows a static shell until this first render replaces it. Rendered as a transition, React builds the app
// in slices of a few milliseconds and yields between them instead of in one long task. (index.html has #root;
// createRoot itself says so if it were missing.)
startTransition(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>,
  ),
);
