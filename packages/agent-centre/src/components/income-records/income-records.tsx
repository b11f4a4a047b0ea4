import { ContractLimits } from '@lotusplay/api-client';
import type { ContractKind, IncomeQuery, Settlement } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { DataState, dataStateStatus, Pagination, RecordsTable } from '@lotusplay/ui-kit';
import type { RecordsTableColumn } from '@lotusplay/ui-kit';
import { useState } from 'react';
import { useGetIncomeQuery } from '../../api/agent-api';
import { formatPeriodRange, formatRate } from '../../internal/contract-format';
import { KIND_KEYS } from '../../internal/contract-kinds';
import { profitTone, useMoney } from '../../internal/use-money';

/**
 * The settlements paid to the agent, of one kind or of every kind, a page at a time: the query
 * and its page, held by the page that shows them (which reads the totals of the same answer).
 */
export function useIncomeRecords(kind?: ContractKind) {
  // The page belongs to one kind: another kind starts on page 1.
  const [paging, setPaging] = useState({ kind, page: 1 });
  const page = paging.kind === kind ? paging.page : 1;
  const paged = { pageNo: page, pageSize: ContractLimits.defaultPageSize };
  // No key set to undefined (RTK Query's structural sharing of the arguments).
  const query: IncomeQuery = kind ? { kind, ...paged } : paged;
  const income = useGetIncomeQuery(query, { refetchOnMountOrArgChange: true });
  return { kind, page, income, setPage: (next: number) => setPaging({ kind, page: next }) };
}

/** What {@link useIncomeRecords} returns. */
export type IncomeRecordsState = ReturnType<typeof useIncomeRecords>;

/**
 * The table of settlements (SPEC.md §2 my income): the period as days (or hours) in the brand's
 * zone, the team's valid bets, profit and loss and active members, the rate of the tier reached,
 * the gross, what the agent's downlines earned of it, the amount paid and the ledger transaction
 * (or "Nothing due"); its kind too when every kind is listed. Loading, empty and failed states,
 * paging.
 */
export function IncomeRecords({ records }: { records: IncomeRecordsState }) {
  const { t } = useTranslation(['agentCentre', 'common']);
  const money = useMoney();
  const { income, kind, page, setPage } = records;
  const data = income.data;

  const columns: RecordsTableColumn<Settlement>[] = [
    ...(kind
      ? []
      : [{ id: 'kind', header: t('colKind'), cell: (row: Settlement) => t(KIND_KEYS[row.kind]) }]),
    {
      id: 'period',
      header: t('colPeriod'),
      cell: (row) => formatPeriodRange(row.period, row.periodStart, row.periodEnd),
    },
    { id: 'validBet', header: t('teamValidBet'), cell: (row) => money(row.teamValidBet) },
    {
      id: 'profitLoss',
      header: t('teamProfitLoss'),
      cell: (row) => money(row.teamProfitLoss),
      cellClassName: (row) => profitTone(row.teamProfitLoss),
    },
    { id: 'active', header: t('activeMembers'), cell: (row) => row.activeMembers },
    { id: 'rate', header: t('colRate'), cell: (row) => formatRate(row.rate) },
    { id: 'gross', header: t('gross'), cell: (row) => money(row.gross) },
    { id: 'deducted', header: t('deducted'), cell: (row) => money(row.deducted) },
    { id: 'amount', header: t('colAmount'), cell: (row) => money(row.amount) },
    {
      id: 'transaction',
      header: t('colTransaction'),
      cell: (row) =>
        row.transactionId === null ? (
          <span className="lp-agent-tag">{t('nothingDue')}</span>
        ) : (
          t('transactionNumber', { id: row.transactionId })
        ),
    },
  ];

  return (
    <DataState
      status={dataStateStatus(income, (answer) => answer.total === 0)}
      loadingLabel={t('common:loading')}
      errorMessage={t('incomeFailed')}
      retryLabel={t('common:retry')}
      onRetry={() => void income.refetch()}
      errorClassName="lp-agent-page__failed"
      noteClassName="lp-agent-page__note"
      emptyMessage={t(kind ? 'incomeEmptyKind' : 'incomeEmpty')}
      count={data && t('incomeCount', { total: data.total })}
    >
      {data && (
        <>
          <RecordsTable<Settlement>
            wrapperClassName="lp-agent-scroll"
            className="lp-agent-table"
            caption={t('incomeTitle')}
            busy={income.isFetching}
            rows={data.list}
            rowKey={(row) => row.id}
            columns={columns}
          />
          {data.totalPages > 1 && (
            <Pagination
              pageCount={data.totalPages}
              page={page}
              onPageChange={setPage}
              label={t('incomePages')}
              previousLabel={t('common:previous')}
              nextLabel={t('common:next')}
              pageLabel={(n) => t('pageNumber', { page: n })}
            />
          )}
        </>
      )}
    </DataState>
  );
}
