// Headroom against the binding limit: the bound the value crossed, else the one the alert threshold watches.
import { describe, expect, it } from "vitest";
import { headroomOf } from "./limits";

const par30 = { range: { min: 0, max: 500 }, alertThreshold: 400 }; // max 5 %, alert at 4 %
const car = { range: { min: 1500, max: null }, alertThreshold: 1700 }; // min 15 %, alert at 17 %

describe("headroomOf", () => {
  it("measures a maximum covenant from its maximum, negative once above it", () => {
    expect(headroomOf(300, par30)).toBe(40);
    expect(headroomOf(600, par30)).toBe(-20);
  });

  it("measures a minimum covenant from its minimum, negative once below it", () => {
    expect(headroomOf(1800, car)).toBe(20);
    expect(headroomOf(1200, car)).toBe(-20);
  });

  it("follows the bound the alert threshold sits near when both bounds are set", () => {
    const band = { range: { min: 1000, max: 2000 }, alertThreshold: 1100 }; // watches the minimum
    expect(headroomOf(1500, band)).toBe(50);
    expect(headroomOf(2200, band)).toBe(-10); // crossed the maximum: that one binds now
  });

  it("has none without a value or against a limit of 0", () => {
    expect(headroomOf(null, par30)).toBeNull();
    expect(headroomOf(-50, { range: { min: 0, max: null }, alertThreshold: 50 })).toBeNull();
  });
});
