// Writers asking while a write runs share the next one; each hears its own outcome, and a failed write fails
// only the writers of its group.
import { describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit";

/** A write that waits until released, recording each group it was given. */
function heldWrites() {
  const groups: string[][] = [];
  const releases: Array<() => void> = [];
  const write = async (items: readonly string[]) => {
    groups.push([...items]);
    await new Promise<void>((release) => releases.push(release));
    return items.map((item) =>
      item.startsWith("bad") ? { error: new Error(item) } : { answer: item.length },
    );
  };
  /** Lets the oldest running write finish, once it has started. */
  const releaseNext = async () => {
    while (releases.length === 0) await new Promise((resolve) => setImmediate(resolve));
    releases.shift()!();
  };
  return { groups, write, releaseNext };
}

describe(GroupCommit, () => {
  it("writes a lone item at once and those asked for meanwhile together, at most maxGroup at a time", async () => {
    const { groups, write, releaseNext } = heldWrites();
    const commit = new GroupCommit(write, 2);
    const first = commit.submit("a");
    const later = ["bb", "ccc", "dddd"].map((item) => commit.submit(item));
    expect(groups).toEqual([["a"]]);
    await releaseNext();
    await releaseNext();
    await releaseNext();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(groups).toEqual([["a"], ["bb", "ccc"], ["dddd"]]);
  });

  it("fails only the item its outcome names, and every item of a group whose write throws", async () => {
    const { write, releaseNext } = heldWrites();
    let throwing = false;
    const commit = new GroupCommit(async (items: readonly string[]) => {
      if (throwing) throw new Error("connection lost");
      return write(items);
    });
    const lone = commit.submit("x");
    const good = commit.submit("ok");
    const bad = commit.submit("bad-1");
    await releaseNext();
    expect(await lone).toBe(1);
    await releaseNext();
    expect(await good).toBe(2);
    await expect(bad).rejects.toThrow("bad-1");
    throwing = true;
    const results = await Promise.allSettled([commit.submit("y"), commit.submit("z")]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
  });
});
