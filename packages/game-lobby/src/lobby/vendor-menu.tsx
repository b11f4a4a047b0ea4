import type { GameVendor } from '@lotusplay/api-client/contracts';
import { GameLimits, VENDOR_MARK_WIDTHS, artSrc, artSrcSet } from '@lotusplay/api-client/contracts';
import { useTranslation } from '@lotusplay/i18n';
import { IconButton, Image } from '@lotusplay/ui-kit';
import { useState } from 'react';
import { gameImageUrl } from './game-card';

/** Props of {@link VendorMenu}. */
export interface VendorMenuProps {
  vendors: readonly GameVendor[];
  /** The chosen vendor's code, highlighted; null for none (a search or another list). */
  selected: string | null;
  imageBase: string;
  onSelect: (vassalage: string) => void;
}

const PER_VIEW = GameLimits.vendorMenuArrowsAbove;
/** The width a vendor's mark is shown at, px. */
const MARK_WIDTH = 28;

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={back ? 'M15 5 8 12l7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * The lobby's vendors, one slide of eight at a time: above eight vendors (SPEC.md §2, §9),
 * previous / next arrows move a slide; the slide of the chosen vendor shows first.
 */
export function VendorMenu({ vendors, selected, imageBase, onSelect }: VendorMenuProps) {
  const { t } = useTranslation('gameLobby');
  const paged = vendors.length > PER_VIEW;
  const selectedAt = Math.max(
    0,
    vendors.findIndex((vendor) => vendor.vassalage === selected),
  );
  const [slide, setSlide] = useState(() => Math.floor(selectedAt / PER_VIEW));
  const [shownFor, setShownFor] = useState(selected);
  // A vendor chosen from outside (the route) brings its slide into view.
  if (shownFor !== selected) {
    setShownFor(selected);
    if (selected) setSlide(Math.floor(selectedAt / PER_VIEW));
  }
  const slides = Math.max(1, Math.ceil(vendors.length / PER_VIEW));
  const current = Math.min(slide, slides - 1);
  const shown = paged ? vendors.slice(current * PER_VIEW, (current + 1) * PER_VIEW) : vendors;

  return (
    <nav className="lp-vendor-menu" aria-label={t('vendors')}>
      {paged && (
        <IconButton
          className="lp-vendor-menu__arrow"
          label={t('vendorsPrevious')}
          disabled={current === 0}
          onClick={() => setSlide(current - 1)}
        >
          <Chevron back />
        </IconButton>
      )}
      <ul className="lp-vendor-menu__list">
        {shown.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className="lp-vendor-menu__vendor"
              aria-pressed={vendor.vassalage === selected}
              onClick={() => onSelect(vendor.vassalage)}
            >
              <Image
                // The vendor's square mark (its name is written beside it).
                src={artSrc(gameImageUrl(imageBase, vendor.iconPath), MARK_WIDTH, '1:1')}
                srcSet={artSrcSet(
                  gameImageUrl(imageBase, vendor.iconPath),
                  VENDOR_MARK_WIDTHS,
                  '1:1',
                )}
                sizes={`${MARK_WIDTH}px`}
                alt=""
                width={MARK_WIDTH}
                height={MARK_WIDTH}
                fit="contain"
                lazy={false}
              />
              <span>{vendor.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {paged && (
        <IconButton
          className="lp-vendor-menu__arrow"
          label={t('vendorsNext')}
          disabled={current >= slides - 1}
          onClick={() => setSlide(current + 1)}
        >
          <Chevron />
        </IconButton>
      )}
    </nav>
  );
}
