// Transfer to a downline (downlineManagmentView, SPEC.md §2, where the brand allows it): the
// amount and the agent's payment password, then a confirmation naming both sides; the server
// decides (the tree, the flag, the limits, the balance) and its refusal is shown by its code. One
// idempotency key per intended transfer: a second press or a retry after a lost answer moves the
// money once. Done: the agent's balance and the team list are read again (RTK Query tags).
import {
  AgentErrorCodes,
  AgentTransferErrorCodes,
  AgentTransferLimits,
  createIntentKey,
  isApiError,
  parseMoney,
  PaymentPasswordRules,
  toMoneyString,
  WalletErrorCodes,
  WithdrawalErrorCodes,
} from '@lotusplay/api-client';
import type { AgentTransferResponse, Downline } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTransferToDownlineMutation } from '../../api/agent-api';
import { useMoney } from '../../internal/use-money';

/** The text key of a refused transfer, by the server's error code. */
const REFUSALS: Record<string, string> = {
  [AgentTransferErrorCodes.Disabled]: 'transferDisabled',
  [AgentTransferErrorCodes.BelowMin]: 'transferBelowMin',
  [AgentTransferErrorCodes.AboveMax]: 'transferAboveMax',
  [AgentTransferErrorCodes.DailyLimit]: 'transferDailyLimit',
  [WalletErrorCodes.InsufficientBalance]: 'transferInsufficient',
  [WalletErrorCodes.AmountInvalid]: 'transferAmountInvalid',
  [WithdrawalErrorCodes.PaymentPasswordWrong]: 'transferPasswordWrong',
  [WithdrawalErrorCodes.PaymentPasswordLocked]: 'transferPasswordLocked',
  [WithdrawalErrorCodes.PaymentPasswordNotSet]: 'transferPasswordNotSet',
  [AgentErrorCodes.DownlineNotFound]: 'transferNotFound',
  [AgentErrorCodes.NotAgent]: 'errorNotAgent',
};

/** Props of {@link DownlineTransferForm}. */
export interface DownlineTransferFormProps {
  /** The downline the money goes to. */
  member: Pick<Downline, 'id' | 'username'>;
  /** Closes the form (Cancel, or Close once done). */
  onClose(): void;
}

/** The form of a transfer from the agent's main wallet to one downline. */
export function DownlineTransferForm({ member, onClose }: DownlineTransferFormProps) {
  const { t } = useTranslation('agentCentre');
  const money = useMoney();
  const ids = { amount: useId(), password: useId(), hint: useId(), title: useId() };
  const [intent] = useState(createIntentKey);
  const [transfer, state] = useTransferToDownlineMutation();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<AgentTransferResponse | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const limits = {
    min: money(toMoneyString(AgentTransferLimits.minMinor)),
    max: money(toMoneyString(AgentTransferLimits.maxMinor)),
    daily: money(toMoneyString(AgentTransferLimits.dailyMaxMinor)),
  };

  const check = () => {
    const found: typeof errors = {};
    const minor = parseMoney(amount.trim());
    if (minor === null || minor <= 0) found.amount = t('transferAmountInvalid');
    else if (minor < AgentTransferLimits.minMinor) found.amount = t('transferBelowMin', limits);
    else if (minor > AgentTransferLimits.maxMinor) found.amount = t('transferAboveMax', limits);
    if (!new RegExp(PaymentPasswordRules.pattern).test(password)) {
      found.password = t('transferPasswordRequired');
    }
    setErrors(found);
    if (found.amount) amountInput.current?.focus();
    else if (found.password) passwordInput.current?.focus();
    return found.amount || found.password ? null : minor;
  };

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setDone(null);
    setConfirming(check());
  };

  const confirm = async (minor: number) => {
    const request = { memberId: member.id, amount: toMoneyString(minor) };
    try {
      const answer = await transfer({
        ...request,
        paymentPassword: password,
        idempotencyKey: intent.keyFor(request),
      }).unwrap();
      intent.answered();
      setDone(answer);
      setAmount('');
      setPassword('');
    } catch (error) {
      // Refused (answered): a new key next time. A lost answer keeps the key for the retry.
      if (isApiError(error) && error.status > 0) intent.answered();
      const key = isApiError(error) ? REFUSALS[error.code] : undefined;
      setProblem(key ? t(key, limits) : t('transferFailed'));
    } finally {
      setPassword('');
      setConfirming(null);
    }
  };

  const describedBy = (field: 'amount' | 'password', extra?: string) =>
    [errors[field] ? `${ids[field]}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  return (
    <section className="lp-agent-transfer" aria-labelledby={ids.title}>
      <h3 id={ids.title} className="lp-agent-transfer__title">
        {t('transferTitle', { name: member.username })}
      </h3>
      {confirming === null ? (
        <form className="lp-agent-form" noValidate onSubmit={next}>
          <div className="lp-agent-form__field">
            <label htmlFor={ids.amount}>{t('transferAmount')}</label>
            <input
              id={ids.amount}
              ref={amountInput}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={describedBy('amount', ids.hint)}
              onChange={(event) => {
                setAmount(event.target.value);
                if (errors.amount) setErrors({ ...errors, amount: undefined });
              }}
            />
            {errors.amount && (
              <small id={`${ids.amount}-error`} className="lp-agent-form__problem">
                {errors.amount}
              </small>
            )}
            <small id={ids.hint}>{t('transferLimits', limits)}</small>
          </div>
          <div className="lp-agent-form__field">
            <label htmlFor={ids.password}>{t('paymentPassword')}</label>
            <input
              id={ids.password}
              ref={passwordInput}
              name="paymentPassword"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={PaymentPasswordRules.length}
              value={password}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy('password')}
              onChange={(event) => {
                setPassword(event.target.value);
                if (errors.password) setErrors({ ...errors, password: undefined });
              }}
            />
            {errors.password && (
              <small id={`${ids.password}-error`} className="lp-agent-form__problem">
                {errors.password}
              </small>
            )}
          </div>
          {problem && (
            <p role="alert" className="lp-agent-page__failed">
              {problem}
            </p>
          )}
          <div className="lp-agent-form__actions">
            <Button type="submit">{t('transferContinue')}</Button>
            <Button type="button" variant="secondary" onClick={onClose}>
              {done ? t('closeDetails') : t('transferCancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div
          role="group"
          aria-label={t('transferConfirmLabel')}
          className="lp-agent-transfer__confirm"
        >
          <p>
            {t('transferConfirmText', {
              amount: money(toMoneyString(confirming)),
              name: member.username,
            })}
          </p>
          <div className="lp-agent-form__actions">
            <Button loading={state.isLoading} onClick={() => void confirm(confirming)}>
              {t('transferConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('transferBack')}
            </Button>
          </div>
        </div>
      )}
      <p role="status" className="lp-agent-page__ok">
        {done &&
          t('transferDone', {
            amount: money(done.amount),
            name: done.username,
            balance: money(done.balance),
          })}
      </p>
    </section>
  );
}
