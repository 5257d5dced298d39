import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntApp } from "antd";
import { Provider as JotaiProvider, createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { andes, clientRecord, clientUser, essentials } from "../../../test/fixtures";
import { balanceView, wizardAnswer } from "../../../test/reporting";
import { renderApp } from "../../../test/renderApp";
import type { Wizard } from "../../api/types";
import { I18nProvider } from "../../i18n/I18nProvider";
import type { InterfaceLanguage } from "../../i18n/languages";
import { chosenLanguageAtom, tokenAtom } from "../../state/atoms";
import { notificationConfig } from "../../ui/notify";
import { fakeUploadServer } from "./fakeUploadServer";
import { FileSubmissionPanel } from "./FileSubmissionPanel";
import { MAX_UPLOAD_BYTES } from "./fileChecks";

const PATH = "/client/andes/reports/mfiQuarterly/2025-09";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const submitted = wizardAnswer({
  status: "submitted",
  revision: 2,
  entry: "readOnly",
  editable: false,
  actions: ["wizardReStartSubmission"],
});

function api(wizards: Wizard[]) {
  let index = 0;
  return fakeApi({
    graphql: {
      whoAmI: clientUser,
      essentials,
      client: (variables) => (variables.key === andes.key ? clientRecord(andes) : null),
      // Each load of the wizard after the first answers the next state.
      wizard: () => wizards[Math.min(index++, wizards.length - 1)],
      reports: { results: [], pageInfo: { total: 0, limit: 25, offset: 0 } },
    },
  });
}

function filled(name = "andes_factsheetTemplate.xlsx", size = 2048) {
  return new File([new Uint8Array(size)], name, { type: XLSX });
}

/** jsdom runs no CSS animations, so a closed Ant Design modal stays in its leave transition. */
function closed(dialog: HTMLElement): boolean {
  return dialog.classList.contains("ant-zoom-leave");
}

/** Whole-portal renders take seconds in jsdom, more on a busy machine. */
const WHOLE_PORTAL_MS = 45_000;

let server: ReturnType<typeof fakeUploadServer>;

beforeEach(() => {
  server = fakeUploadServer();
  vi.stubGlobal("XMLHttpRequest", server.XMLHttpRequest);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The File Based Submission card of a created report, for a client user, in the whole portal. */
async function openStartScreen(wizards: Wizard[] = [wizardAnswer()]) {
  const user = userEvent.setup({ applyAccept: false });
  const fake = api(wizards);
  renderApp(PATH, fake, { token: "t" });
  const panel = await screen.findByLabelText("File Based Submission");
  return { user, fake, panel, ...controls(user, panel) };
}

/** The panel alone, with the providers it needs (a whole-portal render costs seconds per test in jsdom). */
function renderPanel({ language = "en" }: { language?: InterfaceLanguage } = {}) {
  const user = userEvent.setup({ applyAccept: false });
  const store = createStore();
  store.set(tokenAtom, "t");
  store.set(chosenLanguageAtom, language);
  const queryClient = new QueryClient();
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <AntApp notification={notificationConfig}>
            <FileSubmissionPanel
              wizard={wizardAnswer()}
              settings={{ currency: "PEN", reportingScale: 1 }}
              disabled={false}
            />
          </AntApp>
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  const panel = view.container.querySelector<HTMLElement>(".upload-panel")!;
  return { user, panel, queryClient, ...controls(user, panel) };
}

function controls(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement) {
  return {
    start: within(panel).getByRole("button", {
      name: /^(Start Submission with the file|Commencer la soumission avec le fichier)$/,
    }),
    // The upload control renders a new input after each choice: look it up every time.
    choose: (file: File) => user.upload(panel.querySelector<HTMLInputElement>('input[type="file"]')!, file),
  };
}

describe("File Based Submission: the checks before sending", () => {
  it("asks for a file, refuses other types and files over 3MB, and sends nothing", async () => {
    const { user, panel, choose, start } = renderPanel();
    await user.click(start);
    expect(await within(panel).findByText("Please select a file.")).toBeInTheDocument();

    await choose(new File(["%PDF"], "balance.pdf", { type: "application/pdf" }));
    expect(
      await within(panel).findByText("Invalid file type. Only .xls and .xlsx are allowed."),
    ).toBeVisible();
    await user.click(start);
    expect(within(panel).getByText("Invalid file type. Only .xls and .xlsx are allowed.")).toBeVisible();

    await choose(filled("big.xlsx", MAX_UPLOAD_BYTES + 1));
    expect(await within(panel).findByText("File size must be less than 3MB.")).toBeVisible();
    await user.click(start);
    expect(server.received).toHaveLength(0);

    // One byte less is fine, and the messages go.
    await choose(filled("ok.XLS", MAX_UPLOAD_BYTES));
    await waitFor(() => expect(within(panel).queryByRole("alert")).not.toBeInTheDocument());
    expect(within(panel).getByText("ok.XLS")).toBeInTheDocument();
  });
});

describe("File Based Submission: sending the file", () => {
  it(
    "shows the progress, disables itself while sending, and reloads the submitted report",
    async () => {
      const { user, fake, panel, choose, start } = await openStartScreen([wizardAnswer(), submitted]);
      await choose(filled());
      server.hold();
      server.reply({
        status: 200,
        body: { success: 1, message: "Report submitted", report: { id: "rep-1", status: "submitted" } },
      });
      await user.click(start);

      act(() => server.progress(40, 100));
      const progress = within(panel).getByRole("progressbar", { name: "Upload progress" });
      expect(progress).toHaveAttribute("aria-valuenow", "40");
      expect(within(panel).getByText("Sending the file…")).toBeVisible();
      // Its name while sending starts with the spinner's ("loading Start Submission with the file").
      expect(within(panel).getByRole("button", { name: /Start Submission with the file$/ })).toBeDisabled();

      const [sent] = server.received;
      expect(sent!.url).toBe("/api/upload");
      expect(sent!.headers).toMatchObject({ authorization: "Bearer t", language: "en" });
      expect(sent!.fields).toEqual({
        reportId: "rep-1",
        clientId: andes._id,
        numeric: "20250930",
        settings: JSON.stringify({ reportingScale: 1, currency: "PEN" }),
      });
      expect(sent!.file?.name).toBe("andes_factsheetTemplate.xlsx");

      const loadsBefore = fake.calls("wizard").length;
      act(() => server.release());
      expect(
        await screen.findByText("The file was accepted and the report submitted for approval."),
      ).toBeInTheDocument();
      // The wizard loads the report again and, now submitted, opens it read-only.
      expect(await screen.findByText("Reporting in PEN, scale 1/1")).toBeInTheDocument();
      expect(fake.calls("wizard").length).toBeGreaterThan(loadsBefore);
      expect(screen.queryByLabelText("File Based Submission")).not.toBeInTheDocument();
    },
    WHOLE_PORTAL_MS,
  );

  it(
    "sends the settings chosen on the start screen",
    async () => {
      const { user, panel, choose } = await openStartScreen();
      await user.click(screen.getByRole("button", { name: "Change settings" }));
      const dialog = await screen.findByRole("dialog", { name: "Change settings" });
      await user.click(within(dialog).getByRole("combobox", { name: "Scale" }));
      await user.click(await screen.findByText("1/1000", { selector: ".ant-select-item-option-content" }));
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await choose(filled());
      server.reply({ status: 413, body: { success: 0, message: "File size must be less than 3MB." } });
      await user.click(within(panel).getByRole("button", { name: "Start Submission with the file" }));
      expect(await within(panel).findByText("Failed to create report!")).toBeVisible();
      expect(within(panel).getByText("File size must be less than 3MB.")).toBeVisible();
      expect(JSON.parse(server.received[0]!.fields.settings!)).toEqual({
        reportingScale: 1000,
        currency: "PEN",
      });
      expect(within(panel).queryByRole("button", { name: "(View Detailed Errors)" })).not.toBeInTheDocument();
    },
    WHOLE_PORTAL_MS,
  );

  it("shows the validation errors in the FIELDS and VALUES tabs", async () => {
    const { user, panel, choose, start } = renderPanel();
    await choose(filled());
    server.reply({
      status: 422,
      body: {
        success: 0,
        message: "The file has 3 errors.",
        validationErr: {
          fields: [
            { incorrect: "cashh", correct: "cash" },
            { incorrect: "loanz", correct: "loans" },
          ],
          values: [{ incorrect: "twelve", field: "Cash" }],
        },
      },
    });
    await user.click(start);
    const failure = await within(panel).findByRole("alert");
    expect(failure).toHaveTextContent("Failed to create report!");
    expect(failure).toHaveTextContent("The file has 3 errors.");
    await user.click(within(failure).getByRole("button", { name: "(View Detailed Errors)" }));

    const dialog = await screen.findByRole("dialog", { name: "Validation Error Details" });
    expect(within(dialog).getByRole("tab", { name: "FIELDS (2)" })).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByRole("row", { name: "cashh cash" })).toBeInTheDocument();
    expect(within(dialog).getByRole("row", { name: "loanz loans" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("tab", { name: "VALUES (1)" }));
    expect(await within(dialog).findByRole("row", { name: "Cash twelve" })).toBeInTheDocument();
    expect(within(dialog).getByRole("columnheader", { name: "Incorrect value" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(closed(dialog)).toBe(true));
  });

  it("says so when a tab has nothing to show", async () => {
    const { user, panel, choose, start } = renderPanel();
    await choose(filled());
    server.reply({
      status: 422,
      body: {
        success: 0,
        message: "Wrong values",
        validationErr: {
          fields: [],
          values: [{ incorrect: "x", field: "balanceSheet.loans", message: "Not a number", cell: "C8" }],
        },
      },
    });
    await user.click(start);
    await user.click(await within(panel).findByRole("button", { name: "(View Detailed Errors)" }));
    const dialog = await screen.findByRole("dialog", { name: "Validation Error Details" });
    expect(within(dialog).getByText("Every field of the file is known.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("tab", { name: "VALUES (1)" }));
    expect(
      await within(dialog).findByRole("row", { name: "Balance sheet › Loans x C8 Not a number" }),
    ).toBeInTheDocument();
  });

  it("warns about an outdated template: Go Back sends nothing, Proceed sends the file again accepting it", async () => {
    const { user, choose, start } = renderPanel();
    await choose(filled());
    const outdated = {
      status: 409,
      body: {
        success: 0,
        message: "Outdated template",
        outdated: { forms: [{ key: "balanceSheet", uploaded: "0.9.0", current: balanceView.version }] },
      },
    };
    server.reply(outdated);
    await user.click(start);
    let dialog = await screen.findByRole("dialog", { name: "Outdated Template Detected" });
    expect(
      within(dialog).getByText(
        "The template you've uploaded appears to be outdated. Please ensure you're using the latest version to avoid potential data loss or inaccuracies.",
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("Balance sheet: version 0.9.0 in the file, 1.0.0 now"),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Go Back" }));
    await waitFor(() => expect(closed(dialog)).toBe(true));
    expect(server.received).toHaveLength(1);
    expect(screen.queryByText("Failed to create report!")).not.toBeInTheDocument();

    server.reply(outdated, {
      status: 200,
      body: { success: 1, message: "ok", report: { id: "rep-1", status: "submitted" } },
    });
    await user.click(start);
    dialog = await screen.findByRole("dialog", { name: "Outdated Template Detected" });
    await user.click(within(dialog).getByRole("button", { name: "Proceed" }));
    expect(
      await screen.findByText("The file was accepted and the report submitted for approval."),
    ).toBeInTheDocument();
    expect(server.received).toHaveLength(3);
    expect(server.received[1]!.fields.acceptOutdated).toBeUndefined();
    expect(server.received[2]!.fields.acceptOutdated).toBe("true");
    expect(server.received[2]!.file?.name).toBe("andes_factsheetTemplate.xlsx");
  });

  it("says when the file could not be sent at all", async () => {
    const { user, panel, choose, start } = renderPanel();
    await choose(filled());
    server.reply("network-failure");
    await user.click(start);
    expect(
      await within(panel).findByText(
        "The file could not be sent: the server did not answer. Check your connection and try again.",
      ),
    ).toBeVisible();
    expect(within(panel).getByText("Failed to create report!")).toBeVisible();
    expect(start).toBeEnabled();
  });
});

describe("File Based Submission in French", () => {
  it("checks, fails and warns in the interface language", async () => {
    const { user, panel, choose, start } = renderPanel({ language: "fr" });
    await user.click(start);
    expect(await within(panel).findByText("Veuillez sélectionner un fichier.")).toBeVisible();
    await choose(new File(["a,b"], "bilan.csv", { type: "text/csv" }));
    expect(
      await within(panel).findByText(
        "Type de fichier non valide. Seuls les fichiers .xls et .xlsx sont acceptés.",
      ),
    ).toBeVisible();
    await choose(filled());
    server.reply({
      status: 409,
      body: {
        success: 0,
        message: "Outdated",
        outdated: { forms: [{ key: "balanceSheet", uploaded: null, current: "1.0.0" }] },
      },
    });
    await user.click(start);
    const dialog = await screen.findByRole("dialog", { name: "Modèle obsolète détecté" });
    expect(
      within(dialog).getByText("Balance sheet : aucune version dans le fichier, 1.0.0 actuellement"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Continuer" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Revenir" })).toBeInTheDocument();
  });
});

describe("File Based Submission: the template", () => {
  function stubDownload(answer: () => Promise<Response>) {
    const fetch = vi.fn(answer);
    vi.stubGlobal("fetch", fetch);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => "blob:template");
    URL.revokeObjectURL = vi.fn();
    return { fetch, saved };
  }

  it("downloads the template under the server's file name", async () => {
    const { user, panel } = renderPanel();
    let finish: (response: Response) => void = () => {};
    const { fetch, saved } = stubDownload(() => new Promise((resolve) => (finish = resolve)));
    const button = within(panel).getByRole("button", { name: "Download template" });
    await user.click(button);
    await waitFor(() => expect(button).toHaveClass("ant-btn-loading"));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/exportTemp");
    expect(JSON.parse(String(init.body))).toEqual({ reportId: "rep-1", clientId: andes._id });
    expect(init.headers).toMatchObject({ authorization: "Bearer t", language: "en" });
    finish(
      new Response(new Uint8Array([80, 75, 3, 4]), {
        headers: {
          "content-type": XLSX,
          "content-disposition": 'attachment; filename="Andes Microcredito_factsheetTemplate.xlsx"',
        },
      }),
    );
    await waitFor(() => expect(saved).toEqual(["Andes Microcredito_factsheetTemplate.xlsx"]));
    await waitFor(() => expect(button).not.toHaveClass("ant-btn-loading"));
  });

  it.each([
    [
      "the server's message",
      () => Promise.resolve(Response.json({ success: 0, message: "Report not found" }, { status: 404 })),
      "Report not found",
    ],
    [
      "'Please try again.' when the server says nothing useful",
      () => Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502 })),
      "Please try again.",
    ],
    [
      "'Please try again.' when the network fails",
      () => Promise.reject(new TypeError("Failed to fetch")),
      "Please try again.",
    ],
    [
      "the processing error when the file is empty",
      () => Promise.resolve(new Response(new Uint8Array(), { headers: { "content-type": XLSX } })),
      "There was an error processing the file download. Please try again.",
    ],
  ])("says why a download failed: %s", async (_case, answer, description) => {
    const { user, panel } = renderPanel();
    const { saved } = stubDownload(answer);
    await user.click(within(panel).getByRole("button", { name: "Download template" }));
    expect(await screen.findByText("Failed to download template!")).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe("File Based Submission: covenants", () => {
  it(
    "is not offered for a covenants report, which has a single Start Submission",
    async () => {
      const covenants = wizardAnswer({
        steps: [{ type: "covenants", required: true, config: { ...balanceView, type: "covenants" } }],
      });
      api([covenants]);
      renderApp(PATH, api([covenants]), { token: "t" });
      expect(await screen.findByRole("button", { name: "Start Submission" })).toBeEnabled();
      expect(screen.queryByLabelText("File Based Submission")).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Download template" })).not.toBeInTheDocument();
      expect(screen.getAllByRole("button", { name: "Start Submission" })).toHaveLength(1);
    },
    WHOLE_PORTAL_MS,
  );
});
