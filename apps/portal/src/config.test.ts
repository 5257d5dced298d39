import { describe, expect, it } from "vitest";
import { providerKeyOfPage } from "./config";

function page(head: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body></body></html>`,
    "text/html",
  );
}

describe("the provider key", () => {
  it("is the one the API wrote into the page", () => {
    expect(providerKeyOfPage(page('<meta name="ledgerline-provider-key" content="alphafund" />'))).toBe(
      "alphafund",
    );
  });

  it("is investor where no API wrote one, or wrote it empty", () => {
    expect(providerKeyOfPage(page(""))).toBe("investor");
    expect(providerKeyOfPage(page('<meta name="ledgerline-provider-key" content="" />'))).toBe("investor");
  });
});
