// Shapes of the admin users screens, as the API's users module answers them (apps/api users/schema.ts).
import type { Address, CommunicationItem, PageInfo } from "../../api/types";

export type UserStatus = "ACTIVE" | "INVITED" | "DELETED";

/** What the API says about a user's scope: client ids (client users), region ids (RD, IM), client names. */
export interface UserScope {
  ids: string[];
  regions: string[];
  nameList: string[];
}

export interface UserRow {
  _id: string;
  fullName: string;
  email: string;
  roles: string[];
  language: string;
  status: string;
  lastLogin: string | null;
  /** Set once the invited person has registered; users without one can be invited again. */
  userAccountId: string | null;
  clients: UserScope;
}

export interface UserPage {
  results: UserRow[];
  pageInfo: PageInfo;
}

export interface UserInvitation {
  lastSendOfInvite: string | null;
  expirationDate: string | null;
  fulfilled: boolean;
}

export interface ChangeLogEntry {
  action: string;
  actionMessage: string;
  timestamp: string;
  actionBy: { fullName: string };
}

export interface AdminUser extends UserRow {
  created: string | null;
  firstName: string;
  lastName: string;
  address: Address | null;
  communication: CommunicationItem[];
  statusMessage: string | null;
  invitation: UserInvitation | null;
  changeLog: ChangeLogEntry[];
}

export interface Region {
  _id: string;
  region: string;
}

export interface UserReference {
  regions: Region[];
  countries: { _id: string; name: string }[];
}

export interface ApiError {
  code: string;
  message: string;
  /** Field paths as the form names them (clients.ids, address.country, communication.0.type). */
  fields?: { field: string; message: string }[] | null;
}

export interface UserMutationResult {
  success: boolean;
  error: ApiError | null;
}
