import { readFileSync } from "node:fs";
import { Kind } from "graphql";
import type { DocumentNode } from "graphql";
import { describe, expect, it } from "vitest";
import { generateOperations, generateTypedDocuments, operationsFile, typedFiles } from "../scripts/codegen";
import { operationsOf, uniquelyNamed } from "../scripts/operation-documents";

function operationName(document: DocumentNode): string | undefined {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operation?.kind === Kind.OPERATION_DEFINITION ? operation.name?.value : undefined;
}

describe("generated operation types", () => {
  it("match the API's schema and the portal's documents (run both codegens after changing either)", async () => {
    expect(readFileSync(operationsFile, "utf8")).toBe(await generateOperations());
  }, 120_000);

  it("come with one typed document per operation, beside the other typed documents of its module", async () => {
    const typed = await generateTypedDocuments();
    expect(typedFiles().sort()).toEqual([...typed.keys()].sort());
    for (const [file, text] of typed) expect(readFileSync(file, "utf8"), file).toBe(text);
  }, 120_000);
});

describe("collecting the portal's documents", () => {
  it("keeps the exported strings that are operations, not field lists or other values", () => {
    const found = operationsOf("api/documents.ts", {
      REPORTS: "query reports { reports { results { _id } } }",
      reportFields: "_id configId status",
      workflowMutation: (name: string) => `mutation ${name} { ${name} }`,
      PAGE_SIZE: 25,
    });
    expect(found.map((operation) => operation.origin)).toEqual(["api/documents.ts#REPORTS"]);
  });

  it("types a document exported twice once", () => {
    const text = "query clientRegions { regions { _id } }";
    const documents = uniquelyNamed([
      ...operationsOf("a.ts", { CLIENT_REGIONS: text }),
      ...operationsOf("b.ts", { REGIONS: text }),
    ]);
    expect(documents.map(operationName)).toEqual(["clientRegions"]);
  });

  it("names documents that share an operation name after their exports, so their types do not clash", () => {
    const documents = uniquelyNamed([
      ...operationsOf("api/documents.ts", { WIZARD: "query wizard { wizard { _id } }" }),
      ...operationsOf("wizard/documents.ts", {
        WIZARD_WITH_NOTES: "query wizard { wizard { _id notes { _id } } }",
      }),
      ...operationsOf("audits/documents.ts", { AUDITS: "query audits { audits { results { _id } } }" }),
    ]);
    expect(documents.map(operationName)).toEqual(["wizard", "wizardWithNotes", "audits"]);
  });

  it("refuses an operation without a name, which would have no type name", () => {
    const anonymous = operationsOf("a.ts", { ANONYMOUS: "{ whoAmI { _id } }" });
    expect(() => uniquelyNamed(anonymous)).toThrow(/needs a name/);
  });
});
