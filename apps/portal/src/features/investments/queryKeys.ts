// The investments' react-query keys: the grids' pages, an investment's detail (one copy per language) and
// the covenant choices of the covenant form.
import type { ClientTypeParam, InvestmentState } from "./types";

/** What one page of an investments grid depends on. */
interface InvestmentGridPage {
  clientId: string | null;
  clientType: ClientTypeParam | null;
  state: InvestmentState;
  filter: string;
  page: number;
  sorting: readonly { field: string; direction: "asc" | "desc" }[] | null;
  language: string;
}

export const investmentKeys = {
  /** The prefix of every page of every investments grid. */
  pages: ["investmentsPaged"] as const,
  page: (grid: InvestmentGridPage) =>
    [
      ...investmentKeys.pages,
      grid.clientId,
      grid.clientType,
      grid.state,
      grid.filter,
      grid.page,
      grid.sorting,
      grid.language,
    ] as const,
  /** An investment in every language it was read in. */
  detail: (id: string) => ["investment", id] as const,
  detailIn: (id: string, language: string) => [...investmentKeys.detail(id), language] as const,
  covenantOptions: (clientId: string, filter: string, language: string) =>
    ["covenantList", clientId, filter, language] as const,
};
