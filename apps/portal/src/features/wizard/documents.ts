// GraphQL documents of the wizard's notes, rejection notes, covenant checks and saves with their refusals (the
// shared api/documents.ts carries the wizard's workflow; these belong to this feature).
import { WIZARD, WIZARD_SAVE_CHANGES } from "../../api/documents";
import { ERROR_FIELDS } from "../../api/errorFields";

const result = `success ${ERROR_FIELDS}`;
const note = "_id configKey field author { fullName } at text rejectionId resolvedBy { fullName } resolvedAt";
const SHARED_NOTES = "notes { _id configKey field author { fullName } at text }";

/** The wizard query with each note's rejection (the notes overview groups the rejection's notes under it). */
export const WIZARD_WITH_NOTES = WIZARD.includes(SHARED_NOTES)
  ? WIZARD.replace(SHARED_NOTES, `notes { ${note} }`)
  : WIZARD;

const SAVE_CONFLICTS = "conflicts { path yours theirs }";

/** The save of a step with the changes the API refused, each with its field and why. */
export const WIZARD_SAVE_WITH_REFUSALS = WIZARD_SAVE_CHANGES.replace(
  SAVE_CONFLICTS,
  `refused { path code limit message } ${SAVE_CONFLICTS}`,
);

export const WIZARD_ADD_NOTE = /* GraphQL */ `
  mutation wizardAddNote($reportId: ID!, $note: FieldNoteInput!) {
    wizardAddNote(reportId: $reportId, note: $note) { ${result} note { ${note} } }
  }
`;

export const WIZARD_RESOLVE_NOTE = /* GraphQL */ `
  mutation wizardResolveNote($reportId: ID!, $noteId: ID!) {
    wizardResolveNote(reportId: $reportId, noteId: $noteId) { ${result} note { ${note} } }
  }
`;

export const WIZARD_REJECT_WITH_NOTES = /* GraphQL */ `
  mutation wizardReject($reportId: ID!, $reason: String, $notes: [FieldNoteInput!]) {
    wizardReject(reportId: $reportId, reason: $reason, notes: $notes) { ${result} message _id status }
  }
`;

/** The covenant checks of a report (a read: no audit entry), with each covenant's own limits and waiver. */
export const COVENANT_CHECKS = /* GraphQL */ `
  query covenantChecks($clientId: ID!, $reportId: ID!) {
    covenantChecks(clientId: $clientId, reportId: $reportId) {
      ${result}
      checks {
        investmentId importedId covenantId covenantInternalName covenantRange { min max } covenantAlertThreshold
        internalName name fieldType value range { min max } alertThreshold level
        waiver { _id waiverType startDate endDate range { min max } alertThreshold }
      }
    }
  }
`;
