// The wrapper of /client/{clientKey}/…: loads the client of the route (full-screen loading indicator),
// says 'No client' when there is none or the API refuses it, remembers it among the recent clients, and shows
// the inactive banner.
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Result } from "antd";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { Outlet, useParams } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import { GraphQLRequestError, errorMessage } from "../../api/errors";
import type { ClientSummary } from "../../api/types";
import { useT } from "../../i18n/useT";
import { currentClientAtom, recentClientsAtom } from "../../state/atoms";
import { FullScreenLoader } from "../../ui/FullScreenLoader";
import { clientKeys } from "../clients/queryKeys";
import { ClientNotFound } from "./ClientNotFound";
import { ClientDocument } from "../../api/generated/typed/api/documents";

/**
 * The API's answers that mean "not a client of yours": null for an unknown key (provider staff of the whole
 * portfolio), FORBIDDEN for a key outside a limited scope (unknown or not), NOT_FOUND for a removed one.
 */
const NO_CLIENT_CODES = new Set(["FORBIDDEN", "NOT_FOUND"]);

export function useClient(key: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: clientKeys.one(key),
    queryFn: async ({ signal }): Promise<ClientSummary | null> => {
      try {
        const { client } = await api.graphql(ClientDocument, { key }, { signal });
        if (!client) return null;
        const { settings, ...rest } = client;
        return { ...rest, currency: settings?.currency ?? null };
      } catch (error) {
        // A refusal is an answer, not a failure: nothing to retry, nothing to report.
        if (error instanceof GraphQLRequestError && NO_CLIENT_CODES.has(error.code ?? "")) return null;
        throw error;
      }
    },
    enabled: Boolean(key),
    retry: false,
  });
}

export function ClientScope() {
  const t = useT();
  const { clientKey } = useParams();
  const query = useClient(clientKey);
  const client = query.data ?? null;
  const setCurrentClient = useSetAtom(currentClientAtom);
  const remember = useSetAtom(recentClientsAtom);

  useEffect(() => {
    if (!client) return;
    setCurrentClient(client);
    remember({ key: client.key, name: client.name });
    return () => setCurrentClient(null);
  }, [client, remember, setCurrentClient]);

  if (query.isPending && clientKey) return <FullScreenLoader label={t("loading")} />;
  if (query.isError) {
    return (
      <Result
        status="error"
        title={t("client-load-failed")}
        subTitle={errorMessage(query.error)}
        extra={<Button onClick={() => void query.refetch()}>{t("retry")}</Button>}
      />
    );
  }
  if (!client) return <ClientNotFound />;
  return (
    <>
      {client.status === "inactive" && (
        <Alert type="warning" showIcon banner title={t("client-inactive")} className="client-banner" />
      )}
      <Outlet />
    </>
  );
}
