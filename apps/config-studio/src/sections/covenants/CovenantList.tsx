// The catalogue's list: tabs Active / Archived, a client type filter, 15 covenants a page from the server,
// and "New covenant". The tab, filter and page live in the address, so coming back from a covenant keeps
// them. A covenant's name is the link to its form.
import { PlusOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CLIENT_CONFIG_TYPES } from "@ledgerline/schemas/client-types";
import { Alert, Button, Radio, Spin, Table, Tabs, Typography } from "antd";
import type { TableProps } from "antd";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { localizeApiError } from "../../i18n/apiMessages";
import { useStudioLanguage, useT } from "../../i18n/I18nProvider";
import { useUser } from "../../session/StudioGate";
import { COVENANT_PAGE_SIZE, covenantsQueryKey, fetchCovenantPage } from "./covenantApi";
import type { CentralCovenant } from "./covenantApi";
import { limitLabel, rangeLabel } from "@ledgerline/schemas/covenant-limits";

export function CovenantList() {
  const t = useT();
  const navigate = useNavigate();
  const canEdit = useUser().canEditCovenants;
  const [params, setParams] = useSearchParams();
  const archived = params.get("tab") === "archived";
  const clientType = params.get("type");
  const page = Math.max(1, Number(params.get("page")) || 1);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Typography.Title level={1} className="studio-section-title">
        {t("sections-covenants-title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("sections-covenants-hint")}</Typography.Paragraph>
      <div className="studio-toolbar">
        <Radio.Group
          aria-label={t("sections-covenants-client-type-filter")}
          optionType="button"
          value={clientType ?? "all"}
          onChange={(event) =>
            update({ type: event.target.value === "all" ? null : String(event.target.value), page: null })
          }
          options={[
            { value: "all", label: t("sections-templates-all") },
            ...CLIENT_CONFIG_TYPES.map((value) => ({ value, label: value })),
          ]}
        />
        {canEdit && (
          <Button
            className="studio-toolbar__end"
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(`/covenants/new${clientType ? `?type=${clientType}` : ""}`)}
          >
            {t("sections-covenants-new")}
          </Button>
        )}
      </div>
      <Tabs
        activeKey={archived ? "archived" : "active"}
        onChange={(key) => update({ tab: key === "archived" ? "archived" : null, page: null })}
        items={[
          { key: "active", label: t("sections-covenants-tab-active") },
          { key: "archived", label: t("sections-covenants-tab-archived") },
        ]}
      />
      <CovenantTable
        archived={archived}
        clientType={clientType}
        page={page}
        onPage={(next) => update({ page: next === 1 ? null : String(next) })}
      />
    </>
  );
}

function CovenantTable({
  archived,
  clientType,
  page,
  onPage,
}: {
  archived: boolean;
  clientType: string | null;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const { language } = useStudioLanguage();
  const query = useQuery({
    queryKey: [...covenantsQueryKey, "page", archived, clientType, page, language],
    queryFn: () => fetchCovenantPage({ archived, clientType, page, language }),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <Spin aria-label={t("shell-loading")} />;
  if (query.isError)
    return (
      <Alert
        type="error"
        role="alert"
        showIcon
        title={t("sections-covenants-load-failed")}
        description={localizeApiError(t, query.error)}
      />
    );
  const columns: TableProps<CentralCovenant>["columns"] = [
    {
      key: "internalName",
      title: t("sections-covenants-col-internal-name"),
      render: (_, row) => <Typography.Text code>{row.internalName}</Typography.Text>,
    },
    {
      key: "name",
      title: t("sections-covenants-col-name"),
      render: (_, row) => <Link to={`/covenants/${encodeURIComponent(row._id)}`}>{row.label}</Link>,
    },
    { key: "clientType", title: t("sections-covenants-client-type"), render: (_, row) => row.clientType },
    {
      key: "fieldType",
      title: t("sections-covenants-field-type"),
      render: (_, row) => t(`sections-covenants-field-type-${row.fieldType}`),
    },
    {
      key: "range",
      title: t("sections-covenants-col-range"),
      className: "nowrap",
      render: (_, row) => rangeLabel(row.range, row.fieldType, language),
    },
    {
      key: "alert",
      title: t("sections-covenants-col-alert"),
      align: "right",
      render: (_, row) => limitLabel(row.alertThreshold, row.fieldType, language),
    },
    {
      key: "count",
      title: t("sections-covenants-col-used-by"),
      align: "right",
      render: (_, row) => row.statistics.count,
    },
  ];
  return (
    <Table<CentralCovenant>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={query.data.results}
      loading={query.isFetching}
      locale={{ emptyText: t(archived ? "sections-covenants-empty-archived" : "sections-covenants-empty") }}
      pagination={{
        current: page,
        pageSize: COVENANT_PAGE_SIZE,
        total: query.data.pageInfo.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPage,
      }}
      scroll={{ x: "max-content" }}
    />
  );
}
