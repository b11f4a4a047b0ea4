import type { PermissionInfoBody } from '@lotusplay/api-client';
import { getLanguage, setLanguage, useTranslation } from '@lotusplay/i18n';
import { useEffect } from 'react';

/**
 * Keeps the UI in one of the brand's languages: a visitor whose stored language the brand does
 * not offer is switched to the brand's default.
 */
export function useBrandLanguage(brand: PermissionInfoBody | undefined): void {
  const { i18n } = useTranslation();
  // Read while rendering (useTranslation re-renders on a language change), so a language that
  // arrives after the brand, e.g. one still loading, is checked too.
  const current = getLanguage(i18n);
  useEffect(() => {
    if (!brand || brand.languages.length === 0) return;
    if (brand.languages.includes(current)) return;
    setLanguage(brand.defaultLanguage, i18n).catch(() => {
      // Its resources could not be loaded: staying in a readable language beats a broken page.
    });
  }, [brand, current, i18n]);
}
