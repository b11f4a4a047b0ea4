// Orders that an operator or the provider settles later (deposits, withdrawals): the page asks
// again while one is open, and hears about each change of status it sees.
import { useRef, useState } from 'react';

/** How often a page asks again while one of its orders is open. */
export const ORDER_POLL_MS = 5_000;

/**
 * `pollingInterval`: `ORDER_POLL_MS` while the last list observed has an open order, else 0 (for
 * the list's query). `observe(list)`, from an effect on the list: calls `onChange(order, before)`
 * once for each order whose status changed since the page last saw it. `remember(order)` records
 * an order the page made itself.
 */
export function useOrderWatch<T extends { orderNo: string; status: string }>(
  isOpen: (order: T) => boolean,
  onChange: (order: T, before: string) => void,
) {
  const seen = useRef(new Map<string, string>());
  const [watching, setWatching] = useState(false);
  return {
    pollingInterval: watching ? ORDER_POLL_MS : 0,
    remember: (order: T) => void seen.current.set(order.orderNo, order.status),
    observe: (list: readonly T[] | undefined) => {
      if (!list) return;
      const changed: [T, string][] = [];
      for (const order of list) {
        const before = seen.current.get(order.orderNo);
        if (before !== undefined && before !== order.status) changed.push([order, before]);
        seen.current.set(order.orderNo, order.status);
      }
      setWatching(list.some(isOpen));
      for (const [order, before] of changed) onChange(order, before);
    },
  };
}
