// Money as the product shows it (SPEC.md §9: 2 decimals, comma thousands), after the member's
// currency symbol; a negative amount keeps its sign in front: -¥1,234.50.
import { selectCurrencySymbol } from '@lotusplay/auth';
import { formatMoney } from '@lotusplay/i18n';
import { useCallback } from 'react';
import { useSelector } from 'react-redux';

/** Returns `money(value)`: a money value of the contracts, formatted with the currency symbol. */
export function useMoney(): (value: string) => string {
  const currency = useSelector(selectCurrencySymbol);
  return useCallback(
    (value: string) =>
      value.startsWith('-')
        ? `-${currency}${formatMoney(value.slice(1))}`
        : `${currency}${formatMoney(value)}`,
    [currency],
  );
}

/** The class of a profit figure: a win, a loss, or none at zero. */
export function profitTone(value: string): string | undefined {
  const number = Number(value);
  if (number > 0) return 'lp-agent-figure--win';
  if (number < 0) return 'lp-agent-figure--loss';
  return undefined;
}
