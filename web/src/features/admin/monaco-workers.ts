/**
 * Monaco (GraphiQL 5's editor) runs its language services in web workers. This is graphiql's documented Vite setup
 * (`graphiql/setup-workers/vite`) done in our own source: Vite only turns `?worker` imports into worker files when they
 * are in application code — inside a pre-bundled dependency the dev server's optimizer cannot load them.
 * In the build the workers become same-origin files under /assets, allowed by the CSP (worker-src 'self').
 */
import EditorWorker from "monaco-editor/esm/vs/editor/editor.worker.js?worker";
import JsonWorker from "monaco-editor/esm/vs/language/json/json.worker.js?worker";
import GraphQLWorker from "monaco-graphql/esm/graphql.worker.js?worker";

interface MonacoEnvironmentLike {
  getWorker(workerId: string, label: string): Worker;
}

(globalThis as typeof globalThis & { MonacoEnvironment?: MonacoEnvironmentLike }).MonacoEnvironment = {
  getWorker(_workerId, label) {
    if (label === "graphql") return new GraphQLWorker();
    if (label === "json") return new JsonWorker();
    return new EditorWorker();
  },
};
