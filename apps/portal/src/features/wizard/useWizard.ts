import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import type { ApiClient } from "../../api/client";
import type {
  WizardRejectWithNotesMutationVariables,
  WizardStartSubmissionMutationVariables,
} from "../../api/generated/operations";
import { useApi } from "../../api/ApiContext";
import {
  WizardApproveDocument,
  WizardReStartSubmissionDocument,
  WizardStartReviewDocument,
  WizardStartSubmissionDocument,
  WizardSubmitDocument,
} from "../../api/generated/typed/api/documents";
import {
  WizardRejectWithNotesDocument,
  WizardWithNotesDocument,
} from "../../api/generated/typed/features/wizard/documents";
import { assertSuccess } from "../../api/mutationResult";
import type { WorkflowResult } from "../../api/types";
import { languageAtom } from "../../state/atoms";
import { wizardKeys } from "./queryKeys";

export function useWizard(clientKey: string, reportKey: string, period: string) {
  const api = useApi();
  const language = useAtomValue(languageAtom);
  return useQuery({
    queryKey: wizardKeys.report(clientKey, reportKey, period, language),
    queryFn: ({ signal }) =>
      api
        .graphql(
          WizardWithNotesDocument,
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

/** What each workflow step sends besides the report id. */
export interface WorkflowVariables {
  wizardStartSubmission: Omit<WizardStartSubmissionMutationVariables, "reportId">;
  wizardSubmit: Record<string, never>;
  wizardReStartSubmission: Record<string, never>;
  wizardStartReview: Record<string, never>;
  wizardApprove: Record<string, never>;
  wizardReject: Omit<WizardRejectWithNotesMutationVariables, "reportId">;
}

export type WorkflowAction = keyof WorkflowVariables;

type WorkflowStep<A extends WorkflowAction> = (
  api: ApiClient,
  reportId: string,
  variables: WorkflowVariables[A],
) => Promise<WorkflowResult>;

/** Each step's typed document; every step answers the same result fields. */
const WORKFLOW_STEPS: { [A in WorkflowAction]: WorkflowStep<A> } = {
  wizardStartSubmission: async (api, reportId, variables) =>
    (await api.graphql(WizardStartSubmissionDocument, { reportId, ...variables })).wizardStartSubmission,
  wizardSubmit: async (api, reportId) => (await api.graphql(WizardSubmitDocument, { reportId })).wizardSubmit,
  wizardReStartSubmission: async (api, reportId) =>
    (await api.graphql(WizardReStartSubmissionDocument, { reportId })).wizardReStartSubmission,
  wizardStartReview: async (api, reportId) =>
    (await api.graphql(WizardStartReviewDocument, { reportId })).wizardStartReview,
  wizardApprove: async (api, reportId) =>
    (await api.graphql(WizardApproveDocument, { reportId })).wizardApprove,
  wizardReject: async (api, reportId, variables) =>
    (await api.graphql(WizardRejectWithNotesDocument, { reportId, ...variables })).wizardReject,
};

/** Runs one workflow step; throws the API's message when it was refused. */
export function useWorkflow() {
  const api = useApi();
  return async <A extends WorkflowAction>(
    action: A,
    reportId: string,
    variables: WorkflowVariables[A],
  ): Promise<WorkflowResult> => {
    const step: WorkflowStep<A> = WORKFLOW_STEPS[action];
    const result = await step(api, reportId, variables);
    assertSuccess(result, action);
    return result;
  };
}
