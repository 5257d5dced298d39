import { describe, expect, it } from "vitest";
import { checkBudget, formatBudget, lazyBudgetFor, staticClosure } from "./bundle-budget.mjs";

// A build of four chunks: the entry imports react; the login screen imports a form library; the wizard
// imports the form library and the formula engine. Sizes in KiB.
const manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_react.js"], css: ["assets/index.css"] },
  "_react.js": { file: "assets/react.js" },
  "_form.js": { file: "assets/form.js", imports: ["_react.js"] },
  "_engine.js": { file: "assets/engine.js" },
  "src/Login.tsx": { file: "assets/Login.js", isDynamicEntry: true, imports: ["_form.js"] },
  "src/Wizard.tsx": { file: "assets/Wizard.js", isDynamicEntry: true, imports: ["_form.js", "_engine.js"] },
  "src/locales/fr.ftl?raw": { file: "assets/fr.js", isDynamicEntry: true },
};
const kib: Record<string, number> = {
  "assets/index.js": 40,
  "assets/index.css": 2,
  "assets/react.js": 60,
  "assets/form.js": 30,
  "assets/engine.js": 100,
  "assets/Login.js": 5,
  "assets/Wizard.js": 50,
  "assets/fr.js": 4,
};
const sizeOf = (file: string) => kib[file]! * 1024;
const budget = {
  entry: "index.html",
  firstLoad: { "/login": { chunk: "src/Login.tsx", maxKiB: 140 } },
  lazy: { "src/Login.tsx": 40, "src/Wizard.tsx": 200, "src/locales/*": 10 },
};

describe("the bundle budget", () => {
  it("follows static imports transitively, with their CSS", () => {
    expect([...staticClosure(manifest, "src/Wizard.tsx")].sort()).toEqual(
      ["assets/Wizard.js", "assets/engine.js", "assets/form.js", "assets/react.js"].sort(),
    );
    expect(staticClosure(manifest, "index.html")).toContain("assets/index.css");
  });

  it("counts a first load as the entry and the page's chunk, each file once", () => {
    const { lines } = checkBudget(manifest, budget, sizeOf);
    expect(lines.find((line) => line.name === "/login")).toMatchObject({ jsKiB: 135, cssKiB: 2, ok: true });
  });

  it("counts a lazy chunk by what it adds to the entry", () => {
    const { lines } = checkBudget(manifest, budget, sizeOf);
    expect(lines.find((line) => line.name === "src/Wizard.tsx")).toMatchObject({ jsKiB: 180, ok: true });
  });

  it("fails a first load or a chunk over its budget", () => {
    const tight = { ...budget, firstLoad: { "/login": { chunk: "src/Login.tsx", maxKiB: 100 } } };
    const result = formatBudget(
      checkBudget(manifest, { ...tight, lazy: { ...budget.lazy, "src/Wizard.tsx": 150 } }, sizeOf),
    );
    expect(result.ok).toBe(false);
    expect(result.text).toMatch(/OVER first load \/login/);
    expect(result.text).toMatch(/OVER lazy\s+src\/Wizard\.tsx/);
  });

  it("fails a lazy chunk that has no budget, so a new screen must be given one", () => {
    const { "src/Wizard.tsx": _dropped, ...lazy } = budget.lazy;
    const result = checkBudget(manifest, { ...budget, lazy }, sizeOf);
    expect(result.unbudgeted).toEqual(["src/Wizard.tsx"]);
    expect(formatBudget(result)).toMatchObject({ ok: false });
  });

  it("matches patterns ending in *, the longest first", () => {
    expect(lazyBudgetFor({ "src/*": 1, "src/locales/*": 10 }, "src/locales/ru.ftl?raw")).toBe(10);
    expect(lazyBudgetFor({ "src/locales/*": 10 }, "src/Other.tsx")).toBeUndefined();
  });
});
