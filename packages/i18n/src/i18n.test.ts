import { supportedLanguages } from './languages';
import { namespaces } from './resources';
import { getPreviousLanguage, getStoredLanguage, storeLanguage } from './storage';
import { allPageResources, allResources } from './testing';

// Which languages are loaded is page-wide state (a module-level cache), so each test that cares
// imports the modules afresh: nothing but EN is loaded then.
async function fresh() {
  vi.resetModules();
  const i18nModule = await import('./i18n');
  const resourcesModule = await import('./resources');
  return { ...i18nModule, ...resourcesModule };
}

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
  it('is initialised synchronously in EN, with only EN loaded', async () => {
    const { createI18n } = await fresh();
    const instance = createI18n();
    expect(instance.isInitialized).toBe(true);
    expect(instance.language).toBe('EN');
    expect(instance.t('common:close')).toBe('Close');
    expect(document.documentElement.lang).toBe('en-US');
    expect(supportedLanguages.filter((lang) => instance.hasResourceBundle(lang, 'common'))).toEqual(
      ['EN'],
    );
  });

  it('does not claim a stored language before its text is loaded, then switches to it', async () => {
    const { createI18n, initLanguage } = await fresh();
    localStorage.setItem('lang', 'TH');
    const instance = createI18n();
    expect(instance.isInitialized).toBe(true);
    expect(instance.language).toBe('EN');
    expect(instance.t('common:close')).toBe('Close');
    expect(document.documentElement.lang).toBe('en-US');

    await expect(initLanguage(instance)).resolves.toBe('TH');
    expect(instance.language).toBe('TH');
    expect(instance.t('common:close')).toBe(allResources.TH.common.close);
    expect(instance.t('common:close')).not.toBe('Close');
    expect(document.documentElement.lang).toBe('th-TH');
    // Starting is not choosing: storage is left as it was.
    expect(localStorage.getItem('hisLang')).toBeNull();
  });

  it('starts at once in a language this page has loaded already', async () => {
    const { createI18n, loadLanguageResources } = await fresh();
    await loadLanguageResources('JA');
    const instance = createI18n({ language: 'JA' });
    expect(instance.language).toBe('JA');
    expect(instance.t('content:gameMaintenance')).toBe(allResources.JA.content.gameMaintenance);
  });

  it('starts in EN for an unknown stored language', async () => {
    const { createI18n, initLanguage } = await fresh();
    localStorage.setItem('lang', 'klingon');
    const instance = createI18n();
    expect(instance.language).toBe('EN');
    await expect(initLanguage(instance)).resolves.toBe('EN');
  });

  it.each(supportedLanguages)('translates every namespace in %s once loaded', async (lang) => {
    const { createI18n, initLanguage } = await fresh();
    const instance = createI18n({ language: lang });
    await initLanguage(instance);
    expect(instance.language).toBe(lang);
    expect(instance.t('content:gameMaintenance')).toBe(allResources[lang].content.gameMaintenance);
    expect(instance.t('errorNetwork')).toBe(allResources[lang].common.errorNetwork);
    expect(instance.t('shell:mainNavigation')).toBe(allResources[lang].shell.mainNavigation);
  });

  it('interpolates values', async () => {
    const { createI18n } = await fresh();
    const instance = createI18n({ language: 'EN' });
    expect(instance.t('content:copyright', { year: 2025, brand: 'LotusPlay' })).toBe(
      'Copyright © 2025 LotusPlay. All rights reserved.',
    );
  });

  it('takes given resources as complete, falling back to EN for a key missing in them', async () => {
    const { createI18n, initLanguage } = await fresh();
    const instance = createI18n({
      language: 'CN',
      resources: { CN: { common: { close: '关闭' } } },
    });
    expect(instance.language).toBe('CN');
    expect(instance.t('close')).toBe('关闭');
    expect(instance.t('cancel')).toBe('Cancel');
    await initLanguage(instance);
    expect(instance.t('content:gameMaintenance')).toBe('Under maintenance');
  });

  // Every language carries the forms EN has (`_one`, `_other`): i18next reads 'CN' and 'TY' with
  // the browser's plural rules (they are not BCP-47 codes), and falls back to `_other` within the
  // language for a form it lacks, never to English.
  it('picks plural forms by the language, in every language', async () => {
    const { createI18n } = await fresh();
    const resources = Object.fromEntries(
      supportedLanguages.map((lang) => [
        lang,
        { ...allResources[lang], gameLobby: allPageResources[lang].gameLobby },
      ]),
    );
    const instance = createI18n({ language: 'EN', resources });
    expect(instance.t('gameLobby:gamesShown', { count: 1 })).toBe('1 game shown');
    expect(instance.t('gameLobby:gamesShown', { count: 2 })).toBe('2 games shown');
    for (const lang of supportedLanguages) {
      const table = allPageResources[lang].gameLobby;
      const t = instance.getFixedT(lang);
      for (const count of [0, 1, 2, 5, 21]) {
        const text = t('gameLobby:gamesShown', { count });
        expect(text, `${lang} ${count}`).toContain(String(count));
        expect(
          [table.gamesShown_one, table.gamesShown_other].map((form) =>
            form?.replace('{{count}}', String(count)),
          ),
        ).toContain(text);
      }
    }
  });

  it('lets a plain changeLanguage load the language before switching', async () => {
    const { createI18n } = await fresh();
    const instance = createI18n({ language: 'EN' });
    const changing = instance.changeLanguage('ID');
    expect(instance.language).toBe('EN');
    await changing;
    expect(instance.language).toBe('ID');
    expect(instance.t('close')).toBe(allResources.ID.common.close);
  });
});

describe('setLanguage', () => {
  it('loads the language, then changes language, storage and <html lang>', async () => {
    const { createI18n, getLanguage, setLanguage } = await fresh();
    const instance = createI18n({ language: 'EN' });
    expect(instance.hasResourceBundle('VI', 'common')).toBe(false);
    const switching = setLanguage('VI', instance);
    // Nothing changes until the text is there.
    expect(instance.language).toBe('EN');
    expect(localStorage.getItem('lang')).toBeNull();
    await expect(switching).resolves.toBe(true);
    expect(instance.language).toBe('VI');
    expect(getLanguage(instance)).toBe('VI');
    expect(localStorage.getItem('lang')).toBe('VI');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('vi-VN');
    expect(instance.t('close')).toBe('Đóng');
  });

  it('rejects an unsupported language and changes nothing', async () => {
    const { createI18n, setLanguage } = await fresh();
    const instance = createI18n({ language: 'EN' });
    await expect(setLanguage('FR', instance)).resolves.toBe(false);
    await expect(setLanguage('ja', instance)).resolves.toBe(false);
    expect(instance.language).toBe('EN');
    expect(instance.hasResourceBundle('JA', 'common')).toBe(false);
    expect(localStorage.getItem('lang')).toBeNull();
    expect(localStorage.getItem('hisLang')).toBeNull();
  });

  it('lets the last of two quick choices win', async () => {
    const { createI18n, setLanguage } = await fresh();
    const instance = createI18n({ language: 'EN' });
    const first = setLanguage('TH', instance);
    const second = setLanguage('CN', instance);
    await expect(Promise.all([first, second])).resolves.toEqual([false, true]);
    expect(instance.language).toBe('CN');
    expect(localStorage.getItem('lang')).toBe('CN');
    expect(localStorage.getItem('hisLang')).toBe('EN');
  });

  it('drives the shared instance by default', async () => {
    const { i18n, setLanguage } = await fresh();
    await expect(setLanguage('TY')).resolves.toBe(true);
    expect(i18n.language).toBe('TY');
    expect(i18n.t('close')).toBe('Isara');
  });
});

describe('ensureLanguageLoaded', () => {
  it('adds each namespace of a language once, however often it is called', async () => {
    const { createI18n, ensureLanguageLoaded } = await fresh();
    const instance = createI18n({ language: 'EN' });
    const add = vi.spyOn(instance, 'addResourceBundle');
    await Promise.all([ensureLanguageLoaded('JA', instance), ensureLanguageLoaded('JA', instance)]);
    await ensureLanguageLoaded('JA', instance);
    await ensureLanguageLoaded('EN', instance);
    expect(add.mock.calls.map(([lang, ns]) => `${lang}/${ns}`).sort()).toEqual(
      [...namespaces].map((ns) => `JA/${ns}`).sort(),
    );
    // Loading is not switching.
    expect(instance.language).toBe('EN');
    expect(instance.t('close', { lng: 'JA' })).toBe(allResources.JA.common.close);
  });

  it('loads into the shared instance by default', async () => {
    const { i18n, ensureLanguageLoaded } = await fresh();
    expect(i18n.hasResourceBundle('CN', 'shell')).toBe(false);
    await ensureLanguageLoaded('CN');
    expect(i18n.hasResourceBundle('CN', 'shell')).toBe(true);
  });
});

describe('page namespaces', () => {
  it('loads a page namespace only when asked, then again for the next language', async () => {
    const { createI18n, setLanguage } = await fresh();
    const instance = createI18n({ language: 'EN' });
    expect(instance.hasResourceBundle('EN', 'wallet')).toBe(false);
    expect(instance.t('wallet:title')).toBe('title');
    await instance.loadNamespaces('wallet');
    expect(instance.t('wallet:title')).toBe('My wallet');
    await setLanguage('CN', instance);
    expect(instance.t('wallet:title')).toBe('我的钱包');
    expect(instance.t('wallet:amount')).toBe('金额');
  });

  it('takes page namespaces given to createI18n as loaded', async () => {
    const { createI18n } = await fresh();
    const instance = createI18n({ language: 'EN', resources: { EN: { wallet: { title: 'W' } } } });
    expect(instance.hasResourceBundle('EN', 'wallet')).toBe(true);
    expect(instance.t('wallet:title')).toBe('W');
  });
});
