// The demo portfolio: documents for every collection, the same for the same options. Financial data comes
// from the MFI and agro models (accounting identities hold by construction); everything else is drawn from
// the seeded generator. Plain demo passwords exist only in `demoLogins`, for the API's seed to hash.
import { catalogue, formsOfReport } from "../catalogue/index.js";
import { flattenFields, isInputField } from "../fields.js";
import type { Client, FinancialPeriod } from "../schemas/client.js";
import type { CovenantConfig, CovenantRef, InvestmentCovenant, Waiver } from "../schemas/covenants.js";
import type { FieldDefinition } from "../schemas/field.js";
import type { FormConfig, ReportConfig } from "../schemas/formConfig.js";
import type { Investment } from "../schemas/investment.js";
import type { PersonRef, Range } from "../schemas/primitives.js";
import type { AuditEntry, Country, ExchangeRate, Fund, Region } from "../schemas/reference.js";
import type {
  CovenantState,
  FormData,
  ReportInstance,
  ReportStatus,
  StoredValue,
} from "../schemas/reporting.js";
import type { DemoLogin, User } from "../schemas/user.js";
import {
  addDays,
  addMonths,
  buildFinancialPeriods,
  covenantLevel,
  dateNumber,
  dateNumberToIso,
  engineToStored,
  financialPeriodOf,
  isQuarterEnd,
  monthEnd,
  monthNumber,
  monthOf,
  monthParts,
  monthRange,
  monthsBetween,
  periodInfo,
  periodLabel,
  toReportedValue,
  type MonthKey,
} from "../values.js";
import { simulateAgro } from "./agroModel.js";
import { exchangeRateSeries } from "./exchangeRates.js";
import { IdFactory, stableObjectId } from "./ids.js";
import { simulateMfi, type ModelMonth, type ModelValue } from "./mfiModel.js";
import { makeOrganisationProfile, organisationInputs } from "./organisationModel.js";
import { Random } from "./random.js";
import {
  AGRO_NAME_PARTS,
  BREACH_MOTIVATION,
  COUNTRIES,
  FUNDS,
  MFI_NAME_PARTS,
  NAMED_CLIENTS,
  PERSON_NAMES,
  PROVIDER_STAFF,
  REGIONS,
  type ClientSeed,
  type CountrySeed,
} from "./referenceData.js";

export interface GenerateDemoOptions {
  /** Seed of the random generator (default 1). */
  seed?: number;
  /** Number of clients (default 12: 8 MFI/BANK and 4 AGRO). Beyond 12, clients are generated. */
  clients?: number;
  /** Months of financial data, ending the month before `asOf` (default 36). */
  months?: number;
  /** The demo's "today" as YYYY-MM-DD (default 2025-10-20): decides which reports are due or overdue. */
  asOf?: string;
  /** The provider key used in roles and routes (default "investor"). */
  providerKey?: string;
}

export const DEMO_DEFAULTS = {
  seed: 1,
  clients: 12,
  months: 36,
  asOf: "2025-10-20",
  providerKey: "investor",
} as const;

/** Documents for every collection, plus the demo logins. */
export interface DemoData {
  meta: {
    seed: number;
    clients: number;
    months: number;
    asOf: string;
    firstMonth: MonthKey;
    lastMonth: MonthKey;
    providerKey: string;
  };
  regions: Region[];
  countries: Country[];
  funds: Fund[];
  clients: Client[];
  users: User[];
  investments: Investment[];
  covenantConfigs: CovenantConfig[];
  reportConfigs: ReportConfig[];
  formConfigs: FormConfig[];
  reportInstances: ReportInstance[];
  formData: FormData[];
  exchangeRates: ExchangeRate[];
  audits: AuditEntry[];
  /** Username, plain password and role of each demo account; the API's seed hashes them. Never stored as is. */
  demoLogins: DemoLogin[];
}

interface ClientPlan {
  index: number;
  seed: ClientSeed;
  country: CountrySeed;
  doc: Client;
  periods: FinancialPeriod[];
  simulate: () => ModelMonth[];
  model: Map<MonthKey, ModelMonth>;
  org: ReturnType<typeof makeOrganisationProfile>;
  users: User[];
  reporter: PersonRef;
  region: Region;
  stressFrom: MonthKey;
}

const PASSWORDS = {
  admin: "demo-admin",
  rd: "demo-rd",
  im: "demo-im",
  clientAdmin: "demo-clientadmin",
  client: "demo-client",
} as const;

function ascii(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
}

function iso(date: number, hour = 9, minute = 0): string {
  return `${dateNumberToIso(date).slice(0, 11)}${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00.000Z`;
}

function languageOf(country: CountrySeed): User["language"] {
  if (["PE", "EC", "NI"].includes(country.code)) return "es";
  if (country.code === "CI") return "fr";
  if (["GE", "KG"].includes(country.code)) return "ru";
  return "en";
}

/** Generates the demo portfolio. Deterministic: the same options give deeply equal output. */
export function generateDemo(options: GenerateDemoOptions = {}): DemoData {
  const seed = options.seed ?? DEMO_DEFAULTS.seed;
  const clientCount = Math.max(1, Math.floor(options.clients ?? DEMO_DEFAULTS.clients));
  const monthCount = Math.max(13, Math.floor(options.months ?? DEMO_DEFAULTS.months));
  const asOfText = options.asOf ?? DEMO_DEFAULTS.asOf;
  const providerKey = options.providerKey ?? DEMO_DEFAULTS.providerKey;
  const asOfMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(asOfText);
  if (!asOfMatch) throw new RangeError(`asOf must be YYYY-MM-DD, got ${asOfText}`);
  const asOf = dateNumber(Number(asOfMatch[1]), Number(asOfMatch[2]), Number(asOfMatch[3]));
  const lastMonth = addMonths(monthOf(asOf), -1);
  const firstMonth = addMonths(lastMonth, -(monthCount - 1));
  const simFrom = addMonths(firstMonth, -24);
  const rng = new Random(seed);
  const ids = new IdFactory(
    seed,
    Math.floor(Date.UTC(Number(asOfMatch[1]), Number(asOfMatch[2]) - 1, Number(asOfMatch[3])) / 1000),
  );
  const fxRng = rng.fork("fx");
  const peopleRng = rng.fork("people");
  const investRng = rng.fork("investments");
  const reportRng = rng.fork("reports");

  // ------------------------------------------------------------------ countries, regions, funds
  const countryDocs: Country[] = COUNTRIES.map((c) => ({
    _id: stableObjectId(`country:${c.code}`),
    name: c.name,
    code: c.code,
    currency: c.currency,
  }));
  const countryIdOf = (c: CountrySeed) => stableObjectId(`country:${c.code}`);
  const regionDocs: Region[] = REGIONS.map((name) => ({
    _id: stableObjectId(`region:${name}`),
    region: name,
    countries: COUNTRIES.filter((c) => c.region === name).map(countryIdOf),
  }));
  const regionOf = (c: CountrySeed) =>
    regionDocs.find((r) => r.region === c.region) ?? (regionDocs[0] as Region);
  const fundDocs: Fund[] = FUNDS.map((f) => ({
    _id: stableObjectId(`fund:${f.importedId}`),
    importedId: f.importedId,
    name: f.name,
    reportingPeriodicity: f.reportingPeriodicity,
  }));

  const fx = exchangeRateSeries(fxRng, [...new Set(COUNTRIES.map((c) => c.currency))], firstMonth, lastMonth);
  const rateAt = (currency: string, month: MonthKey) => fx.get(currency)?.get(month) ?? 1;

  // ------------------------------------------------------------------ catalogue documents
  const publishedAt = `${monthParts(simFrom).year}-01-01T00:00:00.000Z`;
  const formDocs: FormConfig[] = catalogue.forms.map((f) => ({
    ...structuredClone(f),
    _id: stableObjectId(`formConfig:${f.key}@${f.version}`),
    publishedAt,
  }));
  const reportDocs: ReportConfig[] = catalogue.reports.map((r) => ({
    ...structuredClone(r),
    _id: stableObjectId(`reportConfig:${r.key}@${r.version}`),
    publishedAt,
  }));
  const covenantDocs: CovenantConfig[] = catalogue.covenants.map((c) => ({
    ...structuredClone(c),
    _id: stableObjectId(`covenantConfig:${c.internalName}`),
    statistics: { count: 0 },
  }));
  const formDocOf = (key: string) => formDocs.find((f) => f.key === key) as FormConfig;
  const inputFieldsOf = new Map<string, FieldDefinition[]>(
    formDocs.map((f) => [
      f.key,
      flattenFields(f.fields)
        .map((e) => e.field)
        .filter(isInputField),
    ]),
  );

  // ------------------------------------------------------------------ provider staff
  const users: User[] = [];
  const demoLogins: DemoLogin[] = [];
  const usedEmails = new Set<string>();
  const emailFor = (first: string, last: string, domain: string) => {
    const base = `${ascii(first)}.${ascii(last)}`;
    let email = `${base}@${domain}`;
    for (let n = 2; usedEmails.has(email); n++) email = `${base}${n}@${domain}`;
    usedEmails.add(email);
    return email;
  };
  const created = iso(addDays(monthEnd(simFrom), 1), 8);
  const makeUser = (p: {
    firstName: string;
    lastName: string;
    email: string;
    roles: string[];
    language: User["language"];
    clientIds?: string[];
    regionIds?: string[];
    nameList?: string[];
    invited?: boolean;
    createdBy?: PersonRef;
  }): User => {
    const _id = ids.next();
    const fullName = `${p.firstName} ${p.lastName}`;
    const self: PersonRef = { _id, fullName };
    const user: User = {
      _id,
      created,
      firstName: p.firstName,
      lastName: p.lastName,
      fullName,
      email: p.email,
      lastLogin: p.invited
        ? null
        : iso(addDays(asOf, -peopleRng.int(0, 20)), peopleRng.int(6, 18), peopleRng.int(0, 59)),
      communication: [
        { type: "phone", value: `+${peopleRng.int(1, 998)} ${peopleRng.int(1000000000, 9999999999)}` },
      ],
      language: p.language,
      status: p.invited ? "INVITED" : "ACTIVE",
      changeLog: [
        {
          action: p.invited ? "invited" : "created",
          actionMessage: p.invited ? "Invitation sent" : "User created",
          timestamp: created,
          actionBy: p.createdBy ?? self,
        },
      ],
      roles: p.roles,
      clients: { ids: p.clientIds ?? [], regions: p.regionIds ?? [], nameList: p.nameList ?? [] },
    };
    if (p.invited) {
      const sent = iso(addDays(asOf, -3), 10);
      user.invitation = {
        mailId: `demo-${ids.next()}`,
        lastSendOfInvite: sent,
        expirationDate: iso(addDays(asOf, 27), 10),
        fulfilled: false,
        invitationToken: peopleRng.hex(32),
        validationToken: null,
        ...(p.createdBy ? { creator: p.createdBy } : {}),
        sents: [{ date: sent }],
        bounced: [],
      };
    } else {
      user.userAccountId = ids.next();
    }
    users.push(user);
    return user;
  };
  const login = (user: User, password: string, role: string, home: string) => {
    demoLogins.push({
      username: user.email,
      password,
      role,
      fullName: user.fullName,
      userId: user._id,
      userAccountId: user.userAccountId as string,
      home,
    });
  };
  const providerDomain = `${ascii(providerKey)}.example`;
  const providerHome = `/${providerKey}/`;
  const admin = makeUser({
    ...PROVIDER_STAFF.admin,
    email: emailFor(PROVIDER_STAFF.admin.firstName, PROVIDER_STAFF.admin.lastName, providerDomain),
    roles: [providerKey, `${providerKey}-admin`],
    language: "en",
  });
  const adminRef: PersonRef = { _id: admin._id, fullName: admin.fullName };
  login(admin, PASSWORDS.admin, `${providerKey}-admin`, providerHome);
  for (const rd of PROVIDER_STAFF.regionalDirectors) {
    const region = regionDocs[rd.region] as Region;
    const user = makeUser({
      firstName: rd.firstName,
      lastName: rd.lastName,
      email: emailFor(rd.firstName, rd.lastName, providerDomain),
      roles: [providerKey, `${providerKey}-RD`],
      language: "en",
      regionIds: [region._id],
      createdBy: adminRef,
    });
    login(user, PASSWORDS.rd, `${providerKey}-RD`, providerHome);
  }
  const investmentManagers = PROVIDER_STAFF.investmentManagers.map((im) => {
    const user = makeUser({
      firstName: im.firstName,
      lastName: im.lastName,
      email: emailFor(im.firstName, im.lastName, providerDomain),
      roles: [providerKey, `${providerKey}-IM`],
      language: "en",
      regionIds: im.regions.map((i) => (regionDocs[i] as Region)._id),
      createdBy: adminRef,
    });
    login(user, PASSWORDS.im, `${providerKey}-IM`, providerHome);
    return user;
  });
  makeUser({
    firstName: "Jonas",
    lastName: "Lindqvist",
    email: emailFor("Jonas", "Lindqvist", providerDomain),
    roles: [providerKey, `${providerKey}-IM`],
    language: "en",
    regionIds: [(regionDocs[2] as Region)._id],
    invited: true,
    createdBy: adminRef,
  });
  const imFor = (region: Region) =>
    investmentManagers.find((u) => u.clients.regions.includes(region._id)) ?? (investmentManagers[0] as User);

  // ------------------------------------------------------------------ clients and their financial models
  const seeds = clientSeeds(clientCount, rng.fork("clients"));
  const usedKeys = new Set<string>();
  const plans: ClientPlan[] = seeds.map((clientSeed, index) => {
    const country = COUNTRIES.find((c) => c.name === clientSeed.country) as CountrySeed;
    const region = regionOf(country);
    let key = ascii(clientSeed.name);
    for (let n = 2; usedKeys.has(key); n++) key = `${ascii(clientSeed.name)}-${n}`;
    usedKeys.add(key);
    const periods = buildFinancialPeriods({
      from: simFrom,
      to: lastMonth,
      endMonth: clientSeed.fyEndMonth,
      ...(clientSeed.fyChange ? { changes: [clientSeed.fyChange] } : {}),
    });
    const latestPeriod = periods[periods.length - 1] as FinancialPeriod;
    const centsPerUsd = rateAt(country.currency, firstMonth) * 100;
    const clientRng = rng.fork(`client:${index}`);
    const modelRng = clientRng.fork("model");
    const stressFrom = addMonths(lastMonth, -18);
    // Simulated when the client's reports are written, then dropped, so only one model is in memory at a time.
    const simulate = () =>
      clientSeed.clientType === "AGRO"
        ? simulateAgro(
            {
              revenueAtStart: Math.round(clientSeed.sizeUsd * centsPerUsd),
              growth: clientSeed.growth,
              commodity: clientSeed.commodity ?? "coffee",
              cooperative: clientSeed.cooperative ?? false,
              profit: clientSeed.profitProfile === "profit",
              centsPerUsd,
              financialPeriods: periods,
            },
            modelRng,
            simFrom,
            firstMonth,
            lastMonth,
          )
        : simulateMfi(
            {
              glpAtStart: Math.round(clientSeed.sizeUsd * centsPerUsd),
              growth: clientSeed.growth,
              depositTaking: clientSeed.depositTaking,
              bank: clientSeed.clientType === "BANK",
              profit: clientSeed.profitProfile === "profit",
              stressed: clientSeed.stressed ?? false,
              stressFrom,
              localCurrencyIsUsd: country.currency === "USD",
              centsPerUsd,
              financialPeriods: periods,
            },
            modelRng,
            simFrom,
            firstMonth,
            lastMonth,
          );
    const clientId = ids.next();
    const names = PERSON_NAMES[country.region] ?? { first: ["Alex"], last: ["Morgan"] };
    const person = () => ({ first: peopleRng.pick(names.first), last: peopleRng.pick(names.last) });
    const ceo = person();
    const cfo = person();
    const domain = `${key}.example`;
    const doc: Client = {
      _id: clientId,
      importedId: `C-${String(1001 + index)}`,
      key,
      name: clientSeed.name,
      officialName: clientSeed.officialName,
      clientType: clientSeed.clientType,
      clientConfigType: clientSeed.clientType === "AGRO" ? "AGRO" : "MFI",
      institutionalForm: clientSeed.institutionalForm,
      profitProfile: clientSeed.profitProfile,
      status: clientSeed.status ?? "active",
      worldRegion: region._id,
      yearOfOperationalStart: clientSeed.yearOfOperationalStart,
      address: {
        country: countryIdOf(country),
        countryName: country.name,
        city: country.city,
        postalcode: String(peopleRng.int(10000, 99999)),
        street: peopleRng.pick([
          "Avenida Principal",
          "Main Street",
          "Rue du Commerce",
          "Rustaveli Avenue",
          "Station Road",
          "Kenyatta Avenue",
        ]),
        nr: String(peopleRng.int(1, 400)),
      },
      settings: {
        financialPeriodEnd: { day: latestPeriod.end % 100, month: Math.floor(latestPeriod.end / 100) % 100 },
        currency: country.currency,
        reportingScale: 1000,
      },
      contacts: [
        {
          name: `${ceo.first} ${ceo.last}`,
          role: "Chief Executive Officer",
          email: emailFor(ceo.first, ceo.last, domain),
        },
        {
          name: `${cfo.first} ${cfo.last}`,
          role: "Chief Financial Officer",
          email: emailFor(cfo.first, cfo.last, domain),
        },
      ],
      bottomDate: monthNumber(firstMonth),
      topDate: monthNumber(lastMonth),
      financialPeriods: periods,
    };
    const clientHome = `/client/${key}/`;
    const clientUsers: User[] = [];
    const language = languageOf(country);
    if (index < 12) {
      const a = person();
      const clientAdmin = makeUser({
        firstName: a.first,
        lastName: a.last,
        email: emailFor(a.first, a.last, domain),
        roles: ["CLIENT", "CLIENT-ADMIN"],
        language,
        clientIds: [clientId],
        nameList: [clientSeed.name],
        createdBy: adminRef,
      });
      login(clientAdmin, PASSWORDS.clientAdmin, "CLIENT-ADMIN", clientHome);
      const u = person();
      const clientUser = makeUser({
        firstName: u.first,
        lastName: u.last,
        email: emailFor(u.first, u.last, domain),
        roles: ["CLIENT"],
        language,
        clientIds: [clientId],
        nameList: [clientSeed.name],
        createdBy: { _id: clientAdmin._id, fullName: clientAdmin.fullName },
      });
      login(clientUser, PASSWORDS.client, "CLIENT", clientHome);
      clientUsers.push(clientUser, clientAdmin);
      if (index === 0) {
        const i = person();
        clientUsers.push(
          makeUser({
            firstName: i.first,
            lastName: i.last,
            email: emailFor(i.first, i.last, domain),
            roles: ["CLIENT"],
            language,
            clientIds: [clientId],
            nameList: [clientSeed.name],
            invited: true,
            createdBy: { _id: clientAdmin._id, fullName: clientAdmin.fullName },
          }),
        );
      }
    } else {
      const a = person();
      clientUsers.push(
        makeUser({
          firstName: a.first,
          lastName: a.last,
          email: emailFor(a.first, a.last, domain),
          roles: ["CLIENT", "CLIENT-ADMIN"],
          language,
          clientIds: [clientId],
          nameList: [clientSeed.name],
          invited: true,
          createdBy: adminRef,
        }),
      );
    }
    const reporterUser = clientUsers[0] as User;
    const contact = { name: reporterUser.fullName, email: reporterUser.email };
    return {
      index,
      seed: clientSeed,
      country,
      doc,
      periods,
      simulate,
      model: new Map(),
      org: makeOrganisationProfile(clientRng.fork("org"), clientSeed, country, key, contact),
      users: clientUsers,
      reporter: { _id: reporterUser._id, fullName: reporterUser.fullName },
      region,
      stressFrom,
    };
  });

  // ------------------------------------------------------------------ investments, covenants, waivers
  const covenantRef = (internalName: string): CovenantRef => {
    const c = covenantDocs.find((x) => x.internalName === internalName) as CovenantConfig;
    return {
      _id: c._id as string,
      internalName: c.internalName,
      name: c.name,
      ...(c.guide ? { guide: c.guide } : {}),
      archived: c.archived,
      fieldType: c.fieldType,
    };
  };
  const OPEN = 100000;
  const investmentCovenant = (internalName: string): InvestmentCovenant => {
    const c = covenantDocs.find((x) => x.internalName === internalName) as CovenantConfig;
    const tighten = investRng.pick([1, 1, 1.2]);
    const range: Range = {
      min: c.range.min === null ? -OPEN : c.range.min,
      max: c.range.max === null ? OPEN : Math.round(c.range.max * tighten),
    };
    const alertThreshold =
      c.range.max !== null && c.range.min !== null && c.range.max > 0
        ? Math.round(c.alertThreshold * tighten)
        : c.alertThreshold;
    return {
      _id: ids.next(),
      centralCovenantId: covenantRef(internalName),
      range,
      alertThreshold,
      waivers: [],
    };
  };
  const MFI_CORE = ["covPar30", "covCar", "covOss", "covDebtToEquity"];
  const MFI_EXTRA = [
    "covPar30Wo",
    "covPar90",
    "covWriteOff",
    "covUncoveredCapital",
    "covRiskCoverage",
    "covEquityToAssets",
    "covRoa",
    "covOpenFx",
    "covLiquidity",
    "covSingleBorrower",
    "covRelatedParty",
  ];
  const AGRO_CORE = ["covDscr", "covCurrentRatio", "covNetDebtToEbitda"];
  const AGRO_EXTRA = ["covInterestCoverage", "covAgroDebtToEquity", "covEquityRatio", "covBorrowingBase"];
  const totalInvestments = Math.round((clientCount * 5) / 3);
  const investments: Investment[] = [];
  const firstDay = (m: MonthKey) => dateNumber(monthParts(m).year, monthParts(m).month, 1);
  for (const plan of plans) {
    const count = 1 + (plan.index < totalInvestments - clientCount ? 1 : 0);
    const agro = plan.seed.clientType === "AGRO";
    const im = imFor(plan.region);
    for (let j = 0; j < count; j++) {
      const closed = plan.doc.status === "inactive" || (j === 1 && investRng.chance(0.55));
      const start = closed
        ? addMonths(simFrom, investRng.int(0, 12))
        : addMonths(lastMonth, -investRng.int(8, 44));
      const startDate = dateNumber(monthParts(start).year, monthParts(start).month, investRng.int(1, 28));
      const tenor = investRng.pick([36, 48, 60]);
      let maturityMonth = addMonths(start, tenor);
      if (closed && monthsBetween(maturityMonth, lastMonth) < 1)
        maturityMonth = addMonths(lastMonth, -investRng.int(1, 10));
      if (!closed && monthsBetween(lastMonth, maturityMonth) < 6)
        maturityMonth = addMonths(lastMonth, 6 + investRng.int(0, 24));
      const maturity = monthEnd(maturityMonth);
      const product = agro
        ? j === 0
          ? "Pre-export finance"
          : "Term loan"
        : j === 0
          ? "Senior loan"
          : investRng.pick(["Subordinated loan", "Senior loan", "Equity"]);
      const fund = fundDocs[agro ? 2 : j === 0 ? 0 : 1] as Fund;
      const currency = !agro && investRng.chance(0.5) ? plan.country.currency : "USD";
      const amountUsd = agro ? investRng.float(1, 5) * 1e6 : investRng.float(2, 10) * 1e6;
      const periodicity =
        product === "Equity"
          ? "not required"
          : agro
            ? "quarterly"
            : investRng.chance(0.25)
              ? "quarterly"
              : "monthly";
      const names =
        product === "Equity"
          ? []
          : agro
            ? [...AGRO_CORE, ...AGRO_EXTRA.filter(() => investRng.chance(0.35))]
            : [...MFI_CORE, ...MFI_EXTRA.filter(() => investRng.chance(0.25))];
      investments.push({
        _id: ids.next(),
        importedId: `TM1-${String(10001 + investments.length)}`,
        client: { _id: plan.doc._id, name: plan.doc.name },
        clientType: plan.seed.clientType,
        fund: { _id: fund._id, name: fund.name, reportingPeriodicity: fund.reportingPeriodicity },
        product: { _id: stableObjectId(`product:${product}`), name: product },
        currency,
        country: plan.country.name,
        outstandingAmount: closed
          ? 0
          : Math.round(
              amountUsd *
                (currency === "USD" ? 100 : rateAt(currency, lastMonth) * 100) *
                investRng.float(0.4, 1),
            ),
        firstDisbursementDate: startDate,
        finalMaturityDate: maturity,
        endedAt: closed ? maturity : null,
        lastReportedMonth: null,
        reportingPeriodicity: periodicity,
        investmentManagers: [{ _id: im._id, name: im.fullName, startAt: startDate, endedAt: null }],
        covenants: names.map(investmentCovenant),
      });
    }
  }
  applyWaivers(investments, plans, investRng, ids, covenantRef, { firstMonth, lastMonth, firstDay, asOf });
  for (const c of covenantDocs) {
    c.statistics = {
      count: investments.filter(
        (i) =>
          i.endedAt === null && i.covenants.some((x) => x.centralCovenantId.internalName === c.internalName),
      ).length,
    };
  }

  // ------------------------------------------------------------------ report instances and form data
  const reportInstances: ReportInstance[] = [];
  const formData: FormData[] = [];
  const audits: AuditEntry[] = [];
  const monthsAll = monthRange(firstMonth, lastMonth);
  const investmentsByClient = new Map<string, Investment[]>();
  for (const i of investments)
    investmentsByClient.set(i.client._id, [...(investmentsByClient.get(i.client._id) ?? []), i]);

  const reportedMonths = new Map<string, number[]>();
  const quarterEnds = monthsAll.filter(isQuarterEnd);
  for (const plan of plans) {
    plan.model = new Map(plan.simulate().map((m) => [m.month, m]));
    const clientType = plan.seed.clientType;
    const reports = reportDocs.filter((r) => r.clientTypes.includes(clientType));
    const auditor = imFor(plan.region);
    const auditorRef: PersonRef = { _id: auditor._id, fullName: auditor.fullName };
    const own = investmentsByClient.get(plan.doc._id) ?? [];
    const openInvestments = (month: MonthKey) =>
      own.filter(
        (i) =>
          i.covenants.length > 0 &&
          i.firstDisbursementDate <= monthEnd(month) &&
          (i.endedAt === null || i.endedAt >= monthEnd(month)),
      );
    // Status of the financial report per month: social and covenant reports use its figures, so they are
    // never filed ahead of it.
    const financialStatus = new Map<MonthKey, ReportStatus>();
    for (const report of reports) {
      let periods = report.scheduleType === "monthly" ? monthsAll : quarterEnds;
      if (report.key === "covenantsQuarterly") periods = periods.filter((m) => openInvestments(m).length > 0);
      if (plan.doc.status === "inactive") periods = periods.filter((m) => monthsBetween(m, lastMonth) >= 3);
      const steps = formsOfReport(report, { clientType, forms: formDocs });
      periods.forEach((month) => {
        const age = periods.length - 1 - periods.indexOf(month);
        const due = addDays(monthEnd(month), report.dueAfterDays);
        const financial = report.category === "financial" && report.key !== "covenantsQuarterly";
        let status = statusFor(plan.index, report.key, age, plan.doc.status === "inactive");
        if (financial) financialStatus.set(month, status);
        else if (["created", "in_progress"].includes(financialStatus.get(month) ?? "approved"))
          status = "created";
        const overdue = status === "created" && due < asOf;
        const withData = status !== "created";
        const reportedAt = addDays(monthEnd(month), reportRng.int(5, Math.max(6, report.dueAfterDays - 2)));
        const lastUpdatedDate =
          status === "created"
            ? addDays(monthEnd(month), 1)
            : Math.min(
                asOf,
                status === "approved" || status === "rejected"
                  ? addDays(reportedAt, reportRng.int(2, 12))
                  : reportedAt,
              );
        const reportId = ids.next();
        const fp = financialPeriodOf(plan.periods, month) as FinancialPeriod;
        const instance: ReportInstance = {
          _id: reportId,
          configId: report._id as string,
          config: { _id: report._id as string, key: report.key, name: report.name, version: report.version },
          versions: Object.fromEntries(steps.map((f) => [f.key, f.version])),
          client: {
            _id: plan.doc._id,
            key: plan.doc.key,
            officialName: plan.doc.officialName,
            name: plan.doc.name,
          },
          schedule: { due },
          settings: {
            currency: plan.doc.settings.currency,
            reportingScale: plan.doc.settings.reportingScale,
          },
          context: {
            category: report.category,
            text: periodLabel(month, report.scheduleType === "monthly" ? "month" : "quarter"),
            numeric: monthEnd(month),
            period: periodInfo(plan.periods, month),
          },
          status,
          overdue,
          created: iso(addDays(monthEnd(month), 1), 2),
          lastUpdated: iso(lastUpdatedDate, 11, reportRng.int(0, 59)),
          reportedBy: withData ? plan.reporter : null,
          auditedBy:
            status === "in_review" || status === "approved" || status === "rejected" ? auditorRef : null,
        };
        reportInstances.push(instance);
        if (withData && age <= 2) {
          audits.push({
            _id: ids.next(),
            user: plan.reporter,
            description: "Report submitted",
            text: `${report.name.en} ${instance.context.text} of ${plan.doc.name} submitted for approval`,
            date: iso(reportedAt, 15),
          });
          if (status === "approved" || status === "rejected") {
            audits.push({
              _id: ids.next(),
              user: auditorRef,
              description: status === "approved" ? "Report approved" : "Report rejected",
              text: `${report.name.en} ${instance.context.text} of ${plan.doc.name} ${status}`,
              date: instance.lastUpdated,
            });
          }
        }
        if (!withData) return;
        const filled = status === "in_progress" ? steps.slice(0, Math.ceil(steps.length / 2)) : steps;
        const model = plan.model.get(month) as ModelMonth;
        const social =
          report.key === "socialQuarterly"
            ? socialInputs(plan, month, fp, rateAt(plan.country.currency, month), reportRng)
            : undefined;
        const inputs = (name: string): ModelValue | undefined => social?.[name] ?? model.inputs[name];
        for (const form of filled) {
          const { values, reportedValues } = storedValues(
            form,
            inputFieldsOf.get(form.key) ?? [],
            inputs,
            plan.doc.settings.reportingScale,
          );
          const covenantStatus =
            form.key === "covenants" ? covenantStates(plan, month, openInvestments(month), model) : undefined;
          if (Object.keys(values).length === 0 && !covenantStatus) continue;
          if (form.key !== "covenants") {
            const list = reportedMonths.get(plan.doc._id) ?? [];
            list.push(monthNumber(month));
            reportedMonths.set(plan.doc._id, list);
          }
          formData.push({
            _id: ids.next(),
            clientId: plan.doc._id,
            configId: formDocOf(form.key)._id as string,
            configKey: form.key,
            version: form.version,
            reportId,
            context: {
              numeric: monthEnd(month),
              financialId: fp.financialYearId,
              text: instance.context.text,
              periodType: form.context.periodType,
            },
            values,
            ...(Object.keys(reportedValues).length > 0 ? { reportedValues } : {}),
            ...(covenantStatus ? { covenantStatus } : {}),
            lastUpdated: instance.lastUpdated,
          });
        }
      });
    }
    // The model is no longer needed: let the memory go before the next client.
    plan.model.clear();
  }
  for (const investment of investments) {
    const months = reportedMonths.get(investment.client._id) ?? [];
    const limit = investment.endedAt === null ? Infinity : Math.floor(investment.endedAt / 100);
    const reported = months.filter((m) => m <= limit);
    investment.lastReportedMonth = reported.length > 0 ? Math.max(...reported) : null;
  }
  for (const user of users) {
    if (user._id !== admin._id)
      audits.push({
        _id: ids.next(),
        user: adminRef,
        description: user.status === "INVITED" ? "User invited" : "User created",
        text: `${user.fullName} <${user.email}> with roles ${user.roles.join(", ")}`,
        date: user.created,
      });
  }

  // ------------------------------------------------------------------ exchange rates
  const currencies = [...new Set(["USD", "EUR", ...plans.map((p) => p.country.currency)])].sort();
  const exchangeRates: ExchangeRate[] = monthsAll.map((month) => ({
    _id: ids.next(),
    numericDate: monthEnd(month),
    source: "Ledgerline demo (synthetic rates)",
    quotes: Object.fromEntries(currencies.map((c) => [`USD${c}`, rateAt(c, month)])),
  }));

  return {
    meta: {
      seed,
      clients: clientCount,
      months: monthCount,
      asOf: asOfText,
      firstMonth,
      lastMonth,
      providerKey,
    },
    regions: regionDocs,
    countries: countryDocs,
    funds: fundDocs,
    clients: plans.map((p) => p.doc),
    users,
    investments,
    covenantConfigs: covenantDocs,
    reportConfigs: reportDocs,
    formConfigs: formDocs,
    reportInstances,
    formData,
    exchangeRates,
    audits,
    demoLogins,
  };
}

/** The named clients first (interleaved so small portfolios keep both types), then generated ones. */
function clientSeeds(count: number, rng: Random): ClientSeed[] {
  const order = [0, 8, 1, 2, 9, 3, 4, 10, 5, 6, 11, 7];
  const named = order
    .slice(0, Math.min(count, NAMED_CLIENTS.length))
    .sort((a, b) => a - b)
    .map((i) => NAMED_CLIENTS[i] as ClientSeed);
  const out = [...named];
  for (let i = named.length; i < count; i++) {
    const agro = i % 3 === 2;
    const country = COUNTRIES[i % COUNTRIES.length] as CountrySeed;
    const parts = agro ? AGRO_NAME_PARTS : MFI_NAME_PARTS;
    const name = `${rng.pick(parts.first)} ${rng.pick(parts.second)} ${country.code}-${i}`;
    const bank = !agro && rng.chance(0.25);
    const profit = agro ? rng.chance(0.5) : rng.chance(0.75);
    const commodity = rng.pick(["coffee", "cocoa", "rice", "dairy", "cashew", "fruitVegetables"] as const);
    out.push({
      name,
      officialName: `${name} ${bank ? "Bank Ltd" : agro ? (profit ? "Ltd" : "Cooperative") : profit ? "S.A." : "Association"}`,
      country: country.name,
      clientType: agro ? "AGRO" : bank ? "BANK" : "MFI",
      institutionalForm: agro
        ? "Other"
        : bank
          ? "Bank"
          : profit
            ? "NBFI"
            : rng.pick(["NGO", "Credit Union / SACCO"] as const),
      legalForm: agro ? (profit ? "company" : "cooperative") : bank ? "bank" : profit ? "nbfi" : "ngo",
      profitProfile: profit ? "profit" : "nonprofit",
      yearOfOperationalStart: rng.int(1985, 2015),
      sizeUsd: agro ? rng.float(3, 60) * 1e6 : rng.float(5, 250) * 1e6,
      growth: rng.float(0.02, 0.2),
      depositTaking: !agro && (bank || rng.chance(0.4)),
      fyEndMonth: rng.pick([12, 12, 12, 12, 3, 6, 9]),
      ...(agro ? { commodity, cooperative: !profit } : {}),
      status: rng.chance(0.04) ? "inactive" : rng.chance(0.05) ? "workout" : "active",
    });
  }
  return out;
}

const LATEST_CYCLE: ReportStatus[] = [
  "created",
  "in_progress",
  "submitted",
  "in_review",
  "approved",
  "rejected",
  "created",
  "submitted",
];
const PREVIOUS_CYCLE: ReportStatus[] = [
  "created",
  "approved",
  "in_review",
  "approved",
  "submitted",
  "approved",
];

/** Status of a report by how many periods back it is: older ones are approved, the latest two vary. */
function statusFor(clientIndex: number, reportKey: string, age: number, inactive: boolean): ReportStatus {
  if (inactive) return "approved";
  const shift =
    reportKey === "mfiFinancialMonthly" || reportKey === "agroFinancialQuarterly"
      ? 0
      : reportKey === "socialQuarterly"
        ? 3
        : 5;
  const overdueClient =
    (PREVIOUS_CYCLE[(clientIndex + shift) % PREVIOUS_CYCLE.length] as ReportStatus) === "created";
  if (age === 0)
    return overdueClient
      ? "created"
      : (LATEST_CYCLE[(clientIndex + shift) % LATEST_CYCLE.length] as ReportStatus);
  if (age === 1) return PREVIOUS_CYCLE[(clientIndex + shift) % PREVIOUS_CYCLE.length] as ReportStatus;
  return "approved";
}

/** The stored form of the model's inputs for one form: hundredths for numbers, plus reported currency values. */
function storedValues(
  form: FormConfig,
  fields: readonly FieldDefinition[],
  inputs: (name: string) => ModelValue | undefined,
  scale: number,
): { values: Record<string, StoredValue>; reportedValues: Record<string, number | null> } {
  const values: Record<string, StoredValue> = {};
  const reportedValues: Record<string, number | null> = {};
  for (const field of fields) {
    const value = inputs(field.internalName);
    const numberField = field.type === "numeric" || field.type === "currency" || field.type === "percentual";
    if (value === undefined) {
      if (numberField) throw new Error(`demo model has no value for ${form.key}.${field.internalName}`);
      continue;
    }
    if (field.type === "currency") {
      if (typeof value !== "number" || !Number.isInteger(value))
        throw new Error(`${form.key}.${field.internalName} must be whole cents`);
      values[field.internalName] = value;
      reportedValues[field.internalName] = toReportedValue(value, scale);
    } else if (field.type === "numeric" || field.type === "percentual") {
      values[field.internalName] = engineToStored(field.type, value as number);
    } else {
      values[field.internalName] = value;
    }
  }
  return { values, reportedValues };
}

function socialInputs(
  plan: ClientPlan,
  month: MonthKey,
  fp: FinancialPeriod,
  rate: number,
  rng: Random,
): Record<string, ModelValue> {
  const model = plan.model.get(month) as ModelMonth;
  const agro = plan.seed.clientType === "AGRO";
  const fyMonth = monthsBetween(monthOf(fp.start), month) + 1;
  const previousEnd = plan.periods.filter((p) => p.end < monthEnd(month)).map((p) => p.end);
  const lastAuditedYearEnd = previousEnd.length > 0 ? Math.max(...previousEnd) : addDays(fp.start, -1);
  const employees = agro
    ? Math.max(20, Math.round(plan.seed.sizeUsd / 60000))
    : Number(model.inputs.numberOfStaff ?? 50);
  return organisationInputs(plan.org, rng, {
    fyMonth,
    lastAuditedYearEnd,
    employees,
    agro,
    gniPerCapitaLocalCents: Math.round(plan.country.gniPerCapitaUsd * rate * 100),
    representativeApr: 0.32 + 0.1 * rng.next(),
    growthFactor: 1 + 0.01 * monthsBetween(plan.stressFrom, month),
  });
}

/** The filed state of PAR 30 covenants (the one covenant the model tracks directly), with a motivation when breached. */
function covenantStates(
  plan: ClientPlan,
  month: MonthKey,
  open: Investment[],
  model: ModelMonth,
): Record<string, CovenantState> | undefined {
  if (plan.seed.clientType === "AGRO") return undefined;
  const glp = Number(model.inputs.grossLoanPortfolio);
  const par30 = Number(model.inputs.par30);
  const date = monthEnd(month);
  for (const investment of open) {
    const covenant = investment.covenants.find((c) => c.centralCovenantId.internalName === "covPar30");
    if (!covenant) continue;
    const waiver = covenant.waivers
      .filter((w) => w.startDate <= date && date <= w.endDate)
      .sort((a, b) => a.startDate - b.startDate)[0];
    if (waiver && waiver.waiverType !== "ALTER") return undefined;
    const limits = waiver
      ? { range: waiver.range as Range, alertThreshold: waiver.alertThreshold ?? null }
      : { range: covenant.range, alertThreshold: covenant.alertThreshold };
    const level = covenantLevel(par30 / glp, "percentual", limits);
    if (level === null) return undefined;
    return {
      covPar30: {
        breached: level === "breached",
        alerted: level !== "ok",
        ...(level === "breached" ? { breachMotivation: BREACH_MOTIVATION } : {}),
      },
    };
  }
  return undefined;
}

/**
 * Waivers of each type: the named clients get the realistic cases; larger portfolios get a few at random.
 * Every waiver lies inside its investment's life (covenants are tested from the first disbursement to the
 * end, so a waiver outside it would never apply), and one waiver of each type is in effect from inside the
 * data window until years after `asOf`: the API judges "today" by the clock, and the demo must show a waiver
 * in effect for years after it was generated. No random draw of this function decides a date or a limit of
 * the named clients' waivers, and the ids of the added waivers are derived from names: the draws and ids of
 * everything generated afterwards (reports, form data) stay as they were.
 */
function applyWaivers(
  investments: Investment[],
  plans: ClientPlan[],
  rng: Random,
  ids: IdFactory,
  covenantRef: (name: string) => CovenantRef,
  window: { firstMonth: MonthKey; lastMonth: MonthKey; firstDay: (m: MonthKey) => number; asOf: number },
): void {
  const { lastMonth, firstDay, asOf } = window;
  interface Found {
    investment: Investment;
    covenant: InvestmentCovenant;
  }
  const find = (predicate: (p: ClientPlan) => boolean, covenant: string): Found | undefined => {
    for (const plan of plans.filter(predicate)) {
      for (const investment of investments.filter((i) => i.client._id === plan.doc._id)) {
        const c = investment.covenants.find((x) => x.centralCovenantId.internalName === covenant);
        if (c) return { investment, covenant: c };
      }
    }
    return undefined;
  };
  // A span moved inside the investment's life: one that starts before the first disbursement moves forward,
  // whole months and keeping its length, to the month after it; the end is cut at the final maturity.
  const inLife = (investment: Investment, dates: { startDate: number; endDate: number }) => {
    let { startDate, endDate } = dates;
    if (startDate < investment.firstDisbursementDate) {
      const length = monthsBetween(monthOf(startDate), monthOf(endDate));
      const from = addMonths(monthOf(investment.firstDisbursementDate), 1);
      startDate = firstDay(from);
      endDate = monthEnd(addMonths(from, length));
    }
    return { startDate, endDate: Math.min(endDate, investment.finalMaturityDate) };
  };
  const add = (found: Found | undefined, waiver: Omit<Waiver, "_id">, id?: string) => {
    if (!found) return;
    const dates = inLife(found.investment, waiver);
    if (dates.startDate > dates.endDate) return;
    found.covenant.waivers.push({ _id: id ?? ids.next(), ...waiver, ...dates });
  };
  const span = (fromBack: number, toBack: number) => ({
    startDate: firstDay(addMonths(lastMonth, -fromBack)),
    endDate: monthEnd(addMonths(lastMonth, -toBack)),
  });

  // In effect today, one of each type: on the open investment that lives longest, from six months before the
  // data ends until four years after asOf (or its final maturity, if sooner).
  const longest = investments
    .filter((i) => i.endedAt === null && i.covenants.length > 0)
    .sort((a, b) => b.finalMaturityDate - a.finalMaturityDate || a.importedId.localeCompare(b.importedId))[0];
  const today = {
    startDate: firstDay(addMonths(lastMonth, -6)),
    endDate: monthEnd(addMonths(monthOf(asOf), 48)),
  };
  const onLongest = (covenant: string): Found | undefined => {
    const c = longest?.covenants.find((x) => x.centralCovenantId.internalName === covenant);
    return longest && c ? { investment: longest, covenant: c } : undefined;
  };
  const agro = longest?.clientType === "AGRO";
  const named = (type: string, found: Found | undefined) =>
    found
      ? stableObjectId(
          `waiver:${found.investment.importedId}:${found.covenant.centralCovenantId.internalName}:${type}`,
        )
      : undefined;

  // ALTER: the stressed MFI's PAR 30 limit relaxed to 10 % for three quarters ("relaxed until 31/03").
  add(
    find((p) => p.seed.stressed === true, "covPar30"),
    { waiverType: "ALTER", ...span(14, 6), range: { min: 0, max: 1000 }, alertThreshold: 800 },
  );
  // ALTER: operational self-sufficiency may dip to 95 % while an MFI opens new branches; in effect today when
  // that MFI's loan is the longest one (as in the default demo).
  const oss = find((p) => p.seed.clientType !== "AGRO" && p.seed.stressed !== true, "covOss");
  const ossIsToday = oss !== undefined && oss.investment === longest;
  add(oss, {
    waiverType: "ALTER",
    ...(ossIsToday ? today : span(30, 25)),
    range: { min: 9500, max: 100000 },
    alertThreshold: 10000,
  });
  // REPLACE: capital adequacy replaced by equity to assets for unregulated or transforming institutions.
  add(
    find((p) => p.seed.institutionalForm === "NGO", "covCar"),
    {
      waiverType: "REPLACE",
      ...span(20, -15),
      centralCovenant: covenantRef("covEquityToAssets"),
      range: { min: 2000, max: 100000 },
      alertThreshold: 2300,
    },
  );
  add(
    find((p) => p.seed.fyChange !== undefined, "covCar"),
    {
      waiverType: "REPLACE",
      ...span(21, 16),
      centralCovenant: covenantRef("covEquityToAssets"),
      range: { min: 1800, max: 100000 },
      alertThreshold: 2000,
    },
  );
  // DISABLE: agro covenants switched off over a bad season.
  add(
    find((p) => p.seed.commodity === "cocoa", "covCurrentRatio"),
    { waiverType: "DISABLE", ...span(11, 6) },
  );
  add(
    find((p) => p.seed.commodity === "rice", "covNetDebtToEbitda"),
    { waiverType: "DISABLE", ...span(24, 22) },
  );
  // The other two types in effect today (and ALTER, when the OSS waiver above is not on the longest loan).
  if (!ossIsToday) {
    const alter = onLongest(agro ? "covDscr" : "covOss");
    add(
      alter,
      agro
        ? { waiverType: "ALTER", ...today, range: { min: 110, max: 100000 }, alertThreshold: 115 }
        : { waiverType: "ALTER", ...today, range: { min: 9500, max: 100000 }, alertThreshold: 10000 },
      named("ALTER", alter),
    );
  }
  // REPLACE: capital adequacy (agro: net debt to EBITDA) tested as equity to assets during a restructuring.
  const replaced = onLongest(agro ? "covNetDebtToEbitda" : "covCar");
  add(
    replaced,
    {
      waiverType: "REPLACE",
      ...today,
      centralCovenant: covenantRef(agro ? "covEquityRatio" : "covEquityToAssets"),
      range: { min: 2000, max: 100000 },
      alertThreshold: 2300,
    },
    named("REPLACE", replaced),
  );
  // DISABLE: leverage (agro: the current ratio) not tested during a capital increase.
  const disabled = onLongest(agro ? "covCurrentRatio" : "covDebtToEquity");
  add(disabled, { waiverType: "DISABLE", ...today }, named("DISABLE", disabled));
  // ALTER: the stressed MFI's PAR 30 plus write-offs limit relaxed to 15 % (alert at 12 %) through its
  // recovery: its latest figures sit between the two, the demo's covenant in alert.
  const stressedWo = find((p) => p.seed.stressed === true, "covPar30Wo");
  add(
    stressedWo,
    { waiverType: "ALTER", ...span(5, -6), range: { min: 0, max: 1500 }, alertThreshold: 1200 },
    named("ALTER", stressedWo),
  );
  for (const plan of plans.slice(12)) {
    for (const investment of investments.filter((i) => i.client._id === plan.doc._id)) {
      for (const c of investment.covenants) {
        if (!rng.chance(0.04)) continue;
        const type = rng.pick(["DISABLE", "ALTER", "REPLACE"] as const);
        const back = rng.int(3, 30);
        const dates = span(back, back - rng.int(2, 6));
        const found = { investment, covenant: c };
        if (type === "DISABLE") add(found, { waiverType: "DISABLE", ...dates });
        else if (type === "ALTER")
          add(found, {
            waiverType: "ALTER",
            ...dates,
            range: { ...c.range },
            alertThreshold: c.alertThreshold,
          });
        else {
          const replacement = plan.seed.clientType === "AGRO" ? "covEquityRatio" : "covEquityToAssets";
          add(found, {
            waiverType: "REPLACE",
            ...dates,
            centralCovenant: covenantRef(replacement),
            range: { min: 2000, max: 100000 },
            alertThreshold: 2300,
          });
        }
      }
    }
  }
}
