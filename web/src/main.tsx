import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@fontsource/karla/latin-400.css";
import "@fontsource/karla/latin-700.css";
import "./app/styles.css";
import { App } from "./App";
import { createApolloClient } from "./app/apollo";
import { createAppRouter } from "./app/router";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const client = createApolloClient();
// The router starts the first route's loader (its queries) and its page's chunk at once, beside `Me`.
const router = createAppRouter(client);

// index.html shows a static shell until this first render replaces it.
createRoot(root).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);
