import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';

/** Props of {@link IconButton}: every native button prop plus the ones below. */
export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'> {
  /** Accessible name: the button shows only an icon, so this is what a screen reader says. */
  label: string;
  /** A toggle's state (`aria-pressed`); leave out for a plain button. */
  pressed?: boolean;
}

/** A square button showing only an icon (its `children`), named by `label`. */
export function IconButton({
  label,
  pressed,
  type = 'button',
  className,
  children,
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      className={cx('lp-icon-button', className)}
    >
      {children}
    </button>
  );
}
