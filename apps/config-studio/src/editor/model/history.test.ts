import { describe, expect, it } from "vitest";
import { HISTORY_LIMIT, canRedo, canUndo, createHistory, recordEdit, redo, undo } from "./history";

describe("undo and redo", () => {
  it("undoes and redoes edits in order", () => {
    let h = createHistory("a");
    h = recordEdit(h, "b", { now: 0 });
    h = recordEdit(h, "c", { now: 5000 });
    h = undo(h);
    expect(h.present).toBe("b");
    h = undo(h);
    expect(h.present).toBe("a");
    expect(canUndo(h)).toBe(false);
    h = redo(redo(h));
    expect(h.present).toBe("c");
    expect(canRedo(h)).toBe(false);
  });

  it("clears the redo list on a new edit", () => {
    let h = recordEdit(recordEdit(createHistory(1), 2, { now: 0 }), 3, { now: 5000 });
    h = undo(h);
    h = recordEdit(h, 4, { now: 6000 });
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(2);
  });

  it("coalesces typing in one text box within a second into one step", () => {
    let h = createHistory("");
    h = recordEdit(h, "a", { coalesceKey: "name.en", now: 0 });
    h = recordEdit(h, "ab", { coalesceKey: "name.en", now: 400 });
    h = recordEdit(h, "abc", { coalesceKey: "name.en", now: 800 });
    expect(undo(h).present).toBe("");
    // A pause, or another box, starts a new step.
    h = recordEdit(h, "abcd", { coalesceKey: "name.en", now: 2500 });
    h = recordEdit(h, "abcd!", { coalesceKey: "name.fr", now: 2600 });
    expect(undo(h).present).toBe("abcd");
    expect(undo(undo(h)).present).toBe("abc");
  });

  it("does not coalesce after an undo", () => {
    let h = recordEdit(createHistory(""), "a", { coalesceKey: "k", now: 0 });
    h = undo(h);
    h = recordEdit(h, "b", { coalesceKey: "k", now: 100 });
    h = recordEdit(h, "bc", { coalesceKey: "k", now: 200 });
    expect(undo(h).present).toBe("");
  });

  it("keeps at most HISTORY_LIMIT steps", () => {
    let h = createHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 50; i += 1) h = recordEdit(h, i, { now: i * 10_000 });
    expect(h.past.length).toBe(HISTORY_LIMIT);
    while (canUndo(h)) h = undo(h);
    expect(h.present).toBe(50);
  });
});
