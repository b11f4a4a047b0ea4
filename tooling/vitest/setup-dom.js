import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// CI runs every package's tests in parallel on two cores: lazy chunks and mocked requests can take
// longer than the default second to show up.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out and has no Element.scrollIntoView: a page that scrolls to its anchor in an
// animation frame (the help page, the notice page) threw once that frame ran, as an unhandled
// error of whichever test was running by then. Scrolling does nothing in jsdom; a test that checks
// the call replaces it with a spy.
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// Test files share one document (tooling/vitest/index.js): storage written by something still
// settling after the previous test (a language switch, a session ending) is cleared again before
// the next one starts.
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
