import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateTypes, generatedFile } from "../scripts/codegen";

describe("generated GraphQL types", () => {
  it("match the modules' SDL (run `npm run codegen` after changing a schema)", async () => {
    expect(readFileSync(generatedFile, "utf8")).toBe(await generateTypes());
  });
});
