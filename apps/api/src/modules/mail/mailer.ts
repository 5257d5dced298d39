// Outgoing mail. With SMTP_URL, nodemailer sends it; without, the message is kept in `mailOutbox` so a
// person trying the demo can read it at /dev/mail (not in production).
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { Db } from "mongodb";
import { newId } from "../../platform/ids";
import { isoNow } from "../../platform/time";
import type { RenderedMail } from "./templates";

export interface OutboxDoc {
  _id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  language: string;
  links: string[];
  created: string;
}

export interface SentMail {
  mailId: string;
  transport: "smtp" | "outbox";
}

export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    smtpUrl: string | null,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  private get outbox() {
    return this.db.collection<OutboxDoc>("mailOutbox");
  }

  async init(): Promise<void> {
    await this.outbox.createIndex({ created: -1 });
  }

  /**
   * The newest mails in the outbox, newest first (the development mail page). A sort on FerretDB reads the
   * whole outbox: it holds what one development database sent.
   */
  latestInOutbox(limit: number): Promise<OutboxDoc[]> {
    return this.outbox.find().sort({ created: -1, _id: -1 }).limit(limit).toArray();
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
    await this.outbox.insertOne(document);
    return { mailId: document._id, transport: "outbox" };
  }

  close(): void {
    this.transport?.close();
  }
}
