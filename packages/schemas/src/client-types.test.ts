import { describe, expect, it } from "vitest";
import { clientTypesOfFamily, configTypeOf, parseConfigType } from "./client-types";

describe("client types", () => {
  it("file the MFI templates, except AGRO clients, who have their own", () => {
    expect(configTypeOf("MFI")).toBe("MFI");
    expect(configTypeOf("BANK")).toBe("MFI");
    expect(configTypeOf("AGRO")).toBe("AGRO");
    expect(clientTypesOfFamily("MFI")).toEqual(["MFI", "BANK"]);
    expect(clientTypesOfFamily("AGRO")).toEqual(["AGRO"]);
  });

  it("read a family from any case, and nothing else", () => {
    expect(parseConfigType("mfi")).toBe("MFI");
    expect(parseConfigType("Agro")).toBe("AGRO");
    expect(parseConfigType("BANK")).toBeUndefined();
    expect(parseConfigType("")).toBeUndefined();
  });
});
