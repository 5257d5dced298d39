// The e-mails the API sends, in the five interface languages (locales/*.ftl, `mail-…`); other user languages
// get English. Plain text is the source; the HTML part is the same text, escaped, with its links clickable.
import { LANGUAGES } from "@ledgerline/schemas/languages";
import { apiLanguage, apiText } from "../../i18n/texts";

export const MAIL_LANGUAGES = LANGUAGES;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export function mailLanguage(language: string | undefined): MailLanguage {
  return apiLanguage(language);
}

const MESSAGES = {
  invitation: { subject: "mail-invitation-subject", body: "mail-invitation-body" },
  validationToken: { subject: "mail-validation-token-subject", body: "mail-validation-token-body" },
  resetCode: { subject: "mail-reset-code-subject", body: "mail-reset-code-body" },
  reportReminder: { subject: "mail-report-reminder-subject", body: "mail-report-reminder-body" },
} as const;

export type MailKind = keyof typeof MESSAGES;

export interface RenderedMail {
  kind: MailKind;
  language: MailLanguage;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export function renderMail(
  kind: MailKind,
  language: string | undefined,
  values: Record<string, string>,
): RenderedMail {
  const lang = mailLanguage(language);
  const text = apiText(lang, MESSAGES[kind].body, values);
  const links = [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
  const html = `<!doctype html><html lang="${lang}"><body><p>${escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n\n/g, "</p><p>")
    .replace(/\n/g, "<br>")}</p></body></html>`;
  return {
    kind,
    language: lang,
    subject: apiText(lang, MESSAGES[kind].subject, values),
    text,
    html,
    links,
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A date as people read it in a message: 31 January 2024, in the message's language. */
export function formatMailDate(iso: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(language, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}
