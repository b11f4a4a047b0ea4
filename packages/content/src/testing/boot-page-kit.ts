// Package-internal: this package's tests import it by path; it is not in the ./testing entry.
// Boot data in the document, as the server writes it into index.html.
import { BOOT_DATA_ELEMENT_ID } from '@lotusplay/api-client';
import type { BootPageData } from '@lotusplay/api-client';
import { resetBootPage } from '../api/boot-page';

/**
 * Tests: writes boot data holding `data` into the document (as the server does) and returns the
 * function that removes it; what was read is forgotten both times.
 */
export function writeBootPage(data: BootPageData): () => void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify({
    status: { status: 0 },
    permission: { info: { defaultLanguage: data.language } },
    whitelabel: { tree: [], flags: {} },
    countryCode: { countries: [] },
    page: data,
  });
  document.body.append(element);
  resetBootPage();
  return () => {
    element.remove();
    resetBootPage();
  };
}
