// Writes the precompiled validators of the package's document schemas (src/validation/generated). Run by the
// build; a test fails when a committed module differs from what the schemas generate now.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DOCUMENT_NAMES } from "../src/validation/documents.ts";
import { GENERATED_DIR, generatedFileName, generateValidatorModule } from "../src/validation/standalone.ts";

const dir = join(dirname(fileURLToPath(import.meta.url)), "../src/validation", GENERATED_DIR);
mkdirSync(dir, { recursive: true });
const wanted = new Set(DOCUMENT_NAMES.map(generatedFileName));
for (const file of readdirSync(dir)) if (!wanted.has(file)) rmSync(join(dir, file));
for (const name of DOCUMENT_NAMES)
  writeFileSync(join(dir, generatedFileName(name)), generateValidatorModule(name));
console.log(`generated ${DOCUMENT_NAMES.length} validators in ${dir}`);
