// The worker entry points GraphiQL's Monaco needs; `?worker` typing comes from vite/client.
declare module "monaco-editor/esm/vs/editor/editor.worker.js?worker" {
  const WorkerFactory: new () => Worker;
  export default WorkerFactory;
}
declare module "monaco-editor/esm/vs/language/json/json.worker.js?worker" {
  const WorkerFactory: new () => Worker;
  export default WorkerFactory;
}
declare module "monaco-graphql/esm/graphql.worker.js?worker" {
  const WorkerFactory: new () => Worker;
  export default WorkerFactory;
}
