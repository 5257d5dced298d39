import { describe, expect, it } from "vitest";
import { andes, essentials, sahel } from "../../../test/fixtures";
import type { Translate } from "../../i18n/useT";
import { formColour } from "./formColour";
import type { MenuNode } from "./menus";
import { activeEntries, clientMenu, providerMenu } from "./menus";

const t: Translate = (id) => `«${id}»`;
const context = { t, language: "fr", providerKey: "investor", essentials };

function labels(nodes: readonly MenuNode[]): string[] {
  return nodes.map((node) => node.label);
}

describe("providerMenu", () => {
  it("lists dashboard, investments, reports, clients and export, and administration only for admins", () => {
    expect(labels(providerMenu(context, false))).toEqual([
      "«menu-dashboard»",
      "«menu-investments»",
      "«menu-reports»",
      "«menu-clients»",
      "«menu-export»",
    ]);
    const admin = providerMenu(context, true);
    expect(admin.at(-1)?.label).toBe("«menu-admin»");
    expect(admin.at(-1)?.children?.map((node) => node.path)).toEqual([
      "/investor/admin/clients",
      "/investor/admin/users",
      "/investor/admin/audits",
      "/investor/admin/exchangerates",
      "/investor/admin/reports",
      "/investor/admin/covenants/mfi",
      "/investor/admin/covenants/agro",
    ]);
  });

  it("has one reports entry per report configuration, titled in the interface language", () => {
    const reports = providerMenu(context, false).find((node) => node.key === "reports");
    expect(reports?.children?.map((node) => [node.label, node.path])).toEqual([
      ["«menu-reports-all»", "/investor/reports"],
      ["Rapport trimestriel IMF", "/investor/reports/mfiQuarterly"],
      ["Rapport annuel agro", "/investor/reports/agroAnnual"],
    ]);
  });

  it("has the four exports, the two investment families and the covenant monitor after them", () => {
    const menu = providerMenu(context, false);
    expect(menu.find((node) => node.key === "export")?.children?.map((node) => node.path)).toEqual([
      "/investor/export/factsheet",
      "/investor/export/reports",
      "/investor/export/investments",
      "/investor/export/covenants",
    ]);
    expect(menu.find((node) => node.key === "investments")?.children?.map((node) => node.path)).toEqual([
      "/investor/investments/mfi",
      "/investor/investments/agro",
      "/investor/covenant-monitor",
    ]);
  });
});

describe("clientMenu", () => {
  it("offers the report configs and forms of the client's type, then one group per form category", () => {
    const menu = clientMenu(context, andes);
    expect(labels(menu)).toEqual([
      "«menu-dashboard»",
      "«menu-investments»",
      "«menu-reporting»",
      "«menu-export»",
      "«menu-category-organisation»",
      "«menu-category-financial»",
      "«menu-category-social»",
      "«menu-category-statistics»",
    ]);
    expect(menu.find((node) => node.key === "reporting")?.children?.map((node) => node.label)).toEqual([
      "«menu-reports-all»",
      "Rapport trimestriel IMF",
    ]);
    const financial = menu.find((node) => node.key === "category-financial");
    expect(financial?.children?.map((node) => node.path)).toEqual([
      "/client/andes/data/financial/balanceSheet",
      "/client/andes/data/financial/financial_periods",
    ]);
    expect(financial?.children?.[0]?.colour).toBe(formColour("f1"));
  });

  it("leaves out templates of other client types", () => {
    const menu = clientMenu(context, sahel);
    expect(menu.find((node) => node.key === "reporting")?.children?.map((node) => node.label)).toEqual([
      "«menu-reports-all»",
      "Rapport annuel agro",
    ]);
    expect(menu.find((node) => node.key === "category-financial")?.children?.map((node) => node.key)).toEqual(
      ["data-financial-financial_periods"],
    );
  });
});

describe("activeEntries", () => {
  const menu = providerMenu(context, true);

  it("marks the deepest matching entry active and its group sub-active", () => {
    expect(activeEntries(menu, "/investor/admin/users")).toEqual({
      selected: ["admin-users"],
      open: ["admin"],
    });
    expect(activeEntries(menu, "/investor/investments/mfi/inv-7")).toEqual({
      selected: ["investments-mfi"],
      open: ["investments"],
    });
    expect(activeEntries(menu, "/investor/reports/mfiQuarterly")).toEqual({
      selected: ["reports-mfiQuarterly"],
      open: ["reports"],
    });
  });

  it("keeps the dashboard for its exact path only", () => {
    expect(activeEntries(menu, "/investor/")).toEqual({ selected: ["dashboard"], open: [] });
    expect(activeEntries(menu, "/investor/nothing-here")).toEqual({ selected: [], open: [] });
  });
});

describe("formColour", () => {
  it("is stable per id, with saturation 35–70 % and lightness 35 %", () => {
    const ids = Array.from({ length: 200 }, (_, index) => `form-${index}`);
    for (const id of ids) {
      expect(formColour(id)).toBe(formColour(id));
      const [, hue, saturation, lightness] = /^hsl\((\d+), (\d+)%, (\d+)%\)$/
        .exec(formColour(id))!
        .map(Number);
      expect(hue).toBeLessThan(360);
      expect(saturation).toBeGreaterThanOrEqual(35);
      expect(saturation).toBeLessThanOrEqual(70);
      expect(lightness).toBe(35);
    }
    expect(new Set(ids.map(formColour)).size).toBeGreaterThan(150);
  });
});
