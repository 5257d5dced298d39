// The e-mails the API sends, in the five interface languages (en, fr, es, pt, ru); other user languages get
// English. Plain text is the source; the HTML part is the same text, escaped, with its links clickable.
import { LANGUAGES } from "@ledgerline/schemas/languages";

export const MAIL_LANGUAGES = LANGUAGES;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export function mailLanguage(language: string | undefined): MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(language ?? "") ? (language as MailLanguage) : "en";
}

interface Texts {
  subject: string;
  body: string;
}

type Catalogue = Record<
  "invitation" | "validationToken" | "resetCode" | "reportReminder",
  Record<MailLanguage, Texts>
>;

const catalogue: Catalogue = {
  invitation: {
    en: {
      subject: "You are invited to the Ledgerline reporting portal",
      body: "Hello {name},\n\n{inviter} invites you to the Ledgerline reporting portal. Open this link to accept the invitation and complete your registration:\n\n{link}\n\nThe invitation is valid until {date}. If you do not wish to join, you can decline it from the same link.",
    },
    fr: {
      subject: "Vous êtes invité(e) sur le portail de reporting Ledgerline",
      body: "Bonjour {name},\n\n{inviter} vous invite sur le portail de reporting Ledgerline. Ouvrez ce lien pour accepter l'invitation et compléter votre inscription :\n\n{link}\n\nL'invitation est valable jusqu'au {date}. Si vous ne souhaitez pas nous rejoindre, vous pouvez la refuser depuis le même lien.",
    },
    es: {
      subject: "Le invitamos al portal de reportes Ledgerline",
      body: "Hola {name}:\n\n{inviter} le invita al portal de reportes Ledgerline. Abra este enlace para aceptar la invitación y completar su registro:\n\n{link}\n\nLa invitación es válida hasta el {date}. Si no desea unirse, puede rechazarla desde el mismo enlace.",
    },
    pt: {
      subject: "Você foi convidado(a) para o portal de relatórios Ledgerline",
      body: "Olá {name},\n\n{inviter} convida você para o portal de relatórios Ledgerline. Abra este link para aceitar o convite e concluir o seu registo:\n\n{link}\n\nO convite é válido até {date}. Se não quiser participar, pode recusá-lo a partir do mesmo link.",
    },
    ru: {
      subject: "Приглашение на портал отчётности Ledgerline",
      body: "Здравствуйте, {name}!\n\n{inviter} приглашает вас на портал отчётности Ledgerline. Откройте эту ссылку, чтобы принять приглашение и завершить регистрацию:\n\n{link}\n\nПриглашение действительно до {date}. Если вы не хотите присоединяться, вы можете отклонить его по той же ссылке.",
    },
  },
  validationToken: {
    en: {
      subject: "Your Ledgerline validation token",
      body: "Hello {name},\n\nYour validation token is:\n\n{token}\n\nIt is valid for 10 minutes. Enter it on the registration page, or open this link:\n\n{link}",
    },
    fr: {
      subject: "Votre code de validation Ledgerline",
      body: "Bonjour {name},\n\nVotre code de validation est :\n\n{token}\n\nIl est valable 10 minutes. Saisissez-le sur la page d'inscription, ou ouvrez ce lien :\n\n{link}",
    },
    es: {
      subject: "Su código de validación de Ledgerline",
      body: "Hola {name}:\n\nSu código de validación es:\n\n{token}\n\nEs válido durante 10 minutos. Introdúzcalo en la página de registro o abra este enlace:\n\n{link}",
    },
    pt: {
      subject: "O seu código de validação Ledgerline",
      body: "Olá {name},\n\nO seu código de validação é:\n\n{token}\n\nÉ válido durante 10 minutos. Introduza-o na página de registo ou abra este link:\n\n{link}",
    },
    ru: {
      subject: "Ваш код подтверждения Ledgerline",
      body: "Здравствуйте, {name}!\n\nВаш код подтверждения:\n\n{token}\n\nОн действителен 10 минут. Введите его на странице регистрации или откройте эту ссылку:\n\n{link}",
    },
  },
  resetCode: {
    en: {
      subject: "Your Ledgerline password reset code",
      body: "Hello {name},\n\nWe received a request to reset the password of your Ledgerline account. Your code is:\n\n{code}\n\nIt is valid for 30 minutes. Enter it on the password reset page:\n\n{link}\n\nIf you did not ask for this, ignore this message: your password stays as it is.",
    },
    fr: {
      subject: "Votre code de réinitialisation du mot de passe Ledgerline",
      body: "Bonjour {name},\n\nNous avons reçu une demande de réinitialisation du mot de passe de votre compte Ledgerline. Votre code est :\n\n{code}\n\nIl est valable 30 minutes. Saisissez-le sur la page de réinitialisation :\n\n{link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    },
    es: {
      subject: "Su código para restablecer la contraseña de Ledgerline",
      body: "Hola {name}:\n\nHemos recibido una solicitud para restablecer la contraseña de su cuenta de Ledgerline. Su código es:\n\n{code}\n\nEs válido durante 30 minutos. Introdúzcalo en la página de restablecimiento:\n\n{link}\n\nSi no lo ha solicitado, ignore este mensaje: su contraseña no cambia.",
    },
    pt: {
      subject: "O seu código para redefinir a palavra-passe Ledgerline",
      body: "Olá {name},\n\nRecebemos um pedido para redefinir a palavra-passe da sua conta Ledgerline. O seu código é:\n\n{code}\n\nÉ válido durante 30 minutos. Introduza-o na página de redefinição:\n\n{link}\n\nSe não fez este pedido, ignore esta mensagem: a sua palavra-passe mantém-se.",
    },
    ru: {
      subject: "Код для сброса пароля Ledgerline",
      body: "Здравствуйте, {name}!\n\nМы получили запрос на сброс пароля вашей учётной записи Ledgerline. Ваш код:\n\n{code}\n\nОн действителен 30 минут. Введите его на странице сброса пароля:\n\n{link}\n\nЕсли вы не запрашивали сброс, проигнорируйте это письмо: ваш пароль останется прежним.",
    },
  },
  reportReminder: {
    en: {
      subject: "Reminder: {template}, {client}, {period}",
      body: "Hello {name},\n\nThis report is waiting to be filed:\n\n{template}\n{client}, {period}\nDue on {date}\n\nOpen it here:\n\n{link}",
    },
    fr: {
      subject: "Rappel : {template}, {client}, {period}",
      body: "Bonjour {name},\n\nCe rapport attend d'être complété :\n\n{template}\n{client}, {period}\nÀ remettre le {date}\n\nOuvrez-le ici :\n\n{link}",
    },
    es: {
      subject: "Recordatorio: {template}, {client}, {period}",
      body: "Hola {name}:\n\nEste reporte está pendiente de presentar:\n\n{template}\n{client}, {period}\nVence el {date}\n\nÁbralo aquí:\n\n{link}",
    },
    pt: {
      subject: "Lembrete: {template}, {client}, {period}",
      body: "Olá {name},\n\nEste relatório aguarda ser preenchido:\n\n{template}\n{client}, {period}\nPrazo: {date}\n\nAbra-o aqui:\n\n{link}",
    },
    ru: {
      subject: "Напоминание: {template}, {client}, {period}",
      body: "Здравствуйте, {name}!\n\nЭтот отчёт ожидает заполнения:\n\n{template}\n{client}, {period}\nСрок сдачи: {date}\n\nОткройте его по ссылке:\n\n{link}",
    },
  },
};

export type MailKind = keyof Catalogue;

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
  const texts = catalogue[kind][lang];
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const text = fill(texts.body);
  const links = [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
  const html = `<!doctype html><html lang="${lang}"><body><p>${escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n\n/g, "</p><p>")
    .replace(/\n/g, "<br>")}</p></body></html>`;
  return { kind, language: lang, subject: fill(texts.subject), text, html, links };
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
