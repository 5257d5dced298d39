// The differences between the published version and the draft, one line per change: what kind, where, and
// the value before → after (short JSON).
import { Tag } from "antd";
import { useT } from "../../i18n/I18nProvider";
import { shortJson } from "./shortJson";
import type { TemplateChange } from "./templateApi";

/** Solid tags: white text reads at 5.6:1 or more on each of these shades. */
const KIND_COLORS: Record<string, string> = {
  added: "#277548",
  removed: "#c81e2b",
  changed: "#0958d9",
  moved: "#6b3fa0",
};
const KNOWN_KINDS = new Set(Object.keys(KIND_COLORS));

export function ChangeList({
  changes,
  labelledBy,
}: {
  changes: readonly TemplateChange[];
  labelledBy: string;
}) {
  const t = useT();
  return (
    <ul className="studio-publish-list" aria-labelledby={labelledBy}>
      {changes.map((change, index) => (
        <li key={`${change.kind}-${change.path}-${index}`}>
          <Tag color={KIND_COLORS[change.kind]}>
            {KNOWN_KINDS.has(change.kind) ? t(`publish-change-${change.kind}`) : change.kind}
          </Tag>
          <code>{change.path}</code>
          {change.kind !== "added" && change.kind !== "removed" && (
            <span>
              {": "}
              {shortJson(change.before)} → {shortJson(change.after)}
            </span>
          )}
          {change.kind === "added" && <span>: {shortJson(change.after)}</span>}
          {change.kind === "removed" && <span>: {shortJson(change.before)}</span>}
        </li>
      ))}
    </ul>
  );
}
