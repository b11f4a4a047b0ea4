import { vi } from 'vitest';
// Starts the MSW server for every test file (listen, reset after each test, close).
import './server';

// jsdom does not implement scrolling; the shell scrolls to the top on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
