// The monitor's four filters (status, client type, region, fund), each a labelled Select, kept in the
// address (?status=breached&region=…) so that a filtered view survives a reload and can be shared.
import { CLIENT_TYPES } from "@ledgerline/schemas/client-types";
import { Select } from "antd";
import { useId } from "react";
import { useT } from "../../i18n/useT";
import type { MonitorOption, MonitorRow } from "./api";
import { STATUS_ORDER } from "./format";

export const FILTER_KEYS = ["status", "clientType", "region", "fund"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

export function filtersOf(params: URLSearchParams): Filters {
  return Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
}

export function applyFilters(rows: readonly MonitorRow[], filters: Filters): MonitorRow[] {
  return rows.filter(
    (row) =>
      (!filters.status || row.status === filters.status) &&
      (!filters.clientType || row.client.clientType === filters.clientType) &&
      (!filters.region || row.client.region._id === filters.region) &&
      (!filters.fund || row.fund._id === filters.fund),
  );
}

export interface MonitorFiltersProps {
  filters: Filters;
  regions: readonly MonitorOption[];
  funds: readonly MonitorOption[];
  onChange: (key: FilterKey, value: string | undefined) => void;
  disabled: boolean;
}

export function MonitorFilters({ filters, regions, funds, onChange, disabled }: MonitorFiltersProps) {
  const t = useT();
  const choices: Record<FilterKey, Array<{ value: string; label: string }>> = {
    status: STATUS_ORDER.map((status) => ({ value: status, label: t(`covenant-monitor-status-${status}`) })),
    clientType: CLIENT_TYPES.map((type) => ({
      value: type,
      label: t(`covenant-monitor-client-type-${type.toLowerCase()}`),
    })),
    region: regions.map((region) => ({ value: region._id, label: region.name })),
    fund: funds.map((fund) => ({ value: fund._id, label: fund.name })),
  };
  const labels: Record<FilterKey, string> = {
    status: t("covenant-monitor-filter-status"),
    clientType: t("covenant-monitor-filter-client-type"),
    region: t("covenant-monitor-filter-region"),
    fund: t("covenant-monitor-filter-fund"),
  };
  return (
    <div className="covenant-filters" role="group" aria-label={t("covenant-monitor-filters")}>
      {FILTER_KEYS.map((key) => (
        <FilterSelect
          key={key}
          label={labels[key]}
          value={filters[key]}
          options={choices[key]}
          onChange={(value) => onChange(key, value)}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string | undefined;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string | undefined) => void;
  disabled: boolean;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="covenant-filter">
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        allowClear
        value={value}
        placeholder={t("covenant-monitor-filter-all")}
        options={options}
        onChange={(next: string | undefined) => onChange(next ?? undefined)}
        disabled={disabled}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
