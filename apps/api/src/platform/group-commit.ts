// Group commit: what writers ask for while the previous write runs goes out together in the next one, at most
// `maxGroup` at a time. The database's cost is mostly per command, so under load many writers share one, while a
// lone writer is sent at once and waits no longer than before. Each writer waits for its own outcome: nothing
// is answered before its write is acknowledged. The change feed (numbers appended in order) and grouped
// inserts (claims, audit entries) are both written this way.

/** One item's outcome in a written group: its answer, or the error that belongs to it alone. */
export type Outcome<Answer> = { answer: Answer } | { error: unknown };

/**
 * Writes a group, answering each item's outcome in the group's order; throwing fails every item of the group
 * (nothing is known to be written).
 */
export type WriteGroup<Item, Answer> = (items: readonly Item[]) => Promise<ReadonlyArray<Outcome<Answer>>>;

interface Queued<Item, Answer> {
  item: Item;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<Item, Answer> {
  private readonly queued: Array<Queued<Item, Answer>> = [];
  private writing = false;

  constructor(
    private readonly writeGroup: WriteGroup<Item, Answer>,
    private readonly maxGroup = 100,
  ) {}

  /** Queues the item for the next group and answers its outcome once that group is written. */
  submit(item: Item): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.queued.push({ item, resolve, reject });
      void this.writeQueued();
    });
  }

  private async writeQueued(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.queued.length > 0) await this.write(this.queued.splice(0, this.maxGroup));
    } finally {
      this.writing = false;
    }
  }

  private async write(group: Array<Queued<Item, Answer>>): Promise<void> {
    let outcomes: ReadonlyArray<Outcome<Answer>>;
    try {
      outcomes = await this.writeGroup(group.map((entry) => entry.item));
    } catch (error) {
      for (const entry of group) entry.reject(error);
      return;
    }
    group.forEach((entry, index) => {
      const outcome = outcomes[index];
      if (!outcome) entry.reject(new Error("the group's write gave this item no outcome"));
      else if ("error" in outcome) entry.reject(outcome.error);
      else entry.resolve(outcome.answer);
    });
  }
}
