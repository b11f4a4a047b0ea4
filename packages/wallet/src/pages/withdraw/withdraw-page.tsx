import {
  isPaymentPassword,
  MAIN_WALLET_CODE,
  parseMoney,
  PAYMENT_PASSWORD_INPUT,
  proofImageType,
  toMoneyString,
  WalletErrorCodes,
  WITHDRAWAL_CONFIRMABLE_STATUSES,
  WithdrawalErrorCodes,
  WithdrawalLimits,
} from '@lotusplay/api-client';
import type { BankAccount, WithdrawalOrder, WithdrawalStatus } from '@lotusplay/api-client';
import { selectCurrencySymbol } from '@lotusplay/auth';
import { formatDateTime, formatMoney, useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { walletApi, useGetBalanceQuery } from '../../api/wallet-api';
import {
  useConfirmWithdrawalMutation,
  useCreateWithdrawalMutation,
  useGetPaymentPasswordQuery,
  useGetWithdrawalBankAccountsQuery,
  useGetWithdrawalsQuery,
  useSetPaymentPasswordMutation,
} from '../../api/withdraw-api';
import { AmountField } from '../../components/shared/amount-field';
import { LoadFailed } from '../../components/shared/load-failed';
import { OrdersSection } from '../../components/shared/orders-section';
import { checkAmount } from '../../lib/money-input';
import { OPEN_MY_ACCOUNT_ACTION } from '../../lib/my-account-action';
import { useMoneyIntent } from '../../lib/use-money-intent';
import { useOrderWatch } from '../../lib/use-order-watch';

/** The server's codes as `wallet` namespace keys (anything else: its own message). */
const ERROR_KEYS: Partial<Record<string, string>> = {
  [WalletErrorCodes.AmountInvalid]: 'amountInvalid',
  [WalletErrorCodes.InsufficientBalance]: 'insufficientBalance',
  [WithdrawalErrorCodes.PaymentPasswordWrong]: 'paymentPasswordWrong',
  [WithdrawalErrorCodes.PaymentPasswordLocked]: 'paymentPasswordLocked',
  [WithdrawalErrorCodes.PaymentPasswordInvalid]: 'paymentPasswordFormat',
  [WithdrawalErrorCodes.LoginPasswordWrong]: 'loginPasswordWrong',
  [WithdrawalErrorCodes.ProofInvalid]: 'proofInvalid',
  [WithdrawalErrorCodes.ProofTooLarge]: 'proofTooLarge',
  [WithdrawalErrorCodes.ProofRequired]: 'proofRequired',
};

const STATUS_KEYS: Record<WithdrawalStatus, string> = {
  pending: 'statusPending',
  partially_disbursed: 'statusPartiallyDisbursed',
  disbursed: 'statusDisbursed',
  received: 'statusReceived',
  not_received: 'statusNotReceived',
  rejected: 'statusRejected',
};

/** What the message above the form says of the order just made, by its current status. */
const ORDER_MESSAGE_KEYS: Record<WithdrawalStatus, string> = {
  pending: 'withdrawCreated',
  partially_disbursed: 'withdrawPartlyPaid',
  disbursed: 'withdrawPaidOut',
  received: 'withdrawReceived',
  not_received: 'withdrawNotReceived',
  rejected: 'withdrawRejected',
};

/** A bank account as one line: 'GCash · Ana Reyes · **** 1234'. */
function bankAccountText(
  account: BankAccount | NonNullable<WithdrawalOrder['bankAccount']>,
): string {
  return `${account.bankName} · ${account.accountName} · ${account.accountNumber}`;
}

/** Still moving: the page asks again while one of these is on the list. */
const OPEN: readonly WithdrawalStatus[] = ['pending', 'partially_disbursed', 'disbursed'];

/** A file's bytes as base64 (without the data: prefix). */
function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** Sets (or, when one is set, changes) the payment password: the login password proves who it is. */
function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const [save, saveState] = useSetPaymentPasswordMutation();
  const ids = { login: useId(), next: useId(), again: useId() };
  const [values, setValues] = useState({ login: '', next: '', again: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const run = useMoneyIntent(ERROR_KEYS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.login) return setProblem(t('loginPasswordRequired'));
    if (!isPaymentPassword(values.next)) return setProblem(t('paymentPasswordFormat'));
    if (values.next !== values.again) return setProblem(t('paymentPasswordMismatch'));
    setProblem(null);
    const result = await run(null, () =>
      save({ loginPassword: values.login, newPaymentPassword: values.next }).unwrap(),
    );
    if (result.failed !== undefined)
      return setProblem(t('paymentPasswordFailed', { reason: result.failed }));
    onDone();
  };

  const field = (key: keyof typeof values, id: string, label: string, numeric: boolean) => (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="lp-wallet-form__amount"
        {...(numeric
          ? PAYMENT_PASSWORD_INPUT
          : { type: 'password', autoComplete: 'current-password' })}
        value={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      />
    </>
  );

  return (
    <form className="lp-wallet-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <h4 className="lp-wallet-form__title">{t('paymentPasswordTitle')}</h4>
      <p className="lp-wallet-page__note">{t('paymentPasswordNeeded')}</p>
      {field('login', ids.login, t('loginPassword'), false)}
      {field('next', ids.next, t('newPaymentPassword'), true)}
      {field('again', ids.again, t('confirmPaymentPassword'), true)}
      {problem && (
        <p role="alert" className="lp-wallet-form__problem">
          {problem}
        </p>
      )}
      <div className="lp-wallet-form__actions">
        <Button type="submit" disabled={saveState.isLoading}>
          {t('paymentPasswordSave')}
        </Button>
      </div>
    </form>
  );
}

/** "I received it" and "I did not receive it" (with a proof image) for a paid-out withdrawal. */
function ConfirmActions({
  order,
  onDone,
}: {
  order: WithdrawalOrder;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  const [confirm, confirmState] = useConfirmWithdrawalMutation();
  const run = useMoneyIntent(ERROR_KEYS);
  const ids = { proof: useId() };
  const [reporting, setReporting] = useState(false);
  const [proof, setProof] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = confirmState.isLoading;

  const received = async () => {
    setProblem(null);
    const result = await run(null, () =>
      confirm({ orderNo: order.orderNo, received: true }).unwrap(),
    );
    if (result.failed !== undefined)
      return setProblem(t('actionFailed', { reason: result.failed }));
    onDone(t('confirmedReceived', { orderNo: order.orderNo }));
  };

  const report = async (event: FormEvent) => {
    event.preventDefault();
    if (!proof) return setProblem(t('proofRequired'));
    if (proof.size > WithdrawalLimits.proofMaxBytes) return setProblem(t('proofTooLarge'));
    // Judged by its bytes, as the server does, never by its name.
    const type = proofImageType(new Uint8Array(await proof.slice(0, 16).arrayBuffer()));
    if (!type) return setProblem(t('proofInvalid'));
    setProblem(null);
    const dataBase64 = await readBase64(proof);
    const result = await run(null, () =>
      confirm({
        orderNo: order.orderNo,
        received: false,
        proof: { fileName: proof.name.slice(0, 200), contentType: type, dataBase64 },
      }).unwrap(),
    );
    if (result.failed !== undefined)
      return setProblem(t('actionFailed', { reason: result.failed }));
    onDone(t('reportedNotReceived', { orderNo: order.orderNo }));
  };

  return (
    <div className="lp-withdraw-confirm">
      <div className="lp-wallet-form__actions">
        <Button size="sm" disabled={busy} onClick={() => void received()}>
          {t('confirmReceived')}
        </Button>
        {order.status !== 'not_received' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-expanded={reporting}
            onClick={() => setReporting((r) => !r)}
          >
            {t('reportNotReceived')}
          </Button>
        )}
      </div>
      {reporting && (
        <form className="lp-wallet-form" onSubmit={(e) => void report(e)} noValidate>
          <label htmlFor={ids.proof}>{t('proofLabel')}</label>
          <input
            id={ids.proof}
            type="file"
            accept="image/png,image/jpeg"
            onChange={(e) => {
              setProof(e.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
          <div className="lp-wallet-form__actions">
            <Button type="submit" size="sm" disabled={busy}>
              {t('proofSend')}
            </Button>
          </div>
        </form>
      )}
      {problem && (
        <p role="alert" className="lp-wallet-form__problem">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * withdraw (SPEC.md §2, §4): a payment password first (set here when there is none); then an amount
 * within the limits and the main wallet's balance, with the payment password: the amount is held
 * at once. Recent withdrawals show their status, what was paid and what remains; a paid-out one is
 * confirmed received, or reported not received with a proof image (png or jpg, at most 5 MB, judged
 * by its bytes), and counts as received after the brand's minutes. The page asks again while one
 * is moving, and refreshes the balance when one changes.
 */
export default function WithdrawPage() {
  const { t, ready } = useTranslation(['wallet', 'common']);
  const dispatch = useDispatch();
  const currency = useSelector(selectCurrencySymbol);
  const password = useGetPaymentPasswordQuery(undefined, { refetchOnMountOrArgChange: true });
  const banks = useGetWithdrawalBankAccountsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    skip: !password.data?.isSet,
  });
  const balance = useGetBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const [createWithdrawal, createState] = useCreateWithdrawalMutation();
  const run = useMoneyIntent(ERROR_KEYS);
  const ids = { password: useId(), bank: useId() };
  const [amount, setAmount] = useState('');
  const [chosenBank, setChosenBank] = useState<number | null>(null);
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problem, setProblem] = useState<{
    field: 'amount' | 'password' | 'bank';
    text: string;
  } | null>(null);
  // The order just made is kept, not a sentence about it: the message follows its status.
  const [message, setMessage] = useState<
    { created: WithdrawalOrder } | { status: string } | { failed: string } | null
  >(null);
  const watch = useOrderWatch<WithdrawalOrder>(
    (order) => OPEN.includes(order.status),
    () => dispatch(walletApi.util.invalidateTags(['Balance'])),
  );
  const orders = useGetWithdrawalsQuery(
    { pageNo: 1, pageSize: 10 },
    { refetchOnMountOrArgChange: true, pollingInterval: watch.pollingInterval },
  );
  const list = orders.data?.orders;
  const { observe } = watch;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- observe once per new list
  useEffect(() => observe(list), [list]);

  if (!ready || password.isLoading) return <Loader label={t('common:loading')} />;
  if (!password.data) {
    return <LoadFailed message={t('loadFailed')} onRetry={() => void password.refetch()} />;
  }
  const money = (value: string) => `${currency}${formatMoney(value)}`;
  const main = balance.data?.wallets.find((w) => w.code === MAIN_WALLET_CODE);
  const accounts = banks.data?.accounts;
  // The one chosen, while it is still there; else the first.
  const bankAccount = accounts?.find((a) => a.id === chosenBank) ?? accounts?.[0];
  const limits = {
    min: money(toMoneyString(WithdrawalLimits.minAmountMinor)),
    max: money(toMoneyString(WithdrawalLimits.maxAmountMinor)),
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const available = main ? (parseMoney(main.balance) ?? 0) : undefined;
    const checked = checkAmount(amount, available);
    if (checked.problem) {
      return setProblem({ field: 'amount', text: t(checked.problem, { wallet: main?.name }) });
    }
    if (
      checked.minor < WithdrawalLimits.minAmountMinor ||
      checked.minor > WithdrawalLimits.maxAmountMinor
    ) {
      return setProblem({ field: 'amount', text: t('amountOutOfRange', limits) });
    }
    if (!isPaymentPassword(paymentPassword)) {
      return setProblem({ field: 'password', text: t('paymentPasswordFormat') });
    }
    if (!bankAccount) {
      return setProblem({ field: 'bank', text: t('withdrawBankAccountRequired') });
    }
    setProblem(null);
    setMessage(null);
    const text = amount.trim();
    const bankAccountId = bankAccount.id;
    const result = await run([text, paymentPassword, bankAccountId], (idempotencyKey) =>
      createWithdrawal({ amount: text, paymentPassword, idempotencyKey, bankAccountId }).unwrap(),
    );
    setPaymentPassword('');
    if (result.failed !== undefined) {
      return setMessage({ failed: t('withdrawFailed', { reason: result.failed }) });
    }
    setAmount('');
    watch.remember(result.value);
    setMessage({ created: result.value });
  };

  /** The message of the order just made, in its newest state on the list. */
  const createdMessage = (created: WithdrawalOrder) => {
    const order = list?.find((item) => item.orderNo === created.orderNo) ?? created;
    return t(ORDER_MESSAGE_KEYS[order.status], {
      orderNo: order.orderNo,
      amount: money(order.amount),
      paid: money(order.disbursedAmount),
      remaining: money(order.remainingAmount),
    });
  };

  return (
    <div className="lp-wallet-page">
      {!password.data.isSet ? (
        <PaymentPasswordForm onDone={() => void password.refetch()} />
      ) : (
        <>
          <div className="lp-wallet-page__total">
            <span>{t('mainBalance')}</span>
            <strong aria-live="polite">
              {main && !balance.isFetching ? money(main.balance) : t('common:loading')}
            </strong>
          </div>
          {banks.isLoading || (banks.isFetching && !banks.data) ? (
            <Loader label={t('common:loading')} />
          ) : !banks.data ? (
            <LoadFailed message={t('loadFailed')} onRetry={() => void banks.refetch()} />
          ) : !bankAccount ? (
            <div className="lp-wallet-form">
              <p className="lp-wallet-page__note">{t('withdrawNoBankAccount')}</p>
              <div className="lp-wallet-form__actions">
                <Button onClick={() => dispatch(OPEN_MY_ACCOUNT_ACTION)}>
                  {t('withdrawAddBankAccount')}
                </Button>
              </div>
            </div>
          ) : (
            <form className="lp-wallet-form" onSubmit={(e) => void onSubmit(e)} noValidate>
              <label htmlFor={ids.bank}>{t('withdrawBankAccount')}</label>
              <select
                id={ids.bank}
                className="lp-wallet-form__amount lp-withdraw-bank"
                value={bankAccount.id}
                onChange={(e) => {
                  setChosenBank(Number(e.target.value));
                  if (problem?.field === 'bank') setProblem(null);
                }}
              >
                {accounts!.map((account) => (
                  <option key={account.id} value={account.id}>
                    {bankAccountText(account)}
                  </option>
                ))}
              </select>
              {problem?.field === 'bank' && (
                <p role="alert" className="lp-wallet-form__problem">
                  {problem.text}
                </p>
              )}
              <AmountField
                label={t('amount')}
                value={amount}
                hint={t('withdrawalLimits', limits)}
                problem={problem?.field === 'amount' ? problem.text : null}
                onChange={(value) => {
                  setAmount(value);
                  if (problem?.field === 'amount') setProblem(null);
                }}
              />
              <label htmlFor={ids.password}>{t('paymentPassword')}</label>
              <input
                id={ids.password}
                className="lp-wallet-form__amount"
                {...PAYMENT_PASSWORD_INPUT}
                value={paymentPassword}
                aria-invalid={problem?.field === 'password' ? true : undefined}
                onChange={(e) => {
                  setPaymentPassword(e.target.value);
                  if (problem?.field === 'password') setProblem(null);
                }}
              />
              {problem?.field === 'password' && (
                <p role="alert" className="lp-wallet-form__problem">
                  {problem.text}
                </p>
              )}
              <div className="lp-wallet-form__actions">
                <Button type="submit" disabled={createState.isLoading}>
                  {createState.isLoading ? t('depositing') : t('withdrawSubmit')}
                </Button>
              </div>
            </form>
          )}
        </>
      )}

      <div aria-live="polite" className="lp-wallet-page__outcome">
        {message && 'status' in message && <p role="status">{message.status}</p>}
        {message && 'created' in message && <p role="status">{createdMessage(message.created)}</p>}
      </div>
      {message && 'failed' in message && (
        <p role="alert" className="lp-wallet-form__problem">
          {message.failed}
        </p>
      )}

      <OrdersSection
        title={t('recentWithdrawals')}
        list={list}
        isError={orders.isError}
        isFetching={orders.isFetching}
        emptyText={t('withdrawalsEmpty')}
        onRefresh={() => void orders.refetch()}
      >
        {(list) => (
          <ul className="lp-withdraw-list" aria-label={t('recentWithdrawals')}>
            {list.map((order) => (
              <li key={order.orderNo} className="lp-withdraw-item">
                <div className="lp-withdraw-item__head">
                  <span className="lp-withdraw-item__order">{order.orderNo}</span>
                  <span className={`lp-deposit-status lp-deposit-status--${order.status}`}>
                    {t(STATUS_KEYS[order.status])}
                  </span>
                </div>
                <div className="lp-withdraw-item__figures">
                  <strong>{money(order.amount)}</strong>
                  <span>{formatDateTime(order.createdAt)}</span>
                  {order.bankAccount && (
                    <span>
                      {t('withdrawPaidTo', { account: bankAccountText(order.bankAccount) })}
                    </span>
                  )}
                  {order.disbursedAmount !== '0.00' && (
                    <span>
                      {t('paidRemaining', {
                        paid: money(order.disbursedAmount),
                        remaining: money(order.remainingAmount),
                      })}
                    </span>
                  )}
                  {order.autoReceivedAt && (
                    <span>
                      {t('autoReceivedAt', { time: formatDateTime(order.autoReceivedAt) })}
                    </span>
                  )}
                </div>
                {(WITHDRAWAL_CONFIRMABLE_STATUSES.includes(order.status) ||
                  order.status === 'not_received') && (
                  <ConfirmActions
                    order={order}
                    onDone={(text) => {
                      setMessage({ status: text });
                      void orders.refetch();
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </OrdersSection>
    </div>
  );
}
