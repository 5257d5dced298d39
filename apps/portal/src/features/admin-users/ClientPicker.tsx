// The clients of a client user: a multiple choice that asks the API for the clients matching the typed text
// (debounced, at most CLIENT_SEARCH_LIMIT), so it works for any number of clients. The chosen clients keep
// their names while other searches are shown.
import { useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { useState } from "react";
import { useApi } from "../../api/ApiContext";
import { useT } from "../../i18n/useT";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { adminUserKeys } from "./queryKeys";
import { ClientSearchDocument } from "../../api/generated/typed/api/documents";

export const CLIENT_SEARCH_DEBOUNCE_MS = 300;
export const CLIENT_SEARCH_LIMIT = 30;

export interface ClientOption {
  value: string;
  label: string;
}

export interface ClientPickerProps {
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** Names of clients chosen before (the stored user's), which a search may not bring back. */
  known: readonly ClientOption[];
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

export function ClientPicker({ id, value = [], onChange, known, ...rest }: ClientPickerProps) {
  const t = useT();
  const api = useApi();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<ClientOption[]>([]);
  const filter = useDebouncedValue(text.trim(), CLIENT_SEARCH_DEBOUNCE_MS);

  const search = useQuery({
    queryKey: adminUserKeys.clientOptions(filter),
    queryFn: ({ signal }) =>
      api
        .graphql(
          ClientSearchDocument,
          { filter: filter || undefined, limit: CLIENT_SEARCH_LIMIT },
          { signal },
        )
        .then((answer) =>
          answer.clients.results.map((client) => ({ value: client._id, label: client.name })),
        ),
    // Nothing is asked before the list is opened or something is typed.
    enabled: open || filter !== "",
    staleTime: 30_000,
  });

  const results = search.data ?? [];
  const names = new Map([...known, ...picked, ...results].map((option) => [option.value, option.label]));
  const chosen = value.map((clientId) => ({ value: clientId, label: names.get(clientId) ?? clientId }));
  const options = [...chosen, ...results.filter((option) => !value.includes(option.value))];

  return (
    <Select<string[], ClientOption>
      id={id}
      {...rest}
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      placeholder={t("client-search")}
      value={value}
      options={options}
      loading={search.isFetching}
      onOpenChange={setOpen}
      notFoundContent={search.isFetching ? t("loading") : t("no-data")}
      onChange={(ids, selected) => {
        const list = Array.isArray(selected) ? selected : [selected];
        setPicked((before) => [...before, ...list.filter((option): option is ClientOption => !!option)]);
        onChange?.(ids);
      }}
    />
  );
}
