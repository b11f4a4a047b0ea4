// SPEC.md §9: a search fires 500 ms after the last keystroke.
import { useEffect, useState } from 'react';

/** How long a search waits after the last keystroke (SPEC.md §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
