// The session's react-query keys: the profile and the essentials (templates) of the signed-in user.
export const sessionKeys = {
  // Not keyed by the token: the API sends a fresh token with every answer. A new session (login, single
  // sign-on, registration) clears the query cache instead.
  whoAmI: ["whoAmI"] as const,
  essentials: (userId: string | undefined) => ["essentials", userId] as const,
};
