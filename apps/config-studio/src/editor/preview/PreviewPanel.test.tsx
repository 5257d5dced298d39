import type { FormConfig } from "@ledgerline/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { renderWithStudio } from "../publish/studioTestKit";
import { PreviewPanel } from "./PreviewPanel";
import { periodName, previewPeriods } from "./previewPeriods";

const sumForm: FormConfig = {
  key: "sums",
  version: "1.0.0",
  name: { en: "Sums" },
  context: { category: "financial", periodType: "month", target: "client" },
  type: "form",
  clientTypes: ["MFI"],
  fields: [
    { internalName: "first", name: { en: "First amount" }, type: "currency" },
    { internalName: "second", name: { en: "Second amount" }, type: "currency" },
    { internalName: "total", name: { en: "Total amount" }, type: "currency", formula: "add(first, second)" },
  ],
};

const lastMonth = previewPeriods()[0]!;

function answer(reportingScale = 1) {
  const preview = vi.fn(() => ({
    studioPreviewData: {
      clientId: "c1",
      clientName: "Acme Microfinance",
      clientType: "MFI",
      currency: "PEN",
      reportingScale,
      financialPeriods: [],
      formData: [{ formKey: "sums", numeric: lastMonth.numeric, values: { first: 123400, second: 10050 } }],
    },
  }));
  fakeApi({
    StudioPreviewClients: {
      clients: {
        results: [
          { _id: "c1", name: "Acme Microfinance", clientType: "MFI" },
          { _id: "c2", name: "Agro Coop", clientType: "AGRO" },
        ],
      },
    },
    StudioPreviewData: preview,
  });
  return preview;
}

describe("the form preview", () => {
  it("asks for a client first, then shows the draft with the client's data and its computed sum", async () => {
    const preview = answer();
    renderWithStudio(<PreviewPanel form={sumForm} forms={[sumForm]} />);
    expect(screen.getByRole("heading", { level: 2, name: "Preview" })).toBeInTheDocument();
    expect(screen.getByText(/Choose a client to preview the form/)).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText("Client"));
    // Only clients of the form's client types are offered.
    expect(await screen.findByTitle("Acme Microfinance (MFI)")).toBeInTheDocument();
    expect(screen.queryByTitle("Agro Coop (AGRO)")).not.toBeInTheDocument();
    await userEvent.click(screen.getByTitle("Acme Microfinance (MFI)"));

    expect(await screen.findByText("Total amount", {})).toBeInTheDocument();
    expect(preview).toHaveBeenCalledWith({ clientId: "c1", numeric: lastMonth.numeric });
    // 1,234.00 + 100.50, computed by the engine from the stored hundredths.
    const total = await screen.findByRole("button", {
      name: /^1,334\.50, show how Total amount is computed/,
    });
    // The computed value explains itself: the formula panel opens with the engine's explanation.
    await userEvent.click(total);
    const panel = await screen.findByRole("region", { name: /Total amount/ });
    expect(within(panel).getAllByText("add(first, second)").length).toBeGreaterThan(0);
    expect(within(panel).queryByRole("tree")).toBeInTheDocument();
  });

  it("explains a currency-scaled form's money in the client's scale, as the preview shows it", async () => {
    answer(1000);
    const scaled: FormConfig = { ...sumForm, settings: { currencyScaled: true } };
    renderWithStudio(<PreviewPanel form={scaled} forms={[scaled]} />);
    await userEvent.click(screen.getByLabelText("Client"));
    await userEvent.click(await screen.findByTitle("Acme Microfinance (MFI)"));
    // 1,334.50 in thousands.
    await userEvent.click(await screen.findByRole("button", { name: /^1\.33, show how Total amount/ }));
    const panel = await screen.findByRole("region", { name: /Total amount/ });
    const values = [...panel.querySelectorAll(".ll-explain-value")].map((value) => value.textContent);
    expect(values).toEqual(["1.33", "1.33", "1.23", "0.10"]);
    expect(within(panel).getByText("Money in PEN, scale 1/1000, as in the form")).toBeInTheDocument();
  });

  it("follows the draft once it stops changing", async () => {
    answer();
    const view = renderWithStudio(<PreviewPanel form={sumForm} forms={[sumForm]} />);
    await userEvent.click(screen.getByLabelText("Client"));
    await userEvent.click(await screen.findByTitle("Acme Microfinance (MFI)"));
    expect(
      await screen.findByRole("button", { name: /^1,334\.50, show how Total amount/ }),
    ).toBeInTheDocument();

    const edited: FormConfig = {
      ...sumForm,
      fields: sumForm.fields.map((field) =>
        field.internalName === "total" ? { ...field, formula: "subtract(first, second)" } : field,
      ),
    };
    view.rerender(<PreviewPanel form={edited} forms={[edited]} />);
    expect(
      await screen.findByRole("button", { name: /^1,133\.50, show how Total amount/ }),
    ).toBeInTheDocument();
  });

  it("offers the months the client has data for, newest first, and opens on the newest", async () => {
    const [, second, third, , fifth] = previewPeriods();
    const preview = vi.fn((variables: Record<string, unknown>) => ({
      studioPreviewData: {
        clientId: "c1",
        clientName: "Acme Microfinance",
        clientType: "MFI",
        currency: "PEN",
        reportingScale: 1,
        financialPeriods: [],
        formData: [
          { formKey: "sums", numeric: fifth!.numeric, values: { first: 100, second: 200 } },
          { formKey: "sums", numeric: third!.numeric, values: { first: 123400, second: 10050 } },
          // Another form's month is no month of this form.
          { formKey: "other", numeric: second!.numeric, values: {} },
        ].filter((document) => document.numeric <= Number(variables.numeric)),
      },
    }));
    fakeApi({
      StudioPreviewClients: {
        clients: { results: [{ _id: "c1", name: "Acme Microfinance", clientType: "MFI" }] },
      },
      StudioPreviewData: preview,
    });
    renderWithStudio(<PreviewPanel form={sumForm} forms={[sumForm]} />);
    await userEvent.click(screen.getByLabelText("Client"));
    await userEvent.click(await screen.findByTitle("Acme Microfinance (MFI)"));

    const newest = periodName(third!.month, "en");
    expect(await screen.findByText(`Acme Microfinance, ${newest}`, {})).toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: /^1,334\.50, show how Total amount/ }),
    ).toBeInTheDocument();
    expect(preview).toHaveBeenCalledWith({ clientId: "c1", numeric: third!.numeric });

    await userEvent.click(screen.getByLabelText("Period"));
    // The drawn options of the period's dropdown (the last one opened).
    await waitFor(() => expect(document.querySelectorAll(".ant-select-dropdown")).toHaveLength(2));
    const dropdown = [...document.querySelectorAll(".ant-select-dropdown")].at(-1)!;
    const options = [...dropdown.querySelectorAll(".ant-select-item-option")];
    expect(options.map((option) => option.textContent)).toEqual([newest, periodName(fifth!.month, "en")]);
  });

  it("says so when the client's data cannot be loaded", async () => {
    fakeApi({
      StudioPreviewClients: {
        clients: { results: [{ _id: "c1", name: "Acme Microfinance", clientType: "MFI" }] },
      },
      StudioPreviewData: () => {
        throw new Error("The API did not answer");
      },
    });
    renderWithStudio(<PreviewPanel form={sumForm} forms={[sumForm]} />);
    await userEvent.click(screen.getByLabelText("Client"));
    await userEvent.click(await screen.findByTitle("Acme Microfinance (MFI)"));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The client's data could not be loaded.")).toBeInTheDocument();
  });
});
