export { aspireLoader as default } from "./locus.loader";
