import { Tag } from "antd";
import { useT } from "../../i18n/useT";
import { STATUS_COLOURS, statusMessageId } from "./status";

export function StatusTag({ status }: { status: string }) {
  const t = useT();
  return (
    <Tag color={STATUS_COLOURS[status] ?? "default"} data-status={status}>
      {t(statusMessageId(status))}
    </Tag>
  );
}
