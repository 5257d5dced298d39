// Quarterly organisation and social data of a demo client: identification, governance, staff and social
// performance. Stable facts are drawn once per client; year-to-date counts grow with the financial year.
import { dateNumber } from "../values.js";
import type { ModelValue } from "./mfiModel.js";
import type { Random } from "./random.js";
import type { ClientSeed, CountrySeed } from "./referenceData.js";

const REGULATORS: Record<string, string> = {
  PE: "Superintendencia de Banca, Seguros y AFP",
  EC: "Superintendencia de Bancos del Ecuador",
  NI: "Comisión Nacional de Microfinanzas (CONAMI)",
  KE: "Central Bank of Kenya",
  UG: "Bank of Uganda",
  CI: "BCEAO – Commission Bancaire de l'UMOA",
  GE: "National Bank of Georgia",
  KG: "National Bank of the Kyrgyz Republic",
  IN: "Reserve Bank of India",
  KH: "National Bank of Cambodia",
};

const AUDITORS = ["KPMG", "EY", "PwC", "Deloitte", "BDO", "Grant Thornton", "Mazars"];
const RATINGS = [
  "BBB- (MicroFinanza Rating)",
  "BB+ (MicroRate)",
  "A- (M-CRIL)",
  "BB (Fitch Ratings, national scale AA-)",
  "β+ (MicroRate social rating)",
];

export interface OrganisationProfile {
  fixed: Record<string, ModelValue>;
  boardMembers: number;
  independent: number;
  womenOnBoard: number;
  womenStaffShare: number;
  managersShare: number;
  womenManagersShare: number;
  turnover: number;
  trainingHoursPerEmployee: number;
  farmers: number;
}

export function makeOrganisationProfile(
  rng: Random,
  seed: ClientSeed,
  country: CountrySeed,
  key: string,
  contact: { name: string; email: string },
): OrganisationProfile {
  const agro = seed.clientType === "AGRO";
  const regulated =
    !agro && (seed.clientType === "BANK" || seed.depositTaking || seed.institutionalForm === "NBFI");
  const boardMembers = rng.int(5, 9);
  const fixed: Record<string, ModelValue> = {
    legalName: seed.officialName,
    registrationNumber: `${country.code}-${rng.int(100000, 999999)}`,
    dateOfIncorporation: dateNumber(
      seed.yearOfOperationalStart - rng.int(0, 2),
      rng.int(1, 12),
      rng.int(1, 28),
    ),
    legalForm: seed.legalForm,
    regulated,
    mainActivity: agro
      ? seed.commodity === "rice" || seed.commodity === "dairy"
        ? "processing"
        : "agriValueChain"
      : seed.clientType === "BANK"
        ? "smeFinance"
        : "microfinance",
    externalAuditor: rng.pick(AUDITORS),
    auditOpinion: rng.chance(0.9) ? "unqualified" : "qualified",
    creditRating: rng.pick(RATINGS),
    reportingContactName: contact.name,
    reportingContactEmail: contact.email,
    reportingContactPhone: `+${rng.int(1, 998)} ${rng.int(1000000000, 9999999999)}`,
    website: `https://www.${key}.example`,
    institutionDescription: agro
      ? `${seed.name} buys ${seed.commodity ?? "produce"} from smallholder farmers in ${country.name}, processes it and sells to local and export buyers.`
      : `${seed.name} provides loans${seed.depositTaking ? ", savings" : ""} and insurance to micro and small entrepreneurs in ${country.name}, most of them women.`,
    hasAuditCommittee: true,
    hasRiskCommittee: rng.chance(0.8),
    hasSocialPerformanceCommittee: rng.chance(0.6),
    largestShareholderShare: seed.profitProfile === "profit" ? rng.float(0.15, 0.45) : 0,
    shareholdingStructure:
      seed.profitProfile === "profit"
        ? "Founding NGO, two impact investment funds, a development finance institution and staff through an employee trust."
        : "Owned by its members (cooperative) or governed by its general assembly (association); no shareholders.",
    staffSurveyDone: rng.chance(0.7),
    clientProtectionCertified: !agro && rng.chance(0.5),
    complaintsMechanism: true,
    nonFinancialServices: rng.chance(0.6),
    clientsBelowPovertyLineShare: rng.float(0.15, 0.45),
    clientRetentionRate: rng.float(0.65, 0.85),
    spi4Score: rng.int(55, 88),
    certificationScheme: rng.pick(["fairtrade", "organic", "rainforest", "multiple", "none"]),
    deforestationFreePolicy: rng.chance(0.6),
    childLabourMonitoring: seed.commodity === "cocoa" ? true : rng.chance(0.4),
    pricePremiumOverMarket: rng.float(0.02, 0.12),
  };
  if (regulated) {
    fixed.regulator = REGULATORS[country.code] ?? "Central bank";
    fixed.licenceType =
      seed.clientType === "BANK"
        ? "Commercial / microfinance bank"
        : seed.depositTaking
          ? "Deposit-taking microfinance institution"
          : "Non-deposit-taking microfinance institution";
  }
  const farmers = agro ? rng.int(1500, 9000) : 0;
  return {
    fixed,
    boardMembers,
    independent: rng.int(1, Math.min(4, boardMembers - 1)),
    womenOnBoard: rng.int(1, Math.min(4, boardMembers)),
    womenStaffShare: rng.float(0.35, 0.6),
    managersShare: rng.float(0.08, 0.14),
    womenManagersShare: rng.float(0.25, 0.5),
    turnover: rng.float(0.08, 0.22),
    trainingHoursPerEmployee: rng.float(16, 40),
    farmers,
  };
}

/** Organisation and social inputs at a quarter end. `fyMonth` is the month's position in its financial year. */
export function organisationInputs(
  profile: OrganisationProfile,
  rng: Random,
  options: {
    fyMonth: number;
    lastAuditedYearEnd: number;
    employees: number;
    agro: boolean;
    gniPerCapitaLocalCents: number;
    representativeApr: number;
    growthFactor: number;
  },
): Record<string, ModelValue> {
  const { fyMonth, employees } = options;
  const share = fyMonth / 12;
  const managers = Math.max(2, Math.round(employees * profile.managersShare));
  const inputs: Record<string, ModelValue> = {
    ...profile.fixed,
    lastAuditedYearEnd: options.lastAuditedYearEnd,
    boardMembers: profile.boardMembers,
    independentBoardMembers: profile.independent,
    womenBoardMembers: profile.womenOnBoard,
    boardMeetingsHeld: Math.max(1, Math.ceil(fyMonth / 3)),
    employeesTotal: employees,
    employeesWomen: Math.round(employees * profile.womenStaffShare),
    managersTotal: managers,
    managersWomen: Math.round(managers * profile.womenManagersShare),
    staffHires: Math.round(employees * (profile.turnover + 0.05) * share),
    staffDepartures: Math.max(1, Math.round(employees * profile.turnover * share)),
    trainingHours: Math.round(employees * profile.trainingHoursPerEmployee * share),
  };
  if (options.agro) {
    const farmers = Math.round(profile.farmers * options.growthFactor);
    Object.assign(inputs, {
      farmersSourcedFrom: farmers,
      smallholderFarmers: Math.round(farmers * 0.85),
      womenFarmers: Math.round(farmers * 0.27),
      farmersTrained: Math.max(1, Math.round(farmers * 0.35 * share)),
      jobsSupported: employees + Math.round(farmers * 0.02),
      certifiedHectares: Math.round(farmers * 1.6),
      impactNarrative: rng.chance(0.5)
        ? "Paid the quality premium to all members and trained lead farmers in post-harvest handling."
        : "Extended pre-harvest finance to 300 more smallholders; women now chair two of the five zonal committees.",
    });
  } else {
    Object.assign(inputs, {
      gniPerCapitaLocal: options.gniPerCapitaLocalCents,
      representativeApr: options.representativeApr,
    });
  }
  return inputs;
}
