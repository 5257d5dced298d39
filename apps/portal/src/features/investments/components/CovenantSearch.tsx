// The central covenant search (spec 3 §2, §9): a Select that asks covenantList for the typed text, 300 ms
// after the last key, at most 30 covenants of the client's type; used to add a covenant and to choose a
// waiver's replacement. Covenants already applied to the investment can be left out.
import { useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useApi } from "../../../api/ApiContext";
import { useT } from "../../../i18n/useT";
import { languageAtom } from "../../../state/atoms";
import { useDebouncedValue } from "../../../ui/useDebouncedValue";
import { investmentKeys } from "../queryKeys";
import type { CovenantOption } from "../types";
import { CovenantListDocument } from "../../../api/generated/typed/features/investments/documents";

export const COVENANT_SEARCH_DEBOUNCE_MS = 300;
export const COVENANT_SEARCH_LIMIT = 30;

export interface CovenantSearchProps {
  id?: string;
  clientId: string;
  value?: string | null;
  onChange?: (value: string | undefined, option: CovenantOption | undefined) => void;
  /** Central covenant ids not to offer. */
  exclude?: readonly string[];
  /** The chosen covenant when it is not among the results (an existing waiver's replacement). */
  known?: CovenantOption | null;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  status?: "error";
  className?: string;
}

export function CovenantSearch({
  id,
  clientId,
  value,
  onChange,
  exclude = [],
  known,
  className,
  ...aria
}: CovenantSearchProps) {
  const t = useT();
  const api = useApi();
  const language = useAtomValue(languageAtom);
  const [text, setText] = useState("");
  const filter = useDebouncedValue(text.trim(), COVENANT_SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<CovenantOption | null>(null);
  const [open, setOpen] = useState(false);

  const query = useQuery({
    queryKey: investmentKeys.covenantOptions(clientId, filter, language),
    queryFn: ({ signal }) =>
      api
        .graphql(
          CovenantListDocument,
          { filter: filter || undefined, clientId, language, limit: COVENANT_SEARCH_LIMIT },
          { signal },
        )
        .then((answer) => answer.covenantList),
    // Asked for once the list is opened or something is typed: a page with many covenants asks nothing.
    enabled: open || filter !== "",
  });

  const results = (query.data ?? []).filter((option) => !exclude.includes(option.value));
  const selected = [chosen, known].find((option) => option && option.value === value) ?? null;
  const options =
    selected && !results.some((option) => option.value === selected.value) ? [selected, ...results] : results;

  return (
    <Select<string, CovenantOption>
      id={id}
      className={className}
      {...aria}
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      placeholder={t("investment-covenant-search-placeholder")}
      value={value ?? undefined}
      options={options}
      loading={query.isFetching}
      onOpenChange={setOpen}
      notFoundContent={query.isFetching ? t("loading") : t("investment-covenant-search-none")}
      onChange={(next, option) => {
        const picked = Array.isArray(option) ? option[0] : option;
        setChosen(picked ?? null);
        onChange?.(next ?? undefined, picked);
      }}
      popupMatchSelectWidth={false}
    />
  );
}
