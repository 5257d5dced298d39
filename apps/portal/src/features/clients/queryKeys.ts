// The react-query keys of clients: the provider's clients grid and the lookups other features make of a
// client (the client scope, the client switcher, the report creation's client choice).
export const clientKeys = {
  grid: (filter: string, page: number) => ["clientsGrid", filter, page] as const,
  regions: ["clientRegions"] as const,
  /** A client by its key, as the client scope shows it. */
  one: (key: string | undefined) => ["client", key] as const,
  search: (term: string) => ["clientSearch", term] as const,
  /** A client search of its own size, cached apart from the switcher's. */
  searchFor: (purpose: "create-report", term: string) => ["clientSearch", purpose, term] as const,
};
