// The period picker (spec 2 §2, §9): calendar or financial years from 2000 to now, newest first, each with
// its quarters and months; months coloured by the status of their report, those without data disabled, at
// most three periods chosen. It reports every change at once; the page debounces them.
import { Empty, Segmented, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect, useRef } from "react";
import { useT } from "../../i18n/useT";
import { usePrefersReducedMotion } from "../../ui/usePrefersReducedMotion";
import { STATUS_COLOURS, STATUS_TEXT_COLOURS, statusMessageId } from "../reports/status";
import type { PeriodType, PickerYear } from "./periodModel";
import { MAX_PERIODS, endMonthOf, isAvailable, toggleSelection } from "./periodModel";

export interface PeriodPickerProps {
  periodType: PeriodType;
  onPeriodTypeChange: (periodType: PeriodType) => void;
  /** The years to offer, newest first. */
  years: readonly PickerYear[];
  /** yyyymm → status (null: data without a status colour); null when the form has no status map. */
  statuses: ReadonlyMap<number, string | null> | null;
  selection: readonly number[];
  onChange: (selection: number[]) => void;
}

function monthDate(month: number) {
  return dayjs(new Date(Math.floor(month / 100), (month % 100) - 1, 1));
}

export function PeriodPicker({
  periodType,
  onPeriodTypeChange,
  years,
  statuses,
  selection,
  onChange,
}: PeriodPickerProps) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  const full = selection.length >= MAX_PERIODS;
  const newestYear = Math.max(0, ...selection.map((value) => Math.floor(endMonthOf(value) / 100)));
  const reducedMotion = usePrefersReducedMotion();

  // Bring the newest chosen year into view, scrolling smoothly (spec 2 §9: a 300 ms scroll), at once for users
  // who prefer reduced motion.
  useEffect(() => {
    const box = list.current;
    const row = box?.querySelector<HTMLElement>(`[data-year="${newestYear}"]`);
    if (!box || !row || typeof box.scrollTo !== "function") return;
    box.scrollTo({
      top: box.scrollTop + row.getBoundingClientRect().top - box.getBoundingClientRect().top,
      behavior: reducedMotion ? "auto" : "smooth",
    });
  }, [newestYear, periodType, reducedMotion]);

  const toggle = (value: number) => onChange(toggleSelection(selection, value));
  const yearLabel = (year: number) =>
    t(periodType === "f" ? "period-financial-year" : "period-calendar-year", { year: String(year) });

  return (
    <section className="period-picker" aria-label={t("period-picker")}>
      <div className="period-picker-head">
        <Segmented<PeriodType>
          aria-label={t("period-type")}
          value={periodType}
          onChange={onPeriodTypeChange}
          options={[
            { value: "f", label: t("period-type-financial") },
            { value: "c", label: t("period-type-calendar") },
          ]}
        />
        <Typography.Text type="secondary" aria-live="polite">
          {t("period-chosen", { count: selection.length, max: MAX_PERIODS })}
        </Typography.Text>
      </div>
      {years.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("period-no-data")} />
      ) : (
        <div className="period-years" ref={list}>
          {years.map((year) => {
            const yearChosen = selection.includes(year.value);
            const yearAvailable = isAvailable(year.value, statuses);
            return (
              <div className="period-year" key={year.value} data-year={year.year}>
                <button
                  type="button"
                  className="period-year-button"
                  aria-pressed={yearChosen}
                  disabled={!yearAvailable || (full && !yearChosen)}
                  onClick={() => toggle(year.value)}
                >
                  {yearLabel(year.year)}
                </button>
                <div className="period-quarters">
                  {year.quarters.map((quarter) => (
                    <div className="period-quarter" key={quarter.ordinal}>
                      <span className="period-quarter-label">
                        {t("period-quarter", { number: quarter.ordinal })}
                      </span>
                      <div className="period-months">
                        {quarter.months.map((month) => {
                          const chosen = selection.includes(month);
                          const available = isAvailable(month, statuses);
                          const status = statuses?.get(month) ?? null;
                          const date = monthDate(month);
                          const statusText = status ? t(statusMessageId(status)) : null;
                          return (
                            <button
                              key={month}
                              type="button"
                              className="period-month"
                              data-status={status ?? undefined}
                              aria-pressed={chosen}
                              title={statusText ?? (available ? undefined : t("period-unavailable"))}
                              disabled={!available || (full && !chosen)}
                              style={
                                status
                                  ? {
                                      background: STATUS_COLOURS[status],
                                      borderColor: STATUS_COLOURS[status],
                                      color: STATUS_TEXT_COLOURS[status],
                                    }
                                  : undefined
                              }
                              onClick={() => toggle(month)}
                            >
                              {/* Named by the whole month, year and status ("June 2025, Approved"); the short
                                  name is what the eye needs in the grid. */}
                              <span aria-hidden="true">{date.format("MMM")}</span>
                              <span className="visually-hidden">
                                {statusText
                                  ? `${date.format("MMMM YYYY")}, ${statusText}`
                                  : date.format("MMMM YYYY")}
                              </span>
                            </button>
                          );
                        })}
                      </div>
                    </div>
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
