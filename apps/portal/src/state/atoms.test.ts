import { describe, expect, it } from "vitest";
import { rememberRecent } from "./atoms";

describe("rememberRecent", () => {
  it("puts the client first without duplicates and keeps five", () => {
    let list = [1, 2, 3, 4, 5].map((n) => ({ key: `c${n}`, name: `Client ${n}` }));
    list = rememberRecent(list, { key: "c3", name: "Client 3" });
    expect(list.map((client) => client.key)).toEqual(["c3", "c1", "c2", "c4", "c5"]);
    list = rememberRecent(list, { key: "c6", name: "Client 6" });
    expect(list.map((client) => client.key)).toEqual(["c6", "c3", "c1", "c2", "c4"]);
  });
});
