// The wrapper of /client/{clientKey}/…: loads the client of the route (full-screen loading indicator),
// says 'No client' when there is none, remembers it among the recent clients, and shows the inactive banner.
import { useQuery } from "@tanstack/react-query";
import { Alert, Result } from "antd";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { Outlet, useParams } from "react-router-dom";
import type { ClientQuery, ClientQueryVariables } from "../../api/generated/operations";
import { useApi } from "../../api/ApiContext";
import { CLIENT } from "../../api/documents";
import type { ClientSummary } from "../../api/types";
import { useT } from "../../i18n/useT";
import { currentClientAtom, recentClientsAtom } from "../../state/atoms";
import { FullScreenLoader } from "../../ui/FullScreenLoader";

export function useClient(key: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ["client", key],
    queryFn: async ({ signal }): Promise<ClientSummary | null> => {
      const { client } = await api.graphql<ClientQuery, ClientQueryVariables>(CLIENT, { key }, { signal });
      if (!client) return null;
      const { settings, ...rest } = client;
      return { ...rest, currency: settings?.currency ?? null };
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
  if (query.isError) console.error("The client could not be loaded", query.error);
  if (!client) return <Result status="warning" title={t("no-client")} />;
  return (
    <>
      {client.status === "inactive" && (
        <Alert type="warning" showIcon banner title={t("client-inactive")} className="client-banner" />
      )}
      <Outlet />
    </>
  );
}
