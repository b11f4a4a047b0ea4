import {
  isApiError,
  MAIN_WALLET_CODE,
  parseMoney,
  WalletErrorCodes,
  WalletRecordErrorCodes,
} from '@lotusplay/api-client';
import { selectCurrencySymbol, selectMemberInfo } from '@lotusplay/auth';
import { formatMoney, useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { useTransferToUplineMutation } from '../../api/upline-api';
import { useGetBalanceQuery } from '../../api/wallet-api';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { checkAmount, type AmountProblem } from '../../lib/money-input';

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
  const ids = { amount: useId(), problem: useId() };
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [outcome, setOutcome] = useState<{ sent: string } | { failed: string } | null>(null);
  const intent = useRef<{ amount: string; key: string } | null>(null);

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
    if (intent.current?.amount !== text)
      intent.current = { amount: text, key: newIdempotencyKey() };
    try {
      const done = await send({ amount: text, idempotencyKey: intent.current.key }).unwrap();
      intent.current = null;
      setAmount('');
      setOutcome({ sent: done.amount });
    } catch (error) {
      const key = isApiError(error) ? ERROR_KEYS[error.code] : undefined;
      const reason = key
        ? t(key)
        : isApiError(error) && error.message
          ? error.message
          : t('common:errorUnknown');
      if (isApiError(error) && error.status >= 400 && error.status < 500) intent.current = null;
      setOutcome({ failed: reason });
    }
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
        <label htmlFor={ids.amount}>{t('amount')}</label>
        <input
          id={ids.amount}
          className="lp-wallet-form__amount"
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          value={amount}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(e) => {
            setAmount(e.target.value);
            if (problem) setProblem(null);
          }}
        />
        {problem && (
          <p id={ids.problem} role="alert" className="lp-wallet-form__problem">
            {t(problem, { wallet: main?.name ?? MAIN_WALLET_CODE })}
          </p>
        )}
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
