// The list of form or report templates: key, name (a link to the editor), client types, published version,
// status, last change; filtered by client type (on the server) and searched by key or name (here). New
// templates and copies start as drafts and open in the editor.
import { CopyOutlined, PlusOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Alert, Button, Input, Radio, Spin, Table, Tag, Typography } from "antd";
import type { TableProps } from "antd";
import { useMemo, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { localizeApiError } from "../../i18n/apiMessages";
import { useDateTime } from "../../i18n/dateTime";
import { useStudioLanguage, useT } from "../../i18n/I18nProvider";
import { templateEditorPath } from "../../paths";
import { CopyTemplateModal } from "./CopyTemplateModal";
import { NewTemplateModal } from "./NewTemplateModal";
import { CLIENT_TYPE_CHOICES } from "./newTemplateConfig";
import { fetchTemplates, templatesQueryKey } from "./templateApi";
import type { TemplateKind, TemplateSummary } from "./templateApi";
import { lastChange, matchesSearch, templateStatus } from "./templateStatus";
import type { TemplateStatus } from "./templateStatus";

/** Solid tags with white text, which reads at 5.6:1 or more on each (the theme's success, warning and link shades). */
const STATUS_COLORS: Record<TemplateStatus, string> = {
  published: "#277548",
  draft: "#8a5300",
  "published-draft": "#0958d9",
};

/** The navigation state an editor leaves when discarding a never-published template deletes it. */
export interface DeletedTemplateState {
  deletedTemplate: string;
}

function deletedTemplateOf(state: unknown): string | null {
  const name = (state as Partial<DeletedTemplateState> | null)?.deletedTemplate;
  return typeof name === "string" ? name : null;
}

type Dialog = { type: "new" } | { type: "copy"; source: TemplateSummary } | null;

export function TemplateList({ kind }: { kind: TemplateKind }) {
  const t = useT();
  const { language } = useStudioLanguage();
  const [clientType, setClientType] = useState<string>("all");
  const [search, setSearch] = useState("");
  const [dialog, setDialog] = useState<Dialog>(null);
  const serverClientType = clientType === "all" ? null : clientType;
  const deleted = deletedTemplateOf(useLocation().state);

  const query = useQuery({
    queryKey: [...templatesQueryKey(kind), serverClientType, language],
    queryFn: () => fetchTemplates(kind, serverClientType, language),
    placeholderData: keepPreviousData,
  });
  // Every key of the kind, for the dialogs' "already used" check (the filtered list may hide some).
  const allKeys = useQuery({
    queryKey: [...templatesQueryKey(kind), null, language],
    queryFn: () => fetchTemplates(kind, null, language),
    enabled: dialog !== null,
  });
  const takenKeys = useMemo(
    () => (allKeys.data ?? query.data ?? []).map((row) => row.key),
    [allKeys.data, query.data],
  );
  const rows = useMemo(
    () => (query.data ?? []).filter((row) => matchesSearch(row, search)),
    [query.data, search],
  );

  const when = useDateTime();

  const columns: TableProps<TemplateSummary>["columns"] = [
    {
      key: "key",
      title: t("sections-templates-col-key"),
      render: (_, row) => <Typography.Text code>{row.key}</Typography.Text>,
    },
    {
      key: "name",
      title: t("sections-templates-col-name"),
      render: (_, row) => <Link to={templateEditorPath(kind, row.key)}>{row.label}</Link>,
    },
    {
      key: "clientTypes",
      title: t("sections-templates-col-client-types"),
      render: (_, row) => row.clientTypes.join(", "),
    },
    {
      key: "version",
      title: t("sections-templates-col-version"),
      render: (_, row) => row.publishedVersion ?? t("sections-templates-never-published"),
    },
    {
      key: "status",
      title: t("sections-templates-col-status"),
      render: (_, row) => {
        const status = templateStatus(row);
        return <Tag color={STATUS_COLORS[status]}>{t(`sections-templates-status-${status}`)}</Tag>;
      },
    },
    {
      key: "changed",
      title: t("sections-templates-col-changed"),
      render: (_, row) => {
        const change = lastChange(row);
        if (!change.at) return "";
        const date = when(change.at);
        if (change.kind === "draft")
          return t("sections-templates-changed-by", { name: change.by ?? "", date });
        return change.by
          ? t("sections-templates-published-by", { name: change.by, date })
          : t("sections-templates-published-at", { date });
      },
    },
    {
      key: "actions",
      title: <span className="sr-only">{t("sections-templates-col-actions")}</span>,
      render: (_, row) => (
        <Button
          size="small"
          icon={<CopyOutlined aria-hidden />}
          aria-label={t("sections-templates-copy-of", { key: row.key })}
          onClick={() => setDialog({ type: "copy", source: row })}
        >
          {t("sections-templates-copy")}
        </Button>
      ),
    },
  ];

  return (
    <>
      {deleted && (
        <Alert
          className="studio-notice"
          type="success"
          showIcon
          closable
          role="status"
          title={t("sections-templates-deleted", { name: deleted })}
        />
      )}
      <div className="studio-toolbar">
        <Radio.Group
          aria-label={t("sections-templates-client-type-filter")}
          optionType="button"
          value={clientType}
          onChange={(event) => setClientType(event.target.value as string)}
          options={[
            { value: "all", label: t("sections-templates-all") },
            ...CLIENT_TYPE_CHOICES.map((value) => ({ value, label: value })),
          ]}
        />
        <Input.Search
          allowClear
          aria-label={t("sections-templates-search")}
          placeholder={t("sections-templates-search")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 260 }}
        />
        <Button
          className="studio-toolbar__end"
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setDialog({ type: "new" })}
        >
          {t(kind === "form" ? "sections-templates-new-form" : "sections-templates-new-report")}
        </Button>
      </div>
      {query.isError && (
        <Alert
          type="error"
          role="alert"
          showIcon
          title={t("sections-templates-load-failed")}
          description={localizeApiError(t, query.error)}
          style={{ marginBottom: 12 }}
        />
      )}
      {query.isPending ? (
        <Spin aria-label={t("shell-loading")} />
      ) : (
        <Table<TemplateSummary>
          rowKey="key"
          size="middle"
          columns={columns}
          dataSource={rows}
          pagination={false}
          loading={query.isFetching && !query.isPending}
          locale={{
            emptyText: query.isError
              ? t("sections-templates-load-failed")
              : search.trim()
                ? t("sections-templates-no-match")
                : t("sections-templates-empty"),
          }}
          scroll={{ x: "max-content" }}
        />
      )}
      {dialog?.type === "new" && (
        <NewTemplateModal kind={kind} takenKeys={takenKeys} onClose={() => setDialog(null)} />
      )}
      {dialog?.type === "copy" && (
        <CopyTemplateModal
          kind={kind}
          source={dialog.source}
          takenKeys={takenKeys}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
