// The requests the product makes at start (SPEC.md §4, §7): system status (it selects the root
// screen), the brand's permission info and whitelabel flags (cached in session storage by
// api-client), the visitor's country code, which is asked on every start, and the member's info
// when a session token exists (a 401 ends that session). When the server wrote the boot data into
// index.html (issue 7), the first four are answered from it and none of them leaves the browser.
import { readBootData, seedBootData, systemApi } from '@lotusplay/api-client';
import { loadMemberInfoIfLoggedIn } from '@lotusplay/auth';
import type { AppStore } from './store';

/**
 * Seeds the start-up answers from the page's boot data, if any, then subscribes to them for the
 * session: whatever the boot data did not answer is asked now, in parallel.
 */
export async function startBootRequests(
  store: AppStore,
  host: string,
  doc: Document = document,
): Promise<void> {
  const boot = readBootData(doc);
  if (boot) await seedBootData(store.dispatch, boot, host);
  store.dispatch(systemApi.endpoints.getSystemStatus.initiate(host));
  store.dispatch(systemApi.endpoints.getPermissionInfo.initiate());
  store.dispatch(systemApi.endpoints.getWhitelabel.initiate());
  store.dispatch(systemApi.endpoints.getCountryCode.initiate());
  void store.dispatch(loadMemberInfoIfLoggedIn());
}
