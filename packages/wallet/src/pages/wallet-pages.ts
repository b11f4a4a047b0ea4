// Every wallet page the member centre hosts, as one chunk: one lazy import for all of them keeps
// the start-up code to a single loader (each lazy import there costs ~0.1 KB with the list of
// chunks it preloads), and a member who opens one wallet page usually opens the next.
export { default as DepositPage } from './deposit/deposit-page';
export { default as TransactionHistoryPage } from './transaction-history/transaction-history-page';
export { default as TransferFundPage } from './transfer-fund/transfer-fund-page';
export { default as TransferUplinePage } from './transfer-upline/transfer-upline-page';
export { default as WithdrawPage } from './withdraw/withdraw-page';
