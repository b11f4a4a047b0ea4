import type { AgentProfitLossQuery, AgentProfitLossRow } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Loader, RecordsTable } from '@lotusplay/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetTeamProfitLossQuery } from '../../api/agent-reports-api';
import { ReportFrame } from '../../components/report-frame/report-frame';
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
  const figure = (id: keyof AgentProfitLossRow & string, header: string) => ({
    id,
    header,
    cell: (row: AgentProfitLossRow) => money(String(row[id])),
  });

  return (
    <ReportFrame
      filter={filter}
      selectLabel={t('username')}
      options={[
        { value: 'prefix', label: t('usernamePlaceholder') },
        { value: 'exact', label: t('colUsername') },
      ]}
      report={report}
      failedKey="profitLossFailed"
      emptyKey="profitLossEmpty"
      countKey="profitLossCount"
      totals={(data) => [
        { label: t('totalMembers'), value: data.totals.members },
        { label: t('colValidBets'), value: money(data.totals.validBets) },
        { label: t('colWins'), value: money(data.totals.wins) },
        {
          label: t('colProfitLoss'),
          value: money(data.totals.profitLoss),
          className: profitTone(data.totals.profitLoss),
        },
        { label: t('colDeposits'), value: money(data.totals.deposits) },
        { label: t('colWithdrawals'), value: money(data.totals.withdrawals) },
        { label: t('colBonuses'), value: money(data.totals.bonuses) },
        { label: t('colSalaries'), value: money(data.totals.salaries) },
      ]}
      now={now}
    >
      {(data) => (
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
      )}
    </ReportFrame>
  );
}
