import { describe, expect, it } from "vitest";
import { flattenFieldTree } from "./flattenFieldTree";
import type { FieldNode } from "./flattenFieldTree";

const assets: FieldNode = {
  internalName: "assets",
  type: "fieldset",
  children: [
    { internalName: "cash" },
    {
      internalName: "loans",
      type: "fieldset",
      children: [{ internalName: "grossLoanPortfolio" }, { internalName: "impairment" }],
    },
    { internalName: "internalMemo", visible: false },
  ],
};

describe("flattenFieldTree", () => {
  it("lists rows in display order with their depth", () => {
    const rows = flattenFieldTree([assets, { internalName: "totalAssets" }]);
    expect(rows.map((row) => [row.field.internalName, row.depth, row.hasChildren])).toEqual([
      ["assets", 0, true],
      ["cash", 1, false],
      ["loans", 1, true],
      ["grossLoanPortfolio", 2, false],
      ["impairment", 2, false],
      ["totalAssets", 0, false],
    ]);
  });

  it("leaves out the children of collapsed fieldsets but keeps the fieldset row", () => {
    const rows = flattenFieldTree([assets], new Set(["loans"]));
    expect(rows.map((row) => row.field.internalName)).toEqual(["assets", "cash", "loans"]);
  });

  it("refuses a tree deeper than four levels", () => {
    const deep = (level: number): FieldNode =>
      level === 0 ? { internalName: "leaf" } : { internalName: `level${level}`, children: [deep(level - 1)] };
    expect(() => flattenFieldTree([deep(3)])).not.toThrow();
    expect(() => flattenFieldTree([deep(4)])).toThrow(/at most 4 levels; "leaf" is deeper/);
  });
});
