import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@fontsource/karla/latin-400.css";
import "@fontsource/karla/latin-700.css";
import "./app/styles.css";
import { App } from "./App";
import { createApolloClient } from "./app/apollo";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <App client={createApolloClient()} />
  </StrictMode>,
);
