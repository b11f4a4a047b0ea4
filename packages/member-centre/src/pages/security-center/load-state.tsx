// Loading and failed states of a My account query: a spinner, or an alert with "Try again".
import { useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import type { ReactNode } from 'react';

/** The children once `data` is there; a spinner before; an alert with a retry on failure. */
export function LoadState<T>({
  query,
  children,
}: {
  query: { data?: T; isError: boolean; isFetching: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('securityCenter');
  if (query.isError && !query.isFetching) {
    return (
      <div className="lp-account__failed">
        <p role="alert">{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (query.data === undefined) return <Loader label={t('loading')} />;
  return <>{children(query.data)}</>;
}
