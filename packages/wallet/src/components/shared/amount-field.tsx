import { useId } from 'react';

/** Props of {@link AmountField}. */
export interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field (limits, the format). */
  hint?: string;
  /** Why the amount is refused, announced as an alert; the field is marked invalid. */
  problem?: string | null;
}

/**
 * An amount input as every wallet page has it: decimal keyboard on a phone, at most 16 characters
 * (the contract's limit), described by its hint and, when refused, by the reason.
 */
export function AmountField({ label, value, onChange, hint, problem }: AmountFieldProps) {
  const ids = { input: useId(), hint: useId(), problem: useId() };
  const describedBy = [hint ? ids.hint : null, problem ? ids.problem : null].filter(Boolean);
  return (
    <>
      <label htmlFor={ids.input}>{label}</label>
      <input
        id={ids.input}
        className="lp-wallet-form__amount"
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p id={ids.hint} className="lp-wallet-form__hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={ids.problem} role="alert" className="lp-wallet-form__problem">
          {problem}
        </p>
      )}
    </>
  );
}
