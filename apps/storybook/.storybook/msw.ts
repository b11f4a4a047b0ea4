// Mock Service Worker for every story: one worker started on the first story, then each story's
// `parameters.msw.handlers` applied on a clean slate. Platform calls (`/wps/…`) that no handler
// answers fail loudly instead of reaching a network, so a story never depends on a server.
import { HttpResponse, type AnyHandler, type UnhandledFrameHandle } from 'msw';
import type { SetupWorker } from 'msw/browser';
import type { Loader } from '@storybook/react-vite';

/**
 * The `msw` story parameter: handlers tried in order, the first match answers. A function is
 * called on every load, so handlers that keep state (failed logins) start afresh on each rerun.
 */
export interface MswParameters {
  handlers?: AnyHandler[] | (() => AnyHandler[]);
}

/** Path prefix of every platform call (SPEC.md §7). */
const PLATFORM_PATH = /^\/wps\//;

// Storybook's own assets and modules pass through. An unanswered platform call is logged as an
// error and fails as a network error: msw's `defaults.error()` only logs, and a Response thrown
// here is what msw answers with instead of passing the request on.
const onUnhandledFrame: UnhandledFrameHandle = async ({ frame, defaults }) => {
  if (frame.protocol !== 'http') return;
  const { request } = frame.data as { request: Request };
  if (!PLATFORM_PATH.test(new URL(request.url).pathname)) return;
  await defaults.error();
  throw HttpResponse.error();
};

let started: Promise<SetupWorker> | undefined;

async function startWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame,
    // Relative to iframe.html, so a Storybook published under a sub-path finds it too.
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
  });
  return worker;
}

/** Loader: starts the worker once, then installs the story's `parameters.msw.handlers` alone. */
export const mswLoader: Loader = async ({ parameters }) => {
  const worker = await (started ??= startWorker());
  const handlers = (parameters.msw as MswParameters | undefined)?.handlers ?? [];
  worker.resetHandlers(...(typeof handlers === 'function' ? handlers() : handlers));
};
