import { createI18n, ensureLanguageLoaded, initLanguage, setLanguage } from './i18n';

// The CN chunk cannot be fetched (offline, or gone after a deployment).
vi.mock('./locales/CN/index', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a language whose resources cannot be loaded', () => {
  it('makes setLanguage reject and change nothing', async () => {
    const instance = createI18n({ language: 'EN' });
    await expect(setLanguage('CN', instance)).rejects.toThrow();
    expect(instance.language).toBe('EN');
    expect(localStorage.getItem('lang')).toBeNull();
    await expect(ensureLanguageLoaded('CN', instance)).rejects.toThrow();
    // Other languages are unaffected.
    await expect(setLanguage('VI', instance)).resolves.toBe(true);
  });

  it('leaves a visitor who stored it in readable EN instead of failing the start', async () => {
    localStorage.setItem('lang', 'CN');
    const instance = createI18n();
    await expect(initLanguage(instance)).resolves.toBe('EN');
    expect(instance.language).toBe('EN');
    expect(instance.t('close')).toBe('Close');
    expect(localStorage.getItem('lang')).toBe('CN');
  });
});
