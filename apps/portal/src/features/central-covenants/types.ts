// The central covenant catalogue as the API gives it (spec 3 §3). Range and alert threshold in stored
// hundredths (hundredths of a percent for percentual covenants); archived: YYYYMMDD, null while active.
import type {
  ArchiveCovenantConfigMutation,
  CovenantConfigQuery,
  CovenantsConfigQuery,
  CreateCovenantConfigMutation,
} from "../../api/generated/operations";

export type CovenantTypeParam = "mfi" | "agro";
export const COVENANT_TYPE_PARAMS: readonly CovenantTypeParam[] = ["mfi", "agro"];
export const FIELD_TYPES = ["currency", "percentual", "numeric"] as const;
/** The translation editor's languages (spec 3 §3), English first and required. */
export const COVENANT_LANGUAGES = ["en", "es", "fr", "pt", "ru"] as const;
export type CovenantLanguage = (typeof COVENANT_LANGUAGES)[number];

export type Translations = { en: string } & Partial<Record<CovenantLanguage, string | null>>;

/** A central covenant; clientType is MFI or AGRO (String in the schema). */
export type CentralCovenant = NonNullable<CovenantConfigQuery["covenantConfig"]>;
export type CovenantLink = CentralCovenant["links"][number];

export type CentralCovenantPage = CovenantsConfigQuery["covenantsConfig"];

export type SaveResult = CreateCovenantConfigMutation["createCovenantConfig"];
export type ApiError = NonNullable<SaveResult["error"]>;

export type ArchiveResult = ArchiveCovenantConfigMutation["archiveCovenantConfig"];

export function isCovenantTypeParam(value: unknown): value is CovenantTypeParam {
  return value === "mfi" || value === "agro";
}
