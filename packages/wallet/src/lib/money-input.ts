// Checks an amount a person typed before anything is sent, with the rule the server applies
// (`parseMoney` of the contracts): a plain decimal > 0 with at most two decimals.
import { parseMoney, WalletLimits } from '@lotusplay/api-client';

/** Why an amount field is refused, as a `wallet` namespace translation key. */
export type AmountProblem = 'amountRequired' | 'amountInvalid' | 'amountOverBalance';

/** The amount in minor units, or why it is refused. `available`: the most it may be (minor units). */
export function checkAmount(
  text: string,
  available?: number,
): { minor: number; problem?: undefined } | { minor?: undefined; problem: AmountProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'amountRequired' };
  const minor = parseMoney(trimmed, WalletLimits.maxAmountMinor);
  if (minor === null) return { problem: 'amountInvalid' };
  if (available !== undefined && minor > available) return { problem: 'amountOverBalance' };
  return { minor };
}
