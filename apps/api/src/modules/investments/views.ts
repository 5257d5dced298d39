// Stored investments → GraphQL answers: names and guides in the caller's language, amounts in currency units,
// waivers by start date with the one in effect today, the time state and the caller's flags.
import { waiverInEffect } from "@ledgerline/schemas";
import type { CovenantRef } from "@ledgerline/schemas";
import type {
  CentralCovenantRef,
  Investment,
  InvestmentCovenant,
  InvestmentWaiver,
} from "../../generated/graphql";
import type { Access } from "../access/access";
import type { ClientDoc } from "../../model/clients";
import { translate } from "../reports/model";
import { flagsOf, timeStateOf } from "./flags";
import type { InvestmentCovenantDoc, InvestmentDoc, WaiverDoc } from "./model";

export interface ViewContext {
  language: string;
  today: number;
}

export function toCentralCovenant(ref: CovenantRef, language: string): CentralCovenantRef {
  const guide = ref.guide ? translate(ref.guide, language) : "";
  return {
    _id: ref._id,
    internalName: ref.internalName,
    name: translate(ref.name, language, ref.internalName),
    guide: guide === "" ? null : guide,
    archived: ref.archived ?? null,
    fieldType: ref.fieldType,
  };
}

export function toWaiver(waiver: WaiverDoc, language: string): InvestmentWaiver {
  return {
    _id: waiver._id,
    waiverType: waiver.waiverType,
    startDate: waiver.startDate,
    endDate: waiver.endDate,
    centralCovenant: waiver.centralCovenant ? toCentralCovenant(waiver.centralCovenant, language) : null,
    range: waiver.range ? { min: waiver.range.min ?? null, max: waiver.range.max ?? null } : null,
    alertThreshold: waiver.alertThreshold ?? null,
  };
}

/** Waivers by start date (then end date and id, so the order is stable). */
export function sortedWaivers(waivers: readonly WaiverDoc[]): WaiverDoc[] {
  return [...waivers].sort(
    (a, b) => a.startDate - b.startDate || a.endDate - b.endDate || a._id.localeCompare(b._id),
  );
}

export function toCovenant(
  covenant: InvestmentCovenantDoc,
  view: ViewContext,
  showWaivers = true,
): InvestmentCovenant {
  const waivers = showWaivers ? sortedWaivers(covenant.waivers ?? []) : [];
  const inEffect = waiverInEffect(waivers, view.today);
  return {
    _id: covenant._id,
    centralCovenantId: toCentralCovenant(covenant.centralCovenantId, view.language),
    range: { min: covenant.range?.min ?? null, max: covenant.range?.max ?? null },
    alertThreshold: covenant.alertThreshold ?? null,
    waivers: waivers.map((waiver) => toWaiver(waiver, view.language)),
    waiverInEffect: inEffect ? toWaiver(inEffect, view.language) : null,
  };
}

/** The covenants of an investment as the caller may read them (none without the read flag). */
export function covenantsOf(
  investment: InvestmentDoc,
  access: Access,
  view: ViewContext,
): InvestmentCovenant[] {
  const flags = flagsOf(access, timeStateOf(investment, view.today));
  if (!flags.canReadCovenants) return [];
  return investment.covenants.map((covenant) => toCovenant(covenant, view, flags.canReadWaivers));
}

export function toInvestment(
  investment: InvestmentDoc,
  client: Pick<ClientDoc, "key"> | undefined,
  access: Access,
  view: ViewContext,
): Investment {
  const timeState = timeStateOf(investment, view.today);
  const covenants = covenantsOf(investment, access, view);
  return {
    _id: investment._id,
    importedId: investment.importedId,
    client: { _id: investment.client._id, name: investment.client.name },
    clientKey: client?.key ?? "",
    clientType: investment.clientType,
    fund: {
      _id: investment.fund._id,
      name: investment.fund.name,
      reportingPeriodicity: investment.fund.reportingPeriodicity,
    },
    product: { _id: investment.product._id, name: investment.product.name },
    currency: investment.currency,
    country: investment.country,
    outstandingAmount: (investment.outstandingAmount ?? 0) / 100,
    firstDisbursementDate: investment.firstDisbursementDate,
    finalMaturityDate: investment.finalMaturityDate,
    endedAt: investment.endedAt ?? null,
    lastReportedMonth: investment.lastReportedMonth ?? null,
    reportingPeriodicity: investment.reportingPeriodicity,
    investmentManagers: (investment.investmentManagers ?? []).map((manager) => ({
      _id: manager._id,
      name: manager.name,
      startAt: manager.startAt,
      endedAt: manager.endedAt ?? null,
    })),
    covenants,
    covenantsCount: covenants.length,
    timeState,
    flags: flagsOf(access, timeState),
  };
}
