import { describe, expect, it } from "vitest";
import { matchesTextFormat } from "./textFormats.js";

describe("matchesTextFormat", () => {
  it("reads e-mail addresses and URIs as the schemas' format keyword does", () => {
    expect(matchesTextFormat("email", "ana@andes.pe")).toBe(true);
    expect(matchesTextFormat("email", "ana@")).toBe(false);
    expect(matchesTextFormat("uri", "https://andes.pe/informes")).toBe(true);
    expect(matchesTextFormat("uri", "andes.pe")).toBe(false);
  });
});
