import { cx } from '../../internal/cx';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The count; nothing renders unless it is above 0 (SPEC.md §2). */
  count: number;
  /** Largest number shown; above it the badge reads e.g. "99+". */
  max?: number;
  /** Accessible name, e.g. "3 unread messages". */
  label: string;
  /** `alert` (red, the default) for what needs attention, `primary` for what is on offer. */
  tone?: 'alert' | 'primary';
  /** Extra class on the badge. */
  className?: string;
}

/** A red count badge, rendered only when the count is above 0. */
export function Badge({ count, max, label, tone = 'alert', className }: BadgeProps) {
  if (!(count > 0)) return null;
  const text = max !== undefined && count > max ? `${max}+` : String(count);
  return (
    <span
      role="img"
      aria-label={label}
      className={cx('lp-badge', tone === 'primary' && 'lp-badge--primary', className)}
    >
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
