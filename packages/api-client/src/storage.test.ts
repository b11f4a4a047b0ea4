import { localCache, sessionCache, storageKeys } from './storage';

describe('storage keys', () => {
  it('names every SPEC.md §3 key', () => {
    expect(Object.values(storageKeys.session).sort()).toEqual(
      [
        'token',
        'cpw',
        'merchant',
        'merchantCode',
        'platform',
        'nickname',
        'account',
        'username',
        'customerId',
        'isAgent',
        'toUpline',
        'memberLabel',
        'memberLabelColor',
        'routers',
        'settings',
        'validate',
        'gameVendor',
        'merchantWallet',
        'consolidated',
        'index_notice',
        'iframeUrl',
      ].sort(),
    );
    expect(Object.values(storageKeys.local).sort()).toEqual(
      ['LOTTFAV', 'hisLang', 'lang', 'merchantCode', 'theme'].sort(),
    );
  });
});

describe('sessionCache', () => {
  it('round-trips JSON and plain text', () => {
    expect(sessionCache.write('settings', { a: [1, 2] })).toBe(true);
    expect(sessionCache.read('settings')).toEqual({ a: [1, 2] });
    sessionCache.writeText('token', 'abc');
    expect(window.sessionStorage.getItem('token')).toBe('abc');
    expect(sessionCache.readText('token')).toBe('abc');
    sessionCache.remove('token');
    expect(sessionCache.readText('token')).toBeNull();
  });

  it('returns null for missing, unparsable or rejected values', () => {
    expect(sessionCache.read('validate')).toBeNull();
    window.sessionStorage.setItem('validate', '{oops');
    expect(sessionCache.read('validate')).toBeNull();
    sessionCache.write('validate', { validators: 'nope' });
    const guard = (v: unknown): v is { validators: unknown[] } =>
      typeof v === 'object' &&
      v !== null &&
      Array.isArray((v as { validators?: unknown }).validators);
    expect(sessionCache.read('validate', guard)).toBeNull();
  });

  it('survives a storage that throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(sessionCache.write('settings', { a: 1 })).toBe(false);
    expect(sessionCache.read('settings')).toBeNull();
    expect(localCache.readText('theme')).toBeNull();
  });

  it('keeps local and session areas apart', () => {
    localCache.writeText('merchantCode', 'local');
    sessionCache.writeText('merchantCode', 'session');
    expect(window.localStorage.getItem('merchantCode')).toBe('local');
    expect(window.sessionStorage.getItem('merchantCode')).toBe('session');
  });
});
