// The category items of the header navigation (SPEC.md §2), in their own chunk so the first view
// does not carry them: the vendor list, one item per category with vendors, its dropdown of vendor
// logos (a button with aria-expanded; Escape closes it; arrow keys or Tab move inside), and the
// launch of the first vendor for cockfight and lottery.
import { useTranslation } from '@lotusplay/i18n';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useGetGameVendorsQuery } from '../api/game-lobby-api';
import { useLaunchGame } from '../launch/use-launch-game';
import type { GameCategory } from './categories';
import { categoryTitleKeys, navCategoriesOf } from './nav-model';
import VendorDropdown from './vendor-dropdown';

/** Props of CategoryItems. */
export interface CategoryItemsProps {
  /** The merchant code sent with the vendor list, when the app knows it. */
  merchantCode?: string | undefined;
}

/** The `<li>` items of the categories that have vendors, in the SPEC.md §2 order. */
export default function CategoryItems({ merchantCode }: CategoryItemsProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  const { data } = useGetGameVendorsQuery(merchantCode ? { merchantCode } : undefined);
  const categories = useMemo(() => navCategoriesOf(data?.lanes ?? []), [data]);
  const [open, setOpen] = useState<GameCategory | null>(null);
  const toggles = useRef(new Map<GameCategory, HTMLButtonElement | null>());
  const { launchVendor, dialog } = useLaunchGame();
  const { pathname } = useLocation();

  useEffect(() => setOpen(null), [pathname]);

  const onKeyDown = (category: GameCategory) => (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open === category) {
      event.stopPropagation();
      setOpen(null);
      toggles.current.get(category)?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };

  return (
    <>
      {categories.map((item) => {
        const label = t(categoryTitleKeys[item.category]);
        const expanded = open === item.category;
        const first = item.vendors[0];
        return (
          <li
            key={item.category}
            className="gl-nav__item"
            onKeyDown={onKeyDown(item.category)}
            onBlur={onBlur}
          >
            {item.direct && first ? (
              <button type="button" className="gl-nav__link" onClick={() => launchVendor(first)}>
                {label}
              </button>
            ) : (
              <NavLink to={item.path} className="gl-nav__link">
                {label}
              </NavLink>
            )}
            <button
              type="button"
              ref={(node) => void toggles.current.set(item.category, node)}
              className="gl-nav__toggle"
              aria-expanded={expanded}
              aria-controls={`${id}${item.category}`}
              aria-label={t('navVendors', { category: label })}
              onClick={() => setOpen(expanded ? null : item.category)}
            />
            {expanded && (
              <VendorDropdown
                id={`${id}${item.category}`}
                item={item}
                label={t('navVendors', { category: label })}
                onLaunch={(vendor) => {
                  setOpen(null);
                  launchVendor(vendor);
                }}
              />
            )}
          </li>
        );
      })}
      {dialog}
    </>
  );
}
