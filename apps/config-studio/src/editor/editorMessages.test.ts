// The editor's five dictionaries parse, have the same messages, and cover the ids the editor builds in code.
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { FIELD_TYPES, FORM_CATEGORIES, NUMERIC_UNITS, PERIOD_TYPES } from "@ledgerline/schemas";
import { describe, expect, it } from "vitest";

const sources = import.meta.glob<string>("../i18n/locales/*/editor.ftl", {
  query: "?raw",
  import: "default",
  eager: true,
});

const REFUSALS = [
  "not-found",
  "too-deep",
  "not-a-container",
  "no-previous-sibling",
  "at-top-level",
  "at-edge",
  "into-itself",
  "last-field",
  "invalid-name",
  "name-taken",
];
const BUILT_IDS = [
  ...FIELD_TYPES.map((type) => `editor-type-${type}`),
  ...NUMERIC_UNITS.map((unit) => `editor-unit-${unit}`),
  ...FORM_CATEGORIES.map((category) => `editor-category-${category}`),
  ...PERIOD_TYPES.map((period) => `editor-period-${period}`),
  ...["1FY", "1M", "1Y"].map((column) => `editor-comparison-${column}`),
  ...["email", "telephone", "url", "number", "date"].map((format) => `editor-format-${format}`),
  ...["bold", "highlight", "collapsed", "hideComparisons"].map((key) => `editor-grid-${key}`),
  ...["formula", "validation", "covenant", "report", "excel", "other"].map((kind) => `editor-usage-${kind}`),
  ...REFUSALS.map((reason) => `editor-refused-${reason}`),
];

function bundleOf(path: string) {
  const bundle = new FluentBundle("en", { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(sources[path]!));
  return { bundle, errors };
}

describe("the editor's dictionaries", () => {
  const paths = Object.keys(sources);

  it("exist for the five languages", () => {
    expect(paths.map((path) => path.split("/")[3]).sort()).toEqual(["en", "es", "fr", "pt", "ru"]);
  });

  it.each(paths)("%s parses and has every message the editor uses", (path) => {
    const { bundle, errors } = bundleOf(path);
    expect(errors).toEqual([]);
    for (const id of BUILT_IDS) expect(bundle.hasMessage(id), id).toBe(true);
    const ids = [...sources[path]!.matchAll(/^([a-zA-Z][\w-]*) =/gm)].map((match) => match[1]);
    const english = [
      ...sources[paths.find((p) => p.includes("/en/"))!]!.matchAll(/^([a-zA-Z][\w-]*) =/gm),
    ].map((m) => m[1]);
    expect(ids.sort()).toEqual(english.sort());
  });
});
