// Field notes (spec 2 §2 "notes overview"): the fields of the report a note can be written on, and the notes
// grouped by step and field in the order of the steps and of the fields in each step.
import type { Wizard, WizardNote } from "../../api/types";

export type { WizardNote };

/** A field a note can be written on. */
export interface FieldChoice {
  configKey: string;
  field: string;
  label: string;
  step: number;
  stepName: string;
}

interface FieldJson {
  internalName?: string;
  name?: unknown;
  type?: string;
  visible?: boolean;
  adminOnly?: boolean;
  children?: FieldJson[];
}

/** Every valued field of every step, as the user sees them (hidden rows and, for clients, adminOnly rows left out). */
/** A choice's value in pickers and maps: `configKey.field`. */
export const choiceKey = (choice: Pick<FieldChoice, "configKey" | "field">) =>
  `${choice.configKey}.${choice.field}`;

/** How a person knows a field across the report: "Step › Field". */
export const fieldName = (choice: Pick<FieldChoice, "stepName" | "label">) =>
  `${choice.stepName} › ${choice.label}`;

export function fieldChoices(wizard: Pick<Wizard, "steps">, isProviderStaff: boolean): FieldChoice[] {
  const out: FieldChoice[] = [];
  wizard.steps.forEach((step, index) => {
    const walk = (fields: FieldJson[]) => {
      for (const field of fields) {
        if (field.visible === false || (field.adminOnly && !isProviderStaff)) continue;
        if (field.type !== "fieldset" && field.internalName)
          out.push({
            configKey: step.config.key,
            field: field.internalName,
            label: typeof field.name === "string" ? field.name : field.internalName,
            step: index,
            stepName: step.config.name,
          });
        walk(field.children ?? []);
      }
    };
    walk(step.config.fields as FieldJson[]);
  });
  return out;
}

export interface NotesOfField {
  choice: FieldChoice;
  notes: WizardNote[];
}

/** The notes by step and field, oldest first; notes on fields no longer in the report come last, by key. */
export function notesByField(choices: readonly FieldChoice[], notes: readonly WizardNote[]): NotesOfField[] {
  const order = new Map(choices.map((choice, index) => [`${choice.configKey}.${choice.field}`, index]));
  const groups = new Map<string, NotesOfField>();
  for (const note of notes) {
    const id = `${note.configKey}.${note.field}`;
    const choice =
      choices[order.get(id) ?? -1] ??
      ({
        configKey: note.configKey,
        field: note.field,
        label: note.field,
        step: -1,
        stepName: note.configKey,
      } as FieldChoice);
    const group = groups.get(id) ?? { choice, notes: [] };
    group.notes.push(note);
    groups.set(id, group);
  }
  const rank = (group: NotesOfField) =>
    order.get(`${group.choice.configKey}.${group.choice.field}`) ?? Number.MAX_SAFE_INTEGER;
  return [...groups.values()]
    .sort((a, b) => rank(a) - rank(b))
    .map((group) => ({ ...group, notes: [...group.notes].sort((a, b) => a.at.localeCompare(b.at)) }));
}

/** Field names of one form that carry notes. */
export function notedFields(notes: readonly WizardNote[], configKey: string): Set<string> {
  return new Set(notes.filter((note) => note.configKey === configKey).map((note) => note.field));
}
