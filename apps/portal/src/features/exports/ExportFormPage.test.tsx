// The pieces every export page is built from, in a page of their own: the frame (ExportFormPage), the month
// range and the mutation's generate-and-download flow (useExportMutation).
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntApp } from "antd";
import dayjs from "dayjs";
import { Provider as JotaiProvider, createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import type { FakeApi } from "../../../test/fakeApi";
import { pickMonth } from "../../../test/monthPicker";
import { createQueryClient } from "../../App";
import { ApiContext } from "../../api/ApiContext";
import { createApiClient } from "../../api/client";
import { CreateExportExchangeDocument } from "../../api/generated/typed/features/exports/documents";
import { I18nProvider } from "../../i18n/I18nProvider";
import { languageAtom, tokenAtom } from "../../state/atoms";
import { monthRangePeriods } from "./calendarMonths";
import type { MonthRange } from "./calendarMonths";
import { ExportFormPage } from "./ExportFormPage";
import { MonthRangeFields } from "./MonthRangeFields";
import { stubDownload } from "./testing/stubDownload";
import type { ExportResult } from "./useExportDownload";
import { useExportMutation } from "./useExportMutation";

const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };
const FILE_ID = "0123456789abcdef0123456789abcdef";
const PICK_MONTHS = "Pick both months.";

/** An export page of a month range, as the export pages put it together. */
function RatesExport({ incompleteMessage }: { incompleteMessage?: string }) {
  const { generate, generating } = useExportMutation(CreateExportExchangeDocument, "createExportExchange");
  return (
    <ExportFormPage<MonthRange>
      title="Export rates"
      name="export-rates"
      submitLabel="Export rates"
      generating={generating}
      onSubmit={(values) => generate({ currency: "EUR", periods: monthRangePeriods(values) })}
      incompleteMessage={incompleteMessage}
    >
      <MonthRangeFields fromLabel="From month" toLabel="To month" requiredMessage={PICK_MONTHS} />
    </ExportFormPage>
  );
}

function renderPage(fake: FakeApi, incompleteMessage?: string) {
  const store = createStore();
  store.set(tokenAtom, "t");
  const api = createApiClient({
    getToken: () => store.get(tokenAtom),
    setToken: (token) => store.set(tokenAtom, token),
    getLanguage: () => store.get(languageAtom),
    fetch: fake.fetch,
  });
  return render(
    <JotaiProvider store={store}>
      <ApiContext value={api}>
        <QueryClientProvider client={createQueryClient()}>
          <I18nProvider>
            <AntApp>
              <RatesExport incompleteMessage={incompleteMessage} />
            </AntApp>
          </I18nProvider>
        </QueryClientProvider>
      </ApiContext>
    </JotaiProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The text of the toasts shown. */
const toasts = () =>
  [...document.querySelectorAll(".ant-notification-notice")].map((notice) => notice.textContent);

describe("an export page", SLOW, () => {
  it("shows the first missing field's message as a toast and sends nothing", async () => {
    const fake = fakeApi({ graphql: { createExportExchange: {} } });
    renderPage(fake);
    await userEvent.click(await screen.findByRole("button", { name: "Export rates" }, LOADED));
    await waitFor(() => expect(toasts()).toEqual([PICK_MONTHS]));
    expect(fake.calls("createExportExchange")).toHaveLength(0);
  });

  it("shows the page's own message for an incomplete form when it has one", async () => {
    const fake = fakeApi({ graphql: { createExportExchange: {} } });
    renderPage(fake, "Please fill in all the information.");
    await userEvent.click(await screen.findByRole("button", { name: "Export rates" }, LOADED));
    await waitFor(() => expect(toasts()).toEqual(["Please fill in all the information."]));
    expect(fake.calls("createExportExchange")).toHaveLength(0);
  });

  it("sends every month of the range once, shows GENERATING EXPORT meanwhile, then saves the file", async () => {
    let finish: (result: ExportResult) => void = () => {};
    const fake = fakeApi({
      graphql: {
        createExportExchange: () => new Promise<ExportResult>((resolve) => (finish = resolve)),
      },
    });
    const { saved } = stubDownload();
    renderPage(fake);
    await screen.findByRole("button", { name: "Export rates" }, LOADED);
    await pickMonth("From month", "Nov 2024");
    await pickMonth("To month", "Feb 2025");
    await userEvent.click(screen.getByRole("button", { name: "Export rates" }));
    expect(await screen.findByText("GENERATING EXPORT…")).toBeInTheDocument();
    // A second click while the file is being written starts nothing.
    fireEvent.click(screen.getByRole("button", { name: /Export rates/ }));
    expect(fake.calls("createExportExchange").map((call) => call.variables)).toEqual([
      { currency: "EUR", periods: [202411, 202412, 202501, 202502] },
    ]);
    finish({ success: true, error: null, fileId: FILE_ID, fileName: "exchange-rates-USD-EUR.xlsx" });
    await waitFor(() => expect(saved).toEqual(["exchange-rates-USD-EUR.xlsx"]));
    await waitFor(() => expect(screen.queryByText("GENERATING EXPORT…")).toBeNull());
  });

  it("shows the API's refusal as a toast and downloads nothing", async () => {
    const fake = fakeApi({
      graphql: {
        createExportExchange: {
          success: false,
          error: { code: "BAD_USER_INPUT", message: "Please fill in all the information.", fields: [] },
          fileId: null,
          fileName: null,
        },
      },
    });
    const { fetch } = stubDownload();
    renderPage(fake);
    await screen.findByRole("button", { name: "Export rates" }, LOADED);
    await pickMonth("From month", "Jan 2025");
    await pickMonth("To month", "Jan 2025");
    await userEvent.click(screen.getByRole("button", { name: "Export rates" }));
    await waitFor(() => expect(toasts()).toEqual(["Please fill in all the information."]));
    expect(fake.calls("createExportExchange")[0]!.variables).toEqual({ currency: "EUR", periods: [202501] });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("monthRangePeriods", () => {
  it("has no periods until both months are chosen", () => {
    expect(monthRangePeriods({ fromMonth: dayjs("2025-01-01"), toMonth: null })).toEqual([]);
    expect(monthRangePeriods({ fromMonth: dayjs("2024-12-01"), toMonth: dayjs("2025-01-01") })).toEqual([
      202412, 202501,
    ]);
  });
});
