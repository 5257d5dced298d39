// The live preview of the form being edited: the draft rendered as a client would see it, with a real client's
// data at a chosen period (the months the client has data for, newest first) and in a chosen language,
// read-only. Every computed value explains itself as in the
// portal (its ƒx opens the formula panel). The preview follows the draft once typing pauses.
import { FormRenderer, FormulaPanel } from "@ledgerline/form-renderer";
import type { FormulaRequest } from "@ledgerline/form-renderer";
import type { FormConfig, Language } from "@ledgerline/schemas";
import { useQuery } from "@tanstack/react-query";
import { Alert, Empty, Select, Spin, Typography } from "antd";
import { useId, useMemo, useRef, useState } from "react";
import { graphql } from "../../api/client";
import { StudioPreviewDataDocument } from "../../api/generated/operations";
import { localizeApiError } from "../../i18n/apiMessages";
import { useStudioLanguage, useT } from "../../i18n/I18nProvider";
import { NATIVE_LABELS, STUDIO_LANGUAGES } from "../../i18n/languages";
import { ClientPicker } from "./ClientPicker";
import { PreviewBoundary } from "./PreviewBoundary";
import { buildPreviewModel } from "./previewModel";
import type { PreviewModel, StudioPreviewData } from "./previewModel";
import { periodName, periodsWithData, previewPeriods } from "./previewPeriods";
import { useDebouncedValue } from "./useDebouncedValue";

export interface PreviewPanelProps {
  /** The draft as it is now. */
  form: FormConfig;
  /** Every published form, the draft replacing its key. */
  forms: readonly FormConfig[];
}

/** How long the draft must stay unchanged before the preview is rebuilt (each rebuild recompiles formulas). */
const REBUILD_DELAY_MS = 500;

async function fetchPreviewData(clientId: string, numeric: number): Promise<StudioPreviewData> {
  const data = await graphql(StudioPreviewDataDocument, { clientId, numeric });
  // JSON: the periods and form data as the API stores them; the preview model checks what it reads.
  return data.studioPreviewData as StudioPreviewData;
}

export function PreviewPanel({ form, forms }: PreviewPanelProps) {
  const t = useT();
  const { language: studioLanguage } = useStudioLanguage();
  const ids = { heading: useId(), client: useId(), period: useId(), language: useId() };
  const calendar = useMemo(() => previewPeriods(), []);
  const lastMonth = calendar[0]!;
  const [clientId, setClientId] = useState<string | undefined>();
  const [picked, setPicked] = useState<number | undefined>();
  const [language, setLanguage] = useState<Language>(studioLanguage);

  // The client's data up to last month says which months have data; it is also last month's preview.
  const latest = useQuery({
    queryKey: ["studio-preview-data", clientId, lastMonth.numeric],
    queryFn: () => fetchPreviewData(clientId!, lastMonth.numeric),
    enabled: clientId !== undefined,
  });
  const periods = useMemo(
    () => (latest.data ? periodsWithData(latest.data.formData, form.key, calendar) : calendar),
    [latest.data, form.key, calendar],
  );
  // The newest month with data until the author picks one (again after choosing another client).
  const period = periods.find((candidate) => candidate.numeric === picked) ?? periods[0]!;
  const numeric = period.numeric;

  const draft = useDebouncedValue(form, REBUILD_DELAY_MS);
  const published = useDebouncedValue(forms, REBUILD_DELAY_MS);
  const data = useQuery({
    queryKey: ["studio-preview-data", clientId, numeric],
    queryFn: () => fetchPreviewData(clientId!, numeric),
    enabled: clientId !== undefined && latest.isSuccess,
  });
  const failure = latest.error ?? data.error;

  // A new model means a new engine and values, which the renderer reads when it mounts: each build gets a
  // generation number that keys the renderer.
  const generation = useRef(0);
  const built = useMemo((): { model: PreviewModel; generation: number } | { error: Error } | null => {
    if (!data.data) return null;
    try {
      generation.current += 1;
      return {
        model: buildPreviewModel(draft, published, data.data, period),
        generation: generation.current,
      };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  }, [draft, published, data.data, period]);

  // The explanation belongs to one build: a rebuilt preview (new draft, client or period) closes it.
  const [formula, setFormula] = useState<{ request: FormulaRequest; generation: number } | null>(null);
  const currentGeneration = built && "generation" in built ? built.generation : -1;
  const shownFormula = formula?.generation === currentGeneration ? formula.request : null;
  const [panel, setPanel] = useState({ height: 30, pinned: false });
  const opener = useRef<HTMLElement | null>(null);
  const showFormula = (request: FormulaRequest) => {
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    setFormula({ request, generation: currentGeneration });
  };
  const closeFormula = () => {
    setFormula(null);
    // Back to the computed value that opened the panel.
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  };

  return (
    <section className="studio-preview" aria-labelledby={ids.heading}>
      <Typography.Title level={2} id={ids.heading} style={{ fontSize: 17 }}>
        {t("preview-title")}
      </Typography.Title>
      <div
        className="studio-preview-controls"
        style={{ display: "flex", flexWrap: "wrap", gap: 12, marginBottom: 12 }}
      >
        <div>
          <label htmlFor={ids.client} style={{ display: "block" }}>
            {t("preview-client")}
          </label>
          <ClientPicker
            id={ids.client}
            clientTypes={form.clientTypes}
            value={clientId}
            onChange={(next) => {
              setClientId(next);
              setPicked(undefined);
            }}
          />
        </div>
        <div>
          <label htmlFor={ids.period} style={{ display: "block" }}>
            {t("preview-period")}
          </label>
          <Select
            id={ids.period}
            style={{ minWidth: 180 }}
            value={numeric}
            onChange={setPicked}
            // Up to two years of months: typing "jul 2025" finds one faster than scrolling.
            showSearch={{ optionFilterProp: "label" }}
            options={periods.map((candidate) => ({
              value: candidate.numeric,
              label: periodName(candidate.month, studioLanguage),
            }))}
          />
        </div>
        <div>
          <label htmlFor={ids.language} style={{ display: "block" }}>
            {t("preview-language")}
          </label>
          <Select
            id={ids.language}
            style={{ minWidth: 140 }}
            value={language}
            onChange={setLanguage}
            options={STUDIO_LANGUAGES.map((code) => ({ value: code, label: NATIVE_LABELS[code] }))}
          />
        </div>
      </div>

      {clientId === undefined && <Empty description={t("preview-choose-client")} />}
      {clientId !== undefined && !failure && data.isPending && <Spin aria-label={t("preview-loading")} />}
      {failure && (
        <Alert
          type="error"
          role="alert"
          title={t("preview-data-failed")}
          description={localizeApiError(t, failure)}
        />
      )}
      {built && "error" in built && (
        <Alert
          type="error"
          role="alert"
          title={t("preview-draft-failed")}
          description={built.error.message}
        />
      )}
      {data.data && built && "model" in built && (
        <PreviewBoundary key={built.generation} title={t("preview-draft-failed")}>
          <Typography.Paragraph type="secondary">
            {t("preview-showing", {
              client: data.data.clientName,
              period: periodName(period.month, studioLanguage),
            })}
          </Typography.Paragraph>
          <FormRenderer
            key={built.generation}
            form={draft}
            month={period.month}
            values={built.model.values}
            engine={built.model.engine}
            comparisons={built.model.comparisons}
            financialPeriods={built.model.financialPeriods}
            currency={data.data.currency}
            reportingScale={draft.settings?.currencyScaled ? data.data.reportingScale : undefined}
            language={language}
            readOnly
            isProviderStaff
            onShowFormula={showFormula}
          />
        </PreviewBoundary>
      )}
      {shownFormula && (
        <FormulaPanel
          label={shownFormula.label}
          formula={shownFormula.formula}
          explanation={shownFormula.explanation}
          {...(shownFormula.scale !== undefined ? { scale: shownFormula.scale } : {})}
          {...(shownFormula.currency !== undefined ? { currency: shownFormula.currency } : {})}
          {...(shownFormula.unit !== undefined ? { unit: shownFormula.unit } : {})}
          height={panel.height}
          onHeightChange={(height) => setPanel((current) => ({ ...current, height }))}
          pinned={panel.pinned}
          onPinnedChange={(pinned) => setPanel((current) => ({ ...current, pinned }))}
          onClose={closeFormula}
          language={language}
        />
      )}
    </section>
  );
}
