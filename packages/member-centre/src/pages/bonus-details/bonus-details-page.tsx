import {
  AccountRecordLimits,
  accountRecordRangeProblem,
  quickDateRange,
} from '@lotusplay/api-client';
import type { AccountRecordQuickRange, BonusEntry } from '@lotusplay/api-client';
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
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useGetBonusDetailsQuery } from './bonus-details-api';

/** The quick ranges offered (SPEC.md §9): the last 7 and 30 days. */
const QUICK_RANGES: readonly AccountRecordQuickRange[] = ['last7', 'last30'];

/** `mission` → `Mission` (the translation keys' suffix). */
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/**
 * bonusDetails (SPEC.md §2): every bonus the ledger credited the member — promotions, raffles,
 * missions, rank rewards, rebates — with its source, amount and time, and the wagering still to
 * do (valid bets since it was credited); the quick ranges of SPEC.md §9 and paging.
 */
export default function BonusDetailsPage() {
  const { t, ready } = useTranslation(['loyalty', 'wallet', 'common']);
  const currency = useSelector(selectCurrencySymbol);
  const [range, setRange] = useState(() => quickDateRange('last7', new Date()));
  const [page, setPage] = useState(1);
  const bonuses = useGetBonusDetailsQuery(
    {
      startDate: range.from,
      endDate: range.to,
      pageNo: page,
      pageSize: AccountRecordLimits.defaultPageSize,
    },
    { refetchOnMountOrArgChange: true },
  );

  if (!ready) return <Loader label={t('common:loading')} />;

  const money = (value: string) => `${currency}${formatMoney(value)}`;
  const data = bonuses.data;
  return (
    <div className="lp-loyalty-page">
      <DateRangeFilter
        value={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
        quickRanges={QUICK_RANGES.map((choice) => ({
          value: choice,
          label: t(`wallet:${choice}`),
        }))}
        rangeOf={(choice) => quickDateRange(choice, new Date())}
        defaultQuick="last7"
        problemOf={({ from, to }) => {
          const key = accountRecordRangeProblem(from, to);
          return key && t(`wallet:${key}`, { days: AccountRecordLimits.maxRangeDays });
        }}
        fromLabel={t('wallet:dateFrom')}
        toLabel={t('wallet:dateTo')}
        searchLabel={t('wallet:search')}
        quickRangesLabel={t('wallet:quickRanges')}
      />
      <DataState
        status={dataStateStatus(bonuses, (answer) => answer.total === 0)}
        loadingLabel={t('common:loading')}
        errorMessage={t('bonusFailed')}
        retryLabel={t('common:retry')}
        onRetry={() => void bonuses.refetch()}
        errorClassName="lp-loyalty-page__failed"
        emptyMessage={t('bonusEmpty')}
        noteClassName="lp-loyalty-page__note"
        count={data && t('bonusCount', { total: data.total })}
      >
        {data && (
          <>
            <RecordsTable<BonusEntry>
              wrapperClassName="lp-record-scroll"
              className="lp-loyalty-table"
              caption={t('bonusCaption')}
              busy={bonuses.isFetching}
              rows={data.list}
              rowKey={(entry) => entry.id}
              columns={[
                { id: 'time', header: t('bonusTime'), cell: (entry) => formatDateTime(entry.time) },
                {
                  id: 'source',
                  header: t('bonusSource'),
                  cell: (entry) => t(`source${capitalised(entry.source)}`),
                },
                { id: 'amount', header: t('bonusAmount'), cell: (entry) => money(entry.amount) },
                {
                  id: 'wagering',
                  header: t('wageringRemaining'),
                  cell: (entry) =>
                    entry.wageringRemaining === '0.00'
                      ? t('wageringDone')
                      : t('wageringLeft', {
                          remaining: money(entry.wageringRemaining),
                          required: money(entry.wageringRequired),
                        }),
                },
                {
                  id: 'reference',
                  header: t('bonusReference'),
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
                label={t('bonusPages')}
                previousLabel={t('common:previous')}
                nextLabel={t('common:next')}
                pageLabel={(n) => t('wallet:pageNumber', { page: n })}
              />
            )}
          </>
        )}
      </DataState>
    </div>
  );
}
