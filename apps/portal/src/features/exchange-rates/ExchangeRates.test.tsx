import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import type { WhoAmI } from "../../api/types";
import { fakeApi } from "../../../test/fakeApi";
import { essentials, providerAdmin } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { rateLabel } from "./format";
import type { ExchangeRateMonth, Quote, UploadResult } from "./types";

// The whole portal renders in jsdom: on a busy machine the first render takes seconds.
const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };

/** The admin as the API describes him: exchangeRates.import is what shows the upload. */
const importer: WhoAmI = {
  ...providerAdmin,
  permissions: [
    ...(providerAdmin.permissions ?? []),
    { context: "exchangeRates", action: "read", value: 1 },
    { context: "exchangeRates", action: "import", value: 1 },
  ],
};

const month = (index: number, overrides: Partial<ExchangeRateMonth> = {}): ExchangeRateMonth => ({
  _id: `xr-${index}`,
  numericDate: 20250331,
  month: "2025-03",
  source: "Central bank",
  count: 12,
  ...overrides,
});

const page = (rows: ExchangeRateMonth[], total = rows.length) => ({
  results: rows,
  pageInfo: { total, limit: 15, offset: 0 },
});

const QUOTES: Quote[] = [
  { currency: "EUR", pair: "USDEUR", rate: 0.92341 },
  { currency: "PEN", pair: "USDPEN", rate: 3.75 },
];

function api(graphql: Record<string, unknown> = {}, whoAmI: WhoAmI = importer) {
  return fakeApi({
    graphql: {
      whoAmI,
      essentials,
      exchangeRates: page([month(1)]),
      ...(graphql as object),
    },
  });
}

const PATH = "/investor/admin/exchangerates";
const location = () => screen.getByTestId("location").textContent;

describe("the exchange rates list", SLOW, () => {
  it("shows month (MMM/YYYY), source and quotes, and opens a month by click or Enter", async () => {
    const fake = api({
      exchangeRates: page([month(1), month(2, { numericDate: 20250228, month: "2025-02", count: 3 })]),
    });
    renderApp(PATH, fake, { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    expect(screen.getByRole("heading", { level: 2, name: "Exchange rates" })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Month", "Source", "Quotes"]);
    const row = await within(table).findByText("Mar/2025");
    expect(
      within(row.closest("tr")!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Mar/2025", "Central bank", "12"]);
    expect(fake.calls("exchangeRates")[0]!.variables).toEqual({ skip: 0, limit: 15 });
    expect(document.querySelector(".ant-pagination")).toBeNull();
    fireEvent.keyDown(document.querySelector<HTMLElement>('tr[data-month="2025-02"]')!, { key: "Enter" });
    await waitFor(() => expect(location()).toBe("/investor/admin/exchangerates/xr-2"));
  });

  it("pages on the server, 15 a page, and searches once typing has stopped for 600 ms, from page 1", async () => {
    const fake = api({
      exchangeRates: (variables: Record<string, unknown>) =>
        variables.filter
          ? page([])
          : page([month(1, { source: `Months from ${String(variables.skip)}` })], 40),
    });
    renderApp(PATH, fake, { token: "t" });
    await screen.findByText("Months from 0", {}, LOADED);
    await userEvent.click(within(document.querySelector<HTMLElement>(".ant-pagination")!).getByTitle("2"));
    expect(await screen.findByText("Months from 15")).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole("searchbox", { name: "Search a month (2025-03) or currency" }),
      "PEN",
    );
    expect(screen.queryByText("No exchange rates")).toBeNull();
    expect(await screen.findByText("No exchange rates", {})).toBeInTheDocument();
    const searched = fake.calls("exchangeRates").filter((call) => call.variables.filter);
    expect(searched.map((call) => call.variables)).toEqual([{ filter: "PEN", skip: 0, limit: 15 }]);
  });

  it("says so when the exchange rates cannot be loaded", async () => {
    const fake = api();
    delete fake.graphql.exchangeRates;
    renderApp(PATH, fake, { token: "t" });
    expect(
      await screen.findByText("The exchange rates could not be loaded.", {}, LOADED),
    ).toBeInTheDocument();
  });

  it("offers the upload only to users who may import rates", async () => {
    renderApp(PATH, api({}, providerAdmin), { token: "t" });
    await screen.findByText("Mar/2025", {}, LOADED);
    expect(screen.queryByRole("button", { name: /Load a month's rates/ })).toBeNull();
  });
});

describe("a month's quotes", SLOW, () => {
  it("shows currency, pair USD/XXX and the rate with exactly 4 decimals, 15 a page, and links back", async () => {
    const fake = api({
      singleExchangeRate: (variables: Record<string, unknown>) => ({
        ...month(1),
        count: 20,
        quotes: {
          results: variables.skip ? [{ currency: "ZMW", pair: "USDZMW", rate: 26.1 }] : QUOTES,
          pageInfo: { total: 20, limit: 15, offset: variables.skip },
        },
      }),
    });
    renderApp(`${PATH}/xr-1`, fake, { token: "t" });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Exchange rates · Mar/2025" }, LOADED),
    ).toBeInTheDocument();
    const table = screen.getByRole("table");
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ["EUR", "USD/EUR", "0.9234"],
      ["PEN", "USD/PEN", "3.7500"],
    ]);
    expect(fake.calls("singleExchangeRate")[0]!.variables).toEqual({
      exchangeId: "xr-1",
      skip: 0,
      limit: 15,
    });
    await userEvent.click(within(document.querySelector<HTMLElement>(".ant-pagination")!).getByTitle("2"));
    expect(await screen.findByText("26.1000")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: /Back to exchange rates/ }));
    await waitFor(() => expect(location()).toBe(PATH));
  });

  it("says when the month does not exist", async () => {
    renderApp(`${PATH}/xr-9`, api({ singleExchangeRate: null }), { token: "t" });
    expect(await screen.findByText("No exchange rates for this month", {}, LOADED)).toBeInTheDocument();
  });

  it("writes rates in the interface language's number format", () => {
    expect(rateLabel(3.75, "en")).toBe("3.7500");
    expect(rateLabel(3.75, "fr")).toBe("3,7500");
    expect(rateLabel(1234.56789, "en")).toBe("1,234.5679");
  });
});

describe("loading a month's rates", SLOW, () => {
  const refused: UploadResult = {
    success: false,
    error: {
      code: "BAD_USER_INPUT",
      message: "The file has 2 problems; nothing was stored.",
      messageId: "rate-file-problems",
      params: { count: 2 },
      fields: [],
    },
    month: "2025-03",
    quotes: [],
    problems: [
      {
        row: 3,
        message: 'Row 3: rate must be a positive number, e.g. 3.75 (found "-1")',
        messageId: "rate-row-rate",
        params: { row: 3, found: "-1" },
      },
      {
        row: 4,
        message: "Row 4: PEN is already given in row 2",
        messageId: "rate-row-duplicate",
        params: { row: 4, currency: "PEN", firstRow: 2 },
      },
    ],
    replaces: false,
    exchangeRate: null,
  };
  const accepted: UploadResult = {
    success: true,
    error: null,
    month: "2025-03",
    quotes: QUOTES,
    problems: [],
    replaces: true,
    exchangeRate: null,
  };
  const FILE_TEXT = "currency,rate\nEUR,0.92341\nPEN,3.75\n";
  // In English, as the screen is rendered here: dayjs keeps its global locale, which an earlier file's render
  // in another language may have left set.
  const previousMonth = dayjs().locale("en").subtract(1, "month");

  async function openWithFile(fake: ReturnType<typeof api>) {
    renderApp(PATH, fake, { token: "t" });
    await userEvent.click(await screen.findByRole("button", { name: /Load a month's rates/ }, LOADED));
    const dialog = await screen.findByRole("dialog", { name: "Load a month's rates" });
    expect(within(dialog).getByRole("figure", { name: "Example file" }).textContent).toContain(
      "currency,rate\nEUR,0.9234",
    );
    expect(within(dialog).getByLabelText("Month")).toHaveValue(previousMonth.format("MMM/YYYY"));
    expect(within(dialog).getByRole("button", { name: "Preview" })).toBeDisabled();
    await userEvent.upload(
      within(dialog).getByLabelText("File (.csv or .xlsx)"),
      new File([FILE_TEXT], "rates.csv", { type: "text/csv" }),
    );
    return dialog;
  }

  it("previews the file and lists every row problem, storing nothing", async () => {
    const fake = api({ previewExchangeRates: refused });
    const dialog = await openWithFile(fake);
    await userEvent.click(within(dialog).getByRole("button", { name: "Preview" }));
    expect(
      await within(dialog).findByText("The file has 2 problems; nothing was stored."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Row 4: PEN is already given in row 2")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Confirm" })).toBeDisabled();
    expect(fake.calls("previewExchangeRates")[0]!.variables).toEqual({
      month: previousMonth.format("YYYY-MM"),
      file: { name: "rates.csv", content: btoa(FILE_TEXT) },
    });
    expect(fake.calls("uploadExchangeRates")).toEqual([]);
  });

  it("shows the previewed quotes, then stores the same file on Confirm and refreshes the list", async () => {
    const fake = api({
      previewExchangeRates: accepted,
      uploadExchangeRates: { ...accepted, exchangeRate: { _id: "xr-1", month: "2025-03" } },
    });
    const dialog = await openWithFile(fake);
    await userEvent.click(within(dialog).getByRole("button", { name: "Preview" }));
    expect(await within(dialog).findByText("0.9234")).toBeInTheDocument();
    expect(within(dialog).getByText("USD/PEN")).toBeInTheDocument();
    expect(within(dialog).getByText(/This replaces the rates stored for Mar\/2025/)).toBeInTheDocument();
    const listed = fake.calls("exchangeRates").length;
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Exchange rates for Mar/2025 stored")).toBeInTheDocument();
    expect(fake.calls("uploadExchangeRates")[0]!.variables).toEqual(
      fake.calls("previewExchangeRates")[0]!.variables,
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(fake.calls("exchangeRates").length).toBeGreaterThan(listed));
  });

  it("keeps the dialog and the file when the upload is refused", async () => {
    const fake = api({ previewExchangeRates: accepted, uploadExchangeRates: refused });
    const dialog = await openWithFile(fake);
    await userEvent.click(within(dialog).getByRole("button", { name: "Preview" }));
    await within(dialog).findByText("0.9234");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(
      await within(dialog).findByText('Row 3: rate must be a positive number, e.g. 3.75 (found "-1")'),
    ).toBeInTheDocument();
    // The name may still hold "loading": jsdom never ends the icon's fade-out.
    expect(within(dialog).getByRole("button", { name: /Preview$/ })).toBeEnabled();
    expect(fake.calls("uploadExchangeRates")[0]!.variables.file).toMatchObject({ name: "rates.csv" });
  });

  it("words the refusal and every row problem in the interface language, else in the API's English", async () => {
    const newer = {
      row: 5,
      message: "Row 5: a rule of a newer API",
      messageId: "rate-row-newer",
      params: {},
    };
    const fake = api(
      { previewExchangeRates: { ...refused, problems: [...refused.problems, newer] } },
      { ...importer, language: "fr" },
    );
    renderApp(PATH, fake, { token: "t" });
    await userEvent.click(await screen.findByRole("button", { name: /Charger les taux d'un mois/ }, LOADED));
    const dialog = await screen.findByRole("dialog", { name: "Charger les taux d'un mois" });
    await userEvent.upload(
      within(dialog).getByLabelText("Fichier (.csv ou .xlsx)"),
      new File([FILE_TEXT], "rates.csv", { type: "text/csv" }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Aperçu" }));
    expect(
      await within(dialog).findByText("Le fichier contient 2 problèmes ; rien n'a été enregistré."),
    ).toBeInTheDocument();
    expect(
      [...dialog.querySelectorAll(".xrates-upload__problems li")].map((problem) => problem.textContent),
    ).toEqual([
      "Ligne 3 : le taux doit être un nombre positif, p. ex. 3.75 (trouvé : « -1 »)",
      "Ligne 4 : PEN figure déjà à la ligne 2",
      "Row 5: a rule of a newer API",
    ]);
  });
});
