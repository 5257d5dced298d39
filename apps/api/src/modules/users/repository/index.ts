// Every read and write of the people's collections (`users`, `accounts` and their names, `passwordResets`)
// and the one read of `regions` the user form makes; the users module's rules and flows call these.
export { accountByUsername, nameAccount, nameAllAccounts } from "./account-names";
export {
  disableAccount,
  ensureAccountIndexes,
  insertAccount,
  setAccountUsername,
  setPasswordHash,
} from "./accounts";
export {
  closeInvitation,
  setInvitation,
  setInvitationMailId,
  setValidationToken,
  userByInvitationTokenHash,
} from "./invitations";
export { deleteReset, initPasswordResets, latestReset, replaceReset } from "./password-resets";
export type { PasswordResetDoc } from "./password-resets";
export { regionCount } from "./regions";
export {
  activeUsers,
  clientUsers,
  ensureUserIndexes,
  estimatedUserCount,
  insertUser,
  liveUserByEmailKey,
  markUserDeleted,
  setUserChangeLog,
  updateUserFields,
  userById,
  userPage,
} from "./users";
