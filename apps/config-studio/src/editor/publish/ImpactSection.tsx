// "What would change": on demand (it recomputes every client's last approved report, which takes seconds),
// the computed values, step validations and covenant levels of each client's report that the draft would
// change, before → after (values as the form shows them, by their field's type); one collapsible panel per client.
import { Alert, Button, Collapse, Spin, Typography } from "antd";
import { useMutation } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { localizeApiError } from "../../i18n/apiMessages";
import { useStudioLanguage, useT } from "../../i18n/I18nProvider";
import type { FormConfig } from "@ledgerline/schemas";
import { impactValueFormatter } from "./impactValues";
import { fetchTemplate, fetchTemplateImpact } from "./templateApi";
import type { TemplateClientImpact, TemplateImpact, TemplateValueChange } from "./templateApi";

/** Outcomes the API reports for validations (passes | fails | n/a) and covenants (ok | alert | breach | n/a). */
const OUTCOMES: Record<string, string> = {
  passes: "publish-outcome-passes",
  fails: "publish-outcome-fails",
  "n/a": "publish-outcome-na",
  ok: "publish-outcome-ok",
  alert: "publish-outcome-alert",
  breach: "publish-outcome-breach",
};

export function ImpactSection({ formKey }: { formKey: string }) {
  const t = useT();
  const headingId = useId();
  // The draft the server recomputed with, read alongside: its fields' types say how each value is written.
  const impact = useMutation({
    mutationFn: async (): Promise<TemplateImpact & { form: FormConfig | null }> => {
      const [answer, draft] = await Promise.all([
        fetchTemplateImpact(formKey),
        fetchTemplate<FormConfig>("form", formKey),
      ]);
      return { ...answer, form: draft?.config ?? null };
    },
  });
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 15 }}>
        {t("publish-impact-title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("publish-impact-hint")}</Typography.Paragraph>
      <Button onClick={() => impact.mutate()} loading={impact.isPending} disabled={impact.isPending}>
        {t(impact.data ? "publish-impact-run-again" : "publish-impact-run")}
      </Button>
      {impact.isPending && (
        <div role="status" style={{ marginTop: 8 }}>
          <Spin aria-label={t("publish-impact-running")} /> {t("publish-impact-running")}
        </div>
      )}
      {impact.isError && (
        <Alert
          type="error"
          role="alert"
          style={{ marginTop: 8 }}
          title={t("publish-impact-failed")}
          description={localizeApiError(t, impact.error)}
        />
      )}
      {impact.data && !impact.isPending && (
        <div style={{ marginTop: 8 }}>
          <Typography.Paragraph>
            {t("publish-impact-checked", { count: impact.data.clientsChecked })}
          </Typography.Paragraph>
          {impact.data.clients.length === 0 ? (
            <Alert type="success" title={t("publish-impact-none")} />
          ) : (
            <Collapse
              items={impact.data.clients.map((client) => ({
                key: `${client.clientId}-${client.reportId}`,
                label: t("publish-impact-client", {
                  name: client.clientName,
                  period: client.period,
                  count: changeCount(client),
                }),
                children: <ClientImpact client={client} form={impact.data.form} />,
              }))}
            />
          )}
        </div>
      )}
    </section>
  );
}

function changeCount(client: TemplateClientImpact): number {
  return client.values.length + client.validations.length + client.covenants.length;
}

function ClientImpact({ client, form }: { client: TemplateClientImpact; form: FormConfig | null }) {
  const t = useT();
  const { language } = useStudioLanguage();
  const valueText = useMemo(() => impactValueFormatter(form, language), [form, language]);
  const groups: [string, TemplateValueChange[], (change: TemplateValueChange, value: unknown) => string][] = [
    ["publish-impact-values", client.values, (change, value) => valueText(change.field, value)],
    ["publish-impact-validations", client.validations, (_change, value) => outcomeText(value, t)],
    ["publish-impact-covenants", client.covenants, (_change, value) => outcomeText(value, t)],
  ];
  return (
    <>
      {groups
        .filter(([, changes]) => changes.length > 0)
        .map(([title, changes, show]) => (
          <div key={title}>
            <Typography.Text strong>{t(title)}</Typography.Text>
            <ul className="studio-publish-list">
              {changes.map((change) => (
                <li key={change.field}>
                  {change.label}: {show(change, change.before)} → {show(change, change.after)}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </>
  );
}

function outcomeText(value: unknown, t: (id: string) => string): string {
  if (value === null || value === undefined) return t("publish-outcome-na");
  const id = typeof value === "string" ? OUTCOMES[value] : undefined;
  return id ? t(id) : String(value);
}
