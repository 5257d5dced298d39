// Every read and write of the sessions module: the sessions, and what signing in reads and writes (accounts
// by name, users, single sign-on states, the last login).
export { accountByUsername } from "../../users/repository";
export {
  deleteSessionsEndedBefore,
  ensureSessionIndexes,
  insertSession,
  revokeSessionsOf,
  sessionById,
  setSessionRevoked,
} from "./sessions";
export {
  accountById,
  activeUserByEmailKey,
  deleteExpiredSsoStates,
  deleteSsoState,
  saveSsoState,
  setLastLogin,
  ssoStateById,
  userById,
} from "./sign-in";
