// One idempotency key per intended request that moves money or points (SPEC.md §7): the same key
// is sent again when the same request is retried after a lost answer (or a second press), a new
// one once the request was answered or changed. Its own module: only the pages that move money
// bundle it.

/** 32 random hex characters (fits `WalletLimits.idempotencyKeyPattern`); works without HTTPS. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of one form's intended request; hold it for the form's life (a ref or state). */
export interface IntentKey {
  /** The key of `request` (any JSON value): the last one while the request is the same. */
  keyFor(request: unknown): string;
  /** The request was answered (done or refused): the next one gets a new key. */
  answered(): void;
}

/** A new intent key holder. */
export function createIntentKey(): IntentKey {
  let intent: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      const text = JSON.stringify(request);
      if (intent?.request !== text) intent = { request: text, key: newIdempotencyKey() };
      return intent.key;
    },
    answered() {
      intent = null;
    },
  };
}
