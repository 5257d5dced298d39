import ExcelJS from "exceljs";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { errorCode, gql, login, seedClient, seedUser } from "../../../test/fixtures";
import type { Loose } from "../../../test/fixtures";
import type { AuditDoc } from "../audits/repository";
import type { ExchangeRateDoc } from "../../model/exchange-rates";
import { CurrencyConverter } from "./converter";
import { MAX_RATE_FILE_BYTES } from "./rate-file";
import { englishText } from "../../platform/messages";
import { currentMonth, monthProblem } from "./rate-rules";
import { EXCHANGE_RATE_CHANGES } from "./rate-catalog";
import { recordChanges } from "../../platform/change-feed";

const database = useTestDatabase("exchange-rates");
const app = useTestApp(database);

const UPLOAD = `success error { code message messageId params fields { field message } } month quotes { currency pair rate } problems { row message messageId params } replaces exchangeRate { _id numericDate month source count currencies }`;
const Q = {
  list: `query ($skip: Int, $limit: Int, $filter: String) { exchangeRates(skip: $skip, limit: $limit, filter: $filter) { results { _id numericDate month source count currencies } pageInfo { total limit offset } } }`,
  one: `query ($id: ID!, $skip: Int, $limit: Int, $filter: String) { singleExchangeRate(exchangeId: $id, skip: $skip, limit: $limit, filter: $filter) { _id numericDate month source count quotes { results { currency pair rate } pageInfo { total limit offset } } } }`,
  preview: `mutation ($month: String!, $file: ExchangeRateFileInput!) { previewExchangeRates(month: $month, file: $file) { ${UPLOAD} } }`,
  upload: `mutation ($month: String!, $file: ExchangeRateFileInput!) { uploadExchangeRates(month: $month, file: $file) { ${UPLOAD} } }`,
};

const tokens = { admin: "", provider: "", director: "", client: "" };

/** 20 months, 2023-01 to 2024-08; every month quotes EUR, even months PEN too; 2024-08 quotes 20 currencies. */
const MONTHS = Array.from({ length: 20 }, (_, i) => {
  const month = `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
  return { month, numericDate: Number(`${month.replace("-", "")}28`) };
});
const MANY = Array.from({ length: 20 }, (_, i) => `X${String.fromCharCode(65 + i)}Z`);

function monthDoc(index: number): ExchangeRateDoc {
  const { month, numericDate } = MONTHS[index]!;
  const quotes: Record<string, number> = { USDUSD: 1, USDEUR: 0.9 + index / 1000 };
  if (index % 2 === 1) quotes.USDPEN = 3.7;
  if (month === "2024-08") for (const [i, code] of MANY.entries()) quotes[`USD${code}`] = i + 1.5;
  return { _id: `6e${String(index).padStart(22, "0")}`, numericDate, source: `Bank ${month}`, quotes };
}

const db = () => database.db();
const rates = () => db().collection<ExchangeRateDoc>("exchangeRates");
const allRates = () => rates().find().sort({ _id: 1 }).toArray();
const csv = (text: string, name = "rates.csv") => ({ name, content: Buffer.from(text).toString("base64") });

async function xlsx(rows: Array<Array<string | number>>) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Rates").addRows(rows);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: "rates.xlsx", content: buffer.toString("base64") };
}

async function call(query: string, variables: Record<string, unknown>, token = tokens.admin) {
  const answer = await gql(app(), query, variables, { token });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return Object.values(answer.data ?? {})[0] as Loose;
}

beforeAll(async () => {
  const client = await seedClient(db(), "Andes Credit");
  const users = {
    admin: await seedUser(db(), "ada.admin@investor.test", ["investor-admin"]),
    provider: await seedUser(db(), "paul.provider@investor.test", ["investor"]),
    director: await seedUser(db(), "rita.director@investor.test", ["investor-RD"], { regions: [] }),
    client: await seedUser(db(), "carla.client@andes.test", ["CLIENT"], { ids: [client._id] }),
  };
  for (const [name, user] of Object.entries(users))
    tokens[name as keyof typeof tokens] = await login(app(), user.email, user.password);
});

beforeEach(async () => {
  // Written straight to the database: recorded, so that the app's kept months follow (rate-catalog.ts).
  const before = (await allRates()).map((month) => month._id);
  await rates().deleteMany({});
  await rates().insertMany(MONTHS.map((_, index) => monthDoc(index)));
  await recordChanges(db(), EXCHANGE_RATE_CHANGES, [
    ...before,
    ...MONTHS.map((_, index) => monthDoc(index)._id),
  ]);
});

describe("exchangeRates and singleExchangeRate", () => {
  it("lists the months newest first, 15 a page, with their source and quoted currencies", async () => {
    const first = await call(Q.list, {}, tokens.provider);
    expect(first.pageInfo).toEqual({ total: 20, limit: 15, offset: 0 });
    expect(first.results.map((rate: Loose) => rate.month)).toEqual(
      MONTHS.map((month) => month.month)
        .reverse()
        .slice(0, 15),
    );
    expect(first.results[1]).toEqual({
      _id: monthDoc(18)._id,
      numericDate: 20240728,
      month: "2024-07",
      source: "Bank 2024-07",
      count: 2,
      currencies: ["EUR", "USD"],
    });
    const second = await call(Q.list, { skip: 15 }, tokens.director);
    expect(second.pageInfo).toEqual({ total: 20, limit: 15, offset: 15 });
    expect(second.results.map((rate: Loose) => rate.month)).toEqual([
      "2023-05",
      "2023-04",
      "2023-03",
      "2023-02",
      "2023-01",
    ]);
  });

  it("filters by part of a month or of a currency code", async () => {
    const march = await call(Q.list, { filter: "2024-03" });
    expect(march.results.map((rate: Loose) => rate.month)).toEqual(["2024-03"]);
    const year = await call(Q.list, { filter: "2024" });
    expect(year.pageInfo.total).toBe(8);
    const pen = await call(Q.list, { filter: "pen" });
    expect(pen.pageInfo.total).toBe(10);
    expect(pen.results.every((rate: Loose) => rate.currencies.includes("PEN"))).toBe(true);
    expect((await call(Q.list, { filter: "GBP" })).results).toEqual([]);
  });

  it("gives one month's quotes sorted by currency, 15 a page, filtered by currency", async () => {
    const id = monthDoc(19)._id;
    const first = await call(Q.one, { id });
    expect(first).toMatchObject({ _id: id, month: "2024-08", numericDate: 20240828, count: 23 });
    expect(first.quotes.pageInfo).toEqual({ total: 23, limit: 15, offset: 0 });
    expect(first.quotes.results[0]).toEqual({ currency: "EUR", pair: "USDEUR", rate: 0.919 });
    const second = await call(Q.one, { id, skip: 15 });
    expect(second.quotes.results.map((quote: Loose) => quote.currency)).toEqual([
      "XMZ",
      "XNZ",
      "XOZ",
      "XPZ",
      "XQZ",
      "XRZ",
      "XSZ",
      "XTZ",
    ]);
    const filtered = await call(Q.one, { id, filter: "us" });
    expect(filtered.quotes.results).toEqual([{ currency: "USD", pair: "USDUSD", rate: 1 }]);
    expect(await call(Q.one, { id: "6e0000000000000000000999" })).toBeNull();
  });

  it("refuses client users, who hold exchangeRates.read only for their reports' conversions", async () => {
    expect(errorCode(await gql(app(), Q.list, {}, { token: tokens.client }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(app(), Q.one, { id: monthDoc(0)._id }, { token: tokens.client }))).toBe(
      "FORBIDDEN",
    );
    expect(errorCode(await gql(app(), Q.list, {}))).toBe("UNAUTHENTICATED");
  });
});

describe("previewExchangeRates and uploadExchangeRates", () => {
  const FILE = "currency,rate\nPEN,3.7512\nEUR,0.92\nUSD,1\nKES,129.123456\n";

  it("previews a file: its quotes sorted, whether it replaces a month, and stores nothing", async () => {
    const before = await allRates();
    const fresh = await call(Q.preview, { month: "2025-01", file: csv(FILE) });
    expect(fresh).toMatchObject({
      success: true,
      error: null,
      month: "2025-01",
      problems: [],
      replaces: false,
    });
    expect(fresh.quotes).toEqual([
      { currency: "EUR", pair: "USDEUR", rate: 0.92 },
      { currency: "KES", pair: "USDKES", rate: 129.123456 },
      { currency: "PEN", pair: "USDPEN", rate: 3.7512 },
      { currency: "USD", pair: "USDUSD", rate: 1 },
    ]);
    expect(fresh.exchangeRate).toBeNull();
    const existing = await call(Q.preview, { month: "2024-03", file: csv(FILE) });
    expect(existing.replaces).toBe(true);
    expect(await allRates()).toEqual(before);
  });

  it("stores a new month on upload, as the converter reads it, and audits it", async () => {
    const answer = await call(Q.upload, { month: "2025-02", file: csv(FILE, "bcrp-2025-02.csv") });
    expect(answer).toMatchObject({ success: true, month: "2025-02", replaces: false });
    expect(answer.exchangeRate).toMatchObject({
      numericDate: 20250228,
      month: "2025-02",
      source: "bcrp-2025-02.csv",
      count: 4,
    });
    const stored = (await rates().findOne({ numericDate: 20250228 }))!;
    expect(stored).toEqual({
      _id: answer.exchangeRate._id,
      numericDate: 20250228,
      source: "bcrp-2025-02.csv",
      quotes: { USDEUR: 0.92, USDKES: 129.123456, USDPEN: 3.7512, USDUSD: 1 },
    });
    expect(new CurrencyConverter([stored]).factor("EUR", "PEN", 20250228).factor).toBeCloseTo(3.7512 / 0.92);
    const entry = await db()
      .collection<AuditDoc>("audits")
      .findOne({ action: "uploadExchangeRates", targets: stored._id });
    expect(entry).toMatchObject({
      user: { fullName: "Ada Admin" },
      description: "Exchange rates stored",
      text: "2025-02 from bcrp-2025-02.csv: 4 rates",
    });
  });

  it("replaces a month's rates, keeping its id, and lists it", async () => {
    const id = monthDoc(14)._id;
    const answer = await call(Q.upload, { month: "2024-03", file: csv("pair,rate\nUSDGBP,0.79\n") });
    expect(answer).toMatchObject({
      success: true,
      replaces: true,
      exchangeRate: { _id: id, currencies: ["GBP"] },
    });
    expect(await rates().countDocuments()).toBe(20);
    expect((await rates().findOne({ _id: id }))?.quotes).toEqual({ USDGBP: 0.79 });
    expect(await rates().findOne({ _id: id })).toMatchObject({ numericDate: 20240331 });
    expect((await call(Q.list, { filter: "GBP" })).results.map((rate: Loose) => rate._id)).toEqual([id]);
    const entry = await db()
      .collection<AuditDoc>("audits")
      .findOne({ action: "uploadExchangeRates", targets: id });
    expect(entry?.description).toBe("Exchange rates replaced");
  });

  it("gives one month one document when two first uploads of it run at once", async () => {
    const answers = await Promise.all([
      call(Q.upload, { month: "2025-03", file: csv("currency,rate\nEUR,0.91\n") }),
      call(Q.upload, { month: "2025-03", file: csv("currency,rate\nEUR,0.93\n") }),
    ]);
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect(await rates().countDocuments({ numericDate: 20250331 })).toBe(1);
  });

  it("reads an Excel workbook and a semicolon-separated CSV like a comma-separated one", async () => {
    const workbook = await xlsx([["Currency", "Rate"], ["PEN", 3.75], [], ["EUR", 0.9]]);
    const fromExcel = await call(Q.preview, { month: "2025-01", file: workbook });
    expect(fromExcel.quotes).toEqual([
      { currency: "EUR", pair: "USDEUR", rate: 0.9 },
      { currency: "PEN", pair: "USDPEN", rate: 3.75 },
    ]);
    const semicolons = await call(Q.preview, {
      month: "2025-01",
      file: csv("\uFEFFcurrency;rate\r\nPEN;3.75\r\n"),
    });
    expect(semicolons.quotes).toEqual([{ currency: "PEN", pair: "USDPEN", rate: 3.75 }]);
  });

  it("refuses a file with bad rows as a whole, every problem with its row number, and stores nothing", async () => {
    const before = await allRates();
    const file = csv(
      "currency,rate\nPEN,3.75\n\npen,3.75\nEUR,-1\nKES,12.1234567\nPEN,3.8\nUSD,2\nGBP\nBRL,5,x\nXOF,\n",
    );
    for (const query of [Q.preview, Q.upload]) {
      const answer = await call(query, { month: "2025-01", file });
      expect(answer).toMatchObject({
        success: false,
        error: {
          code: "BAD_USER_INPUT",
          message: "The file has 8 problems; nothing was stored.",
          messageId: "rate-file-problems",
          params: { count: 8 },
        },
        quotes: [],
        exchangeRate: null,
      });
      expect(answer.problems).toMatchObject([
        { row: 4, message: 'Row 4: currency must be a code of 3 capital letters, e.g. PEN (found "pen")' },
        { row: 5, message: 'Row 5: rate must be a positive number, e.g. 3.75 (found "-1")' },
        { row: 6, message: "Row 6: rate has more than 6 decimals" },
        { row: 7, message: "Row 7: PEN is already given in row 2" },
        { row: 8, message: "Row 8: USD is the base currency: its rate must be 1" },
        { row: 9, message: "Row 9: expected 2 columns (currency, rate), found 1" },
        { row: 10, message: "Row 10: expected 2 columns (currency, rate), found 3" },
        { row: 11, message: "Row 11: expected 2 columns (currency, rate), found 1" },
      ]);
      // What the portal words each problem from in the interface language.
      expect(answer.problems.map(({ messageId, params }: Loose) => ({ messageId, params }))).toEqual([
        { messageId: "rate-row-currency", params: { row: 4, found: "pen" } },
        { messageId: "rate-row-rate", params: { row: 5, found: "-1" } },
        { messageId: "rate-row-decimals", params: { row: 6, max: 6 } },
        { messageId: "rate-row-duplicate", params: { row: 7, currency: "PEN", firstRow: 2 } },
        { messageId: "rate-row-base", params: { row: 8 } },
        { messageId: "rate-row-columns", params: { row: 9, column: "currency", count: 1 } },
        { messageId: "rate-row-columns", params: { row: 10, column: "currency", count: 3 } },
        { messageId: "rate-row-columns", params: { row: 11, column: "currency", count: 1 } },
      ]);
    }
    const pairs = await call(Q.preview, {
      month: "2025-01",
      file: csv("pair,rate\nPEN,3.75\nUSDEUR,0\n,1.5\nUSDKES\n"),
    });
    expect(pairs.problems).toEqual([
      {
        row: 2,
        message: 'Row 2: pair must be USD followed by a currency code in capitals, e.g. USDPEN (found "PEN")',
        messageId: "rate-row-pair",
        params: { row: 2, found: "PEN" },
      },
      {
        row: 3,
        message: 'Row 3: rate must be a positive number, e.g. 3.75 (found "0")',
        messageId: "rate-row-rate",
        params: { row: 3, found: "0" },
      },
      {
        row: 4,
        message: "Row 4: pair must be USD followed by a currency code in capitals, e.g. USDPEN (found empty)",
        messageId: "rate-row-pair-empty",
        params: { row: 4 },
      },
      {
        row: 5,
        message: "Row 5: expected 2 columns (pair, rate), found 1",
        messageId: "rate-row-columns",
        params: { row: 5, column: "pair", count: 1 },
      },
    ]);
    const blank = await call(Q.preview, { month: "2025-01", file: csv("currency,rate\n,3.75\n") });
    expect(blank.problems).toEqual([
      {
        row: 2,
        message: "Row 2: currency must be a code of 3 capital letters, e.g. PEN (found empty)",
        messageId: "rate-row-currency-empty",
        params: { row: 2 },
      },
    ]);
    expect(await allRates()).toEqual(before);
  });

  it("refuses a wrong header, a file without rates and one with too many", async () => {
    const before = await allRates();
    const header = await call(Q.upload, { month: "2025-01", file: csv("code,value\nPEN,3.75\n") });
    expect(header.problems).toEqual([
      {
        row: 1,
        message: "Row 1: the first row must be the header currency,rate (or pair,rate)",
        messageId: "rate-row-header",
        params: { row: 1 },
      },
    ]);
    const empty = await call(Q.upload, { month: "2025-01", file: csv("currency,rate\n\n") });
    expect(empty.error.message).toBe("The file has no rates: add one row per currency under the header.");
    const codes = Array.from({ length: 301 }, (_, i) =>
      [65 + Math.floor(i / 676), 65 + (Math.floor(i / 26) % 26), 65 + (i % 26)]
        .map((c) => String.fromCharCode(c))
        .join(""),
    );
    const many = await call(Q.upload, {
      month: "2025-01",
      file: csv(`currency,rate\n${codes.map((code) => `${code},1.5`).join("\n")}\n`),
    });
    expect(many.error.message).toBe("The file has 301 rates; at most 300 are accepted.");
    expect(await allRates()).toEqual(before);
  });

  it("refuses files that are too large, not CSV nor .xlsx, or not base64", async () => {
    const before = await allRates();
    const refusedWith = async (file: { name: string; content: string }, message: string) => {
      const answer = await call(Q.upload, { month: "2025-01", file });
      expect(answer).toMatchObject({
        success: false,
        error: { code: "BAD_USER_INPUT", message, fields: [{ field: "file", message }] },
        problems: [],
      });
    };
    const big = `currency,rate\n${"PEN,3.75\n".repeat(MAX_RATE_FILE_BYTES / 9 + 1)}`;
    await refusedWith(csv(big), "The file is larger than 512 KB.");
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await refusedWith(
      { name: "rates.csv", content: png.toString("base64") },
      "The file is neither a CSV file nor an Excel workbook (.xlsx).",
    );
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ]);
    await refusedWith(
      { name: "rates.xls", content: xls.toString("base64") },
      "This is an Excel 97-2003 workbook (.xls): save it as an Excel Workbook (.xlsx) or as CSV.",
    );
    await refusedWith(
      { name: "rates.xlsx", content: Buffer.from("PK\u0003\u0004 not a zip").toString("base64") },
      "This workbook is damaged and cannot be opened: save it again in Excel.",
    );
    await refusedWith(
      { name: "rates.csv", content: "not base64!" },
      "The file's content is not valid base64.",
    );
    await refusedWith({ name: "rates.csv", content: "" }, "The file is empty.");
    expect(await allRates()).toEqual(before);
  });

  it("refuses a month in the future, before 2000 or not written YYYY-MM", async () => {
    const before = await allRates();
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const future = currentMonth(next);
    const answer = await call(Q.upload, { month: future, file: csv(FILE) });
    expect(answer).toMatchObject({
      success: false,
      error: {
        fields: [
          { field: "month", message: `${future} is in the future: rates are stored for past months only.` },
        ],
      },
    });
    expect((await call(Q.preview, { month: currentMonth(), file: csv(FILE) })).success).toBe(true);
    expect((await call(Q.upload, { month: "1999-12", file: csv(FILE) })).error.message).toBe(
      "Months before 2000 are not accepted.",
    );
    expect((await call(Q.upload, { month: "2025-13", file: csv(FILE) })).error.message).toBe(
      "The month must be written YYYY-MM, e.g. 2025-03.",
    );
    expect(englishText(monthProblem("2026-02", new Date("2026-01-31T23:59:59Z"))!)).toMatch(/in the future/);
    expect(monthProblem("2026-02", new Date("2026-02-01T00:00:00Z"))).toBeNull();
    expect(await allRates()).toEqual(before);
  });

  it("is for admins only: other provider users and client users get FORBIDDEN and nothing changes", async () => {
    const before = await allRates();
    const audits = await db().collection("audits").countDocuments();
    for (const token of [tokens.provider, tokens.director, tokens.client])
      for (const query of [Q.preview, Q.upload])
        expect(errorCode(await gql(app(), query, { month: "2025-01", file: csv(FILE) }, { token }))).toBe(
          "FORBIDDEN",
        );
    expect(await allRates()).toEqual(before);
    expect(await db().collection("audits").countDocuments()).toBe(audits);
  });

  it("audits a preview, which stores nothing", async () => {
    await call(Q.preview, { month: "2024-12", file: csv(FILE, "check.csv") });
    const entry = await db()
      .collection<AuditDoc>("audits")
      .find({ action: "previewExchangeRates" })
      .sort({ date: -1 })
      .limit(1)
      .next();
    expect(entry).toMatchObject({
      description: "Exchange rates checked",
      text: "2024-12 from check.csv: 4 rates",
    });
  });
});
