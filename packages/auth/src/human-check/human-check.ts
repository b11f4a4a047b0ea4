// The seam for a human check (reCAPTCHA or similar). The default does nothing, so the product runs
// without a provider; an app plugs one in with setHumanCheckAdapter at start-up.
import type { HumanCheckFields } from '@lotusplay/api-client';

/** The calls that run a human check first (never the sms login: SPEC.md §4). */
export type HumanCheckAction = 'login' | 'register' | 'sms';

/** A human-check provider: resolves the fields sent with the call, rejects when the check fails. */
export interface HumanCheckAdapter {
  verify(action: HumanCheckAction): Promise<HumanCheckFields>;
}

/** The default adapter: no provider, no fields. */
export const noopHumanCheck: HumanCheckAdapter = {
  verify: () => Promise.resolve({}),
};

let current: HumanCheckAdapter = noopHumanCheck;

/** Replaces the human-check adapter (pass nothing to restore the no-op default). */
export function setHumanCheckAdapter(adapter: HumanCheckAdapter = noopHumanCheck): void {
  current = adapter;
}

/** The adapter in use. */
export function getHumanCheckAdapter(): HumanCheckAdapter {
  return current;
}

/** Runs the current adapter for `action` and returns the fields to merge into the request. */
export async function runHumanCheck(action: HumanCheckAction): Promise<HumanCheckFields> {
  const fields = await current.verify(action);
  const result: HumanCheckFields = {};
  if (fields.humanCheckProvider) result.humanCheckProvider = fields.humanCheckProvider;
  if (fields.humanCheckToken) result.humanCheckToken = fields.humanCheckToken;
  return result;
}
