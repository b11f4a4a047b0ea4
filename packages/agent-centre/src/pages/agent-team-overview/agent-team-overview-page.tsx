import { AGENT_DEFAULT_PERIOD, AGENT_PERIODS } from '@lotusplay/api-client';
import type { AgentPeriod, TeamFigures, TeamLevelFigures } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Button, DataState, dataStateStatus, Loader, RecordsTable, Tabs } from '@lotusplay/ui-kit';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useGetTeamOverviewQuery } from '../../api/agent-api';
import { profitTone, useMoney } from '../../internal/use-money';
import { agentCentrePageSelected } from '../../state/agent-centre-slice';

/** `thisWeek` → `ThisWeek` (the translation keys' suffix). */
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The figures in the order the page shows them, each with its label's key. */
const FIGURES = [
  { key: 'teamSize', field: 'members', money: false },
  { key: 'newMembers', field: 'newMembers', money: false },
  { key: 'activeMembers', field: 'activeMembers', money: false },
  { key: 'deposits', field: 'deposits', money: true },
  { key: 'withdrawals', field: 'withdrawals', money: true },
  { key: 'validBets', field: 'validBets', money: true },
  { key: 'profitLoss', field: 'profitLoss', money: true },
] as const satisfies readonly { key: string; field: keyof TeamFigures; money: boolean }[];

/**
 * agentTeamOverview (SPEC.md §2, the agent centre's default page): the figures of the agent's
 * whole downline team over a period (today, yesterday, this or last week, this or last month):
 * team size, new and active members, deposits, withdrawals, valid bets and profit and loss, in
 * total and level by level. With no downline yet, it offers to create one.
 */
export default function AgentTeamOverviewPage() {
  const { t, ready } = useTranslation(['agentCentre', 'common']);
  const dispatch = useDispatch();
  const money = useMoney();
  const [period, setPeriod] = useState<AgentPeriod>(AGENT_DEFAULT_PERIOD);
  const overview = useGetTeamOverviewQuery({ period }, { refetchOnMountOrArgChange: true });

  if (!ready) return <Loader label={t('common:loading')} />;

  const figure = (figures: TeamFigures, item: (typeof FIGURES)[number]) =>
    item.money ? money(figures[item.field]) : String(figures[item.field]);
  const data = overview.data;

  return (
    <div className="lp-agent-page">
      <Tabs
        label={t('periodLabel')}
        className="lp-agent-periods"
        value={period}
        onValueChange={(value) => setPeriod(value as AgentPeriod)}
        items={AGENT_PERIODS.map((p) => ({ value: p, label: t(`period${capitalised(p)}`) }))}
      />
      <DataState
        status={dataStateStatus(overview, (answer) => answer.totals.members === 0)}
        loadingLabel={t('common:loading')}
        errorMessage={t('overviewFailed')}
        retryLabel={t('common:retry')}
        onRetry={() => void overview.refetch()}
        errorClassName="lp-agent-page__failed"
        noteClassName="lp-agent-page__note"
        emptyMessage={
          <span className="lp-agent-page__empty">
            <span>{t('overviewEmpty')}</span>
            <Button onClick={() => dispatch(agentCentrePageSelected('registerCenter'))}>
              {t('createDownlineAccount')}
            </Button>
          </span>
        }
      >
        {data && (
          <>
            <dl
              className="lp-agent-totals"
              aria-label={t('totalsTitle')}
              aria-busy={overview.isFetching || undefined}
            >
              {FIGURES.map((item) => (
                <div key={item.key}>
                  <dt>{t(item.key)}</dt>
                  <dd
                    className={
                      item.field === 'profitLoss' ? profitTone(data.totals.profitLoss) : undefined
                    }
                  >
                    {figure(data.totals, item)}
                  </dd>
                </div>
              ))}
            </dl>
            <RecordsTable<TeamLevelFigures>
              wrapperClassName="lp-agent-scroll"
              className="lp-agent-table"
              caption={t('levelsTitle')}
              busy={overview.isFetching}
              rows={data.levels}
              rowKey={(row) => row.level}
              columns={[
                {
                  id: 'level',
                  header: t('colLevel'),
                  cell: (row) => t('levelNumber', { level: row.level }),
                },
                ...FIGURES.map((item) => ({
                  id: item.key,
                  header: t(item.key),
                  cell: (row: TeamLevelFigures) => figure(row, item),
                  cellClassName:
                    item.field === 'profitLoss'
                      ? (row: TeamLevelFigures) => profitTone(row.profitLoss)
                      : undefined,
                })),
              ]}
            />
            <p className="lp-agent-page__note">{t('overviewNote')}</p>
          </>
        )}
      </DataState>
    </div>
  );
}
