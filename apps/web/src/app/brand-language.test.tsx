import { buildPermissionInfo, envelope } from '@lotusplay/api-client/testing';
import { createI18n, initLanguage } from '@lotusplay/i18n';
import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { renderApp } from '../testing/render-app';

describe('brand language', () => {
  it('also checks a language that arrives after the brand', async () => {
    const { i18n } = renderApp('/', {
      handlers: [
        http.get('*/wps/system/permission', () =>
          envelope(
            buildPermissionInfo({ info: { languages: ['EN', 'VI'], defaultLanguage: 'VI' } }),
          ),
        ),
      ],
    });
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('EN');
    // A language switched to later, e.g. a stored one whose resources were still loading.
    await act(() => i18n.changeLanguage('TH'));
    expect(await screen.findByRole('combobox', { name: 'Ngôn ngữ' })).toHaveValue('VI');
    expect(i18n.language).toBe('VI');
  });

  it('moves a visitor to the brand default when the brand does not offer their language', async () => {
    window.localStorage.setItem('lang', 'JA');
    // As main.tsx boots: in the stored language before the first render.
    const i18n = createI18n({ syncDocumentLang: false });
    await expect(initLanguage(i18n)).resolves.toBe('JA');
    renderApp('/', {
      i18n,
      handlers: [
        http.get('*/wps/system/permission', () =>
          envelope(
            buildPermissionInfo({ info: { languages: ['EN', 'TY'], defaultLanguage: 'TY' } }),
          ),
        ),
      ],
    });
    const select = await screen.findByRole('combobox', { name: 'Wika' });
    expect(select).toHaveValue('TY');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['EN', 'TY']);
    expect(i18n.language).toBe('TY');
    expect(window.localStorage.getItem('lang')).toBe('TY');
    expect(window.localStorage.getItem('hisLang')).toBe('JA');
  });

  it('keeps a language the brand offers', async () => {
    window.localStorage.setItem('lang', 'ID');
    const i18n = createI18n({ syncDocumentLang: false });
    await initLanguage(i18n);
    renderApp('/', {
      i18n,
      handlers: [
        http.get('*/wps/system/permission', () =>
          envelope(
            buildPermissionInfo({ info: { languages: ['EN', 'ID'], defaultLanguage: 'EN' } }),
          ),
        ),
      ],
    });
    expect(await screen.findByRole('combobox', { name: 'Bahasa' })).toHaveValue('ID');
    expect(i18n.language).toBe('ID');
    expect(window.localStorage.getItem('hisLang')).toBeNull();
    expect(window.localStorage.getItem('lang')).toBe('ID');
  });
});
