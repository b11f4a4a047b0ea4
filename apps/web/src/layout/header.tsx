import { LicenceButton } from '@lotusplay/content';
import { HeaderNavigation } from '@lotusplay/game-lobby';
import { useTranslation } from '@lotusplay/i18n';
import { Link } from 'react-router';
import { useBrand } from '../app/brand';
import { HeaderAccount } from './header-account';
import { LanguageSwitcher } from './language-switcher';
import { LotusLogo } from './lotus-logo';
import { ThemeToggle } from './theme-toggle';

/** Props of Header. */
export interface HeaderProps {
  /** SPEC.md §2: the licence button shows in the top bar only on the home page. */
  isHome: boolean;
}

/**
 * The site header: logo and brand name, the top-bar controls (licences on home, language, theme),
 * the account area (log in / register, or the member's cluster) and the main navigation, which
 * the game lobby builds from the vendor list (SPEC.md §2).
 *
 * On a phone it is one row: the logo, the account area and the navigation's menu button; the menu
 * holds the navigation and, below it, the top bar's controls.
 */
export function Header({ isHome }: HeaderProps) {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const controls = (
    <>
      {isHome && <LicenceButton licences={brand.licences} />}
      <LanguageSwitcher languages={brand.languages} />
      <ThemeToggle />
    </>
  );
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link
          to="/"
          className="site-header__logo"
          aria-label={t('homeLink', { brand: brand.brandName })}
        >
          <LotusLogo />
          <span className="site-header__brand">{brand.brandName}</span>
        </Link>
        <div className="site-header__controls">{controls}</div>
        <HeaderAccount />
      </div>
      <HeaderNavigation menuExtra={controls} />
    </header>
  );
}
