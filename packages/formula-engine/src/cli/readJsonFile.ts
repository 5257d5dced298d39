// Reads a JSON input file of the CLI (a data file or a form config): every way it can fail is an InputError
// that names the file once and, for text that is not JSON, the line and column like formula errors.
import { positionAt, withPosition } from "../problems";
import { InputError } from "./CliError";
import { decodeUtf8 } from "./decodeUtf8";

/** Node's file errors read "ENOENT: no such file or directory, open 'path'": keep the reason, not the path again. */
function describeReadError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const match = /^([A-Z]+): (.*?)(?:, \w+(?: '.*')?)?$/s.exec(message);
  return match ? `${match[2]} (${match[1]})` : message;
}

const END_OF_INPUT = /end of JSON input/;
const AT_POSITION = /^(.*?) in JSON at position (\d+)/s;

/** Where a JSON.parse error is: the position its message gives, or the end of the text. */
function errorOffset(message: string, length: number): number | undefined {
  if (END_OF_INPUT.test(message)) return length;
  const match = AT_POSITION.exec(message);
  return match ? Number(match[2]) : undefined;
}

/**
 * Where JSON.parse stops on a text whose error message gives no position ("Unexpected token 'x', ..."): the last
 * character of the shortest start of the text that already fails for a reason other than ending too early.
 */
function searchErrorOffset(text: string): number {
  const failsEarly = (length: number) => {
    try {
      JSON.parse(text.slice(0, length));
      return false;
    } catch (error) {
      const offset = errorOffset(error instanceof Error ? error.message : "", length);
      return offset === undefined || offset < length;
    }
  };
  let fine = 0;
  let failing = text.length;
  while (failing - fine > 1) {
    const middle = Math.floor((fine + failing) / 2);
    if (failsEarly(middle)) failing = middle;
    else fine = middle;
  }
  return failing - 1;
}

function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const reason = END_OF_INPUT.test(message)
    ? "the text ends before the JSON value does"
    : (AT_POSITION.exec(message)?.[1] ??
      message.replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, ""));
  const offset = errorOffset(message, text.length) ?? searchErrorOffset(text);
  return withPosition(
    positionAt(text, offset),
    `not valid JSON: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
  );
}

/**
 * The parsed JSON of a file (UTF-8, with or without a byte-order mark).
 * @throws InputError when the file cannot be read, is empty, is not UTF-8 or is not JSON.
 */
export function readJsonFile(readFile: (path: string) => Uint8Array, path: string): unknown {
  let bytes: Uint8Array;
  try {
    bytes = readFile(path);
  } catch (error) {
    throw new InputError(`${path}: cannot read the file: ${describeReadError(error)}`);
  }
  const text = decodeUtf8(bytes, path);
  if (/^[ \t\r\n]*$/.test(text)) throw new InputError(`${path}: the file is empty; it must hold JSON`);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InputError(`${path}: ${describeJsonError(text, error)}`);
  }
}
