import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createI18n, setLanguage } from './i18n';
import { I18nProvider } from './i18n-provider';

function Probe() {
  const { t } = useTranslation('content');
  return <h1>{t('gameMaintenance')}</h1>;
}

describe('I18nProvider', () => {
  it('renders text of the provided instance and re-renders on a language change', () => {
    const instance = createI18n({ language: 'CN' });
    render(
      <I18nProvider i18n={instance}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: '系统维护中' })).toBeInTheDocument();
    act(() => {
      setLanguage('JA', instance);
    });
    expect(screen.getByRole('heading', { name: 'メンテナンス中' })).toBeInTheDocument();
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
