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
import { monthsBetween } from "../calendarMonths";
import { isDueFromDisabled, isDueToDisabled, reportsExportVariables } from "./reportsExportForm";

const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };
const FILE_ID = "0123456789abcdef0123456789abcdef";
const PERIOD_REQUIRED = "Please fill in all required information (Period).";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const exported = (fileName: string): ExportResult => ({
  success: true,
  error: null,
  fileId: FILE_ID,
  fileName,
});

function api(whoAmI = providerAdmin, result: ExportResult = exported("reports-2025-01_2025-12.xlsx")) {
  return fakeApi({
    graphql: {
      whoAmI,
      essentials,
      client: clientRecord(andes),
      regions: new WholeData({
        regions: [{ _id: "latam", region: "Latin America" }],
        countries: [{ _id: "pe", name: "Peru" }],
      }),
      createReportsExport: result,
    },
  });
}

describe("the reports export form", () => {
  it("sends every month of the range and the filters as the API reads them", () => {
    const variables = reportsExportVariables(
      {
        fromMonth: dayjs("2024-11-01"),
        toMonth: dayjs("2025-02-01"),
        reportStatus: ["approved"],
        report: "mfiQuarterly",
        dueFrom: dayjs("2025-01-10"),
        overdue: "no",
      },
      ["c-andes"],
      "fr",
    );
    expect(variables).toEqual({
      periods: [202411, 202412, 202501, 202502],
      reportStatus: ["approved"],
      report: "mfiQuarterly",
      clients: ["c-andes"],
      regions: [],
      countries: [],
      dueDateRange: { from: 20250110, to: null },
      clientStatus: [],
      overdue: false,
      language: "fr",
    });
    expect(monthsBetween(dayjs("2025-03-15"), dayjs("2025-03-02"))).toEqual([202503]);
  });

  it("keeps the due dates at least a day apart", () => {
    const day = (text: string) => dayjs(text);
    expect(isDueFromDisabled(day("2025-03-09"), day("2025-03-10"))).toBe(false);
    expect(isDueFromDisabled(day("2025-03-10"), day("2025-03-10"))).toBe(true);
    expect(isDueToDisabled(day("2025-03-10"), day("2025-03-10"))).toBe(true);
    expect(isDueToDisabled(day("2025-03-11"), day("2025-03-10"))).toBe(false);
    expect(isDueToDisabled(day("2000-01-01"), null)).toBe(false);
  });
});

describe("the reports export page", SLOW, () => {
  it("asks for the period before anything is sent", async () => {
    const fake = api();
    renderApp("/investor/export/reports", fake, { token: "t" });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Export reports" }, LOADED),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Export reports" }));
    expect((await screen.findAllByText(PERIOD_REQUIRED)).length).toBeGreaterThan(0);
    expect(fake.calls("createReportsExport")).toHaveLength(0);
  });

  it("offers provider staff clients, regions, countries and client statuses, then exports and downloads", async () => {
    const fake = api();
    const { saved } = stubDownload();
    renderApp("/investor/export/reports", fake, { token: "t" });
    await screen.findByRole("heading", { level: 2, name: "Export reports" }, LOADED);
    for (const label of [
      "Clients",
      "Report statuses",
      "Report template",
      "Regions",
      "Countries",
      "Client status",
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText("Due date from")).toBeInTheDocument();
    expect(screen.getByLabelText("Overdue")).toBeInTheDocument();
    await pickMonth("From month", "Jan 2025");
    await pickMonth("To month", "Dec 2025");
    await userEvent.click(screen.getByRole("button", { name: "Export reports" }));
    await waitFor(() => expect(fake.calls("createReportsExport")).toHaveLength(1));
    expect(fake.calls("createReportsExport")[0]!.variables).toMatchObject({
      periods: Array.from({ length: 12 }, (_, index) => 202501 + index),
      clients: [],
      clientStatus: ["active", "workout"],
      overdue: null,
    });
    await waitFor(() => expect(saved).toEqual(["reports-2025-01_2025-12.xlsx"]));
  });

  it("fixes a client user's own client, read-only, and shows the API's refusal", async () => {
    const fake = api(clientUser, {
      success: false,
      error: {
        code: "BAD_USER_INPUT",
        message: "Unknown report template.",
        messageId: null,
        params: null,
        fields: [],
      },
      fileId: null,
      fileName: null,
    });
    const { fetch } = stubDownload();
    renderApp("/client/andes/export/reports", fake, { token: "t" });
    const client = await screen.findByLabelText("Clients", {}, LOADED);
    expect(client).toHaveValue("Andes Microcrédito");
    expect(client).toHaveAttribute("readonly");
    expect(screen.queryByLabelText("Regions")).toBeNull();
    expect(screen.queryByLabelText("Client status")).toBeNull();
    await pickMonth("From month", "Mar 2025");
    await pickMonth("To month", "Mar 2025");
    await userEvent.click(screen.getByRole("button", { name: "Export reports" }));
    expect(await screen.findByText("Unknown report template.")).toBeInTheDocument();
    expect(fake.calls("createReportsExport")[0]!.variables).toMatchObject({
      periods: [202503],
      clients: [andes._id],
      clientStatus: [],
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
