import { describe, expect, it } from "vitest";
import { MIN_NEW_PASSWORD_STRENGTH, passwordProblem, passwordStrength } from "./index";

describe("password strength", () => {
  it("calls leaked passwords Bad however they are dressed up", () => {
    for (const leaked of ["Password1", "Qwerty123", "qwerty123", "123456789"])
      expect(passwordStrength(leaked), leaked).toBe(0);
  });

  it("rates short or dictionary-like passwords below what registration asks", () => {
    expect(passwordStrength("abc")).toBe(0);
    expect(passwordStrength("garden")).toBeLessThan(MIN_NEW_PASSWORD_STRENGTH);
    expect(passwordStrength("Gardens1")).toBeLessThan(MIN_NEW_PASSWORD_STRENGTH);
  });

  it("rates long unusual passwords Strong", () => {
    expect(passwordStrength("Gardens1 of Ledgerline")).toBe(4);
    expect(passwordStrength("correct horse battery staple")).toBe(4);
  });
});

describe("password problems", () => {
  it("checks presence, 6 to 33 characters, then strength where asked", () => {
    expect(passwordProblem("")).toEqual({ kind: "required" });
    expect(passwordProblem("12345")).toEqual({ kind: "tooShort", min: 6 });
    expect(passwordProblem("x".repeat(34))).toEqual({ kind: "tooLong", max: 33 });
    expect(passwordProblem("Password1")).toBeNull();
    expect(passwordProblem("Password1", MIN_NEW_PASSWORD_STRENGTH)).toEqual({ kind: "tooWeak" });
  });
});
