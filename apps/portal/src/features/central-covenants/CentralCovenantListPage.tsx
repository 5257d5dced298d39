// /{product}/admin/covenants/{mfi|agro} (spec 3 §2, §4): tabs Active and Archived (the tab kept in the
// address as ?tab=archived), an Add button on the Active tab only, and the catalogue 15 rows a page from the
// server: name, field type, range, alert threshold, client type, used by (active investments), archived date.
// A row opens the covenant's form (click or Enter).
import { PlusOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { limitLabel, rangeLabel } from "@ledgerline/schemas/covenant-limits";
import { Button, Card, Table, Tabs, Typography } from "antd";
import type { TableProps } from "antd";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import { CovenantsConfigDocument } from "../../api/generated/typed/features/central-covenants/documents";
import { usePortalConfig } from "../../config";
import { useT } from "../../i18n/useT";
import { routeHref } from "../../routing/routeTable";
import { languageAtom } from "../../state/atoms";
import { dateLabel } from "../investments/format";
import { NotFound } from "../shell/NotFound";
import { useFieldTypeLabel } from "./labels";
import type { CentralCovenant, CentralCovenantPage, CovenantTypeParam } from "./types";
import { centralCovenantKeys } from "./queryKeys";
import { isCovenantTypeParam } from "./types";
import "./central-covenants.css";
import { openableRow } from "../../ui/openableRow";
import { serverPagedTable } from "../../ui/serverPaging";

export const PAGE_SIZE = 15;

type Tab = "active" | "archived";

export function CentralCovenantListPage() {
  const t = useT();
  const params = useParams();
  const navigate = useNavigate();
  const { providerKey } = usePortalConfig();
  const [search, setSearch] = useSearchParams();
  const type = params.type;
  if (!isCovenantTypeParam(type)) return <NotFound />;
  const tab: Tab = search.get("tab") === "archived" ? "archived" : "active";

  return (
    <div className="page central-covenants-page">
      <Typography.Title level={2}>
        {t("central-covenants-title")}{" "}
        <span className="central-covenants-page__type">
          · {type === "mfi" ? t("central-covenants-type-mfi") : t("central-covenants-type-agro")}
        </span>
      </Typography.Title>
      <Card>
        {/* Beside the tabs, not in their bar: a tablist may hold only tabs (ARIA). */}
        {tab === "active" ? (
          <div className="central-covenants-page__toolbar">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(routeHref("admin-covenant-add", providerKey, { type }))}
            >
              {t("central-covenants-add")}
            </Button>
          </div>
        ) : null}
        <Tabs
          activeKey={tab}
          destroyOnHidden
          onChange={(key) =>
            setSearch(
              (previous) => {
                const next = new URLSearchParams(previous);
                if (key === "archived") next.set("tab", "archived");
                else next.delete("tab");
                return next;
              },
              { replace: true },
            )
          }
          items={[
            {
              key: "active",
              label: t("central-covenants-tab-active"),
              children: <CentralCovenantsGrid type={type} archived={false} />,
            },
            {
              key: "archived",
              label: t("central-covenants-tab-archived"),
              children: <CentralCovenantsGrid type={type} archived />,
            },
          ]}
        />
      </Card>
    </div>
  );
}

function CentralCovenantsGrid({ type, archived }: { type: CovenantTypeParam; archived: boolean }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const { providerKey } = usePortalConfig();
  const language = useAtomValue(languageAtom);
  const fieldTypeLabel = useFieldTypeLabel();
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<{ field: string; direction: "asc" | "desc" }[] | undefined>();

  const query = useQuery<CentralCovenantPage>({
    queryKey: centralCovenantKeys.list(type, archived, page, sorting ?? null, language),
    queryFn: ({ signal }) =>
      api
        .graphql(
          CovenantsConfigDocument,
          {
            archived,
            clientType: type,
            skip: (page - 1) * PAGE_SIZE,
            limit: PAGE_SIZE,
            language,
            sorting,
          },
          { signal },
        )
        .then((answer) => answer.covenantsConfig),
    placeholderData: keepPreviousData,
  });

  const hrefOf = (row: CentralCovenant) => routeHref("admin-covenant", providerKey, { type, id: row._id });
  const columns: TableProps<CentralCovenant>["columns"] = [
    { key: "name", title: t("central-covenants-col-name"), sorter: true, render: (_, row) => row.label },
    {
      key: "fieldType",
      title: t("central-covenants-col-field-type"),
      sorter: true,
      render: (_, row) => fieldTypeLabel(row.fieldType),
    },
    {
      key: "range",
      title: t("central-covenants-col-range"),
      className: "nowrap",
      render: (_, row) => rangeLabel(row.range, row.fieldType, language),
    },
    {
      key: "alertThreshold",
      title: t("central-covenants-col-alert"),
      sorter: true,
      align: "right",
      className: "nowrap",
      render: (_, row) => limitLabel(row.alertThreshold, row.fieldType, language) ?? "",
    },
    {
      key: "clientType",
      title: t("central-covenants-col-client-type"),
      render: (_, row) =>
        row.clientType === "AGRO" ? t("central-covenants-type-agro") : t("central-covenants-type-mfi"),
    },
    {
      key: "count",
      title: t("central-covenants-col-used-by"),
      sorter: true,
      align: "right",
      render: (_, row) => row.statistics.count,
    },
    {
      key: "archived",
      title: t("central-covenants-col-archived"),
      sorter: true,
      className: "nowrap",
      render: (_, row) => dateLabel(row.archived),
    },
  ];

  const onChange: TableProps<CentralCovenant>["onChange"] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== "sort") return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    setSorting(
      one?.order && one.columnKey
        ? [{ field: String(one.columnKey), direction: one.order === "ascend" ? "asc" : "desc" }]
        : undefined,
    );
    setPage(1);
  };

  return (
    <Table<CentralCovenant>
      className="central-covenants-grid"
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={query.data?.results ?? []}
      {...serverPagedTable(query, {
        empty: t("central-covenants-empty"),
        failed: t("central-covenants-load-failed"),
        current: page,
        pageSize: PAGE_SIZE,
        onPage: setPage,
      })}
      scroll={{ x: "max-content" }}
      onChange={onChange}
      onRow={(row) => openableRow(() => navigate(hrefOf(row)), { "data-covenant": row.internalName })}
    />
  );
}
