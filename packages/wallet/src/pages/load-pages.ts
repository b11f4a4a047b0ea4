// The wallet pages the member centre hosts, loaded when one is first shown (one chunk for all of
// them, see wallet-pages.ts). The app hands these loaders to the member-centre panel as its page
// registry.

const pages = () => import('./wallet-pages');

/** transferFund ("my wallet"): every wallet, transfers between the main and a game wallet. */
export const loadTransferFundPage = () => pages().then((m) => ({ default: m.TransferFundPage }));

/** transactionHistory (the account record): every movement, filters, quick ranges, paging. */
export const loadTransactionHistoryPage = () =>
  pages().then((m) => ({ default: m.TransactionHistoryPage }));

/** depositv2: a channel and an amount within its limits, the order, recent orders and their status. */
export const loadDepositPage = () => pages().then((m) => ({ default: m.DepositPage }));

/** transferUpline: an amount from the main wallet to the upline's main wallet. */
export const loadTransferUplinePage = () =>
  pages().then((m) => ({ default: m.TransferUplinePage }));

/** withdraw: the payment password, an amount held at once, recent withdrawals and their receipt. */
export const loadWithdrawPage = () => pages().then((m) => ({ default: m.WithdrawPage }));
