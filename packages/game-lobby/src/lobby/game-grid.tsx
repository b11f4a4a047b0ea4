// A windowed grid: only the rows in view (and a few around them) are in the DOM, so a list of
// 10,000 games stays a few hundred elements. The grid scrolls inside its own box; the number of
// columns follows the box's width, each row is as tall as a square image plus the name.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/** Props of {@link GameGrid}. */
export interface GameGridProps<T> {
  items: readonly T[];
  /** A stable key of an item. */
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** Called when the member scrolls near the end (the lobby loads the next page). */
  onNearEnd?: () => void;
  /** Busy while a page is on its way. */
  busy?: boolean;
}

/** Narrowest card, px: the number of columns is as many as fit. */
export const GRID_MIN_CARD_WIDTH = 148;
/** Gap between cards, px (the CSS uses the same). */
export const GRID_GAP = 12;
/** Height of the name under the square image, px (the CSS uses the same). */
export const GRID_CAPTION_HEIGHT = 40;
/** Rows rendered beyond each edge of the view. */
export const GRID_OVERSCAN_ROWS = 2;
/** The box assumed before it can be measured (and in a DOM without layout, such as jsdom). */
const FALLBACK_BOX = { width: 1024, height: 720 };

/** Columns, row height and the rows to render for a box of `width` × `height` scrolled to `top`. */
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
  // A scroll position past the end (the list just got shorter) shows the last rows.
  top = Math.max(0, Math.min(top, rows * rowHeight - height));
  const first = Math.max(0, Math.floor(top / rowHeight) - GRID_OVERSCAN_ROWS);
  const last = Math.min(rows - 1, Math.ceil((top + height) / rowHeight) + GRID_OVERSCAN_ROWS);
  return { columns, rowHeight, rows, first, last };
}

/**
 * A virtualised list of cards laid out as a grid. The arrow keys, Home and End move between cards
 * (scrolling the next one in before focusing it); Tab goes through the rendered ones.
 */
export function GameGrid<T>({
  items,
  itemKey,
  renderItem,
  label,
  onNearEnd,
  busy,
}: GameGridProps<T>) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState(FALLBACK_BOX);
  const [top, setTop] = useState(0);
  const frame = useRef(0);
  const focusNext = useRef<number | null>(null);
  const [, setMoves] = useState(0);

  useLayoutEffect(() => {
    const node = boxRef.current;
    if (!node) return;
    const measure = () => {
      if (node.clientWidth > 0 && node.clientHeight > 0) {
        setBox({ width: node.clientWidth, height: node.clientHeight });
      }
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const view = gridWindow(items.length, box.width, box.height, top);

  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const node = boxRef.current;
      if (!node) return;
      setTop(node.scrollTop);
      if (node.scrollTop + node.clientHeight >= node.scrollHeight - view.rowHeight * 2) {
        onNearEnd?.();
      }
    });
  };

  // After a keyboard move, focus the card once its row is rendered.
  useEffect(() => {
    const index = focusNext.current;
    if (index === null) return;
    const card = boxRef.current?.querySelector<HTMLElement>(
      `[data-index="${index}"] .lp-game-card__play`,
    );
    if (card) {
      focusNext.current = null;
      card.focus();
    }
  });

  const moveTo = useCallback(
    (index: number) => {
      const node = boxRef.current;
      if (!node) return;
      const row = Math.floor(index / view.columns);
      const rowTop = row * view.rowHeight;
      if (rowTop < node.scrollTop) node.scrollTop = rowTop;
      else if (rowTop + view.rowHeight > node.scrollTop + box.height) {
        node.scrollTop = rowTop + view.rowHeight - box.height;
      }
      const card = node.querySelector<HTMLElement>(`[data-index="${index}"] .lp-game-card__play`);
      if (card) {
        card.focus();
      } else {
        focusNext.current = index;
        setMoves((n) => n + 1);
      }
      setTop(node.scrollTop);
    },
    [view.columns, view.rowHeight, box.height],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!from || !(event.target as HTMLElement).classList.contains('lp-game-card__play')) return;
    const index = Number(from.dataset.index);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + view.columns,
      ArrowUp: index - view.columns,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(Math.min(items.length - 1, Math.max(0, next)));
  };

  const cells: ReactNode[] = [];
  for (let row = view.first; row <= view.last; row += 1) {
    for (let col = 0; col < view.columns; col += 1) {
      const index = row * view.columns + col;
      const item = items[index];
      if (item === undefined) break;
      cells.push(
        <div
          key={itemKey(item)}
          role="listitem"
          aria-setsize={items.length}
          aria-posinset={index + 1}
          data-index={index}
          className="lp-game-grid__cell"
          style={{
            transform: `translate(calc(${col} * (100% + ${GRID_GAP}px)), ${row * view.rowHeight}px)`,
            height: view.rowHeight - GRID_GAP,
          }}
        >
          {renderItem(item, index)}
        </div>,
      );
    }
  }

  return (
    <div
      ref={boxRef}
      className="lp-game-grid"
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      aria-busy={busy || undefined}
    >
      <div
        role="list"
        aria-label={label}
        className="lp-game-grid__canvas"
        style={{
          height: view.rows * view.rowHeight,
          ['--lp-game-grid-columns' as string]: view.columns,
        }}
      >
        {cells}
      </div>
    </div>
  );
}
