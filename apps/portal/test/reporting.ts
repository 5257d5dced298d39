// Reporting fixtures shaped as the API's reports and wizard answers.
import type { ReportInstance, WhoAmI, Wizard } from "../src/api/types";
import { fakeApi } from "./fakeApi";
import { andes, clientRecord, essentials } from "./fixtures";

export function reportRow(overrides: Partial<ReportInstance> = {}): ReportInstance {
  return {
    _id: "rep-1",
    configId: "r1",
    config: { _id: "r1", key: "mfiQuarterly", name: "MFI quarterly report" },
    client: { _id: andes._id, key: andes.key, officialName: andes.name, name: andes.name },
    schedule: { due: 20251030 },
    settings: { currency: "PEN", reportingScale: 1 },
    context: { category: "financial", text: "2025-09", numeric: 20250930 },
    status: "approved",
    overdue: false,
    lastUpdated: "2025-10-12T09:30:00.000Z",
    reportedBy: { _id: "u-client", fullName: "Carla Client" },
    auditedBy: { _id: "u-im", fullName: "Ines Manager" },
    ...overrides,
  };
}

export const balanceView = {
  _id: "form-bs",
  key: "balanceSheet",
  version: "1.0.0",
  name: "Balance sheet",
  guide: null,
  category: "financial",
  periodType: "month",
  target: "client",
  type: "form",
  grid: null,
  settings: {},
  fields: [
    {
      internalName: "cash",
      name: "Cash",
      type: "currency",
      validations: { required: true, allowNegative: false },
    },
    { internalName: "loans", name: "Loans", type: "currency", validations: { allowNegative: false } },
    { internalName: "totalAssets", name: "Total assets", type: "currency", formula: "add(cash, loans)" },
  ],
  validations: [
    {
      key: "small",
      validationType: "error" as const,
      validationMessage: "Total assets may not exceed 1,000,000.",
      formula: "totalAssets <= 1000000",
      dependencies: ["totalAssets"],
    },
  ],
  translations: [],
};

export function wizardAnswer(overrides: Partial<Wizard> = {}): Wizard {
  return {
    ...reportRow({ status: "created", reportedBy: null, auditedBy: null }),
    clientStatus: "active",
    clientType: "MFI",
    revision: 0,
    steps: [{ type: "form", required: true, config: balanceView }],
    scopedData: [
      {
        scope: "current",
        numeric: 20250930,
        configKey: "balanceSheet",
        formDataId: null,
        values: {},
        reportedValues: null,
        computed: {},
        covenantStatus: null,
        revision: 0,
      },
      {
        scope: "1M",
        numeric: 20250831,
        configKey: "balanceSheet",
        formDataId: "fd-aug",
        values: { cash: 100000, loans: 200000 },
        reportedValues: null,
        computed: { totalAssets: 300000 },
        covenantStatus: null,
        revision: 1,
      },
    ],
    formulaSet: [{ target: "balanceSheet.totalAssets", formula: "add(cash, loans)" }],
    previousOpenReports: [],
    notes: [],
    rejections: [],
    editable: false,
    entry: "start",
    actions: ["wizardStartSubmission"],
    ...overrides,
  };
}

/** A submitter's report in progress, opening on the form. */
export const inProgress = (overrides: Partial<Wizard> = {}) =>
  wizardAnswer({
    status: "in_progress",
    revision: 1,
    editable: true,
    entry: "form",
    actions: ["wizardSubmit"],
    ...overrides,
  });

/**
 * The API behind the wizard page: `who`'s session, Andes, and `wizards` answered in turn (each workflow
 * mutation moves on to the next); saves echo their field values in hundredths, notes are stored as sent.
 */
export function wizardApi(who: WhoAmI, wizards: Wizard[], extra: Record<string, unknown> = {}) {
  let index = 0;
  const workflow = (status: string) => () => {
    index = Math.min(index + 1, wizards.length - 1);
    return { success: true, error: null, message: null, _id: "rep-1", status };
  };
  return fakeApi({
    graphql: {
      whoAmI: who,
      essentials,
      client: (variables) => (variables.key === andes.key ? clientRecord(andes) : null),
      wizard: () => wizards[index],
      reports: { results: [], pageInfo: { total: 0, limit: 25, offset: 0 } },
      wizardStartSubmission: workflow("in_progress"),
      wizardSubmit: workflow("submitted"),
      wizardStartReview: workflow("in_review"),
      wizardApprove: workflow("approved"),
      wizardReject: workflow("rejected"),
      wizardAddNote: (variables: { note: { configKey: string; field: string; text: string } }) => ({
        success: true,
        error: null,
        note: {
          _id: `note-${variables.note.field}`,
          ...variables.note,
          author: { fullName: who.person?.fullName ?? "" },
          at: "2025-10-14T10:00:00.000Z",
          rejectionId: null,
        },
      }),
      wizardSaveChanges: (variables: { changeSet: { changes: { path: string; change: unknown }[] } }) => ({
        success: true,
        error: null,
        formDataId: "fd-sep",
        revision: 1,
        applied: variables.changeSet.changes.map((change) => change.path),
        conflicts: [],
        // Field values only: paths with a dot are a covenant's motivation, not a value.
        values: Object.fromEntries(
          variables.changeSet.changes
            .filter((change) => !change.path.includes("."))
            .map((change) => [change.path, Number(change.change) * 100]),
        ),
        computed: {},
        validations: [],
      }),
      ...extra,
    },
  });
}
