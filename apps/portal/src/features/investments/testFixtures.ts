// Investment fixtures for the component tests of this folder, shaped as the API's answers
// (apps/api/src/modules/investments/schema.ts), and a stateful fake of the investment calls.
import dayjs from "dayjs";
import type { WhoAmI } from "../../api/types";
import { fakeApi } from "../../../test/fakeApi";
import { andes, clientRecord, essentials } from "../../../test/fixtures";
import type {
  CentralCovenantRef,
  Investment,
  InvestmentCovenant,
  InvestmentFlags,
  InvestmentRow,
  InvestmentWaiver,
} from "./types";

const day = (offset: number) => Number(dayjs().add(offset, "day").format("YYYYMMDD"));
/** Dates around today, so "in effect" holds whenever the tests run. */
export const DATES = { lastMonth: day(-30), inTwoMonths: day(60), longAgo: 20200101, later: 20200630 };

export const ALL_FLAGS: InvestmentFlags = {
  canReadCovenants: true,
  canAddCovenants: true,
  canEditCovenants: true,
  canDeleteCovenants: true,
  canReadWaivers: true,
  canAddWaivers: true,
  canEditWaivers: true,
  canDeleteWaivers: true,
  canUpdatePeriodicity: true,
};

export const READ_ONLY_FLAGS: InvestmentFlags = {
  ...Object.fromEntries(Object.keys(ALL_FLAGS).map((key) => [key, false])),
  canReadCovenants: true,
  canReadWaivers: true,
} as unknown as InvestmentFlags;

export const par30: CentralCovenantRef = {
  _id: "cc-par30",
  internalName: "covPar30",
  name: "PAR 30",
  guide: "Portfolio at risk over 30 days, as a share of the gross loan portfolio.",
  archived: null,
  fieldType: "percentual",
};
export const car: CentralCovenantRef = {
  _id: "cc-car",
  internalName: "covCar",
  name: "Capital adequacy ratio",
  guide: null,
  archived: 20250101,
  fieldType: "percentual",
};
export const equityToAssets: CentralCovenantRef = {
  _id: "cc-eta",
  internalName: "covEquityToAssets",
  name: "Equity to assets",
  guide: null,
  archived: null,
  fieldType: "percentual",
};
export const uncovered: CentralCovenantRef = {
  _id: "cc-unc",
  internalName: "covUncoveredCapital",
  name: "Uncovered capital",
  guide: null,
  archived: null,
  fieldType: "currency",
};

export function waiver(overrides: Partial<InvestmentWaiver> = {}): InvestmentWaiver {
  return {
    _id: "w-1",
    waiverType: "ALTER",
    startDate: DATES.lastMonth,
    endDate: DATES.inTwoMonths,
    centralCovenant: null,
    range: { min: 0, max: 1000 },
    alertThreshold: 800,
    ...overrides,
  };
}

export function covenant(overrides: Partial<InvestmentCovenant> = {}): InvestmentCovenant {
  return {
    _id: "ic-par30",
    centralCovenantId: par30,
    range: { min: 0, max: 500 },
    alertThreshold: 400,
    waivers: [],
    waiverInEffect: null,
    ...overrides,
  };
}

export function investmentRow(overrides: Partial<InvestmentRow> = {}): InvestmentRow {
  return {
    _id: "inv-1",
    importedId: "TM1-10001",
    client: { _id: andes._id, name: andes.name },
    clientKey: andes.key,
    clientType: "MFI",
    fund: { _id: "f-1", name: "Inclusive Finance Fund I", reportingPeriodicity: "monthly" },
    product: { _id: "p-1", name: "Senior loan" },
    currency: "USD",
    country: "Peru",
    outstandingAmount: 1234567.89,
    firstDisbursementDate: 20240315,
    finalMaturityDate: 20290331,
    endedAt: null,
    lastReportedMonth: 202509,
    reportingPeriodicity: "monthly",
    covenantsCount: 2,
    ...overrides,
  };
}

export function investment(overrides: Partial<Investment> = {}): Investment {
  return {
    ...investmentRow(),
    investmentManagers: [{ _id: "u-im", name: "Ines Manager", startAt: 20240315, endedAt: null }],
    covenants: [
      covenant({
        waivers: [waiver()],
        waiverInEffect: waiver(),
      }),
      covenant({
        _id: "ic-car",
        centralCovenantId: car,
        range: { min: 1500, max: null },
        alertThreshold: 1700,
        waivers: [
          waiver({
            _id: "w-old",
            waiverType: "DISABLE",
            startDate: DATES.longAgo,
            endDate: DATES.later,
            range: null,
            alertThreshold: null,
          }),
        ],
      }),
    ],
    timeState: "ordinary",
    flags: ALL_FLAGS,
    ...overrides,
  };
}

const ok = { success: true, error: null };

/**
 * A fake API answering the session, the client, and the investment calls from one investment kept in
 * memory: mutations change it as the API would, so a refetch shows the change.
 */
export function investmentApi(who: WhoAmI, start: Investment, extra: Record<string, unknown> = {}) {
  let current = structuredClone(start);
  let next = 1;
  const options = [
    { value: equityToAssets._id, label: equityToAssets.name },
    { value: uncovered._id, label: uncovered.name },
    { value: par30._id, label: par30.name },
  ];
  const central = [par30, car, equityToAssets, uncovered];
  const findCovenant = (id: unknown) => current.covenants.find((one) => one._id === id)!;
  const fake = fakeApi({
    graphql: {
      whoAmI: who,
      essentials,
      client: (variables) => (variables.key === andes.key ? clientRecord(andes) : null),
      investment: (variables) => (variables.id === current._id ? current : null),
      covenantList: (variables) =>
        options.filter((option) =>
          option.label.toLowerCase().includes(String(variables.filter ?? "").toLowerCase()),
        ),
      updateInvestmentPeriodicity: (variables) => {
        current = { ...current, reportingPeriodicity: String(variables.periodicity) };
        return { ...ok, investment: current };
      },
      createCovenant: (variables) => {
        const added = covenant({
          _id: `ic-new-${next++}`,
          centralCovenantId: central.find((one) => one._id === variables.covenantId)!,
          range: { min: null, max: null },
          alertThreshold: null,
        });
        current = { ...current, covenants: [...current.covenants, added] };
        return { ...ok, covenants: current.covenants, covenant: added };
      },
      updateCovenant: (variables) => {
        const input = variables.covenant as Pick<InvestmentCovenant, "range" | "alertThreshold">;
        current = {
          ...current,
          covenants: current.covenants.map((one) =>
            one._id === variables.covenantId ? { ...one, ...input } : one,
          ),
        };
        return { ...ok, covenants: current.covenants, covenant: findCovenant(variables.covenantId) };
      },
      deleteCovenant: (variables) => {
        current = {
          ...current,
          covenants: current.covenants.filter((one) => one._id !== variables.covenantId),
        };
        return { ...ok, covenants: current.covenants, covenant: null };
      },
      createWaiver: (variables) => {
        const input = variables.waiver as Record<string, unknown>;
        const added = waiver({
          ...(input as Partial<InvestmentWaiver>),
          _id: `w-new-${next++}`,
          centralCovenant: central.find((one) => one._id === input.centralCovenantId) ?? null,
        });
        const target = findCovenant(variables.covenantId);
        const waivers = [...target.waivers, added];
        current = {
          ...current,
          covenants: current.covenants.map((one) => (one._id === target._id ? { ...one, waivers } : one)),
        };
        return { ...ok, waivers, waiver: added, centralCovenant: added.centralCovenant };
      },
      deleteWaiver: (variables) => {
        const target = findCovenant(variables.covenantId);
        const waivers = target.waivers.filter((one) => one._id !== variables.waiverId);
        current = {
          ...current,
          covenants: current.covenants.map((one) => (one._id === target._id ? { ...one, waivers } : one)),
        };
        return { ...ok, waivers, waiver: null, centralCovenant: null };
      },
      ...extra,
    },
  });
  return { ...fake, current: () => current };
}
