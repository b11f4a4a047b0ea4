// Brand configuration comes from the server at run time (permission info, cached in session
// storage by api-client), so one build serves every brand.
import { useGetPermissionInfoQuery } from '@lotusplay/api-client';
import type { PermissionInfo, PermissionInfoBody } from '@lotusplay/api-client';
import { defaultLanguage } from '@lotusplay/i18n';

const fallbackBrand: PermissionInfoBody = {
  merchantCode: '',
  brandName: 'LotusPlay',
  platform: 'W',
  defaultLanguage,
  languages: [defaultLanguage],
  currencySymbol: '¥',
  redirectToLogin: false,
  showCountryCode: false,
  whitelabel: [],
  registerValidators: [],
  resources: [],
  customerService: [],
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  licences: [],
  firebase: null,
};

/** The whole permission info, or undefined while it loads. */
export function usePermissionInfo(): PermissionInfo | undefined {
  return useGetPermissionInfoQuery().data;
}

/**
 * The brand configuration. The system gate renders the shell only once it is loaded; the
 * fallback only covers components rendered outside the gate (stories, isolated tests).
 */
export function useBrand(): PermissionInfoBody {
  return usePermissionInfo()?.info ?? fallbackBrand;
}
