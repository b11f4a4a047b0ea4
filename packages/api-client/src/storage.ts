// Storage keys of SPEC.md §3 and a typed, failure-proof wrapper around Web Storage.
// Storage can be missing (SSR, tests in Node), full, or disabled by privacy settings: every access
// is wrapped so a storage failure degrades to "not cached" instead of breaking the page.

/** Session-storage keys of SPEC.md §3 (cleared on logout except the merchant entries). */
export const sessionStorageKeys = {
  token: 'token',
  cpw: 'cpw',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  platform: 'platform',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  toUpline: 'toUpline',
  memberLabel: 'memberLabel',
  memberLabelColor: 'memberLabelColor',
  routers: 'routers',
  settings: 'settings',
  validate: 'validate',
  gameVendor: 'gameVendor',
  merchantWallet: 'merchantWallet',
  consolidated: 'consolidated',
  indexNotice: 'index_notice',
  iframeUrl: 'iframeUrl',
} as const;

/** Local-storage keys of SPEC.md §3 (survive the browser session). */
export const localStorageKeys = {
  merchantCode: 'merchantCode',
  hisLang: 'hisLang',
  lang: 'lang',
  lottFav: 'LOTTFAV',
  theme: 'theme',
} as const;

/** Every storage key of SPEC.md §3, grouped by the storage that holds it. */
export const storageKeys = { session: sessionStorageKeys, local: localStorageKeys } as const;

/** A session-storage key of SPEC.md §3. */
export type SessionStorageKey = (typeof sessionStorageKeys)[keyof typeof sessionStorageKeys];
/** A local-storage key of SPEC.md §3. */
export type LocalStorageKey = (typeof localStorageKeys)[keyof typeof localStorageKeys];

/** Typed access to one Web Storage area; never throws. */
export interface StorageCache<K extends string> {
  /** Parsed JSON under `key`, or null when missing, unparsable or rejected by `guard`. */
  read<T>(key: K, guard?: (value: unknown) => value is T): T | null;
  /** Stores `value` as JSON; returns false when storage is unavailable or full. */
  write(key: K, value: unknown): boolean;
  /** The raw string under `key` (for plain values such as the token), or null. */
  readText(key: K): string | null;
  /** Stores a raw string; returns false when storage is unavailable or full. */
  writeText(key: K, value: string): boolean;
  /** Removes `key`; a no-op when storage is unavailable. */
  remove(key: K): void;
}

function createStorageCache<K extends string>(area: () => Storage | undefined): StorageCache<K> {
  const readText = (key: K): string | null => {
    try {
      return area()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const writeText = (key: K, value: string): boolean => {
    try {
      const storage = area();
      if (!storage) return false;
      storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  };
  return {
    readText,
    writeText,
    read<T>(key: K, guard?: (value: unknown) => value is T): T | null {
      const text = readText(key);
      if (text === null) return null;
      try {
        const value: unknown = JSON.parse(text);
        if (guard && !guard(value)) return null;
        return value as T;
      } catch {
        return null;
      }
    },
    write(key: K, value: unknown): boolean {
      let text: string;
      try {
        text = JSON.stringify(value);
      } catch {
        return false;
      }
      return writeText(key, text);
    },
    remove(key: K): void {
      try {
        area()?.removeItem(key);
      } catch {
        // Storage disabled: nothing to remove.
      }
    },
  };
}

/** Session storage under the keys of SPEC.md §3. */
export const sessionCache: StorageCache<SessionStorageKey> = createStorageCache(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);

/** Local storage under the keys of SPEC.md §3. */
export const localCache: StorageCache<LocalStorageKey> = createStorageCache(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
