import { useTranslation } from '@lotusplay/i18n';
import { Link } from 'react-router';

/** The 404 page for any path outside the route table. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="page page--not-found" aria-labelledby="page-title">
      <p className="page__code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title">{t('titleNotFound')}</h1>
      <p>{t('notFoundMessage')}</p>
      <Link className="button-link" to="/">
        {t('backHome')}
      </Link>
    </section>
  );
}
