// Client state of the portal, as jotai atoms. Server state (whoAmI, essentials, clients) lives in
// react-query; these atoms hold what the browser keeps: the token, the chosen language and currency, the
// sidebar, per-user settings (recent clients), and the session picked up from whoAmI.
import { atom } from "jotai";
import type { SetStateAction } from "jotai";
import type { ClientSummary } from "../api/types";
import type { InterfaceLanguage } from "../i18n/languages";
import { browserLanguages, pickInterfaceLanguage } from "../i18n/languages";
import type { Session } from "../features/session/session";

export const STORAGE_KEYS = {
  token: "ledgerline.token",
  language: "ledgerline.language",
  currency: "ledgerline.currency",
  sidebarCollapsed: "ledgerline.sidebarCollapsed",
  settings: "ledgerline.settings",
  origin: "ledgerline.origin",
  permissions: "ledgerline.permissions",
} as const;

const UNREAD = Symbol("unread");

/**
 * An atom kept in local storage as JSON. Each store reads the stored value when it first needs it (jotai's
 * atomWithStorage reads it once, when the module loads) and writes every change back.
 */
function stored<T>(key: string, initial: T) {
  const written = atom<T | typeof UNREAD>(UNREAD);
  const read = (): T => {
    try {
      const text = localStorage.getItem(key);
      return text === null ? initial : (JSON.parse(text) as T);
    } catch {
      return initial;
    }
  };
  return atom(
    (get) => {
      const value = get(written);
      return value === UNREAD ? read() : value;
    },
    (get, set, update: SetStateAction<T>) => {
      const previous = get(written);
      const current = previous === UNREAD ? read() : previous;
      const next = typeof update === "function" ? (update as (value: T) => T)(current) : update;
      set(written, next);
      localStorage.setItem(key, JSON.stringify(next));
    },
  );
}

/** The bearer token of the session, kept in local storage; null when logged out. */
export const tokenAtom = stored<string | null>(STORAGE_KEYS.token, null);

/** The language the user chose (login selector, language menu) or their session's; null: the browser's. */
export const chosenLanguageAtom = stored<InterfaceLanguage | null>(STORAGE_KEYS.language, null);

/** The interface language in use: the chosen or session language, else the browser's, else English. */
export const languageAtom = atom<InterfaceLanguage>(
  (get) => get(chosenLanguageAtom) ?? pickInterfaceLanguage(browserLanguages()),
);

/** The currency amounts are shown in (session default USD). */
export const DEFAULT_CURRENCY = "USD";
export const currencyAtom = stored<string>(STORAGE_KEYS.currency, DEFAULT_CURRENCY);

export const sidebarCollapsedAtom = stored<boolean>(STORAGE_KEYS.sidebarCollapsed, false);

/** A client the user opened, as remembered in the switcher. */
export interface RecentClient {
  key: string;
  name: string;
}

/** Settings the browser keeps per user. */
export interface UserSettings {
  recentClients: RecentClient[];
}

export const RECENT_CLIENTS_LIMIT = 5;

/** Per-user settings, by user id. */
export const settingsAtom = stored<Record<string, UserSettings>>(STORAGE_KEYS.settings, {});

/** The logged-in user as the API described them (null until whoAmI answered). */
export const sessionAtom = atom<Session | null>(null);

/** The client of the current client-scoped route (drives the currency menu and the client menu). */
export const currentClientAtom = atom<ClientSummary | null>(null);

/** The message of a failed essentials load, kept without showing it (spec 1 §8). */
export const essentialsErrorAtom = atom<string | null>(null);

/** The recent clients of the logged-in user, newest first. */
export const recentClientsAtom = atom(
  (get) => {
    const session = get(sessionAtom);
    if (!session) return [];
    return get(settingsAtom)[session.user.id]?.recentClients ?? [];
  },
  (get, set, client: RecentClient) => {
    const session = get(sessionAtom);
    if (!session) return;
    const all = get(settingsAtom);
    const mine = all[session.user.id] ?? { recentClients: [] };
    set(settingsAtom, {
      ...all,
      [session.user.id]: { ...mine, recentClients: rememberRecent(mine.recentClients, client) },
    });
  },
);

/** Put `client` first, without duplicates, keeping at most five. */
export function rememberRecent(list: readonly RecentClient[], client: RecentClient): RecentClient[] {
  return [client, ...list.filter((entry) => entry.key !== client.key)].slice(0, RECENT_CLIENTS_LIMIT);
}
