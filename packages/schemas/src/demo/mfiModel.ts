// A month-by-month model of a microfinance institution or bank, in whole hundredths (cents) of the local
// currency. It keeps the accounting identities by construction: cash is the balancing item of the balance
// sheet, net income accumulates year to date and moves to retained earnings at each financial year end, the
// cash flow statement's residual line ("changes in other operating assets and liabilities") closes the month.
import type { FinancialPeriod } from "../schemas/client.js";
import {
  financialPeriodOf,
  monthOf,
  monthRange,
  monthsBetween,
  isQuarterEnd,
  type MonthKey,
} from "../values.js";
import type { Random } from "./random.js";
import { SIGNIFICANT_EVENTS } from "./referenceData.js";

export type ModelValue = number | string | boolean;

export interface MfiProfile {
  /** Gross loan portfolio at the first reported month, in local cents. */
  glpAtStart: number;
  growth: number;
  depositTaking: boolean;
  /** A bank: lower yield, lower costs. */
  bank: boolean;
  profit: boolean;
  stressed: boolean;
  /** Month from which the stress shows (stressed clients only). */
  stressFrom: MonthKey;
  localCurrencyIsUsd: boolean;
  /** Local cents per USD (for the average loan size). */
  centsPerUsd: number;
  financialPeriods: readonly FinancialPeriod[];
}

/** One modelled month: the values a client types (by internal name) and checks the model guarantees. */
export interface ModelMonth {
  month: MonthKey;
  /** Inputs by field internal name: currency in cents, counts as plain numbers, percentages as fractions. */
  inputs: Record<string, ModelValue>;
  /** The month's own flows (not year to date), for checks. */
  monthly: Record<string, number>;
  /** True in the first month of a financial year. */
  financialYearStart: boolean;
}

const r = Math.round;

/** Flow inputs of the MFI forms, reported year to date. */
export const MFI_FLOW_INPUTS = [
  "interestOnLoanPortfolio",
  "feesAndCommissionsOnLoanPortfolio",
  "financialRevenueFromInvestments",
  "otherOperatingRevenue",
  "interestAndFeeExpenseOnDeposits",
  "interestAndFeeExpenseOnBorrowings",
  "otherFinancialExpense",
  "provisionForLoanImpairment",
  "valueOfLoansRecovered",
  "personnelExpense",
  "depreciationAndAmortization",
  "otherAdministrativeExpense",
  "nonOperatingRevenue",
  "nonOperatingExpense",
  "taxes",
  "donations",
  "cashReceivedFromInterestFeesAndCommissions",
  "cashReceivedFromInvestments",
  "cashReceivedFromOtherOperatingRevenue",
  "cashLoansRepaid",
  "cashPaidForFinancialExpense",
  "cashPaidForOperatingExpense",
  "cashPaidForTaxes",
  "cashLoansDisbursed",
  "netCashFromTradeInvestments",
  "netClientDeposits",
  "otherOperatingCashFlow",
  "netCashFromOtherInvestments",
  "netCashFromFixedAssets",
  "netBorrowings",
  "paidInCapitalIssued",
  "dividendsPaid",
  "donatedEquityReceived",
  "netCashFromNonOperatingActivities",
  "effectOfExchangeRateOnCash",
  "writeOffs",
  "recoveriesOnWrittenOffLoans",
  "allowanceFxAndOtherMovements",
  "numberOfLoansDisbursed",
  "valueOfLoansDisbursed",
] as const;

/** Simulates an MFI from `simFrom` to `to` (data before `reportFrom` only warms the model up). */
export function simulateMfi(
  profile: MfiProfile,
  rng: Random,
  simFrom: MonthKey,
  reportFrom: MonthKey,
  to: MonthKey,
): ModelMonth[] {
  const yearsBack = monthsBetween(simFrom, reportFrom) / 12;
  const p2a = rng.float(0.74, 0.84);
  const equityRatio = profile.depositTaking ? rng.float(0.14, 0.2) : rng.float(0.2, 0.3);
  const yieldRate = profile.bank ? rng.float(0.17, 0.21) : rng.float(0.25, 0.33);
  const feeRate = rng.float(0.008, 0.015);
  const opexRatio = profile.bank ? rng.float(0.065, 0.08) : rng.float(0.115, 0.145);
  const depRate = profile.bank ? rng.float(0.035, 0.05) : rng.float(0.05, 0.08);
  const borRate = profile.bank ? rng.float(0.07, 0.09) : rng.float(0.085, 0.12);
  const taxRate = profile.profit ? rng.float(0.25, 0.3) : 0;
  const turnover = rng.float(0.085, 0.11);
  const baseWriteOff = rng.float(0.012, 0.025);
  const basePar = rng.float(0.018, 0.04);
  const coverage = rng.float(1.05, 1.35);
  const depositShare = profile.depositTaking ? rng.float(0.4, 0.6) : 0;
  const avgLoanUsd = rng.float(600, 2200);
  const womenShare = rng.float(0.55, 0.85);
  const ruralShare = rng.float(0.3, 0.7);
  const foreignLoanShare = profile.localCurrencyIsUsd ? 0 : rng.float(0, 0.12);
  const foreignBorrowingShare = profile.localCurrencyIsUsd ? 0 : rng.float(0.3, 0.6);
  const hedgeShare = rng.float(0.6, 0.95);
  const lenderSplit = [rng.float(0.1, 0.3), rng.float(0.3, 0.5), rng.float(0.1, 0.3), rng.float(0.02, 0.1)];
  const regulatoryMinimum = rng.pick([0.1, 0.12, 0.15]);
  const tradeShare = rng.float(0.03, 0.07);
  const segment = [
    rng.float(0.4, 0.6),
    rng.float(0.1, 0.2),
    rng.float(0.1, 0.2),
    rng.float(0.05, 0.15),
    rng.float(0.03, 0.08),
  ];

  let glp = r(profile.glpAtStart / Math.pow(1 + profile.growth, yearsBack));
  const ta0 = r(glp / p2a);
  const equity0 = r(ta0 * equityRatio);
  let allowance = r(glp * basePar * coverage);
  let paidIn = r(equity0 * (profile.profit ? 0.55 : 0.15));
  let donated = profile.profit ? r(equity0 * 0.02) : r(equity0 * 0.55);
  let reserves = r(equity0 * 0.08);
  const otherEquity = r(equity0 * 0.01);
  let priorRetained = equity0 - paidIn - donated - reserves - otherEquity;
  let currentYearNetIncome = 0;
  let faGross = r(ta0 * 0.04);
  let accDep = r(faGross * 0.35);
  const otherInvestments = r(ta0 * 0.004);
  let subDebt = profile.depositTaking ? r(ta0 * 0.03) : r(ta0 * 0.015);
  let tradeInv = r(ta0 * tradeShare);
  let interestReceivable = r(glp * 0.012);
  let deposits = 0;
  let borrowings = 0;
  let interestPayable = 0;
  let cash = 0;
  let lastFyNetIncome = 0;
  let cashAtFyStart = 0;
  let allowanceAtFyStart = allowance;
  let parRatio = basePar;
  let complaintsYtd = 0;
  const ytd = new Map<string, number>();
  const out: ModelMonth[] = [];
  let first = true;

  for (const month of monthRange(simFrom, to)) {
    const period = financialPeriodOf(profile.financialPeriods, month);
    if (!period) throw new Error(`no financial period covers ${month}`);
    const fyStart = monthOf(period.start) === month;
    const fyMonth = monthsBetween(monthOf(period.start), month) + 1;
    if (fyStart && !first) {
      lastFyNetIncome = currentYearNetIncome;
      const toReserves = profile.profit && currentYearNetIncome > 0 ? r(currentYearNetIncome * 0.1) : 0;
      priorRetained += currentYearNetIncome - toReserves;
      reserves += toReserves;
      currentYearNetIncome = 0;
    }
    if (fyStart) {
      ytd.clear();
      cashAtFyStart = cash;
      allowanceAtFyStart = allowance;
      complaintsYtd = 0;
    }
    const stress = profile.stressed && monthsBetween(profile.stressFrom, month) >= 0;
    const stressAge = stress ? monthsBetween(profile.stressFrom, month) : 0;

    // Portfolio.
    const glpPrev = glp;
    const g = stress ? -0.004 + 0.004 * rng.normal() : profile.growth / 12 + 0.005 * rng.normal();
    glp = r(glpPrev * (1 + g));
    const writeOffRate = stress ? 0.06 : baseWriteOff;
    const writeOff = r(glpPrev * (writeOffRate / 12) * Math.max(0.2, 1 + 0.3 * rng.normal()));
    let disbursed = r(glpPrev * turnover * (1 + 0.08 * rng.normal()));
    let repaid = glpPrev + disbursed - writeOff - glp;
    if (repaid < 0) {
      disbursed -= repaid;
      repaid = 0;
    }
    const targetPar = stress ? Math.min(0.082, basePar + 0.012 * (stressAge + 1)) : basePar;
    parRatio = Math.max(0.005, parRatio + 0.35 * (targetPar - parRatio) + 0.002 * rng.normal());
    const par30 = r(glp * parRatio);
    const par1 = r(glp * parRatio * 1.45);
    const par90 = r(glp * parRatio * 0.6);
    const restructured = r(glp * (stress ? 0.02 : 0.006));
    const targetAllowance = r(par30 * coverage);
    const provision = Math.max(0, targetAllowance - (allowance - writeOff));
    allowance = allowance - writeOff + provision;
    const recovered = r(writeOff * 0.15);

    // Income statement (this month).
    // Under stress, part of the contractual interest is never collected.
    const interest = r(((glpPrev + glp) / 2) * ((stress ? yieldRate * 0.85 : yieldRate) / 12));
    const fees = r(disbursed * feeRate);
    const investmentRevenue = r(tradeInv * (0.06 / 12));
    const otherOperatingRevenue = r(glp * 0.0006 * rng.float(0.6, 1.4));
    const depositExpense = r(deposits * (depRate / 12));
    const borrowingExpense = r((borrowings + subDebt) * (borRate / 12));
    const otherFinancialExpense = r(Math.abs(rng.normal()) * glp * 0.0002);
    const personnel = r(glp * opexRatio * (0.55 / 12) * (1 + 0.03 * rng.normal()));
    const depreciation = r(faGross * 0.0125);
    const otherAdministrative = r(glp * opexRatio * (0.33 / 12) * (1 + 0.05 * rng.normal()));
    const nonOperatingRevenue = r(glp * 0.0001 * rng.next());
    const nonOperatingExpense = r(glp * 0.00008 * rng.next());
    const donations = profile.profit ? 0 : r(glp * 0.0004 * rng.next());
    const preTax =
      interest +
      fees +
      investmentRevenue +
      otherOperatingRevenue -
      (depositExpense + borrowingExpense + otherFinancialExpense) -
      (provision - recovered) -
      (personnel + depreciation + otherAdministrative) +
      (nonOperatingRevenue - nonOperatingExpense);
    const taxes = profile.profit ? Math.max(0, r(preTax * taxRate)) : 0;
    const netIncome = preTax - taxes + donations;
    currentYearNetIncome += netIncome;

    // Fixed assets and equity events.
    const capex = r(depreciation * 1.15 * Math.max(0.2, 1 + 0.2 * rng.normal()));
    faGross += capex;
    accDep += depreciation;
    const dividend = profile.profit && fyMonth === 4 && lastFyNetIncome > 0 ? r(lastFyNetIncome * 0.25) : 0;
    priorRetained -= dividend;
    const paidInPrev = paidIn;
    const donatedPrev = donated;
    if (profile.profit && monthsBetween(simFrom, month) === 30) paidIn += r(glp * 0.02);
    if (!profile.profit && fyMonth === 6) donated += r(glp * 0.004);

    // Balance sheet around a target size; cash balances it.
    const totalAssetsTarget = r(glp / p2a);
    const tradeInvPrev = tradeInv;
    tradeInv = r(totalAssetsTarget * tradeShare * (1 + 0.05 * rng.normal()));
    const interestReceivablePrev = interestReceivable;
    interestReceivable = r(glp * 0.012 * (1 + 0.05 * rng.normal()));
    const otherAssets = r(totalAssetsTarget * 0.018);
    const equity = paidIn + donated + priorRetained + currentYearNetIncome + reserves + otherEquity;
    const otherShortTerm = r(totalAssetsTarget * 0.022);
    const otherLongTerm = r(totalAssetsTarget * 0.008);
    const interestPayablePrev = interestPayable;
    const fundingNeed = totalAssetsTarget - equity - otherShortTerm - otherLongTerm;
    interestPayable = r(Math.max(0, fundingNeed) * 0.006);
    const funding = Math.max(0, fundingNeed - interestPayable);
    const depositsPrev = deposits;
    deposits = r(funding * depositShare);
    const demand = r(deposits * 0.35);
    const shortTime = r(deposits * 0.42);
    const longTime = deposits - demand - shortTime;
    const borrowingsPrev = borrowings + subDebt;
    if (subDebt > funding - deposits) subDebt = Math.max(0, funding - deposits);
    borrowings = Math.max(0, funding - deposits - subDebt);
    let shortBorrowings = r(borrowings * 0.3);
    const netGlp = glp - allowance;
    const netFixed = faGross - accDep;
    const liabilities = () =>
      demand + shortTime + longTime + borrowings + subDebt + interestPayable + otherShortTerm + otherLongTerm;
    const nonCash = tradeInv + netGlp + interestReceivable + otherAssets + otherInvestments + netFixed;
    const cashPrev = cash;
    cash = liabilities() + equity - nonCash;
    const floor = r(totalAssetsTarget * 0.03);
    if (cash < floor) {
      const gap = r(totalAssetsTarget * 0.05) - cash;
      borrowings += gap;
      shortBorrowings += gap;
      cash += gap;
    }
    const longBorrowings = borrowings - shortBorrowings;

    // Cash flow statement (this month); the residual closes to the change in cash.
    const cf: Record<string, number> = {
      cashReceivedFromInterestFeesAndCommissions:
        interest + fees - (interestReceivable - interestReceivablePrev),
      cashReceivedFromInvestments: investmentRevenue,
      cashReceivedFromOtherOperatingRevenue: otherOperatingRevenue,
      cashLoansRepaid: repaid,
      cashPaidForFinancialExpense: Math.max(
        0,
        depositExpense + borrowingExpense + otherFinancialExpense - (interestPayable - interestPayablePrev),
      ),
      cashPaidForOperatingExpense: personnel + otherAdministrative,
      cashPaidForTaxes: taxes,
      cashLoansDisbursed: disbursed,
      netCashFromTradeInvestments: -(tradeInv - tradeInvPrev),
      netClientDeposits: deposits - depositsPrev,
      netCashFromOtherInvestments: 0,
      netCashFromFixedAssets: -capex,
      netBorrowings: borrowings + subDebt - borrowingsPrev,
      paidInCapitalIssued: paidIn - paidInPrev,
      dividendsPaid: dividend,
      donatedEquityReceived: donated - donatedPrev,
      netCashFromNonOperatingActivities: nonOperatingRevenue - nonOperatingExpense + donations,
      effectOfExchangeRateOnCash: 0,
    };
    const explained =
      (cf.cashReceivedFromInterestFeesAndCommissions ?? 0) +
      (cf.cashReceivedFromInvestments ?? 0) +
      (cf.cashReceivedFromOtherOperatingRevenue ?? 0) +
      (cf.cashLoansRepaid ?? 0) +
      (cf.netCashFromTradeInvestments ?? 0) +
      (cf.netClientDeposits ?? 0) -
      (cf.cashPaidForFinancialExpense ?? 0) -
      (cf.cashPaidForOperatingExpense ?? 0) -
      (cf.cashPaidForTaxes ?? 0) -
      (cf.cashLoansDisbursed ?? 0) +
      (cf.netCashFromOtherInvestments ?? 0) +
      (cf.netCashFromFixedAssets ?? 0) +
      (cf.netBorrowings ?? 0) +
      (cf.paidInCapitalIssued ?? 0) +
      (cf.donatedEquityReceived ?? 0) -
      (cf.dividendsPaid ?? 0) +
      (cf.netCashFromNonOperatingActivities ?? 0) +
      (cf.effectOfExchangeRateOnCash ?? 0);
    cf.otherOperatingCashFlow = cash - cashPrev - explained;

    // Outreach.
    const borrowers = Math.max(100, (glp / (avgLoanUsd * profile.centsPerUsd)) * (1 + 0.01 * rng.normal()));
    const activeBorrowers = r(borrowers);
    const staff = Math.max(8, r(activeBorrowers / rng.float(140, 170)));
    const loansDisbursed = r(disbursed / (avgLoanUsd * profile.centsPerUsd * 1.2));
    const depositors = profile.depositTaking ? r(activeBorrowers * 1.4) : 0;
    complaintsYtd += rng.int(1, Math.max(2, r(activeBorrowers / 4000)));

    const monthly: Record<string, number> = {
      ...cf,
      interestOnLoanPortfolio: interest,
      feesAndCommissionsOnLoanPortfolio: fees,
      financialRevenueFromInvestments: investmentRevenue,
      otherOperatingRevenue,
      interestAndFeeExpenseOnDeposits: depositExpense,
      interestAndFeeExpenseOnBorrowings: borrowingExpense,
      otherFinancialExpense,
      provisionForLoanImpairment: provision,
      valueOfLoansRecovered: recovered,
      personnelExpense: personnel,
      depreciationAndAmortization: depreciation,
      otherAdministrativeExpense: otherAdministrative,
      nonOperatingRevenue,
      nonOperatingExpense,
      taxes,
      donations,
      writeOffs: writeOff,
      recoveriesOnWrittenOffLoans: recovered,
      allowanceFxAndOtherMovements: 0,
      numberOfLoansDisbursed: loansDisbursed,
      valueOfLoansDisbursed: disbursed,
    };
    for (const name of MFI_FLOW_INPUTS) ytd.set(name, (ytd.get(name) ?? 0) + (monthly[name] ?? 0));
    if (monthsBetween(reportFrom, month) < 0) {
      // Warm-up month: the state moved on; nobody reads its values.
      first = false;
      continue;
    }

    const segments = splitExact(glp, segment);
    const glpForeign = r(glp * foreignLoanShare);
    const lenders = splitExact(borrowings + subDebt, lenderSplit);
    const foreignBorrowings = r((borrowings + subDebt) * foreignBorrowingShare);
    const assetsForeign = glpForeign + r(cash * 0.05 * (profile.localCurrencyIsUsd ? 0 : 1));
    const hedges = r((foreignBorrowings - assetsForeign) * hedgeShare);
    const tier1 = r(equity * 0.92);
    const riskWeighted = r(
      netGlp + otherAssets + netFixed + interestReceivable + otherInvestments + tradeInv * 0.2,
    );
    const top20 = r(glp * rng.float(0.01, 0.03));
    const largest = Math.min(top20, r(equity * rng.float(0.005, 0.03)));
    const ytdOf = (name: string) => ytd.get(name) ?? 0;
    const revenueYtd =
      ytdOf("interestOnLoanPortfolio") +
      ytdOf("feesAndCommissionsOnLoanPortfolio") +
      ytdOf("financialRevenueFromInvestments") +
      ytdOf("otherOperatingRevenue");
    const costsYtd =
      ytdOf("interestAndFeeExpenseOnDeposits") +
      ytdOf("interestAndFeeExpenseOnBorrowings") +
      ytdOf("otherFinancialExpense") +
      ytdOf("provisionForLoanImpairment") -
      ytdOf("valueOfLoansRecovered") +
      ytdOf("personnelExpense") +
      ytdOf("depreciationAndAmortization") +
      ytdOf("otherAdministrativeExpense");
    const quarterEnd = isQuarterEnd(month);

    const inputs: Record<string, ModelValue> = {
      // balanceSheet
      cashAndDueFromBanks: cash,
      tradeInvestments: tradeInv,
      grossLoanPortfolio: glp,
      impairmentLossAllowance: allowance,
      interestReceivable,
      otherAssets,
      otherInvestments,
      fixedAssets: faGross,
      accumulatedDepreciation: accDep,
      demandDeposits: demand,
      shortTermTimeDeposits: shortTime,
      longTermTimeDeposits: longTime,
      shortTermBorrowings: shortBorrowings,
      longTermBorrowings: longBorrowings,
      subordinatedDebt: subDebt,
      interestPayableOnFundingLiabilities: interestPayable,
      otherShortTermLiabilities: otherShortTerm,
      otherLongTermLiabilities: otherLongTerm,
      paidInCapital: paidIn,
      donatedEquity: donated,
      priorYearsRetainedEarnings: priorRetained,
      currentYearNetIncome,
      reserves,
      otherEquity,
      // cashFlow stocks
      openingCash: cashAtFyStart,
      // extras
      par1,
      par30,
      par90,
      restructuredLoans: restructured,
      glpMicro: segments[0] ?? 0,
      glpSme: segments[1] ?? 0,
      glpAgri: segments[2] ?? 0,
      glpConsumer: segments[3] ?? 0,
      glpOther: segments[4] ?? 0,
      glpLocalCurrency: glp - glpForeign,
      glpForeignCurrency: glpForeign,
      numberOfActiveBorrowers: activeBorrowers,
      womenBorrowers: r(activeBorrowers * womenShare),
      ruralBorrowers: r(activeBorrowers * ruralShare),
      numberOfLoansOutstanding: r(activeBorrowers * 1.04),
      numberOfDepositors: depositors,
      numberOfDepositAccounts: r(depositors * 1.2),
      numberOfStaff: staff,
      numberOfLoanOfficers: r(staff * 0.52),
      numberOfBranches: Math.max(1, r(staff / 14)),
      // extras2
      borrowingsFromLocalBanks: lenders[0] ?? 0,
      borrowingsFromInternationalFunds: lenders[1] ?? 0,
      borrowingsFromDevelopmentFinanceInstitutions: lenders[2] ?? 0,
      borrowingsFromGovernmentAndApex: lenders[3] ?? 0,
      borrowingsInForeignCurrency: foreignBorrowings,
      borrowingsMaturingWithin12Months: shortBorrowings + r(longBorrowings * 0.25),
      numberOfLenders: Math.max(2, r((borrowings + subDebt) / (profile.centsPerUsd * 4e6)) + 2),
      largestLenderShare: Math.max(...lenderSplit) / lenderSplit.reduce((a, b) => a + b, 0),
      weightedAverageCostOfBorrowings: borRate,
      mainForeignCurrency: profile.localCurrencyIsUsd ? "NONE" : "USD",
      assetsInForeignCurrency: assetsForeign,
      liabilitiesInForeignCurrency: foreignBorrowings,
      fxHedgesNotional: hedges,
      // infoIc
      tier1Capital: tier1,
      tier2Capital: r(subDebt * 0.5),
      riskWeightedAssets: riskWeighted,
      regulatoryMinimumCar: regulatoryMinimum,
      largestSingleExposure: largest,
      relatedPartyExposure: r(equity * rng.float(0, 0.04)),
      top20BorrowersExposure: top20,
      top10DepositorsShare: profile.depositTaking ? rng.float(0.05, 0.2) : 0,
      // performanceIndicators
      fssReported: costsYtd > 0 ? Math.max(0, (revenueYtd / costsYtd) * rng.float(0.86, 0.95)) : 0,
      // socialPerformance (quarterly)
      complaintsReceived: complaintsYtd,
      complaintsResolved: Math.max(0, complaintsYtd - rng.int(0, 2)),
    };
    if (quarterEnd) inputs.significantEvents = rng.pick(SIGNIFICANT_EVENTS);
    for (const name of MFI_FLOW_INPUTS) inputs[name] = ytd.get(name) ?? 0;
    inputs.allowanceOpeningModel = allowanceAtFyStart;
    out.push({ month, inputs, monthly, financialYearStart: fyStart });
    first = false;
  }
  return out;
}

/** Splits a whole amount by weights into whole parts that add up exactly (the last part takes the rest). */
export function splitExact(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.slice(0, -1).map((w) => Math.round((total * w) / sum));
  parts.push(total - parts.reduce((a, b) => a + b, 0));
  return parts;
}
