// The whole widget form in each state: empty, filled, errors, warnings, read-only, comparison columns,
// provider staff (adminOnly rows), and each language.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { widgetsComparisons, widgetsForm, widgetsValues } from "../fixtures/widgetsForm";
import { Harness } from "./Harness";

const meta = {
  title: "States",
  component: Harness,
  args: { form: widgetsForm, month: "2025-09", currency: "USD" },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { values: widgetsValues } };
// [1] Submitted empty: required fields flagged, summary above the grid.
export const Errors: Story = { args: { submitOnMount: true } };
// [2] PAR 30 above the portfolio (error) and above 10 % of it (warning), a negative number, a bad email.
export const ErrorsAndWarnings: Story = {
  args: {
    values: {
      ...widgetsValues,
      par30: 1300000000,
      numberOfLoans: -500,
      contactEmail: "finance@",
      contactPhone: "12345",
    },
    submitOnMount: true,
  },
};
export const Warning: Story = {
  args: { values: { ...widgetsValues, par30: 150000000 }, submitOnMount: true },
};
export const ReadOnly: Story = {
  args: { values: widgetsValues, readOnly: true, comparisons: widgetsComparisons },
};
export const ComparisonColumns: Story = { args: { values: widgetsValues, comparisons: widgetsComparisons } };
export const ProviderStaff: Story = {
  args: { values: { ...widgetsValues, internalRating: "B+" }, isProviderStaff: true },
};
export const English: Story = { args: { values: widgetsValues, language: "en", submitOnMount: true } };
export const French: Story = {
  args: {
    values: { ...widgetsValues, contactEmail: "" },
    language: "fr",
    submitOnMount: true,
    comparisons: widgetsComparisons,
  },
};
export const Spanish: Story = {
  args: { values: { ...widgetsValues, contactEmail: "" }, language: "es", submitOnMount: true },
};
export const Portuguese: Story = {
  args: { values: { ...widgetsValues, contactEmail: "" }, language: "pt", submitOnMount: true },
};
export const Russian: Story = {
  args: {
    values: { ...widgetsValues, contactEmail: "" },
    language: "ru",
    submitOnMount: true,
    comparisons: widgetsComparisons,
  },
};
