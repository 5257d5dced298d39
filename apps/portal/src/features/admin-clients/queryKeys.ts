// The client administration's react-query keys. The list and the detail each have a prefix that a save
// or a removal invalidates whole.
export const adminClientKeys = {
  lists: ["adminClients"] as const,
  list: (filter: string, page: number) => [...adminClientKeys.lists, filter, page] as const,
  details: ["adminClient"] as const,
  detail: (clientId: string | undefined) => [...adminClientKeys.details, clientId] as const,
  /** The choices of the client form (regions, countries, funds…). */
  reference: ["adminClientReference"] as const,
};
