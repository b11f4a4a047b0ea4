import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Size of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}: every native button prop plus the ones below. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight; `primary` by default. */
  variant?: ButtonVariant;
  /** `md` by default. */
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and blocks clicks while true. */
  loading?: boolean;
  /** Stretches the button to its container's width. */
  fullWidth?: boolean;
}

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={cx(
        'lp-button',
        `lp-button--${variant}`,
        `lp-button--${size}`,
        fullWidth && 'lp-button--full',
        loading && 'lp-button--loading',
        className,
      )}
      disabled={disabled}
      aria-busy={loading || undefined}
      // Kept focusable while loading (aria-disabled rather than disabled) so focus is not lost.
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading && <span className="lp-button__spinner" aria-hidden="true" />}
      <span className="lp-button__label">{children}</span>
    </button>
  );
}
