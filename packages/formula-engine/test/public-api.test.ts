// The public API other workspaces build against: names and shapes that must not change by accident.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as api from "../src/index";

const srcDir = fileURLToPath(new URL("../src/", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = `${dir}${name}`;
    if (statSync(path).isDirectory()) return sourceFiles(`${path}/`);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("public API", () => {
  it("exports the contract's functions and error classes", () => {
    for (const name of [
      "parseFormula",
      "printFormula",
      "createEngine",
      "checkFormConfigs",
      "parseDataFile",
      "formatExplanation",
      "monthRange",
    ]) {
      expect(typeof (api as Record<string, unknown>)[name], name).toBe("function");
    }
    for (const name of [
      "FormulaSyntaxError",
      "UnknownFieldError",
      "InvalidMonthError",
      "NotAnInputError",
      "DuplicateFieldError",
    ]) {
      const ErrorClass = (api as Record<string, unknown>)[name] as new (...args: never[]) => Error;
      expect(ErrorClass.prototype).toBeInstanceOf(api.FormulaEngineError);
    }
    expect(new api.UnknownFieldError("x").name).toBe("UnknownFieldError");
  });

  it("gives engines the contract's methods", () => {
    const engine = api.createEngine({ fields: [{ name: "a" }], data: { get: () => 1 } });
    for (const method of [
      "evaluate",
      "evaluateExpression",
      "evaluateRange",
      "setInput",
      "explain",
      "runValidations",
      "problems",
    ] as const) {
      expect(typeof engine[method], method).toBe("function");
    }
  });

  it("lists every function of the language with its signature", () => {
    expect(
      api
        .listFunctions()
        .map((f) => f.name)
        .sort(),
    ).toEqual(
      [
        "abs",
        "add",
        "annualize",
        "count",
        "divide",
        "exists",
        "if",
        "ltm",
        "max",
        "mean",
        "min",
        "multiPeriod",
        "multiply",
        "periodAverage",
        "round",
        "subtract",
        "sum",
      ].sort(),
    );
  });

  it("names every export of index.ts (no export *)", () => {
    expect(readFileSync(`${srcDir}index.ts`, "utf8")).not.toMatch(/export \*/);
  });
});

describe("the library runs in browsers and is safe with admin-written formulas", () => {
  const library = sourceFiles(srcDir).filter((path) => !path.includes("/cli"));

  it("imports no Node-only module outside the CLI", () => {
    for (const path of library) expect(readFileSync(path, "utf8"), path).not.toMatch(/from "node:|require\(/);
  });

  it("never evaluates code", () => {
    for (const path of sourceFiles(srcDir))
      expect(readFileSync(path, "utf8"), path).not.toMatch(/\beval\(|new Function\b|Function\(/);
  });

  it("does not let a formula reach object properties by name", () => {
    const engine = api.createEngine({ fields: [{ name: "a" }], data: { get: () => 1 } });
    for (const text of [
      "constructor",
      "__proto__",
      "a.constructor",
      "toString()",
      "a.__proto__",
      "hasOwnProperty(a)",
    ]) {
      const value = engine.evaluateExpression(text, "2024-01");
      expect(value, text).toBeInstanceOf(api.ErrorValue);
    }
  });
});
