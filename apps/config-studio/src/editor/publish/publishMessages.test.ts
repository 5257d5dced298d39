import { FluentBundle, FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";

const sources = import.meta.glob<string>("../../i18n/locales/*/publish.ftl", {
  query: "?raw",
  import: "default",
  eager: true,
});

function messageIds(language: string): string[] {
  const source = sources[`../../i18n/locales/${language}/publish.ftl`];
  if (source === undefined) throw new Error(`No publish.ftl for ${language}`);
  const bundle = new FluentBundle(language, { useIsolating: false });
  expect(bundle.addResource(new FluentResource(source))).toEqual([]);
  return new FluentResource(source).body.map((message) => message.id).sort();
}

describe("the preview, publish and report editor messages", () => {
  it("have the same ids in the five languages, and every language parses", () => {
    const english = messageIds("en");
    expect(english.length).toBeGreaterThan(100);
    for (const language of ["fr", "es", "pt", "ru"]) expect(messageIds(language), language).toEqual(english);
  });
});
