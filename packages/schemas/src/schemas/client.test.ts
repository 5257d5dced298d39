import { describe, expect, it } from "vitest";
import { generateDemo } from "../demo/generateDemo.js";
import { validateClient } from "../validation/validators.js";
import { CLIENT_SCALES } from "./primitives.js";

const client = generateDemo({ clients: 1, months: 1 }).clients[0]!;

describe("a client's reporting scale (spec 3 §3)", () => {
  it.each(CLIENT_SCALES)("takes %i", (reportingScale) => {
    expect(validateClient({ ...client, settings: { ...client.settings, reportingScale } }).ok).toBe(true);
  });

  it("refuses 10, a scale only reports offer", () => {
    const result = validateClient({ ...client, settings: { ...client.settings, reportingScale: 10 } });
    expect(!result.ok && result.errors.map((issue) => issue.path)).toEqual(["settings.reportingScale"]);
  });
});
