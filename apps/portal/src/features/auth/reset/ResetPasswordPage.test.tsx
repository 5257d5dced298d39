import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../test/fakeApi";
import { renderApp } from "../../../../test/renderApp";

const ana = {
  _id: "u1",
  email: "ana@example.org",
  fullName: "Ana Flores",
  status: "ACTIVE",
  hasAccount: true,
  userAccountId: "a1",
};

function api(user = ana) {
  return fakeApi({
    graphql: {
      processEmailForReset: { success: true, error: null },
      processTokenForReset: (variables) => (variables.token === "GOOD-CODE" ? user : null),
      updateUserPassword: { success: true, error: null },
    },
  });
}

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("E-mail"), " ana@example.org ");
  await user.click(screen.getByRole("button", { name: "Send" }));
  return screen.findByText("Enter the code we sent to ana@example.org.");
}

describe("the password-reset wizard", () => {
  it("walks e-mail → wrong code → Go Back → right code → new password → Log In", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp("/login/resetpassword", fake);
    expect(screen.getByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    await reachCodeStep(user);
    expect(fake.calls("processEmailForReset")[0]?.variables).toEqual({ userEmail: "ana@example.org" });

    await user.type(screen.getByLabelText("Code"), "BAD-CODE");
    await user.click(screen.getByRole("button", { name: "Validate" }));
    expect(
      await screen.findByText("The code you entered is not valid. Please try again."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Go Back" }));

    await user.type(await screen.findByLabelText("Code"), "GOOD-CODE");
    await user.click(screen.getByRole("button", { name: "Validate" }));
    expect(await screen.findByText("Choose your new password.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Password"), "Gardens1 of Ledgerline ");
    await user.type(screen.getByLabelText("Re-type password"), "Gardens1 of Ledgerline");
    expect(screen.getByRole("meter", { name: "Password strength" })).toHaveAttribute(
      "aria-valuetext",
      "Strong",
    );
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Success")).toBeInTheDocument();
    expect(fake.calls("updateUserPassword")[0]?.variables).toEqual({
      user: { email: "ana@example.org", token: "GOOD-CODE" },
      password: "Gardens1 of Ledgerline",
    });
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/login"));
  });

  it("asks for the e-mail and then the code before calling the API", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp("/login/resetpassword", fake);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Please fill in all required fields")).toBeInTheDocument();
    expect(fake.calls("processEmailForReset")).toHaveLength(0);
    await reachCodeStep(user);
    await user.click(screen.getByRole("button", { name: "Validate" }));
    expect((await screen.findAllByText("Please fill in the token")).length).toBeGreaterThan(0);
    expect(fake.calls("processTokenForReset")).toHaveLength(0);
  });

  it("refuses passwords that differ or are too short", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp("/login/resetpassword", fake);
    await reachCodeStep(user);
    await user.type(screen.getByLabelText("Code"), "GOOD-CODE");
    await user.click(screen.getByRole("button", { name: "Validate" }));
    await user.type(await screen.findByLabelText("Password"), "abc");
    await user.type(screen.getByLabelText("Re-type password"), "abcd");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("minimal length is 6")).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(fake.calls("updateUserPassword")).toHaveLength(0);
  });

  it("tells an invited user whose account is not activated that it is inactive, instead of the form", async () => {
    const user = userEvent.setup();
    renderApp(
      "/login/resetpassword",
      api({ ...ana, status: "INVITED", hasAccount: false, userAccountId: null as never }),
    );
    await reachCodeStep(user);
    await user.type(screen.getByLabelText("Code"), "GOOD-CODE");
    await user.click(screen.getByRole("button", { name: "Validate" }));
    expect(
      await screen.findByText(
        "Your account is currently inactive. Please activate your account in order to log in.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
  });

  it("shows the API's error message when the code cannot be sent", async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.graphql.processEmailForReset = {
      success: false,
      error: { code: "TOO_MANY_REQUESTS", message: "Too many attempts, try again in 60 s" },
    };
    renderApp("/login/resetpassword", fake);
    await user.type(screen.getByLabelText("E-mail"), "ana@example.org");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Too many attempts, try again in 60 s")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toBeInTheDocument();
  });
});
