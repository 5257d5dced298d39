import { Spin } from "antd";
import { useT } from "../../i18n/useT";

/** The GENERATING EXPORT state of spec 2 §2, shown while an export runs. */
export function GeneratingExport({ generating }: { generating: boolean }) {
  const t = useT();
  if (!generating) return null;
  return (
    <div role="status" aria-live="polite" className="exports-generating">
      <Spin size="small" /> {t("exports-generating")}
    </div>
  );
}
