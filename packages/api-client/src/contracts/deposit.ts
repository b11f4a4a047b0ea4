// Contract types of the deposit calls (SPEC.md §2 depositv2, issue 10): channels, orders and their
// states. Shared with the server.
export {};
