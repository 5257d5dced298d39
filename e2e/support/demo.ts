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

export function demoLogin(role: string): DemoLogin {
  if (!logins) {
    const languages = new Map(demo.users.map((user) => [user.email, user.language]));
    logins = demo.demoLogins.map((login) => ({ ...login, language: languages.get(login.username) ?? "en" }));
  }
  const found = logins.find((login) => login.role === role);
  if (!found) throw new Error(`The demo has no ${role} login`);
  return found;
}

/** The domain whose usernames log in with single sign-on in the end-to-end run (SSO_DOMAINS). */
export const SSO_DOMAIN = "sso.example";

interface NamedField {
  internalName: string;
  name: Record<string, string>;
  children?: NamedField[];
}

/** A field's label in a language, from the demo's form config. */
export function fieldLabel(formKey: string, internalName: string, language: string): string {
  const form = demo.formConfigs.find((candidate) => candidate.key === formKey)!;
  const find = (fields: NamedField[]): NamedField | undefined =>
    fields
      .map((field) => (field.internalName === internalName ? field : find(field.children ?? [])))
      .find(Boolean);
  const field = find(form.fields as unknown as NamedField[])!;
  return field.name[language] ?? field.name.en!;
}

/** A form's name in a language. */
export function formName(formKey: string, language: string): string {
  const form = demo.formConfigs.find((candidate) => candidate.key === formKey)! as unknown as {
    name: Record<string, string>;
  };
  return form.name[language] ?? form.name.en!;
}
