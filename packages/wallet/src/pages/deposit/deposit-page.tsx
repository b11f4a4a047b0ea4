import { DepositErrorCodes, parseMoney, WalletErrorCodes } from '@lotusplay/api-client';
import type { DepositOrder, DepositOrderStatus } from '@lotusplay/api-client';
import { selectCurrencySymbol } from '@lotusplay/auth';
import { formatDateTime, formatMoney, useTranslation } from '@lotusplay/i18n';
import { Button, Loader, RecordsTable } from '@lotusplay/ui-kit';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  useCreateDepositMutation,
  useGetDepositChannelsQuery,
  useGetDepositOrdersQuery,
} from '../../api/deposit-api';
import { walletApi } from '../../api/wallet-api';
import { AmountField } from '../../components/shared/amount-field';
import { LoadFailed } from '../../components/shared/load-failed';
import { OrdersSection } from '../../components/shared/orders-section';
import { checkAmount } from '../../lib/money-input';
import { useMoneyIntent } from '../../lib/use-money-intent';
import { ORDER_POLL_MS, useOrderWatch } from '../../lib/use-order-watch';

/** How often the page asks again while one of its orders is pending. */
export const DEPOSIT_POLL_MS = ORDER_POLL_MS;

/** The server's deposit codes as `wallet` namespace keys (anything else: its own message). */
const ERROR_KEYS: Partial<Record<string, string>> = {
  [WalletErrorCodes.AmountInvalid]: 'amountInvalid',
  [DepositErrorCodes.ChannelNotFound]: 'channelNotFound',
  [DepositErrorCodes.ProviderFailed]: 'providerFailed',
};

const STATUS_KEYS: Record<DepositOrderStatus, string> = {
  pending: 'statusPending',
  completed: 'statusCompleted',
  rejected: 'statusRejected',
};

type Problem =
  | { key: 'chooseChannel' | 'amountRequired' | 'amountInvalid' }
  | { key: 'amountOutOfRange'; min: string; max: string };

/**
 * depositv2 (SPEC.md §2): the member picks a payment channel and an amount within its limits; the
 * order is created pending (one idempotency key per intended deposit) and credited once when the
 * payment is confirmed. Recent orders are listed with their status; while one is pending the page
 * asks again every few seconds, and when one completes the balance everywhere refreshes.
 */
export default function DepositPage() {
  const { t, ready } = useTranslation(['wallet', 'common']);
  const dispatch = useDispatch();
  const currency = useSelector(selectCurrencySymbol);
  const ids = { legend: useId() };
  const channels = useGetDepositChannelsQuery(undefined, { refetchOnMountOrArgChange: true });
  const watch = useOrderWatch<DepositOrder>(
    (order) => order.status === 'pending',
    (order) => {
      // The money arrived (or never will): say so, and refresh every balance once.
      if (order.status === 'completed') dispatch(walletApi.util.invalidateTags(['Balance']));
      setOutcome({ settled: order });
    },
  );
  const orders = useGetDepositOrdersQuery(
    { pageNo: 1, pageSize: 10 },
    { refetchOnMountOrArgChange: true, pollingInterval: watch.pollingInterval },
  );
  const list = orders.data?.orders;
  const { observe } = watch;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- observe once per new list
  useEffect(() => observe(list), [list]);
  const [createDeposit, createState] = useCreateDepositMutation();
  const [channelCode, setChannelCode] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [outcome, setOutcome] = useState<
    { order: DepositOrder } | { failed: string } | { settled: DepositOrder } | null
  >(null);
  const run = useMoneyIntent(ERROR_KEYS);
  if (!ready || channels.isLoading) return <Loader label={t('common:loading')} />;
  if (!channels.data) {
    return <LoadFailed message={t('channelsFailed')} onRetry={() => void channels.refetch()} />;
  }
  const available = channels.data.channels;
  if (available.length === 0) {
    return <p className="lp-wallet-page__note">{t('channelsEmpty')}</p>;
  }

  const money = (value: string) => `${currency}${formatMoney(value)}`;
  const chosen = available.find((c) => c.code === (channelCode ?? available[0]!.code));
  const busy = createState.isLoading;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setProblem({ key: 'chooseChannel' });
    const checked = checkAmount(amount);
    if (checked.problem) {
      return setProblem({
        key: checked.problem === 'amountRequired' ? 'amountRequired' : 'amountInvalid',
      });
    }
    const min = parseMoney(chosen.minAmount) ?? 0;
    const max = parseMoney(chosen.maxAmount) ?? Number.MAX_SAFE_INTEGER;
    if (checked.minor < min || checked.minor > max) {
      return setProblem({
        key: 'amountOutOfRange',
        min: money(chosen.minAmount),
        max: money(chosen.maxAmount),
      });
    }
    setProblem(null);
    setOutcome(null);
    const body = { channelCode: chosen.code, amount: amount.trim() };
    const result = await run(body, (idempotencyKey) =>
      createDeposit({ ...body, idempotencyKey }).unwrap(),
    );
    if (result.failed !== undefined) return setOutcome({ failed: result.failed });
    setAmount('');
    watch.remember(result.value);
    setOutcome({ order: result.value });
  };

  const amountProblem = problem !== null && problem.key !== 'chooseChannel';

  return (
    <div className="lp-wallet-page">
      <form className="lp-wallet-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className="lp-deposit-channels" aria-labelledby={ids.legend}>
          <legend id={ids.legend}>{t('channel')}</legend>
          {available.map((channel) => (
            <label key={channel.code} className="lp-deposit-channel">
              <input
                type="radio"
                name="deposit-channel"
                value={channel.code}
                checked={chosen?.code === channel.code}
                onChange={() => {
                  setChannelCode(channel.code);
                  if (problem?.key === 'amountOutOfRange') setProblem(null);
                }}
              />
              <span className="lp-deposit-channel__name">{channel.name}</span>
              <span className="lp-deposit-channel__limits">
                {t('channelLimits', {
                  min: money(channel.minAmount),
                  max: money(channel.maxAmount),
                })}
              </span>
            </label>
          ))}
        </fieldset>
        <AmountField
          label={t('amount')}
          value={amount}
          hint={
            chosen
              ? t('channelLimits', { min: money(chosen.minAmount), max: money(chosen.maxAmount) })
              : t('amountHint')
          }
          problem={
            !problem || problem.key === 'chooseChannel'
              ? null
              : problem.key === 'amountOutOfRange'
                ? t('amountOutOfRange', { min: problem.min, max: problem.max })
                : t(problem.key)
          }
          onChange={(value) => {
            setAmount(value);
            if (amountProblem) setProblem(null);
          }}
        />
        {problem?.key === 'chooseChannel' && (
          <p role="alert" className="lp-wallet-form__problem">
            {t('chooseChannel')}
          </p>
        )}
        <div className="lp-wallet-form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('depositing') : t('depositSubmit')}
          </Button>
        </div>
      </form>

      <div aria-live="polite" className="lp-wallet-page__outcome">
        {outcome && 'order' in outcome && (
          <p role="status">
            {t('depositCreated', {
              orderNo: outcome.order.orderNo,
              amount: money(outcome.order.amount),
            })}
          </p>
        )}
        {outcome && 'settled' in outcome && (
          <p role="status">
            {t(outcome.settled.status === 'completed' ? 'depositCompleted' : 'depositRejected', {
              orderNo: outcome.settled.orderNo,
              amount: money(outcome.settled.amount),
            })}
          </p>
        )}
      </div>
      {outcome && 'failed' in outcome && (
        <p role="alert" className="lp-wallet-form__problem">
          {t('depositFailed', { reason: outcome.failed })}
        </p>
      )}

      <OrdersSection
        title={t('recentDeposits')}
        list={list}
        isError={orders.isError}
        isFetching={orders.isFetching}
        emptyText={t('ordersEmpty')}
        onRefresh={() => void orders.refetch()}
      >
        {(list) => (
          <RecordsTable
            wrapperClassName="lp-record-scroll"
            className="lp-wallet-table lp-record-table"
            caption={t('recentDeposits')}
            rows={list}
            rowKey={(order) => order.orderNo}
            columns={[
              { id: 'orderNo', header: t('orderNo'), cell: (order) => order.orderNo },
              {
                id: 'createdAt',
                header: t('createdAt'),
                cell: (order) => formatDateTime(order.createdAt),
              },
              { id: 'channel', header: t('channel'), cell: (order) => order.channelName },
              {
                id: 'amount',
                header: t('amount'),
                cell: (order) => money(order.amount),
                cellClassName: 'lp-wallet-table__amount',
              },
              {
                id: 'status',
                header: t('status'),
                cell: (order) => (
                  <span className={`lp-deposit-status lp-deposit-status--${order.status}`}>
                    {t(STATUS_KEYS[order.status])}
                  </span>
                ),
              },
            ]}
          />
        )}
      </OrdersSection>
    </div>
  );
}
