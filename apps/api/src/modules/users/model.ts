// The stored shape of users and their login accounts. Field names follow `@ledgerline/schemas` (User,
// Account); the API adds what it needs to look documents up safely: `emailKey` (the lower-cased address,
// unique), and one-time secrets kept only as SHA-256 hashes.
import type { PermissionEntry } from "../access/permissions";

export const USER_STATUSES = ["ACTIVE", "INVITED", "DELETED"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Languages a user may choose (spec 1 §3); mail and the interface exist in the first five. */
export { USER_LANGUAGES } from "@ledgerline/schemas/languages";

export interface PersonRef {
  _id: string | null;
  fullName: string;
}

export interface AddressDoc {
  country: string;
  countryName: string;
  state?: string;
  city: string;
  postalcode: string;
  street: string;
  nr: string;
  box?: string;
  additional?: string;
}

export interface CommunicationDoc {
  type: string;
  value: string;
}

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

export interface UserDoc {
  _id: string;
  created: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  /** `email` lower-cased; unique. A deleted user's key is released (`deleted:<id>:<email>`). */
  emailKey: string;
  lastLogin: string | null;
  address?: AddressDoc;
  communication: CommunicationDoc[];
  userAccountId?: string;
  language: string;
  status: UserStatus;
  statusMessage?: string;
  changeLog: ChangeLogEntry[];
  roles: string[];
  invitation?: InvitationDoc;
  clients: { ids: string[]; regions: string[]; nameList: string[] };
  /** Extra entries for this user only, reduced with those of the roles (a deny here wins). */
  permissions?: PermissionEntry[];
}

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
