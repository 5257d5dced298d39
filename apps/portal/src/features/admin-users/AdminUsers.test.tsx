import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { essentials, providerAdmin } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import type { AdminUser, UserRow } from "./types";

// The whole portal renders in jsdom: on a busy machine the first render takes seconds.
const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };

const row = (index: number, overrides: Partial<UserRow> = {}): UserRow => ({
  _id: `u-${index}`,
  fullName: `User ${String(index).padStart(2, "0")}`,
  email: `user${index}@andes.test`,
  roles: ["CLIENT"],
  language: "es",
  status: "ACTIVE",
  lastLogin: null,
  userAccountId: `acc-${index}`,
  clients: { ids: ["c-andes"], regions: [], nameList: ["Andes Microcrédito"] },
  ...overrides,
});

const ROWS: UserRow[] = Array.from({ length: 30 }, (_, index) => row(index + 1));
// The first page holds one invited user (no account yet) and one deleted user.
ROWS[1] = row(2, { status: "INVITED", userAccountId: null });
ROWS[2] = row(3, { status: "DELETED" });

const detail = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  ...row(1),
  _id: "u-carla",
  fullName: "Carla Client",
  email: "carla@andes.test",
  created: "2025-01-10T09:00:00.000Z",
  firstName: "Carla",
  lastName: "Client",
  address: null,
  communication: [],
  statusMessage: null,
  invitation: { lastSendOfInvite: "2025-01-10T09:00:00.000Z", expirationDate: null, fulfilled: true },
  changeLog: [
    {
      action: "created",
      actionMessage: "User created and invited",
      timestamp: "2025-01-10T09:00:00.000Z",
      actionBy: { fullName: "Portal Administrator" },
    },
  ],
  ...overrides,
});

const regional = detail({
  _id: "u-rita",
  fullName: "Rita Regional",
  firstName: "Rita",
  lastName: "Regional",
  email: "rita@investor.test",
  roles: ["investor-RD"],
  clients: { ids: [], regions: ["latam"], nameList: [] },
});

function api(extra: Record<string, unknown> = {}) {
  const users = [detail(), regional];
  return fakeApi({
    graphql: {
      whoAmI: providerAdmin,
      essentials,
      users: (variables) => {
        const skip = Number(variables.skip ?? 0);
        const limit = Number(variables.limit ?? 25);
        return {
          results: ROWS.slice(skip, skip + limit),
          pageInfo: { total: ROWS.length, limit, offset: skip },
        };
      },
      user: (variables) => users.find((user) => user._id === variables.userId) ?? null,
      regions: [
        { _id: "latam", region: "Latin America" },
        { _id: "africa", region: "Sub-Saharan Africa" },
      ],
      clients: {
        results: [{ _id: "c-andes", key: "andes", name: "Andes Microcrédito", status: "active" }],
      },
      reinviteUser: { success: true, error: null },
      deleteUser: { success: true, error: null },
      ...(extra as object),
    },
  });
}

const location = () => screen.getByTestId("location").textContent;
const rowOf = (name: string) => screen.getByText(name).closest("tr")!;
const option = (label: string) => screen.findByText(label, { selector: ".ant-select-item-option-content" });
/** The chosen values of a multiple choice, as it shows them. */
const chosen = (label: string) =>
  [
    ...screen
      .getByRole("combobox", { name: label })
      .closest(".ant-select")!
      .querySelectorAll(".ant-select-selection-item"),
  ].map((item) => item.textContent);

describe("the users grid", SLOW, () => {
  it("pages 25 users at a time on the server and can include deleted users", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp("/investor/admin/users", fake, { token: "t" });
    expect(await screen.findByRole("heading", { level: 2, name: "Users" }, LOADED)).toBeInTheDocument();
    expect(await screen.findByText("User 01", {}, LOADED)).toBeInTheDocument();
    expect(fake.calls("users")[0]?.variables).toMatchObject({ skip: 0, limit: 25, includeDeleted: false });
    const first = rowOf("User 01");
    expect(within(first).getByText("user1@andes.test")).toBeInTheDocument();
    expect(within(first).getByText("Client")).toBeInTheDocument();
    expect(within(first).getByText("Andes Microcrédito")).toBeInTheDocument();
    expect(within(first).getByText("Español")).toBeInTheDocument();
    expect(within(first).getByText("Active")).toBeInTheDocument();
    expect(screen.queryByText("User 26")).toBeNull();

    await user.click(screen.getByRole("listitem", { name: "2" }));
    expect(await screen.findByText("User 26", {}, LOADED)).toBeInTheDocument();
    expect(fake.calls("users").at(-1)?.variables).toMatchObject({ skip: 25, limit: 25 });

    await user.click(screen.getByRole("switch", { name: "Show deleted users" }));
    await waitFor(() =>
      expect(fake.calls("users").at(-1)?.variables).toMatchObject({ skip: 0, includeDeleted: true }),
    );
  });

  it("offers Reinvite only to users without an account, and Delete not to deleted users", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp("/investor/admin/users", fake, { token: "t" });
    await screen.findByText("User 01", {}, LOADED);
    expect(within(rowOf("User 01")).queryByRole("button", { name: "Reinvite User 01" })).toBeNull();
    expect(within(rowOf("User 01")).getByRole("button", { name: "Delete User 01" })).toBeInTheDocument();
    expect(within(rowOf("User 02")).getByText("Invited")).toBeInTheDocument();
    expect(within(rowOf("User 03")).getByText("Deleted")).toBeInTheDocument();
    expect(within(rowOf("User 03")).queryByRole("button", { name: "Delete User 03" })).toBeNull();

    await user.click(within(rowOf("User 02")).getByRole("button", { name: "Reinvite User 02" }));
    expect(await screen.findByText("A new invitation has been sent.")).toBeInTheDocument();
    expect(fake.calls("reinviteUser")[0]?.variables).toEqual({ userId: "u-2" });
    // The button does its own thing: the row does not open.
    expect(location()).toBe("/investor/admin/users");
  });

  it("deletes a user after confirmation and says so", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp("/investor/admin/users", fake, { token: "t" });
    await screen.findByText("User 01", {}, LOADED);
    await user.click(within(rowOf("User 04")).getByRole("button", { name: "Delete User 04" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete this user?");
    expect(fake.calls("deleteUser")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("User has been deleted")).toBeInTheDocument();
    expect(fake.calls("deleteUser")[0]?.variables).toEqual({ userToDelete: "u-4" });
  });

  it("opens a user from the keyboard", async () => {
    const user = userEvent.setup();
    renderApp("/investor/admin/users", api(), { token: "t" });
    await screen.findByText("User 01", {}, LOADED);
    rowOf("User 05").focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(location()).toBe("/investor/admin/users/u-5"));
  });
});

describe("the user form", SLOW, () => {
  it("adds CLIENT with CLIENT-ADMIN, needs a client, creates the user and returns to the grid", async () => {
    const user = userEvent.setup();
    const fake = api({ createUser: { success: true, error: null } });
    renderApp("/investor/admin/users/new", fake, { token: "t" });
    expect(await screen.findByRole("heading", { level: 2, name: "New user" }, LOADED)).toBeInTheDocument();
    await user.type(screen.getByLabelText("First name"), "Nina");
    await user.type(screen.getByLabelText("Last name"), "Novak");
    await user.type(screen.getByLabelText("E-mail"), "nina@andes.test");
    await user.click(screen.getByRole("combobox", { name: "Roles" }));
    await user.click(await option("Client Admin"));
    await waitFor(() => expect(chosen("Roles")).toEqual(["Client", "Client Admin"]));

    // A client user without clients is refused before anything is sent.
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Invalid form, please review")).toBeInTheDocument();
    const clients = screen.getByRole("combobox", { name: "Clients" });
    await waitFor(() => expect(clients).toHaveAttribute("aria-invalid", "true"));
    expect(fake.calls("createUser")).toHaveLength(0);

    await user.click(clients);
    await user.click(await option("Andes Microcrédito"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("User was successfully created!")).toBeInTheDocument();
    expect(fake.calls("createUser")[0]?.variables.user).toEqual({
      firstName: "Nina",
      lastName: "Novak",
      email: "nina@andes.test",
      roles: ["CLIENT", "CLIENT-ADMIN"],
      language: "en",
      clients: { ids: ["c-andes"], regions: [] },
      address: null,
      communication: [],
    });
    await waitFor(() => expect(location()).toBe("/investor/admin/users"));
  });

  it("clears clients and regions when the roles change", async () => {
    const user = userEvent.setup();
    renderApp("/investor/admin/users/u-carla", api(), { token: "t" });
    expect(
      await screen.findByRole("heading", { level: 2, name: "User Carla Client" }, LOADED),
    ).toBeInTheDocument();
    expect(chosen("Clients")).toEqual(["Andes Microcrédito"]);
    await user.click(screen.getByRole("combobox", { name: "Roles" }));
    await user.click(await option("Client Admin"));
    await waitFor(() => expect(chosen("Clients")).toEqual([]));
  });

  it("clears the regions of a Regional Director whose roles change", async () => {
    const user = userEvent.setup();
    renderApp("/investor/admin/users/u-rita", api(), { token: "t" });
    await screen.findByRole("heading", { level: 2, name: "User Rita Regional" }, LOADED);
    await waitFor(() => expect(chosen("Regions")).toEqual(["Latin America"]));
    expect(screen.queryByRole("combobox", { name: "Clients" })).toBeNull();
    await user.click(screen.getByRole("combobox", { name: "Roles" }));
    await user.click(await option("Investment Manager"));
    await waitFor(() => expect(chosen("Regions")).toEqual([]));
  });

  it("shows the API's field errors on their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    const fake = api({
      updateUserAsAdmin: {
        success: false,
        error: {
          code: "CONFLICT",
          message: "A user with this e-mail address already exists",
          fields: [{ field: "email", message: "A user with this e-mail address already exists" }],
        },
      },
    });
    renderApp("/investor/admin/users/u-carla", fake, { token: "t" });
    await screen.findByRole("heading", { level: 2, name: "User Carla Client" }, LOADED);
    const email = screen.getByLabelText("E-mail");
    await user.clear(email);
    await user.type(email, "taken@andes.test");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("A user with this e-mail address already exists")).toBeInTheDocument();
    expect(screen.getByText("Invalid form, please review")).toBeInTheDocument();
    expect(email).toHaveValue("taken@andes.test");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(fake.calls("updateUserAsAdmin")[0]?.variables).toMatchObject({
      userId: "u-carla",
      user: { email: "taken@andes.test", roles: ["CLIENT"], clients: { ids: ["c-andes"], regions: [] } },
    });
    expect(location()).toBe("/investor/admin/users/u-carla");
  });

  it("sets a password of at least 6 characters, showing its strength", async () => {
    const user = userEvent.setup();
    const fake = api({ updateUserPassword: { success: true, error: null } });
    renderApp("/investor/admin/users/u-carla", fake, { token: "t" });
    await screen.findByRole("heading", { level: 2, name: "User Carla Client" }, LOADED);
    const password = screen.getByLabelText("New password");
    await user.type(password, "abc");
    expect(screen.getByRole("meter", { name: "Password strength" })).toHaveAttribute("aria-valuetext", "Bad");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("minimal length is 6")).toBeInTheDocument();
    expect(fake.calls("updateUserPassword")).toHaveLength(0);

    await user.clear(password);
    await user.type(password, "q7#Vx!p2Lm9$Tz");
    expect(screen.getByRole("meter", { name: "Password strength" })).toHaveAttribute(
      "aria-valuetext",
      "Strong",
    );
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Success")).toBeInTheDocument();
    expect(fake.calls("updateUserPassword")[0]?.variables).toEqual({
      user: { _id: "u-carla" },
      password: "q7#Vx!p2Lm9$Tz",
    });
  });

  it("says so when an invited user has no password to set yet", async () => {
    const invited = detail({ _id: "u-ivo", fullName: "Ivo Invited", status: "INVITED", userAccountId: null });
    renderApp("/investor/admin/users/u-ivo", api({ user: invited }), { token: "t" });
    await screen.findByRole("heading", { level: 2, name: "User Ivo Invited" }, LOADED);
    expect(screen.getByText("The password can be set once the user has registered.")).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).toBeNull();
  });
});
