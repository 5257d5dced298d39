import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { essentials, providerAdmin } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { stubDownload } from "./testing/stubDownload";
import type { ExportResult } from "./useExportDownload";

const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };
const PATH = "/investor/export/covenants";
const FILE_ID = "0123456789abcdef0123456789abcdef";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the covenants export page", SLOW, () => {
  it("exports the chosen field type, shows GENERATING EXPORT meanwhile, then saves the file", async () => {
    const user = userEvent.setup();
    let finish: (result: ExportResult) => void = () => {};
    const fake = fakeApi({
      graphql: {
        whoAmI: providerAdmin,
        essentials,
        createExportCovenants: () => new Promise<ExportResult>((resolve) => (finish = resolve)),
      },
    });
    const { fetch, saved } = stubDownload(
      () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            "content-disposition": "attachment; filename*=UTF-8''covenants-currency-2025-03-31.xlsx",
          },
        }),
    );
    renderApp(PATH, fake, { token: "t" });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Export covenants" }, LOADED),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Field type" }));
    await user.click(await screen.findByText("Currency", { selector: ".ant-select-item-option-content" }));
    await user.click(screen.getByRole("button", { name: /Export/ }));

    expect(await screen.findByText("GENERATING EXPORT…")).toBeInTheDocument();
    expect(fake.calls("createExportCovenants")[0]!.variables).toEqual({ fieldType: "currency" });
    finish({ success: true, error: null, fileId: FILE_ID, fileName: "covenants-currency-2025-03-31.xlsx" });

    await waitFor(() => expect(saved).toEqual(["covenants-currency-2025-03-31.xlsx"]));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/download/${FILE_ID}`);
    expect(init.headers).toMatchObject({ authorization: "Bearer t" });
    await waitFor(() => expect(screen.queryByText("GENERATING EXPORT…")).toBeNull());
  });

  it("shows the API's message when it refuses, and downloads nothing", async () => {
    const user = userEvent.setup();
    const fake = fakeApi({
      graphql: {
        whoAmI: providerAdmin,
        essentials,
        createExportCovenants: {
          success: false,
          error: { code: "BAD_USER_INPUT", message: "Choose currency, percentual or numeric." },
          fileId: null,
          fileName: null,
        },
      },
    });
    const { fetch } = stubDownload(() => new Response(""));
    renderApp(PATH, fake, { token: "t" });
    await user.click(await screen.findByRole("button", { name: /Export/ }, LOADED));
    expect(await screen.findByText("Choose currency, percentual or numeric.")).toBeInTheDocument();
    expect(fake.calls("createExportCovenants")[0]!.variables).toEqual({ fieldType: "percentual" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says so when the file cannot be downloaded", async () => {
    const user = userEvent.setup();
    const fake = fakeApi({
      graphql: {
        whoAmI: providerAdmin,
        essentials,
        createExportCovenants: { success: true, error: null, fileId: FILE_ID, fileName: "c.xlsx" },
      },
    });
    const { saved } = stubDownload(() =>
      Response.json({ success: 0, message: "Not found" }, { status: 404 }),
    );
    renderApp(PATH, fake, { token: "t" });
    await user.click(await screen.findByRole("button", { name: /Export/ }, LOADED));
    expect(
      await screen.findByText("The file could not be downloaded. Please try again."),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
