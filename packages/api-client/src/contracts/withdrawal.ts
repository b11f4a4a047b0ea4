// Contract types of the payment password and the withdrawal calls (SPEC.md §2 withdraw, §4
// withdrawal states). Shared with the server.
export {};
