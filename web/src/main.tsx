import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@fontsource/karla/latin-400.css";
import "@fontsource/karla/latin-700.css";
import "./app/styles.css";
import { App } from "./App";
import { createApolloClient } from "./app/apollo";
import { nextTask } from "./app/next-task";
import { createAppRouter } from "./app/router";

/**
 * The start-up in steps, each its own task (docs/architecture.md, "First visit"): no step holds the main thread long
 * enough to delay a tap on the static shell that index.html shows meanwhile.
 */
async function start(root: HTMLElement) {
  const client = createApolloClient();
  await nextTask();
  // The router starts the first route's loader (its queries) and its page's chunk at once, beside `Me`.
  const router = createAppRouter(client);
  await nextTask();
  // index.html shows a static shell until this first render replaces it. Rendered as a transition, React builds the
  // app in slices of a few milliseconds and yields between them instead of in one long task.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App client={client} router={router} />
      </StrictMode>,
    ),
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
void start(root);
