// The path a logged-out user asked for, kept in session storage so it survives the single sign-on round
// trip; login returns the user to it (default /).

const KEY = "ledgerline.origin";

export function rememberOrigin(path: string): void {
  if (path.startsWith("/login") || path.startsWith("/registration")) return;
  sessionStorage.setItem(KEY, path);
}

/** The remembered path (or /), forgotten once read. */
export function takeOrigin(): string {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && path.startsWith("/") && !path.startsWith("//") ? path : "/";
}
