// The investment's reporting periodicity (spec 3 §2, §5, §6): a Select and Save for users the API allows
// (flags.canUpdatePeriodicity: provider users), saved after a confirmation; plain text for everyone else.
import { REPORTING_PERIODICITIES } from "@ledgerline/schemas/coded-values";
import { App, Button, Select, Space } from "antd";
import { useState } from "react";
import { useApi } from "../../../api/ApiContext";
import { assertSuccess } from "../../../api/mutationResult";
import { useT } from "../../../i18n/useT";
import { useNotify } from "../../../ui/notify";
import { periodicityLabel } from "../labels";
import type { Investment } from "../types";
import { useInvestmentUpdates } from "../useInvestment";
import { UpdateInvestmentPeriodicityDocument } from "../../../api/generated/typed/features/investments/documents";

export function PeriodicityEditor({ investment, labelId }: { investment: Investment; labelId: string }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const { modal } = App.useApp();
  const updates = useInvestmentUpdates(investment._id);
  const [value, setValue] = useState(investment.reportingPeriodicity);
  const [saving, setSaving] = useState(false);

  if (!investment.flags.canUpdatePeriodicity)
    return <>{periodicityLabel(t, investment.reportingPeriodicity)}</>;

  const save = async () => {
    setSaving(true);
    try {
      const { updateInvestmentPeriodicity: result } = await api.graphql(UpdateInvestmentPeriodicityDocument, {
        investmentId: investment._id,
        periodicity: value,
      });
      assertSuccess(result, t("investment-periodicity-failed"));
      // Only the periodicity is taken from the answer: its covenants may be named in another language.
      updates.setInvestment({
        ...investment,
        reportingPeriodicity: result.investment?.reportingPeriodicity ?? value,
      });
      notify.success(t("investment-periodicity-saved", { periodicity: periodicityLabel(t, value) }));
    } catch (error) {
      notify.apiError(error);
    } finally {
      setSaving(false);
    }
  };

  const confirm = () =>
    modal.confirm({
      title: t("investment-periodicity-confirm"),
      content: t("investment-periodicity-confirm-detail", {
        from: periodicityLabel(t, investment.reportingPeriodicity),
        to: periodicityLabel(t, value),
      }),
      okText: t("investment-periodicity-change"),
      cancelText: t("cancel"),
      onOk: () => save(),
    });

  const options = [
    ...REPORTING_PERIODICITIES,
    ...((REPORTING_PERIODICITIES as readonly string[]).includes(investment.reportingPeriodicity)
      ? []
      : [investment.reportingPeriodicity]),
  ].map((periodicity) => ({ value: periodicity, label: periodicityLabel(t, periodicity) }));

  return (
    <Space size="small" wrap>
      <Select
        aria-labelledby={labelId}
        className="periodicity-select"
        value={value}
        options={options}
        onChange={setValue}
        popupMatchSelectWidth={false}
      />
      <Button
        type="primary"
        aria-label={t("investment-periodicity-save")}
        disabled={value === investment.reportingPeriodicity}
        loading={saving}
        onClick={confirm}
      >
        {t("save")}
      </Button>
    </Space>
  );
}
