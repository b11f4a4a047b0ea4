import { useGetPermissionInfoQuery } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Link } from 'react-router';

/**
 * The home page: a welcome in the brand's name and an honest note that the game lobby is still
 * to come, with links to promotions, the app download and help.
 */
export function HomePage() {
  const { t } = useTranslation(['content', 'shell']);
  const brand = useGetPermissionInfoQuery().data?.info.brandName ?? '';
  return (
    <section className="page page--home" aria-labelledby="page-title">
      <h1 id="page-title">{t('homeWelcome', { brand })}</h1>
      <div className="notice-card" role="status">
        <p className="notice-card__lead">{t('homeLobbySoon')}</p>
      </div>
      <ul className="lp-home-links">
        <li>
          <Link to="/promotions">{t('shell:navPromotions')}</Link>
        </li>
        <li>
          <Link to="/down">{t('shell:navDownload')}</Link>
        </li>
        <li>
          <Link to="/help">{t('shell:titleHelp')}</Link>
        </li>
      </ul>
    </section>
  );
}
