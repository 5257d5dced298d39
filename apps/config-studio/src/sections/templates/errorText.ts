// What a failed request says to the author: the API's message, or that the API did not answer.
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
