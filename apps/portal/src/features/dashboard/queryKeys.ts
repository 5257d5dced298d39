// The dashboards' react-query keys: a client's dashboard and the provider dashboard's clients.
export const dashboardKeys = {
  client: (clientId: string | undefined, language: string, currency: string) =>
    ["dashboard", clientId, language, currency] as const,
  clients: (page: number) => ["dashboardClients", page] as const,
};
