import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n as sharedI18n, type I18n } from './i18n';

/** Props of `I18nProvider`. */
export interface I18nProviderProps {
  /** The instance to provide; the shared `i18n` by default (tests pass their own `createI18n()`). */
  i18n?: I18n;
  children?: ReactNode;
}

/** Provides an i18next instance to `useTranslation` below it. */
export function I18nProvider({ i18n = sharedI18n, children }: I18nProviderProps) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
