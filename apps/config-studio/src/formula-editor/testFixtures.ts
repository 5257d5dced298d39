// Fields of a balance-sheet form being edited, as the studio would pass them to the editor in tests.
import type { FormulaFieldInfo } from "./types";

export const FIELDS: readonly FormulaFieldInfo[] = [
  { reference: "totalAssets", label: "Total assets", type: "currency" },
  { reference: "totalEquity", label: "Total equity", type: "currency" },
  {
    reference: "equityRatio",
    label: "Equity ratio",
    type: "percentual",
    formula: "divide(totalEquity, totalAssets)",
  },
  { reference: "incomeStatement.netIncome", label: "Net income", type: "currency" },
  { reference: "incomeStatement.revenue", label: "Revenue", type: "currency" },
];
