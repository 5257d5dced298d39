// Fixed reference data of the demo: regions, countries with their currency and macro figures, the twelve
// named demo clients, and name parts for larger generated portfolios. All institutions are fictional.

export interface CountrySeed {
  name: string;
  code: string;
  currency: string;
  region: string;
  city: string;
  /** GNI per capita in USD (order of magnitude of the World Bank Atlas figure). */
  gniPerCapitaUsd: number;
  /** Rural share of the population. */
  rural: number;
}

export const REGIONS = [
  "Latin America and the Caribbean",
  "Sub-Saharan Africa",
  "Eastern Europe and Central Asia",
  "South and South-East Asia",
] as const;

export const COUNTRIES: readonly CountrySeed[] = [
  {
    name: "Peru",
    code: "PE",
    currency: "PEN",
    region: REGIONS[0],
    city: "Lima",
    gniPerCapitaUsd: 7000,
    rural: 0.22,
  },
  {
    name: "Ecuador",
    code: "EC",
    currency: "USD",
    region: REGIONS[0],
    city: "Quito",
    gniPerCapitaUsd: 6300,
    rural: 0.36,
  },
  {
    name: "Nicaragua",
    code: "NI",
    currency: "NIO",
    region: REGIONS[0],
    city: "Managua",
    gniPerCapitaUsd: 2200,
    rural: 0.41,
  },
  {
    name: "Kenya",
    code: "KE",
    currency: "KES",
    region: REGIONS[1],
    city: "Nairobi",
    gniPerCapitaUsd: 2000,
    rural: 0.71,
  },
  {
    name: "Uganda",
    code: "UG",
    currency: "UGX",
    region: REGIONS[1],
    city: "Kampala",
    gniPerCapitaUsd: 930,
    rural: 0.74,
  },
  {
    name: "Côte d'Ivoire",
    code: "CI",
    currency: "XOF",
    region: REGIONS[1],
    city: "Abidjan",
    gniPerCapitaUsd: 2600,
    rural: 0.47,
  },
  {
    name: "Georgia",
    code: "GE",
    currency: "GEL",
    region: REGIONS[2],
    city: "Tbilisi",
    gniPerCapitaUsd: 5400,
    rural: 0.39,
  },
  {
    name: "Kyrgyzstan",
    code: "KG",
    currency: "KGS",
    region: REGIONS[2],
    city: "Bishkek",
    gniPerCapitaUsd: 1400,
    rural: 0.63,
  },
  {
    name: "India",
    code: "IN",
    currency: "INR",
    region: REGIONS[3],
    city: "Bhubaneswar",
    gniPerCapitaUsd: 2500,
    rural: 0.64,
  },
  {
    name: "Cambodia",
    code: "KH",
    currency: "KHR",
    region: REGIONS[3],
    city: "Phnom Penh",
    gniPerCapitaUsd: 1900,
    rural: 0.75,
  },
];

/** Units of the currency per 1 USD at the first and last demo month, and monthly volatility. XOF follows EUR. */
export const FX_PATHS: Record<string, { from: number; to: number; vol: number }> = {
  USD: { from: 1, to: 1, vol: 0 },
  EUR: { from: 1.0, to: 0.86, vol: 0.015 },
  PEN: { from: 3.95, to: 3.55, vol: 0.01 },
  NIO: { from: 36.2, to: 36.62, vol: 0.001 },
  KES: { from: 121, to: 129.2, vol: 0.012 },
  UGX: { from: 3800, to: 3520, vol: 0.008 },
  GEL: { from: 2.75, to: 2.71, vol: 0.01 },
  KGS: { from: 82, to: 87.4, vol: 0.006 },
  INR: { from: 82.4, to: 88.7, vol: 0.005 },
  KHR: { from: 4120, to: 4010, vol: 0.003 },
};

/** CFA franc peg: 655.957 XOF per EUR. */
export const XOF_PER_EUR = 655.957;

export type Commodity = "coffee" | "cocoa" | "rice" | "dairy" | "cashew" | "fruitVegetables";

export interface ClientSeed {
  name: string;
  officialName: string;
  country: string;
  clientType: "MFI" | "BANK" | "AGRO";
  institutionalForm: "Bank" | "NBFI" | "NGO" | "Credit Union / SACCO" | "Other";
  legalForm: string;
  profitProfile: "profit" | "nonprofit";
  yearOfOperationalStart: number;
  /** Size: gross loan portfolio (MFI/BANK) or yearly revenue (AGRO) in USD at the start. */
  sizeUsd: number;
  /** Yearly growth. */
  growth: number;
  depositTaking: boolean;
  /** Financial year end month, and an optional change (transition year). */
  fyEndMonth: number;
  fyChange?: { fromYear: number; endMonth: number };
  /** Portfolio quality stress (MFI): PAR 30 climbs to about 8 % and the client is in workout. */
  stressed?: boolean;
  commodity?: Commodity;
  cooperative?: boolean;
  status?: "active" | "workout" | "inactive";
}

/** The twelve named clients of the default demo: 8 MFI/BANK and 4 AGRO across 4 regions and 10 countries. */
export const NAMED_CLIENTS: readonly ClientSeed[] = [
  {
    name: "Andes Microcrédito",
    officialName: "Andes Microcrédito S.A.",
    country: "Peru",
    clientType: "MFI",
    institutionalForm: "NBFI",
    legalForm: "nbfi",
    profitProfile: "profit",
    yearOfOperationalStart: 1998,
    sizeUsd: 180e6,
    growth: 0.14,
    depositTaking: true,
    fyEndMonth: 12,
  },
  {
    name: "Banco Solidario del Pacífico",
    officialName: "Banco Solidario del Pacífico S.A.",
    country: "Ecuador",
    clientType: "BANK",
    institutionalForm: "Bank",
    legalForm: "bank",
    profitProfile: "profit",
    yearOfOperationalStart: 1996,
    sizeUsd: 420e6,
    growth: 0.09,
    depositTaking: true,
    fyEndMonth: 12,
  },
  {
    name: "Fondo Nica de Desarrollo",
    officialName: "Asociación Fondo Nicaragüense de Desarrollo",
    country: "Nicaragua",
    clientType: "MFI",
    institutionalForm: "NGO",
    legalForm: "ngo",
    profitProfile: "nonprofit",
    yearOfOperationalStart: 2001,
    sizeUsd: 28e6,
    growth: 0.04,
    depositTaking: false,
    fyEndMonth: 12,
    stressed: true,
    status: "workout",
  },
  {
    name: "Jamii Finance",
    officialName: "Jamii Finance Microfinance Bank Ltd",
    country: "Kenya",
    clientType: "MFI",
    institutionalForm: "NBFI",
    legalForm: "nbfi",
    profitProfile: "profit",
    yearOfOperationalStart: 2006,
    sizeUsd: 65e6,
    growth: 0.18,
    depositTaking: true,
    fyEndMonth: 12,
  },
  {
    name: "Mirembe Microfinance Bank",
    officialName: "Mirembe Microfinance Bank Uganda Ltd",
    country: "Uganda",
    clientType: "BANK",
    institutionalForm: "Bank",
    legalForm: "bank",
    profitProfile: "profit",
    yearOfOperationalStart: 2003,
    sizeUsd: 95e6,
    growth: 0.12,
    depositTaking: true,
    fyEndMonth: 12,
  },
  {
    name: "Kartuli Credit",
    officialName: "JSC Microfinance Organization Kartuli Credit",
    country: "Georgia",
    clientType: "MFI",
    institutionalForm: "NBFI",
    legalForm: "nbfi",
    profitProfile: "profit",
    yearOfOperationalStart: 2005,
    sizeUsd: 120e6,
    growth: 0.11,
    depositTaking: false,
    fyEndMonth: 12,
    fyChange: { fromYear: 2024, endMonth: 6 },
  },
  {
    name: "Ala-Too Finance",
    officialName: "Ala-Too Finance Microcredit Company CJSC",
    country: "Kyrgyzstan",
    clientType: "MFI",
    institutionalForm: "NBFI",
    legalForm: "nbfi",
    profitProfile: "profit",
    yearOfOperationalStart: 2002,
    sizeUsd: 75e6,
    growth: 0.16,
    depositTaking: true,
    fyEndMonth: 12,
  },
  {
    name: "Sahyog Microfinance",
    officialName: "Sahyog Microfinance Private Limited (NBFC-MFI)",
    country: "India",
    clientType: "MFI",
    institutionalForm: "NBFI",
    legalForm: "nbfi",
    profitProfile: "profit",
    yearOfOperationalStart: 2009,
    sizeUsd: 140e6,
    growth: 0.22,
    depositTaking: false,
    fyEndMonth: 3,
  },
  {
    name: "Cooperativa Alto Mayo",
    officialName: "Cooperativa Agraria Cafetalera Alto Mayo Ltda.",
    country: "Peru",
    clientType: "AGRO",
    institutionalForm: "Other",
    legalForm: "cooperative",
    profitProfile: "nonprofit",
    yearOfOperationalStart: 1997,
    sizeUsd: 24e6,
    growth: 0.08,
    depositTaking: false,
    fyEndMonth: 9,
    commodity: "coffee",
    cooperative: true,
  },
  {
    name: "Ivoire Cacao",
    officialName: "Société Coopérative Ivoire Cacao SCOOPS",
    country: "Côte d'Ivoire",
    clientType: "AGRO",
    institutionalForm: "Other",
    legalForm: "cooperative",
    profitProfile: "nonprofit",
    yearOfOperationalStart: 2010,
    sizeUsd: 38e6,
    growth: 0.1,
    depositTaking: false,
    fyEndMonth: 12,
    commodity: "cocoa",
    cooperative: true,
  },
  {
    name: "Mekong Rice Millers",
    officialName: "Mekong Rice Millers Co., Ltd.",
    country: "Cambodia",
    clientType: "AGRO",
    institutionalForm: "Other",
    legalForm: "company",
    profitProfile: "profit",
    yearOfOperationalStart: 2012,
    sizeUsd: 55e6,
    growth: 0.12,
    depositTaking: false,
    fyEndMonth: 12,
    commodity: "rice",
  },
  {
    name: "Rift Valley Dairies",
    officialName: "Rift Valley Dairies Limited",
    country: "Kenya",
    clientType: "AGRO",
    institutionalForm: "Other",
    legalForm: "company",
    profitProfile: "profit",
    yearOfOperationalStart: 2008,
    sizeUsd: 16e6,
    growth: 0.06,
    depositTaking: false,
    fyEndMonth: 6,
    commodity: "dairy",
    status: "inactive",
  },
];

export const MFI_NAME_PARTS = {
  first: [
    "Amanecer",
    "Progreso",
    "Umoja",
    "Sunrise",
    "Imani",
    "Tawi",
    "Horizon",
    "Pamoja",
    "Vikas",
    "Kiva",
    "Esperanza",
    "Bereke",
    "Lumière",
    "Nuru",
    "Mosaic",
    "Harvest",
    "Sanjeevani",
    "Asaba",
    "Tumaini",
    "Credo",
  ],
  second: ["Microfinance", "Finance", "Microcredit", "Capital", "Credit", "Savings and Credit"],
};

export const AGRO_NAME_PARTS = {
  first: [
    "Highland",
    "Sahel",
    "Valle Verde",
    "Lakeside",
    "Savanna",
    "Golden Grain",
    "Cerro Azul",
    "Green Hills",
    "Delta",
    "Sunbelt",
  ],
  second: [
    "Coffee Growers",
    "Cocoa Cooperative",
    "Rice Mill",
    "Dairy Farmers",
    "Cashew Processors",
    "Fresh Produce",
  ],
};

/** Person names by region, for client staff and contacts. */
export const PERSON_NAMES: Record<string, { first: readonly string[]; last: readonly string[] }> = {
  [REGIONS[0]]: {
    first: ["Ana", "Luis", "Sofía", "Jorge", "Rosa", "Carlos", "María", "Diego", "Lucía", "Pedro"],
    last: [
      "Quispe",
      "Mendoza",
      "Castillo",
      "Vargas",
      "Herrera",
      "López",
      "Flores",
      "Ramírez",
      "Torres",
      "Gutiérrez",
    ],
  },
  [REGIONS[1]]: {
    first: ["Grace", "Peter", "Amina", "Kofi", "Wanjiru", "Brian", "Fatou", "Samuel", "Aminata", "Joseph"],
    last: ["Otieno", "Mugisha", "Koné", "Mensah", "Kiprop", "Nakato", "Traoré", "Kamau", "Okello", "Diallo"],
  },
  [REGIONS[2]]: {
    first: ["Nino", "Aibek", "Tamar", "Elena", "Giorgi", "Aigerim", "Olga", "Davit", "Nurlan", "Mariam"],
    last: [
      "Beridze",
      "Asanov",
      "Gelashvili",
      "Toktogulov",
      "Ivanova",
      "Abdyldaeva",
      "Kapanadze",
      "Mamytov",
      "Lomidze",
      "Sultanova",
    ],
  },
  [REGIONS[3]]: {
    first: ["Priya", "Rahul", "Meera", "Sokha", "Dara", "Anil", "Sreymom", "Kavita", "Vichet", "Deepa"],
    last: ["Patel", "Nair", "Rao", "Chea", "Sok", "Iyer", "Mohanty", "Chan", "Das", "Pich"],
  },
};

export const PROVIDER_STAFF = {
  admin: { firstName: "Hanna", lastName: "Berger" },
  regionalDirectors: [
    { firstName: "Lucía", lastName: "Fernández", region: 0 },
    { firstName: "Kwame", lastName: "Asante", region: 1 },
    { firstName: "Irina", lastName: "Volkova", region: 2 },
    { firstName: "Anjali", lastName: "Menon", region: 3 },
  ],
  investmentManagers: [
    { firstName: "Marco", lastName: "Rossi", regions: [0] },
    { firstName: "Aisha", lastName: "Odhiambo", regions: [1, 3] },
    { firstName: "Tomás", lastName: "Almeida", regions: [2, 3] },
  ],
} as const;

export const FUNDS = [
  {
    name: "Ledgerline Inclusive Finance Fund",
    importedId: "F-IFF",
    reportingPeriodicity: "monthly" as const,
    clientTypes: ["MFI", "BANK"],
  },
  {
    name: "Ledgerline Frontier Credit Fund",
    importedId: "F-FCF",
    reportingPeriodicity: "monthly" as const,
    clientTypes: ["MFI", "BANK"],
  },
  {
    name: "Ledgerline Agri Impact Fund",
    importedId: "F-AIF",
    reportingPeriodicity: "quarterly" as const,
    clientTypes: ["AGRO"],
  },
];

export const SIGNIFICANT_EVENTS = [
  "Launched a digital repayment channel with the main mobile-money operator.",
  "Opened four rural branches; two more planned next quarter.",
  "Regulator's on-site inspection completed without major findings.",
  "Heavy rains in the north delayed repayments of agricultural clients.",
  "Signed a new local-currency facility with a development finance institution.",
];

export const BREACH_MOTIVATION =
  "PAR 30 rose after the drought and political unrest in the main branches. Action plan: a recovery unit of 25 officers, restructuring of viable loans, and a freeze of new group loans in the two worst-hit regions. We expect PAR 30 back under 5 % within two quarters.";
