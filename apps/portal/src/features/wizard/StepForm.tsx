// Phase 1 of the wizard: the step indicator (invalid steps marked), the currency/scale banner, the form of
// the current step, Previous/Next/Finish; each step is checked and saved before moving on (spec 2 §2, §5).
import { FormRenderer, FormulaPanel } from "@ledgerline/form-renderer";
import type { FormRendererHandle, FormulaRequest } from "@ledgerline/form-renderer";
import type { FormulaEngine } from "@ledgerline/formula-engine";
import type { FormConfig } from "@ledgerline/schemas";
import { Alert, App, Button, Flex, Steps } from "antd";
import { useAtomValue } from "jotai";
import { useMemo, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import { WIZARD_SAVE_CHANGES } from "../../api/documents";
import { errorMessage } from "../../api/errors";
import { assertSuccess } from "../../api/mutationResult";
import type { SaveResult, Wizard } from "../../api/types";
import { localizeApiMessage } from "../../i18n/apiMessages";
import { useT } from "../../i18n/useT";
import { languageAtom } from "../../state/atoms";
import { periodParam } from "../reports/status";
import { changesOf, comparisonsOf, engineOf, scopeValues, toRendererForm } from "./model";

export interface StepFormProps {
  wizard: Wizard;
  readOnly: boolean;
  isProviderStaff: boolean;
  /** After Finish on the last step. */
  onFinish(): void;
  /** Shown above the form (Edit Contents, Restart submission). */
  extra?: React.ReactNode;
}

export function StepForm({ wizard, readOnly, isProviderStaff, onFinish, extra }: StepFormProps) {
  const t = useT();
  const api = useApi();
  const { message, notification } = App.useApp();
  const language = useAtomValue(languageAtom);
  const location = useLocation();
  const forms = useMemo(() => wizard.steps.map((step) => toRendererForm(step.config)), [wizard.steps]);
  const engine = useMemo<FormulaEngine>(() => engineOf(wizard, forms), [wizard, forms]);
  const [current, setCurrent] = useState(0);
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [formula, setFormula] = useState<FormulaRequest | null>(null);
  const [panel, setPanel] = useState({ height: 30, pinned: false });
  const renderer = useRef<FormRendererHandle>(null);
  // Stored values per form as last saved (or loaded), and the form data document of each form.
  const saved = useRef<Record<string, Record<string, unknown>>>({});
  const targets = useRef<Record<string, string | null>>({});
  const [versions, setVersions] = useState<Record<string, number>>({});

  const form: FormConfig | undefined = forms[current];
  const key = form?.key ?? "";
  const stepName = wizard.steps[current]?.config.name ?? "";
  if (form && !(key in saved.current)) {
    saved.current[key] = scopeValues(wizard, "current", key) ?? {};
    targets.current[key] =
      wizard.scopedData.find((entry) => entry.scope === "current" && entry.configKey === key)?.formDataId ??
      null;
  }
  const comparisons = useMemo(() => comparisonsOf(wizard, key), [wizard, key]);

  // The formula panel closes on a route change unless pinned.
  const path = location.pathname;
  const [panelPath, setPanelPath] = useState(path);
  if (panelPath !== path) {
    setPanelPath(path);
    if (!panel.pinned) setFormula(null);
  }

  const save = async (): Promise<boolean> => {
    if (readOnly || !form || !renderer.current) return true;
    const before = saved.current[key] ?? {};
    const after = renderer.current.getValues();
    const changes = changesOf(form, before, after, wizard.settings.reportingScale);
    if (changes.length === 0) return true;
    const progress = `save:${key}`;
    void message.loading({ key: progress, content: t("wizard-saving", { step: stepName }), duration: 0 });
    setSaving(true);
    try {
      const { wizardSaveChanges } = await api.graphql<{ wizardSaveChanges: SaveResult }>(
        WIZARD_SAVE_CHANGES,
        {
          reportId: wizard._id,
          changeSet: {
            targetId: targets.current[key] ?? null,
            configId: wizard.steps[current]?.config._id ?? key,
            changes,
          },
        },
      );
      assertSuccess(wizardSaveChanges, t("wizard-save-failed", { step: stepName }));
      saved.current[key] = { ...(wizardSaveChanges.computed ?? {}), ...(wizardSaveChanges.values ?? after) };
      targets.current[key] = wizardSaveChanges.formDataId ?? targets.current[key] ?? null;
      if (wizardSaveChanges.conflicts.length > 0) {
        notification.warning({
          title: t("wizard-save-conflicts", { step: stepName }),
          description: wizardSaveChanges.conflicts.map((conflict) => conflict.path).join(", "),
          duration: 4,
        });
        setVersions((all) => ({ ...all, [key]: (all[key] ?? 0) + 1 }));
      }
      void message.success({ key: progress, content: t("wizard-saved", { step: stepName }), duration: 4 });
      return true;
    } catch (error) {
      message.destroy(progress);
      notification.error({
        title: t("wizard-save-failed", { step: stepName }),
        description: localizeApiMessage(t, errorMessage(error)),
        duration: 4,
      });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const move = async (to: number) => {
    if (!readOnly && renderer.current && to > current) {
      const report = renderer.current.submit();
      if (!report.valid) {
        // The renderer's summary says 'Invalid fields, please review.' and lists the problems with a jump to each.
        setInvalid((set) => new Set(set).add(current));
        return;
      }
    }
    if (!(await save())) return;
    setInvalid((set) => {
      const next = new Set(set);
      next.delete(current);
      return next;
    });
    if (to >= forms.length) onFinish();
    else setCurrent(to);
  };

  if (!form) return <Alert type="info" showIcon title={t("wizard-no-steps")} />;
  const last = current === forms.length - 1;
  return (
    <div className="wizard-form">
      <div className="wizard-steps-scroll">
        <Steps
          size="small"
          current={current}
          className="wizard-steps"
          style={{ minWidth: wizard.steps.length * 160 }}
          items={wizard.steps.map((step, index) => ({
            title: step.config.name,
            status: invalid.has(index) ? "error" : undefined,
          }))}
        />
      </div>
      <Alert
        type="info"
        showIcon
        className="wizard-banner"
        title={t("wizard-reporting-in", {
          currency: wizard.settings.currency,
          scale: String(wizard.settings.reportingScale),
        })}
      />
      {extra}
      {last && !readOnly && (
        <Alert type="success" className="wizard-last-hint" title={t("wizard-last-step")} />
      )}
      <div className="wizard-renderer">
        <FormRenderer
          key={`${key}:${versions[key] ?? 0}:${readOnly ? "ro" : "rw"}`}
          ref={renderer}
          form={form}
          month={periodParam(wizard.context.numeric)}
          values={saved.current[key] as never}
          engine={engine}
          language={language}
          comparisons={comparisons}
          currency={wizard.settings.currency}
          reportingScale={wizard.settings.reportingScale}
          readOnly={readOnly}
          isProviderStaff={isProviderStaff}
          onShowFormula={setFormula}
        />
      </div>
      <Flex justify="space-between" className="wizard-nav">
        <Button disabled={current === 0 || saving} onClick={() => void move(current - 1)}>
          {t("wizard-previous")}
        </Button>
        <Button type="primary" loading={saving} onClick={() => void move(current + 1)}>
          {last ? t("wizard-finish") : t("wizard-next")}
        </Button>
      </Flex>
      {formula && (
        <FormulaPanel
          label={formula.label}
          formula={formula.formula}
          explanation={formula.explanation}
          height={panel.height}
          onHeightChange={(height) => setPanel((state) => ({ ...state, height }))}
          pinned={panel.pinned}
          onPinnedChange={(pinned) => setPanel((state) => ({ ...state, pinned }))}
          onClose={() => setFormula(null)}
          language={language}
        />
      )}
    </div>
  );
}
