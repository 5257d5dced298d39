import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import type { WizardWithNotesQueryVariables } from "../../api/generated/operations";
import { useApi } from "../../api/ApiContext";
import { WIZARD_START_SUBMISSION, workflowMutation } from "../../api/documents";
import { assertSuccess } from "../../api/mutationResult";
import type { Wizard, WorkflowResult } from "../../api/types";
import { languageAtom } from "../../state/atoms";
import { WIZARD_REJECT_WITH_NOTES, WIZARD_WITH_NOTES } from "./documents";
import { wizardKeys } from "./queryKeys";

export function useWizard(clientKey: string, reportKey: string, period: string) {
  const api = useApi();
  const language = useAtomValue(languageAtom);
  return useQuery({
    queryKey: wizardKeys.report(clientKey, reportKey, period, language),
    queryFn: ({ signal }) =>
      api
        .graphql<{ wizard: Wizard | null }, WizardWithNotesQueryVariables>(
          WIZARD_WITH_NOTES,
          { clientId: clientKey, reportConfigKey: reportKey, reportInstanceKey: period, language },
          { signal },
        )
        .then((answer) => answer.wizard),
    // The spec's no-cache: always the server's state when the page opens.
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export type WorkflowAction =
  | "wizardStartSubmission"
  | "wizardSubmit"
  | "wizardReStartSubmission"
  | "wizardStartReview"
  | "wizardApprove"
  | "wizardReject";

/** Runs one workflow step; throws the API's message when it was refused. */
export function useWorkflow() {
  const api = useApi();
  return async (action: WorkflowAction, variables: Record<string, unknown>): Promise<WorkflowResult> => {
    const document =
      action === "wizardStartSubmission"
        ? WIZARD_START_SUBMISSION
        : action === "wizardReject"
          ? WIZARD_REJECT_WITH_NOTES
          : workflowMutation(action);
    const answer = await api.graphql<Record<string, WorkflowResult>>(document, variables);
    const result = answer[action];
    assertSuccess(result, action);
    return result!;
  };
}
