import { useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import { useId, type ReactNode } from 'react';

/** Props of {@link OrdersSection}. */
export interface OrdersSectionProps<T> {
  /** The heading ("Recent deposits"); the section is labelled by it. */
  title: string;
  /** The orders; undefined while they load. */
  list: readonly T[] | undefined;
  isError: boolean;
  isFetching: boolean;
  /** Said when there is none yet. */
  emptyText: string;
  /** "Check status": asks for the orders again. */
  onRefresh: () => void;
  /** The orders, shown when there are some. */
  children: (list: readonly T[]) => ReactNode;
}

/**
 * The recent orders of a page (deposits, withdrawals): a heading with "Check status", then a
 * loader, the network error, the empty text, or the orders.
 */
export function OrdersSection<T>({
  title,
  list,
  isError,
  isFetching,
  emptyText,
  onRefresh,
  children,
}: OrdersSectionProps<T>) {
  const { t } = useTranslation(['wallet', 'common']);
  const headingId = useId();
  return (
    <section className="lp-orders" aria-labelledby={headingId}>
      <div className="lp-orders__head">
        <h4 id={headingId}>{title}</h4>
        <Button size="sm" variant="ghost" disabled={isFetching} onClick={onRefresh}>
          {t('checkStatus')}
        </Button>
      </div>
      {isError && !isFetching ? (
        <p role="alert">{t('common:errorNetwork')}</p>
      ) : !list ? (
        <Loader label={t('common:loading')} size="sm" />
      ) : list.length === 0 ? (
        <p className="lp-wallet-page__note">{emptyText}</p>
      ) : (
        children(list)
      )}
    </section>
  );
}
