import {
  AccountRecordLimits,
  accountRecordRangeProblem,
  LEDGER_KINDS,
  quickDateRange,
} from '@lotusplay/api-client';
import type { AccountRecordQuickRange, LedgerKind } from '@lotusplay/api-client';
import { selectCurrencySymbol } from '@lotusplay/auth';
import { formatDateTime, formatMoney, useTranslation } from '@lotusplay/i18n';
import {
  DataState,
  dataStateStatus,
  DateRangeFilter,
  Loader,
  Pagination,
  RecordsTable,
} from '@lotusplay/ui-kit';
import { useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { useGetAccountRecordQuery } from '../../api/record-api';

/** The quick ranges offered: the record looks back (SPEC.md §9 also names the next 7 and 30 days). */
const QUICK_RANGES: readonly AccountRecordQuickRange[] = ['last7', 'last30'];

/** The translation key of a ledger kind's name. */
const kindKey = (kind: LedgerKind) => `kind${kind[0]!.toUpperCase()}${kind.slice(1)}`;

/**
 * transactionHistory (the account record, SPEC.md §2): every movement of the member's money, newest
 * first — time, type, wallet, signed amount, the balance after it and what it was about — with a
 * type filter, the quick ranges of SPEC.md §9 and any range of days up to the server's limit, and
 * paging. Dates are calendar days as the server counts them (UTC); times are shown in local time.
 * It refreshes by itself after any movement of money (the 'Balance' tag).
 */
export default function TransactionHistoryPage() {
  const { t, ready } = useTranslation(['wallet', 'common', 'memberCentre']);
  const currency = useSelector(selectCurrencySymbol);
  const typeId = useId();
  const [type, setType] = useState<LedgerKind | ''>('');
  const [range, setRange] = useState(() => quickDateRange('last7', new Date()));
  const [page, setPage] = useState(1);
  const record = useGetAccountRecordQuery(
    {
      ...(type ? { type } : {}),
      from: range.from,
      to: range.to,
      pageNo: page,
      pageSize: AccountRecordLimits.defaultPageSize,
    },
    { refetchOnMountOrArgChange: true },
  );

  if (!ready) return <Loader label={t('common:loading')} />;

  const money = (value: string) => {
    const negative = value.startsWith('-');
    return `${negative ? '-' : '+'}${currency}${formatMoney(negative ? value.slice(1) : value)}`;
  };

  const data = record.data;
  return (
    <div className="lp-wallet-page">
      <DateRangeFilter
        value={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
        quickRanges={QUICK_RANGES.map((choice) => ({ value: choice, label: t(choice) }))}
        rangeOf={(choice) => quickDateRange(choice, new Date())}
        defaultQuick="last7"
        problemOf={({ from, to }) => {
          const key = accountRecordRangeProblem(from, to);
          return key && t(key, { days: AccountRecordLimits.maxRangeDays });
        }}
        fromLabel={t('dateFrom')}
        toLabel={t('dateTo')}
        searchLabel={t('search')}
        quickRangesLabel={t('quickRanges')}
      >
        <div className="lp-date-range-filter__field">
          <label htmlFor={typeId}>{t('recordType')}</label>
          <select
            id={typeId}
            value={type}
            onChange={(e) => {
              setType(e.target.value as LedgerKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('allTypes')}</option>
            {LEDGER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(kindKey(kind))}
              </option>
            ))}
          </select>
        </div>
      </DateRangeFilter>

      <DataState
        status={dataStateStatus(record, (records) => records.total === 0)}
        loadingLabel={t('common:loading')}
        errorMessage={t('recordFailed')}
        retryLabel={t('common:retry')}
        onRetry={() => void record.refetch()}
        errorClassName="lp-wallet-page__failed"
        emptyMessage={t('recordEmpty')}
        noteClassName="lp-wallet-page__note"
        count={data && t('recordCount', { total: data.total })}
      >
        {data && (
          <>
            <RecordsTable
              wrapperClassName="lp-record-scroll"
              className="lp-wallet-table lp-record-table"
              caption={t('memberCentre:accountRecord')}
              busy={record.isFetching}
              rows={data.list}
              rowKey={(entry) => entry.id}
              columns={[
                { id: 'time', header: t('time'), cell: (entry) => formatDateTime(entry.time) },
                { id: 'type', header: t('recordType'), cell: (entry) => t(kindKey(entry.kind)) },
                { id: 'wallet', header: t('walletName'), cell: (entry) => entry.wallet.name },
                {
                  id: 'amount',
                  header: t('amount'),
                  cell: (entry) => money(entry.amount),
                  cellClassName: (entry) =>
                    entry.amount.startsWith('-')
                      ? 'lp-wallet-table__amount lp-record-table__out'
                      : 'lp-wallet-table__amount lp-record-table__in',
                },
                {
                  id: 'balanceAfter',
                  header: t('balanceAfter'),
                  cell: (entry) => (
                    <>
                      {currency}
                      {formatMoney(entry.balanceAfter)}
                    </>
                  ),
                  cellClassName: 'lp-wallet-table__amount',
                },
                {
                  id: 'reference',
                  header: t('reference'),
                  cell: (entry) => entry.reference,
                  cellClassName: 'lp-record-table__reference',
                },
              ]}
            />
            {data.totalPages > 1 && (
              <Pagination
                pageCount={data.totalPages}
                page={page}
                onPageChange={setPage}
                label={t('recordPages')}
                previousLabel={t('common:previous')}
                nextLabel={t('common:next')}
                pageLabel={(n) => t('pageNumber', { page: n })}
              />
            )}
          </>
        )}
      </DataState>
    </div>
  );
}
