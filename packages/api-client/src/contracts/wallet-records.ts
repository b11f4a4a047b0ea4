// Contract types of the account record, the transfer to upline and the consolidated funds
// (SPEC.md §2 transactionHistory, transferUpline; §7 funds/consolidated). Shared with the server.
export {};
