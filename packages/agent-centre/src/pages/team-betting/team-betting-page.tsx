import type {
  AgentBetRow,
  AgentBetSource,
  AgentBetStatus,
  AgentBetsQuery,
} from '@lotusplay/api-client';
import { formatDateTime, useTranslation } from '@lotusplay/i18n';
import { Loader, RecordsTable } from '@lotusplay/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetTeamBetsQuery } from '../../api/agent-reports-api';
import { ReportFrame } from '../../components/report-frame/report-frame';
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

  return (
    <ReportFrame
      filter={filter}
      selectLabel={t('source')}
      options={[
        { value: 'all', label: t('sourceAll') },
        { value: 'game', label: t('sourceGame') },
        { value: 'lottery', label: t('sourceLottery') },
      ]}
      report={bets}
      failedKey="betsFailed"
      emptyKey="betsEmpty"
      countKey="betsCount"
      totals={(data) => [
        { label: t('totalRows'), value: data.totals.count },
        { label: t('colStake'), value: money(data.totals.stake) },
        { label: t('colValidBet'), value: money(data.totals.validBet) },
        { label: t('colWin'), value: money(data.totals.win) },
        {
          label: t('colProfitLoss'),
          value: money(data.totals.profitLoss),
          className: profitTone(data.totals.profitLoss),
        },
      ]}
      now={now}
    >
      {(data) => (
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
              cellClassName: (row) => profitTone(row.profitLoss),
            },
            {
              id: 'status',
              header: t('colStatus'),
              cell: (row) => t(STATUS_KEYS[row.status]),
            },
          ]}
        />
      )}
    </ReportFrame>
  );
}
