import { Tag } from "antd";
import { useT } from "../../i18n/useT";
import { STATUS_COLOURS, STATUS_TEXT_COLOURS, statusMessageId } from "./status";

/** A report's status: its name on the status colour (never the colour alone), in a text colour that reads on it. */
export function StatusTag({ status }: { status: string }) {
  const t = useT();
  const colour = STATUS_COLOURS[status];
  return (
    <Tag
      color={colour ?? "default"}
      variant={colour ? "solid" : undefined}
      style={colour ? { color: STATUS_TEXT_COLOURS[status] } : undefined}
      data-status={status}
    >
      {t(statusMessageId(status))}
    </Tag>
  );
}
