// A windowed grid against the page's own scroll: the grid is as tall as all its rows and the page
// scrolls (no box scrolling inside the page), but only the rows in the window (and a few around
// them) are in the DOM, so a list of 10,000 games stays a few hundred elements. The number of
// columns follows the grid's width; each row is as tall as a square image plus the name.
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';

/** What a parent can ask of {@link GameGrid}. */
export interface GameGridHandle {
  /** Brings the card at `index` into the window and focuses it (after "load more", the first new one). */
  focusItem: (index: number) => void;
}

/** Props of {@link GameGrid}. */
export interface GameGridProps<T> {
  items: readonly T[];
  /** A stable key of an item. */
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** Busy while a page is on its way. */
  busy?: boolean;
  ref?: Ref<GameGridHandle>;
}

/** Narrowest card, px: the number of columns is as many as fit. */
export const GRID_MIN_CARD_WIDTH = 148;
/** Gap between cards, px (the CSS uses the same). */
export const GRID_GAP = 12;
/** Height of the name under the square image, px (the CSS uses the same). */
export const GRID_CAPTION_HEIGHT = 40;
/** Rows rendered beyond each edge of the window. */
export const GRID_OVERSCAN_ROWS = 2;
/** The grid's width and the window's height assumed before they can be measured (and in jsdom). */
const FALLBACK = { width: 1024, height: 720 };

/** The selector of a card's focus target. */
const PLAY = '.lp-game-card__play';

/**
 * Columns, row height and the rows to render for a grid `width` wide of which the part from `top`
 * (px below the grid's top edge; negative while the grid starts below the window) to
 * `top + height` is in the window.
 */
export function gridWindow(
  count: number,
  width: number,
  height: number,
  top: number,
): { columns: number; rowHeight: number; rows: number; first: number; last: number } {
  const columns = Math.max(1, Math.floor((width + GRID_GAP) / (GRID_MIN_CARD_WIDTH + GRID_GAP)));
  const cardWidth = (width - GRID_GAP * (columns - 1)) / columns;
  const rowHeight = Math.round(cardWidth + GRID_CAPTION_HEIGHT + GRID_GAP);
  const rows = Math.ceil(count / columns);
  // A window past the end (the list just got shorter) shows the last rows; one above the grid,
  // the first ones.
  top = Math.max(0, Math.min(top, rows * rowHeight - height));
  const first = Math.max(0, Math.floor(top / rowHeight) - GRID_OVERSCAN_ROWS);
  const last = Math.min(rows - 1, Math.ceil((top + height) / rowHeight) + GRID_OVERSCAN_ROWS);
  return { columns, rowHeight, rows, first, last };
}

/** The grid's part in the window: how far the window's top is below the grid's top, and its height. */
function windowOver(node: HTMLElement): { top: number; height: number } {
  const height = window.innerHeight || FALLBACK.height;
  return { top: -node.getBoundingClientRect().top, height };
}

/**
 * A virtualised list of cards laid out as a grid, scrolled by the page. The arrow keys, Home and
 * End move between cards (scrolling the next one in before focusing it); Tab goes through the
 * rendered ones. The focused card stays rendered wherever the page is scrolled, so focus is never
 * dropped by the windowing.
 */
export function GameGrid<T>({ items, itemKey, renderItem, label, busy, ref }: GameGridProps<T>) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK.width);
  const [view, setView] = useState({ top: 0, height: FALLBACK.height });
  const [focused, setFocused] = useState<number | null>(null);
  const frame = useRef(0);
  const focusNext = useRef<number | null>(null);
  const [, setMoves] = useState(0);

  const grid = gridWindow(items.length, width, view.height, view.top);
  // The scroll handler compares against the rows in the DOM, not a stale render's.
  const rendered = useRef(grid);
  rendered.current = grid;

  const remeasure = useCallback(() => {
    const node = gridRef.current;
    if (!node) return;
    const next = windowOver(node);
    const { first, last, rowHeight } = rendered.current;
    const wanted = gridWindow(
      items.length,
      node.clientWidth || FALLBACK.width,
      next.height,
      next.top,
    );
    // Re-render only when another row comes into the window (or the window's height changed).
    if (
      wanted.first !== first ||
      wanted.last !== last ||
      wanted.rowHeight !== rowHeight ||
      next.height !== view.height
    ) {
      setView(next);
    }
  }, [items.length, view.height]);

  useLayoutEffect(() => {
    const node = gridRef.current;
    if (!node) return;
    const measure = () => {
      if (node.clientWidth > 0) setWidth(node.clientWidth);
      setView(windowOver(node));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onScroll = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(remeasure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame.current);
    };
  }, [remeasure]);

  // After a keyboard move or a focus request, focus the card once its row is rendered.
  useEffect(() => {
    const index = focusNext.current;
    if (index === null) return;
    const card = gridRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] ${PLAY}`);
    if (card) {
      focusNext.current = null;
      card.focus();
    }
  });

  const moveTo = useCallback(
    (index: number) => {
      const node = gridRef.current;
      if (!node) return;
      const card = node.querySelector<HTMLElement>(`[data-index="${index}"] ${PLAY}`);
      if (card) {
        // The browser scrolls it in (clear of the sticky header: the shell's scroll-padding-top).
        card.focus();
        return;
      }
      // Not rendered: scroll its row into the window first, then focus it once it is there.
      const row = Math.floor(index / grid.columns);
      const rowTop = node.getBoundingClientRect().top + window.scrollY + row * grid.rowHeight;
      window.scrollTo({ top: Math.max(0, rowTop - view.height / 3) });
      focusNext.current = index;
      setView(windowOver(node));
      setMoves((n) => n + 1);
    },
    [grid.columns, grid.rowHeight, view.height],
  );

  useImperativeHandle(ref, () => ({ focusItem: moveTo }), [moveTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const from = target.closest<HTMLElement>('[data-index]');
    if (!from || !target.matches(PLAY)) return;
    const index = Number(from.dataset.index);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + grid.columns,
      ArrowUp: index - grid.columns,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(Math.min(items.length - 1, Math.max(0, next)));
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    setFocused(cell ? Number(cell.dataset.index) : null);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  const cell = (index: number) => {
    const item = items[index];
    if (item === undefined) return null;
    const row = Math.floor(index / grid.columns);
    const col = index % grid.columns;
    return (
      <div
        key={itemKey(item)}
        role="listitem"
        aria-setsize={items.length}
        aria-posinset={index + 1}
        data-index={index}
        className="lp-game-grid__cell"
        style={{
          transform: `translate(calc(${col} * (100% + ${GRID_GAP}px)), ${row * grid.rowHeight}px)`,
          height: grid.rowHeight - GRID_GAP,
        }}
      >
        {renderItem(item, index)}
      </div>
    );
  };

  const cells: ReactNode[] = [];
  const firstIndex = grid.first * grid.columns;
  const lastIndex = Math.min(items.length - 1, (grid.last + 1) * grid.columns - 1);
  // The focused card, when the page has scrolled it out of the window, stays in the DOM.
  if (focused !== null && focused < firstIndex) cells.push(cell(focused));
  for (let index = firstIndex; index <= lastIndex; index += 1) cells.push(cell(index));
  if (focused !== null && focused > lastIndex) cells.push(cell(focused));

  return (
    <div
      ref={gridRef}
      className="lp-game-grid"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      aria-busy={busy || undefined}
    >
      <div
        role="list"
        aria-label={label}
        className="lp-game-grid__canvas"
        style={{
          height: grid.rows * grid.rowHeight - (grid.rows > 0 ? GRID_GAP : 0),
          ['--lp-game-grid-columns' as string]: grid.columns,
        }}
      >
        {cells}
      </div>
    </div>
  );
}
