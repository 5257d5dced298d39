// Invitations: a link with a random token (stored hashed) e-mailed to the invited person, valid 14 days.
// Sending again (reinvite) replaces the token, so older links stop working.
import type { Db } from "mongodb";
import type { Config } from "../../config";
import type { Mailer } from "../mail/mailer";
import { randomToken, sha256 } from "../../platform/ids";
import { DAY, isoIn, isoNow } from "../../platform/time";
import { formatMailDate, mailLanguage, renderMail } from "../mail/templates";
import type { InvitationDoc, PersonRef, UserDoc } from "../../model/users";
import { setInvitation, setInvitationMailId, userByInvitationTokenHash } from "./repository";

export const INVITATION_DAYS = 14;

/** What sending an invitation uses of the services. */
export interface InvitationServices {
  config: Pick<Config, "publicUrl">;
  db: Db;
  mailer: Pick<Mailer, "send">;
}

export function invitationLink(services: Pick<InvitationServices, "config">, token: string): string {
  return `${services.config.publicUrl}/registration/${encodeURIComponent(token)}`;
}

/** Issues a new invitation token for `user`, stores it hashed and mails the link. Returns the mail id. */
export async function sendInvitation(
  services: InvitationServices,
  user: UserDoc,
  inviter: PersonRef,
): Promise<string> {
  const token = randomToken();
  const now = isoNow();
  const previous: Partial<InvitationDoc> = user.invitation ?? {};
  const invitation: InvitationDoc = {
    expirationDate: isoIn(INVITATION_DAYS * DAY),
    fulfilled: false,
    tokenHash: sha256(token),
    validation: null,
    lastSendOfInvite: now,
    creator: previous.creator ?? inviter,
    sents: [...(previous.sents ?? []), { date: now }],
    bounced: previous.bounced ?? [],
  };
  await setInvitation(services.db, user._id, invitation);
  const language = mailLanguage(user.language);
  const mail = renderMail("invitation", language, {
    name: user.fullName,
    inviter: inviter.fullName,
    link: invitationLink(services, token),
    date: formatMailDate(invitation.expirationDate, language),
  });
  const sent = await services.mailer.send(user.email, mail);
  await setInvitationMailId(services.db, user._id, sent.mailId);
  return sent.mailId;
}

/** The invited user of a live invitation token: not used, not declined, not expired, user still invited. */
export async function findInvitation(
  services: Pick<InvitationServices, "db">,
  token: string,
): Promise<UserDoc | null> {
  if (token.trim() === "" || token.length > 200) return null;
  const user = await userByInvitationTokenHash(services.db, sha256(token.trim()));
  const invitation = user?.invitation;
  if (!user || !invitation || user.status !== "INVITED" || user.userAccountId) return null;
  if (invitation.fulfilled || invitation.declinedAt || invitation.expirationDate < isoNow()) return null;
  return user;
}
