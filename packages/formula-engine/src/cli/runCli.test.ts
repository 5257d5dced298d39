import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runCli } from "./runCli";

const root = fileURLToPath(new URL("../../", import.meta.url));
const files: Record<string, string> = {
  "bad.json": "{ not json",
  "cycle.json": JSON.stringify({
    key: "loop",
    fields: [
      { internalName: "a", formula: "b" },
      { internalName: "b", formula: "a" },
    ],
  }),
  "typo.json": JSON.stringify({
    fields: { a: {}, b: { formula: "aa + 1" } },
    values: { a: { "2024-01": 1 } },
  }),
  "text.json": JSON.stringify({ values: { t: { "2024-01": "abc" } } }),
};

function run(...args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = runCli(args, {
    readFile: (path) => files[path] ?? readFileSync(`${root}${path}`, "utf8"),
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

describe("runCli", () => {
  describe("eval", () => {
    it("prints the value as JSON and exits 0", () => {
      expect(
        run("eval", "--data", "examples/mfi.json", "--period", "2024-06", "ltm(financialRevenue)"),
      ).toEqual({ code: 0, stdout: "856\n", stderr: "" });
      expect(
        run("eval", "--data", "examples/mfi.json", "--period", "2024-06", "par30Ratio > 0.05").stdout,
      ).toBe("false\n");
      expect(run("eval", "--data", "examples/mfi.json", "--period", "2024-06", "netIncome[-8M]").stdout).toBe(
        "null\n",
      );
      expect(
        run("eval", "--data=examples/mfi.json", "--period=2024-06", 'if(roa > 0, "profit", "loss")').stdout,
      ).toBe('"profit"\n');
      expect(
        run("eval", "--data", "examples/irregular-year.json", "--period", "2024-06", "annualize(revenue)")
          .stdout,
      ).toBe("1320\n");
    });

    it("exits 2 with the message on stderr for a parse or compile error", () => {
      expect(run("eval", "--data", "examples/mfi.json", "--period", "2024-06", "ltm(netIncome")).toEqual({
        code: 2,
        stdout: "",
        stderr: "line 1, column 14: expected ')' but found the end of the formula\n",
      });
      const unknown = run("eval", "--data", "examples/mfi.json", "--period", "2024-06", "rao");
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toBe("line 1, column 1: unknown field 'rao'; did you mean 'roa'?\n");
      expect(run("eval", "--data", "examples/mfi.json", "--period", "2024-06", "ltm(totalAssets)").code).toBe(
        2,
      );
    });

    it("exits 2 when a referenced field's formula does not compile, 1 for an evaluation error", () => {
      const broken = run("eval", "--data", "typo.json", "--period", "2024-01", "b");
      expect(broken.code).toBe(2);
      expect(broken.stderr).toContain("#REF line 1, column 1: unknown field 'aa'; did you mean 'a'?");
      const type = run("eval", "--data", "text.json", "--period", "2024-01", "t * 2");
      expect(type.code).toBe(1);
      expect(type.stderr).toContain("#TYPE");
    });

    it("exits 2 on usage errors and unreadable data", () => {
      expect(run("eval", "--period", "2024-06", "1").stderr).toContain("missing --data");
      expect(run("eval", "--data", "examples/mfi.json", "--period", "June", "1").stderr).toContain(
        "--period must be a month",
      );
      expect(run("eval", "--data", "bad.json", "--period", "2024-06", "1")).toMatchObject({
        code: 2,
        stderr: expect.stringContaining("bad.json is not valid JSON"),
      });
      expect(run("eval", "--data", "missing.json", "--period", "2024-06", "1")).toMatchObject({
        code: 2,
        stderr: expect.stringContaining("cannot read missing.json"),
      });
      expect(run("eval", "--data", "examples/mfi.json", "--period", "2024-06")).toMatchObject({ code: 2 });
      expect(run("frobnicate").stderr).toContain("unknown command 'frobnicate'");
      expect(run().code).toBe(2);
      expect(run("--help")).toMatchObject({
        code: 0,
        stdout: expect.stringContaining("ledgerline-formula eval"),
      });
    });
  });

  describe("explain", () => {
    it("prints the derivation tree of an expression or a field", () => {
      const { code, stdout } = run(
        "explain",
        "--data",
        "examples/mfi.json",
        "--period",
        "2024-06",
        "ltm(writeOffs)",
      );
      expect(code).toBe(0);
      expect(stdout).toBe(
        [
          "ltm @2024-06 = 21  [ltm(writeOffs)]",
          "├─ + writeOffs @2024-06 = 9  [writeOffs]",
          "├─ + writeOffs @2023-12 = 20  [writeOffs]",
          "└─ − writeOffs @2023-06 = 8  [writeOffs]",
          "",
        ].join("\n"),
      );
      const field = run("explain", "--data", "examples/mfi.json", "--period", "2024-06", "oss");
      expect(field.stdout.split("\n")[0]).toBe(
        "oss @2024-06 = 1.1783783783783783  [divide(financialRevenue, totalExpense)]",
      );
      expect(field.stdout).toContain("totalExpense @2024-06 = 370");
    });

    it("prints JSON with --json", () => {
      const { stdout } = run(
        "explain",
        "--json",
        "--data",
        "examples/mfi.json",
        "--period",
        "2024-06",
        "par30Ratio",
      );
      expect(JSON.parse(stdout)).toMatchObject({ label: "par30Ratio", value: 270 / 8100, month: "2024-06" });
    });

    it("exits 2 for an expression that does not compile", () => {
      expect(run("explain", "--data", "examples/mfi.json", "--period", "2024-06", "ltm(")).toMatchObject({
        code: 2,
      });
    });
  });

  describe("check", () => {
    it("exits 0 for consistent configs", () => {
      const result = run(
        "check",
        "examples/forms/balance-sheet.json",
        "examples/forms/income-statement.json",
      );
      expect(result).toEqual({ code: 0, stdout: "", stderr: "no problems in 2 form configs\n" });
    });

    it("prints file: field: message per problem and exits 1", () => {
      const result = run("check", "cycle.json", "bad.json", "examples/forms/income-statement.json");
      expect(result.code).toBe(1);
      expect(result.stdout.split("\n")).toEqual([
        "cycle.json: a: cycle: loop.a → loop.b → loop.a",
        expect.stringMatching(/^bad\.json: -: bad\.json is not valid JSON/),
        expect.stringMatching(
          /^examples\/forms\/income-statement\.json: roa: line 1, column 44: unknown field 'balanceSheet\.totalAssets'/,
        ),
        "",
      ]);
    });
  });
});
