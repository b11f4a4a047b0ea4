import type {
  AgentBetRow,
  AgentBetSource,
  AgentBetStatus,
  AgentBetsQuery,
} from '@lotusplay/api-client';
import { formatDateTime, useTranslation } from '@lotusplay/i18n';
import { DataState, dataStateStatus, Loader, Pagination, RecordsTable } from '@lotusplay/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetTeamBetsQuery } from '../../api/agent-reports-api';
import { ReportFilterBar } from '../../components/report-filter-bar/report-filter-bar';
import { useReportFilter } from '../../components/report-filter-bar/use-report-filter';
import { profitTone, useMoney } from '../../internal/use-money';

/** The source select's values: both, or one. */
type SourceFilter = 'all' | AgentBetSource;

const STATUS_KEYS: Record<AgentBetStatus, string> = {
  SETTLED: 'statusSettled',
  OPEN: 'statusOpen',
  WON: 'statusWon',
  LOST: 'statusLost',
  VOID: 'statusVoid',
};

/** Props of {@link TeamBettingPage}. */
export interface TeamBettingPageProps {
  /** Today's instant for the quick ranges (stories and tests fix it). */
  now?: () => Date;
}

/**
 * personalHistoryCopy (team betting, issue 28): the downlines' game rounds and lottery bets of the
 * chosen days, newest first, with the totals of the whole filter; filters by days (quick ranges),
 * username and source; paging.
 */
export default function TeamBettingPage({ now }: TeamBettingPageProps = {}) {
  const { t, ready } = useTranslation(['agentReports', 'common']);
  const money = useMoney();
  const filter = useReportFilter<SourceFilter>('all', now);
  let query: AgentBetsQuery | typeof skipToken = skipToken;
  if (filter.base) {
    query = filter.extra === 'all' ? filter.base : { ...filter.base, source: filter.extra };
  }
  const bets = useGetTeamBetsQuery(query, { refetchOnMountOrArgChange: true });

  if (!ready) return <Loader label={t('common:loading')} />;
  const data = bets.data;
  const tone = (value: string) => profitTone(value);

  return (
    <div className="lp-agent-page">
      <ReportFilterBar<SourceFilter>
        days={filter.days}
        onDaysChange={filter.setDays}
        problem={filter.problem}
        username={filter.typed}
        onUsernameChange={filter.setTyped}
        selectLabel={t('source')}
        options={[
          { value: 'all', label: t('sourceAll') },
          { value: 'game', label: t('sourceGame') },
          { value: 'lottery', label: t('sourceLottery') },
        ]}
        value={filter.extra}
        onValueChange={filter.setExtra}
        now={now}
      />
      {filter.base && (
        <DataState
          status={dataStateStatus(bets, (answer) => answer.total === 0)}
          loadingLabel={t('common:loading')}
          errorMessage={t('betsFailed')}
          retryLabel={t('common:retry')}
          onRetry={() => void bets.refetch()}
          errorClassName="lp-agent-page__failed"
          noteClassName="lp-agent-page__note"
          emptyMessage={t('betsEmpty')}
          count={data && t('betsCount', { count: data.total })}
        >
          {data && (
            <>
              <dl className="lp-agent-totals" aria-label={t('totalsTitle')}>
                <div>
                  <dt>{t('totalRows')}</dt>
                  <dd>{data.totals.count}</dd>
                </div>
                <div>
                  <dt>{t('colStake')}</dt>
                  <dd>{money(data.totals.stake)}</dd>
                </div>
                <div>
                  <dt>{t('colValidBet')}</dt>
                  <dd>{money(data.totals.validBet)}</dd>
                </div>
                <div>
                  <dt>{t('colWin')}</dt>
                  <dd>{money(data.totals.win)}</dd>
                </div>
                <div>
                  <dt>{t('colProfitLoss')}</dt>
                  <dd className={tone(data.totals.profitLoss)}>{money(data.totals.profitLoss)}</dd>
                </div>
              </dl>
              <RecordsTable<AgentBetRow>
                wrapperClassName="lp-agent-scroll"
                className="lp-agent-table"
                caption={t('betsTitle')}
                busy={bets.isFetching}
                rows={data.list}
                rowKey={(row) => row.id}
                columns={[
                  { id: 'time', header: t('colTime'), cell: (row) => formatDateTime(row.time) },
                  { id: 'username', header: t('colUsername'), cell: (row) => row.username },
                  { id: 'level', header: t('colLevel'), cell: (row) => row.level },
                  {
                    id: 'game',
                    header: t('colGame'),
                    cell: (row) => row.gameName || row.gameCode,
                  },
                  { id: 'numero', header: t('colNumero'), cell: (row) => row.numero ?? '—' },
                  { id: 'stake', header: t('colStake'), cell: (row) => money(row.stake) },
                  {
                    id: 'validBet',
                    header: t('colValidBet'),
                    cell: (row) => money(row.validBet),
                  },
                  { id: 'win', header: t('colWin'), cell: (row) => money(row.win) },
                  {
                    id: 'profitLoss',
                    header: t('colProfitLoss'),
                    cell: (row) => money(row.profitLoss),
                    cellClassName: (row) => tone(row.profitLoss),
                  },
                  {
                    id: 'status',
                    header: t('colStatus'),
                    cell: (row) => t(STATUS_KEYS[row.status]),
                  },
                ]}
              />
              <Pagination
                pageCount={data.totalPages}
                page={filter.page}
                onPageChange={filter.setPage}
                label={t('pages')}
                previousLabel={t('common:previous')}
                nextLabel={t('common:next')}
                pageLabel={(n) => t('pageNumber', { page: n })}
              />
            </>
          )}
        </DataState>
      )}
    </div>
  );
}
