import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateOperations, operationsFile } from "../scripts/codegen";

describe("generated operation types and typed documents", () => {
  it("match the API's schema and the studio's documents (run both codegens after changing either)", async () => {
    expect(readFileSync(operationsFile, "utf8")).toBe(await generateOperations());
  }, 120_000);
});
