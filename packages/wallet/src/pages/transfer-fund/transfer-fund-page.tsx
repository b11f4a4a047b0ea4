import { MAIN_WALLET_CODE, parseMoney, WalletErrorCodes } from '@lotusplay/api-client';
import type { WalletBalance, WalletTransferResponse } from '@lotusplay/api-client';
import { selectCurrencySymbol } from '@lotusplay/auth';
import { formatMoney, useTranslation } from '@lotusplay/i18n';
import { Button, IconButton, Loader } from '@lotusplay/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import {
  useGetMerchantWalletsQuery,
  useTransferBetweenWalletsMutation,
} from '../../api/transfer-api';
import { useGetBalanceQuery } from '../../api/wallet-api';
import { AmountField } from '../../components/shared/amount-field';
import { LoadFailed } from '../../components/shared/load-failed';
import { RefreshIcon } from '../../components/shared/refresh-icon';
import { checkAmount, type AmountProblem } from '../../lib/money-input';
import { useMoneyIntent } from '../../lib/use-money-intent';

/** The server's wallet codes as `wallet` namespace keys (anything else: its own message). */
const ERROR_KEYS: Partial<Record<string, string>> = {
  [WalletErrorCodes.InsufficientBalance]: 'insufficientBalance',
  [WalletErrorCodes.AmountInvalid]: 'amountInvalid',
  [WalletErrorCodes.WalletNotFound]: 'walletNotFound',
  [WalletErrorCodes.SingleWallet]: 'singleWallet',
  [WalletErrorCodes.TransferInvalid]: 'mainWalletRequired',
};

type FormProblem = AmountProblem | 'sameWallet' | 'mainWalletRequired' | 'nothingToMove';

/** Minor units of a wallet's balance string ('0.00' → 0). */
function minorOf(wallet: WalletBalance | undefined): number {
  return wallet ? (parseMoney(wallet.balance) ?? 0) : 0;
}

/**
 * transferFund ("my wallet", SPEC.md §2): the total and every wallet of the member, and the
 * transfer between the main wallet and a game vendor's wallet — an amount, everything in the
 * wallet chosen ("Transfer all"), or everything in one vendor wallet back to the main one ("All
 * out"). The amount is checked before anything is sent; each intended transfer carries one
 * idempotency key, so pressing again after a lost answer moves the money once. A single-wallet
 * brand shows its one wallet and no transfer.
 */
export default function TransferFundPage() {
  const { t, ready } = useTranslation(['wallet', 'common']);
  const currency = useSelector(selectCurrencySymbol);
  // Asked afresh whenever the page opens: money may have moved since the header last asked.
  const balance = useGetBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const merchants = useGetMerchantWalletsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [transfer, transferState] = useTransferBetweenWalletsMutation();
  const ids = { problem: useId(), from: useId(), to: useId() };
  const [from, setFrom] = useState(MAIN_WALLET_CODE);
  const [to, setTo] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<{ key: FormProblem; wallet?: string } | null>(null);
  const [outcome, setOutcome] = useState<
    { done: WalletTransferResponse; from: string; to: string } | { failed: string } | null
  >(null);
  const run = useMoneyIntent(ERROR_KEYS);

  if (!ready || balance.isLoading || merchants.isLoading) {
    return <Loader label={t('common:loading')} />;
  }
  if (!balance.data || !merchants.data) {
    return (
      <LoadFailed
        message={t('loadFailed')}
        onRetry={() => {
          void balance.refetch();
          void merchants.refetch();
        }}
      />
    );
  }

  const wallets = balance.data.wallets;
  const single = merchants.data.isSingle;
  const nameOf = (code: string) => wallets.find((w) => w.code === code)?.name ?? code;
  // Vendors that take money in: the merchant list; every wallet shown may give money out.
  const receiving = new Set(merchants.data.wallets.map((w) => w.code));
  const vendorCodes = wallets.filter((w) => w.code !== MAIN_WALLET_CODE).map((w) => w.code);
  const target = to ?? vendorCodes.find((code) => receiving.has(code)) ?? MAIN_WALLET_CODE;
  const busy = transferState.isLoading;
  const money = (value: string) => `${currency}${formatMoney(value)}`;

  const send = async (
    source: string,
    destination: string,
    body: { amount?: string; all?: true },
  ) => {
    setOutcome(null);
    const result = await run(
      [source, destination, body],
      (idempotencyKey) =>
        transfer({ from: source, to: destination, ...body, idempotencyKey }).unwrap(),
      { wallet: nameOf(source) },
    );
    if (result.failed !== undefined) return setOutcome({ failed: result.failed });
    setAmount('');
    setOutcome({ done: result.value, from: source, to: destination });
  };

  const checkPair = (): FormProblem | null => {
    if (from === target) return 'sameWallet';
    if (from !== MAIN_WALLET_CODE && target !== MAIN_WALLET_CODE) return 'mainWalletRequired';
    return null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const pair = checkPair();
    if (pair) return setProblem({ key: pair });
    const available = minorOf(wallets.find((w) => w.code === from));
    const checked = checkAmount(amount, available);
    if (checked.problem) return setProblem({ key: checked.problem, wallet: nameOf(from) });
    setProblem(null);
    void send(from, target, { amount: amount.trim() });
  };

  const onTransferAll = () => {
    const pair = checkPair();
    if (pair) return setProblem({ key: pair });
    if (minorOf(wallets.find((w) => w.code === from)) === 0) {
      return setProblem({ key: 'nothingToMove', wallet: nameOf(from) });
    }
    setProblem(null);
    void send(from, target, { all: true });
  };

  const amountProblem =
    problem && ['amountRequired', 'amountInvalid', 'amountOverBalance'].includes(problem.key);

  return (
    <div className="lp-wallet-page">
      <div className="lp-wallet-page__total">
        <span>{t('totalBalance')}</span>
        <strong aria-live="polite">
          {balance.isFetching ? t('common:loading') : money(balance.data.sumBalance)}
        </strong>
        <IconButton
          label={t('refresh')}
          onClick={() => void balance.refetch()}
          disabled={balance.isFetching}
        >
          <RefreshIcon />
        </IconButton>
      </div>

      <table className="lp-wallet-table">
        <caption className="lp-visually-hidden">{t('wallets')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('walletName')}</th>
            <th scope="col">{t('balance')}</th>
            {!single && vendorCodes.length > 0 && (
              <th scope="col">
                <span className="lp-visually-hidden">{t('allOut')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {wallets.map((wallet) => (
            <tr key={wallet.code}>
              <th scope="row">{wallet.name}</th>
              <td className="lp-wallet-table__amount">{money(wallet.balance)}</td>
              {!single && vendorCodes.length > 0 && (
                <td>
                  {wallet.code !== MAIN_WALLET_CODE && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('allOutOf', { wallet: wallet.name })}
                      disabled={busy || minorOf(wallet) === 0}
                      onClick={() => void send(wallet.code, MAIN_WALLET_CODE, { all: true })}
                    >
                      {t('allOut')}
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>

      {single ? (
        <p className="lp-wallet-page__note">{t('singleWallet')}</p>
      ) : (
        <form className="lp-wallet-form" onSubmit={onSubmit} noValidate>
          <div className="lp-wallet-form__pair">
            <label htmlFor={ids.from}>{t('from')}</label>
            <select
              id={ids.from}
              value={from}
              onChange={(e) => {
                setFrom(e.target.value);
                if (e.target.value !== MAIN_WALLET_CODE) setTo(MAIN_WALLET_CODE);
                setProblem(null);
              }}
            >
              {wallets.map((w) => (
                <option key={w.code} value={w.code}>
                  {w.name}
                </option>
              ))}
            </select>
            <label htmlFor={ids.to}>{t('to')}</label>
            <select
              id={ids.to}
              value={target}
              onChange={(e) => {
                setTo(e.target.value);
                if (e.target.value !== MAIN_WALLET_CODE) setFrom(MAIN_WALLET_CODE);
                setProblem(null);
              }}
            >
              {wallets
                .filter((w) => w.code === MAIN_WALLET_CODE || receiving.has(w.code))
                .map((w) => (
                  <option key={w.code} value={w.code}>
                    {w.name}
                  </option>
                ))}
            </select>
          </div>
          <AmountField
            label={t('amount')}
            value={amount}
            hint={t('amountHint')}
            problem={amountProblem && problem ? t(problem.key, { wallet: problem.wallet }) : null}
            onChange={(value) => {
              setAmount(value);
              if (amountProblem) setProblem(null);
            }}
          />
          {problem && !amountProblem && (
            <p id={ids.problem} role="alert" className="lp-wallet-form__problem">
              {t(problem.key, { wallet: problem.wallet })}
            </p>
          )}
          <div className="lp-wallet-form__actions">
            <Button type="submit" disabled={busy}>
              {busy ? t('transferring') : t('transfer')}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={onTransferAll}>
              {t('transferAll')}
            </Button>
          </div>
        </form>
      )}

      <div aria-live="polite" className="lp-wallet-page__outcome">
        {outcome && 'done' in outcome && (
          <p role="status">
            {t('transferDone', {
              amount: money(outcome.done.amount),
              from: nameOf(outcome.from),
              to: nameOf(outcome.to),
            })}
          </p>
        )}
      </div>
      {outcome && 'failed' in outcome && (
        <p role="alert" className="lp-wallet-form__problem">
          {t('transferFailed', { reason: outcome.failed })}
        </p>
      )}
    </div>
  );
}
