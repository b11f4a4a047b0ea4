// Package-internal (not in the ./testing entry): what every wallet page test sets up — the MSW
// server with the wallet handlers, the EN texts, a member store — and the page rendered in it.
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import type { ComponentType, ReactNode } from 'react';
import { createWalletHandlers, type WalletHandlerData } from './handlers';
import { createWalletStore } from './wallet-store';

/**
 * Call once at the top of a test file. `render(data, store?)` answers with `data` (which the
 * handlers change as the server would) and the store.
 */
export function setupPageTests(Page: ComponentType) {
  const server = setupMswServer();
  const i18n = createTestI18n({ language: 'EN' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return {
    server,
    render(data: WalletHandlerData, store = createWalletStore()) {
      server.use(...createWalletHandlers(data));
      renderWithProviders(<Page />, { store, wrapper });
      return { data, store };
    },
  };
}
