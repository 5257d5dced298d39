// Covenant fields: within limits, alerted, breached (motivation required), waived (ALTER, DISABLE), read-only,
// and a report's covenants form computed from other forms.
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  alertedValues,
  alteredLimits,
  breachedValues,
  covenantForm,
  covenantLimits,
  disabledLimits,
  healthyValues,
  replacedLimits,
  reportCovenantLimits,
  reportCovenantValues,
  reportCovenantsForm,
} from "../fixtures/covenantForm";
import { Harness } from "./Harness";

const meta = {
  title: "Covenants",
  component: Harness,
  args: { form: covenantForm, month: "2025-09", covenants: covenantLimits, currency: "USD" },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithinLimits: Story = { args: { values: healthyValues } };
export const Alerted: Story = { args: { values: alertedValues } };
// [1] Breached: the motivation is required; submitting without it is an error.
export const Breached: Story = { args: { values: breachedValues, submitOnMount: true } };
export const BreachedWithMotivation: Story = {
  args: {
    values: breachedValues,
    covenantStatus: {
      covPar30: {
        breached: true,
        alerted: false,
        breachMotivation: "Drought in the north; restructuring plan agreed; back under 5 % by March.",
      },
    },
  },
};
// [2] An ALTER waiver in effect lifts the limit to 8 %: the same 6.5 % is only alerted.
export const WaivedAlter: Story = { args: { values: breachedValues, covenants: alteredLimits } };
export const WaivedDisable: Story = { args: { values: breachedValues, covenants: disabledLimits } };
export const ReadOnly: Story = { args: { values: breachedValues, readOnly: true } };
// [3] A REPLACE waiver puts equity to assets (25 %, at least 20 %) in place of PAR 30 (6.5 %, breached
// without the waiver): the replacement's value is shown and judged, PAR 30's value and limits struck through.
export const WaivedReplace: Story = {
  args: { values: { ...breachedValues, totalEquity: 375000000 }, covenants: replacedLimits },
};
// [4] A report's covenants form: the formulas read the financial forms, which this form does not have; the
// values are the host's (computed by the API). Every state at once: breached, alerted under ALTER, replaced,
// disabled, within limits, and not tested.
export const ReportCovenants: Story = {
  args: {
    form: reportCovenantsForm,
    values: reportCovenantValues,
    covenants: reportCovenantLimits,
    readOnly: true,
  },
};
