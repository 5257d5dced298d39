// A covenant's status: a tag with its name on the status colour (never the colour alone; text colour chosen
// for 4.5:1 on it) and, under a waiver, which waiver and until when.
import { Tag, Typography } from "antd";
import { useT } from "../../i18n/useT";
import { hasWaiverType } from "../investments/hasWaiverType";
import type { MonitorRow } from "./api";
import { dateText } from "./format";

/** Fill and text colours: #000 on #E62633 4.7:1, on #f19836 9.3:1, on #93BB36 9.4:1; #fff on #535353 7.7:1. */
export const STATUS_COLOURS: Record<string, { fill: string; text: string }> = {
  breached: { fill: "#E62633", text: "#000000" },
  alerted: { fill: "#f19836", text: "#000000" },
  ok: { fill: "#93BB36", text: "#000000" },
  waived: { fill: "#535353", text: "#ffffff" },
};

export function StatusCell({ row }: { row: Pick<MonitorRow, "status" | "waiver"> }) {
  const t = useT();
  const colours = STATUS_COLOURS[row.status];
  return (
    <div className="covenant-status">
      <Tag
        color={colours?.fill ?? "default"}
        variant={colours ? "solid" : undefined}
        style={colours ? { color: colours.text } : undefined}
        data-status={row.status}
      >
        {t(`covenant-monitor-status-${row.status}`)}
      </Tag>
      {row.waiver && <WaiverNote waiver={row.waiver} />}
    </div>
  );
}

function WaiverNote({ waiver }: { waiver: NonNullable<MonitorRow["waiver"]> }) {
  const t = useT();
  const date = dateText(waiver.endDate);
  const text = hasWaiverType(waiver, "REPLACE")
    ? t("covenant-monitor-waiver-replace", { name: waiver.replacement?.name ?? "", date })
    : hasWaiverType(waiver, "ALTER")
      ? t("covenant-monitor-waiver-alter", { date })
      : t("covenant-monitor-waiver-disable", { date });
  return (
    <Typography.Text type="secondary" className="covenant-waiver" data-waiver={waiver.waiverType}>
      {text}
    </Typography.Text>
  );
}
