// The wallet pages the member centre hosts, loaded when one is first shown (one chunk for all of
// them, see wallet-pages.ts). The loaders are the wallet manifest's, which the app hands to the
// member-centre panel as its page registry; exported one by one for other hosts.
import { walletManifest } from '../manifest';

const pages = walletManifest.memberCentrePages;

/** transferFund ("my wallet"): every wallet, transfers between the main and a game wallet. */
export const loadTransferFundPage = pages.transferFund;

/** transactionHistory (the account record): every movement, filters, quick ranges, paging. */
export const loadTransactionHistoryPage = pages.transactionHistory;

/** depositv2: a channel and an amount within its limits, the order, recent orders and their status. */
export const loadDepositPage = pages.depositv2;

/** transferUpline: an amount from the main wallet to the upline's main wallet. */
export const loadTransferUplinePage = pages.transferUpline;

/** withdraw: the payment password, an amount held at once, recent withdrawals and their receipt. */
export const loadWithdrawPage = pages.withdraw;
