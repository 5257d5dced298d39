// The form-data page's server state: the form config, its status map, the client's periods and the finance
// rows of the chosen periods (react-query, through the one API client).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiContext";
import type { FinanceRow } from "../../api/formData";
import {
  ClientPeriodsDocument,
  FinanceQueryDocument,
  FormConfigDocument,
  FormStatusListDocument,
} from "../../api/generated/typed/api/formData";
import type { PeriodType } from "./periodModel";
import { formDataKeys } from "./queryKeys";

export function useFormConfig(key: string, language: string) {
  const api = useApi();
  return useQuery({
    queryKey: formDataKeys.formConfig(key, language),
    queryFn: ({ signal }) =>
      api.graphql(FormConfigDocument, { key, language }, { signal }).then((answer) => answer.formConfig),
  });
}

export function useFormStatusList(key: string, clientId: string) {
  const api = useApi();
  return useQuery({
    queryKey: formDataKeys.formStatusList(key, clientId),
    queryFn: ({ signal }) =>
      api
        .graphql(FormStatusListDocument, { key, clientId }, { signal })
        .then((answer) => answer.formStatusList),
    // The client scope publishes the client just after its first render.
    enabled: Boolean(clientId),
  });
}

export function useClientPeriods(clientKey: string) {
  const api = useApi();
  return useQuery({
    queryKey: formDataKeys.clientPeriods(clientKey),
    queryFn: ({ signal }) =>
      api.graphql(ClientPeriodsDocument, { key: clientKey }, { signal }).then((answer) => answer.client),
  });
}

export function useFinanceRows(options: {
  formKey: string;
  clientId: string;
  range: readonly number[];
  periodType: PeriodType;
  currency: string;
}) {
  const api = useApi();
  const { formKey, clientId, range, periodType, currency } = options;
  return useQuery<FinanceRow[]>({
    queryKey: formDataKeys.financeRows(formKey, clientId, range, periodType, currency),
    queryFn: ({ signal }) =>
      api
        .graphql(
          FinanceQueryDocument,
          { formConfigId: formKey, clientId, range: [...range], periodType, currency },
          { signal },
        )
        .then((answer) => answer.financeQuery),
    enabled: range.length > 0 && Boolean(clientId),
    placeholderData: keepPreviousData,
  });
}
