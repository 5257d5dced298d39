import { describe, expect, it } from "vitest";
import { catalogue, diffFormConfigs, diffReportConfigs, nextVersion } from "../index.js";
import type { FieldDefinition, FormConfig, ReportConfig } from "../index.js";

const formOf = (key: string): FormConfig =>
  structuredClone(catalogue.forms.find((f) => f.key === key)!) as FormConfig;
const reportOf = (key: string): ReportConfig =>
  structuredClone(catalogue.reports.find((r) => r.key === key)!) as ReportConfig;

/** The children list that holds a field, and its index there. */
function locate(fields: FieldDefinition[], name: string): { list: FieldDefinition[]; index: number } {
  const index = fields.findIndex((f) => f.internalName === name);
  if (index >= 0) return { list: fields, index };
  for (const f of fields) {
    if (!f.children) continue;
    const found = locate(f.children, name);
    if (found.index >= 0) return found;
  }
  return { list: fields, index: -1 };
}
const fieldOf = (form: FormConfig, name: string) => {
  const { list, index } = locate(form.fields, name);
  return list[index]!;
};
const brief = (changes: ReturnType<typeof diffFormConfigs>) => changes.map((c) => `${c.kind} ${c.path}`);

describe("diffFormConfigs", () => {
  it("finds nothing between a form and its copy, and ignores _id, version, status and publishedAt", () => {
    const before = formOf("balanceSheet");
    const after = { ...formOf("balanceSheet"), _id: "x", version: "1.1.0", status: "draft" as const };
    delete after.publishedAt;
    expect(diffFormConfigs(before, before)).toEqual([]);
    expect(diffFormConfigs(before, after)).toEqual([]);
  });

  it("reports each changed property of a field as its own change", () => {
    const before = formOf("balanceSheet");
    const after = formOf("balanceSheet");
    const totalAssets = fieldOf(after, "totalAssets");
    totalAssets.formula = "add(cashAndDueFromBanks, netLoanPortfolio)";
    totalAssets.name = { ...totalAssets.name, fr: "Actif total" };
    totalAssets.kind = "stock";
    expect(diffFormConfigs(before, after)).toEqual([
      {
        kind: "changed",
        path: "fields.totalAssets.formula",
        before: fieldOf(before, "totalAssets").formula,
        after: "add(cashAndDueFromBanks, netLoanPortfolio)",
      },
      { kind: "added", path: "fields.totalAssets.kind", after: "stock" },
      {
        kind: "changed",
        path: "fields.totalAssets.name.fr",
        before: fieldOf(before, "totalAssets").name.fr,
        after: "Actif total",
      },
    ]);
  });

  it("shows a renamed field as removed and added, in tree order", () => {
    const before = formOf("balanceSheet");
    const after = formOf("balanceSheet");
    fieldOf(after, "totalAssets").internalName = "assetsTotal";
    const changes = diffFormConfigs(before, after);
    expect(brief(changes)).toEqual(["removed fields.totalAssets", "added fields.assetsTotal"]);
    expect(changes[1]!.after).toMatchObject({ internalName: "assetsTotal", type: "currency" });
  });

  it("reports a field moved to another parent, and a field moved among its siblings, once", () => {
    const before = formOf("balanceSheet");
    const after = formOf("balanceSheet");
    // otherAssets leaves assetsSection for fixedAssetsSection
    const from = locate(after.fields, "otherAssets");
    const [otherAssets] = from.list.splice(from.index, 1);
    fieldOf(after, "fixedAssetsSection").children!.push(otherAssets!);
    // totalAssets goes first among assetsSection's children: only it moved, not its siblings
    const at = locate(after.fields, "totalAssets");
    const [totalAssets] = at.list.splice(at.index, 1);
    at.list.unshift(totalAssets!);
    const changes = diffFormConfigs(before, after);
    expect(brief(changes)).toEqual(["moved fields.totalAssets", "moved fields.otherAssets"]);
    expect(changes[1]).toMatchObject({
      before: { parent: "assetsSection" },
      after: { parent: "fixedAssetsSection", index: 3 },
    });
    expect(changes[0]).toMatchObject({
      before: { parent: "assetsSection" },
      after: { parent: "assetsSection", index: 0 },
    });
  });

  it("reports added and removed fields where they are in the tree", () => {
    const before = formOf("balanceSheet");
    const after = formOf("balanceSheet");
    const at = locate(after.fields, "tradeInvestments");
    at.list.splice(at.index, 1, { internalName: "goldReserves", name: { en: "Gold" }, type: "currency" });
    after.fields.push({ internalName: "memo", name: { en: "Memo" }, type: "text" });
    // a removed field comes where it was: after the field before it that is still there
    expect(brief(diffFormConfigs(before, after))).toEqual([
      "removed fields.tradeInvestments",
      "added fields.goldReserves",
      "added fields.memo",
    ]);
  });

  it("matches validations by key (moves and changes) and by index without one", () => {
    const before = formOf("balanceSheet");
    const after = formOf("balanceSheet");
    const [first, second, third] = after.validations!;
    after.validations = [second!, { ...first!, validationType: "warn" }, third!];
    expect(brief(diffFormConfigs(before, after))).toEqual([
      "moved validations[1]",
      "changed validations[1].validationType",
    ]);
    const unkeyed = (form: FormConfig) =>
      (form.validations = form.validations!.map(({ key: _key, ...rest }) => rest));
    const b = formOf("balanceSheet");
    const a = formOf("balanceSheet");
    unkeyed(b);
    unkeyed(a);
    a.validations![1] = { ...a.validations![1]!, formula: "true" };
    a.validations!.push({ validationType: "warn", validationMessage: "new", formula: "totalAssets > 0" });
    const changes = diffFormConfigs(b, a);
    expect(brief(changes)).toEqual(["changed validations[1].formula", "added validations[3]"]);
    expect(changes[0]).toMatchObject({ before: b.validations![1]!.formula, after: "true" });
    b.validations!.pop();
    expect(brief(diffFormConfigs(a, b))).toEqual([
      "changed validations[1].formula",
      "removed validations[2]",
      "removed validations[3]",
    ]);
  });

  it("reports top-level properties: translated texts per language, context, client types, settings, translations", () => {
    const before = formOf("balanceSheet");
    const after = formOf("balanceSheet");
    after.name = { ...after.name, fr: "Bilan (nouveau)" };
    after.guide = { ...after.guide!, en: "How to fill it" };
    after.context = { ...after.context, periodType: "quarter" };
    after.clientTypes = ["MFI"];
    after.settings = { ...after.settings, uploadable: false };
    after.translations = [...(after.translations ?? []), { key: "caption", value: { en: "Caption" } }];
    const changes = diffFormConfigs(before, after);
    expect(brief(changes)).toEqual([
      "changed name.fr",
      "changed guide.en",
      "changed context.periodType",
      "changed clientTypes",
      "changed settings.uploadable",
      "changed translations",
    ]);
    expect(changes.find((c) => c.path === "clientTypes")).toEqual({
      kind: "changed",
      path: "clientTypes",
      before: ["MFI", "BANK"],
      after: ["MFI"],
    });
  });
});

describe("diffReportConfigs", () => {
  it("matches steps by form: removed, added, moved and changed; and top-level properties", () => {
    const before = reportOf("mfiFinancialMonthly");
    const after = reportOf("mfiFinancialMonthly");
    after.dueAfterDays = 45;
    after.version = "2.0.0";
    const [balanceSheet, profitLoss, ...rest] = after.steps;
    after.steps = [
      profitLoss!,
      { ...balanceSheet!, config: { key: "balanceSheet", version: "1.1.0" } },
      ...rest.filter((s) => s.config.key !== "extras2"),
      { type: "form", required: false, config: { key: "staff", version: "1.0.0" } },
    ];
    const changes = diffReportConfigs(before, after);
    expect(changes.map((c) => `${c.kind} ${c.path}`)).toEqual([
      "changed dueAfterDays",
      "moved steps[1]",
      "changed steps[1].config.version",
      "removed steps[4]",
      "added steps[7]",
    ]);
    expect(changes[2]).toEqual({
      kind: "changed",
      path: "steps[1].config.version",
      before: "1.0.0",
      after: "1.1.0",
    });
    expect(diffReportConfigs(before, reportOf("mfiFinancialMonthly"))).toEqual([]);
  });
});

describe("nextVersion", () => {
  it("raises the minor part of the highest published version", () => {
    expect(nextVersion([])).toBe("1.0.0");
    expect(nextVersion(["1.0.0"])).toBe("1.1.0");
    expect(nextVersion(["1.0.0", "1.2.0"])).toBe("1.3.0");
    expect(nextVersion(["1.10.0", "1.9.3", "1.2.0"])).toBe("1.11.0");
    expect(nextVersion(["2.0.1", "1.9.0"])).toBe("2.1.0");
    expect(nextVersion(["not a version"])).toBe("1.0.0");
  });
});
