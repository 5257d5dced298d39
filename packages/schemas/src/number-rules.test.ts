import { describe, expect, it } from "vitest";
import { brokenNumberRule, numberBounds } from "./number-rules";

describe("a number field's rules", () => {
  it("turn allowNegative: false into a minimum of 0 unless min asks for more", () => {
    expect(numberBounds({ allowNegative: false })).toEqual({ minimum: 0 });
    expect(numberBounds({ allowNegative: false, min: -5 })).toEqual({ minimum: 0 });
    expect(numberBounds({ allowNegative: false, min: 5, max: 9 })).toEqual({ minimum: 5, maximum: 9 });
    expect(numberBounds({ min: -5 })).toEqual({ minimum: -5 });
    expect(numberBounds({})).toEqual({});
  });

  it("name the rule a value breaks with its bound", () => {
    expect(brokenNumberRule({ allowNegative: false }, -1)).toEqual({ rule: "negative", limit: 0 });
    expect(brokenNumberRule({ allowNegative: false, min: -5 }, -1)).toEqual({ rule: "negative", limit: 0 });
    expect(brokenNumberRule({ allowNegative: false, min: 5 }, -1)).toEqual({ rule: "min", limit: 5 });
    expect(brokenNumberRule({ min: -5 }, -6)).toEqual({ rule: "min", limit: -5 });
    expect(brokenNumberRule({ max: 100 }, 101)).toEqual({ rule: "max", limit: 100 });
    expect(brokenNumberRule({ allowNegative: false, min: 0, max: 100 }, 0)).toBeNull();
    expect(brokenNumberRule({}, -1e9)).toBeNull();
  });
});
