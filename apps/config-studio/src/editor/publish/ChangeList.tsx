// The differences between the published version and the draft, one line per change: what kind, and what
// changed in the author's words (describeChange).
import type { UseQueryResult } from "@tanstack/react-query";
import { Alert, Spin, Tag, Typography } from "antd";
import { localizeApiError } from "../../i18n/apiMessages";
import { useStudioLanguage, useT } from "../../i18n/I18nProvider";
import { describeChange } from "./describeChange";
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
  const { language } = useStudioLanguage();
  return (
    <ul className="studio-publish-list" aria-labelledby={labelledBy}>
      {changes.map((change, index) => (
        <li key={`${change.kind}-${change.path}-${index}`}>
          <Tag color={KIND_COLORS[change.kind]}>
            {KNOWN_KINDS.has(change.kind) ? t(`publish-change-${change.kind}`) : change.kind}
          </Tag>
          <span>{describeChange(change, t, language)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The words of a diff request's three states, as message ids. */
export interface ChangesTexts {
  loading: string;
  failed: string;
  none: string;
}

/** A diff request as the dialogs show it: a spinner, the error, "no changes", or the list. */
export function ChangesOf({
  diff,
  labelledBy,
  texts,
}: {
  diff: UseQueryResult<TemplateChange[]>;
  labelledBy: string;
  texts: ChangesTexts;
}) {
  const t = useT();
  if (diff.isPending) return <Spin aria-label={t(texts.loading)} />;
  if (diff.isError)
    return (
      <Alert
        type="error"
        role="alert"
        title={t(texts.failed)}
        description={localizeApiError(t, diff.error)}
      />
    );
  return diff.data.length === 0 ? (
    <Typography.Paragraph>{t(texts.none)}</Typography.Paragraph>
  ) : (
    <ChangeList changes={diff.data} labelledBy={labelledBy} />
  );
}
