import { configureApiClient } from '@lotusplay/api-client';
import { getSessionToken } from '@lotusplay/auth';
import { defaultLanguage } from '@lotusplay/i18n';
import { vi } from 'vitest';
import { useInThisFile } from './server';

// The MSW server for every test file (listen, reset after each test, close): this setup file runs
// again before each file, the module that made the server does not.
useInThisFile();

// jsdom does not implement scrolling; the shell scrolls to the top on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// As main.tsx does: requests carry the session token kept in session storage.
configureApiClient({ getToken: getSessionToken, getLanguage: () => defaultLanguage });

// Observers and media queries a browser has and jsdom lacks (the banner carousel uses them).
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
