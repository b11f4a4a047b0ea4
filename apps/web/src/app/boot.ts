// The requests the product makes at start (SPEC.md §4, §7): system status (it selects the root
// screen), the brand's permission info and whitelabel flags (cached in session storage by
// api-client), the visitor's country code, which is asked on every start, and the member's info
// when a session token exists (a 401 ends that session).
import { systemApi } from '@lotusplay/api-client';
import { loadMemberInfoIfLoggedIn } from '@lotusplay/auth';
import type { AppStore } from './store';

/** Starts the start-up requests in parallel and keeps their results cached for the session. */
export function startBootRequests(store: AppStore, host: string): void {
  store.dispatch(systemApi.endpoints.getSystemStatus.initiate(host));
  store.dispatch(systemApi.endpoints.getPermissionInfo.initiate());
  store.dispatch(systemApi.endpoints.getWhitelabel.initiate());
  store.dispatch(systemApi.endpoints.getCountryCode.initiate());
  void store.dispatch(loadMemberInfoIfLoggedIn());
}
