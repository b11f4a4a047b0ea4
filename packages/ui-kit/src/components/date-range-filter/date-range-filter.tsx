import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Button } from '../button/button';

/** A range of calendar days, both included, written `YYYY-MM-DD` (what `<input type="date">` holds). */
export interface DateRange {
  from: string;
  to: string;
}

/** One quick range button of {@link DateRangeFilter}. */
export interface DateRangeQuickOption<Q extends string = string> {
  /** Identifies the quick range; what `rangeOf` and `defaultQuick` take. */
  value: Q;
  /** Visible label, e.g. "Last 7 days". */
  label: string;
}

/** Props of {@link DateRangeFilter}. */
export interface DateRangeFilterProps<Q extends string = string> {
  /** The range in force; the date inputs start from it and follow it when it changes. */
  value: DateRange;
  /** Called with a quick range's days when it is chosen, and with the typed days on a search they pass. */
  onChange: (range: DateRange) => void;
  /** The quick range buttons, in display order (`aria-pressed` on the one in force). */
  quickRanges: readonly DateRangeQuickOption<Q>[];
  /** The days of a quick range (computed when it is chosen). */
  rangeOf: (quick: Q) => DateRange;
  /** The quick range `value` shows at first; null (the default) for none. */
  defaultQuick?: Q | null;
  /** Why typed days may not be searched (the text shown, `role="alert"`), or null when they may. */
  problemOf: (range: DateRange) => string | null;
  /** Label of the first day's input, e.g. "From date". */
  fromLabel: string;
  /** Label of the last day's input, e.g. "To date". */
  toLabel: string;
  /** Text of the submit button, e.g. "Search". */
  searchLabel: string;
  /** Accessible name of the quick range group, e.g. "Quick ranges". */
  quickRangesLabel: string;
  /** Other filters of the form, shown before the dates (wrap each in `lp-date-range-filter__field`). */
  children?: ReactNode;
  /** Extra class on the form. */
  className?: string;
}

/**
 * A filter form of a range of days: other filters (`children`), the from and to date inputs, a
 * submit button and a group of quick range toggles. Typed days are checked by `problemOf` on
 * submit: refused, the problem shows as an alert the inputs point to (`aria-invalid`,
 * `aria-describedby`) and `onChange` is not called; accepted, no quick range is pressed any more.
 */
export function DateRangeFilter<Q extends string = string>({
  value,
  onChange,
  quickRanges,
  rangeOf,
  defaultQuick = null,
  problemOf,
  fromLabel,
  toLabel,
  searchLabel,
  quickRangesLabel,
  children,
  className,
}: DateRangeFilterProps<Q>) {
  const ids = { from: useId(), to: useId(), problem: useId() };
  const [shown, setShown] = useState(value);
  const [draft, setDraft] = useState(value);
  const [quick, setQuick] = useState<Q | null>(defaultQuick);
  const [refused, setRefused] = useState<DateRange | null>(null);
  // The inputs follow a range set from outside (adjusting state while rendering, not in an effect).
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setDraft(value);
  }
  // Worked out on every render, so the text follows a change of language.
  const problem = refused && problemOf(refused);

  const chooseQuick = (choice: Q) => {
    const next = rangeOf(choice);
    setQuick(choice);
    setDraft(next);
    setRefused(null);
    onChange(next);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (problemOf(draft)) {
      setRefused(draft);
      return;
    }
    setRefused(null);
    setQuick(null);
    onChange(draft);
  };

  return (
    <form className={cx('lp-date-range-filter', className)} onSubmit={onSearch} noValidate>
      {children}
      {(['from', 'to'] as const).map((end) => (
        <div key={end} className="lp-date-range-filter__field">
          <label htmlFor={ids[end]}>{end === 'from' ? fromLabel : toLabel}</label>
          <input
            id={ids[end]}
            type="date"
            value={draft[end]}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.problem : undefined}
            onChange={(event) => setDraft((d) => ({ ...d, [end]: event.target.value }))}
          />
        </div>
      ))}
      <Button type="submit">{searchLabel}</Button>
      <div role="group" aria-label={quickRangesLabel} className="lp-date-range-filter__quick">
        {quickRanges.map((option) => (
          <Button
            key={option.value}
            type="button"
            size="sm"
            variant={quick === option.value ? 'primary' : 'ghost'}
            aria-pressed={quick === option.value}
            onClick={() => chooseQuick(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      {problem && (
        <p id={ids.problem} role="alert" className="lp-date-range-filter__problem">
          {problem}
        </p>
      )}
    </form>
  );
}
