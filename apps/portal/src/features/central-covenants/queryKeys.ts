// The central covenant catalogue's react-query keys. The list and the detail each have a prefix that a
// save or an archiving invalidates whole.
import type { CovenantTypeParam } from "./types";

export const centralCovenantKeys = {
  lists: ["covenantsConfig"] as const,
  list: (
    type: CovenantTypeParam,
    archived: boolean,
    page: number,
    sorting: readonly { field: string; direction: "asc" | "desc" }[] | null,
    language: string,
  ) => [...centralCovenantKeys.lists, type, archived, page, sorting, language] as const,
  details: ["covenantConfig"] as const,
  detail: (id: string, language: string) => [...centralCovenantKeys.details, id, language] as const,
};
