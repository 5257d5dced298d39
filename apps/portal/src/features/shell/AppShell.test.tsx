import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { GraphQLFailure, fakeApi } from "../../../test/fakeApi";
import {
  andes,
  clientRecord,
  clientUser,
  essentials,
  investmentManager,
  providerAdmin,
  sahel,
} from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import type { WhoAmI } from "../../api/types";

function api(who: WhoAmI | null, extra: Record<string, unknown> = {}) {
  return fakeApi({
    graphql: {
      whoAmI: who,
      essentials,
      client: (variables) => {
        const found = [andes, sahel].find((client) => client.key === variables.key);
        return found ? clientRecord(found) : null;
      },
      clients: (variables) => ({
        results: [andes, sahel].filter((client) =>
          client.name.toLowerCase().includes(String(variables.filter).toLowerCase()),
        ),
      }),
      updateLanguage: { success: true, error: null },
      ...extra,
    },
    rest: {
      "/auth/logout": { success: true },
    },
  });
}

const location = () => screen.getByTestId("location").textContent;
const nav = () => screen.getByRole("navigation", { name: "Main navigation" });
/** The main navigation, once the application frame (a lazily loaded chunk) has arrived. */
const navLoaded = () => screen.findByRole("navigation", { name: "Main navigation" });

describe("the auth gate", () => {
  it("sends a logged-out visitor of / to /login", async () => {
    renderApp("/", api(null));
    await waitFor(() => expect(location()).toBe("/login"));
    expect(sessionStorage.getItem("ledgerline.origin")).toBe("/");
  });

  it("lands a provider user on /{product}/ and a client user on their client", async () => {
    renderApp("/", api(providerAdmin), { token: "t" });
    await waitFor(() => expect(location()).toBe("/investor/"));
    expect(await within(await navLoaded()).findByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/investor/",
    );
  });

  it("lands a client user on their default client", async () => {
    renderApp("/", api(clientUser), { token: "t" });
    await waitFor(() => expect(location()).toBe("/client/andes/"));
    expect(await screen.findByRole("heading", { name: "Andes Microcrédito" })).toBeInTheDocument();
  });

  it("sends a client user who types the provider address to /, and on to their home", async () => {
    renderApp("/investor/clients", api(clientUser), { token: "t" });
    await waitFor(() => expect(location()).toBe("/client/andes/"));
  });

  it("goes to /login when the session is no longer valid, remembering where the user was", async () => {
    const fake = api(null);
    fake.graphql.whoAmI = new GraphQLFailure("Session expired", "UNAUTHENTICATED");
    renderApp("/investor/reports", fake, { token: "stale" });
    await waitFor(() => expect(location()).toBe("/login"));
    expect(sessionStorage.getItem("ledgerline.origin")).toBe("/investor/reports");
    expect(localStorage.getItem("ledgerline.token")).toBe("null");
  });

  it("keeps the session when every answer brings a fresh token", async () => {
    let issued = 0;
    const fake = api(providerAdmin);
    const fetchWithRefresh: typeof fetch = async (input, init) => {
      const response = await fake.fetch(input, init);
      const headers = new Headers(response.headers);
      headers.set("refresh-token", `fresh-${(issued += 1)}`);
      return new Response(await response.text(), { status: response.status, headers });
    };
    renderApp("/investor/", { ...fake, fetch: fetchWithRefresh }, { token: "t" });
    expect(
      await within(await screen.findByRole("navigation", { name: "Main navigation" })).findByRole("link", {
        name: "Clients",
      }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.calls("whoAmI")).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem("ledgerline.token")!)).toBe(`fresh-${issued}`);
  });

  it("says 'Error! …' when the session cannot be checked", async () => {
    const fake = api(null);
    fake.graphql.whoAmI = new GraphQLFailure("Database down", "INTERNAL");
    renderApp("/investor/", fake, { token: "t" });
    expect(await screen.findByText("Error! Database down")).toBeInTheDocument();
  });

  it("shows the app even when essentials fail to load", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderApp("/investor/", api(providerAdmin, { essentials: new GraphQLFailure("boom", "INTERNAL") }), {
      token: "t",
    });
    expect(
      await within(await screen.findByRole("navigation", { name: "Main navigation" })).findByRole("link", {
        name: "Clients",
      }),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith("Essentials could not be loaded:", "boom");
    consoleError.mockRestore();
  });
});

describe("the shell", () => {
  it("shows '404 Not found' inside the shell for an unknown path", async () => {
    renderApp("/investor/nothing-here", api(providerAdmin), { token: "t" });
    expect(await screen.findByText("404 Not found")).toBeInTheDocument();
    expect(nav()).toBeInTheDocument();
  });

  it("shows Administration to admins only", async () => {
    renderApp("/investor/admin/users", api(providerAdmin), { token: "t" });
    expect(
      await within(await screen.findByRole("navigation", { name: "Main navigation" })).findByText(
        "Administration",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Users" })).toBeInTheDocument();
  });

  it("hides Administration from other provider users, and its pages are unknown to them", async () => {
    renderApp("/investor/admin/users", api(investmentManager), { token: "t" });
    expect(await screen.findByText("404 Not found")).toBeInTheDocument();
    expect(within(nav()).queryByText("Administration")).not.toBeInTheDocument();
    expect(within(nav()).getByText("Reports")).toBeInTheDocument();
  });

  it("shows the client menu with the client's report configs and form groups, and its contacts", async () => {
    renderApp("/client/andes/data/financial/balanceSheet", api(clientUser), { token: "t" });
    const menu = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(await within(menu).findByRole("link", { name: "Balance sheet" })).toHaveAttribute(
      "href",
      "/client/andes/data/financial/balanceSheet",
    );
    expect(within(menu).getByText("Reporting")).toBeInTheDocument();
    expect(within(menu).getByText("Organisation")).toBeInTheDocument();
    expect(within(menu).getByText("Statistics")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Olga Officer" })).toHaveAttribute(
      "href",
      "mailto:olga@investor.test",
    );
    expect(screen.getByText("Investment officer")).toBeInTheDocument();
  });

  it("shows 'No client' for an unknown client and the inactive banner for an inactive one", async () => {
    const { unmount } = renderApp("/client/nobody/", api(providerAdmin), { token: "t" });
    expect(await screen.findByText("No client")).toBeInTheDocument();
    unmount();
    renderApp("/client/sahel-agro/", api(providerAdmin), { token: "t" });
    expect(await screen.findByText("This client is currently inactive.")).toBeInTheDocument();
  });

  it("collapses and expands the sidebar from the header", async () => {
    const user = userEvent.setup();
    renderApp("/investor/", api(providerAdmin), { token: "t" });
    // The brand link's name starts with the name it shows (WCAG 2.5.3), and keeps it when only the mark shows.
    const brand = await screen.findByRole("link", { name: "Ledgerline, home page" });
    expect(brand).toHaveTextContent("Ledgerline");
    expect(brand).toHaveAttribute("href", "/");
    await user.click(await screen.findByRole("button", { name: "Collapse navigation" }));
    expect(screen.getByRole("button", { name: "Expand navigation" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ledgerline, home page" })).not.toHaveTextContent("Ledgerline");
  });

  it("offers the currency menu only with a chosen client, USD by default", async () => {
    const { unmount } = renderApp("/investor/", api(providerAdmin), { token: "t" });
    await screen.findByRole("button", { name: /User: Portal Administrator/ });
    expect(screen.queryByRole("button", { name: /Currency/ })).not.toBeInTheDocument();
    unmount();
    renderApp("/client/andes/", api(providerAdmin), { token: "t" });
    expect(await screen.findByRole("button", { name: "Currency: USD" })).toBeInTheDocument();
  });

  it("switches the language to French: the menu changes and the language is recorded for the user", async () => {
    const user = userEvent.setup();
    const fake = api(providerAdmin);
    renderApp("/investor/", fake, { token: "t" });
    await user.click(await screen.findByRole("button", { name: "Language: English" }));
    await user.click(await screen.findByRole("menuitem", { name: "Français" }));
    const menu = await screen.findByRole("navigation", { name: "Navigation principale" });
    expect(await within(menu).findByRole("link", { name: "Tableau de bord" })).toBeInTheDocument();
    expect(within(menu).getByText("Rapports")).toBeInTheDocument();
    await waitFor(() => expect(fake.calls("updateLanguage")[0]?.variables).toEqual({ language: "fr" }));
    expect(document.documentElement.lang).toBe("fr");
  });

  it("logs out: the token is dropped, the server is told, and the user is on /login", async () => {
    const user = userEvent.setup();
    const fake = api(providerAdmin);
    renderApp("/investor/", fake, { token: "t" });
    await user.click(await screen.findByRole("button", { name: "User: Portal Administrator" }));
    await user.click(await screen.findByRole("menuitem", { name: /Log out/ }));
    await waitFor(() => expect(location()).toBe("/login"));
    expect(localStorage.getItem("ledgerline.token")).toBe("null");
    expect(fake.calls("/auth/logout")).toHaveLength(1);
  });
});

describe("the way past the menu, by keyboard", () => {
  it("starts with the skip link, which sends the focus to the main region", async () => {
    const user = userEvent.setup();
    renderApp("/investor/admin/users", api(providerAdmin), { token: "t" });
    await screen.findByRole("heading", { name: "Users" });
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
    expect(location()).toBe("/investor/admin/users");
  });

  it("moves the focus to the new page's heading after a move, not on the first page", async () => {
    const user = userEvent.setup();
    const noClients = { results: [], pageInfo: { total: 0, limit: 25, offset: 0 } };
    renderApp("/investor/admin/users", api(providerAdmin, { clients: noClients, regions: [] }), {
      token: "t",
    });
    await screen.findByRole("heading", { name: "Users" });
    expect(document.body).toHaveFocus();
    // The provider's Clients (the first of two: Administration has its own).
    await user.click(within(nav()).getAllByRole("link", { name: "Clients" })[0]!);
    await waitFor(() => expect(screen.getByRole("heading", { name: "Clients" })).toHaveFocus());
    expect(screen.getByRole("heading", { name: "Clients" })).toHaveAttribute("tabindex", "-1");
  });

  it("leaves the focus in the field a new page puts it in (the sign-in's username)", async () => {
    renderApp("/", api(null));
    await waitFor(() => expect(location()).toBe("/login"));
    await waitFor(() => expect(screen.getByLabelText("Username or e-mail")).toHaveFocus());
  });

  it("tells keyboard users how the menu's keys work", async () => {
    renderApp("/investor/admin/users", api(providerAdmin), { token: "t" });
    // The menu's root (its open groups are menus too).
    const menu = within(await navLoaded()).getAllByRole("menu")[0]!;
    expect(menu).toHaveAccessibleDescription(/^Move through the menu with the Up and Down arrow keys/);
  });
});

describe("the client switcher", () => {
  it("is not offered to a client user with one client", async () => {
    renderApp("/client/andes/", api(clientUser), { token: "t" });
    await screen.findByRole("heading", { name: "Andes Microcrédito" });
    expect(
      screen.queryByRole("button", { name: /^(Client: Andes Microcrédito|Choose a client)$/ }),
    ).not.toBeInTheDocument();
  });

  it("searches clients, opens the one chosen and remembers it among the recent clients", async () => {
    const user = userEvent.setup();
    const fake = api(providerAdmin);
    // A light page: the switcher is the same on every page, and the dashboard's grids would only slow this.
    renderApp("/investor/clients", fake, { token: "t" });
    await user.click(await screen.findByRole("button", { name: "Choose a client" }));
    const panel = await screen.findByRole("dialog", { name: "Clients" });
    expect(within(panel).getByText("No data could be found.")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "My dashboard" })).toHaveAttribute("href", "/investor/");
    expect(within(panel).getByRole("link", { name: "More clients" })).toHaveAttribute(
      "href",
      "/investor/clients",
    );

    await user.type(within(panel).getByRole("searchbox", { name: "Search clients" }), "sahel");
    await user.click(await within(panel).findByRole("button", { name: "Sahel Agro" }));
    await waitFor(() => expect(location()).toBe("/client/sahel-agro"));
    expect(fake.calls("clients").at(-1)?.variables).toEqual({ filter: "sahel", limit: 10 });
    expect(
      fake.calls("clients").some((call) => call.variables.filter === "s" || call.variables.filter === "sa"),
    ).toBe(false);

    await user.click(await screen.findByRole("button", { name: "Client: Sahel Agro" }));
    const reopened = await screen.findByRole("dialog", { name: "Clients" });
    expect(
      within(within(reopened).getByRole("list", { name: "Recent clients" })).getByRole("button", {
        name: "Sahel Agro",
      }),
    ).toBeInTheDocument();
  }, 60_000);
});
