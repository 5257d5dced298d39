import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dayjs from "dayjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../test/fakeApi";
import { andes, clientRecord, clientUser, essentials, providerAdmin } from "../../../../test/fixtures";
import { pickMonth } from "../../../../test/monthPicker";
import { renderApp } from "../../../../test/renderApp";
import { stubDownload } from "../testing/stubDownload";
import type { ExportResult } from "../useExportDownload";
import { investmentsExportVariables } from "./investmentsExportForm";

const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };
const FILE_ID = "0123456789abcdef0123456789abcdef";
const PERIOD_REQUIRED = "Please fill in all required information (Period).";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function api(whoAmI = providerAdmin, fileName = "investments-2025-06_2025-08.xlsx") {
  const result: ExportResult = { success: true, error: null, fileId: FILE_ID, fileName };
  return fakeApi({
    graphql: {
      whoAmI,
      essentials,
      client: clientRecord(andes),
      funds: [{ _id: "fund-1", name: "Inclusive Finance Fund" }],
      regions: [{ _id: "latam", region: "Latin America" }],
      investmentManagers: [{ _id: "im-1", fullName: "Marco Rossi" }],
      createExportInvestments: result,
    },
  });
}

describe("the investments export form", () => {
  it("sends every month of the range and the filters as the API reads them", () => {
    expect(
      investmentsExportVariables(
        {
          fromMonth: dayjs("2025-06-01"),
          toMonth: dayjs("2025-08-01"),
          funds: ["fund-1"],
          reportingFrequency: ["not required"],
        },
        ["c-andes"],
        "en",
      ),
    ).toEqual({
      periods: [202506, 202507, 202508],
      funds: ["fund-1"],
      regions: [],
      clients: ["c-andes"],
      reportingFrequency: ["not required"],
      investmentManagers: [],
      language: "en",
    });
  });
});

describe("the investments export page", SLOW, () => {
  it("says 'Please fill in all required information (Period).' and sends nothing without a period", async () => {
    const fake = api();
    renderApp("/investor/export/investments", fake, { token: "t" });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Export investments" }, LOADED),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Export investments" }));
    expect((await screen.findAllByText(PERIOD_REQUIRED)).length).toBeGreaterThan(0);
    expect(fake.calls("createExportInvestments")).toHaveLength(0);
  });

  it("offers provider staff every filter, then exports and downloads", async () => {
    const fake = api();
    const { saved } = stubDownload();
    renderApp("/investor/export/investments", fake, { token: "t" });
    await screen.findByRole("heading", { level: 2, name: "Export investments" }, LOADED);
    for (const label of ["Clients", "Funds", "Regions", "Reporting frequency", "Investment managers"])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    await pickMonth("From month", "Jun 2025");
    await pickMonth("To month", "Aug 2025");
    await userEvent.click(screen.getByLabelText("Reporting frequency"));
    await userEvent.click(
      await screen.findByText("Not required", { selector: ".ant-select-item-option-content" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Export investments" }));
    await waitFor(() => expect(fake.calls("createExportInvestments")).toHaveLength(1));
    expect(fake.calls("createExportInvestments")[0]!.variables).toMatchObject({
      periods: [202506, 202507, 202508],
      reportingFrequency: ["not required"],
      clients: [],
    });
    expect(fake.calls("investmentManagers")[0]!.variables).toEqual({ clientId: null });
    await waitFor(() => expect(saved).toEqual(["investments-2025-06_2025-08.xlsx"]));
  });

  it("fixes a client user's own client and lists that client's investment managers", async () => {
    const fake = api(clientUser, "investments-andes-2025-06.xlsx");
    const { saved } = stubDownload();
    renderApp("/client/andes/export/investments", fake, { token: "t" });
    const client = await screen.findByLabelText("Clients", {}, LOADED);
    expect(client).toHaveValue("Andes Microcrédito");
    expect(client).toHaveAttribute("readonly");
    expect(screen.queryByLabelText("Regions")).toBeNull();
    await waitFor(() =>
      expect(fake.calls("investmentManagers")[0]?.variables).toEqual({ clientId: andes._id }),
    );
    await pickMonth("From month", "Jun 2025");
    await pickMonth("To month", "Jun 2025");
    await userEvent.click(screen.getByRole("button", { name: "Export investments" }));
    await waitFor(() => expect(saved).toEqual(["investments-andes-2025-06.xlsx"]));
    expect(fake.calls("createExportInvestments")[0]!.variables).toMatchObject({
      periods: [202506],
      clients: [andes._id],
    });
  });
});
