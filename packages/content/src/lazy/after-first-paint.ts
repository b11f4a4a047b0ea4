// "After the first paint", for pieces below the fold: a request that starts during the app's
// first render competes with the page's own code and counts against its largest paint.
import { useEffect, useState } from 'react';

let firstPaintDone = false;

/** How long to wait for the paint of a commit at most (no paint entry: hidden tab, old browser). */
export const PAINT_WAIT_MS = 1000;

/**
 * Calls `callback` once the browser reports a largest-contentful-paint entry newer than now
 * (the commit that has just happened has been painted), or after PAINT_WAIT_MS when none comes.
 * Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  const since = performance.now();
  let done = false;
  const observer =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
      ? new PerformanceObserver((entries) => {
          if (entries.getEntries().some((entry) => entry.startTime >= since)) finish();
        })
      : undefined;
  const timer = setTimeout(() => finish(), observer ? PAINT_WAIT_MS : 0);
  function finish() {
    if (done) return;
    cancel();
    callback();
  }
  function cancel() {
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
  }
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  return cancel;
}

/**
 * False until the first commit of the app has been painted (at once for anything mounted later,
 * like the licence dialog), then true.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(firstPaintDone);
  useEffect(() => {
    if (painted) return;
    return afterNextPaint(() => {
      firstPaintDone = true;
      setPainted(true);
    });
  }, [painted]);
  return painted;
}
