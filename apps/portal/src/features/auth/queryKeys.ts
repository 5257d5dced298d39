// The registration's react-query keys: the invitation a link opens and the user it was sent to.
export const authKeys = {
  invitation: (inviteId: string, verifyToken: string | null) =>
    ["invitation", inviteId, verifyToken] as const,
  unregisteredUser: (userId: string, verifyToken: string) =>
    ["unregisteredUser", userId, verifyToken] as const,
};
