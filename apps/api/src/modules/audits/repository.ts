// The audit trail: every mutation of the API, and every login and logout, writes one entry
// ({_id, user, description, text, date}, as spec 3 §3), plus what it concerns for filtering.
import type { Db, Filter } from "mongodb";
import { GroupedInserts } from "../../platform/grouped-inserts";
import { newId } from "../../platform/ids";
import { isoNow } from "../../platform/time";
import type { PersonRef } from "../../model/users";

export interface AuditDoc {
  _id: string;
  user: PersonRef;
  /** What happened, short: "Created user", "Updated client". */
  description: string;
  /** Details a person reads: whom or what it concerned. Never a password, token or code. */
  text: string;
  date: string;
  /** The operation or route that wrote the entry, e.g. `createUser`, `POST /auth/login`. */
  action: string;
  /** Ids the entry concerns (a user, a client), for filters. */
  targets: string[];
}

export interface AuditInput {
  user: PersonRef;
  action: string;
  description: string;
  text: string;
  targets?: Array<string | null | undefined>;
}

export class AuditLog {
  /** Entries recorded at the same time (a rush of saves) go in together. */
  private readonly entries: GroupedInserts<AuditDoc>;

  constructor(private readonly db: Db) {
    this.entries = new GroupedInserts(this.collection);
  }

  get collection() {
    return this.db.collection<AuditDoc>("audits");
  }

  async init(): Promise<void> {
    await this.collection.createIndex({ date: -1 });
    await this.collection.createIndex({ targets: 1 });
  }

  async record(input: AuditInput): Promise<AuditDoc> {
    const entry: AuditDoc = {
      _id: newId(),
      user: input.user,
      description: input.description,
      text: input.text,
      date: isoNow(),
      action: input.action,
      targets: (input.targets ?? []).filter((target): target is string => typeof target === "string"),
    };
    await this.entries.insert(entry);
    return entry;
  }

  async page(
    filter: Filter<AuditDoc>,
    skip: number,
    limit: number,
  ): Promise<{ results: AuditDoc[]; total: number }> {
    const [results, total] = await Promise.all([
      this.collection.find(filter).sort({ date: -1, _id: -1 }).skip(skip).limit(limit).toArray(),
      this.collection.countDocuments(filter),
    ]);
    return { results, total };
  }
}
