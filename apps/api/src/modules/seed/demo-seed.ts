// The demo seed: an empty database gets the demo portfolio of @ledgerline/schemas (clients, users,
// investments, templates, reports, form data, exchange rates, audits) and a login account for every demo
// login, its password hashed here. Used by `npm start` (LEDGERLINE_DEMO=1) and by the `seed` command.
import { generateDemo } from "@ledgerline/schemas";
import type { DemoData, GenerateDemoOptions } from "@ledgerline/schemas";
import type { Db } from "mongodb";
import { sha256 } from "../../platform/ids";
import { DAY, isoIn, isoNow } from "../../platform/time";
import { hashPassword } from "../accounts/password";
import { withFormDataKeys, withReportKeys } from "../reports/model";
import { locatorOf } from "../reports/repository/report-locators";
import type { ScryptParams } from "../accounts/password";
import type { AuditDoc } from "../audits/repository";
import type { CovenantConfigDoc } from "../investments/model";
import type { FormConfigDoc, ReportConfigDoc } from "../reports/model";
import type { AccountDoc, InvitationDoc, UserDoc } from "../../model/users";
import { emailKey } from "../../model/users";
import { nameAccount } from "../users/repository";
import { findInvitation } from "../users/invitations";
import { catalogueRepositories, loadCatalogue } from "./catalogue";
import { hasUsers, insertAll } from "./repository";

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

/**
 * Collections the demo fills, in insertion order, and where their documents come from. The seed writes the
 * template catalogue's three through loadCatalogue (catalogue.ts); the benchmark inserts them all as they are.
 */
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

const CATALOGUE_COLLECTIONS: ReadonlySet<string> = new Set([
  "covenantConfigs",
  "reportConfigs",
  "formConfigs",
]);

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

/**
 * Seeds the demo portfolio into an empty database (no users). Returns seeded: false and changes nothing when
 * the database has users already.
 */
export async function seedDemo(
  db: Db,
  options: { providerKey: string; publicUrl: string; scrypt?: ScryptParams; demo?: GenerateDemoOptions },
): Promise<SeedReport> {
  const report: SeedReport = { seeded: false, logins: [], invitations: [], counts: {} };
  if (await hasUsers(db)) return report;
  const data = generateDemo({ ...options.demo, providerKey: options.providerKey });
  const now = isoNow();

  const templates = await loadCatalogue(catalogueRepositories(db), {
    forms: data.formConfigs as FormConfigDoc[],
    reports: data.reportConfigs as ReportConfigDoc[],
    covenants: data.covenantConfigs as CovenantConfigDoc[],
  });
  report.counts.formConfigs = templates.forms.loaded.length;
  report.counts.reportConfigs = templates.reports.loaded.length;
  report.counts.covenantConfigs = templates.covenants.loaded.length;
  for (const name of PLAIN_COLLECTIONS)
    if (!CATALOGUE_COLLECTIONS.has(name))
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
  report.logins = loginsOf(data);
  report.invitations = invitationsOf(data, options.publicUrl);
  return report;
}

function loginsOf(data: DemoData): DemoLoginLine[] {
  return data.demoLogins.map((login) => ({
    username: login.username,
    password: login.password,
    role: login.role,
  }));
}

function invitationsOf(data: DemoData, publicUrl: string): SeedReport["invitations"] {
  return data.users
    .filter((user) => user.status === "INVITED" && user.invitation?.invitationToken)
    .map((user) => ({
      email: user.email,
      link: `${publicUrl}/registration/${user.invitation!.invitationToken}`,
    }));
}

/**
 * The demo logins and the demo invitations the database still has open (not used, declined, expired or
 * replaced), for a start on a database seeded before. The database keeps only hashes, so the demo is generated
 * again (it is deterministic) and each of its invitation tokens looked up.
 */
export async function keptDemo(
  db: Db,
  options: { providerKey: string; publicUrl: string; demo?: GenerateDemoOptions },
): Promise<SeedReport> {
  const data = generateDemo({ ...options.demo, providerKey: options.providerKey });
  const invitations: SeedReport["invitations"] = [];
  for (const invitation of invitationsOf(data, options.publicUrl)) {
    const token = invitation.link.split("/").pop()!;
    if (await findInvitation({ db }, token)) invitations.push(invitation);
  }
  return { seeded: false, logins: loginsOf(data), invitations, counts: {} };
}

/** The lines `npm start` and the seed command print (passwords as seeded: one changed since is not known). */
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
  } else {
    lines.push("No demo invitation is open any more (each was used, declined, sent again or has expired).");
  }
  return lines.join("\n");
}
