import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@fontsource/karla/latin-400.css";
import "@fontsource/karla/latin-700.css";
import "./app/styles.css";
import { App } from "./App";
import { createApolloClient } from "./app/apollo";
import { preloadRoute } from "./routes";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const client = createApolloClient();
// The first page's chunk and (public pages) its data start now, together with `Me` — not one after the other.
preloadRoute(window.location.pathname, client);

// index.html shows a static shell until this first render replaces it.
createRoot(root).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
