// The customer-service window of SPEC.md §7 in a module of its own: the side bar's start-up code
// imports these two numbers, and the bundler then keeps the rest of the support contracts (used by
// lazy pages only) out of the start-up chunk.

/** SPEC.md §7: the customer-service window, 440 by 750. */
export const SERVICE_WINDOW = { width: 440, height: 750 } as const;
