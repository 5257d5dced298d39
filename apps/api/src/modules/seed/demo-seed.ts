// The demo seed: an empty database gets the demo portfolio of @ledgerline/schemas (clients, users,
// investments, templates, reports, form data, exchange rates, audits) and a login account for every demo
// login, its password hashed here. Used by `npm start` (LEDGERLINE_DEMO=1) and by the `seed` command.
import { generateDemo } from "@ledgerline/schemas";
import type { DemoData, GenerateDemoOptions } from "@ledgerline/schemas";
import type { Db, Document } from "mongodb";
import { sha256 } from "../../platform/ids";
import { DAY, isoIn, isoNow } from "../../platform/time";
import { hashPassword } from "../accounts/password";
import { withFormDataKeys, withReportKeys } from "../reports/model";
import { locatorOf } from "../reports/report-locators";
import type { ScryptParams } from "../accounts/password";
import type { AuditDoc } from "../audits/audit-log";
import type { AccountDoc, InvitationDoc, UserDoc } from "../users/model";
import { emailKey } from "../users/model";
import { nameAccount } from "../users/account-names";

export interface DemoLoginLine {
  username: string;
  password: string;
  role: string;
}

export interface SeedReport {
  seeded: boolean;
  logins: DemoLoginLine[];
  /** Registration links of the demo's invited users, to try the invitation flow. */
  invitations: Array<{ email: string; link: string }>;
  counts: Record<string, number>;
}

/** Collections the demo fills, in insertion order, and where their documents come from. */
export const PLAIN_COLLECTIONS = [
  "regions",
  "countries",
  "funds",
  "clients",
  "investments",
  "covenantConfigs",
  "reportConfigs",
  "formConfigs",
  "reportInstances",
  "formData",
  "exchangeRates",
] as const satisfies ReadonlyArray<keyof DemoData>;

const LOCKED = "!locked: no password set, use the password reset";

/** A stored user from a demo user: the e-mail key, and the invitation token kept only as its hash. */
function toUserDoc(user: DemoData["users"][number]): UserDoc {
  const { invitation, ...rest } = user;
  const doc: UserDoc = {
    ...(rest as Omit<UserDoc, "emailKey" | "invitation">),
    emailKey: emailKey(user.email),
  };
  if (invitation) {
    const { invitationToken, validationToken: _unused, ...kept } = invitation;
    const stored: InvitationDoc = { ...kept, validation: null };
    if (invitationToken) stored.tokenHash = sha256(invitationToken);
    // The demo's "today" is fixed; its open invitations stay usable for two weeks from the seed.
    if (!stored.fulfilled && stored.expirationDate < isoIn(14 * DAY)) stored.expirationDate = isoIn(14 * DAY);
    doc.invitation = stored;
  }
  return doc;
}

/**
 * The documents of a demo collection as stored: reports and form data get their flat query keys
 * (`clientId`, `configKey`, `numeric`; docs/reporting.md, "Performance"), the others go in as generated.
 */
export function withQueryKeys(data: DemoData, name: (typeof PLAIN_COLLECTIONS)[number]): readonly object[] {
  if (name === "reportInstances") return data.reportInstances.map(withReportKeys);
  if (name === "formData") return data.formData.map(withFormDataKeys);
  return data[name] as readonly object[];
}

async function insertAll(db: Db, name: string, documents: readonly object[]): Promise<number> {
  for (let i = 0; i < documents.length; i += 1000) {
    await db
      .collection(name)
      .insertMany(documents.slice(i, i + 1000).map((document) => ({ ...document }) as Document));
  }
  return documents.length;
}

/**
 * Seeds the demo portfolio into an empty database (no users). Returns seeded: false and changes nothing when
 * the database has users already.
 */
export async function seedDemo(
  db: Db,
  options: { providerKey: string; publicUrl: string; scrypt?: ScryptParams; demo?: GenerateDemoOptions },
): Promise<SeedReport> {
  const report: SeedReport = { seeded: false, logins: [], invitations: [], counts: {} };
  if ((await db.collection("users").estimatedDocumentCount()) > 0) return report;
  const data = generateDemo({ ...options.demo, providerKey: options.providerKey });
  const now = isoNow();

  for (const name of PLAIN_COLLECTIONS)
    report.counts[name] = await insertAll(db, name, withQueryKeys(data, name));
  report.counts.reportLocators = await insertAll(
    db,
    "reportLocators",
    data.reportInstances.map((instance) => locatorOf(withReportKeys(instance))),
  );

  const users = data.users.map(toUserDoc);
  report.counts.users = await insertAll(db, "users", users);

  // One hash per distinct demo password: the demo passwords are printed for everyone to use, so accounts
  // sharing one gain nothing from separate salts, and the seed stays quick at the OWASP cost.
  const hashes = new Map<string, string>();
  for (const password of new Set(data.demoLogins.map((login) => login.password))) {
    hashes.set(password, await hashPassword(password, options.scrypt));
  }
  const loginsByUser = new Map(data.demoLogins.map((login) => [login.userId, login]));
  const accounts: AccountDoc[] = users
    .filter((user) => user.status === "ACTIVE" && user.userAccountId)
    .map((user) => {
      const login = loginsByUser.get(user._id);
      return {
        _id: user.userAccountId!,
        userId: user._id,
        username: user.emailKey,
        passwordHash: login ? hashes.get(login.password)! : LOCKED,
        status: "ACTIVE",
        created: user.created ?? now,
      };
    });
  report.counts.accounts = await insertAll(db, "accounts", accounts);
  for (const account of accounts) await nameAccount(db, account.username, account._id);

  const audits: AuditDoc[] = data.audits.map((entry) => ({ ...entry, action: "demo", targets: [] }));
  report.counts.audits = await insertAll(db, "audits", audits);

  report.seeded = true;
  report.logins = data.demoLogins.map((login) => ({
    username: login.username,
    password: login.password,
    role: login.role,
  }));
  report.invitations = data.users
    .filter((user) => user.status === "INVITED" && user.invitation?.invitationToken)
    .map((user) => ({
      email: user.email,
      link: `${options.publicUrl}/registration/${user.invitation!.invitationToken}`,
    }));
  return report;
}

/** The lines `npm start` and the seed command print. */
export function describeSeed(report: SeedReport): string {
  const width = Math.max(
    ...report.logins.map((login) => login.username.length),
    ...report.invitations.map((entry) => entry.email.length),
    8,
  );
  const lines = [
    "Demo logins (username / password / role):",
    ...report.logins.map(
      (login) => `  ${login.username.padEnd(width)}  ${login.password.padEnd(16)}  ${login.role}`,
    ),
  ];
  if (report.invitations.length > 0) {
    lines.push(
      "Open invitations (the registration flow; mail goes to /dev/mail, read there as a provider admin):",
    );
    for (const invitation of report.invitations)
      lines.push(`  ${invitation.email.padEnd(width)}  ${invitation.link}`);
  }
  return lines.join("\n");
}
