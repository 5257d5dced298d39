import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { WHO_AM_I_ANSWER, fakeApi } from "../../../test/fakeApi";
import { SLOW, findWhenShown, renderStudio, signIn } from "../testApi";

const COVENANT = {
  _id: "c1",
  internalName: "parRatio",
  name: { en: "PAR 30", fr: null, es: null, pt: null, ru: null },
  guide: null,
  label: "PAR 30",
  links: [],
  fieldType: "percentual",
  range: { min: null, max: 500 },
  alertThreshold: 450,
  clientType: "MFI",
  formula: "balanceSheet.par30 / balanceSheet.grossLoans",
  archived: null,
  statistics: { count: 7 },
};

const PUBLISHED_FORMS = {
  publishedTemplates: [
    {
      key: "balanceSheet",
      version: "1.0.0",
      name: { en: "Balance sheet" },
      context: { category: "financial", periodType: "month", target: "client" },
      type: "form",
      clientTypes: ["MFI"],
      fields: [
        { internalName: "par30", name: { en: "PAR 30 days" }, type: "currency" },
        { internalName: "grossLoans", name: { en: "Gross loans" }, type: "currency" },
      ],
    },
  ],
};

describe("the covenant catalogue", { timeout: 45_000 }, () => {
  it("lists a page of active covenants with limits in display units", async () => {
    signIn();
    const sent = fakeApi({
      studioCovenantsConfig: {
        covenantsConfig: { results: [COVENANT], pageInfo: { total: 1, limit: 15, offset: 0 } },
      },
    });
    renderStudio("/covenants");
    const link = await findWhenShown("link", "PAR 30");
    const row = link.closest("tr")!;
    expect(within(row).getByText("parRatio")).toBeInTheDocument();
    expect(within(row).getByText("– 5%", { exact: false })).toBeInTheDocument();
    expect(within(row).getByText("4.5%")).toBeInTheDocument();
    expect(within(row).getByText("7")).toBeInTheDocument();
    expect(sent.find((request) => request.operation === "studioCovenantsConfig")?.variables).toMatchObject({
      archived: false,
      skip: 0,
      limit: 15,
    });
  });

  it("sends the limits in hundredths and shows the API's refusal on its input", async () => {
    signIn();
    const sent = fakeApi({
      studioCovenantConfig: { covenantConfig: COVENANT },
      StudioPublishedTemplates: PUBLISHED_FORMS,
      studioUpdateCovenantConfig: {
        updateCovenantConfig: {
          success: false,
          error: {
            code: "BAD_USER_INPUT",
            message: "Invalid values",
            fields: [{ field: "range.max", message: "The maximum must be at most 100 %" }],
          },
          covenant: null,
        },
      },
    });
    renderStudio("/covenants/c1");
    const max = await screen.findByLabelText("Maximum", {}, SLOW);
    expect(max).toHaveValue("5");
    await userEvent.clear(max);
    await userEvent.type(max, "12.5");
    await userEvent.type(screen.getByLabelText("Minimum"), "1,25");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("The maximum must be at most 100 %")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid values");
    const update = sent.find((request) => request.operation === "studioUpdateCovenantConfig");
    expect(update?.variables).toMatchObject({
      covenantId: "c1",
      covenant: {
        internalName: "parRatio",
        fieldType: "percentual",
        range: { min: 125, max: 1250 },
        alertThreshold: 450,
        clientType: "MFI",
        formula: "balanceSheet.par30 / balanceSheet.grossLoans",
      },
    });
    // Nothing typed is lost, and the message belongs to the Maximum input.
    expect(screen.getByLabelText("Maximum")).toHaveValue("12.5");
    expect(screen.getByText("The maximum must be at most 100 %").closest(".ant-form-item")).toContainElement(
      screen.getByLabelText("Maximum"),
    );
    expect(screen.getByTestId("address")).toHaveTextContent("/covenants/c1");
  });

  it("refuses a limit that is not a number without calling the API", async () => {
    signIn();
    const sent = fakeApi({
      studioCovenantConfig: { covenantConfig: COVENANT },
      StudioPublishedTemplates: PUBLISHED_FORMS,
    });
    renderStudio("/covenants/c1");
    const alert = await screen.findByLabelText("Alert threshold", {}, SLOW);
    await userEvent.clear(alert);
    await userEvent.type(alert, "4.555");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter a number with at most two decimals")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Invalid values, review the form."),
    );
    expect(sent.some((request) => request.operation === "studioUpdateCovenantConfig")).toBe(false);
  });

  it("archives a covenant from a date, sent as YYYYMMDD, and returns to the list", async () => {
    signIn();
    const sent = fakeApi({
      studioCovenantConfig: { covenantConfig: COVENANT },
      StudioPublishedTemplates: PUBLISHED_FORMS,
      studioArchiveCovenantConfig: {
        archiveCovenantConfig: { success: true, error: null, _id: "c1", archived: 20261231 },
      },
      studioCovenantsConfig: {
        covenantsConfig: { results: [], pageInfo: { total: 0, limit: 15, offset: 0 } },
      },
    });
    renderStudio("/covenants/c1");
    await userEvent.click(await findWhenShown("button", "Archive"));
    const dialog = await screen.findByRole("dialog", { name: "Archive PAR 30" });
    const date = within(dialog).getByLabelText("As from");
    await userEvent.clear(date);
    await userEvent.type(date, "2026-12-31");
    await userEvent.click(within(dialog).getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(/^\/covenants$/));
    expect(sent.find((request) => request.operation === "studioArchiveCovenantConfig")?.variables).toEqual({
      covenantId: "c1",
      asFrom: 20261231,
    });
  });

  it("filters the catalogue by client type and shows the archived tab", async () => {
    signIn();
    const sent = fakeApi({
      studioCovenantsConfig: {
        covenantsConfig: { results: [], pageInfo: { total: 0, limit: 15, offset: 0 } },
      },
    });
    renderStudio("/covenants");
    const filter = await screen.findByRole("radiogroup", { name: "Client type" }, SLOW);
    await userEvent.click(within(filter).getByRole("radio", { name: "AGRO" }).closest("label")!);
    await userEvent.click(screen.getByRole("tab", { name: "Archived" }));
    expect(await screen.findByText("No archived covenants.")).toBeInTheDocument();
    expect(
      sent.filter((request) => request.operation === "studioCovenantsConfig").at(-1)?.variables,
    ).toMatchObject({
      archived: true,
      clientType: "agro",
      skip: 0,
    });
  });

  it("only shows a covenant to an author without the covenant permission", async () => {
    signIn();
    const permissions = WHO_AM_I_ANSWER.whoAmI.permissions.filter((one) => one.context !== "covenantConfigs");
    fakeApi({
      studioWhoAmI: { whoAmI: { ...WHO_AM_I_ANSWER.whoAmI, permissions } },
      studioCovenantConfig: { covenantConfig: COVENANT },
      StudioPublishedTemplates: PUBLISHED_FORMS,
    });
    renderStudio("/covenants/c1");
    expect(await screen.findByLabelText("Maximum", {}, SLOW)).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Archive" })).not.toBeInTheDocument();
  });
});
