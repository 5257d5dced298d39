// /{product}/admin/audits (spec 3 §2): the audit log, newest first (the API's order), 20 a page on the server
// (the pager only when there are more). A text filter, debounced 300 ms, and a range of days narrow it; either
// change goes back to page 1. Columns date (DD/MMM/YYYY HH:mm, local time), user, description and text.
// 'No audit entries' only after a load that found nothing.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Card, DatePicker, Input, Table, Typography } from "antd";
import type { TableProps } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useApi } from "../../api/ApiContext";
import { useT } from "../../i18n/useT";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { serverPagedTable, usePageOf } from "../../ui/serverPaging";
import { auditDateLabel, auditRange } from "./format";
import { auditKeys } from "./queryKeys";
import type { AuditEntry, AuditPage } from "./types";
import "./audits.css";
import { AuditsDocument } from "../../api/generated/typed/features/audits/documents";

export const PAGE_SIZE = 20;
export const FILTER_DEBOUNCE_MS = 300;
/** The typed day formats the range accepts; the first is the one shown. */
const DAY_FORMATS = ["DD/MMM/YYYY", "DD-MM-YYYY", "YYYY-MM-DD"];
const FROM_ID = "audits-range-from";
const TO_ID = "audits-range-to";

type Days = [Dayjs | null, Dayjs | null] | null;

export function AuditsPage() {
  const t = useT();
  const api = useApi();
  const [text, setText] = useState("");
  const [days, setDays] = useState<Days>(null);
  const filter = useDebouncedValue(text.trim(), FILTER_DEBOUNCE_MS);
  const range = auditRange(days);
  const [current, setPage] = usePageOf([filter, range ?? null]);

  const query = useQuery<AuditPage>({
    queryKey: auditKeys.page(filter, range ?? null, current),
    queryFn: ({ signal }) =>
      api
        .graphql(
          AuditsDocument,
          { skip: (current - 1) * PAGE_SIZE, limit: PAGE_SIZE, filter: filter || undefined, range },
          { signal },
        )
        .then((answer) => answer.audits),
    placeholderData: keepPreviousData,
  });

  const columns: TableProps<AuditEntry>["columns"] = [
    {
      key: "date",
      title: t("audits-col-date"),
      className: "audits-grid__date",
      render: (_, row) => auditDateLabel(row.date),
    },
    { key: "user", title: t("audits-col-user"), render: (_, row) => row.user.fullName },
    { key: "description", title: t("audits-col-description"), render: (_, row) => row.description },
    {
      key: "text",
      title: t("audits-col-text"),
      className: "audits-grid__text",
      render: (_, row) => row.text,
    },
  ];

  return (
    <div className="page audits-page">
      <Typography.Title level={2}>{t("menu-admin-audits")}</Typography.Title>
      <Card>
        <div className="audits-criteria">
          <Input.Search
            allowClear
            className="audits-filter"
            placeholder={t("audits-filter")}
            aria-label={t("audits-filter")}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div role="group" aria-labelledby="audits-range-label" className="audits-range">
            <span id="audits-range-label" className="audits-range__label">
              {t("audits-range")}
            </span>
            {/* Each input has a label of its own; the placeholders say the same on screen. */}
            <label htmlFor={FROM_ID} className="visually-hidden">
              {t("audits-range-from")}
            </label>
            <label htmlFor={TO_ID} className="visually-hidden">
              {t("audits-range-to")}
            </label>
            <DatePicker.RangePicker
              id={{ start: FROM_ID, end: TO_ID }}
              allowEmpty={[true, true]}
              format={DAY_FORMATS}
              placeholder={[t("audits-range-from"), t("audits-range-to")]}
              value={days}
              onChange={(chosen) => setDays(chosen ? [chosen[0], chosen[1]] : null)}
            />
          </div>
        </div>
        <Table<AuditEntry>
          className="audits-grid"
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={query.data?.results ?? []}
          {...serverPagedTable(query, {
            empty: t("audits-empty"),
            failed: t("audits-load-failed"),
            current,
            pageSize: PAGE_SIZE,
            onPage: setPage,
          })}
          scroll={{ x: "max-content" }}
        />
      </Card>
    </div>
  );
}
