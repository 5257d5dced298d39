// Runs the examples of docs/formula-language.md: every example line states its result, and this test checks it.
//   ```json example-data          the data file the following examples use (until the next one)
//   ```formula month=YYYY-MM      lines "EXPR → RESULT"; RESULT is JSON, "≈ number", or "error #CODE: text"
//   ```text explain month=YYYY-MM first line "> EXPR"; the rest is the expected `explain` output
//   ```text problems              the expected engine.problems() of the current data, one "field: message" a line
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ErrorValue, formatExplanation, formatValue, listFunctions } from "../src/index";
import type { FormulaEngine } from "../src/index";
import { engineFrom } from "./fixtures";
import type { FixtureInput } from "./fixtures";

const docPath = fileURLToPath(new URL("../../../docs/formula-language.md", import.meta.url));
const doc = readFileSync(docPath, "utf8");

interface Block {
  readonly info: string;
  readonly body: string;
  readonly line: number;
}

function blocks(markdown: string): Block[] {
  const found: Block[] = [];
  const pattern = /^```([^\n]*)\n([\s\S]*?)^```$/gm;
  for (let match = pattern.exec(markdown); match; match = pattern.exec(markdown)) {
    found.push({
      info: match[1]!.trim(),
      body: match[2]!,
      line: markdown.slice(0, match.index).split("\n").length,
    });
  }
  return found;
}

function attribute(info: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}=(\\S+)`).exec(info)?.[1];
}

interface Example {
  readonly name: string;
  readonly check: () => void;
}

function examples(): Example[] {
  const out: Example[] = [];
  let data: FixtureInput | undefined;
  let engine: FormulaEngine | undefined;
  const current = (line: number): FormulaEngine => {
    if (!engine) throw new Error(`line ${line}: an example before any example-data block`);
    return engine;
  };
  for (const block of blocks(doc)) {
    if (block.info === "json example-data") {
      data = JSON.parse(block.body) as FixtureInput;
      engine = engineFrom(data);
      continue;
    }
    const month = attribute(block.info, "month");
    if (block.info.startsWith("formula")) {
      if (!month) throw new Error(`line ${block.line}: a formula block needs month=YYYY-MM`);
      const form = attribute(block.info, "form");
      block.body.split("\n").forEach((text, i) => {
        if (text.trim() === "" || text.trimStart().startsWith("#")) return;
        const arrow = text.indexOf("→");
        if (arrow < 0) throw new Error(`line ${block.line + 1 + i}: an example needs "→ result": ${text}`);
        const expression = text.slice(0, arrow).trim();
        const stated = text.slice(arrow + 1).trim();
        const at = block.line + 1 + i;
        const e = current(at);
        out.push({
          name: `line ${at}: ${expression} → ${stated} (at ${month})`,
          check: () => {
            const value = e.evaluateExpression(expression, month, form ? { form } : {});
            if (stated.startsWith("error")) {
              const match = /^error (#[A-Z]+)(?::\s*(.*))?$/.exec(stated);
              if (!match) throw new Error(`bad stated error: ${stated}`);
              expect(value, formatValue(value)).toBeInstanceOf(ErrorValue);
              expect((value as ErrorValue).code).toBe(match[1]);
              if (match[2]) expect((value as ErrorValue).message).toContain(match[2]);
            } else if (stated.startsWith("≈")) {
              const expected = Number(stated.slice(1).trim());
              const digits = (stated.split(".")[1] ?? "").length;
              expect(typeof value).toBe("number");
              expect(Math.abs((value as number) - expected)).toBeLessThanOrEqual(0.5 * 10 ** -digits);
            } else {
              expect(value).toEqual(JSON.parse(stated));
            }
          },
        });
      });
    } else if (block.info.startsWith("text explain")) {
      if (!month) throw new Error(`line ${block.line}: an explain block needs month=YYYY-MM`);
      const [first, ...rest] = block.body.replace(/\n$/, "").split("\n");
      const expression = first!.replace(/^>\s*/, "");
      const e = current(block.line);
      out.push({
        name: `line ${block.line}: explain ${expression} (at ${month})`,
        check: () => expect(formatExplanation(e.explain(expression, month))).toBe(rest.join("\n")),
      });
    } else if (block.info === "text problems") {
      const e = current(block.line);
      const expected = block.body.replace(/\n$/, "").split("\n");
      out.push({
        name: `line ${block.line}: problems`,
        check: () => expect(e.problems().map((p) => `${p.fieldId ?? "-"}: ${p.message}`)).toEqual(expected),
      });
    }
  }
  return out;
}

const all = examples();

describe("docs/formula-language.md", () => {
  it("has examples for every function and every rule", () => {
    expect(all.length).toBeGreaterThan(100);
    const text = all.map((example) => example.name).join("\n");
    for (const name of [...listFunctions().map((fn) => fn.name), "if"]) {
      expect(text, name).toContain(`${name}(`);
    }
  });

  it.each(all.map((example) => [example.name, example] as const))("%s", (_, example) => {
    example.check();
  });
});
