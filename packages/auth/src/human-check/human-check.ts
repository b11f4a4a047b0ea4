// The human check of the protected calls (registration, a login after failures, forgot password,
// every SMS code): the server names the provider in GET /wps/verification/human-check and verifies
// the answer itself. By default the proof of work (ALTCHA) is solved off the main thread, or
// Google's reCAPTCHA script runs when the brand configured it; an app may plug in another adapter
// with setHumanCheckAdapter. A protected form prepares one answer when it opens
// (`prepareHumanCheck`), so the submit usually finds it ready.
import type { HumanCheckChallengeResponse, HumanCheckFields } from '@lotusplay/api-client';
import { getAltchaWorkerFactory } from './altcha-worker-factory';

/** The calls that run a human check first (never the sms login: SPEC.md §4). */
export type HumanCheckAction = 'login' | 'register' | 'sms' | 'forgot';

/** What an adapter may use: the challenge call of the platform (a fresh challenge each time). */
export interface HumanCheckContext {
  fetchChallenge(): Promise<HumanCheckChallengeResponse>;
}

/** A human-check provider: resolves the fields sent with the call, rejects when the check fails. */
export interface HumanCheckAdapter {
  verify(action: HumanCheckAction, context: HumanCheckContext): Promise<HumanCheckFields>;
}

/** Where the shared status line stands: nothing yet, working, an answer ready or sent, failed. */
export type HumanCheckStatus = 'idle' | 'verifying' | 'verified' | 'error';

let status: HumanCheckStatus = 'idle';
const listeners = new Set<() => void>();

function setStatus(next: HumanCheckStatus): void {
  if (status === next) return;
  status = next;
  for (const listener of listeners) listener();
}

/** The current status (for useSyncExternalStore). */
export function getHumanCheckStatus(): HumanCheckStatus {
  return status;
}

/** Subscribes to status changes; returns the unsubscribe function. */
export function subscribeHumanCheckStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export { getAltchaWorkerFactory, setAltchaWorkerFactory } from './altcha-worker-factory';
export type { AltchaWorkerFactory } from './altcha-worker-factory';

/** Answers one challenge of the server: proof of work, or the reCAPTCHA widget's token. */
async function answer(
  challenge: HumanCheckChallengeResponse,
  action: HumanCheckAction,
): Promise<HumanCheckFields> {
  if (challenge.provider === 'recaptcha') {
    // Google's script only when the brand configured reCAPTCHA, and only then.
    const { recaptchaToken } = await import('./recaptcha');
    return {
      humanCheckProvider: 'recaptcha',
      humanCheckToken: await recaptchaToken(challenge.siteKey, action),
    };
  }
  const { solveAltcha } = await import('./altcha-solver');
  return {
    humanCheckProvider: 'altcha',
    humanCheckToken: await solveAltcha(challenge.challenge, getAltchaWorkerFactory()),
  };
}

/** A prepared answer is used only while its challenge surely is still valid (5 min on the server). */
const PREPARED_MAX_AGE_MS = 4 * 60_000;
let prepared: { at: number; fields: Promise<HumanCheckFields> } | null = null;

async function run(action: HumanCheckAction, context: HumanCheckContext) {
  setStatus('verifying');
  try {
    const fields = await answer(await context.fetchChallenge(), action);
    setStatus('verified');
    return fields;
  } catch (error) {
    setStatus('error');
    throw error;
  }
}

/**
 * The default adapter: the server's provider. A proof-of-work answer prepared by
 * `prepareHumanCheck` is used once; otherwise a fresh challenge is fetched and answered.
 * reCAPTCHA tokens are never prepared (they are bound to the action and expire in two minutes).
 */
export const serverHumanCheck: HumanCheckAdapter = {
  verify(action, context) {
    const ready = prepared;
    prepared = null;
    if (ready && Date.now() - ready.at < PREPARED_MAX_AGE_MS) {
      return ready.fields.catch(() => run(action, context));
    }
    return run(action, context);
  },
};

/** An adapter that sends no fields (tests and stories that do not look at the check). */
export const noopHumanCheck: HumanCheckAdapter = {
  verify: () => Promise.resolve({}),
};

let current: HumanCheckAdapter = serverHumanCheck;
/** Bumped when the adapter is replaced: a preparation started before then no longer sets the status. */
let generation = 0;

/** Replaces the human-check adapter (pass nothing to restore the server's check). */
export function setHumanCheckAdapter(adapter: HumanCheckAdapter = serverHumanCheck): void {
  current = adapter;
  prepared = null;
  generation += 1;
  setStatus('idle');
}

/** The adapter in use. */
export function getHumanCheckAdapter(): HumanCheckAdapter {
  return current;
}

/**
 * Starts answering a challenge now, for the next protected call of the form that just opened
 * (default adapter only; an answer already prepared is kept).
 */
export function prepareHumanCheck(action: HumanCheckAction, context: HumanCheckContext): void {
  if (current !== serverHumanCheck) return;
  if (prepared && Date.now() - prepared.at < PREPARED_MAX_AGE_MS) return;
  const at = Date.now();
  const started = generation;
  const setOwnStatus = (next: HumanCheckStatus) => {
    if (started === generation) setStatus(next);
  };
  const fields = context
    .fetchChallenge()
    .then((challenge) => {
      if (challenge.provider !== 'altcha') return null;
      return answer(challenge, action);
    })
    .then(
      (result) => {
        if (result === null) {
          if (prepared?.at === at) prepared = null;
          setOwnStatus('idle');
          return {};
        }
        setOwnStatus('verified');
        return result;
      },
      (error: unknown) => {
        if (prepared?.at === at) prepared = null;
        setOwnStatus('error');
        throw error;
      },
    );
  fields.catch(() => undefined);
  setStatus('verifying');
  prepared = { at, fields: fields.then((f) => (f.humanCheckToken ? f : Promise.reject())) };
  prepared.fields.catch(() => undefined);
}

/** Runs the current adapter for `action` and returns the fields to merge into the request. */
export async function runHumanCheck(
  action: HumanCheckAction,
  context: HumanCheckContext,
): Promise<HumanCheckFields> {
  const fields = await current.verify(action, context);
  const result: HumanCheckFields = {};
  if (fields.humanCheckProvider) result.humanCheckProvider = fields.humanCheckProvider;
  if (fields.humanCheckToken) result.humanCheckToken = fields.humanCheckToken;
  return result;
}
