export { flattenFieldTree, MAX_FIELD_DEPTH } from "./flattenFieldTree";
export type { FieldNode, FieldRow } from "./flattenFieldTree";
