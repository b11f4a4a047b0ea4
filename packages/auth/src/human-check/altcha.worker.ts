// The proof-of-work worker (`@lotusplay/auth/altcha-worker`): receives a challenge, answers
// `{ solution }` or `{ error }`. Vite apps make it with `import W from '…/altcha-worker?worker'`.
import type { AltchaChallenge } from '@lotusplay/api-client';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<AltchaChallenge>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  solveChallenge({ challenge: event.data, deriveKey, timeout: 30_000 }).then(
    (solution) => scope.postMessage({ solution }),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
};
