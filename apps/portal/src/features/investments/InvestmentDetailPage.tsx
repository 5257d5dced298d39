// The investment detail (spec 3 §2): /{product}/investments/{type}/{investId} and
// /client/{clientKey}/investments/{investId}. The investment's fields, its reporting periodicity (editable
// by provider users after a confirmation) and its covenants with their waivers. Loading, not found and
// forbidden (outside the user's scope) have their own states.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Button, Descriptions, Result, Spin, Tag, Typography } from "antd";
import type { DescriptionsProps } from "antd";
import { useAtomValue } from "jotai";
import { useId } from "react";
import { Link, useParams } from "react-router-dom";
import { GraphQLRequestError } from "../../api/errors";
import { usePortalConfig } from "../../config";
import { useT } from "../../i18n/useT";
import { routeHref } from "../../routing/routeTable";
import { languageAtom } from "../../state/atoms";
import { useSession } from "../session/RequireAuth";
import { CovenantSection } from "./components/CovenantSection";
import { PeriodicityEditor } from "./components/PeriodicityEditor";
import { amountLabel, dateLabel, monthLabel } from "./format";
import { isClientTypeParam } from "./labels";
import type { Investment } from "./types";
import { useInvestment } from "./useInvestment";
import "./investments.css";

export function InvestmentDetailPage({ scope }: { scope: "provider" | "client" }) {
  const t = useT();
  const params = useParams();
  const { providerKey } = usePortalConfig();
  const query = useInvestment(params.investId);
  const clientType = isClientTypeParam(params.clientType) ? params.clientType : undefined;
  const back =
    scope === "client"
      ? routeHref("client-investments", providerKey, { clientKey: params.clientKey })
      : clientType
        ? routeHref("provider-investments-type", providerKey, { clientType })
        : routeHref("provider-investments", providerKey);

  const backLink = (
    <Link to={back} className="investment-back">
      <ArrowLeftOutlined aria-hidden /> {t("investment-back")}
    </Link>
  );

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div className="centered" role="status">
        <Spin />
        <span>{t("investment-loading")}</span>
      </div>
    );
  } else if (query.isError) {
    const forbidden = query.error instanceof GraphQLRequestError && query.error.code === "FORBIDDEN";
    body = forbidden ? (
      <Result status="403" title={t("investment-forbidden")} subTitle={t("investment-forbidden-detail")} />
    ) : (
      <Result
        status="error"
        title={t("investment-load-failed")}
        subTitle={query.error.message}
        extra={<Button onClick={() => void query.refetch()}>{t("retry")}</Button>}
      />
    );
  } else if (!query.data || (scope === "provider" && params.clientType && !clientType)) {
    body = (
      <Result status="404" title={t("investment-not-found")} subTitle={t("investment-not-found-detail")} />
    );
  } else {
    body = <InvestmentView investment={query.data} />;
  }

  return (
    <div className="page investment-page">
      {backLink}
      {body}
    </div>
  );
}

function InvestmentView({ investment }: { investment: Investment }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const session = useSession();
  const { providerKey } = usePortalConfig();
  const periodicityId = useId();
  const closed = Boolean(investment.endedAt);

  const items: DescriptionsProps["items"] = [
    { key: "importedId", label: t("investments-col-tm1"), children: investment.importedId },
    {
      key: "client",
      label: t("investments-col-client"),
      children: session.user.isProvider ? (
        <Link to={routeHref("client-dashboard", providerKey, { clientKey: investment.clientKey })}>
          {investment.client.name}
        </Link>
      ) : (
        investment.client.name
      ),
    },
    { key: "country", label: t("investments-col-country"), children: investment.country },
    { key: "fund", label: t("investments-col-fund"), children: investment.fund.name },
    { key: "product", label: t("investments-col-product"), children: investment.product.name },
    { key: "currency", label: t("investments-col-currency"), children: investment.currency },
    {
      key: "outstanding",
      label: t("investments-col-outstanding"),
      children: amountLabel(investment.outstandingAmount, investment.currency, language),
    },
    {
      key: "firstDisbursementDate",
      label: t("investments-col-first-disbursement"),
      children: dateLabel(investment.firstDisbursementDate),
    },
    {
      key: "finalMaturityDate",
      label: t("investments-col-final-maturity"),
      children: dateLabel(investment.finalMaturityDate),
    },
    {
      key: "endedAt",
      label: t("investments-col-ended-at"),
      children: closed ? dateLabel(investment.endedAt) : t("investment-not-ended"),
    },
    {
      key: "lastReportedMonth",
      label: t("investments-col-last-reported"),
      children: investment.lastReportedMonth
        ? monthLabel(investment.lastReportedMonth)
        : t("investment-never-reported"),
    },
    {
      key: "managers",
      label: t("investment-managers"),
      children:
        investment.investmentManagers.length === 0
          ? "—"
          : investment.investmentManagers
              .map((manager) =>
                manager.endedAt
                  ? t("investment-manager-ended", {
                      name: manager.name,
                      from: dateLabel(manager.startAt),
                      to: dateLabel(manager.endedAt),
                    })
                  : t("investment-manager-since", { name: manager.name, from: dateLabel(manager.startAt) }),
              )
              .join("; "),
    },
    {
      key: "periodicity",
      label: <span id={periodicityId}>{t("investments-col-periodicity")}</span>,
      span: "filled",
      children: (
        <PeriodicityEditor
          key={investment.reportingPeriodicity}
          investment={investment}
          labelId={periodicityId}
        />
      ),
    },
  ];

  return (
    <>
      <div className="investment-heading">
        <Typography.Title level={2}>
          {t("investment-title", { id: investment.importedId, client: investment.client.name })}
        </Typography.Title>
        <Tag className={closed ? "tag-closed" : "tag-open"}>
          {t(closed ? "investment-state-closed" : "investment-state-open")}
        </Tag>
      </div>
      <Descriptions
        className="investment-fields"
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        items={items}
      />
      {investment.flags.canReadCovenants && <CovenantSection investment={investment} />}
    </>
  );
}
