// "What would change": on demand (it recomputes every client's last approved report, which takes seconds),
// the computed values, step validations and covenant levels of each client's report that the draft would
// change, before → after; one collapsible panel per client.
import { Alert, Button, Collapse, Spin, Typography } from "antd";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { localizeApiError } from "../../i18n/apiMessages";
import { useStudioLanguage, useT } from "../../i18n/I18nProvider";
import { fetchTemplateImpact } from "./templateApi";
import type { TemplateClientImpact, TemplateValueChange } from "./templateApi";

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
  const impact = useMutation({ mutationFn: () => fetchTemplateImpact(formKey) });
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
                children: <ClientImpact client={client} />,
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

function ClientImpact({ client }: { client: TemplateClientImpact }) {
  const t = useT();
  const { language } = useStudioLanguage();
  const groups: [string, TemplateValueChange[], (value: unknown) => string][] = [
    ["publish-impact-values", client.values, (value) => storedValueText(value, language)],
    ["publish-impact-validations", client.validations, (value) => outcomeText(value, t)],
    ["publish-impact-covenants", client.covenants, (value) => outcomeText(value, t)],
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
                  {change.label}: {show(change.before)} → {show(change.after)}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </>
  );
}

/** Computed values come in stored units: numbers in hundredths, shown here as the number they stand for. */
function storedValueText(value: unknown, language: string): string {
  if (value === null || value === undefined) return "-n.a.-";
  if (typeof value === "number")
    return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      value / 100,
    );
  return typeof value === "string" ? value : JSON.stringify(value);
}

function outcomeText(value: unknown, t: (id: string) => string): string {
  if (value === null || value === undefined) return t("publish-outcome-na");
  const id = typeof value === "string" ? OUTCOMES[value] : undefined;
  return id ? t(id) : String(value);
}
