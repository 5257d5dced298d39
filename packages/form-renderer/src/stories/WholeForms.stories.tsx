// Catalogue forms with the demo portfolio's first client: values of the latest filed month, comparison
// columns from the engine, and live formulas (the engine reads the client's other forms too).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoSetup } from "../fixtures/demoSetup";
import { Harness } from "./Harness";

const meta = {
  title: "Whole forms",
  component: Harness,
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

// [1] A fresh engine per story: typing in one story must not leak into another.
const setup = (key: string) => {
  const s = demoSetup(key);
  return {
    form: s.form,
    month: s.month,
    engine: s.engine,
    values: s.values,
    comparisons: s.comparisons,
    financialPeriods: s.financialPeriods,
    currency: s.currency,
    covenants: s.covenants,
  };
};

export const BalanceSheet: Story = { args: setup("balanceSheet") };
export const BalanceSheetScaled: Story = { args: { ...setup("balanceSheet"), reportingScale: 1000 } };
export const BalanceSheetReadOnly: Story = { args: { ...setup("balanceSheet"), readOnly: true } };
export const BalanceSheetFormulaPanel: Story = {
  args: { ...setup("balanceSheet"), explainOnMount: "totalAssets" },
};
export const PerformanceIndicators: Story = { args: setup("performanceIndicators") };
export const PerformanceIndicatorsFrench: Story = {
  args: { ...setup("performanceIndicators"), language: "fr" },
};
export const CatalogueCovenants: Story = { args: setup("covenants") };
