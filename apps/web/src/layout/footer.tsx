import { LazyFooterHelpMenu, LazyLicenceBadges } from '@lotusplay/content';
import { useTranslation } from '@lotusplay/i18n';
import { Link } from 'react-router';
import { useBrand } from '../app/brand';
import { FooterClock } from './footer-clock';

/** The copyright year of SPEC.md §1. */
export const COPYRIGHT_YEAR = 2025;

/** The site footer: licences, help menu from server content, 18+ notice, copyright and clock. */
export function Footer() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <LazyFooterHelpMenu
          className="site-footer__help"
          renderLink={(entry, href) => <Link to={href}>{entry.title}</Link>}
        />
        <LazyLicenceBadges licences={brand.licences} className="site-footer__licences" />
      </div>
      <p className="site-footer__age">
        <span className="age-badge">18+</span>
        <span>{t('ageNotice')}</span>
      </p>
      <div className="site-footer__bottom">
        <p className="site-footer__copyright">
          {t('copyright', { year: COPYRIGHT_YEAR, brand: brand.brandName })}
        </p>
        <FooterClock />
      </div>
    </footer>
  );
}
