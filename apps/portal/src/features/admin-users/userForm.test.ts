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

describe("the API's field errors", () => {
  it("land on the form's fields, the communication items on the list", () => {
    expect(
      fieldErrorsOf({
        code: "BAD_USER_INPUT",
        message: "Invalid form, please review",
        fields: [
          { field: "clients.ids", message: "Select the clients of this user" },
          { field: "communication.0.type", message: "field is required" },
          { field: "communication.1.value", message: "field is required" },
        ],
      }),
    ).toEqual([
      { name: ["clients", "ids"], errors: ["Select the clients of this user"] },
      { name: ["communication"], errors: ["field is required"] },
    ]);
  });
});
