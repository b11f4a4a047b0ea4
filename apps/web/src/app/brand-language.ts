import type { PermissionInfoBody } from '@lotusplay/api-client';
import { getLanguage, setLanguage, useTranslation } from '@lotusplay/i18n';
import { useEffect } from 'react';

/**
 * Keeps the UI in one of the brand's languages: a visitor whose stored language the brand does
 * not offer is switched to the brand's default.
 */
export function useBrandLanguage(brand: PermissionInfoBody | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!brand || brand.languages.length === 0) return;
    const current = getLanguage(i18n);
    if (!brand.languages.includes(current)) setLanguage(brand.defaultLanguage, i18n);
  }, [brand, i18n]);
}
