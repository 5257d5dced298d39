// The benchmark's generated form: 1,000 fields = 50 fieldsets, 899 currency inputs, 50 subtotal formulas and
// one grand total; every row has a value and three comparison values (5 columns with the label).
import type { FieldDefinition, FormConfig, StoredValue } from "@ledgerline/schemas";

export const SECTIONS = 50;
export const INPUTS_PER_SECTION = 18;

export interface GeneratedForm {
  form: FormConfig;
  values: Record<string, StoredValue>;
  comparisons: Record<"1FY" | "1M" | "1Y", Record<string, StoredValue>>;
  inputNames: string[];
}

/** The form with `sections` fieldsets (default 50: 1,000 fields); tools/traceKeystrokes.ts varies it. */
export function generateForm(sections = SECTIONS): GeneratedForm {
  const fields: FieldDefinition[] = [];
  const values: Record<string, StoredValue> = {};
  const comparisons: GeneratedForm["comparisons"] = { "1FY": {}, "1M": {}, "1Y": {} };
  const inputNames: string[] = [];
  const subtotals: string[] = [];
  for (let s = 1; s <= sections; s++) {
    const count = s === sections ? INPUTS_PER_SECTION - 1 : INPUTS_PER_SECTION;
    const children: FieldDefinition[] = [];
    const names: string[] = [];
    for (let i = 1; i <= count; i++) {
      const name = `s${s}f${i}`;
      names.push(name);
      inputNames.push(name);
      const value = (s * 1000 + i * 37) * 100;
      values[name] = value;
      comparisons["1FY"][name] = Math.round(value * 0.9);
      comparisons["1M"][name] = Math.round(value * 0.98);
      comparisons["1Y"][name] = Math.round(value * 0.85);
      children.push({
        internalName: name,
        name: { en: `Section ${s} line ${i}` },
        type: "currency",
        validations: { allowNegative: false },
      });
    }
    const subtotal = `s${s}Total`;
    subtotals.push(subtotal);
    children.push({
      internalName: subtotal,
      name: { en: `Section ${s} total` },
      type: "currency",
      formula: `add(${names.join(", ")})`,
      gridConfig: { bold: true },
    });
    fields.push({
      internalName: `section${s}`,
      name: { en: `Section ${s}` },
      type: "fieldset",
      settings: { type: "BLOCK" },
      children,
    });
  }
  fields.push({
    internalName: "grandTotal",
    name: { en: "Grand total" },
    type: "currency",
    formula: `add(${subtotals.join(", ")})`,
    gridConfig: { bold: true },
  });
  const form: FormConfig = {
    key: "bench",
    version: "1.0.0",
    name: { en: "Generated 1,000-field form" },
    context: { category: "financial", periodType: "month", target: "client" },
    type: "form",
    clientTypes: ["MFI"],
    grid: { comparisonColumns: ["1FY", "1M", "1Y"] },
    fields,
  };
  return { form, values, comparisons, inputNames };
}
