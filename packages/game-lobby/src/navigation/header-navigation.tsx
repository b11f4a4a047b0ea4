// The header navigation of SPEC.md §2, built from the vendor list: home, one item per category
// with vendors, promotions, app download. The items (the vendor list, the dropdowns, the launch
// rules, the "more" menu that takes what does not fit in the row, and the phone menu's keyboard
// and dismissal) load in their own chunk, off the first view's code; it is fetched as soon as the
// navigation mounts. The row keeps its height meanwhile.
//
// On a phone the navigation is behind a menu button (the host places it in its header's row): the
// menu opens below with the items in a column and the host's extra controls.
import { useTranslation } from '@lotusplay/i18n';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';

const loadNavItems = () => import('./nav-items');
const NavItems = lazy(loadNavItems);

/** Reads the flag without requiring the slice: it is injected with the game pages' chunk. */
const selectNavHidden = (state: { gameLobby?: { headerNavHidden?: boolean } }) =>
  state.gameLobby?.headerNavHidden ?? false;

/** Props of HeaderNavigation. */
export interface HeaderNavigationProps {
  /** The merchant code sent with the vendor list, when the app knows it. */
  merchantCode?: string;
  /** Shown in the phone's menu below the items (the host's language and theme controls). */
  menuExtra?: ReactNode;
}

/**
 * The site's main navigation (SPEC.md §2), with its menu button on a phone; game pages may hide
 * the row on wider screens (headerNavToggled).
 */
export function HeaderNavigation({ merchantCode, menuExtra }: HeaderNavigationProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  const hidden = useSelector(selectNavHidden);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // Fetch the items' code while the vendor list is on its way, not after it.
  useEffect(() => void loadNavItems(), []);
  useEffect(() => setOpen(false), [pathname]);

  return (
    <nav
      className="site-nav gl-nav"
      aria-label={t('mainNavigation')}
      data-row-hidden={hidden || undefined}
      data-open={open || undefined}
    >
      {/* Its three bars (a cross while open) are drawn by the stylesheet. */}
      <button
        type="button"
        className="gl-nav__menu"
        aria-label={t('navMenu')}
        aria-expanded={open}
        aria-controls={`${id}menu`}
        onClick={() => setOpen(!open)}
      />
      <div id={`${id}menu`} className="gl-nav__panel">
        <Suspense fallback={null}>
          <NavItems merchantCode={merchantCode} menuOpen={open} setMenuOpen={setOpen} />
        </Suspense>
        {open && menuExtra !== undefined && <div className="gl-nav__extra">{menuExtra}</div>}
      </div>
    </nav>
  );
}
