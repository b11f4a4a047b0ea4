// The header navigation of SPEC.md §2, built from the vendor list: home, one item per category
// with vendors, promotions, app download; a menu button on a phone. The category items (the
// vendor list, the dropdowns and the launch rules) load in their own chunk, off the first view's
// code; it is fetched as soon as the navigation mounts.
import { useTranslation } from '@lotusplay/i18n';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { NavLink, useLocation } from 'react-router';

const loadCategoryItems = () => import('./category-items');
const CategoryItems = lazy(loadCategoryItems);

/** Reads the flag without requiring the slice: it is injected with the game pages' chunk. */
const selectNavHidden = (state: { gameLobby?: { headerNavHidden?: boolean } }) =>
  state.gameLobby?.headerNavHidden ?? false;

/** Props of HeaderNavigation. */
export interface HeaderNavigationProps {
  /** The merchant code sent with the vendor list, when the app knows it. */
  merchantCode?: string;
}

/** The site's main navigation (SPEC.md §2); game pages may hide it (headerNavToggled). */
export function HeaderNavigation({ merchantCode }: HeaderNavigationProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  const hidden = useSelector(selectNavHidden);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);
  // Fetch the items' code while the vendor list is on its way, not after it.
  useEffect(() => void loadCategoryItems(), []);

  return (
    <nav className="site-nav gl-nav" aria-label={t('mainNavigation')} hidden={hidden}>
      <button
        type="button"
        className="gl-nav__menu"
        aria-expanded={menuOpen}
        aria-controls={`${id}list`}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        {t('navMenu')}
      </button>
      <ul id={`${id}list`} className="site-nav__list gl-nav__list" data-open={menuOpen}>
        <li>
          <NavLink to="/" end>
            {t('navHome')}
          </NavLink>
        </li>
        <Suspense fallback={null}>
          <CategoryItems merchantCode={merchantCode} />
        </Suspense>
        <li>
          <NavLink to="/promotions">{t('navPromotions')}</NavLink>
        </li>
        <li>
          <NavLink to="/down">{t('navDownload')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
