// Needs its own modules: one test needs a language whose chunk no earlier file has loaded (the
// loaded languages are kept per module graph, so in a shared graph TH may already be there).
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createI18n, initLanguage, setLanguage } from './i18n';
import { I18nProvider } from './i18n-provider';

function Probe() {
  const { t } = useTranslation('content');
  return <h1>{t('gameMaintenance')}</h1>;
}

describe('I18nProvider', () => {
  it('renders text of the provided instance and re-renders on a language change', async () => {
    const instance = createI18n({ language: 'CN' });
    await initLanguage(instance);
    render(
      <I18nProvider i18n={instance}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: '系统维护中' })).toBeInTheDocument();
    await act(() => setLanguage('JA', instance));
    expect(screen.getByRole('heading', { name: 'メンテナンス中' })).toBeInTheDocument();
  });

  it('re-renders when a language arrives after the first render', async () => {
    const instance = createI18n({ language: 'TH' });
    render(
      <I18nProvider i18n={instance}>
        <Probe />
      </I18nProvider>,
    );
    // EN until the TH chunk is there, never a bare key.
    expect(screen.getByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'อยู่ระหว่างการปิดปรับปรุงระบบ' }),
    ).toBeInTheDocument();
  });

  it('provides the shared instance by default', () => {
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
  });
});
