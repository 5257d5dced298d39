// The covenants export's sheet (docs/exports.md, "Covenants export"): values shown as the portal shows them,
// the stored hundredths divided by 100, percentual ones as percentages, currency ones with their currency.
import type { CovenantValueType } from "@ledgerline/schemas";
import type { ColumnSpec } from "../../../platform/sheet";
import { amountFormat, percentFormat, safeText } from "../../../platform/sheet";
import type { ExportSheet } from "../pipeline/sheets";
import { tableSheet } from "../pipeline/sheets";
import type { CovenantRow } from "./covenant-rows";

export const COVENANTS_SHEET = "Covenants";

/** A percentual value of 12.5 (stored 1250) is the fraction 0.125 in a percent cell; others 2 decimals. */
export function covenantValueFormat(fieldType: CovenantValueType): string {
  return fieldType === "percentual" ? percentFormat(2) : amountFormat(2);
}

/** The cell value of stored hundredths of a covenant of this field type. */
export function covenantCellValue(hundredths: number | null, fieldType: CovenantValueType): number | null {
  if (hundredths === null) return null;
  return fieldType === "percentual" ? hundredths / 10000 : hundredths / 100;
}

export function covenantColumns(fieldType: CovenantValueType): ColumnSpec[] {
  const numFmt = covenantValueFormat(fieldType);
  return [
    { header: "Client", width: 34 },
    { header: "Investment (TM1 id)", width: 18 },
    { header: "Fund", width: 26 },
    { header: "Currency", width: 10 },
    { header: "Covenant", width: 36 },
    { header: "Field type", width: 12 },
    { header: "Range min", width: 14, numFmt },
    { header: "Range max", width: 14, numFmt },
    { header: "Alert threshold", width: 16, numFmt },
    { header: "Waiver in effect today", width: 48 },
  ];
}

export interface CovenantsSheetHeader {
  fieldType: CovenantValueType;
  forWhom: string;
  today: string;
}

const CURRENCY_NOTE = "Currency covenants in each investment's currency";

export function covenantsSheet(header: CovenantsSheetHeader, rows: readonly CovenantRow[]): ExportSheet {
  return tableSheet({
    name: COVENANTS_SHEET,
    title: "Covenants export",
    lines: [
      ["Field type", header.fieldType],
      ["For", header.forWhom],
      ["Investments", `Open on ${header.today}`],
      [
        "Values",
        header.fieldType === "currency" ? CURRENCY_NOTE : "As entered on each investment's covenant",
      ],
      ["Covenants", String(rows.length)],
    ],
    columns: covenantColumns(header.fieldType),
    rows,
    cells: (row) => [
      safeText(row.client),
      safeText(row.investment),
      safeText(row.fund),
      row.currency,
      safeText(row.covenant),
      row.fieldType,
      covenantCellValue(row.min, row.fieldType),
      covenantCellValue(row.max, row.fieldType),
      covenantCellValue(row.alertThreshold, row.fieldType),
      safeText(row.waiver),
    ],
  });
}
