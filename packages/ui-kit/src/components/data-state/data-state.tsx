import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Button } from '../button/button';
import { Loader } from '../loader/loader';

/** Where a list's data stands: its four states. */
export type DataStateStatus = 'loading' | 'error' | 'empty' | 'ready';

/** What {@link dataStateStatus} reads of a query (RTK Query's fields, structurally). */
export interface DataStateQuery<T> {
  data?: T;
  isError: boolean;
  isFetching: boolean;
}

/**
 * The status of a records query: an error once it is not fetching again (a retry shows the
 * spinner's place, not the error), loading until it has data, then empty or ready.
 */
export function dataStateStatus<T>(
  query: DataStateQuery<T>,
  isEmpty: (data: T) => boolean,
): DataStateStatus {
  if (query.isError && !query.isFetching) return 'error';
  if (!query.data) return 'loading';
  return isEmpty(query.data) ? 'empty' : 'ready';
}

/** Props of {@link DataState}. */
export interface DataStateProps {
  status: DataStateStatus;
  /** Announced while loading (the spinner's status), e.g. "Loading". */
  loadingLabel: string;
  /** The error's message, in an alert with the retry button. */
  errorMessage: ReactNode;
  /** The retry button's label, e.g. "Retry". */
  retryLabel: string;
  /** Asks for the data again. */
  onRetry: () => void;
  /** Shown when there is nothing to list. */
  emptyMessage: ReactNode;
  /** Shown above the data when ready, e.g. "12 records"; read out politely when it changes. */
  count?: ReactNode;
  /** The data, shown when ready (after the count). */
  children?: ReactNode;
  /** Class of the error alert (`lp-data-state__error` by default). */
  errorClassName?: string;
  /** Class of the empty message and of the count (`lp-data-state__note` by default). */
  noteClassName?: string;
  /** Size of the spinner and of the retry button (`md` by default). */
  size?: 'sm' | 'md';
}

/**
 * The states of a list of records: a spinner while loading, an alert with a retry button on
 * error, a message when empty, and the count above the data when ready.
 */
export function DataState({
  status,
  loadingLabel,
  errorMessage,
  retryLabel,
  onRetry,
  emptyMessage,
  count,
  children,
  errorClassName,
  noteClassName,
  size = 'md',
}: DataStateProps) {
  const note = cx(noteClassName ?? 'lp-data-state__note');
  if (status === 'loading') return <Loader label={loadingLabel} size={size} />;
  if (status === 'error')
    return (
      <div role="alert" className={errorClassName ?? 'lp-data-state__error'}>
        <p>{errorMessage}</p>
        <Button variant="secondary" size={size} onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    );
  if (status === 'empty') return <p className={note}>{emptyMessage}</p>;
  return (
    <>
      {count !== undefined && (
        <p className={note} aria-live="polite">
          {count}
        </p>
      )}
      {children}
    </>
  );
}
