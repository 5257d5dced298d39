import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RestFailure, fakeApi } from "../../../../test/fakeApi";
import { essentials, providerAdmin } from "../../../../test/fixtures";
import { renderApp } from "../../../../test/renderApp";
import { browser } from "../../../ui/browser";

afterEach(() => vi.restoreAllMocks());

function api(services = { password: true, sso: false }) {
  return fakeApi({
    rest: {
      "/auth/usercheck": { services },
      "/auth/login": (fields) =>
        fields.password === "right-password"
          ? { success: true, token: "tok-1", home: "/investor/" }
          : new RestFailure(401, {
              success: false,
              error: { code: "UNAUTHENTICATED", message: "Failed to authenticate" },
            }),
    },
    graphql: { whoAmI: providerAdmin, essentials, health: null },
  });
}

const location = () => screen.getByTestId("location").textContent;

describe("the login screen", () => {
  it("asks the username, then the password, and lands a provider user on their home", async () => {
    const user = userEvent.setup();
    const fake = api();
    const { store } = renderApp("/", fake);
    await waitFor(() => expect(location()).toBe("/login"));
    await user.type(screen.getByLabelText("Username or e-mail"), "admin@ledgerline.test");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "Forgot password" })).toHaveAttribute(
      "href",
      "/login/resetpassword",
    );
    expect(fake.calls("/auth/usercheck")[0]?.variables).toEqual({ username: "admin@ledgerline.test" });
    await user.type(screen.getByLabelText("Password"), "  right-password ");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(location()).toBe("/investor/"));
    expect(fake.calls("/auth/login")[0]?.variables).toEqual({
      username: "admin@ledgerline.test",
      password: "right-password",
    });
    expect(JSON.parse(localStorage.getItem("ledgerline.token")!)).toBe("tok-1");
    expect(store).toBeDefined();
    expect(await screen.findByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
  });

  it("returns the user to the page they asked for", async () => {
    const user = userEvent.setup();
    renderApp("/investor/clients?page=2", api());
    await waitFor(() => expect(location()).toBe("/login"));
    await user.type(screen.getByLabelText("Username or e-mail"), "admin@ledgerline.test");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(await screen.findByLabelText("Password"), "right-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(location()).toBe("/investor/clients?page=2"));
  });

  it("says 'Failed to authenticate' for a wrong password and stays", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp("/login", fake);
    await user.type(screen.getByLabelText("Username or e-mail"), "admin@ledgerline.test");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(await screen.findByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Failed to authenticate")).toBeInTheDocument();
    expect(location()).toBe("/login");
    expect(localStorage.getItem("ledgerline.token")).toBeNull();
    // The same message again refreshes the toast instead of stacking a second one; toasts sit top-left.
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(fake.calls("/auth/login")).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByText("Failed to authenticate")).toHaveLength(1));
    expect(screen.getByText("Failed to authenticate").closest(".ant-notification-topLeft")).not.toBeNull();
  });

  it("requires the username and a password of at least 6 characters", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp("/login", fake);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("field is required")).toBeInTheDocument();
    expect(fake.calls("/auth/usercheck")).toHaveLength(0);
    await user.type(screen.getByLabelText("Username or e-mail"), "admin@ledgerline.test");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(await screen.findByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("minimal length is 6")).toBeInTheDocument();
    expect(fake.calls("/auth/login")).toHaveLength(0);
  });

  it("goes to single sign-on when the username has no password service", async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => undefined);
    renderApp("/login", api({ password: false, sso: true }));
    await user.type(screen.getByLabelText("Username or e-mail"), "ana@partner.test");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/auth/sso/login"));
    expect(screen.getByText("Redirecting to single sign-on…")).toBeInTheDocument();
  });

  it("stores a token from the query string and goes on after 200 ms", async () => {
    sessionStorage.setItem("ledgerline.origin", "/investor/reports");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp("/login?token=sso-token", api());
      await waitFor(() => expect(JSON.parse(localStorage.getItem("ledgerline.token")!)).toBe("sso-token"));
      expect(location()).toBe("/login?token=sso-token");
      await vi.advanceTimersByTimeAsync(150);
      expect(location()).toBe("/login?token=sso-token");
      await vi.advanceTimersByTimeAsync(100);
      await waitFor(() => expect(location()).toBe("/investor/reports"));
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows why single sign-on failed", async () => {
    renderApp("/login?ssoError=No%20active%20user%20has%20this%20e-mail%20address", api());
    expect(await screen.findByText("No active user has this e-mail address")).toBeInTheDocument();
  });

  it("switches the interface language from the selector", async () => {
    const user = userEvent.setup();
    renderApp("/login", api());
    await user.click(screen.getByRole("combobox", { name: "Interface language" }));
    await user.click(await screen.findByTitle("Français"));
    expect(await screen.findByRole("button", { name: "Suivant" })).toBeInTheDocument();
    expect(screen.getByLabelText("Nom d'utilisateur ou e-mail")).toBeInTheDocument();
  });
});
