// The API's own words (upload answers, the Excel template's frame, e-mails) in the interface languages, from
// the Fluent files in the package's `locales` folder, and the messages for people its refusals name by id
// (@ledgerline/schemas/messages, which the portal words from too). The folder sits beside `src` and `dist`, so it is found
// from the package root rather than from this module, whose place differs between the sources and the build.
// Each file is read the first time its language is asked for; other languages get English, and so does a
// message a translation lacks.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { FluentBundle, FluentNumber, FluentResource } from "@fluent/bundle";
import type { FluentVariable, Message } from "@fluent/bundle";
import { LANGUAGES } from "@ledgerline/schemas/languages";
import type { Language } from "@ledgerline/schemas/languages";

export type TextArgs = Record<string, string | number>;
type Pattern = NonNullable<Message["value"]>;

const ENGLISH: Language = "en";

/** The locale whose plural rules a language's texts follow: the Portuguese texts are European (0 is plural). */
const PLURAL_LOCALE: Partial<Record<Language, string>> = { pt: "pt-PT" };

export function apiLanguage(language: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(language ?? "") ? (language as Language) : ENGLISH;
}

let localesFolder: string | undefined;

/** The `locales` folder of @ledgerline/api, wherever the running code was loaded from. */
export function localesPath(): string {
  localesFolder ??= join(
    dirname(createRequire(import.meta.url).resolve("@ledgerline/api/package.json")),
    "locales",
  );
  return localesFolder;
}

export function ftlPath(language: Language): string {
  return join(localesPath(), `${language}.ftl`);
}

// The runtime parser skips what it cannot read without a word; a skipped message would then silently fall back
// to English (or throw far from its cause), so every line that starts an entry must have become one.
const ENTRY_START = /^(-?[a-zA-Z][\w-]*) *=/;
const INSIDE_ENTRY = /^([\s#}]|$)/;

/** The shared messages' file in `language`. */
export function sharedFtlPath(language: Language): string {
  return createRequire(import.meta.url).resolve(`@ledgerline/schemas/messages/${language}.ftl`);
}

/** One .ftl source, parsed; a syntax error throws, naming the file and the line. */
function checkedResource(source: string, file: string): FluentResource {
  const resource = new FluentResource(source);
  const parsed = new Set(resource.body.map((entry) => entry.id));
  source.split("\n").forEach((line, index) => {
    if (INSIDE_ENTRY.test(line)) return;
    const id = ENTRY_START.exec(line)?.[1];
    if (id === undefined || !parsed.has(id))
      throw new Error(`${file}:${index + 1}: Fluent syntax error in ${id ? `"${id}"` : "this line"}`);
  });
  return resource;
}

/** The bundle of .ftl files, given as [file, source]; a syntax error or an id given twice throws. */
export function parseFtl(locale: string, ...files: readonly (readonly [string, string])[]): FluentBundle {
  const bundle = new FluentBundle(locale, { useIsolating: false });
  for (const [file, source] of files) {
    const errors = bundle.addResource(checkedResource(source, file));
    if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join("; ")}`);
  }
  return bundle;
}

const bundles = new Map<Language, FluentBundle>();

export function apiBundle(language: Language): FluentBundle {
  let bundle = bundles.get(language);
  if (!bundle) {
    bundle = parseFtl(
      PLURAL_LOCALE[language] ?? language,
      ...[ftlPath(language), sharedFtlPath(language)].map(
        (file) => [file, readFileSync(file, "utf8")] as const,
      ),
    );
    bundles.set(language, bundle);
  }
  return bundle;
}

/** A number shown as JavaScript writes it (no grouping, no local digits or separators); it still picks plurals. */
class PlainNumber extends FluentNumber {
  override toString(): string {
    return String(this.value);
  }
}

function fluentArgs(args: TextArgs): Record<string, FluentVariable> {
  return Object.fromEntries(
    Object.entries(args).map(([name, value]) => [
      name,
      typeof value === "number" ? new PlainNumber(value) : value,
    ]),
  );
}

function patternOf(bundle: FluentBundle, id: string): Pattern | null {
  return bundle.getMessage(id)?.value ?? null;
}

/**
 * Message `id` in `language` (English for other languages and for a message the translation lacks), with
 * `args` filled in. Numbers are written as `String(n)` would; pass a number where the text chooses a plural
 * form. A message missing in English, or a variable missing from `args`, is a programming error and throws.
 */
export function apiText(language: string | null | undefined, id: string, args: TextArgs = {}): string {
  let bundle = apiBundle(apiLanguage(language));
  let pattern = patternOf(bundle, id);
  if (pattern === null) {
    bundle = apiBundle(ENGLISH);
    pattern = patternOf(bundle, id);
  }
  if (pattern === null) throw new Error(`No text "${id}" in ${ftlPath(ENGLISH)}`);
  const errors: Error[] = [];
  const text = bundle.formatPattern(pattern, fluentArgs(args), errors);
  if (errors.length > 0) throw new Error(`Text "${id}": ${errors.map((error) => error.message).join("; ")}`);
  return text;
}
