import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateSchema, generateTypes, generatedFile, generatedSchemaFile } from "../scripts/codegen";

describe("generated GraphQL types", () => {
  it("match the modules' SDL (run `npm run codegen` after changing a schema)", async () => {
    expect(readFileSync(generatedFile, "utf8")).toBe(await generateTypes());
  });
});

describe("generated schema SDL (the portal's and the studio's contract)", () => {
  it("matches the modules' SDL (run `npm run codegen` after changing a schema)", () => {
    expect(readFileSync(generatedSchemaFile, "utf8")).toBe(generateSchema());
  });
});
