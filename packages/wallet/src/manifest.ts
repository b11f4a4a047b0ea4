// What the wallet package declares to the app (DESIGN.md: a package declares itself): the pages
// it offers to the member centre, its namespace and its slice. Tiny data and lazy loaders
// only, with no import but types (the web build reads manifests in Node).
import type { FeatureManifest } from '@lotusplay/ui-kit';

// One chunk for every wallet page, as in pages/load-pages.ts.
const pages = () => import('./pages/wallet-pages');

/** The wallet package's centre pages, namespace and slice, composed by the app. */
export const walletManifest = {
  name: 'wallet',
  i18nNamespaces: ['wallet'],
  slices: ['wallet'],
  memberCentrePages: {
    transferFund: () => pages().then((m) => ({ default: m.TransferFundPage })),
    depositv2: () => pages().then((m) => ({ default: m.DepositPage })),
    withdraw: () => pages().then((m) => ({ default: m.WithdrawPage })),
    transferUpline: () => pages().then((m) => ({ default: m.TransferUplinePage })),
    transactionHistory: () => pages().then((m) => ({ default: m.TransactionHistoryPage })),
  },
} satisfies FeatureManifest;
