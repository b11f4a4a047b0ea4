import { useEffect, useRef, useState, type CSSProperties, type SyntheticEvent } from 'react';
import { cx } from '../../internal/cx';
import { defaultGameIcon } from './default-game-icon';

/** Share of the image that must be visible before it loads (SPEC.md §9). */
export const IMAGE_LAZY_THRESHOLD = 0.1;

/** Props of {@link Image}. */
export interface ImageProps {
  /** Image URL; empty or missing shows the fallback straight away. */
  src?: string | null;
  /**
   * The same image at other widths (`srcset`: `/a?w=120 120w, /a?w=240 240w`), so the browser
   * loads the one the shown size needs; dropped with the fallback.
   */
  srcSet?: string;
  /** How wide the image is shown (`sizes`), for `srcSet`'s width descriptors. */
  sizes?: string;
  /** Alternative text; `""` for a decorative image. */
  alt: string;
  /** Width in px or any CSS length; reserves space before the image loads. */
  width?: number | string;
  /** Height in px or any CSS length. */
  height?: number | string;
  /** CSS aspect ratio such as `"1 / 1"` or `4 / 3`; reserves space before the image loads. */
  aspectRatio?: string | number;
  /** Shown after the retry failed too; the ui-kit game icon by default. */
  fallbackSrc?: string;
  /** Wait until the image is near the viewport; true by default. */
  lazy?: boolean;
  /** IntersectionObserver root margin, e.g. `"200px"` to start loading earlier. */
  rootMargin?: string;
  /** How the image fills its box; `cover` by default. */
  fit?: CSSProperties['objectFit'];
  /** Called when the image (or the fallback) has loaded. */
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  /** Called once when the image failed twice and the fallback is shown. */
  onFallback?: () => void;
  /** Extra class on the wrapper. */
  className?: string;
}

const toCss = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

/**
 * A lazily loaded image (IntersectionObserver, threshold 0.1; immediate where IO is missing) that
 * retries exactly once on error, then shows a fallback; its box is sized up front to avoid layout shift.
 */
export function Image({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  aspectRatio,
  fallbackSrc = defaultGameIcon,
  lazy = true,
  rootMargin,
  fit = 'cover',
  onLoad,
  onFallback,
  className,
}: ImageProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(
    () => !lazy || typeof IntersectionObserver === 'undefined',
  );
  const [load, setLoad] = useState({ src, attempt: 0, failed: !src });
  // A new src starts over: new retry budget, no fallback.
  if (load.src !== src) setLoad({ src, attempt: 0, failed: !src });

  useEffect(() => {
    if (visible) return;
    const node = boxRef.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (
          entries.some(
            (entry) => entry.isIntersecting || entry.intersectionRatio >= IMAGE_LAZY_THRESHOLD,
          )
        ) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: IMAGE_LAZY_THRESHOLD, rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  const onError = () => {
    if (load.failed) return; // the fallback itself failed: stop here, no loop
    if (load.attempt === 0) {
      setLoad({ ...load, attempt: 1 });
    } else {
      setLoad({ ...load, failed: true });
      onFallback?.();
    }
  };

  const current = load.failed ? fallbackSrc : (src ?? fallbackSrc);
  return (
    <span
      ref={boxRef}
      className={cx('lp-image', load.failed && 'lp-image--fallback', className)}
      style={{ width: toCss(width), height: toCss(height), aspectRatio }}
    >
      {visible && (
        <img
          // A fresh element per attempt: re-setting the same src on one element would not reload it.
          key={`${current}#${load.failed ? 'fallback' : load.attempt}`}
          className="lp-image__img"
          src={current}
          srcSet={load.failed ? undefined : srcSet}
          sizes={load.failed || !srcSet ? undefined : sizes}
          alt={alt}
          width={typeof width === 'number' ? width : undefined}
          height={typeof height === 'number' ? height : undefined}
          decoding="async"
          // Mounted when near the viewport already; the browser's own lazy loading adds to it.
          loading={lazy ? 'lazy' : undefined}
          style={{ objectFit: fit }}
          onLoad={onLoad}
          onError={onError}
        />
      )}
    </span>
  );
}
