// One error code alone in a module: the start-up code reads it (the session's refusal of a session
// from a new address), and the bundler keeps no other account-security value beside it.

/**
 * The session started from a new address and waits for its proof (SPEC.md §4): the one code the
 * start-up code reads, so it imports this constant alone.
 */
export const IP_VERIFICATION_REQUIRED = 'IP_VERIFICATION_REQUIRED';
