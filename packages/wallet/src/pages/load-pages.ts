// The wallet pages the member centre hosts, each loaded when first shown (its own chunk). The app
// hands these loaders to the member-centre panel as its page registry.

/** transferFund ("my wallet"): every wallet, transfers between the main and a game wallet. */
export const loadTransferFundPage = () => import('./transfer-fund/transfer-fund-page');

/** transactionHistory (the account record): every movement, filters, quick ranges, paging. */
export const loadTransactionHistoryPage = () =>
  import('./transaction-history/transaction-history-page');

/** depositv2: a channel and an amount within its limits, the order, recent orders and their status. */
export const loadDepositPage = () => import('./deposit/deposit-page');

/** transferUpline: an amount from the main wallet to the upline's main wallet. */
export const loadTransferUplinePage = () => import('./transfer-upline/transfer-upline-page');
