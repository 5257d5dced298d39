// Picks the client whose data the preview shows: a searchable list of the clients in the author's scope,
// only those of the form's client types (the form would not be filed by the others).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { useState } from "react";
import { graphql } from "../../api/client";
import { StudioPreviewClientsDocument } from "../../api/generated/operations";
import { useT } from "../../i18n/I18nProvider";
import { useDebouncedValue } from "./useDebouncedValue";

export interface PickedClient {
  _id: string;
  name: string;
  clientType: string;
}

const SEARCH_LIMIT = 50;

async function searchClients(text: string, clientTypes: readonly string[]): Promise<PickedClient[]> {
  const data = await graphql(StudioPreviewClientsDocument, {
    filter: text || null,
    // The API filters by one type; with several the list is filtered here.
    clientType: clientTypes.length === 1 ? clientTypes[0] : null,
    limit: SEARCH_LIMIT,
  });
  return data.clients.results.filter((client) => clientTypes.includes(client.clientType));
}

export function ClientPicker({
  id,
  clientTypes,
  value,
  onChange,
}: {
  id: string;
  clientTypes: readonly string[];
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
}) {
  const t = useT();
  const [text, setText] = useState("");
  const search = useDebouncedValue(text, 300);
  const clients = useQuery({
    queryKey: ["studio-preview-clients", search, [...clientTypes].sort().join(",")],
    queryFn: () => searchClients(search, clientTypes),
    // The list stays while the next search runs, so an option is never pulled away under the pointer.
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      id={id}
      style={{ minWidth: 260 }}
      placeholder={t("preview-client-placeholder")}
      value={value}
      onChange={(next: string | undefined) => onChange(next)}
      allowClear
      showSearch={{ onSearch: setText, filterOption: false }}
      loading={clients.isFetching}
      status={clients.isError ? "error" : undefined}
      notFoundContent={clients.isError ? t("preview-clients-failed") : t("preview-no-clients")}
      options={(clients.data ?? []).map((client) => ({
        value: client._id,
        label: `${client.name} (${client.clientType})`,
      }))}
    />
  );
}
