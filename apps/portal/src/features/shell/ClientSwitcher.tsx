// The client switcher of the header (spec 1 §2): for provider users and users with several clients. It
// lists the five recent clients, searches (debounced 100 ms) and links to 'my dashboard' and 'more
// clients'; choosing a client opens /client/{clientKey}. It closes 500 ms after the pointer leaves.
import { DownOutlined, ShopOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Button, Input, Popover, Spin } from "antd";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import { TIMINGS, usePortalConfig } from "../../config";
import { useHoverMenu } from "../../ui/useHoverMenu";
import { useT } from "../../i18n/useT";
import { currentClientAtom, recentClientsAtom } from "../../state/atoms";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { clientKeys } from "../clients/queryKeys";
import { useSession } from "../session/RequireAuth";
import { ClientSearchDocument } from "../../api/generated/typed/api/documents";

const SEARCH_LIMIT = 10;

interface Choice {
  key: string;
  name: string;
}

export function ClientSwitcher() {
  const t = useT();
  const session = useSession();
  const current = useAtomValue(currentClientAtom);
  const menu = useHoverMenu();
  // A new panel (empty search) each time the switcher opens.
  const [opened, setOpened] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (menu.open !== wasOpen) {
    setWasOpen(menu.open);
    if (menu.open) setOpened((count) => count + 1);
  }
  if (!session.user.isProvider && session.clients.length <= 1) return null;
  return (
    <Popover
      {...menu.popup}
      placement="bottomLeft"
      arrow={false}
      destroyOnHidden
      content={<SwitcherPanel key={opened} onChosen={menu.close} />}
    >
      <Button
        className="client-switcher"
        icon={<ShopOutlined />}
        aria-haspopup="dialog"
        {...menu.button}
        aria-label={
          current ? t("client-switcher-current", { name: current.name }) : t("client-switcher-choose")
        }
      >
        <span className="header-label client-switcher__name">
          {current?.name ?? t("client-switcher-choose")}
        </span>
        <DownOutlined className="client-switcher__caret" />
      </Button>
    </Popover>
  );
}

function SwitcherPanel({ onChosen }: { onChosen: () => void }) {
  const t = useT();
  const api = useApi();
  const session = useSession();
  const { providerKey } = usePortalConfig();
  const navigate = useNavigate();
  const recent = useAtomValue(recentClientsAtom);
  const [typed, setTyped] = useState("");
  const term = useDebouncedValue(typed.trim(), TIMINGS.clientSearchDebounceMs);
  const provider = session.user.isProvider;

  const search = useQuery({
    queryKey: clientKeys.search(term),
    queryFn: async ({ signal }) =>
      (await api.graphql(ClientSearchDocument, { filter: term, limit: SEARCH_LIMIT }, { signal })).clients
        .results,
    enabled: provider && term !== "",
    staleTime: 30_000,
  });

  const ownMatches = session.clients
    .filter((client) => client.name.toLowerCase().includes(term.toLowerCase()))
    .slice(0, SEARCH_LIMIT);
  const results: Choice[] | undefined = term === "" ? undefined : provider ? search.data : ownMatches;

  function choose(choice: Choice) {
    onChosen();
    navigate(`/client/${encodeURIComponent(choice.key)}`);
  }

  const list = (choices: readonly Choice[], label: string) => (
    <ul className="client-switcher__list" aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.key}>
          <Button type="text" block onClick={() => choose(choice)}>
            {choice.name}
          </Button>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="client-switcher__panel" role="dialog" aria-label={t("client-switcher")}>
      <Input.Search
        placeholder={t("client-search")}
        aria-label={t("client-search")}
        allowClear
        autoFocus
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {term === "" ? (
        <>
          <div className="client-switcher__heading">{t("recent-clients")}</div>
          {recent.length > 0 ? (
            list(recent, t("recent-clients"))
          ) : (
            <p className="client-switcher__empty">{t("no-data")}</p>
          )}
        </>
      ) : provider && search.isFetching && !results ? (
        <Spin size="small" />
      ) : results && results.length > 0 ? (
        list(results, t("client-search-results"))
      ) : (
        <p className="client-switcher__empty">{t("no-data")}</p>
      )}
      {provider && (
        <div className="client-switcher__links">
          <Link to={`/${providerKey}/`} onClick={onChosen}>
            {t("my-dashboard")}
          </Link>
          <Link to={`/${providerKey}/clients`} onClick={onChosen}>
            {t("more-clients")}
          </Link>
        </div>
      )}
    </div>
  );
}
