import type { FieldDefinition, FormConfig } from "@ledgerline/schemas";
import { describe, expect, it } from "vitest";
import {
  addField,
  deleteField,
  findField,
  indentField,
  moveField,
  moveFieldTo,
  outdentField,
  proposeInternalName,
  renameField,
  updateField,
} from "./fieldTree";
import type { TreeResult } from "./fieldTree";

const leaf = (internalName: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  internalName,
  name: { en: internalName },
  type: "numeric",
  ...extra,
});
const set = (internalName: string, children: FieldDefinition[]): FieldDefinition => ({
  internalName,
  name: { en: internalName },
  type: "fieldset",
  children,
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

function form(fields: FieldDefinition[]): FormConfig {
  return deepFreeze({
    key: "balance",
    version: "1.0.0",
    name: { en: "Balance" },
    context: { category: "financial", periodType: "month", target: "client" },
    type: "form",
    clientTypes: ["MFI"],
    fields,
    validations: [
      { validationType: "error", validationMessage: "m", formula: "assets > 0", dependencies: ["assets"] },
    ],
  } as FormConfig);
}

/** The tree as nested names, e.g. ["a", ["b", ["c"]]]. */
function shape(fields: readonly FieldDefinition[]): unknown[] {
  return fields.flatMap((f) => (f.children ? [f.internalName, shape(f.children)] : [f.internalName]));
}

function ok(result: TreeResult): FormConfig {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.config;
}

const sample = () =>
  form([set("assets", [leaf("cash"), leaf("loans"), set("other", [leaf("deposits")])]), leaf("liabilities")]);

describe("finding fields", () => {
  it("finds a field at any depth with its path and depth", () => {
    const found = findField(sample(), "deposits");
    expect(found?.path).toEqual([0, 2, 0]);
    expect(found?.depth).toBe(3);
    expect(findField(sample(), "missing")).toBeUndefined();
  });

  it("proposes the first unused name", () => {
    const config = form([leaf("newField"), leaf("newField2")]);
    expect(proposeInternalName(config)).toBe("newField3");
    expect(proposeInternalName(form([leaf("a")]))).toBe("newField");
  });
});

describe("adding fields", () => {
  it("adds after a sibling with a unique proposed name, leaving the frozen config untouched", () => {
    const config = sample();
    const result = addField(config, { relativeTo: "cash", as: "sibling" });
    expect(result.ok && result.selected).toBe("newField");
    expect(shape(ok(result).fields)).toEqual([
      "assets",
      ["cash", "newField", "loans", "other", ["deposits"]],
      "liabilities",
    ]);
    expect(shape(config.fields)).toEqual(["assets", ["cash", "loans", "other", ["deposits"]], "liabilities"]);
  });

  it("adds as last child of a fieldset, and refuses a child of a plain field", () => {
    const result = ok(addField(sample(), { relativeTo: "other", as: "child" }));
    expect(shape(result.fields)).toEqual([
      "assets",
      ["cash", "loans", "other", ["deposits", "newField"]],
      "liabilities",
    ]);
    expect(addField(sample(), { relativeTo: "cash", as: "child" })).toEqual({
      ok: false,
      reason: "not-a-container",
    });
  });

  it("refuses a fifth level", () => {
    const config = form([set("a", [set("b", [set("c", [set("d", [])])])])]);
    expect(addField(config, { relativeTo: "c", as: "child" }).ok).toBe(true);
    expect(addField(config, { relativeTo: "d", as: "child" })).toEqual({ ok: false, reason: "too-deep" });
  });

  it("adds at the end without an anchor", () => {
    expect(shape(ok(addField(sample())).fields).at(-1)).toBe("newField");
  });
});

describe("deleting fields", () => {
  it("deletes a field with its children and selects a neighbour", () => {
    const result = deleteField(sample(), "other");
    expect(shape(ok(result).fields)).toEqual(["assets", ["cash", "loans"], "liabilities"]);
    expect(result.ok && result.selected).toBe("loans");
    expect(findField(ok(result), "deposits")).toBeUndefined();
  });

  it("selects the parent when the last child goes, and drops the empty children list", () => {
    const result = deleteField(sample(), "deposits");
    expect(result.ok && result.selected).toBe("other");
    expect(findField(ok(result), "other")?.field.children).toBeUndefined();
  });

  it("refuses to delete the only field", () => {
    expect(deleteField(form([leaf("a")]), "a")).toEqual({ ok: false, reason: "last-field" });
  });
});

describe("moving fields", () => {
  it("moves up and down among siblings and refuses past the edges", () => {
    expect(shape(ok(moveField(sample(), "loans", -1)).fields)[1]).toEqual([
      "loans",
      "cash",
      "other",
      ["deposits"],
    ]);
    expect(shape(ok(moveField(sample(), "cash", 1)).fields)[1]).toEqual([
      "loans",
      "cash",
      "other",
      ["deposits"],
    ]);
    expect(moveField(sample(), "cash", -1)).toEqual({ ok: false, reason: "at-edge" });
    expect(moveField(sample(), "liabilities", 1)).toEqual({ ok: false, reason: "at-edge" });
  });

  it("indents into the previous sibling when it is a fieldset", () => {
    const config = form([set("group", [leaf("x")]), leaf("y"), leaf("z")]);
    expect(shape(ok(indentField(config, "y")).fields)).toEqual(["group", ["x", "y"], "z"]);
    expect(indentField(config, "z")).toEqual({ ok: false, reason: "not-a-container" });
    expect(indentField(config, "group")).toEqual({ ok: false, reason: "no-previous-sibling" });
  });

  it("outdents to just after the parent", () => {
    expect(shape(ok(outdentField(sample(), "cash")).fields)).toEqual([
      "assets",
      ["loans", "other", ["deposits"]],
      "cash",
      "liabilities",
    ]);
    expect(outdentField(sample(), "assets")).toEqual({ ok: false, reason: "at-top-level" });
  });

  it("moves to before, after and inside a target (drag and drop)", () => {
    expect(shape(ok(moveFieldTo(sample(), "liabilities", "cash", "before")).fields)).toEqual([
      "assets",
      ["liabilities", "cash", "loans", "other", ["deposits"]],
    ]);
    expect(shape(ok(moveFieldTo(sample(), "cash", "loans", "after")).fields)[1]).toEqual([
      "loans",
      "cash",
      "other",
      ["deposits"],
    ]);
    expect(shape(ok(moveFieldTo(sample(), "liabilities", "other", "inside")).fields)).toEqual([
      "assets",
      ["cash", "loans", "other", ["deposits", "liabilities"]],
    ]);
  });

  it("refuses a move into the field's own subtree, into a non-fieldset, or one that would exceed four levels", () => {
    expect(moveFieldTo(sample(), "assets", "deposits", "after")).toEqual({
      ok: false,
      reason: "into-itself",
    });
    expect(moveFieldTo(sample(), "liabilities", "cash", "inside")).toEqual({
      ok: false,
      reason: "not-a-container",
    });
    const config = form([set("a", [set("b", [set("c", [leaf("d")])])]), set("e", [leaf("f")])]);
    // e holds f: two levels; inside c (level 3) would put f at level 5.
    expect(moveFieldTo(config, "e", "c", "inside")).toEqual({ ok: false, reason: "too-deep" });
    expect(moveFieldTo(config, "e", "b", "inside").ok).toBe(true);
  });
});

describe("renaming and updating", () => {
  it("renames the field only, leaving references for the impact check", () => {
    const config = form([leaf("assets"), leaf("ratio", { formula: "assets * 2" })]);
    const renamed = ok(renameField(config, "assets", "totalAssets"));
    expect(findField(renamed, "totalAssets")).toBeDefined();
    expect(findField(renamed, "ratio")?.field.formula).toBe("assets * 2");
    expect(renamed.validations?.[0]?.formula).toBe("assets > 0");
  });

  it("refuses invalid and taken names", () => {
    const config = form([leaf("a"), leaf("b")]);
    expect(renameField(config, "a", "B c")).toEqual({ ok: false, reason: "invalid-name" });
    expect(renameField(config, "a", "b")).toEqual({ ok: false, reason: "name-taken" });
  });

  it("updates properties but keeps the children and the name", () => {
    const result = ok(
      updateField(sample(), "other", (f) => ({ ...f, name: { en: "Other assets" }, children: [] })),
    );
    const other = findField(result, "other")!.field;
    expect(other.name.en).toBe("Other assets");
    expect(other.children?.map((c) => c.internalName)).toEqual(["deposits"]);
  });
});
