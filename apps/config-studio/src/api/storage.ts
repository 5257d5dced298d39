// The studio shares the portal's session: both are served from the same origin and keep the bearer token and
// the chosen language under the same local-storage keys (as JSON, the way the portal writes them), so signing
// in to one signs in to the other.
const TOKEN_KEY = "ledgerline.token";
const LANGUAGE_KEY = "ledgerline.language";

function read(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

export function storedToken(): string | null {
  const token = read(TOKEN_KEY);
  return typeof token === "string" && token !== "" ? token : null;
}

export function storeToken(token: string | null) {
  write(TOKEN_KEY, token);
}

export function storedLanguage(): string | null {
  const language = read(LANGUAGE_KEY);
  return typeof language === "string" ? language : null;
}

export function storeLanguage(language: string) {
  write(LANGUAGE_KEY, language);
}
