import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dayjs from "dayjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WholeData, fakeApi } from "../../../../test/fakeApi";
import { andes, clientRecord, clientUser, essentials, providerAdmin } from "../../../../test/fixtures";
import { pickMonth } from "../../../../test/monthPicker";
import { renderApp } from "../../../../test/renderApp";
import { stubDownload } from "../testing/stubDownload";
import type { ExportResult } from "../useExportDownload";
import type { FactsheetExportValues } from "./factsheetExportForm";
import {
  INITIAL_FACTSHEET_VALUES,
  factsheetExportVariables,
  isExportTypeOffered,
  isFactsheetComplete,
} from "./factsheetExportForm";

const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };
const FILE_ID = "0123456789abcdef0123456789abcdef";
const FILL_IN_ALL = "Please fill in all the information.";
const name = (en: string) => ({ en, fr: null, es: null, pt: null, ru: null });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function api(whoAmI = providerAdmin, fileName = "factsheet-2025-01_2025-03.xlsx") {
  const result: ExportResult = { success: true, error: null, fileId: FILE_ID, fileName };
  return fakeApi({
    graphql: {
      whoAmI,
      essentials: {
        ...essentials,
        formConfigs: [
          { _id: "f1", key: "balanceSheet", name: name("Balance sheet"), clientTypes: ["MFI", "BANK"] },
          { _id: "f2", key: "agroBalanceSheet", name: name("Agro balance sheet"), clientTypes: ["AGRO"] },
        ],
      },
      client: clientRecord(andes),
      regions: new WholeData({
        regions: [{ _id: "latam", region: "Latin America", countries: ["pe"] }],
        countries: [
          { _id: "pe", name: "Peru" },
          { _id: "ke", name: "Kenya" },
        ],
        funds: [{ _id: "fund-1", name: "Inclusive Finance Fund" }],
      }),
      createExport: result,
    },
  });
}

const complete = (overrides: Partial<FactsheetExportValues> = {}): FactsheetExportValues => ({
  ...(INITIAL_FACTSHEET_VALUES as FactsheetExportValues),
  fromMonth: dayjs("2025-01-01"),
  toMonth: dayjs("2025-03-01"),
  ...overrides,
});

describe("the factsheet export form", () => {
  it("is complete only with what spec 2 §5 asks for each export type", () => {
    expect(isFactsheetComplete(complete(), ["c1"])).toBe(true);
    expect(isFactsheetComplete(complete(), [])).toBe(false);
    expect(isFactsheetComplete(complete({ currencies: [] }), ["c1"])).toBe(false);
    expect(isFactsheetComplete(complete({ clientStatus: [] }), ["c1"])).toBe(false);
    expect(isFactsheetComplete(complete({ toMonth: null }), ["c1"])).toBe(false);
    expect(isFactsheetComplete(complete({ exportType: "REGION/COUNTRY" }), [])).toBe(false);
    expect(isFactsheetComplete(complete({ exportType: "REGION/COUNTRY", countries: ["pe"] }), [])).toBe(true);
    expect(isFactsheetComplete(complete({ exportType: "FUNDS" }), [])).toBe(false);
    expect(isFactsheetComplete(complete({ exportType: "FUNDS", funds: ["fund-1"] }), [])).toBe(true);
  });

  it("offers REGION/COUNTRY and FUNDS only while no client is chosen", () => {
    expect(isExportTypeOffered("FUNDS", [])).toBe(true);
    expect(isExportTypeOffered("FUNDS", ["c1"])).toBe(false);
    expect(isExportTypeOffered("REGION/COUNTRY", ["c1"])).toBe(false);
    expect(isExportTypeOffered("CLIENT", ["c1"])).toBe(true);
  });

  it("sends the months, the defaults, and only the choices of the export type", () => {
    expect(
      factsheetExportVariables(
        complete({ exportType: "REGION/COUNTRY", countries: ["pe"], funds: ["fund-1"], overdue: "no" }),
        ["c1"],
        "fr",
      ),
    ).toEqual({
      exportType: "REGION/COUNTRY",
      summaryType: "SUM",
      currencies: ["USD"],
      clients: [],
      regions: [],
      countries: ["pe"],
      funds: [],
      periodType: "f",
      periods: [202501, 202502, 202503],
      formConfigs: [],
      clientStatus: ["active", "workout"],
      reportStatus: ["approved"],
      overdue: false,
      language: "fr",
    });
    expect(factsheetExportVariables(complete(), ["c1"], "en")).toMatchObject({
      exportType: "CLIENT",
      summaryType: null,
      clients: ["c1"],
    });
  });
});

describe("the factsheet export page", SLOW, () => {
  it("says 'Please fill in all the information.' and sends nothing when something is missing", async () => {
    const fake = api();
    renderApp("/investor/export/factsheet", fake, { token: "t" });
    await screen.findByRole("heading", { level: 2, name: "Export client factsheet" }, LOADED);
    await pickMonth("From month", "Jan 2025");
    await pickMonth("To month", "Mar 2025");
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    expect((await screen.findAllByText(FILL_IN_ALL)).length).toBeGreaterThan(0);
    expect(fake.calls("createExport")).toHaveLength(0);
  });

  it("offers provider staff every field, then exports a funds factsheet and downloads it", async () => {
    const fake = api();
    const { saved } = stubDownload();
    renderApp("/investor/export/factsheet", fake, { token: "t" });
    await screen.findByRole("heading", { level: 2, name: "Export client factsheet" }, LOADED);
    for (const label of [
      "Export type",
      "Clients",
      "From month",
      "To month",
      "Currencies",
      "Forms",
      "Client status",
      "Report statuses (data of approved reports when none is chosen)",
      "Overdue",
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole("radiogroup", { name: "Calendar type" })).toBeInTheDocument();
    expect(screen.getByLabelText("Financial calendar")).toBeChecked();
    await userEvent.click(screen.getByLabelText("Export type"));
    await userEvent.click(
      await screen.findByText("By fund", { selector: ".ant-select-item-option-content" }),
    );
    expect(screen.queryByLabelText("Clients")).toBeNull();
    await userEvent.click(await screen.findByLabelText("Funds"));
    await userEvent.click(
      await screen.findByText("Inclusive Finance Fund", { selector: ".ant-select-item-option-content" }),
    );
    await userEvent.click(screen.getByLabelText("Average"));
    await pickMonth("From month", "Jan 2025");
    await pickMonth("To month", "Mar 2025");
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(fake.calls("createExport")).toHaveLength(1));
    expect(fake.calls("createExport")[0]!.variables).toMatchObject({
      exportType: "FUNDS",
      funds: ["fund-1"],
      summaryType: "AVG",
      periods: [202501, 202502, 202503],
      periodType: "f",
      currencies: ["USD"],
      clients: [],
    });
    await waitFor(() => expect(saved).toEqual(["factsheet-2025-01_2025-03.xlsx"]));
  });

  it("fixes a client user's own client and type CLIENT, and offers that client's forms", async () => {
    const fake = api(clientUser, "factsheet-andes-2025-01.xlsx");
    const { saved } = stubDownload();
    renderApp("/client/andes/export/factsheet", fake, { token: "t" });
    const client = await screen.findByLabelText("Clients", {}, LOADED);
    expect(client).toHaveValue("Andes Microcrédito");
    expect(client).toHaveAttribute("readonly");
    expect(screen.queryByLabelText("Export type")).toBeNull();
    expect(screen.queryByLabelText("Client status")).toBeNull();
    await userEvent.click(screen.getByLabelText("Forms"));
    expect(
      await screen.findByText("Balance sheet", { selector: ".ant-select-item-option-content" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Agro balance sheet")).toBeNull();
    await pickMonth("From month", "Jan 2025");
    await pickMonth("To month", "Jan 2025");
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(saved).toEqual(["factsheet-andes-2025-01.xlsx"]));
    expect(fake.calls("createExport")[0]!.variables).toMatchObject({
      exportType: "CLIENT",
      clients: [andes._id],
      periods: [202501],
      clientStatus: ["active", "workout", "inactive", "removed"],
    });
  });
});
