import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { GraphQLFailure, fakeApi } from "../../../test/fakeApi";
import { andes, clientRecord, clientUser, essentials, providerAdmin, sahel } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import type { WhoAmI } from "../../api/types";

/** The API as it answers `client`: null for an unknown key (whole portfolio), FORBIDDEN outside a scope. */
function api(who: WhoAmI, client: (key: string) => unknown) {
  return fakeApi({
    graphql: {
      whoAmI: who,
      essentials,
      client: (variables) => client(String(variables.key)),
      clients: { results: [clientRecord(andes), clientRecord(sahel)] },
    },
  });
}

const location = () => screen.getByTestId("location").textContent;
const homeLink = () => screen.findByRole("link", { name: /Go to my home page/ });

describe("the client of the address", () => {
  it("says 'No client' for an unknown key, under a deeper route too, with a link home that works", async () => {
    const user = userEvent.setup();
    const fake = api(providerAdmin, () => null);
    renderApp("/client/no-such-client/reports", fake, { token: "t" });
    expect(await screen.findByRole("heading", { name: "No client" })).toBeInTheDocument();
    expect(screen.getByText("There is no client at this address that you can open.")).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Loading" })).not.toBeInTheDocument();
    expect(document.title).toBe("No client · Ledgerline");
    const home = await homeLink();
    expect(home).toHaveAttribute("href", "/investor/");
    await user.click(home);
    await waitFor(() => expect(location()).toBe("/investor/"));
  });

  it("gives a client user the same 'No client' for another client's key, and none of its data", async () => {
    const error = vi.spyOn(console, "error");
    const fake = api(clientUser, (key) =>
      key === andes.key ? clientRecord(andes) : new GraphQLFailure("Forbidden", "FORBIDDEN"),
    );
    renderApp(`/client/${sahel.key}/`, fake, { token: "t" });
    expect(await screen.findByRole("heading", { name: "No client" })).toBeInTheDocument();
    expect(await homeLink()).toHaveAttribute("href", "/client/andes/");
    expect(screen.queryByText(/Sahel/)).not.toBeInTheDocument();
    expect(screen.queryByText("This client is currently inactive.")).not.toBeInTheDocument();
    // A refusal is an answer: asked once, not retried, not reported as a failure.
    expect(fake.requests.filter((request) => request.operation === "client")).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("tells a failed load apart from a missing client, and Retry loads it", async () => {
    const user = userEvent.setup();
    let answer: unknown = new GraphQLFailure("The database is away", "INTERNAL_SERVER_ERROR");
    renderApp(
      `/client/${andes.key}/`,
      api(providerAdmin, () => answer),
      { token: "t" },
    );
    expect(await screen.findByText("The client could not be loaded.")).toBeInTheDocument();
    expect(screen.getByText("The database is away")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "No client" })).not.toBeInTheDocument();
    answer = clientRecord(andes);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: andes.name })).toBeInTheDocument();
  });
});
