// Exchange rates (spec 3 §2, §7, §9): provider users read the months and their quotes; admins load a month
// from a file in two stateless steps (docs/exchange-rates.md): previewExchangeRates reads and checks it and
// stores nothing, uploadExchangeRates checks the same file again and stores the month (insert or replace).
// Either refuses the whole file, with every problem by row number, when anything in it is wrong.
import { monthOf } from "@ledgerline/schemas";
import type {
  ExchangeRate as ExchangeRateView,
  ExchangeRatePage,
  ExchangeRateQuote,
  ExchangeRateRowProblem,
  ExchangeRateUploadResult,
  MutationPreviewExchangeRatesArgs,
  MutationUploadExchangeRatesArgs,
  QueryExchangeRatesArgs,
  QuerySingleExchangeRateArgs,
  Resolvers,
  SingleExchangeRate,
} from "../../generated/graphql";
import type { GraphQLContext } from "../../graphql/context";
import { operationsOver } from "../../graphql/operation";
import { ERROR_CODES, failed, fieldError, forbidden, succeeded, wording } from "../../platform/errors";
import type { FieldError, Text } from "../../platform/errors";
import { paging, text } from "../../platform/input";
import type { Access } from "../access/access";
import type { ExchangeRateDoc } from "../../model/exchange-rates";
import { personRef } from "../../model/users";
import type { JobRunner } from "../../platform/worker-pool";
import { decodeFile, rateFileJob } from "./rate-file";
import { checkRateRows, monthNumericDate, monthProblem } from "./rate-rules";
import type { Quote, RowProblem } from "./rate-rules";
import type { AuditLog } from "../audits/repository";
import type { ExchangeRatesRepository } from "./repository";

/** What the exchange-rate operations use of the services (app.ts's services meet it). */
export interface ExchangeRatesServices {
  audits: AuditLog;
  exchangeRates: ExchangeRatesRepository;
  /** Where the file is read, off the request thread (the worker pool). */
  workers: JobRunner;
}

type Context = GraphQLContext<ExchangeRatesServices>;
const { securedOperation } = operationsOver<ExchangeRatesServices>();

/** Spec 3 §9: exchange rates 15 a page, quotes 15 a page. */
export const DEFAULT_EXCHANGE_RATE_PAGE = 15;
const BASE_CURRENCY = "USD";
const MAX_SOURCE_LENGTH = 120;

/** Client users hold `exchangeRates.read` for their reports' conversions, not for these screens. */
function requireProvider(access: Access): void {
  if (!access.profile.isProvider) throw forbidden();
}

function quotesOf(rate: ExchangeRateDoc): ExchangeRateQuote[] {
  return Object.entries(rate.quotes)
    .filter(([pair]) => pair.startsWith(BASE_CURRENCY))
    .map(([pair, value]) => ({ currency: pair.slice(BASE_CURRENCY.length), pair, rate: value }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

function toView(rate: ExchangeRateDoc): ExchangeRateView {
  const currencies = quotesOf(rate).map((quote) => quote.currency);
  return {
    _id: rate._id,
    numericDate: rate.numericDate,
    month: monthOf(rate.numericDate),
    source: rate.source,
    count: currencies.length,
    currencies,
  };
}

function matchesMonth(rate: ExchangeRateDoc, search: string): boolean {
  const view = toView(rate);
  return (
    view.month.includes(search) || view.currencies.some((currency) => currency.includes(search.toUpperCase()))
  );
}

function page<T>(items: readonly T[], skip: number, limit: number) {
  return { results: items.slice(skip, skip + limit), pageInfo: { total: items.length, limit, offset: skip } };
}

function toQuote({ currency, rate }: Quote): ExchangeRateQuote {
  return { currency, pair: `${BASE_CURRENCY}${currency}`, rate };
}

/** A row's problem as answered: its English, and its message's id and params for the portal to word. */
function toProblemView({ row, message }: RowProblem): ExchangeRateRowProblem {
  return { row, ...wording(message) };
}

type Checked =
  | { ok: true; month: string; quotes: Quote[]; source: string }
  | { ok: false; result: ExchangeRateUploadResult };

function refusal(
  month: string,
  message: Text,
  fields: FieldError[] = [],
  problems: RowProblem[] = [],
): { ok: false; result: ExchangeRateUploadResult } {
  return {
    ok: false,
    result: {
      ...failed(ERROR_CODES.BAD_USER_INPUT, message, fields),
      month: month || null,
      quotes: [],
      problems: problems.map(toProblemView),
      replaces: false,
      exchangeRate: null,
    },
  };
}

/**
 * The month and the file, read (on a worker thread) and checked; nothing is stored here. A full queue of
 * files to read refuses the call with TOO_MANY_REQUESTS (WorkerPoolBusy).
 */
async function checkUpload(workers: JobRunner, args: MutationPreviewExchangeRatesArgs): Promise<Checked> {
  const month = text(args.month);
  const wrongMonth = monthProblem(month);
  if (wrongMonth) return refusal(month, wrongMonth, [fieldError("month", wrongMonth)]);
  const decoded = decodeFile(text(args.file.content));
  if (!decoded.ok) return refusal(month, decoded.message, [fieldError("file", decoded.message)]);
  const reading = await workers.run(rateFileJob, decoded.bytes);
  if (!reading.ok) return refusal(month, reading.message, [fieldError("file", reading.message)]);
  const rows = checkRateRows(reading.rows);
  if (!rows.ok) return refusal(month, rows.message, [fieldError("file", rows.message)], rows.problems);
  const source = text(args.file.name).slice(0, MAX_SOURCE_LENGTH) || "Uploaded file";
  return { ok: true, month, quotes: rows.quotes, source };
}

async function audit(
  context: Context,
  access: Access,
  action: string,
  description: string,
  detail: string,
  target?: string,
): Promise<void> {
  await context.services.audits.record({
    user: personRef(access.user),
    action,
    description,
    text: detail,
    targets: [target],
  });
}

function uploadSummary(month: string, fileName: string, outcome: string): string {
  return `${month} from ${text(fileName) || "a file"}: ${outcome}`;
}

export const exchangeRatesResolvers: Resolvers<Context> = {
  Query: {
    exchangeRates: securedOperation(
      ["exchangeRates", "read"],
      "none",
      async (args: QueryExchangeRatesArgs, context, access): Promise<ExchangeRatePage> => {
        requireProvider(access);
        const { skip, limit } = paging(args.skip, args.limit, DEFAULT_EXCHANGE_RATE_PAGE);
        const search = text(args.filter);
        const months = await context.services.exchangeRates.all();
        const found = search ? months.filter((rate) => matchesMonth(rate, search)) : months;
        return page(found.map(toView), skip, limit);
      },
    ),
    singleExchangeRate: securedOperation(
      ["exchangeRates", "read"],
      "none",
      async (args: QuerySingleExchangeRateArgs, context, access): Promise<SingleExchangeRate | null> => {
        requireProvider(access);
        const rate = await context.services.exchangeRates.byId(text(args.exchangeId));
        if (!rate) return null;
        const { skip, limit } = paging(args.skip, args.limit, DEFAULT_EXCHANGE_RATE_PAGE);
        const search = text(args.filter).toUpperCase();
        const quotes = quotesOf(rate).filter((quote) => quote.currency.includes(search));
        const { _id, numericDate, month, source, count } = toView(rate);
        return { _id, numericDate, month, source, count, quotes: page(quotes, skip, limit) };
      },
    ),
  },
  Mutation: {
    previewExchangeRates: securedOperation(
      ["exchangeRates", "import"],
      "all",
      async (args: MutationPreviewExchangeRatesArgs, context, access): Promise<ExchangeRateUploadResult> => {
        const checked = await checkUpload(context.services.workers, args);
        // A check changes nothing but is audited like the other checks (validateCovenant).
        const outcome = checked.ok
          ? `${checked.quotes.length} rates`
          : `refused, ${checked.result.error?.message}`;
        await audit(
          context,
          access,
          "previewExchangeRates",
          "Exchange rates checked",
          uploadSummary(text(args.month), args.file.name, outcome),
        );
        if (!checked.ok) return checked.result;
        const existing = await context.services.exchangeRates.byMonth(checked.month);
        return {
          ...succeeded(),
          month: checked.month,
          quotes: checked.quotes.map(toQuote),
          problems: [],
          replaces: existing !== null,
          exchangeRate: null,
        };
      },
    ),
    uploadExchangeRates: securedOperation(
      ["exchangeRates", "import"],
      "all",
      async (args: MutationUploadExchangeRatesArgs, context, access): Promise<ExchangeRateUploadResult> => {
        const checked = await checkUpload(context.services.workers, args);
        if (!checked.ok) return checked.result;
        const { stored, replaced } = await context.services.exchangeRates.store(checked.month, {
          numericDate: monthNumericDate(checked.month),
          source: checked.source,
          quotes: Object.fromEntries(
            checked.quotes.map(({ currency, rate }) => [`${BASE_CURRENCY}${currency}`, rate]),
          ),
        });
        await audit(
          context,
          access,
          "uploadExchangeRates",
          replaced ? "Exchange rates replaced" : "Exchange rates stored",
          uploadSummary(checked.month, args.file.name, `${checked.quotes.length} rates`),
          stored._id,
        );
        return {
          ...succeeded(),
          month: checked.month,
          quotes: checked.quotes.map(toQuote),
          problems: [],
          replaces: replaced,
          exchangeRate: toView(stored),
        };
      },
    ),
  },
};
