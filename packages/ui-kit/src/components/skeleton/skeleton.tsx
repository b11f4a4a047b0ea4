import type { CSSProperties } from 'react';
import { cx } from '../../internal/cx';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Width as a CSS length (default `3.5em`). */
  width?: string;
  /** Height as a CSS length (default `0.9em`). */
  height?: string;
  /** Extra class on the block. */
  className?: string;
}

/**
 * A pulsing block that holds the place of a value still loading (SPEC.md §4: the balance shows
 * a refreshing placeholder until loaded). Hidden from assistive technology: say what is loading
 * in text beside it.
 */
export function Skeleton({ width = '3.5em', height = '0.9em', className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return <span className={cx('lp-skeleton', className)} style={style} aria-hidden="true" />;
}
