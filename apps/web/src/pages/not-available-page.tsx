import { useTranslation } from '@lotusplay/i18n';
import type { ComponentType } from 'react';
import type { PageId } from '../routes/route-table';
import { pageTitleKey } from '../routes/page-title';

/** Props of NotAvailablePage. */
export interface NotAvailablePageProps {
  page: PageId;
}

/**
 * The honest stand-in for a page whose feature is not built yet: its title and a plain
 * "not available yet" message, inside the route's normal frame. It never pretends to work.
 */
export function NotAvailablePage({ page }: NotAvailablePageProps) {
  const { t } = useTranslation('shell');
  return (
    <section className="page page--pending" aria-labelledby="page-title">
      <h1 id="page-title">{t(pageTitleKey(page))}</h1>
      <div className="notice-card" role="status">
        <p className="notice-card__lead">{t('common:notAvailable')}</p>
        <p className="notice-card__detail">{t('common:notAvailableDetail')}</p>
      </div>
    </section>
  );
}

/** A route component showing NotAvailablePage for `page`. */
export function notAvailable(page: PageId): ComponentType {
  function PendingPage() {
    return <NotAvailablePage page={page} />;
  }
  PendingPage.displayName = `NotAvailable(${page})`;
  return PendingPage;
}
