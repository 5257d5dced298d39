// The user administration's react-query keys. The list and the detail each have a prefix that a save or a
// removal invalidates whole.
export const adminUserKeys = {
  lists: ["adminUsers"] as const,
  list: (filter: string, includeDeleted: boolean, page: number) =>
    [...adminUserKeys.lists, filter, includeDeleted, page] as const,
  details: ["adminUser"] as const,
  detail: (userId: string | undefined) => [...adminUserKeys.details, userId] as const,
  /** The choices of the user form (roles, regions…). */
  reference: ["userReference"] as const,
  /** The clients the user form offers for a user's scope. */
  clientOptions: (filter: string) => ["userClientOptions", filter] as const,
};
