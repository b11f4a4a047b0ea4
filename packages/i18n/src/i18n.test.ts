import { createI18n, getLanguage, i18n, setLanguage } from './i18n';
import { supportedLanguages } from './languages';
import { resources } from './resources';
import { getPreviousLanguage, getStoredLanguage, storeLanguage } from './storage';

describe('language storage', () => {
  it('falls back to EN when nothing or something unknown is stored', () => {
    expect(getStoredLanguage()).toBe('EN');
    localStorage.setItem('lang', 'XX');
    expect(getStoredLanguage()).toBe('EN');
    localStorage.setItem('lang', 'vi');
    expect(getStoredLanguage()).toBe('VI');
  });

  it('keeps the replaced language under hisLang', () => {
    storeLanguage('CN');
    expect(localStorage.getItem('lang')).toBe('CN');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    storeLanguage('JA');
    expect(localStorage.getItem('lang')).toBe('JA');
    expect(localStorage.getItem('hisLang')).toBe('CN');
    expect(getPreviousLanguage()).toBe('CN');
    // Choosing the same language again keeps the history.
    storeLanguage('JA');
    expect(localStorage.getItem('hisLang')).toBe('CN');
  });
});

describe('createI18n', () => {
  it('is initialised synchronously in the stored language', () => {
    localStorage.setItem('lang', 'TH');
    const instance = createI18n();
    expect(instance.isInitialized).toBe(true);
    expect(instance.language).toBe('TH');
    expect(instance.t('common:close')).toBe(resources.TH.common.close);
    expect(document.documentElement.lang).toBe('th-TH');
  });

  it('starts in EN for an unknown stored language', () => {
    localStorage.setItem('lang', 'klingon');
    expect(createI18n().language).toBe('EN');
  });

  it.each(supportedLanguages)('translates every namespace in %s', (lang) => {
    const instance = createI18n({ language: lang });
    expect(instance.language).toBe(lang);
    expect(instance.t('content:gameMaintenance')).toBe(resources[lang].content.gameMaintenance);
    expect(instance.t('errorNetwork')).toBe(resources[lang].common.errorNetwork);
  });

  it('interpolates values', () => {
    const instance = createI18n({ language: 'EN' });
    expect(instance.t('content:copyright', { year: 2025, brand: 'LotusPlay' })).toBe(
      'Copyright © 2025 LotusPlay. All rights reserved.',
    );
  });

  it('falls back to EN for a key missing in another language', () => {
    const custom = {
      ...resources,
      CN: { ...resources.CN, common: { close: '关闭' } },
    };
    const instance = createI18n({ language: 'CN', resources: custom });
    expect(instance.t('close')).toBe('关闭');
    expect(instance.t('cancel')).toBe('Cancel');
  });
});

describe('setLanguage', () => {
  it('changes language, storage and <html lang>', () => {
    const instance = createI18n({ language: 'EN' });
    expect(setLanguage('VI', instance)).toBe(true);
    expect(instance.language).toBe('VI');
    expect(getLanguage(instance)).toBe('VI');
    expect(localStorage.getItem('lang')).toBe('VI');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('vi-VN');
    expect(instance.t('close')).toBe('Đóng');
  });

  it('rejects an unsupported language and changes nothing', () => {
    const instance = createI18n({ language: 'JA' });
    expect(setLanguage('FR', instance)).toBe(false);
    expect(setLanguage('ja', instance)).toBe(false);
    expect(instance.language).toBe('JA');
    expect(localStorage.getItem('lang')).toBeNull();
  });

  it('drives the shared instance by default', () => {
    const before = i18n.language;
    try {
      setLanguage('TY');
      expect(i18n.language).toBe('TY');
      expect(i18n.t('close')).toBe('Isara');
    } finally {
      setLanguage(before);
    }
  });
});
