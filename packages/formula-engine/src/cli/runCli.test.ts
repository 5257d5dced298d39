import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { COMMAND_OPTIONS } from "./parseArguments";
import { runCli, USAGE } from "./runCli";

const root = fileURLToPath(new URL("../../", import.meta.url));
const files: Record<string, string | Uint8Array> = {
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
  "cycle-data.json": JSON.stringify({
    fields: { a: { formula: "b + 1" }, b: { formula: "a * 2" }, c: { formula: "1" } },
  }),
  "empty.json": "",
  "blank.json": " \n\t\r\n",
  "none.json": "[]",
};

function run(...args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = runCli(args, {
    readFile: (path) => {
      const file = files[path];
      if (file === undefined) return readFileSync(`${root}${path}`);
      return typeof file === "string" ? new TextEncoder().encode(file) : file;
    },
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
        stderr: expect.stringMatching(/^bad\.json: line 1, column 3: not valid JSON/),
      });
      expect(run("eval", "--data", "missing.json", "--period", "2024-06", "1")).toMatchObject({
        code: 2,
        stderr: "missing.json: cannot read the file: no such file or directory (ENOENT)\n",
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

  describe("exit codes", () => {
    it("are the same for eval and explain on the same problem", () => {
      const cases: [data: string, expression: string, code: number][] = [
        ["cycle-data.json", "a", 2], // #CYCLE
        ["cycle-data.json", "a + 1", 2],
        ["typo.json", "b", 2], // #REF in the referenced field's formula
        ["text.json", "t * 2", 1], // #TYPE at run time
        ["cycle-data.json", "c", 0],
      ];
      for (const [data, expression, code] of cases) {
        const evaluated = run("eval", "--data", data, "--period", "2024-01", expression);
        const explained = run("explain", "--data", data, "--period", "2024-01", expression);
        expect([evaluated.code, explained.code], `${data}: ${expression}`).toEqual([code, code]);
      }
    });

    it("explain prints the tree of a value that is an error, and the error on stderr", () => {
      const result = run("explain", "--data", "cycle-data.json", "--period", "2024-01", "a");
      expect(result.code).toBe(2);
      expect(result.stdout.split("\n")[0]).toBe("a @2024-01 = #CYCLE cycle: a → b → a  [b + 1]");
      expect(result.stderr).toBe("#CYCLE cycle: a → b → a\n");
    });

    it("print the usage on stderr and exit 2 without a command; --help and -h exit 0", () => {
      expect(run()).toMatchObject({ code: 2, stdout: "", stderr: expect.stringContaining("Usage:") });
      for (const args of [["-h"], ["help"], ["eval", "--help"], ["check", "-h"]])
        expect(run(...args), args.join(" ")).toMatchObject({
          code: 0,
          stdout: expect.stringContaining("Usage:"),
        });
    });
  });

  describe("options", () => {
    const mfi = ["--data", "examples/mfi.json", "--period", "2024-06"];

    it("are all named by the help and the README", () => {
      const readme = readFileSync(`${root}README.md`, "utf8");
      for (const name of new Set(Object.values(COMMAND_OPTIONS).flatMap((options) => Object.keys(options)))) {
        expect(USAGE).toContain(`--${name}`);
        expect(readme).toContain(`\`--${name}`);
      }
    });

    it("refuses an unknown option, naming it, with exit 2", () => {
      const result = run("eval", ...mfi, "--bogus=1", "1");
      expect(result).toMatchObject({ code: 2, stdout: "" });
      expect(result.stderr.split("\n")[0]).toBe(
        "unknown option '--bogus' for eval (its options: --data, --period, --form, --help)",
      );
      expect(run("eval", ...mfi, "--depth", "2", "roa").stderr).toContain(
        "unknown option '--depth' for eval",
      );
      expect(run("check", "--json", "examples/forms/balance-sheet.json").code).toBe(2);
    });

    it("reads an argument that starts with '-' after '--' only, and says so", () => {
      expect(run("eval", ...mfi, "--", "-roa")).toMatchObject({ code: 0, stdout: "-0.015405777166437413\n" });
      const result = run("eval", ...mfi, "-roa");
      expect(result.code).toBe(2);
      expect(result.stderr.split("\n")[0]).toContain(
        "unknown option '-roa' for eval (its options: --data, --period, --form, --help); an argument that starts with '-' goes after '--'",
      );
    });

    it("refuses a repeated option, a missing value and a value for a flag", () => {
      expect(run("eval", ...mfi, "--period", "2024-05", "roa")).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/^--period is given twice\n/),
      });
      expect(run("eval", "--period", "2024-06", "1", "--data")).toMatchObject({
        code: 2,
        stderr: expect.stringContaining("--data"),
      });
      expect(run("explain", ...mfi, "--json=yes", "roa")).toMatchObject({
        code: 2,
        stderr: expect.stringContaining("--json"),
      });
    });

    it("refuses a --depth that is not a whole number and a --form the data does not have", () => {
      for (const depth of ["1e1", "", "-1", "1.5", " 2"])
        expect(run("explain", ...mfi, `--depth=${depth}`, "roa"), depth).toMatchObject({
          code: 2,
          stderr: expect.stringMatching(/^--depth must be a whole number ≥ 0/),
        });
      expect(run("explain", ...mfi, "--depth=0", "roa").code).toBe(0);
      expect(run("eval", ...mfi, "--form", "balanceSheet", "roa")).toEqual({
        code: 2,
        stdout: "",
        stderr:
          "--form balanceSheet: no field of examples/mfi.json belongs to that form (it has no form-qualified field ids)\n",
      });
    });
  });

  describe("input files", () => {
    const bom = [0xef, 0xbb, 0xbf];
    const bytes = (...parts: (string | number[])[]) =>
      Uint8Array.from(
        parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)),
      );

    it("accept a UTF-8 byte-order mark in data files and form configs", () => {
      files["bom-data.json"] = bytes(bom, JSON.stringify({ values: { x: { "2024-01": 4 } } }));
      files["bom-form.json"] = bytes(
        bom,
        JSON.stringify({ key: "f", fields: [{ internalName: "a", formula: "1" }] }),
      );
      expect(run("eval", "--data", "bom-data.json", "--period", "2024-01", "x * 2")).toEqual({
        code: 0,
        stdout: "8\n",
        stderr: "",
      });
      expect(run("check", "bom-form.json").code).toBe(0);
    });

    it("refuse bytes that are not UTF-8 with the file, line and column, exit 2", () => {
      files["latin1.json"] = bytes('{\n  "values": {\n    "caf', [0xe9], '": { "2024-01": 1 } } }');
      expect(run("eval", "--data", "latin1.json", "--period", "2024-01", "1")).toEqual({
        code: 2,
        stdout: "",
        stderr:
          "latin1.json: line 3, column 9: not valid UTF-8 (byte 0xE9 at byte offset 24); save the file as UTF-8\n",
      });
      files["latin1-form.json"] = bytes('{"key": "f", "fields": [{"internalName": "r', [0xe9], 'sultat"}]}');
      expect(run("check", "latin1-form.json")).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/^latin1-form\.json: line 1, column 44: not valid UTF-8/),
      });
    });

    it("give the line and column of a JSON error, like formula errors", () => {
      files["trailing-comma.json"] = '{\n  "values": {\n    "x": { "2024-01": 1 },\n  }\n}';
      expect(run("eval", "--data", "trailing-comma.json", "--period", "2024-01", "1").stderr).toMatch(
        /^trailing-comma\.json: line 4, column 3: not valid JSON: /,
      );
      // JSON.parse names no position for an unexpected character.
      files["token.json"] = '{\n  "values": { "x": { "2024-01": 1 } },\n  "fields": x\n}';
      expect(run("eval", "--data", "token.json", "--period", "2024-01", "1").stderr).toMatch(
        /^token\.json: line 3, column 13: not valid JSON: unexpected token 'x'\n$/,
      );
      files["cut.json"] = '{\n  "values": ';
      expect(run("check", "cut.json").stderr).toBe(
        "cut.json: line 2, column 13: not valid JSON: the text ends before the JSON value does\n",
      );
    });

    it("name the data file in every error about its content", () => {
      files["periods.json"] = JSON.stringify({
        financialPeriods: [{ start: 20240101, end: 20240630, months: 12 }],
      });
      expect(run("eval", "--data", "periods.json", "--period", "2024-01", "1")).toEqual({
        code: 2,
        stdout: "",
        stderr: "periods.json: financial period 1 (2024-01 to 2024-06) has 6 months, not 12\n",
      });
      files["kind.json"] = JSON.stringify({ fields: { a: { kind: "both" } } });
      expect(run("eval", "--data", "kind.json", "--period", "2024-01", "1").stderr).toBe(
        'kind.json: fields.a.kind must be "stock" or "flow"\n',
      );
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
      const result = run("check", "cycle.json", "examples/forms/income-statement.json");
      expect(result.code).toBe(1);
      expect(result.stdout.split("\n")).toEqual([
        "cycle.json: a: cycle: loop.a → loop.b → loop.a",
        expect.stringMatching(
          /^examples\/forms\/income-statement\.json: roa: line 1, column 44: unknown field 'balanceSheet\.totalAssets'/,
        ),
        "",
      ]);
    });

    it("labels warnings, which leave the formula computable", () => {
      files["flow.json"] = JSON.stringify({
        key: "f",
        fields: [
          { internalName: "assets", kind: "stock" },
          { internalName: "income", kind: "flow", formula: "assets * 0.1" },
        ],
      });
      expect(run("check", "flow.json")).toEqual({
        code: 1,
        stdout:
          "flow.json: income: warning: line 1, column 1: 'f.income' is declared a flow but its formula reads the stock 'f.assets'\n",
        stderr: "",
      });
    });

    it("checks a file named twice once", () => {
      expect(run("check", "cycle.json", "examples/forms/balance-sheet.json", "cycle.json")).toEqual({
        code: 1,
        stdout: "cycle.json: a: cycle: loop.a → loop.b → loop.a\n",
        stderr: "",
      });
    });

    it("still checks the other files when one is not JSON, and exits 2 for it", () => {
      const result = run("check", "cycle.json", "bad.json", "examples/forms/income-statement.json");
      expect(result.code).toBe(2);
      expect(result.stdout.split("\n")).toEqual([
        "cycle.json: a: cycle: loop.a → loop.b → loop.a",
        expect.stringMatching(
          /^examples\/forms\/income-statement\.json: roa: line 1, column 44: unknown field 'balanceSheet\.totalAssets'/,
        ),
        "",
      ]);
      expect(result.stderr).toMatch(/^bad\.json: line 1, column 3: not valid JSON: [^\n]*\n$/);
    });

    it("exits 2 for a file that cannot be read or is empty, naming it once", () => {
      for (const [file, message] of [
        ["missing.json", "missing.json: cannot read the file: no such file or directory (ENOENT)"],
        ["empty.json", "empty.json: the file is empty; it must hold JSON"],
        ["blank.json", "blank.json: the file is empty; it must hold JSON"],
        ["none.json", "none.json: the list is empty; it must hold form configs"],
      ]) {
        expect(run("check", file!, "examples/forms/balance-sheet.json"), file).toEqual({
          code: 2,
          stdout: "",
          stderr: `${message}\n`,
        });
      }
    });
  });
});
