// A file's bytes as text: UTF-8, with or without a byte-order mark. Invalid bytes are refused with their place
// (a replacement character in a field name would make a field that no formula can name).
import { positionAt, withPosition } from "../problems";
import { InputError } from "./CliError";

/** The longest complete text that `bytes[0, length)` starts with, or undefined when it holds an invalid byte. */
function decodePrefix(bytes: Uint8Array, length: number): string | undefined {
  try {
    // `stream` keeps an unfinished last character pending instead of calling it invalid.
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes.subarray(0, length), {
      stream: true,
    });
  } catch {
    return undefined;
  }
}

/** The text before the first invalid sequence of bytes that are not valid UTF-8. */
function textBeforeInvalid(bytes: Uint8Array): string {
  const whole = decodePrefix(bytes, bytes.length);
  // Every prefix decodes: the bytes end in the middle of a character.
  if (whole !== undefined) return whole;
  // A prefix with an invalid byte stays invalid when it grows: search the shortest one.
  let valid = 0;
  let invalid = bytes.length;
  while (invalid - valid > 1) {
    const middle = Math.floor((valid + invalid) / 2);
    if (decodePrefix(bytes, middle) === undefined) invalid = middle;
    else valid = middle;
  }
  return decodePrefix(bytes, invalid - 1)!;
}

/**
 * The text of a file read as bytes; a leading byte-order mark is dropped.
 * @throws InputError naming the file, the line and column and the byte of the first invalid sequence.
 */
export function decodeUtf8(bytes: Uint8Array, path: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const before = textBeforeInvalid(bytes);
    const offset = new TextEncoder().encode(before).length;
    const shown = before.startsWith("\uFEFF") ? before.slice(1) : before;
    const byte = bytes[offset]!.toString(16).toUpperCase().padStart(2, "0");
    throw new InputError(
      `${path}: ${withPosition(
        positionAt(shown, shown.length),
        `not valid UTF-8 (byte 0x${byte} at byte offset ${offset}); save the file as UTF-8`,
      )}`,
    );
  }
}
