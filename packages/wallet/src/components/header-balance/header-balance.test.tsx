import { authSlice } from '@lotusplay/auth';
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { createTestStore, renderWithProviders } from '@lotusplay/test-utils';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HeaderBalance } from './header-balance';

describe('HeaderBalance', () => {
  it('shows the currency and a placeholder, never a figure, and says why', () => {
    const i18n = createTestI18n({ language: 'EN' });
    const { container } = renderWithProviders(<HeaderBalance />, {
      store: createTestStore([authSlice]),
      wrapper: ({ children }: { children: ReactNode }) => (
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      ),
    });
    const balance = screen.getByText(/^Balance in ¥: not available yet/);
    expect(balance).toHaveClass('lp-visually-hidden');
    expect(container.querySelector('.lp-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).not.toMatch(/\d/);
  });
});
