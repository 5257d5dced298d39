import { FluentBundle, FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import { describeChange } from "./describeChange";
import type { TemplateChange } from "./templateApi";

const sources = import.meta.glob<string>("../../i18n/locales/*/*.ftl", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The studio's messages in a language, as the app formats them. */
function translator(language: string) {
  const bundle = new FluentBundle(language, { useIsolating: false });
  for (const [path, source] of Object.entries(sources))
    if (path.includes(`/locales/${language}/`)) bundle.addResource(new FluentResource(source));
  return (id: string, args?: Record<string, string | number>) => {
    const message = bundle.getMessage(id);
    if (!message?.value) throw new Error(`No message ${id} in ${language}`);
    return bundle.formatPattern(message.value, args);
  };
}

const en = translator("en");
const say = (change: TemplateChange) => describeChange(change, en, "en");

describe("a change of a template, in the author's words", () => {
  it("names an added or removed field by its label and internal name", () => {
    const field = { internalName: "totalAssets", name: { en: "Total assets", fr: "Total des actifs" } };
    expect(say({ kind: "added", path: "fields.totalAssets", after: field })).toBe(
      "Field added: Total assets (totalAssets)",
    );
    expect(say({ kind: "removed", path: "fields.totalAssets", before: field })).toBe(
      "Field removed: Total assets (totalAssets)",
    );
    expect(
      describeChange({ kind: "added", path: "fields.totalAssets", after: field }, translator("fr"), "fr"),
    ).toBe("Champ ajouté : Total des actifs (totalAssets)");
  });

  it("says where a field moved", () => {
    expect(
      say({
        kind: "moved",
        path: "fields.cash",
        before: { parent: "assets", index: 0 },
        after: { parent: "liquidity", index: 2 },
      }),
    ).toBe("cash: moved to position 3 in liquidity");
    expect(
      say({
        kind: "moved",
        path: "fields.cash",
        before: { parent: "assets", index: 0 },
        after: { parent: null, index: 0 },
      }),
    ).toBe("cash: moved to position 1 at the top level");
  });

  it("tells a label's and a formula's change", () => {
    expect(
      say({
        kind: "changed",
        path: "fields.totalAssets.name.fr",
        before: "Actifs",
        after: "Total des actifs",
      }),
    ).toBe("totalAssets: Label changed (fr): Actifs → Total des actifs");
    expect(say({ kind: "added", path: "fields.totalAssets.guide.ru", after: "Итого" })).toBe(
      "totalAssets: Help text added (ru): Итого",
    );
    expect(
      say({
        kind: "changed",
        path: "fields.totalAssets.formula",
        before: "add(a, b)",
        after: "add(a, b, c)",
      }),
    ).toBe("totalAssets: Formula changed: add(a, b) → add(a, b, c)");
    expect(say({ kind: "removed", path: "fields.totalAssets.formula", before: "cash" })).toBe(
      "totalAssets: Formula removed (was cash)",
    );
  });

  it("tells input rules and flags as the editor names them, read-only the author's way round", () => {
    expect(say({ kind: "added", path: "fields.cash.validations.min", after: 0 })).toBe(
      "cash: Minimum added: 0",
    );
    expect(say({ kind: "added", path: "fields.cash.validations.required", after: true })).toBe(
      "cash: Required added: yes",
    );
    expect(say({ kind: "added", path: "fields.cash.editable", after: false })).toBe(
      "cash: Read-only added: yes",
    );
    expect(say({ kind: "changed", path: "fields.cash.type", before: "numeric", after: "currency" })).toBe(
      "cash: Type changed: numeric → currency",
    );
  });

  it("tells step validations added, changed, moved and removed", () => {
    const validation = {
      key: "equityPositive",
      validationType: "error",
      validationMessage: "Equity must be positive",
      formula: "equity > 0",
    };
    expect(say({ kind: "added", path: "validations[1]", after: validation })).toBe(
      "Validation 2 (equityPositive) added: Equity must be positive",
    );
    expect(say({ kind: "removed", path: "validations[0]", before: { ...validation, key: undefined } })).toBe(
      "Validation 1 removed: Equity must be positive",
    );
    expect(
      say({ kind: "changed", path: "validations[0].formula", before: "equity > 0", after: "equity >= 0" }),
    ).toBe("Validation 1: Formula changed: equity > 0 → equity >= 0");
    expect(say({ kind: "moved", path: "validations[2]", before: 0, after: 2 })).toBe(
      "Validation 3: moved to position 3",
    );
  });

  it("tells the template's own name and a report's steps", () => {
    expect(say({ kind: "changed", path: "name.en", before: "Balance", after: "Balance sheet" })).toBe(
      "Template: Label changed (en): Balance → Balance sheet",
    );
    expect(say({ kind: "changed", path: "clientTypes", before: ["MFI"], after: ["MFI", "AGRO"] })).toBe(
      "Template: Client types changed: MFI → MFI, AGRO",
    );
    expect(say({ kind: "added", path: "steps[1]", after: { config: { key: "profitLoss" } } })).toBe(
      "Step 2 (profitLoss) added",
    );
  });

  it("shows a path it does not know as it is, with short JSON", () => {
    expect(say({ kind: "changed", path: "settings.currencyScaled", before: false, after: true })).toBe(
      "settings.currencyScaled: false → true",
    );
    expect(say({ kind: "added", path: "fields.cash.somethingNew", after: { a: 1 } })).toBe(
      'fields.cash.somethingNew: {"a":1}',
    );
  });

  it("has its words in the five languages", () => {
    const change: TemplateChange = { kind: "changed", path: "fields.cash.formula", before: "a", after: "b" };
    for (const language of ["fr", "es", "pt", "ru"] as const) {
      const text = describeChange(change, translator(language), language);
      expect(text).toContain("a → b");
      expect(text).not.toBe(say(change));
    }
  });
});
