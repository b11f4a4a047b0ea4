// A category's dropdown of vendor logos (SPEC.md §2: up to 11, and a "more" link to the category's
// page whenever it shows 11, as there may be more), loaded on first open. Arrow keys move between
// the logos; Tab works as everywhere.
import type { GameVendor } from '@lotusplay/api-client/contracts';
import { VENDOR_LOGO_WIDTHS, artSrc, artSrcSet } from '@lotusplay/api-client/contracts';
import { useTranslation } from '@lotusplay/i18n';
import { Image } from '@lotusplay/ui-kit';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { NavCategory } from './nav-model';
import { useCdnUrl } from './use-cdn-url';

/** Props of VendorDropdown. */
export interface VendorDropdownProps {
  id: string;
  item: NavCategory;
  /** Accessible name of the list ("Live casino vendors"). */
  label: string;
  onLaunch: (vendor: GameVendor) => void;
}

/** The width a logo is shown at (2:1), px: the srcset offers the widths it is drawn at. */
const LOGO_WIDTH = 88;

const moves: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

function onArrow(event: KeyboardEvent<HTMLDivElement>) {
  const step = moves[event.key];
  if (!step) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('button, a')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = items[(at + step + items.length) % items.length];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** The vendor logos of one category; each launches its vendor. */
export default function VendorDropdown({ id, item, label, onLaunch }: VendorDropdownProps) {
  const { t } = useTranslation('shell');
  const cdn = useCdnUrl();
  return (
    <div id={id} className="gl-dropdown" role="group" aria-label={label} onKeyDown={onArrow}>
      <ul className="gl-dropdown__list">
        {item.dropdown.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              // Still a button: choosing it explains that the vendor is under maintenance.
              className={vendor.maintenance ? 'gl-vendor gl-vendor--maintenance' : 'gl-vendor'}
              onClick={() => onLaunch(vendor)}
            >
              <Image
                src={artSrc(cdn(vendor.iconPath), LOGO_WIDTH)}
                srcSet={artSrcSet(cdn(vendor.iconPath), VENDOR_LOGO_WIDTHS)}
                sizes={`${LOGO_WIDTH}px`}
                alt=""
                width={LOGO_WIDTH}
                height={LOGO_WIDTH / 2}
                fit="contain"
                lazy={false}
              />
              <span className="gl-vendor__name">{vendor.name}</span>
              {vendor.maintenance && <span className="gl-badge">{t('navMaintenance')}</span>}
            </button>
          </li>
        ))}
      </ul>
      {item.more && (
        <Link to={item.path} className="gl-dropdown__more">
          {t('navMore')}
        </Link>
      )}
    </div>
  );
}
