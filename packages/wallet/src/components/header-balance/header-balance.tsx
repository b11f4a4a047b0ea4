import { selectCurrencySymbol } from '@lotusplay/auth';
import { useTranslation } from '@lotusplay/i18n';
import { Skeleton } from '@lotusplay/ui-kit';
import type { CSSProperties } from 'react';
import { useSelector } from 'react-redux';

/** Props of {@link HeaderBalance}. */
export interface HeaderBalanceProps {
  className?: string;
}

const balanceStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'var(--lp-space-xs)',
  margin: 0,
  color: 'var(--lp-color-primary)',
  fontWeight: 700,
};

/**
 * The member's balance in the header. The wallet is not built yet, so it shows the currency and
 * the refreshing placeholder of SPEC.md §4, never a made-up figure, and says so to screen readers.
 */
export function HeaderBalance({ className }: HeaderBalanceProps) {
  const { t } = useTranslation('common');
  const currency = useSelector(selectCurrencySymbol);
  const pending = t('balancePending', { currency });
  return (
    <p className={className} style={balanceStyle} title={pending}>
      <span aria-hidden="true">{currency}</span>
      <Skeleton />
      <span className="lp-visually-hidden">{pending}</span>
    </p>
  );
}
