// One story per widget: a one-field form of each field type, empty and filled. [1] builds the form.
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { FieldDefinition, FormConfig } from "@ledgerline/schemas";
import { widgetsForm, widgetsValues } from "../fixtures/widgetsForm";
import { covenantForm, covenantLimits, breachedValues } from "../fixtures/covenantForm";
import {
  displaySettingsComparisons,
  displaySettingsForm,
  displaySettingsValues,
} from "../fixtures/displaySettingsForm";
import { Harness } from "./Harness";

// [1] A form holding only the named fields of the widget fixture (with their fieldset when asked).
function only(form: FormConfig, names: string[]): FormConfig {
  const pick = (fields: readonly FieldDefinition[]): FieldDefinition[] =>
    fields.flatMap((f) => (names.includes(f.internalName) ? [f] : f.children ? pick(f.children) : []));
  return { ...form, fields: pick(form.fields), validations: [] };
}

const meta = {
  title: "Widgets",
  component: Harness,
  args: { form: widgetsForm, month: "2025-09", values: widgetsValues, currency: "USD", reportingScale: 1 },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Numeric: Story = { args: { form: only(widgetsForm, ["numberOfLoans"]) } };
export const NumericEmpty: Story = { args: { form: only(widgetsForm, ["numberOfLoans"]), values: {} } };
export const Currency: Story = { args: { form: only(widgetsForm, ["grossLoanPortfolio"]) } };
// [2] Currency typed in thousands: 12,543,000.00 is shown as 12,543.00 with scale 1/1000.
export const CurrencyScaled: Story = {
  args: { form: only(widgetsForm, ["grossLoanPortfolio"]), reportingScale: 1000 },
};
export const Percentual: Story = { args: { form: only(widgetsForm, ["interestRate"]) } };
export const DateField: Story = { name: "Date", args: { form: only(widgetsForm, ["auditDate"]) } };
export const DateMonthFirst: Story = {
  args: { form: only(widgetsForm, ["auditDate"]), dateFormat: "MM-DD-YYYY" },
};
export const Dropdown: Story = { args: { form: only(widgetsForm, ["auditOpinion"]) } };
export const MonthDropdown: Story = { args: { form: only(widgetsForm, ["fiscalYearEnd"]) } };
export const Text: Story = { args: { form: only(widgetsForm, ["contactEmail", "contactPhone", "website"]) } };
export const Textarea: Story = { args: { form: only(widgetsForm, ["comments"]) } };
export const BooleanField: Story = { name: "Boolean", args: { form: only(widgetsForm, ["regulated"]) } };
export const Computed: Story = {
  args: { form: only(widgetsForm, ["grossLoanPortfolio", "par30", "par30Ratio"]) },
};
export const Fieldset: Story = { args: { form: only(widgetsForm, ["portfolioSection"]) } };
export const Covenant: Story = {
  args: { form: covenantForm, values: breachedValues, covenants: covenantLimits },
};
// [3] settings.unit beside numeric values (t, days, ×) and settings.decimals (0 or 1) in values and comparisons.
export const UnitsAndDecimals: Story = {
  args: {
    form: displaySettingsForm,
    values: displaySettingsValues,
    comparisons: displaySettingsComparisons,
  },
};
// [4] The guide tooltip opened from the keyboard: its "?" button has the focus (Escape closes it).
export const GuideFocused: Story = {
  args: { form: only(widgetsForm, ["grossLoanPortfolio", "par30"]) },
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>(".ll-guide-icon")?.focus();
  },
};
