import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CST_TYPES_PATH, cstTypesSource } from "../scripts/cst-types-source";

describe("src/parser/cst.gen.ts", () => {
  it("matches the grammar (run `npm run gen:cst` after changing FormulaParser.ts)", async () => {
    expect(readFileSync(CST_TYPES_PATH, "utf8")).toBe(await cstTypesSource());
  });
});
