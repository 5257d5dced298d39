import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RestFailure, WholeData, fakeApi } from "../../../../test/fakeApi";
import { renderApp } from "../../../../test/renderApp";
import { browser } from "../../../ui/browser";

afterEach(() => vi.restoreAllMocks());

const invited = {
  _id: "u9",
  fullName: "Nina Novak",
  email: "nina@example.org",
  language: "en",
  invitation: { expirationDate: "2030-01-01", fulfilled: false },
};
const nina = {
  _id: "u9",
  firstName: "Nina",
  lastName: "Novak",
  email: "nina@example.org",
  language: "en",
  address: null,
  communication: [{ type: "Phone", value: "+386 1 234" }],
};
const countries = [
  { _id: "si", name: "Slovenia" },
  { _id: "pe", name: "Peru" },
];

function api(overrides: Record<string, unknown> = {}) {
  return fakeApi({
    graphql: {
      invitedUser: (variables) => (variables.inviteToken === "invite-1" ? invited : null),
      createValidationToken: { success: true, error: null, expiresAt: "2030-01-01T00:10:00Z" },
      validateToken: (variables) => ({ success: variables.verifyToken === "RIGHT-TOKEN", error: null }),
      updateDeclineReason: { success: true, error: null },
      unregisteredUser: new WholeData({ unregisteredUser: nina, countries }),
      updateUserFromRegistration: { success: true, error: null },
      ...overrides,
    },
    rest: { "/auth/login": { success: true, token: "new-token" } },
  });
}

async function acceptAndValidate(user: ReturnType<typeof userEvent.setup>, token: string) {
  await user.click(await screen.findByRole("button", { name: "Accept" }));
  await user.type(await screen.findByLabelText("Validation token"), token);
  await user.click(screen.getByRole("button", { name: "Validate" }));
}

describe("the invitation flow", () => {
  it("says 'This token is invalid.' for an unknown invitation", async () => {
    renderApp("/registration/unknown", api());
    expect(await screen.findByText("This token is invalid.")).toBeInTheDocument();
  });

  it("shows '404 Not found' without an invitation id", async () => {
    renderApp("/registration/", api());
    expect(await screen.findByText("404 Not found", { selector: ".ant-result-title" })).toBeInTheDocument();
  });

  it("logs out any current session first", async () => {
    localStorage.setItem("ledgerline.token", JSON.stringify("someone-else"));
    renderApp("/registration/invite-1", api());
    expect(await screen.findByText("Welcome Nina Novak")).toBeInTheDocument();
    expect(localStorage.getItem("ledgerline.token")).toBe("null");
  });

  it("declines with 'No reason provided' when no reason is typed, after a change of mind", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp("/registration/invite-1", fake);
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    await user.click(screen.getByRole("button", { name: "Go Back" }));
    expect(screen.getByText("Do you accept to join the portal?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Decline" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Thank you for your feedback.")).toBeInTheDocument();
    expect(fake.calls("updateDeclineReason")[0]?.variables).toEqual({
      inviteId: "invite-1",
      bounceReason: "No reason provided",
    });
  });

  it("sends the typed decline reason", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp("/registration/invite-1", fake);
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    await user.type(screen.getByLabelText("Reason"), "Wrong organisation");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText("Thank you for your feedback.");
    expect(fake.calls("updateDeclineReason")[0]?.variables.bounceReason).toBe("Wrong organisation");
  });

  it("rejects a wrong validation token, and Retry starts over", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp("/registration/invite-1", fake);
    await acceptAndValidate(user, "  WRONG  ");
    expect(await screen.findByText("The token you've provided is invalid.")).toBeInTheDocument();
    expect(fake.calls("createValidationToken")[0]?.variables).toEqual({ invitation: "invite-1" });
    expect(fake.calls("validateToken")[0]?.variables).toEqual({
      inviteToken: "invite-1",
      verifyToken: "WRONG",
    });
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: "Accept" })).toBeInTheDocument();
  });

  it("treats an empty validation token as invalid without asking the API", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp("/registration/invite-1", fake);
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByText("The token is valid only 10 minutes.")).toBeInTheDocument();
    expect(screen.getByLabelText("Validation token")).toHaveAttribute("maxlength", "23");
    await user.click(screen.getByRole("button", { name: "Validate" }));
    expect(await screen.findByText("The token you've provided is invalid.")).toBeInTheDocument();
    expect(fake.calls("validateToken")).toHaveLength(0);
  });

  it("validates a token given in the address straight away", async () => {
    const fake = api();
    renderApp("/registration/invite-1/RIGHT-TOKEN", fake);
    expect(await screen.findByText("Please fill in or update the following data.")).toBeInTheDocument();
    expect(fake.calls("createValidationToken")).toHaveLength(0);
  });

  it("says 'Wrong token.' when the API has no registration data for the token", async () => {
    const user = userEvent.setup();
    renderApp(
      "/registration/invite-1",
      api({ unregisteredUser: new WholeData({ unregisteredUser: null, countries }) }),
    );
    await acceptAndValidate(user, "RIGHT-TOKEN");
    expect(await screen.findByText("Wrong token.")).toBeInTheDocument();
  });
});

describe("the registration form", () => {
  async function openForm(fake = api()) {
    const user = userEvent.setup();
    renderApp("/registration/invite-1", fake);
    await acceptAndValidate(user, "RIGHT-TOKEN");
    await screen.findByText("Please fill in or update the following data.");
    return { user, fake };
  }

  it("marks the required fields and says 'Please fill in all required fields' on submit", async () => {
    const { user, fake } = await openForm();
    for (const label of [
      "First name",
      "Last name",
      "Password",
      "Re-type password",
      "Language",
      "Country",
      "City",
      "Postal code",
      "Street",
      "Nr",
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    for (const label of ["State", "Box", "Additional"])
      expect(screen.getByLabelText(label)).not.toBeRequired();
    await user.click(screen.getByRole("button", { name: "Complete your registration" }));
    expect(await screen.findByText("Please fill in all required fields")).toBeInTheDocument();
    expect(fake.calls("updateUserFromRegistration")).toHaveLength(0);
  });

  it("adds, edits and deletes communication items, with the empty state", async () => {
    const { user } = await openForm();
    const list = screen.getByRole("group", { name: "Communication" });
    expect(within(list).getByText("+386 1 234")).toBeInTheDocument();
    await user.click(within(list).getByRole("button", { name: "Delete Phone" }));
    expect(within(list).getByText("No data could be found.")).toBeInTheDocument();

    await user.click(within(list).getByRole("button", { name: /Add communication item/ }));
    await user.click(within(list).getByRole("button", { name: "Save communication item" }));
    // The two messages appear one after the other: wait for both.
    await waitFor(() => expect(within(list).getAllByText("field is required")).toHaveLength(2));
    await user.type(within(list).getByLabelText("Type"), "Mobile");
    await user.type(within(list).getByLabelText("Value"), "+51 999");
    await user.click(within(list).getByRole("button", { name: "Save communication item" }));
    expect(await within(list).findByText("+51 999")).toBeInTheDocument();

    await user.click(within(list).getByRole("button", { name: "Edit Mobile" }));
    await user.clear(within(list).getByLabelText("Value"));
    await user.type(within(list).getByLabelText("Value"), "+51 111");
    await user.click(within(list).getByRole("button", { name: "Save communication item" }));
    expect(await within(list).findByText("+51 111")).toBeInTheDocument();
    expect(within(list).queryByText("+51 999")).not.toBeInTheDocument();

    await user.click(within(list).getByRole("button", { name: /Add communication item/ }));
    await user.click(within(list).getByRole("button", { name: "Cancel" }));
    expect(within(list).queryByRole("button", { name: "Save communication item" })).not.toBeInTheDocument();
  });

  it("needs a password of at least strength Ok, typed twice the same", async () => {
    const { user, fake } = await openForm();
    await user.type(screen.getByLabelText("Password"), "garden");
    expect(screen.getByRole("meter", { name: "Password strength" })).toHaveAttribute(
      "aria-valuetext",
      "Weak",
    );
    await user.type(screen.getByLabelText("Re-type password"), "gardes");
    await user.click(screen.getByRole("button", { name: "Complete your registration" }));
    expect(await screen.findByText("the password is too weak")).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(fake.calls("updateUserFromRegistration")).toHaveLength(0);
  });

  it("rates passwords with the API's estimator: a leaked one Bad, an unusual one Strong", async () => {
    await openForm();
    const user = userEvent.setup();
    const field = screen.getByLabelText("Password");
    const meter = () => screen.getByRole("meter", { name: "Password strength" });
    await user.type(field, "Tr0ub4dor&3");
    await waitFor(() => expect(meter()).toHaveAttribute("aria-valuetext", "Strong"));
    await user.clear(field);
    await user.type(field, "Password1");
    expect(meter()).toHaveAttribute("aria-valuetext", "Bad");
  });

  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText("Password"), "Gardens12");
    await user.type(screen.getByLabelText("Re-type password"), "Gardens12");
    await user.click(screen.getByLabelText("Country"));
    await user.click(await screen.findByTitle("Peru"));
    await user.type(screen.getByLabelText("City"), "Lima");
    await user.type(screen.getByLabelText("Postal code"), "15001");
    await user.type(screen.getByLabelText("Street"), "Av. Arequipa");
    await user.type(screen.getByLabelText("Nr"), "100");
    await user.click(screen.getByRole("button", { name: "Complete your registration" }));
  }

  it("registers, says 'Success' and logs in with the e-mail and the new password", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => undefined);
    const { user, fake } = await openForm();
    await fillAndSubmit(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(screen.getAllByText("Success").length).toBeGreaterThan(0);
    expect(fake.calls("updateUserFromRegistration")[0]?.variables).toEqual({
      userId: "u9",
      inviteToken: "invite-1",
      verifyToken: "RIGHT-TOKEN",
      user: {
        firstName: "Nina",
        lastName: "Novak",
        language: "en",
        password: "Gardens12",
        address: {
          country: "pe",
          countryName: "Peru",
          state: "",
          city: "Lima",
          postalcode: "15001",
          street: "Av. Arequipa",
          nr: "100",
          box: "",
          additional: "",
        },
        communication: [{ type: "Phone", value: "+386 1 234" }],
      },
    });
    expect(fake.calls("/auth/login")[0]?.variables).toEqual({
      username: "nina@example.org",
      password: "Gardens12",
    });
    expect(JSON.parse(localStorage.getItem("ledgerline.token")!)).toBe("new-token");
  });

  it("goes to /login when the automatic login fails", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => undefined);
    const fake = api();
    fake.rest["/auth/login"] = new RestFailure(401, { success: false });
    const { user } = await openForm(fake);
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/login$/));
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the API's message when the registration is refused", async () => {
    const { user } = await openForm(
      api({
        updateUserFromRegistration: { success: false, error: { code: "NO_USER", message: "Wrong token." } },
      }),
    );
    await fillAndSubmit(user);
    expect(await screen.findByText("Wrong token.")).toBeInTheDocument();
  });
});
