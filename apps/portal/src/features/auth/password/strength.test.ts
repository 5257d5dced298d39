import { describe, expect, it } from "vitest";
import { MIN_STRENGTH, passwordStrength } from "./strength";

describe("passwordStrength", () => {
  it("rates anything shorter than six characters Bad", () => {
    expect(passwordStrength("")).toBe(0);
    expect(passwordStrength("Ab1!x")).toBe(0);
  });

  it("rates common passwords and one repeated character Bad, whatever their length", () => {
    expect(passwordStrength("Password1")).toBe(0);
    expect(passwordStrength("qwerty123")).toBe(0);
    expect(passwordStrength("zzzzzzzzzzzzzzzz")).toBe(0);
  });

  it("rates six lower-case letters Weak, below the registration minimum", () => {
    expect(passwordStrength("garden")).toBe(1);
    expect(passwordStrength("garden")).toBeLessThan(MIN_STRENGTH);
  });

  it("rewards length and variety step by step", () => {
    expect(passwordStrength("gardens1")).toBe(2);
    expect(passwordStrength("Gardens1")).toBe(3);
    expect(passwordStrength("Gardens1 of Ledgerline")).toBe(4);
  });

  it("keeps passwords under twelve characters below Strong", () => {
    expect(passwordStrength("Gard3ns!x")).toBe(3);
  });

  it("takes a point off for keyboard runs and repeated characters", () => {
    expect(passwordStrength("Gardens1")).toBe(3);
    expect(passwordStrength("Gardens1234")).toBe(2);
    expect(passwordStrength("Gardeeens1")).toBe(2);
    expect(passwordStrength("Gardens!qwer")).toBe(3);
  });
});
