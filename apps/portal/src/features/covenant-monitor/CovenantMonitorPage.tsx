// /{product}/covenant-monitor: which loans are in trouble? Every covenant of the open investments in the
// user's scope at its client's latest reported period, worst first; filters (kept in the address, so a view
// can be shared), sorting, and the explanation of any value in the formula panel. The API sends the whole
// scope at once (it tests every covenant per request: docs/api.md), so filtering and sorting stay here.
import { Alert, Button, Card, Flex, Table, Typography } from "antd";
import { useAtomValue } from "jotai";
import { Suspense, useCallback, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { languageAtom } from "../../state/atoms";
import { lazyWithPreload } from "../../ui/lazyWithPreload";
import { useNotify } from "../../ui/notify";
import type { CovenantExplanation, MonitorRow } from "./api";
import { MONITOR_WIDTH, monitorColumns, rowKey } from "./columns";
import { testedFieldType } from "./format";
import type * as PanelModule from "./ExplanationPanel";
import type { ExplanationPanelProps } from "./ExplanationPanel";
import { MonitorFilters, applyFilters, filtersOf } from "./MonitorFilters";
import type { FilterKey } from "./MonitorFilters";
import { useCovenantMonitor, useExplain } from "./queries";
import "./covenant-monitor.css";

const ExplanationPanel = lazyWithPreload<typeof PanelModule, "ExplanationPanel", ExplanationPanelProps>(
  () => import("./ExplanationPanel"),
  "ExplanationPanel",
);

export const PAGE_SIZE = 25;

export function CovenantMonitorPage() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const monitor = useCovenantMonitor(language);
  const explain = useExplain(language);
  const [opening, setOpening] = useState<string | null>(null);
  // With the type the monitor shows the value in: the panel's first line reads the same.
  const [explanation, setExplanation] = useState<(CovenantExplanation & { fieldType: string }) | null>(null);
  const [pinned, setPinned] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const rows = useMemo(() => applyFilters(monitor.data?.rows ?? [], filters), [monitor.data, filters]);
  const onExplain = useCallback(
    (row: MonitorRow) => {
      // Only a value at a period is a button (columns.tsx).
      if (row.period === null) return;
      // The value's button: the focus goes back to it when the panel closes.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpening(rowKey(row));
      const covenant = { investmentId: row.investment._id, covenantId: row.covenant._id, period: row.period };
      Promise.all([explain(covenant), ExplanationPanel.preload()])
        .then(([answer]) => setExplanation({ ...answer, fieldType: testedFieldType(row) }))
        .catch((error: unknown) => notify.apiError(error))
        .finally(() => setOpening(null));
    },
    [explain, notify],
  );
  const closePanel = useCallback(() => {
    setExplanation(null);
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, []);
  const setFilter = (key: FilterKey, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    // The explained row may leave the list: an unpinned panel goes with the old view.
    if (!pinned) setExplanation(null);
  };
  const columns = monitorColumns({ t, language, onExplain, opening });
  const all = monitor.data?.rows ?? [];
  const count = (status: string) => rows.filter((row) => row.status === status).length;

  return (
    <div className="page covenant-monitor">
      <Typography.Title level={2}>{t("covenant-monitor-title")}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("covenant-monitor-intro")}</Typography.Paragraph>
      {monitor.isError ? (
        <Alert
          type="error"
          showIcon
          title={t("covenant-monitor-failed")}
          description={monitor.error.message}
          action={<Button onClick={() => void monitor.refetch()}>{t("covenant-monitor-retry")}</Button>}
        />
      ) : (
        <Card styles={{ body: { padding: 12 } }}>
          <MonitorFilters
            filters={filters}
            regions={monitor.data?.regions ?? []}
            funds={monitor.data?.funds ?? []}
            onChange={setFilter}
            disabled={!monitor.data}
          />
          {monitor.data && all.length > 0 && (
            // Announced when a filter changes the count.
            <p className="covenant-summary" aria-live="polite">
              {[
                t("covenant-monitor-count", { count: rows.length }),
                t("covenant-monitor-count-breached", { count: count("breached") }),
                t("covenant-monitor-count-alerted", { count: count("alerted") }),
              ].join(" · ")}
            </p>
          )}
          <Table<MonitorRow>
            rowKey={rowKey}
            size="small"
            columns={columns}
            dataSource={rows}
            loading={monitor.isPending ? { tip: t("covenant-monitor-loading") } : false}
            locale={{
              emptyText: monitor.isPending ? (
                " "
              ) : all.length === 0 ? (
                t("covenant-monitor-empty")
              ) : (
                <Flex vertical align="center" gap="small">
                  {t("covenant-monitor-no-match")}
                  <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                    {t("covenant-monitor-clear-filters")}
                  </Button>
                </Flex>
              ),
            }}
            scroll={{ x: MONITOR_WIDTH }}
            rowClassName={(row) => `covenant-row covenant-row-${row.status}`}
            onRow={(row) => ({ "data-covenant": rowKey(row) }) as React.HTMLAttributes<HTMLElement>}
            pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
          />
        </Card>
      )}
      {explanation && (
        <Suspense fallback={null}>
          <ExplanationPanel
            explanation={explanation}
            fieldType={explanation.fieldType}
            language={language}
            pinned={pinned}
            onPinnedChange={setPinned}
            onClose={closePanel}
          />
        </Suspense>
      )}
    </div>
  );
}
