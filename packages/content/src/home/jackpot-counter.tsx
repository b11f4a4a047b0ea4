// The home page's jackpot counter (SPEC.md §4, §9): cosmetic. It starts from a value derived from
// the current time and rises 165.11 every 3000 ms while the page is shown; the timer stops when
// the page is left. It says plainly that the figure is illustrative.
import { formatMinorUnits, useTranslation } from '@lotusplay/i18n';
import { useEffect, useId, useState } from 'react';

/** SPEC.md §9: the rise of each step, in minor units (165.11), and the step's length. */
export const JACKPOT_STEP_MINOR = 16_511;
export const JACKPOT_STEP_MS = 3000;
/** Where the derived value starts from, in minor units (88,000,000.00). */
const JACKPOT_BASE_MINOR = 8_800_000_000;
/** Steps after which the derived value starts again from the base (about 173 days). */
const JACKPOT_CYCLE_STEPS = 5_000_000;

/** The counter's value at `now` (ms since the epoch), in minor units: the same for everyone. */
export function jackpotValueAt(now: number): number {
  const steps = Math.floor(now / JACKPOT_STEP_MS) % JACKPOT_CYCLE_STEPS;
  return JACKPOT_BASE_MINOR + steps * JACKPOT_STEP_MINOR;
}

/** Props of {@link JackpotCounter}. */
export interface JackpotCounterProps {
  /** The clock (tests and stories pass a fixed one). */
  now?: () => number;
}

/** The illustrative jackpot counter of the home page. */
export function JackpotCounter({ now = Date.now }: JackpotCounterProps) {
  const { t } = useTranslation('content');
  const [value, setValue] = useState(() => jackpotValueAt(now()));
  const titleId = useId();
  useEffect(() => {
    const timer = setInterval(() => setValue((v) => v + JACKPOT_STEP_MINOR), JACKPOT_STEP_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <section className="lp-jackpot" aria-labelledby={titleId}>
      <h2 id={titleId} className="lp-jackpot__title">
        {t('jackpotTitle')}
      </h2>
      <p className="lp-jackpot__value" role="timer">
        <span className="lp-jackpot__currency" aria-hidden="true">
          ¥
        </span>
        {formatMinorUnits(value)}
      </p>
      <p className="lp-jackpot__note">{t('jackpotIllustrative')}</p>
    </section>
  );
}
