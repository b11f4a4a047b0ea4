// Waiting on the server (the escalating delays of the auth rules), injectable so tests control it
// instead of waiting for real.
import { setTimeout as wait } from 'node:timers/promises';

/** Resolves after `ms` milliseconds. */
export type Sleep = (ms: number) => Promise<void>;

/** The real wait. */
export const realSleep: Sleep = async (ms) => {
  if (ms > 0) await wait(ms);
};
