import { describe, expect, it } from "vitest";
import { needsClients, needsRegions, withImpliedRoles } from "./roles";
import { fieldErrorsOf, toUserInput } from "./userForm";

describe("the roles' rules", () => {
  it("adds CLIENT to CLIENT-ADMIN, once", () => {
    expect(withImpliedRoles(["CLIENT-ADMIN"])).toEqual(["CLIENT", "CLIENT-ADMIN"]);
    expect(withImpliedRoles(["CLIENT", "CLIENT-ADMIN"])).toEqual(["CLIENT", "CLIENT-ADMIN"]);
    expect(withImpliedRoles(["investor-admin"])).toEqual(["investor-admin"]);
  });

  it("asks clients of client users and regions of Regional Directors and Investment Managers", () => {
    expect(needsClients(["CLIENT"])).toBe(true);
    expect(needsClients(["investor-RD"])).toBe(false);
    expect(needsRegions(["investor", "investor-IM"], "investor")).toBe(true);
    expect(needsRegions(["investor-admin"], "investor")).toBe(false);
    expect(needsRegions(["other-RD"], "investor")).toBe(false);
  });
});

describe("the user form's input", () => {
  it("sends only the scope the roles have, and no address when none is given", () => {
    const input = toUserInput(
      {
        firstName: " Rita ",
        lastName: "Regional",
        email: "rita@investor.test ",
        roles: ["investor-RD"],
        language: "fr",
        clients: { ids: ["c-andes"], regions: ["latam"] },
        address: { city: " ", country: undefined },
        communication: [{ type: " Phone", value: "+51 1 555 " }],
      },
      "investor",
    );
    expect(input).toEqual({
      firstName: "Rita",
      lastName: "Regional",
      email: "rita@investor.test",
      roles: ["investor-RD"],
      language: "fr",
      clients: { ids: [], regions: ["latam"] },
      address: null,
      communication: [{ type: "Phone", value: "+51 1 555" }],
    });
  });

  it("sends a given address whole", () => {
    const input = toUserInput({ roles: ["CLIENT"], address: { country: "PE", city: "Lima" } }, "investor");
    expect(input.address).toEqual({
      country: "PE",
      state: "",
      city: "Lima",
      postalcode: "",
      street: "",
      nr: "",
      box: "",
      additional: "",
    });
  });
});

/** French for the shared message the API names, Fluent's answer (the id) for any other. */
const frenchOrId = (id: string) => (id === "field-required" ? "ce champ est obligatoire" : id);

describe("the API's field errors", () => {
  it("land on the form's fields in the interface language, the communication items on the list", () => {
    expect(
      fieldErrorsOf(
        {
          fields: [
            {
              field: "clients.ids",
              message: "Select the clients of this user",
              messageId: null,
              params: null,
            },
            {
              field: "communication.0.type",
              message: "field is required",
              messageId: "field-required",
              params: {},
            },
            {
              field: "communication.1.value",
              message: "field is required",
              messageId: "field-required",
              params: {},
            },
          ],
        },
        frenchOrId,
      ),
    ).toEqual([
      { name: ["clients", "ids"], errors: ["Select the clients of this user"] },
      { name: ["communication"], errors: ["ce champ est obligatoire"] },
    ]);
  });
});
