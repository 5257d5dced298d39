// Ledgerline's one change to FerretDB 1.24's source, applied before it is built: an `_id` index that each
// backend's own SQL can use.
//
// SQLite: FerretDB reads `{ _id: x }` as `WHERE _ferretdb_sjson->'$._id' = ?`, but the `_id_` index it makes at
// collection creation is on `_ferretdb_sjson->"_id"`: the same value, another expression, so SQLite never uses
// it and every `_id` read scans the whole table (about 1 s at 100,000 documents).
// PostgreSQL: FerretDB reads `{ _id: x }` as `WHERE _jsonb->'_id' @> '"x"'` (containment), which the btree
// `_id_` index on `(_jsonb->'_id')` cannot serve: a sequential scan of the table (160–300 ms at 100,000
// documents). A GIN index on the same expression serves containment (~2.5 ms).
//
// On both, the patch adds that index when a collection is created and, for databases made before, for every
// collection when FerretDB opens the database (`IF NOT EXISTS`: idempotent). The index is not in FerretDB's
// metadata, so listIndexes does not show it; dropping the collection drops it with the table.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Names the patched build: a binary built without this patch (or an older one) is rebuilt. */
export const FERRETDB_PATCH = "ledgerline-id-index.2";

const SQLITE_REGISTRY = join("internal", "backends", "sqlite", "metadata", "registry.go");
const POSTGRESQL_REGISTRY = join("internal", "backends", "postgresql", "metadata", "registry.go");

/**
 * The end of the registry's load of a database, indexing each of its collections on the way: the same on both
 * backends but for the arguments of `ensureIDLookupIndex`.
 * @param {string} args
 */
const indexEveryCollection = (args) => [
  "\tr.colls[dbName] = colls",
  "",
  "\tfor _, c := range colls {",
  `\t\tif err = ensureIDLookupIndex(${args}); err != nil {`,
  "\t\t\treturn lazyerrors.Error(err)",
  "\t\t}",
  "\t}",
  "",
  "\treturn nil",
  "}",
];

/** @type {Array<{ anchor: string, replacement: string }>} */
const SQLITE_EDITS = [
  {
    // Databases made before the patch: every collection gets the index when the database is opened.
    anchor: "\tr.colls[dbName] = colls\n\n\treturn nil\n}",
    replacement: [
      ...indexEveryCollection("ctx, db, c.TableName"),
      "",
      "// ensureIDLookupIndex indexes the expression `_id` filters are pushed down as (IDColumn), which the",
      "// `_id_` index's expression does not match (Ledgerline's patch).",
      "func ensureIDLookupIndex(ctx context.Context, db *fsql.DB, tableName string) error {",
      '\tq := fmt.Sprintf("CREATE INDEX IF NOT EXISTS %q ON %q (%s)", tableName+"_ledgerline_id", tableName, IDColumn)',
      "\t_, err := db.ExecContext(ctx, q)",
      "",
      "\treturn err",
      "}",
    ].join("\n"),
  },
  {
    // New collections: the index is made right after the `_id_` index.
    anchor:
      "\tif err != nil {\n\t\t_, _ = r.collectionDrop(ctx, dbName, collectionName)\n\t\treturn false, lazyerrors.Error(err)\n\t}\n\n\treturn true, nil\n}",
    replacement:
      "\tif err == nil {\n\t\terr = ensureIDLookupIndex(ctx, db, tableName)\n\t}\n\n" +
      "\tif err != nil {\n\t\t_, _ = r.collectionDrop(ctx, dbName, collectionName)\n\t\treturn false, lazyerrors.Error(err)\n\t}\n\n\treturn true, nil\n}",
  },
];

/** @type {Array<{ anchor: string, replacement: string }>} */
const POSTGRESQL_EDITS = [
  {
    // Databases made before the patch: every collection gets the index when the database is opened.
    anchor: "\tr.colls[dbName] = colls\n\n\treturn nil\n}",
    replacement: [
      ...indexEveryCollection("ctx, p, dbName, c.TableName"),
      "",
      "// ensureIDLookupIndex makes a GIN index on the expression `_id` filters are pushed down as",
      "// (`_jsonb->'_id' @> value`), which the btree `_id_` index cannot serve (Ledgerline's patch).",
      "func ensureIDLookupIndex(ctx context.Context, p *pgxpool.Pool, dbName, tableName string) error {",
      "\t// Within PostgreSQL's 63 characters: a longer name would be cut to the table's own, and skipped.",
      "\tname := tableName",
      "\tif len(name) > 49 {",
      "\t\tname = name[:49]",
      "\t}",
      "",
      "\tq := fmt.Sprintf(",
      "\t\t`CREATE INDEX IF NOT EXISTS %s ON %s USING gin ((%s->'_id'))`,",
      '\t\tpgx.Identifier{name + "_ledgerline_id"}.Sanitize(),',
      "\t\tpgx.Identifier{dbName, tableName}.Sanitize(),",
      "\t\tDefaultColumn,",
      "\t)",
      "\t_, err := p.Exec(ctx, q)",
      "",
      "\treturn err",
      "}",
    ].join("\n"),
  },
  {
    // New collections: the index is made right after the `_id_` index.
    anchor:
      "\t\tUnique: true,\n\t}})\n\tif err != nil {\n\t\t_, _ = r.collectionDrop(ctx, p, dbName, collectionName)\n\t\treturn false, lazyerrors.Error(err)\n\t}\n\n\treturn true, nil\n}",
    replacement:
      "\t\tUnique: true,\n\t}})\n\tif err == nil {\n\t\terr = ensureIDLookupIndex(ctx, p, dbName, tableName)\n\t}\n\n" +
      "\tif err != nil {\n\t\t_, _ = r.collectionDrop(ctx, p, dbName, collectionName)\n\t\treturn false, lazyerrors.Error(err)\n\t}\n\n\treturn true, nil\n}",
  },
];

/**
 * Applies `edits` to one file, failing (naming the anchor) when the source is not the one they were written
 * for (another FerretDB version).
 * @param {string} path
 * @param {string} name
 * @param {Array<{ anchor: string, replacement: string }>} edits
 */
function applyEdits(path, name, edits) {
  let source = readFileSync(path, "utf8");
  for (const { anchor, replacement } of edits) {
    const at = source.indexOf(anchor);
    if (at < 0 || source.indexOf(anchor, at + 1) >= 0)
      throw new Error(`FerretDB patch: ${name} does not contain exactly one ${JSON.stringify(anchor)}`);
    source = source.slice(0, at) + replacement + source.slice(at + anchor.length);
  }
  writeFileSync(path, source);
}

/**
 * Applies the patch to a writable copy of FerretDB's module source.
 * @param {string} sourceDir
 */
export function patchFerretDB(sourceDir) {
  applyEdits(join(sourceDir, SQLITE_REGISTRY), SQLITE_REGISTRY, SQLITE_EDITS);
  applyEdits(join(sourceDir, POSTGRESQL_REGISTRY), POSTGRESQL_REGISTRY, POSTGRESQL_EDITS);
}
