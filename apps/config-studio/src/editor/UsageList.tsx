// Where a field is used (formulas, validations, covenants, report configs, the Excel template): the draft's own
// uses and the published ones elsewhere (fieldImpact).
import { Typography } from "antd";
import { useT } from "../i18n/I18nProvider";
import type { FieldUse } from "./model/draftUsages";

const KNOWN_KINDS = ["formula", "validation", "covenant", "report", "excel"];

export function UsageList({ usages }: { usages: readonly FieldUse[] }) {
  const t = useT();
  return (
    <ul className="editor-usages">
      {usages.map((usage, i) => (
        <li key={i}>
          <strong>
            {t(KNOWN_KINDS.includes(usage.kind) ? `editor-usage-${usage.kind}` : "editor-usage-other")}
          </strong>
          {usage.field ? (
            <>
              {" "}
              <code>{usage.field}</code>
            </>
          ) : null}
          {": "}
          {usage.where}
          {usage.formula ? (
            <Typography.Text code className="editor-usage-formula">
              {usage.formula}
            </Typography.Text>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
