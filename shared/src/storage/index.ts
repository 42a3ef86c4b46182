import { COOKIE_LIFETIME_DAYS } from '../constants';

/** Keys of everything the front end keeps in session storage (one list, so logout can clear them). */
export const STORAGE_KEYS = {
  /** The common-user data: JSON `{ token, ... }` written on login (spec 4.1). */
  commonUser: 'commonUser',
  /** Written by the wallet app's wrapper. */
  walletToken: 'walletToken',
  /** Where to go after a token expiry: the entry's `tokenLostUrl` parameter (session/entryFlags, ADR 031). */
  tokenLostUrl: 'tokenLostUrl',
  /** When the last login repair was tracked (ms): spec 9 throttles it to once per 10 minutes (session/loginRepair). */
  loginRepairTrackedAt: 'loginRepairTrackedAt',
  /** The spec 2.11 session flag: `hidden` hides the common header (the entry's parameter, ADR 031). */
  displayWkHeader: 'displayWkHeader',
  preCredit: 'preCreditData',
  dialogConfig: 'dialogConfig',
  /** The embedding app detected from the entry URL, kept for later navigations without the query. */
  host: 'hostInfo',
} as const;

const COOKIE_MAX_AGE_S = COOKIE_LIFETIME_DAYS * 24 * 60 * 60;

/** Session storage, or null where it is missing or throws (private mode, blocked storage). */
function sessionStorageOrNull(): Storage | null {
  try {
    const s = globalThis.sessionStorage;
    if (!s) return null;
    const probe = '__credit_probe__';
    s.setItem(probe, probe);
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

function readCookie(key: string): string | null {
  if (typeof document === 'undefined') return null;
  const name = `${encodeURIComponent(key)}=`;
  for (const part of document.cookie.split(';')) {
    const c = part.trim();
    if (c.startsWith(name)) return decodeURIComponent(c.slice(name.length));
  }
  return null;
}

function writeCookie(key: string, value: string, maxAgeS: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; max-age=${maxAgeS}; path=/; SameSite=Lax`;
}

/** Session storage with a cookie fallback (spec 4.1, 9: 18250-day lifetime). */
export const storage = {
  get(key: string): string | null {
    const s = sessionStorageOrNull();
    return s ? s.getItem(key) : readCookie(key);
  },
  set(key: string, value: string): void {
    const s = sessionStorageOrNull();
    if (s) s.setItem(key, value);
    else writeCookie(key, value, COOKIE_MAX_AGE_S);
  },
  remove(key: string): void {
    const s = sessionStorageOrNull();
    if (s) s.removeItem(key);
    else writeCookie(key, '', 0);
  },
  /** Parsed JSON, or null when missing or unreadable. */
  getJSON<T>(key: string): T | null {
    const raw = storage.get(key);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJSON(key: string, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};
