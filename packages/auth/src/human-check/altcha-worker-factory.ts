// Where the app's proof-of-work worker factory is kept: the app sets it at start (main.tsx), the
// human check reads it when a form first needs an answer. A module of its own, so setting it does
// not put the human check (and the auth calls around it) on the first view.

/** Makes a Web Worker that solves ALTCHA challenges (see `altcha-solver.ts`). */
export type AltchaWorkerFactory = () => Worker;

let workerFactory: AltchaWorkerFactory | null = null;

/**
 * Gives the proof of work a worker to run in: the app passes a factory of its bundler's worker
 * (Vite: `import AltchaWorker from '@lotusplay/auth/altcha-worker?worker'`). Without one, or when
 * the worker fails, the challenge is solved on the page with WebCrypto (asynchronous as well).
 */
export function setAltchaWorkerFactory(factory: AltchaWorkerFactory | null): void {
  workerFactory = factory;
}

/** The worker factory in use, if any. */
export function getAltchaWorkerFactory(): AltchaWorkerFactory | null {
  return workerFactory;
}
