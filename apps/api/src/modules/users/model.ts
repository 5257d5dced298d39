// The user documents live in src/model/users.ts; the reporting module and the demo seed still name them here.
export { emailKey, personRef } from "../../model/users";
export type { AccountDoc, InvitationDoc, PersonRef, UserDoc } from "../../model/users";
