// Reading one input cell: types, the wizard's number rules, dates, dropdown labels, and formula injection.
import type { FieldDefinition } from "@ledgerline/schemas";
import { describe, expect, it } from "vitest";
import { readInputCell } from "./cell-values";
import type { TemplateRow } from "./template-rows";

function row(field: Partial<FieldDefinition> & Pick<FieldDefinition, "type">): TemplateRow {
  const definition = { internalName: "f", name: { en: "F" }, ...field } as FieldDefinition;
  return {
    key: "f",
    label: "F",
    depth: 1,
    kind: "input",
    field: definition,
    options: (definition.dropdownVals ?? []).map((option) => ({
      value: option.value,
      label: option.label.en,
    })),
  };
}

describe("readInputCell", () => {
  it("takes numbers as typed, and texts by the wizard's number rules", () => {
    expect(readInputCell(row({ type: "currency" }), 1234.5, "en")).toEqual({ ok: true, raw: 1234.5 });
    expect(readInputCell(row({ type: "currency" }), "1.234,50", "en")).toEqual({ ok: true, raw: "1.234,50" });
    expect(readInputCell(row({ type: "numeric" }), null, "en")).toEqual({ ok: true, raw: null });
    expect(readInputCell(row({ type: "numeric" }), true, "en")).toMatchObject({ ok: false });
  });

  it("reads a percentage Excel formatted itself (typed 5%) as 5", () => {
    expect(readInputCell(row({ type: "percentual" }), 0.05, "en", "0.00%")).toMatchObject({ ok: true });
    const reading = readInputCell(row({ type: "percentual" }), 0.05, "en", "0%");
    expect(reading.ok && (reading.raw as number)).toBeCloseTo(5, 10);
    expect(readInputCell(row({ type: "percentual" }), 5, "en", '#,##0.00" %"')).toEqual({ ok: true, raw: 5 });
  });

  it("reads dates from date cells, Excel serial numbers and typed texts", () => {
    const date = row({ type: "date" });
    expect(readInputCell(date, new Date(Date.UTC(2024, 2, 31)), "en")).toEqual({ ok: true, raw: 20240331 });
    expect(readInputCell(date, 45382, "en")).toEqual({ ok: true, raw: 20240331 });
    expect(readInputCell(date, "31-03-2024", "en")).toEqual({ ok: true, raw: "31-03-2024" });
  });

  it("maps a dropdown label (or value) to the value; yes/no in any language to a boolean", () => {
    const dropdown = row({
      type: "dropdown",
      dropdownVals: [{ value: "USD", label: { en: "US dollar" } }],
    });
    expect(readInputCell(dropdown, "US dollar", "en")).toEqual({ ok: true, raw: "USD" });
    expect(readInputCell(dropdown, "USD", "en")).toEqual({ ok: true, raw: "USD" });
    expect(readInputCell(row({ type: "boolean" }), "Oui", "en")).toEqual({ ok: true, raw: true });
    expect(readInputCell(row({ type: "boolean" }), false, "en")).toEqual({ ok: true, raw: false });
    expect(readInputCell(row({ type: "boolean" }), "maybe", "en")).toMatchObject({ ok: false });
  });

  it("refuses formula cells, whatever they compute, with the formula shown", () => {
    expect(readInputCell(row({ type: "currency" }), { formula: "A1*2", result: 4 }, "en")).toMatchObject({
      ok: false,
      injection: true,
      shown: "=A1*2",
      message: "a formula in an input cell: type the value itself",
    });
    const shared = { sharedFormula: "C7", result: "x" } as never;
    expect(readInputCell(row({ type: "text" }), shared, "en")).toMatchObject({ ok: false, injection: true });
  });

  it("takes text that starts like a formula from a string cell unchanged", () => {
    for (const text of ["- new branch opened", "=1+1", "+44 20", "@home", "\tindented", "-5"])
      expect(readInputCell(row({ type: "textarea" }), text, "en"), text).toEqual({ ok: true, raw: text });
    const rich = { richText: [{ text: "=SUM" }, { text: "(A1)" }] };
    expect(readInputCell(row({ type: "text" }), rich, "en")).toEqual({ ok: true, raw: "=SUM(A1)" });
    expect(readInputCell(row({ type: "text" }), -5, "en")).toEqual({ ok: true, raw: "-5" });
  });

  it("reports Excel error values", () => {
    expect(readInputCell(row({ type: "numeric" }), { error: "#DIV/0!" } as never, "en")).toMatchObject({
      ok: false,
      message: "an Excel error (#DIV/0!)",
    });
  });

  it("says why in the request's language", () => {
    expect(readInputCell(row({ type: "numeric" }), { error: "#N/A" } as never, "fr")).toMatchObject({
      message: "une erreur Excel (#N/A)",
    });
    expect(readInputCell(row({ type: "boolean" }), "maybe", "ru")).toMatchObject({
      message: "ожидается «да» или «нет»",
    });
  });
});
