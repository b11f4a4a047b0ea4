import { selectCurrencySymbol, selectIsTrial } from '@lotusplay/auth';
import { formatMoney, useTranslation } from '@lotusplay/i18n';
import { IconButton, Skeleton } from '@lotusplay/ui-kit';
import type { CSSProperties } from 'react';
import { useSelector } from 'react-redux';
import { useGetBalanceQuery } from '../../api/wallet-api';
import { RefreshIcon } from '../shared/refresh-icon';

/** Props of {@link HeaderBalance}. */
export interface HeaderBalanceProps {
  className?: string;
}

const rowStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'var(--lp-space-xs)',
};

const balanceStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'var(--lp-space-xs)',
  margin: 0,
  color: 'var(--lp-color-primary)',
  fontWeight: 700,
};

// The figure's room is kept while it loads, so the header does not move when it arrives.
const amountStyle: CSSProperties = {
  display: 'inline-block',
  minWidth: '4.5em',
  fontVariantNumeric: 'tabular-nums',
};

/**
 * The member's balance in the header (the sum of every wallet, SPEC.md §3): the refreshing
 * placeholder until it is loaded and while it reloads (SPEC.md §4), then the currency and the
 * amount with exactly two decimals and comma thousands (SPEC.md §9), and a refresh button. Any
 * money movement invalidates the 'Balance' tag, so it follows every movement by itself. A trial
 * account has no balance (SPEC.md §6): nothing is shown.
 */
export function HeaderBalance({ className }: HeaderBalanceProps) {
  const { t } = useTranslation('common');
  const currency = useSelector(selectCurrencySymbol);
  const trial = useSelector(selectIsTrial);
  const { data, isFetching, isError, refetch } = useGetBalanceQuery(undefined, { skip: trial });
  if (trial) return null;
  const amount = data && !isFetching ? formatMoney(data.sumBalance) : null;
  const failed = isError && !isFetching;
  const label =
    amount !== null
      ? t('balanceAmount', { amount: `${currency}${amount}` })
      : failed
        ? t('balanceUnavailable')
        : t('balanceLoading');
  return (
    <div className={className} style={rowStyle}>
      <p style={balanceStyle} aria-live="polite" aria-atomic="true" title={label}>
        <span className="lp-visually-hidden">{label}</span>
        <span aria-hidden="true">{currency}</span>
        <span aria-hidden="true" style={amountStyle}>
          {amount ?? (failed ? '—' : <Skeleton />)}
        </span>
      </p>
      <IconButton
        label={t('balanceRefresh')}
        onClick={() => void refetch()}
        disabled={isFetching}
        className="lp-balance-refresh"
      >
        <RefreshIcon />
      </IconButton>
    </div>
  );
}
