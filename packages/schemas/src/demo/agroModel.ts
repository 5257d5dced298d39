// A month-by-month model of an agricultural business (cooperative or processor) with seasonal purchases,
// sales and stocks, in whole cents of the local currency. Reported quarterly; flows are year to date.
// Cash balances the balance sheet; the indirect cash flow's "other working-capital changes" closes each month.
import type { FinancialPeriod } from "../schemas/client.js";
import {
  financialPeriodOf,
  monthOf,
  monthParts,
  monthRange,
  monthsBetween,
  type MonthKey,
} from "../values.js";
import type { ModelMonth, ModelValue } from "./mfiModel.js";
import type { Random } from "./random.js";
import type { Commodity } from "./referenceData.js";

export interface AgroProfile {
  /** Yearly revenue at the first reported month, in local cents. */
  revenueAtStart: number;
  growth: number;
  commodity: Commodity;
  cooperative: boolean;
  profit: boolean;
  /** Local cents per USD. */
  centsPerUsd: number;
  financialPeriods: readonly FinancialPeriod[];
}

/** Purchase (harvest) and sales weights per calendar month, January first. */
const SEASONS: Record<Commodity, { buy: number[]; sell: number[]; pricePerTonneUsd: number }> = {
  coffee: {
    buy: [0.2, 0.2, 0.4, 1.2, 1.8, 2.2, 2.2, 1.8, 1.2, 0.5, 0.2, 0.1],
    sell: [0.6, 0.4, 0.3, 0.4, 0.6, 0.9, 1.2, 1.5, 1.6, 1.6, 1.5, 1.4],
    pricePerTonneUsd: 3400,
  },
  cocoa: {
    buy: [1.6, 1.2, 0.9, 0.5, 0.7, 0.9, 0.5, 0.3, 0.6, 1.6, 2.2, 2.0],
    sell: [1.4, 1.4, 1.2, 1.0, 0.8, 0.7, 0.7, 0.6, 0.6, 0.9, 1.3, 1.4],
    pricePerTonneUsd: 2600,
  },
  rice: {
    buy: [1.8, 0.8, 0.3, 0.6, 1.2, 0.5, 0.3, 0.3, 0.4, 0.8, 2.0, 3.0],
    sell: [1.2, 1.3, 1.3, 1.1, 1.0, 0.9, 0.8, 0.8, 0.8, 0.8, 0.9, 1.1],
    pricePerTonneUsd: 420,
  },
  dairy: {
    buy: [1, 1, 1.05, 1.1, 1.1, 1, 0.95, 0.9, 0.9, 0.95, 1, 1.05],
    sell: [1, 1, 1, 1.05, 1.05, 1, 0.95, 0.95, 0.95, 1, 1, 1.05],
    pricePerTonneUsd: 450,
  },
  cashew: {
    buy: [0.3, 1.5, 2.5, 2.8, 2.2, 1.0, 0.4, 0.2, 0.2, 0.3, 0.3, 0.3],
    sell: [0.8, 0.8, 0.9, 1.0, 1.1, 1.2, 1.2, 1.2, 1.1, 1.0, 0.9, 0.8],
    pricePerTonneUsd: 1300,
  },
  fruitVegetables: {
    buy: [0.9, 0.9, 1, 1.1, 1.1, 1, 1, 1, 1, 1, 1, 0.9],
    sell: [0.9, 0.9, 1, 1.1, 1.1, 1, 1, 1, 1, 1, 1, 0.9],
    pricePerTonneUsd: 700,
  },
};

function normalise(weights: number[]): number[] {
  const mean = weights.reduce((a, b) => a + b, 0) / weights.length;
  return weights.map((w) => w / mean);
}

/** Stock level by month: the running surplus of purchases over sales, lifted so the lowest month keeps some stock. */
function stockCurve(buy: number[], sell: number[]): number[] {
  const levels: number[] = [];
  let level = 0;
  for (let i = 0; i < 24; i++) {
    level += (buy[i % 12] ?? 0) - (sell[i % 12] ?? 0);
    if (i >= 12) levels.push(level);
  }
  const min = Math.min(...levels);
  return levels.map((l) => l - min + 0.4);
}

/** Flow inputs of the agro forms, reported year to date. */
export const AGRO_FLOW_INPUTS = [
  "exportSales",
  "localSales",
  "otherRevenue",
  "costOfGoodsSold",
  "personnelExpense",
  "sellingGeneralAdministrative",
  "depreciationAndAmortization",
  "fairValueGainBiologicalAssets",
  "interestExpense",
  "fxResult",
  "incomeTax",
  "premiumsPaidToMembers",
  "changeInInventories",
  "changeInTradeReceivables",
  "changeInPrefinancing",
  "changeInTradePayables",
  "changeInOtherWorkingCapital",
  "interestPaid",
  "incomeTaxPaid",
  "capex",
  "proceedsFromAssetSales",
  "debtDrawn",
  "debtRepaid",
  "leasePayments",
  "dividendsAndMemberPayouts",
  "equityRaised",
  "agroFxEffectOnCash",
  "volumeSourcedTonnes",
  "volumeSoldTonnes",
  "principalRepaymentsDue",
] as const;

const r = Math.round;

export function simulateAgro(
  profile: AgroProfile,
  rng: Random,
  simFrom: MonthKey,
  reportFrom: MonthKey,
  to: MonthKey,
): ModelMonth[] {
  const season = SEASONS[profile.commodity];
  const buy = normalise(season.buy);
  const sell = normalise(season.sell);
  const stock = stockCurve(buy, sell);
  const yearsBack = monthsBetween(simFrom, reportFrom) / 12;
  const cogsRatio = rng.float(0.74, 0.82);
  const exportShare = profile.commodity === "dairy" ? 0.05 : rng.float(0.7, 0.92);
  const rate = rng.float(0.09, 0.13);
  const taxRate = profile.cooperative ? 0.1 : 0.25;
  const pricePerTonne = r(season.pricePerTonneUsd * profile.centsPerUsd * rng.float(0.9, 1.1));
  const equityRatio = rng.float(0.32, 0.45);

  let annualRevenue = profile.revenueAtStart / Math.pow(1 + profile.growth, yearsBack);
  let ppe = r(annualRevenue * (profile.commodity === "dairy" || profile.commodity === "rice" ? 0.45 : 0.25));
  const intangible = r(annualRevenue * 0.005);
  const longTermInvestments = r(annualRevenue * 0.01);
  const termDebtStart = r(annualRevenue * 0.16);
  let termDebt = termDebtStart;
  const principalPerMonth = r(termDebtStart / 60);
  let lease = r(annualRevenue * 0.02);
  const leasePrincipal = r(lease / 48);
  const ta0 = r(annualRevenue * 0.75);
  const equity0 = r(ta0 * equityRatio);
  let shareCapital = profile.cooperative ? r(equity0 * 0.05) : r(equity0 * 0.35);
  let memberShares = profile.cooperative ? r(equity0 * 0.3) : 0;
  const otherReserves = r(equity0 * 0.05);
  let retained = equity0 - shareCapital - memberShares - otherReserves;
  let profitForTheYear = 0;
  let lastFyNetIncome = 0;
  let inventories = 0;
  let receivables = 0;
  let prefinancing = 0;
  let payables = 0;
  let shortTermDebt = 0;
  let cash = 0;
  let cashAtFyStart = 0;
  const ytd = new Map<string, number>();
  const out: ModelMonth[] = [];
  let first = true;
  let index = 0;

  for (const month of monthRange(simFrom, to)) {
    const period = financialPeriodOf(profile.financialPeriods, month);
    if (!period) throw new Error(`no financial period covers ${month}`);
    const fyStart = monthOf(period.start) === month;
    const fyMonth = monthsBetween(monthOf(period.start), month) + 1;
    if (fyStart && !first) {
      lastFyNetIncome = profitForTheYear;
      retained += profitForTheYear;
      profitForTheYear = 0;
    }
    if (fyStart) {
      ytd.clear();
      cashAtFyStart = cash;
    }
    const m = monthParts(month).month - 1;
    annualRevenue *= Math.pow(1 + profile.growth, 1 / 12);

    // Income statement (this month).
    const revenue = r((annualRevenue / 12) * (sell[m] ?? 1) * (1 + 0.05 * rng.normal()));
    const otherRevenue = r(revenue * 0.02);
    const exportSales = r((revenue - otherRevenue) * exportShare);
    const localSales = revenue - otherRevenue - exportSales;
    const cogs = r(revenue * cogsRatio * (1 + 0.02 * rng.normal()));
    const purchases = r((annualRevenue / 12) * cogsRatio * (buy[m] ?? 1));
    const personnel = r((annualRevenue * 0.035) / 12);
    const sga = r(((annualRevenue * 0.045) / 12) * (1 + 0.05 * rng.normal()));
    const depreciation = r(ppe * 0.006);
    const biological = r(
      annualRevenue * (profile.commodity === "dairy" ? 0.2 : 0.015 * (buy[(m + 2) % 12] ?? 1)),
    );
    const fairValueGain = r(biological * 0.01 * rng.normal());
    const interest = r((shortTermDebt + termDebt + lease) * (rate / 12));
    const fxResult = r(revenue * 0.003 * rng.normal());
    const profitBeforeTax =
      revenue - cogs - personnel - sga - depreciation + fairValueGain + fxResult - interest;
    const incomeTax = Math.max(0, r(profitBeforeTax * taxRate));
    const netIncome = profitBeforeTax - incomeTax;
    profitForTheYear += netIncome;
    const premiums = profile.cooperative ? r(purchases * 0.04) : 0;

    // Working capital and fixed assets.
    const inventoriesPrev = inventories;
    const rawStock = r(((annualRevenue * cogsRatio) / 12) * 1.4 * (stock[m] ?? 1));
    const finishedStock = r(rawStock * 0.35);
    const inputsStock = r(annualRevenue * 0.01);
    inventories = rawStock + finishedStock + inputsStock;
    const receivablesPrev = receivables;
    receivables = r(revenue * 1.2);
    const prefinancingPrev = prefinancing;
    prefinancing = r(annualRevenue * cogsRatio * 0.04 * (buy[(m + 2) % 12] ?? 1));
    const payablesPrev = payables;
    payables = r(purchases * 0.6 + cogs * 0.2);
    const otherCurrentAssets = r(annualRevenue * 0.015);
    const otherCurrentLiabilities = r(annualRevenue * 0.012);
    const otherNonCurrentLiabilities = r(annualRevenue * 0.01);
    const capex = r(depreciation * 1.3 * Math.max(0.2, 1 + 0.3 * rng.normal()));
    ppe += capex - depreciation;

    // Debt and equity.
    let termDraw = 0;
    if (index === 24 || index === 48) termDraw = r(termDebtStart * 0.6);
    const principal = Math.min(termDebt, principalPerMonth);
    termDebt = termDebt - principal + termDraw;
    const leasePaid = Math.min(lease, leasePrincipal);
    lease -= leasePaid;
    const payout =
      fyMonth === 3 && lastFyNetIncome > 0 ? r(lastFyNetIncome * (profile.cooperative ? 0.4 : 0.3)) : 0;
    retained -= payout;
    const equityPrev = shareCapital + memberShares;
    if (profile.cooperative && fyStart && !first) memberShares += r(memberShares * 0.02);
    if (!profile.cooperative && index === 30) shareCapital += r(annualRevenue * 0.03);
    const equity = shareCapital + memberShares + retained + profitForTheYear + otherReserves;

    const shortTermDebtPrev = shortTermDebt;
    const workingCapitalLoans = r((inventories + receivables + prefinancing) * 0.5);
    shortTermDebt = workingCapitalLoans;
    const currentPortion = Math.min(termDebt, principalPerMonth * 12);
    const nonCash =
      receivables +
      prefinancing +
      inventories +
      biological +
      otherCurrentAssets +
      ppe +
      intangible +
      longTermInvestments;
    const liabilitiesOf = () =>
      payables + shortTermDebt + termDebt + otherCurrentLiabilities + lease + otherNonCurrentLiabilities;
    const cashPrev = cash;
    cash = liabilitiesOf() + equity - nonCash;
    const floor = r((nonCash + Math.max(cash, 0)) * 0.02);
    if (cash < floor) {
      const gap = r((nonCash + floor) * 0.04) - cash;
      shortTermDebt += gap;
      cash += gap;
    }
    const shortTermDebtChange = shortTermDebt - shortTermDebtPrev;

    // Indirect cash flow (this month).
    const cf: Record<string, number> = {
      changeInInventories: -(inventories - inventoriesPrev),
      changeInTradeReceivables: -(receivables - receivablesPrev),
      changeInPrefinancing: -(prefinancing - prefinancingPrev),
      changeInTradePayables: payables - payablesPrev,
      interestPaid: interest,
      incomeTaxPaid: incomeTax,
      capex,
      proceedsFromAssetSales: 0,
      debtDrawn: Math.max(0, shortTermDebtChange) + termDraw,
      debtRepaid: Math.max(0, -shortTermDebtChange) + principal,
      leasePayments: leasePaid,
      dividendsAndMemberPayouts: payout,
      equityRaised: shareCapital + memberShares - equityPrev,
      agroFxEffectOnCash: 0,
    };
    const explained =
      profitBeforeTax +
      depreciation +
      interest -
      fairValueGain +
      (cf.changeInInventories ?? 0) +
      (cf.changeInTradeReceivables ?? 0) +
      (cf.changeInPrefinancing ?? 0) +
      (cf.changeInTradePayables ?? 0) -
      (cf.interestPaid ?? 0) -
      (cf.incomeTaxPaid ?? 0) +
      (cf.proceedsFromAssetSales ?? 0) -
      (cf.capex ?? 0) +
      (cf.debtDrawn ?? 0) +
      (cf.equityRaised ?? 0) -
      (cf.debtRepaid ?? 0) -
      (cf.leasePayments ?? 0) -
      (cf.dividendsAndMemberPayouts ?? 0) +
      (cf.agroFxEffectOnCash ?? 0);
    // The residual: biological assets, other current assets and liabilities.
    cf.changeInOtherWorkingCapital = cash - cashPrev - explained;

    const monthly: Record<string, number> = {
      ...cf,
      exportSales,
      localSales,
      otherRevenue,
      costOfGoodsSold: cogs,
      personnelExpense: personnel,
      sellingGeneralAdministrative: sga,
      depreciationAndAmortization: depreciation,
      fairValueGainBiologicalAssets: fairValueGain,
      interestExpense: interest,
      fxResult,
      incomeTax,
      premiumsPaidToMembers: premiums,
      volumeSourcedTonnes: purchases / pricePerTonne,
      volumeSoldTonnes: (revenue - otherRevenue) / (pricePerTonne * 1.3),
      principalRepaymentsDue: principal + leasePaid,
    };
    for (const name of AGRO_FLOW_INPUTS) ytd.set(name, (ytd.get(name) ?? 0) + (monthly[name] ?? 0));
    if (monthsBetween(reportFrom, month) < 0) {
      // Warm-up month: the state moved on; nobody reads its values.
      first = false;
      index += 1;
      continue;
    }

    const inputs: Record<string, ModelValue> = {
      cash,
      tradeReceivables: receivables,
      prefinancingToFarmers: prefinancing,
      inventoryRawCommodities: rawStock,
      inventoryFinishedGoods: finishedStock,
      inventoryInputs: inputsStock,
      biologicalAssetsCurrent: profile.commodity === "dairy" ? 0 : biological,
      otherCurrentAssets,
      propertyPlantEquipment: ppe,
      biologicalAssetsNonCurrent: profile.commodity === "dairy" ? biological : 0,
      intangibleAssets: intangible,
      longTermInvestments,
      tradePayables: payables,
      shortTermDebt,
      currentPortionLongTermDebt: currentPortion,
      otherCurrentLiabilities,
      longTermDebt: termDebt - currentPortion,
      leaseLiabilities: lease,
      otherNonCurrentLiabilities,
      shareCapital,
      memberShares,
      retainedEarnings: retained,
      profitForTheYear,
      otherReserves,
      agroOpeningCash: cashAtFyStart,
      mainCommodity: profile.commodity,
      averagePurchasePricePerTonne: pricePerTonne,
      forwardSalesContracts: r(annualRevenue * 0.15),
      volumeHedgedShare: rng.float(0, 0.4),
      workingCapitalLoansOutstanding: workingCapitalLoans,
      eligibleInventoryAndReceivables: r((rawStock + finishedStock + receivables) * 0.85),
    };
    for (const name of AGRO_FLOW_INPUTS) inputs[name] = ytd.get(name) ?? 0;
    inputs.volumeSourcedTonnes = Math.round((ytd.get("volumeSourcedTonnes") ?? 0) * 100) / 100;
    inputs.volumeSoldTonnes = Math.round((ytd.get("volumeSoldTonnes") ?? 0) * 100) / 100;
    out.push({ month, inputs, monthly, financialYearStart: fyStart });
    first = false;
    index += 1;
  }
  return out;
}
