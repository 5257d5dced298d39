// The central covenant catalogue as the API gives it (spec 3 §3). Range and alert threshold in stored
// hundredths (hundredths of a percent for percentual covenants).

export type CovenantTypeParam = "mfi" | "agro";
export const COVENANT_TYPE_PARAMS: readonly CovenantTypeParam[] = ["mfi", "agro"];
export const FIELD_TYPES = ["currency", "percentual", "numeric"] as const;
/** The translation editor's languages (spec 3 §3), English first and required. */
export const COVENANT_LANGUAGES = ["en", "es", "fr", "pt", "ru"] as const;
export type CovenantLanguage = (typeof COVENANT_LANGUAGES)[number];

export type Translations = { en: string } & Partial<Record<CovenantLanguage, string | null>>;

export interface CovenantLink {
  uri: string;
  name: string;
  guide?: string | null;
}

export interface CentralCovenant {
  _id: string;
  internalName: string;
  name: Translations;
  guide?: Translations | null;
  label: string;
  links: CovenantLink[];
  fieldType: string;
  range: { min: number | null; max: number | null };
  alertThreshold: number;
  clientType: "MFI" | "AGRO";
  formula: string;
  /** YYYYMMDD; null: active. */
  archived: number | null;
  statistics: { count: number };
}

export interface CentralCovenantPage {
  results: CentralCovenant[];
  pageInfo: { total: number; limit: number; offset: number };
}

export interface ApiError {
  code: string;
  message: string;
  fields: Array<{ field: string; message: string }>;
}

export interface SaveResult {
  success: boolean;
  error: ApiError | null;
  covenant: CentralCovenant | null;
}

export interface ArchiveResult {
  success: boolean;
  error: ApiError | null;
  _id: string | null;
  archived: number | null;
}

export function isCovenantTypeParam(value: unknown): value is CovenantTypeParam {
  return value === "mfi" || value === "agro";
}
