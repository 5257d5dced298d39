import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENT_NAMES } from "./documents.js";
import { GENERATED_DIR, generatedFileName, generateValidatorModule } from "./standalone.js";

describe("precompiled validators", () => {
  it.each(DOCUMENT_NAMES)(
    "%s matches its schema (run `npm run generate -w @ledgerline/schemas` after a schema change)",
    (name) => {
      const committed = readFileSync(
        join(import.meta.dirname, GENERATED_DIR, generatedFileName(name)),
        "utf8",
      );
      expect(committed === generateValidatorModule(name)).toBe(true);
    },
  );
});
