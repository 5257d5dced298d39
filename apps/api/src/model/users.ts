// The stored shape of users and their login accounts, and the collections that hold them. Field names follow
// `@ledgerline/schemas` (User, Account); the API adds what it needs to look documents up safely: `emailKey`
// (the lower-cased address, unique), and one-time secrets kept only as SHA-256 hashes.
import { USER_STATUSES } from "@ledgerline/schemas";
import type { Address, Communication, User } from "@ledgerline/schemas";
import type { Db } from "mongodb";
import type { PermissionEntry } from "./permissions";

export { USER_STATUSES };
export type UserStatus = (typeof USER_STATUSES)[number];

/** Languages a user may choose (spec 1 §3); mail and the interface exist in the first five. */
export { USER_LANGUAGES } from "@ledgerline/schemas/languages";

export interface PersonRef {
  _id: string | null;
  fullName: string;
}

export type AddressDoc = Address;
export type CommunicationDoc = Communication;

export interface InvitationDoc {
  mailId?: string;
  lastSendOfInvite?: string;
  expirationDate: string;
  fulfilled: boolean;
  /** SHA-256 of the token in the invitation link; removed once the invitation is used or declined. */
  tokenHash?: string;
  declinedAt?: string;
  /** The e-mail validation token of the registration (10 minutes, a few checks: registration.ts). */
  validation?: { hash: string; expiresAt: string } | null;
  creator?: PersonRef;
  sents?: Array<{ date: string }>;
  bounced?: Array<{ date: string; reason: string }>;
}

export interface ChangeLogEntry {
  action: string;
  actionMessage: string;
  timestamp: string;
  actionBy: PersonRef;
}

/**
 * A user as stored: the schema's User, plus `emailKey` (`email` lower-cased, unique; a deleted user's key is
 * released as `deleted:<id>:<email>`), the invitation with its secrets hashed, and extra permission entries
 * for this user only (reduced with those of the roles; a deny here wins). Typed wider than the schema in two places:
 * change-log authors are the API's `PersonRef` (shared with the audit log, where the caller may be
 * anonymous), and the language is a string the user form checks against `USER_LANGUAGES`.
 */
export type UserDoc = Omit<User, "invitation" | "changeLog" | "language"> & {
  emailKey: string;
  language: string;
  changeLog: ChangeLogEntry[];
  invitation?: InvitationDoc;
  permissions?: PermissionEntry[];
};

export interface AccountDoc {
  _id: string;
  userId: string;
  /** The login name: the user's e-mail, lower-cased; unique. */
  username: string;
  passwordHash: string;
  status: "ACTIVE" | "DISABLED";
  created: string;
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function personRef(user: Pick<UserDoc, "_id" | "fullName">): PersonRef {
  return { _id: user._id, fullName: user.fullName };
}

export const ANONYMOUS: PersonRef = { _id: null, fullName: "Anonymous" };

export function usersOf(db: Db) {
  return db.collection<UserDoc>("users");
}

export function accountsOf(db: Db) {
  return db.collection<AccountDoc>("accounts");
}
