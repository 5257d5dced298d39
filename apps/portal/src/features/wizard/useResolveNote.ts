// Marking a field note as dealt with, from the notes overview: the API answers the note as stored (with who
// resolved it first), which replaces the one shown; a failure is said and changes nothing.
import { useApi } from "../../api/ApiContext";
import { assertSuccess } from "../../api/mutationResult";
import { localizeApiError } from "../../i18n/apiMessages";
import { useT } from "../../i18n/useT";
import { useNotify } from "../../ui/notify";
import type { WizardNote } from "./notes";
import { WizardResolveNoteDocument } from "../../api/generated/typed/features/wizard/documents";

export function useResolveNote(reportId: string, onResolved: (note: WizardNote) => void) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  return async (note: WizardNote): Promise<void> => {
    try {
      const { wizardResolveNote } = await api.graphql(WizardResolveNoteDocument, {
        reportId,
        noteId: note._id,
      });
      assertSuccess(wizardResolveNote, t("note-resolve-failed"));
      onResolved(wizardResolveNote.note!);
    } catch (error) {
      notify.error(`${t("note-resolve-failed")}: ${localizeApiError(t, error)}`);
    }
  };
}
