import type { AgentProfitLossQuery, AgentProfitLossRow } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { DataState, dataStateStatus, Loader, Pagination, RecordsTable } from '@lotusplay/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetTeamProfitLossQuery } from '../../api/agent-reports-api';
import { ReportFilterBar } from '../../components/report-filter-bar/report-filter-bar';
import { useReportFilter } from '../../components/report-filter-bar/use-report-filter';
import { profitTone, useMoney } from '../../internal/use-money';

/** How the username matches: the beginning of usernames, or one member exactly. */
type MatchFilter = 'prefix' | 'exact';

/** Props of {@link UserLossPage}. */
export interface UserLossPageProps {
  /** Today's instant for the quick ranges (stories and tests fix it). */
  now?: () => Date;
}

/**
 * palStatementsAgentCopy (user loss, issue 28): per downline with a figure in the chosen days,
 * its valid bets, wins, profit and loss, deposits, withdrawals, bonuses and salaries, and the
 * totals of the filter; filters by days (quick ranges) and username (prefix or exact); paging.
 */
export default function UserLossPage({ now }: UserLossPageProps = {}) {
  const { t, ready } = useTranslation(['agentReports', 'common']);
  const money = useMoney();
  const filter = useReportFilter<MatchFilter>('prefix', now);
  let query: AgentProfitLossQuery | typeof skipToken = skipToken;
  if (filter.base) {
    query = filter.base.username ? { ...filter.base, usernameMatch: filter.extra } : filter.base;
  }
  const report = useGetTeamProfitLossQuery(query, { refetchOnMountOrArgChange: true });

  if (!ready) return <Loader label={t('common:loading')} />;
  const data = report.data;
  const figure = (id: keyof AgentProfitLossRow & string, header: string) => ({
    id,
    header,
    cell: (row: AgentProfitLossRow) => money(String(row[id])),
  });

  return (
    <div className="lp-agent-page">
      <ReportFilterBar<MatchFilter>
        days={filter.days}
        onDaysChange={filter.setDays}
        problem={filter.problem}
        username={filter.typed}
        onUsernameChange={filter.setTyped}
        selectLabel={t('username')}
        options={[
          { value: 'prefix', label: t('usernamePlaceholder') },
          { value: 'exact', label: t('colUsername') },
        ]}
        value={filter.extra}
        onValueChange={filter.setExtra}
        now={now}
      />
      {filter.base && (
        <DataState
          status={dataStateStatus(report, (answer) => answer.total === 0)}
          loadingLabel={t('common:loading')}
          errorMessage={t('profitLossFailed')}
          retryLabel={t('common:retry')}
          onRetry={() => void report.refetch()}
          errorClassName="lp-agent-page__failed"
          noteClassName="lp-agent-page__note"
          emptyMessage={t('profitLossEmpty')}
          count={data && t('profitLossCount', { count: data.total })}
        >
          {data && (
            <>
              <dl className="lp-agent-totals" aria-label={t('totalsTitle')}>
                <div>
                  <dt>{t('totalMembers')}</dt>
                  <dd>{data.totals.members}</dd>
                </div>
                <div>
                  <dt>{t('colValidBets')}</dt>
                  <dd>{money(data.totals.validBets)}</dd>
                </div>
                <div>
                  <dt>{t('colWins')}</dt>
                  <dd>{money(data.totals.wins)}</dd>
                </div>
                <div>
                  <dt>{t('colProfitLoss')}</dt>
                  <dd className={profitTone(data.totals.profitLoss)}>
                    {money(data.totals.profitLoss)}
                  </dd>
                </div>
                <div>
                  <dt>{t('colDeposits')}</dt>
                  <dd>{money(data.totals.deposits)}</dd>
                </div>
                <div>
                  <dt>{t('colWithdrawals')}</dt>
                  <dd>{money(data.totals.withdrawals)}</dd>
                </div>
                <div>
                  <dt>{t('colBonuses')}</dt>
                  <dd>{money(data.totals.bonuses)}</dd>
                </div>
                <div>
                  <dt>{t('colSalaries')}</dt>
                  <dd>{money(data.totals.salaries)}</dd>
                </div>
              </dl>
              <RecordsTable<AgentProfitLossRow>
                wrapperClassName="lp-agent-scroll"
                className="lp-agent-table"
                caption={t('profitLossTitle')}
                busy={report.isFetching}
                rows={data.list}
                rowKey={(row) => row.memberId}
                columns={[
                  { id: 'username', header: t('colUsername'), cell: (row) => row.username },
                  { id: 'level', header: t('colLevel'), cell: (row) => row.level },
                  figure('validBets', t('colValidBets')),
                  figure('wins', t('colWins')),
                  {
                    ...figure('profitLoss', t('colProfitLoss')),
                    cellClassName: (row) => profitTone(row.profitLoss),
                  },
                  figure('deposits', t('colDeposits')),
                  figure('withdrawals', t('colWithdrawals')),
                  figure('bonuses', t('colBonuses')),
                  figure('salaries', t('colSalaries')),
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
