import { useTranslation } from '@lotusplay/i18n';
import { Link } from 'react-router';
import { useBrand } from '../app/brand';

/** The home page: a welcome and an honest note that the game lobby is still to come. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  return (
    <section className="page page--home" aria-labelledby="page-title">
      <h1 id="page-title">{t('homeWelcome', { brand: brand.brandName })}</h1>
      <div className="notice-card" role="status">
        <p className="notice-card__lead">{t('homeLobbySoon')}</p>
      </div>
      <ul className="home-links">
        <li>
          <Link to="/promotions">{t('navPromotions')}</Link>
        </li>
        <li>
          <Link to="/down">{t('navDownload')}</Link>
        </li>
        <li>
          <Link to="/help">{t('titleHelp')}</Link>
        </li>
      </ul>
    </section>
  );
}
