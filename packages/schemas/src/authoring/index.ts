// Template authoring rules shared by the API (which enforces them) and the config studio (which shows them):
// where a field is used, what a draft would break, what changed between versions, the next version number.
export type { TemplateWorld } from "./world.js";
export { fieldUsages, danglingReferences } from "./usages.js";
export type { FieldUsageKind, FieldUsage, DanglingReference } from "./usages.js";
export { diffFormConfigs, diffReportConfigs, nextVersion } from "./diff.js";
export type { ConfigChangeKind, ConfigChange } from "./diff.js";

export type TemplateKind = "form" | "report";
