// Solves an ALTCHA proof-of-work challenge of the server (loaded on demand by the human check, so
// the home route never carries altcha-lib): in the app's worker when it gave one, else on the page
// with WebCrypto's PBKDF2, which is asynchronous too.
import type { AltchaChallenge } from '@lotusplay/api-client';
import { solveChallenge } from 'altcha-lib';
import type { Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { AltchaWorkerFactory } from './altcha-worker-factory';

/** The longest a solve may take before it is given up (a phone takes well under a second). */
export const SOLVE_TIMEOUT_MS = 30_000;

/** What the worker answers (altcha.worker.ts). */
export interface AltchaWorkerAnswer {
  solution?: Solution | null;
  error?: string;
}

function solveInWorker(factory: AltchaWorkerFactory, challenge: AltchaChallenge) {
  return new Promise<Solution | null>((resolve, reject) => {
    const worker = factory();
    const timer = setTimeout(() => {
      worker.terminate();
      reject(new Error('proof of work timed out'));
    }, SOLVE_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<AltchaWorkerAnswer>) => {
      clearTimeout(timer);
      worker.terminate();
      if (event.data.error) reject(new Error(event.data.error));
      else resolve(event.data.solution ?? null);
    };
    worker.onerror = (event) => {
      clearTimeout(timer);
      worker.terminate();
      reject(new Error(event.message || 'proof-of-work worker failed'));
    };
    worker.postMessage(challenge);
  });
}

/** The `humanCheckToken` of a solved challenge: base64 of `{ challenge, solution }`. */
export function altchaToken(challenge: AltchaChallenge, solution: Solution): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

/** Solves `challenge` and returns the token the server verifies. */
export async function solveAltcha(
  challenge: AltchaChallenge,
  factory: AltchaWorkerFactory | null,
): Promise<string> {
  let solution: Solution | null = null;
  if (factory) {
    try {
      solution = await solveInWorker(factory, challenge);
    } catch {
      solution = null;
    }
  }
  solution ??= await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('the proof-of-work challenge was not solved');
  return altchaToken(challenge, solution);
}
