// /client/{clientKey}/data/{menuKey}/{formKey} (spec 2 §2 "Form-data page"): the period picker above the
// form's tree of labels with one data column per chosen period, in the session currency. The picker's
// changes reach the API after 200 ms without further change.
import { Alert, Card, Result, Skeleton, Space, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useAtomValue } from "jotai";
import { useMemo, useState } from "react";
import { useParams } from "react-router-dom";
import type { FinanceRow } from "../../api/formData";
import { useT } from "../../i18n/useT";
import { currencyAtom, currentClientAtom, languageAtom } from "../../state/atoms";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { FormDataTable } from "./FormDataTable";
import type { DataColumn } from "./FormDataTable";
import { PeriodPicker } from "./PeriodPicker";
import type { PeriodType } from "./periodModel";
import {
  PERIOD_DEBOUNCE_MS,
  defaultSelection,
  isYearValue,
  monthNumberOf,
  pickerYears,
  statusMap,
  switchPeriodType,
  yearsWithData,
} from "./periodModel";
import { useClientPeriods, useFinanceRows, useFormConfig, useFormStatusList } from "./queries";
import "./formData.css";

export function FormDataPage() {
  const { clientKey = "", formKey = "" } = useParams();
  // A fresh picker for every form and client: the router keeps the component when only the address changes.
  return <FormData key={`${clientKey}/${formKey}`} clientKey={clientKey} formKey={formKey} />;
}

function FormData({ clientKey, formKey }: { clientKey: string; formKey: string }) {
  const t = useT();
  const client = useAtomValue(currentClientAtom);
  const language = useAtomValue(languageAtom);
  const currency = useAtomValue(currencyAtom);
  const clientId = client?._id ?? "";

  const form = useFormConfig(formKey, language);
  const statusList = useFormStatusList(formKey, clientId);
  const periods = useClientPeriods(clientKey);

  const [periodType, setPeriodType] = useState<PeriodType>("f");
  const [chosen, setChosen] = useState<number[] | null>(null);
  const statuses = useMemo(() => (statusList.data ? statusMap(statusList.data) : null), [statusList.data]);
  const yearsOf = (type: PeriodType) =>
    pickerYears({
      periodType: type,
      financialPeriods: periods.data?.financialPeriods ?? [],
      yearEndMonth: periods.data?.settings?.financialPeriodEnd?.month ?? 12,
      now: monthNumberOf(new Date()),
    });
  const years = yearsWithData(yearsOf(periodType), statuses);
  const selection = chosen ?? (statuses ? defaultSelection(statuses) : []);

  // The API hears of a choice once it has stood for 200 ms.
  const settled = useDebouncedValue(`${periodType}:${selection.join(",")}`, PERIOD_DEBOUNCE_MS);
  const [settledType, settledList] = settled.split(":") as [PeriodType, string];
  const range = useMemo(() => (settledList ? settledList.split(",").map(Number) : []), [settledList]);
  const finance = useFinanceRows({ formKey, clientId, range, periodType: settledType, currency });

  const columns: DataColumn[] = range.map((value) => ({
    value,
    title: columnTitle(value, settledType, t),
    row: finance.data?.find((row: FinanceRow) => row.context.contextRef === value),
  }));

  if (form.isPending || statusList.isPending || periods.isPending)
    return (
      <div className="page" role="status" aria-label={t("loading")}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  if (form.isError || statusList.isError)
    return (
      <div className="page">
        <Alert
          type="error"
          showIcon
          title={t("form-data-failed")}
          description={(form.error ?? statusList.error)?.message}
        />
      </div>
    );
  if (!form.data) return <Result status="404" title={t("form-data-no-form")} />;

  return (
    <div className="page form-data-page">
      <Typography.Title level={2}>{form.data.name}</Typography.Title>
      <Space wrap className="form-data-meta">
        <Typography.Text type="secondary">{client?.name}</Typography.Text>
        <Tag>{t("form-data-currency", { currency })}</Tag>
      </Space>
      <Card size="small" className="form-data-picker-card">
        <PeriodPicker
          periodType={periodType}
          onPeriodTypeChange={(next) => {
            setPeriodType(next);
            setChosen(switchPeriodType(selection, yearsOf(next)));
          }}
          years={years}
          statuses={statuses}
          selection={selection}
          onChange={setChosen}
        />
      </Card>
      {finance.isError && (
        <Alert type="error" showIcon title={t("form-data-failed")} description={finance.error.message} />
      )}
      {selection.length === 0 ? (
        <Card>
          <Typography.Paragraph type="secondary">{t("form-data-choose")}</Typography.Paragraph>
        </Card>
      ) : (
        <Card className="form-data-card" loading={finance.isPending}>
          <FormDataTable
            form={form.data}
            columns={columns}
            language={language}
            loading={finance.isFetching}
          />
        </Card>
      )}
    </div>
  );
}

/** A column's header: MMMM YYYY for a month, the year's name for a whole year (spec 2 §9). */
function columnTitle(
  value: number,
  periodType: PeriodType,
  t: (id: string, args?: Record<string, string>) => string,
) {
  if (isYearValue(value))
    return t(periodType === "f" ? "period-financial-year" : "period-calendar-year", {
      year: String(Math.floor(value / 10000)),
    });
  return dayjs(new Date(Math.floor(value / 100), (value % 100) - 1, 1)).format("MMMM YYYY");
}
