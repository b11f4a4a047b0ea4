import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs every package's tests in parallel on two cores: lazy chunks and mocked requests can take
// longer than the default second to show up.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
