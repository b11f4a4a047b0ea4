import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';

/** Pagination defaults of SPEC.md §9. */
export const PAGINATION_DEFAULTS = { pageRangeDisplayed: 3, marginPagesDisplayed: 1 } as const;

/** One slot of a pagination bar: a page number or a gap. */
export type PaginationItem = number | 'ellipsis';

/**
 * The pages to show: `margin` pages at each end, a window of `range` pages around `page`
 * (shifted to stay in bounds), and an ellipsis for every gap wider than one page.
 */
export function getPaginationItems(
  pageCount: number,
  page: number,
  range: number = PAGINATION_DEFAULTS.pageRangeDisplayed,
  margin: number = PAGINATION_DEFAULTS.marginPagesDisplayed,
): PaginationItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const size = Math.max(1, Math.min(range, pageCount));
  let start = current - Math.floor((size - 1) / 2);
  start = Math.max(1, Math.min(start, pageCount - size + 1));
  const shown = new Set<number>();
  for (let p = start; p < start + size; p += 1) shown.add(p);
  for (let i = 0; i < margin; i += 1) {
    if (1 + i <= pageCount) shown.add(1 + i);
    if (pageCount - i >= 1) shown.add(pageCount - i);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    // A gap of exactly one page shows that page: an ellipsis would hide nothing.
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('ellipsis');
    items.push(p);
    previous = p;
  }
  return items;
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Number of pages (from 1). */
  pageCount: number;
  /** The current page, 1-based. */
  page: number;
  /** Called with the 1-based page the user chose. */
  onPageChange: (page: number) => void;
  /** Pages shown around the current one; 3 by default. */
  pageRangeDisplayed?: number;
  /** Pages always shown at each end; 1 by default. */
  marginPagesDisplayed?: number;
  /** Accessible name of the navigation landmark, e.g. "Notices pages". */
  label: string;
  /** Accessible name of the previous-page button. */
  previousLabel: string;
  /** Accessible name of the next-page button. */
  nextLabel: string;
  /** Accessible name of a page button (the number alone when omitted). */
  pageLabel?: (page: number) => string;
  /** Visible content of the previous-page button; ‹ by default. */
  previousContent?: ReactNode;
  /** Visible content of the next-page button; › by default. */
  nextContent?: ReactNode;
  /** Extra class on the nav element. */
  className?: string;
}

/** Page navigation with margins, a page window and ellipses (SPEC.md §9 defaults). */
export function Pagination({
  pageCount,
  page,
  onPageChange,
  pageRangeDisplayed = PAGINATION_DEFAULTS.pageRangeDisplayed,
  marginPagesDisplayed = PAGINATION_DEFAULTS.marginPagesDisplayed,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  previousContent = '‹',
  nextContent = '›',
  className,
}: PaginationProps) {
  if (pageCount < 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== current) onPageChange(target);
  };
  const items = getPaginationItems(pageCount, current, pageRangeDisplayed, marginPagesDisplayed);

  return (
    <nav aria-label={label} className={cx('lp-pagination', className)}>
      <ul className="lp-pagination__list">
        <li>
          <button
            type="button"
            className="lp-pagination__item lp-pagination__prev"
            aria-label={previousLabel}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">{previousContent}</span>
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} className="lp-pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cx(
                  'lp-pagination__item',
                  item === current && 'lp-pagination__item--current',
                )}
                aria-label={pageLabel?.(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="lp-pagination__item lp-pagination__next"
            aria-label={nextLabel}
            disabled={current >= pageCount}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">{nextContent}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
