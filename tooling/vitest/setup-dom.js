import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// CI runs every package's tests in parallel on two cores: lazy chunks and mocked requests can take
// longer than the default second to show up.
configure({ asyncUtilTimeout: 5000 });

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
