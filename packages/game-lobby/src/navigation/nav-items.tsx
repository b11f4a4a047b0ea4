// The items of the header navigation (SPEC.md §2), in their own chunk so the first view does not
// carry them: home, one item per category with vendors (its dropdown of vendor logos: a button
// with aria-expanded; Escape closes it; arrow keys or Tab move inside; cockfight and lottery launch
// their first vendor), promotions and app download. What does not fit in the row goes, from the
// end, into a "more" menu, so the row never scrolls sideways in any language; in a column (the
// phone's menu) everything is shown.
import { useTranslation } from '@lotusplay/i18n';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode, RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useGetGameVendorsQuery } from '../api/game-lobby-api';
import { useLaunchGame } from '../launch/use-launch-game';
import { categoryTitleKeys, navCategoriesOf, type NavCategory } from './nav-model';
import VendorDropdown from './vendor-dropdown';

/** Props of NavItems. */
export interface NavItemsProps {
  /** The merchant code sent with the vendor list, when the app knows it. */
  merchantCode?: string | undefined;
  /** The phone's menu (HeaderNavigation's) is open. */
  menuOpen?: boolean;
  /** Opens or closes the phone's menu (a state setter: the same function on every render). */
  setMenuOpen?: (open: boolean) => void;
}

/** One entry of the navigation: a page link, or a category item. */
type NavEntry =
  | { key: string; label: string; to: string; end?: boolean }
  | { key: string; label: string; category: NavCategory };

/** The key of the "more" menu among the open dropdowns. */
const MORE = 'more';

/**
 * How many of the row's entries (widths in px, in order) fit in `available` px with `gap` between
 * them: all when they do, otherwise as many as fit beside the "more" button (`moreWidth`), and
 * never fewer than one (home).
 */
export function fitInRow(
  widths: readonly number[],
  available: number,
  moreWidth: number,
  gap: number,
): number {
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return Math.max(1, count);
}

/**
 * The number of entries of `list` (its `[data-nav-entry]` children) shown in the row, measured
 * before paint and again whenever the list or an entry changes size (a language's longer labels);
 * `Infinity` when the list is a column or everything fits. Entries beyond it stay in the DOM,
 * hidden, so that they can still be measured.
 */
function useRowFit(list: RefObject<HTMLUListElement | null>, entriesKey: string): number {
  const [shown, setShown] = useState(Infinity);
  useLayoutEffect(() => {
    const node = list.current;
    if (!node) return;
    const measure = () => {
      const style = getComputedStyle(node);
      const items = [...node.querySelectorAll<HTMLElement>(':scope > [data-nav-entry]')];
      if (style.flexDirection === 'column' || node.clientWidth === 0) return setShown(Infinity);
      const more = node.querySelector<HTMLElement>(':scope > .gl-nav__more');
      const count = fitInRow(
        items.map((item) => item.offsetWidth),
        node.clientWidth,
        more?.offsetWidth ?? 0,
        parseFloat(style.columnGap) || 0,
      );
      setShown(count >= items.length ? Infinity : count);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const item of node.children) observer.observe(item);
    return () => observer.disconnect();
  }, [list, entriesKey]);
  return shown;
}

const moves: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** Arrow keys move between the links and buttons of a menu. */
function onArrow(event: KeyboardEvent<HTMLElement>) {
  const step = moves[event.key];
  if (!step) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('button, a')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = items[(at + step + items.length) % items.length];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** Every `<li>` of the navigation, and the "more" menu when the row is too narrow for them. */
export default function NavItems({ merchantCode, menuOpen, setMenuOpen }: NavItemsProps) {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  const { data } = useGetGameVendorsQuery(merchantCode ? { merchantCode } : undefined);
  const categories = useMemo(() => navCategoriesOf(data?.lanes ?? []), [data]);
  const [open, setOpen] = useState<string | null>(null);
  const toggles = useRef(new Map<string, HTMLButtonElement | null>());
  const listRef = useRef<HTMLUListElement>(null);
  const { launchVendor, dialog } = useLaunchGame();
  const { pathname } = useLocation();

  useEffect(() => setOpen(null), [pathname]);

  // The phone's menu, while open: the focus on its first item; Escape closes it and puts the focus
  // back on its button (an open dropdown or dialog takes its Escape first and stops it); a press or
  // the focus outside the navigation closes it (not the focus in a dialog the menu opened, such as
  // a game's launch).
  useEffect(() => {
    const nav = listRef.current?.closest('nav');
    if (!menuOpen || !nav || !setMenuOpen) return;
    listRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const outside = (target: EventTarget | null) =>
      target instanceof Element && !nav.contains(target) && !target.closest('[role="dialog"]');
    const onOutside = (event: Event) => {
      if (outside(event.target)) setMenuOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      nav.querySelector<HTMLElement>('.gl-nav__menu')?.focus();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen, setMenuOpen]);

  // A dropdown that opens near the right edge of the row moves left to stay on the screen (a
  // dropdown in the phone's column is in the flow and needs nothing).
  useLayoutEffect(() => {
    const panel = open === null ? null : document.getElementById(`${id}${open}`);
    if (!panel || getComputedStyle(panel).position !== 'absolute') return;
    panel.style.translate = '';
    const over = panel.getBoundingClientRect().right - document.documentElement.clientWidth;
    if (over > 0) panel.style.translate = `${-Math.ceil(over) - 8}px 0`;
  }, [open, id]);

  const entries: NavEntry[] = [
    { key: 'home', label: t('navHome'), to: '/', end: true },
    ...categories.map((category) => ({
      key: category.category,
      label: t(categoryTitleKeys[category.category]),
      category,
    })),
    { key: 'promotions', label: t('navPromotions'), to: '/promotions' },
    { key: 'download', label: t('navDownload'), to: '/down' },
  ];
  const shown = useRowFit(listRef, `${i18n.language}:${entries.map((entry) => entry.key).join()}`);
  const overflow = entries.slice(shown);

  const onKeyDown = (key: string) => (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open === key) {
      event.stopPropagation();
      setOpen(null);
      toggles.current.get(key)?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const item = event.currentTarget;
    if (item.contains(event.relatedTarget as Node | null)) return;
    // A dropdown in the phone's column is in the flow: closing it as the focus leaves would move
    // what was pressed from under the pointer before the click. It closes with its button instead.
    const panel = item.querySelector('.gl-dropdown');
    if (panel && getComputedStyle(panel).position !== 'absolute') return;
    setOpen(null);
  };
  const toggleRef = (key: string) => (node: HTMLButtonElement | null) =>
    void toggles.current.set(key, node);

  /** The link or launch button of an entry; `className` for the row's category links. */
  const main = (entry: NavEntry, className?: string): ReactNode => {
    if (!('category' in entry)) {
      return (
        <NavLink to={entry.to} end={entry.end}>
          {entry.label}
        </NavLink>
      );
    }
    const first = entry.category.vendors[0];
    return entry.category.direct && first ? (
      <button
        type="button"
        className={className}
        onClick={() => {
          setOpen(null);
          launchVendor(first);
        }}
      >
        {entry.label}
      </button>
    ) : (
      <NavLink to={entry.category.path} className={className}>
        {entry.label}
      </NavLink>
    );
  };

  const item = (entry: NavEntry, index: number) => {
    const hidden = index >= shown;
    const common = {
      'data-nav-entry': '',
      'data-overflow': hidden || undefined,
      className: 'gl-nav__item',
    };
    if (!('category' in entry)) {
      return (
        <li key={entry.key} {...common}>
          {main(entry)}
        </li>
      );
    }
    const expanded = open === entry.key && !hidden;
    const label = t('navVendors', { category: entry.label });
    return (
      <li key={entry.key} {...common} onKeyDown={onKeyDown(entry.key)} onBlur={onBlur}>
        {main(entry, 'gl-nav__link')}
        <button
          type="button"
          ref={toggleRef(entry.key)}
          className="gl-nav__toggle"
          aria-expanded={expanded}
          aria-controls={`${id}${entry.key}`}
          aria-label={label}
          onClick={() => setOpen(expanded ? null : entry.key)}
        />
        {expanded && (
          <VendorDropdown
            id={`${id}${entry.key}`}
            item={entry.category}
            label={label}
            onLaunch={(vendor) => {
              setOpen(null);
              launchVendor(vendor);
            }}
          />
        )}
      </li>
    );
  };

  const moreOpen = open === MORE && overflow.length > 0;
  return (
    <ul ref={listRef} className="site-nav__list gl-nav__list">
      {entries.map(item)}
      <li
        className="gl-nav__item gl-nav__more"
        data-overflow={overflow.length === 0 || undefined}
        onKeyDown={onKeyDown(MORE)}
        onBlur={onBlur}
      >
        <button
          type="button"
          ref={toggleRef(MORE)}
          className="gl-nav__link gl-nav__more-button"
          aria-expanded={moreOpen}
          aria-controls={`${id}${MORE}`}
          onClick={() => setOpen(moreOpen ? null : MORE)}
        >
          {t('navMore')}
        </button>
        {moreOpen && (
          <ul id={`${id}${MORE}`} className="gl-dropdown gl-nav__more-list" onKeyDown={onArrow}>
            {overflow.map((entry) => (
              <li key={entry.key}>{main(entry)}</li>
            ))}
          </ul>
        )}
      </li>
      {dialog}
    </ul>
  );
}
