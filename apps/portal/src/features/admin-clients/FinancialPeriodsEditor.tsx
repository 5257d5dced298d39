// The financial periods editor of the admin client edit page (spec 3 §2, §4, §5, §8): one row a period with
// its start and end month and its months; an autocorrect switch (on by default) that moves the later periods
// when one changes; the spec's messages on their inputs; Save disabled while invalid → updateFinancialPeriods,
// 'Failed to save' when the API gives no message.
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Form, Input, InputNumber, Space, Switch, Table, Typography } from "antd";
import type { TableProps } from "antd";
import dayjs from "dayjs";
import { useId, useMemo, useState } from "react";
import { useApi } from "../../api/ApiContext";
import { UpdateFinancialPeriodsDocument } from "../../api/generated/typed/features/admin-clients/documents";
import { useT } from "../../i18n/useT";
import { useNotify } from "../../ui/notify";
import {
  addPeriod,
  checkPeriods,
  fromMonthInput,
  monthInputValue,
  monthsOf,
  newKey,
  removePeriod,
  setEnd,
  setMonths,
  setStart,
} from "./periodsEditor";
import type { PeriodIssue, PeriodRow } from "./periodsEditor";
import type { FinancialPeriod } from "./types";

export interface FinancialPeriodsEditorProps {
  clientId: string;
  periods: readonly FinancialPeriod[];
  /** The client's financial period end month, for a first period. */
  endMonth: number;
  onSaved?: (periods: FinancialPeriod[]) => void;
}

/** yyyymmdd → DD/MMM/YYYY (spec 3 §9), month names in the interface language (dayjs' locale follows it). */
const dateLabel = (date: number) =>
  dayjs(new Date(Math.floor(date / 10000), (Math.floor(date / 100) % 100) - 1, date % 100)).format(
    "DD/MMM/YYYY",
  );

const toRows = (periods: readonly FinancialPeriod[]): PeriodRow[] =>
  periods.map((period) => ({ key: newKey(), start: period.start, end: period.end }));

export function FinancialPeriodsEditor({
  clientId,
  periods,
  endMonth,
  onSaved,
}: FinancialPeriodsEditorProps) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const headingId = useId();
  const [rows, setRows] = useState<PeriodRow[]>(() => toRows(periods));
  const [autocorrect, setAutocorrect] = useState(true);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const issues = useMemo(() => checkPeriods(rows), [rows]);

  const messageOf = (issue: PeriodIssue) =>
    issue.args
      ? t(issue.messageId, {
          start: dateLabel(issue.args.start),
          previousEnd: dateLabel(issue.args.previousEnd),
        })
      : t(issue.messageId);
  const problems = (index: number, field: "start" | "end") =>
    issues.filter((issue) => issue.index === index && issue.field === field).map(messageOf);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const answer = await api.graphql(UpdateFinancialPeriodsDocument, {
        clientId,
        financialPeriods: rows.map((row) => ({ start: row.start, end: row.end })),
      });
      const result = answer.updateFinancialPeriods;
      if (!result.success || !result.financialPeriods) {
        setFailure(result.error?.message || t("admin-clients-save-failed"));
        return;
      }
      setRows(toRows(result.financialPeriods));
      notify.success(t("admin-clients-periods-saved"));
      onSaved?.(result.financialPeriods);
    } catch {
      setFailure(t("admin-clients-save-failed"));
    } finally {
      setSaving(false);
    }
  };

  const cell = (index: number, field: "start" | "end", row: PeriodRow) => {
    const errors = problems(index, field);
    const label = t(field === "start" ? "admin-clients-period-start" : "admin-clients-period-end");
    return (
      <Form.Item
        style={{ marginBottom: 0 }}
        validateStatus={errors.length ? "error" : undefined}
        help={errors.length ? errors.join(" ") : undefined}
      >
        <Input
          type="month"
          aria-label={`${label} ${index + 1}`}
          value={monthInputValue(row[field])}
          onChange={(event) => {
            const value = fromMonthInput(event.target.value, field);
            setRows((current) =>
              field === "start"
                ? setStart(current, index, value, autocorrect)
                : setEnd(current, index, value, autocorrect),
            );
          }}
        />
      </Form.Item>
    );
  };

  const columns: TableProps<PeriodRow>["columns"] = [
    {
      key: "start",
      title: t("admin-clients-period-start"),
      render: (_, row, index) => cell(index, "start", row),
    },
    { key: "end", title: t("admin-clients-period-end"), render: (_, row, index) => cell(index, "end", row) },
    {
      key: "months",
      title: t("admin-clients-period-months"),
      render: (_, row, index) => (
        <InputNumber
          min={1}
          max={24}
          precision={0}
          aria-label={`${t("admin-clients-period-months")} ${index + 1}`}
          value={monthsOf(row)}
          disabled={row.start === null}
          onChange={(value) => {
            if (typeof value === "number")
              setRows((current) => setMonths(current, index, value, autocorrect));
          }}
        />
      ),
    },
    {
      key: "remove",
      title: <span className="visually-hidden">{t("admin-clients-col-actions")}</span>,
      render: (_, _row, index) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t("admin-clients-period-remove", { number: index + 1 })}
          onClick={() => setRows((current) => removePeriod(current, index, autocorrect))}
        />
      ),
    },
  ];

  const invalid = issues.length > 0 || rows.length === 0;
  return (
    <Card aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId}>
        {t("admin-clients-periods-title")}
      </Typography.Title>
      <Space style={{ marginBottom: 16 }} wrap>
        <Switch
          id={`${headingId}-autocorrect`}
          checked={autocorrect}
          onChange={setAutocorrect}
          aria-describedby={`${headingId}-autocorrect-help`}
        />
        <label htmlFor={`${headingId}-autocorrect`}>{t("admin-clients-periods-autocorrect")}</label>
        <Typography.Text type="secondary" id={`${headingId}-autocorrect-help`}>
          {t("admin-clients-periods-autocorrect-help")}
        </Typography.Text>
      </Space>
      <Table<PeriodRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t("admin-clients-periods-empty") }}
      />
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 16 }} />}
      <Space style={{ marginTop: 16 }}>
        <Button icon={<PlusOutlined />} onClick={() => setRows((current) => addPeriod(current, endMonth))}>
          {t("admin-clients-period-add")}
        </Button>
        <Button type="primary" disabled={invalid} loading={saving} onClick={() => void save()}>
          {t("admin-clients-periods-save")}
        </Button>
      </Space>
    </Card>
  );
}
