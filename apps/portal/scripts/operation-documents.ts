// Finds the GraphQL operations the portal sends: every exported string of a source module that parses as a
// GraphQL document with an operation in it. Modules are found by their text (a `/* GraphQL */` tag or a
// template literal that opens with `query`, `mutation` or `subscription`), so a document added anywhere in
// src/ is typed without a list to keep up to date.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Kind, parse, print } from "graphql";
import type { DocumentNode, OperationDefinitionNode } from "graphql";

const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /(\.test\.tsx?|\.d\.ts)$/;
const HOLDS_DOCUMENT = /\/\* GraphQL \*\/|`\s*(query|mutation|subscription)\b/;

/** The modules under `srcDir` whose text holds a GraphQL document, as paths relative to `srcDir`, sorted. */
export function documentModules(srcDir: string, skip: (path: string) => boolean = () => false): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: "utf8" })
    .filter((path) => SOURCE.test(path) && !NOT_SOURCE.test(path) && !skip(path))
    .filter((path) => HOLDS_DOCUMENT.test(readFileSync(join(srcDir, path), "utf8")))
    .map((path) => path.split("\\").join("/"))
    .sort();
}

export interface PortalOperation {
  /** Where the document is exported: `api/documents.ts#REPORTS`. */
  origin: string;
  exportName: string;
  document: DocumentNode;
}

/** The exported strings of a module that are GraphQL documents with at least one operation. */
export function operationsOf(origin: string, moduleExports: Record<string, unknown>): PortalOperation[] {
  // By name: a native module namespace lists its exports sorted, Vitest's in the order of the source.
  const byName = Object.entries(moduleExports).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return byName.flatMap(([exportName, value]) => {
    const document = typeof value === "string" ? parseOrNull(value) : null;
    const hasOperation = document?.definitions.some(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    );
    return document && hasOperation ? [{ origin: `${origin}#${exportName}`, exportName, document }] : [];
  });
}

/** Imports every module of `srcDir` that holds a document and collects its operations. */
export async function collectOperations(
  srcDir: string,
  skip?: (path: string) => boolean,
): Promise<PortalOperation[]> {
  const collected: PortalOperation[] = [];
  for (const path of documentModules(srcDir, skip)) {
    const moduleExports = (await import(pathToFileURL(join(srcDir, path)).href)) as Record<string, unknown>;
    collected.push(...operationsOf(path, moduleExports));
  }
  return collected;
}

/**
 * One document per text (a document re-exported under a second name is typed once), each operation named so
 * that its generated types are unique. Operation names are what the API sees and stay as they are on the
 * wire; when different documents share one (the wizard's query with and without the notes' rejections), each
 * of them is typed under its export's name instead: WIZARD_WITH_NOTES gives WizardWithNotesQuery.
 */
export function uniquelyNamed(operations: PortalOperation[]): DocumentNode[] {
  const { distinct, typeNameOf } = typeNaming(operations);
  return distinct.map(({ origin, document }) => ({
    ...document,
    definitions: document.definitions.map((definition) => {
      if (definition.kind !== Kind.OPERATION_DEFINITION) return definition;
      const typeName = typeNameOf(origin, definition);
      return typeName === definition.name?.value ? definition : renamed(definition, typeName);
    }),
  }));
}

/**
 * The name an operation's types are generated under (see uniquelyNamed): `wizardWithNotes` for
 * WIZARD_WITH_NOTES's `query wizard`. A document exported twice has the types of its first export.
 */
export function typeNames(operations: PortalOperation[]): (operation: PortalOperation) => string[] {
  const { firstOrigin, typeNameOf } = typeNaming(operations);
  return ({ document }) => {
    const origin = firstOrigin(document);
    return document.definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? [typeNameOf(origin, definition)] : [],
    );
  };
}

function typeNaming(operations: PortalOperation[]) {
  const byText = new Map<string, PortalOperation>();
  for (const operation of operations) {
    const text = print(operation.document);
    if (!byText.has(text)) byText.set(text, operation);
  }
  const distinct = [...byText.values()];
  const uses = new Map<string, number>();
  for (const { document } of distinct)
    for (const name of operationNames(document)) uses.set(name, (uses.get(name) ?? 0) + 1);

  const typeNames = new Map<string, string>();
  const exportNames = new Map(distinct.map(({ origin, exportName }) => [origin, exportName]));
  for (const { origin, document } of distinct)
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      if (!definition.name) throw new Error(`${origin}: every operation needs a name to be typed`);
      const typeName = nameFor(origin, definition);
      const clash = typeNames.get(typeName.toLowerCase());
      if (clash) throw new Error(`${origin}: the operation types of ${typeName} would clash with ${clash}'s`);
      typeNames.set(typeName.toLowerCase(), origin);
    }

  function nameFor(origin: string, definition: OperationDefinitionNode): string {
    const name = definition.name?.value ?? "";
    const shared = (uses.get(name) ?? 0) > 1;
    return shared ? camelCase(exportNames.get(origin) ?? "") : name;
  }
  return {
    distinct,
    typeNameOf: nameFor,
    firstOrigin: (document: DocumentNode) => byText.get(print(document))?.origin ?? "",
  };
}

function parseOrNull(text: string): DocumentNode | null {
  try {
    return parse(text, { noLocation: true });
  } catch {
    return null;
  }
}

export function operationNames(document: DocumentNode): string[] {
  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [],
  );
}

function renamed(definition: OperationDefinitionNode, name: string): OperationDefinitionNode {
  return { ...definition, name: { kind: Kind.NAME, value: name } };
}

/** WIZARD_WITH_NOTES → wizardWithNotes */
export function camelCase(constantName: string): string {
  return constantName.toLowerCase().replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}
