// The client dashboard's scrollable row of summary blocks (spec 2 §2): icon, title, subtitle, value and
// value icon; money in the dashboard's currency, the number with its field's decimals and unit.
import {
  BankOutlined,
  DashboardOutlined,
  FundOutlined,
  PercentageOutlined,
  RiseOutlined,
  TeamOutlined,
  WalletOutlined,
  WarningOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";
import type { Summary } from "../../../api/dashboard";
import type { InterfaceLanguage } from "../../../i18n/languages";
import { useT } from "../../../i18n/useT";
import { fullNumber } from "../chartFormat";

const ICONS: Record<string, ReactNode> = {
  bank: <BankOutlined />,
  wallet: <WalletOutlined />,
  team: <TeamOutlined />,
  warning: <WarningOutlined />,
  rise: <RiseOutlined />,
  fund: <FundOutlined />,
  dashboard: <DashboardOutlined />,
  percentage: <PercentageOutlined />,
};

export function SummaryBlocks({
  summaries,
  language,
  currency,
  subtitle,
}: {
  summaries: readonly Summary[];
  /** The period line in the interface language; the API's English one otherwise. */
  subtitle?: string;
  language: InterfaceLanguage;
  currency: string;
}) {
  const t = useT();
  return (
    <section className="summary-blocks" aria-label={t("dashboard-summaries")} tabIndex={0}>
      {summaries.map((summary) => {
        // A percentage-valued block carries the percentage icon; its number is already in percent.
        const type = summary.type === "currency" ? "currency" : "numeric";
        return (
          <article className="summary-block" key={summary.id} aria-label={summary.title}>
            <span className="summary-icon" aria-hidden>
              {ICONS[summary.icon] ?? <FundOutlined />}
            </span>
            <div className="summary-text">
              <h3 className="summary-title">{summary.title}</h3>
              <div className="summary-subtitle">{subtitle ?? summary.subtitle}</div>
              <div className="summary-value">
                {fullNumber(summary.value, type, language, currency, summary)}
                {summary.valueIcon && (
                  <span className="summary-value-icon" role="img" aria-label={t("dashboard-percent")}>
                    {ICONS[summary.valueIcon] ?? null}
                  </span>
                )}
              </div>
            </div>
          </article>
        );
      })}
    </section>
  );
}
