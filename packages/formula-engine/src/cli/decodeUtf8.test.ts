import { describe, expect, it } from "vitest";
import { InputError } from "./CliError";
import { decodeUtf8 } from "./decodeUtf8";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)),
  );

function errorOf(input: Uint8Array): string {
  try {
    decodeUtf8(input, "f.json");
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error("decoded without an error");
}

describe("decodeUtf8", () => {
  it("drops a byte-order mark and keeps every valid character, U+FFFD written in the file included", () => {
    expect(decodeUtf8(bytes([0xef, 0xbb, 0xbf], '{"é": "\uFFFD€𝄞"}'), "f.json")).toBe('{"é": "\uFFFD€𝄞"}');
    expect(decodeUtf8(bytes(""), "f.json")).toBe("");
  });

  it("gives the line, column and byte offset of the first invalid sequence", () => {
    // A Latin-1 é in a field name.
    expect(errorOf(bytes('{\n  "caf', [0xe9], '": 1}'))).toBe(
      "f.json: line 2, column 7: not valid UTF-8 (byte 0xE9 at byte offset 8); save the file as UTF-8",
    );
    // Columns count characters, not bytes; the byte-order mark is not a column.
    expect(errorOf(bytes([0xef, 0xbb, 0xbf], "é€", [0xff]))).toMatch(
      /^f\.json: line 1, column 3: .* at byte offset 8\)/,
    );
  });

  it("points at the start of a sequence that stops early, not at the byte after it", () => {
    expect(errorOf(bytes("ab", [0xe2, 0x82], "c"))).toMatch(
      /line 1, column 3: .*byte 0xE2 at byte offset 2\)/,
    );
    expect(errorOf(bytes("ab\n", [0xf0, 0x9d, 0x84]))).toMatch(
      /line 2, column 1: .*byte 0xF0 at byte offset 3\)/,
    );
  });

  it("refuses stray continuation bytes, overlong forms and encoded surrogates", () => {
    expect(errorOf(bytes("x", [0x80]))).toMatch(/column 2: .*byte 0x80 at byte offset 1\)/);
    expect(errorOf(bytes("x", [0xc0, 0xaf]))).toMatch(/column 2: .*byte 0xC0 at byte offset 1\)/);
    expect(errorOf(bytes("x", [0xed, 0xa0, 0x80]))).toMatch(/column 2: .*byte 0xED at byte offset 1\)/);
  });
});
