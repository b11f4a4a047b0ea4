// One idempotency key per intended movement of money: the same key is sent again when the same
// request is retried (a lost answer, a second press), a new one once it succeeded or changed.

/** 32 random hex characters (fits `WalletLimits.idempotencyKeyPattern`); works without HTTPS. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
