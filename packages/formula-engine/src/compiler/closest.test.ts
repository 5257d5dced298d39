import { describe, expect, it } from "vitest";
import { closestName } from "./closest";

describe(closestName, () => {
  it("suggests the known name with the fewest edits, a case difference costing less than a letter", () => {
    expect(closestName("grossLoanPortfolo", ["totalAssets", "grossLoanPortfolio", "grossLoans"])).toBe(
      "grossLoanPortfolio",
    );
    expect(closestName("par30", ["PAR30", "par60"])).toBe("PAR30");
  });

  it("keeps the first of equally close names, whatever their lengths", () => {
    expect(closestName("abc", ["abx", "abcde", "aby"])).toBe("abx");
    expect(closestName("abcd", ["abcdef", "ab", "abcdeg"])).toBe("abcdef");
  });

  it("finds the closest among thousands of names, far ones included", () => {
    const names = Array.from({ length: 5000 }, (_, n) => `form${n % 20}.field${n}WithALongerName`);
    expect(closestName("form3.field4003WithALongerNam", names)).toBe("form3.field4003WithALongerName");
    expect(closestName("x", [])).toBeUndefined();
  });
});
