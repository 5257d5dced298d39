// Outgoing mail. With SMTP_URL, nodemailer sends it; without, the message is kept in `mailOutbox` so a
// person trying the demo can read it at /dev/mail (not in production).
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { Db } from "mongodb";
import { Outbox } from "./repository";
import type { OutboxDoc } from "./repository";
import { newId } from "../../platform/ids";
import { isoNow } from "../../platform/time";
import type { RenderedMail } from "./templates";

export interface SentMail {
  mailId: string;
  transport: "smtp" | "outbox";
}

export class Mailer {
  private readonly transport: Transporter | null;
  private readonly outbox: Outbox;

  constructor(
    db: Db,
    smtpUrl: string | null,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
    this.outbox = new Outbox(db);
  }

  init(): Promise<void> {
    return this.outbox.init();
  }

  /** The newest mails in the outbox, newest first (the development mail page). */
  latestInOutbox(limit: number): Promise<OutboxDoc[]> {
    return this.outbox.latest(limit);
  }

  async send(to: string, mail: RenderedMail): Promise<SentMail> {
    if (this.transport) {
      const info = await this.transport.sendMail({
        from: this.from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      return { mailId: String(info.messageId ?? newId()), transport: "smtp" };
    }
    const document: OutboxDoc = {
      _id: newId(),
      to,
      from: this.from,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: mail.kind,
      language: mail.language,
      links: mail.links,
      created: isoNow(),
    };
    await this.outbox.keep(document);
    return { mailId: document._id, transport: "outbox" };
  }

  close(): void {
    this.transport?.close();
  }
}
