// Phase 1 of the wizard: the step indicator (invalid steps marked), the currency/scale banner, the form of
// the current step, Previous/Next/Finish; each step is checked and saved before moving on (spec 2 §2, §5).
// A refused Next/Finish leaves the renderer's summary ('Invalid fields, please review.' and the problems,
// each a jump to its field) in view; so does a move back while a typed value breaks its field's rules, which
// is never sent. A save the API refuses says which fields and why. Breach motivations of covenant fields are
// saved with the step. Fields with notes carry a marker; the notes bar opens the notes overview and adds notes.
// A grid can hold a hundred fields: a keyboard user jumps over it to the step's buttons with the button before it
// (out of sight until focused) or with Ctrl+Enter from anywhere in the step.
import { CommentOutlined, PlusOutlined } from "@ant-design/icons";
import { FormRenderer } from "@ledgerline/form-renderer";
import type { FormRendererHandle } from "@ledgerline/form-renderer";
import type { FormulaEngine } from "@ledgerline/formula-engine";
import type { CovenantState, FormConfig } from "@ledgerline/schemas";
import { Alert, App, Badge, Button, Flex, Spin, Steps } from "antd";
import { useAtomValue } from "jotai";
import { useEffect, useMemo, useRef, useState } from "react";
import { useApi } from "../../api/ApiContext";
import { assertSuccess } from "../../api/mutationResult";
import type { Wizard } from "../../api/types";
import { localizeApiError } from "../../i18n/apiMessages";
import { useT } from "../../i18n/useT";
import { languageAtom } from "../../state/atoms";
import { periodParam } from "../reports/status";
import { useCovenantLimits } from "./covenantLimits";
import { useShowFormula } from "./covenantFormula";
import {
  changesOf,
  comparisonsOf,
  engineOf,
  motivationChangesOf,
  scopeValues,
  toRendererForm,
  unsendable,
} from "./model";
import type { WizardNote } from "./notes";
import { notedFields } from "./notes";
import { refusalLines } from "./refusals";
import { WizardSaveWithRefusalsDocument } from "../../api/generated/typed/features/wizard/documents";

/** A request to show one field: its step is opened and the field revealed and focused. */
export interface FieldFocus {
  configKey: string;
  field: string;
  /** Changes with every request, so that the same field can be asked for twice. */
  seq: number;
}

const MARKER =
  'content:"";display:inline-block;width:8px;height:8px;margin-left:6px;border-radius:50%;background:#f19836;vertical-align:middle';

const MARKER_STYLE = {
  display: "inline-block",
  width: 8,
  height: 8,
  borderRadius: "50%",
  background: "#f19836",
} as const;

export interface StepFormProps {
  wizard: Wizard;
  readOnly: boolean;
  isProviderStaff: boolean;
  /** After Finish on the last step. */
  onFinish(): void;
  /** Shown above the form (Edit Contents, Restart submission). */
  extra?: React.ReactNode;
  /** The report's notes (fields with notes get a marker). */
  notes?: readonly WizardNote[];
  onOpenNotes?: () => void;
  /** Absent when the user may not write notes. */
  onAddNote?: (configKey: string) => void;
  focus?: FieldFocus | null;
}

export function StepForm({
  wizard,
  readOnly,
  isProviderStaff,
  onFinish,
  extra,
  notes = [],
  onOpenNotes,
  onAddNote,
  focus,
}: StepFormProps) {
  const t = useT();
  const api = useApi();
  const { message, notification } = App.useApp();
  const language = useAtomValue(languageAtom);
  const showFormula = useShowFormula(wizard);
  const limits = useCovenantLimits(wizard);
  const forms = useMemo(() => wizard.steps.map((step) => toRendererForm(step.config)), [wizard.steps]);
  const engine = useMemo<FormulaEngine>(() => engineOf(wizard, forms), [wizard, forms]);
  const [current, setCurrent] = useState(0);
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const renderer = useRef<FormRendererHandle>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const toStepButtons = () => nextButton.current?.focus();
  // Stored values (and breach motivations) per form as last saved (or loaded), and the form data document of
  // each form.
  const saved = useRef<Record<string, Record<string, unknown>>>({});
  const savedStatus = useRef<Record<string, Record<string, CovenantState>>>({});
  const targets = useRef<Record<string, string | null>>({});
  const [versions, setVersions] = useState<Record<string, number>>({});

  const form: FormConfig | undefined = forms[current];
  const key = form?.key ?? "";
  const stepName = wizard.steps[current]?.config.name ?? "";
  if (form && !(key in saved.current)) {
    saved.current[key] = scopeValues(wizard, "current", key) ?? {};
    const stored = wizard.scopedData.find((entry) => entry.scope === "current" && entry.configKey === key);
    targets.current[key] = stored?.formDataId ?? null;
    savedStatus.current[key] = (stored?.covenantStatus ?? {}) as Record<string, CovenantState>;
  }
  const comparisons = useMemo(() => comparisonsOf(wizard, key), [wizard, key]);
  const noted = useMemo(() => notedFields(notes, key), [notes, key]);

  /** After a refused submission: the step marked in the indicator, and the renderer's summary brought into view. */
  const markInvalid = () => {
    setInvalid((set) => new Set(set).add(current));
    requestAnimationFrame(() =>
      // Centred: the top of the page is under the sticky header.
      document.querySelector(".wizard-renderer .ll-summary")?.scrollIntoView?.({ block: "center" }),
    );
  };

  const save = async (): Promise<boolean> => {
    if (readOnly || !form || !renderer.current) return true;
    const before = saved.current[key] ?? {};
    const after = renderer.current.getValues();
    const status = renderer.current.getCovenantStatus();
    const changes = [
      ...changesOf(form, before, after, wizard.settings.reportingScale),
      ...motivationChangesOf(savedStatus.current[key] ?? {}, status),
    ];
    if (changes.length === 0) return true;
    if (unsendable(renderer.current.check().problems, changes).length > 0) {
      renderer.current.submit();
      markInvalid();
      return false;
    }
    const progress = `save:${key}`;
    const fail = (description: React.ReactNode) => {
      message.destroy(progress);
      notification.error({ title: t("wizard-save-failed", { step: stepName }), description, duration: 4 });
      return false;
    };
    void message.loading({ key: progress, content: t("wizard-saving", { step: stepName }), duration: 0 });
    setSaving(true);
    try {
      const { wizardSaveChanges } = await api.graphql(WizardSaveWithRefusalsDocument, {
        reportId: wizard._id,
        changeSet: {
          targetId: targets.current[key] ?? null,
          configId: wizard.steps[current]?.config._id ?? key,
          changes,
        },
      });
      if (wizardSaveChanges.refused?.length)
        return fail(
          refusalLines(form, wizardSaveChanges.refused, language).map((line, index) => (
            <div key={index}>{line}</div>
          )),
        );
      assertSuccess(wizardSaveChanges, t("wizard-save-failed", { step: stepName }));
      saved.current[key] = { ...(wizardSaveChanges.computed ?? {}), ...(wizardSaveChanges.values ?? after) };
      savedStatus.current[key] = status;
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
      return fail(localizeApiError(t, error));
    } finally {
      setSaving(false);
    }
  };

  const move = async (to: number) => {
    if (!readOnly && renderer.current && to > current) {
      if (!renderer.current.submit().valid) {
        // The renderer's summary says 'Invalid fields, please review.' and lists the problems with a jump to
        // each; on a long step it is brought into view.
        markInvalid();
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

  // A jump to a field (notes overview): open its step, then reveal and focus the field once it is rendered.
  const [pendingFocus, setPendingFocus] = useState<FieldFocus | null>(null);
  const handled = useRef<number | null>(null);
  useEffect(() => {
    if (!focus || handled.current === focus.seq) return;
    handled.current = focus.seq;
    const step = forms.findIndex((candidate) => candidate.key === focus.configKey);
    if (step < 0) return;
    void (async () => {
      if (step !== current && !(await save())) return;
      setCurrent(step);
      setPendingFocus(focus);
    })();
    // save() and current are read when a new request comes; re-running on them would repeat the jump.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus, forms]);
  // After the render that shows the step (the renderer's ref is set by then).
  useEffect(() => {
    if (!pendingFocus || pendingFocus.configKey !== key || !renderer.current) return;
    const name = pendingFocus.field;
    renderer.current.store.reveal(name);
    setPendingFocus(null);
    requestAnimationFrame(() => {
      const row = document.querySelector<HTMLElement>(`.wizard-renderer [data-field="${CSS.escape(name)}"]`);
      row?.scrollIntoView?.({ block: "center" });
      row?.querySelector<HTMLElement>("[data-ll-value]")?.focus();
    });
  }, [pendingFocus, key]);

  if (!form) return <Alert type="info" showIcon title={t("wizard-no-steps")} />;
  const last = current === forms.length - 1;
  return (
    <div
      className="wizard-form"
      onKeyDown={(event) => {
        // The form renderer leaves modified keys alone; preventDefault keeps a focused button from pressing.
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          toStepButtons();
        }
      }}
    >
      {/* The steps are not controls, so the strip itself takes focus: a keyboard user can scroll it when it
          overflows (the formula panel or the notes drawer narrows the page). */}
      <div className="wizard-steps-scroll" role="region" aria-label={t("wizard-steps-label")} tabIndex={0}>
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
      <Flex className="wizard-notes-bar" gap="small" align="center" wrap>
        {onOpenNotes && (
          <Badge count={notes.length} size="small" offset={[-4, 4]}>
            <Button icon={<CommentOutlined />} onClick={onOpenNotes}>
              {t("notes-open")}
            </Button>
          </Badge>
        )}
        {onAddNote && (
          <Button icon={<PlusOutlined />} onClick={() => onAddNote(key)}>
            {t("note-add")}
          </Button>
        )}
        {noted.size > 0 && (
          <span className="wizard-noted-legend">
            <span className="wizard-note-marker" aria-hidden="true" style={MARKER_STYLE} />{" "}
            {t("notes-marker-legend", { n: noted.size })}
          </span>
        )}
      </Flex>
      {last && !readOnly && (
        <Alert type="success" className="wizard-last-hint" title={t("wizard-last-step")} />
      )}
      {limits.isError && (
        <Alert
          type="warning"
          showIcon
          className="wizard-covenants-failed"
          title={t("wizard-covenants-failed")}
        />
      )}
      <Button className="wizard-skip-to-actions" onClick={toStepButtons}>
        {t("wizard-skip-to-actions")}
      </Button>
      <div className="wizard-renderer">
        {noted.size > 0 && (
          // The renderer has no slot in its rows: the marker is drawn on the rows it tags with data-field.
          <style>
            {[...noted]
              .map(
                (name) =>
                  `.wizard-renderer [data-field="${CSS.escape(name)}"] .ll-label-text::after{${MARKER}}`,
              )
              .join("\n")}
          </style>
        )}
        {limits.isLoading ? (
          <Spin className="wizard-covenants-loading" description={t("loading")} />
        ) : (
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
            covenants={limits.data}
            covenantStatus={savedStatus.current[key]}
            onShowFormula={showFormula}
          />
        )}
      </div>
      <Flex justify="space-between" className="wizard-nav">
        <Button disabled={current === 0 || saving} onClick={() => void move(current - 1)}>
          {t("wizard-previous")}
        </Button>
        <Button
          ref={nextButton}
          type="primary"
          loading={saving}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          onClick={() => void move(current + 1)}
        >
          {last ? t("wizard-finish") : t("wizard-next")}
        </Button>
      </Flex>
    </div>
  );
}
