import { cx } from '../../internal/cx';

/** Size of a {@link Loader} spinner. */
export type LoaderSize = 'sm' | 'md' | 'lg';

/** Props of {@link Loader}. */
export interface LoaderProps {
  /** What is loading, announced politely to screen readers, e.g. "Loading games". */
  label: string;
  /** `md` by default. */
  size?: LoaderSize;
  /** Also show the label under the spinner. */
  showLabel?: boolean;
  /** Cover the nearest positioned ancestor (`'parent'`, or `true`) or the whole viewport (`'fullscreen'`). */
  overlay?: boolean | 'parent' | 'fullscreen';
  /** Extra class on the root. */
  className?: string;
}

/** A spinner with a status role; optionally an overlay that blocks what is beneath it. */
export function Loader({
  label,
  size = 'md',
  showLabel = false,
  overlay = false,
  className,
}: LoaderProps) {
  const overlayKind = overlay === true ? 'parent' : overlay;
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx(
        'lp-loader',
        `lp-loader--${size}`,
        overlayKind && `lp-loader--overlay lp-loader--${overlayKind}`,
        className,
      )}
    >
      <span className="lp-loader__spinner" aria-hidden="true" />
      <span className={showLabel ? 'lp-loader__label' : 'lp-visually-hidden'}>{label}</span>
    </div>
  );
}
