import {
  MAIN_WALLET_CODE,
  parseMoney,
  WalletErrorCodes,
  WalletRecordErrorCodes,
} from '@lotusplay/api-client';
import { selectCurrencySymbol, selectMemberInfo } from '@lotusplay/auth';
import { formatMoney, useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { useTransferToUplineMutation } from '../../api/upline-api';
import { useGetBalanceQuery } from '../../api/wallet-api';
import { AmountField } from '../../components/shared/amount-field';
import { checkAmount, type AmountProblem } from '../../lib/money-input';
import { useMoneyIntent } from '../../lib/use-money-intent';

/** The server's codes as `wallet` namespace keys (anything else: its own message). */
const ERROR_KEYS: Partial<Record<string, string>> = {
  [WalletErrorCodes.InsufficientBalance]: 'insufficientBalance',
  [WalletErrorCodes.AmountInvalid]: 'amountInvalid',
  [WalletRecordErrorCodes.NoUpline]: 'noUpline',
  [WalletRecordErrorCodes.UplineTransferDisabled]: 'uplineDisabled',
};

/**
 * transferUpline (SPEC.md §2): an amount from the member's main wallet to the main wallet of the
 * agent above them, when the account allows it (member info `toUpline`; the server decides). The
 * amount is checked before sending; one idempotency key per intended transfer.
 */
export default function TransferUplinePage() {
  const { t, ready } = useTranslation(['wallet', 'common']);
  const currency = useSelector(selectCurrencySymbol);
  const member = useSelector(selectMemberInfo);
  const balance = useGetBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const [send, sendState] = useTransferToUplineMutation();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [outcome, setOutcome] = useState<{ sent: string } | { failed: string } | null>(null);
  const run = useMoneyIntent(ERROR_KEYS);

  if (!ready) return <Loader label={t('common:loading')} />;
  if (member && !member.toUpline) {
    return <p className="lp-wallet-page__note">{t('uplineDisabled')}</p>;
  }
  const main = balance.data?.wallets.find((w) => w.code === MAIN_WALLET_CODE);
  const money = (value: string) => `${currency}${formatMoney(value)}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, main ? (parseMoney(main.balance) ?? 0) : undefined);
    if (checked.problem) return setProblem(checked.problem);
    setProblem(null);
    setOutcome(null);
    const text = amount.trim();
    const result = await run(text, (idempotencyKey) =>
      send({ amount: text, idempotencyKey }).unwrap(),
    );
    if (result.failed !== undefined) return setOutcome({ failed: result.failed });
    setAmount('');
    setOutcome({ sent: result.value.amount });
  };

  return (
    <div className="lp-wallet-page">
      <p className="lp-wallet-page__note">{t('uplineIntro')}</p>
      <div className="lp-wallet-page__total">
        <span>{t('mainBalance')}</span>
        <strong aria-live="polite">
          {main && !balance.isFetching ? money(main.balance) : t('common:loading')}
        </strong>
      </div>
      <form className="lp-wallet-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <AmountField
          label={t('amount')}
          value={amount}
          problem={problem ? t(problem, { wallet: main?.name ?? MAIN_WALLET_CODE }) : null}
          onChange={(value) => {
            setAmount(value);
            if (problem) setProblem(null);
          }}
        />
        <div className="lp-wallet-form__actions">
          <Button type="submit" disabled={sendState.isLoading}>
            {sendState.isLoading ? t('transferring') : t('uplineSend')}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="lp-wallet-page__outcome">
        {outcome && 'sent' in outcome && (
          <p role="status">{t('uplineSent', { amount: money(outcome.sent) })}</p>
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
