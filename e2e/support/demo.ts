// The demo logins of the end-to-end run: the API's seed (LEDGERLINE_DEMO=1) loads @ledgerline/schemas'
// deterministic demo portfolio, so the same generator says who can log in with which password.
import { generateDemo } from "@ledgerline/schemas";

export interface DemoLogin {
  username: string;
  password: string;
  role: string;
  fullName: string;
  home: string;
  /** The account's language, which the portal takes over after login. */
  language: string;
}

/** The demo portfolio the API seeded: the same generator, the same documents. */
export const demo = generateDemo({ providerKey: "investor" });

let logins: DemoLogin[] | null = null;

function allLogins(): DemoLogin[] {
  if (!logins) {
    const languages = new Map(demo.users.map((user) => [user.email, user.language]));
    logins = demo.demoLogins.map((login) => ({ ...login, language: languages.get(login.username) ?? "en" }));
  }
  return logins;
}

/** The first demo login with this role. */
export function demoLogin(role: string): DemoLogin {
  const found = allLogins().find((login) => login.role === role);
  if (!found) throw new Error(`The demo has no ${role} login`);
  return found;
}

/** The demo login of this username. */
export function demoLoginOf(username: string): DemoLogin {
  const found = allLogins().find((login) => login.username === username);
  if (!found) throw new Error(`No demo login ${username}`);
  return found;
}

/** The domain whose usernames log in with single sign-on in the end-to-end run (SSO_DOMAINS). */
export const SSO_DOMAIN = "sso.example";

export interface DemoField {
  internalName: string;
  type: string;
  name: Record<string, string>;
  children?: DemoField[];
}

/** Every field of a demo form config, fieldsets and their children alike, in tree order. */
export function demoFields(formKey: string): DemoField[] {
  const form = demo.formConfigs.find((candidate) => candidate.key === formKey) as unknown as
    { fields: DemoField[] } | undefined;
  const all: DemoField[] = [];
  const walk = (fields: DemoField[]) =>
    fields.forEach((field) => {
      all.push(field);
      walk(field.children ?? []);
    });
  walk(form?.fields ?? []);
  return all;
}

/** A field's label in a language, from the demo's form config. */
export function fieldLabel(formKey: string, internalName: string, language: string): string {
  const field = demoFields(formKey).find((candidate) => candidate.internalName === internalName)!;
  return field.name[language] ?? field.name.en!;
}

/** The accessible name of a report grid input: its line item's label, then its period ("Cash, June 2025"). */
export function inputName(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, `);
}

/** A form's name in a language. */
export function formName(formKey: string, language: string): string {
  const form = demo.formConfigs.find((candidate) => candidate.key === formKey)! as unknown as {
    name: Record<string, string>;
  };
  return form.name[language] ?? form.name.en!;
}
