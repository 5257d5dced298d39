import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { andes, clientRecord, clientUser, essentials } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";

describe("the financial periods page", () => {
  it("lists the client's financial years, newest first, read-only, dates as DD/MMM/YYYY", async () => {
    const fake = fakeApi({
      graphql: {
        whoAmI: clientUser,
        essentials,
        client: clientRecord(andes),
        financialPeriods: [
          { financialYear: 2024, financialYearId: 202400, start: 20230701, end: 20240630, months: 12 },
          { financialYear: 2025, financialYearId: 202500, start: 20240701, end: 20250630, months: 12 },
        ],
      },
    });
    renderApp("/client/andes/data/financial/financial_periods", fake, { token: "t" });
    await screen.findByText("01/Jul/2024", {}, { timeout: 30_000 });
    const rows = [...document.querySelectorAll("tbody tr.ant-table-row")].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["2025", "01/Jul/2024", "30/Jun/2025", "12"],
      ["2024", "01/Jul/2023", "30/Jun/2024", "12"],
    ]);
    expect(fake.calls("financialPeriods")[0]!.variables).toEqual({ clientId: andes._id });
    expect(screen.queryByRole("button", { name: /save|edit/i })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Financial periods" })).toBeInTheDocument(),
    );
  });
});
