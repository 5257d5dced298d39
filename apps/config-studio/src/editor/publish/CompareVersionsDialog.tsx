// "Compare versions": what changed between any two published versions of a template, or between one of them
// and the draft, listed as the publish dialog lists the changes it would publish. Nothing here changes the
// template.
import { Alert, Button, Modal, Select, Spin, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { localizeApiError } from "../../i18n/apiMessages";
import { useT } from "../../i18n/I18nProvider";
import { ChangesOf } from "./ChangeList";
import { fetchTemplateDiff, fetchTemplateVersions } from "./templateApi";
import type { TemplateKind } from "./templateApi";

/** What templateDiff takes, in place of a version, for the draft. */
const DRAFT = "draft";

export interface CompareVersionsDialogProps {
  open: boolean;
  kind: TemplateKind;
  templateKey: string;
  onClose(): void;
}

export function CompareVersionsDialog(props: CompareVersionsDialogProps) {
  const t = useT();
  return (
    <Modal
      open={props.open}
      title={t("compare-title", { key: props.templateKey })}
      onCancel={props.onClose}
      keyboard
      destroyOnHidden
      width={760}
      footer={null}
    >
      {props.open && <CompareBody {...props} />}
    </Modal>
  );
}

function CompareBody({ kind, templateKey, onClose }: CompareVersionsDialogProps) {
  const t = useT();
  // Read when the dialog opens: a version published or a draft saved since the editor loaded must be offered.
  const versions = useQuery({
    queryKey: ["studio-compare-versions", kind, templateKey],
    queryFn: () => fetchTemplateVersions(kind, templateKey),
    staleTime: 0,
    gcTime: 0,
  });
  const nothing = versions.isSuccess && versions.data.versions.length === 0 && !versions.data.hasDraft;
  return (
    <div className="studio-publish">
      {versions.isPending && <Spin aria-label={t("compare-loading")} />}
      {versions.isError && (
        <Alert
          type="error"
          role="alert"
          title={t("compare-load-failed")}
          description={localizeApiError(t, versions.error)}
        />
      )}
      {/* The toolbar offers the dialog only when there is something to compare, but someone may have
          discarded the draft in the meantime. */}
      {nothing && <Typography.Paragraph>{t("compare-nothing")}</Typography.Paragraph>}
      {versions.isSuccess && !nothing && (
        <ComparePicker
          kind={kind}
          templateKey={templateKey}
          versions={versions.data.versions}
          hasDraft={versions.data.hasDraft}
        />
      )}
      <div
        className="studio-publish-footer"
        style={{ display: "flex", justifyContent: "flex-end", marginTop: 16 }}
      >
        <Button onClick={onClose}>{t("publish-close")}</Button>
      </div>
    </div>
  );
}

interface ComparePickerProps {
  kind: TemplateKind;
  templateKey: string;
  /** Newest first. */
  versions: readonly string[];
  hasDraft: boolean;
}

function ComparePicker({ kind, templateKey, versions, hasDraft }: ComparePickerProps) {
  const t = useT();
  const fromId = useId();
  const toId = useId();
  const changesId = useId();
  // By default the newest step: the latest version to the draft, or without a draft the version before the
  // latest to the latest.
  const [from, setFrom] = useState(() => (hasDraft ? versions[0] : versions[1]) ?? versions[0] ?? DRAFT);
  const [to, setTo] = useState(() => (hasDraft ? DRAFT : (versions[0] ?? DRAFT)));
  const same = from === to;
  const diff = useQuery({
    queryKey: ["studio-compare-diff", kind, templateKey, from, to],
    queryFn: () => fetchTemplateDiff(kind, templateKey, from, to),
    enabled: !same,
    staleTime: 0,
    gcTime: 0,
  });
  // The draft is the newest, so it heads the newest-first list.
  const options = [
    ...(hasDraft ? [{ value: DRAFT, label: t("compare-draft") }] : []),
    ...versions.map((version) => ({ value: version, label: t("compare-version", { version }) })),
  ];

  return (
    <>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 12, marginBottom: 12 }}>
        <div>
          <label htmlFor={fromId} style={{ display: "block" }}>
            {t("compare-from")}
          </label>
          <Select id={fromId} style={{ minWidth: 200 }} value={from} onChange={setFrom} options={options} />
        </div>
        <div>
          <label htmlFor={toId} style={{ display: "block" }}>
            {t("compare-to")}
          </label>
          <Select id={toId} style={{ minWidth: 200 }} value={to} onChange={setTo} options={options} />
        </div>
      </div>
      <section aria-labelledby={changesId}>
        <Typography.Title level={3} id={changesId} style={{ fontSize: 15 }}>
          {t("compare-changes-title")}
        </Typography.Title>
        {same && <Typography.Paragraph>{t("compare-same-choice")}</Typography.Paragraph>}
        {/* A disabled query stays pending: nothing shown for the pair that is not fetched. */}
        {!same && (
          <ChangesOf
            diff={diff}
            labelledBy={changesId}
            texts={{
              loading: "compare-diff-loading",
              failed: "compare-diff-failed",
              none: "compare-no-changes",
            }}
          />
        )}
      </section>
    </>
  );
}
