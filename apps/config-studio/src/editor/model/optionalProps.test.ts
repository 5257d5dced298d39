import { describe, expect, it } from "vitest";
import { withNestedOptional, withOptional } from "./optionalProps";

describe("optional properties", () => {
  it("sets and removes keys without touching the original", () => {
    const original = Object.freeze({ a: 1, b: 2 as number | undefined });
    expect(withOptional(original, "b", undefined)).toEqual({ a: 1 });
    expect(withOptional(original, "b", 3)).toEqual({ a: 1, b: 3 });
    expect(original).toEqual({ a: 1, b: 2 });
  });

  it("drops a settings object left empty", () => {
    const field = {
      name: "x",
      settings: { decimals: 2 } as { decimals?: number; unit?: string } | undefined,
    };
    expect(withNestedOptional(field, "settings", "unit", "days")).toEqual({
      name: "x",
      settings: { decimals: 2, unit: "days" },
    });
    expect(withNestedOptional(field, "settings", "decimals", undefined)).toEqual({ name: "x" });
  });
});
