import type { TUser } from '@acclaim/contracts';

/** Local storage keys: the access token and the serialised user. */
export const TOKEN_KEY = 'gc_token';
export const USER_KEY = 'gc_user';

/** False while the public pages are drawn to HTML at build time, where there is no browser storage. */
const hasStorage = () => typeof localStorage !== 'undefined';

export const storage = {
  getToken(): string | null {
    return hasStorage() ? localStorage.getItem(TOKEN_KEY) : null;
  },
  setToken(token: string) {
    localStorage.setItem(TOKEN_KEY, token);
  },
  getUser(): TUser | null {
    const raw = hasStorage() ? localStorage.getItem(USER_KEY) : null;
    if (!raw) return null;
    try {
      return JSON.parse(raw) as TUser;
    } catch {
      return null;
    }
  },
  /** Merges a partial update into the stored user. */
  mergeUser(update: Partial<TUser>): TUser | null {
    const current = storage.getUser();
    const next = { ...(current ?? {}), ...update } as TUser;
    localStorage.setItem(USER_KEY, JSON.stringify(next));
    return next;
  },
  setUser(user: TUser) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  clear() {
    if (!hasStorage()) return;
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  },
};
