// The investments grid pages (spec 3 §2): /{product}/investments/{mfi|agro} (every investment of that client
// type in the user's scope; the type after the title) and /client/{clientKey}/investments (the client's).
// Tabs Open and Closed (default Open; the tab is kept in the address as ?state=closed, so Back from a
// detail returns to it) above the grid, with one filter shared by both tabs.
import { Card, Input, Tabs, Typography } from "antd";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { NotFound } from "../shell/NotFound";
import { useClient } from "../shell/ClientScope";
import { InvestmentsGrid } from "./InvestmentsGrid";
import { isClientTypeParam } from "./labels";
import type { InvestmentState } from "./types";
import "./investments.css";

export function InvestmentListPage({ scope }: { scope: "provider" | "client" }) {
  const t = useT();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const [text, setText] = useState("");
  // The client area's wrapper has loaded the client of the address already: this reads the same cache entry.
  const client = useClient(scope === "client" ? params.clientKey : undefined).data ?? null;
  const clientType = scope === "provider" ? params.clientType : undefined;
  if (scope === "provider" && !isClientTypeParam(clientType)) return <NotFound />;
  if (scope === "client" && !client) return null;

  const state: InvestmentState = search.get("state") === "closed" ? "closed" : "open";
  const grid = (tab: InvestmentState) => (
    <InvestmentsGrid
      state={tab}
      text={text}
      clientId={client?._id}
      clientKey={client?.key}
      clientType={isClientTypeParam(clientType) ? clientType : undefined}
    />
  );

  return (
    <div className="page investments-page">
      <Typography.Title level={2}>
        {t("menu-investments")}
        {isClientTypeParam(clientType) && (
          <>
            {" "}
            <span className="investments-page__type">· {t(`menu-investments-${clientType}`)}</span>
          </>
        )}
      </Typography.Title>
      <Card>
        <Input.Search
          allowClear
          className="investments-filter"
          placeholder={t("investments-filter")}
          aria-label={t("investments-filter")}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Tabs
          activeKey={state}
          destroyOnHidden
          onChange={(key) =>
            setSearch(
              (previous) => {
                const next = new URLSearchParams(previous);
                if (key === "closed") next.set("state", "closed");
                else next.delete("state");
                return next;
              },
              { replace: true },
            )
          }
          items={[
            { key: "open", label: t("investments-tab-open"), children: grid("open") },
            { key: "closed", label: t("investments-tab-closed"), children: grid("closed") },
          ]}
        />
      </Card>
    </div>
  );
}
