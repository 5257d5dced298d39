// The development mailbox (`mailOutbox`): mail kept instead of sent when no SMTP server is configured, read
// at /dev/mail.
import type { Db } from "mongodb";

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

export class Outbox {
  constructor(private readonly db: Db) {}

  private get collection() {
    return this.db.collection<OutboxDoc>("mailOutbox");
  }

  async init(): Promise<void> {
    await this.collection.createIndex({ created: -1 });
  }

  async keep(mail: OutboxDoc): Promise<void> {
    await this.collection.insertOne(mail);
  }

  /**
   * The newest mails, newest first. A sort on FerretDB reads the whole outbox: it holds what one development
   * database sent.
   */
  latest(limit: number): Promise<OutboxDoc[]> {
    return this.collection.find().sort({ created: -1, _id: -1 }).limit(limit).toArray();
  }
}
