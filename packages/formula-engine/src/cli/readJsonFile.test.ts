import { describe, expect, it } from "vitest";
import { readJsonFile } from "./readJsonFile";

function messageOf(read: () => Uint8Array | string): string {
  try {
    readJsonFile(() => {
      const content = read();
      return typeof content === "string" ? new TextEncoder().encode(content) : content;
    }, "f.json");
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("read without an error");
}

describe("readJsonFile", () => {
  it("names the file once with the reason it cannot be read", () => {
    const denied = Object.assign(new Error("EACCES: permission denied, open 'f.json'"), { code: "EACCES" });
    expect(
      messageOf(() => {
        throw denied;
      }),
    ).toBe("f.json: cannot read the file: permission denied (EACCES)");
    const directory = Object.assign(new Error("EISDIR: illegal operation on a directory, read"), {
      code: "EISDIR",
    });
    expect(
      messageOf(() => {
        throw directory;
      }),
    ).toBe("f.json: cannot read the file: illegal operation on a directory (EISDIR)");
  });

  it("gives the line and column of every kind of JSON error", () => {
    expect(messageOf(() => '{"a": 1,\n "b": [1,]}')).toMatch(
      /^f\.json: line 2, column 10: not valid JSON: unexpected token ']'$/,
    );
    expect(messageOf(() => '{"a": 01}')).toMatch(/^f\.json: line 1, column 8: not valid JSON: /);
    expect(messageOf(() => "[1, 2]\n]")).toMatch(/^f\.json: line 2, column 1: not valid JSON: /);
    // Columns count characters: é and € are one each.
    expect(messageOf(() => '[\n"é€\n')).toMatch(/^f\.json: line 2, column 4: not valid JSON: /);
  });

  it("parses JSON after a byte-order mark", () => {
    expect(readJsonFile(() => Uint8Array.from([0xef, 0xbb, 0xbf, 0x5b, 0x5d]), "f.json")).toEqual([]);
  });
});
