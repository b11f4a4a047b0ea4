import { MONEY_MISSION_KINDS } from '@lotusplay/api-client';
import type { Mission, MissionLeaderboardResponse } from '@lotusplay/api-client';
import { selectCurrencySymbol } from '@lotusplay/auth';
import { formatMoney, useTranslation } from '@lotusplay/i18n';
import { Button, DataState, dataStateStatus, Loader, RecordsTable } from '@lotusplay/ui-kit';
import { ClaimNotice, useClaim } from '../../components/claim-notice/claim-notice';
import { useDispatch, useSelector } from 'react-redux';
import { memberCentrePageSelected } from '../../state/member-centre-slice';
import {
  useClaimMissionMutation,
  useGetMissionLeaderboardQuery,
  useGetMissionSummaryQuery,
} from './mission-api';

/** One member on the leaderboard. */
type Row = MissionLeaderboardResponse['list'][number];

/** `validBet` → `ValidBet` (the translation keys' suffix). */
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** One mission: what it counts, the progress bar, the reward and its claim. */
function MissionCard({
  mission,
  money,
  onClaim,
  claiming,
}: {
  mission: Mission;
  money: (value: string) => string;
  onClaim: (mission: Mission) => void;
  claiming: boolean;
}) {
  const { t } = useTranslation(['loyalty']);
  const amount = (value: string) =>
    MONEY_MISSION_KINDS.includes(mission.kind) ? money(value) : value;
  const titleId = `lp-mission-${mission.id}`;
  return (
    <li className={`lp-mission lp-mission--${mission.status}`} aria-labelledby={titleId}>
      <h5 id={titleId} className="lp-mission__title">
        {mission.title}
      </h5>
      <p className="lp-mission__kind">{t(`kind${capitalised(mission.kind)}`)}</p>
      <div
        className="lp-loyalty-progress"
        role="progressbar"
        aria-label={mission.title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={mission.progressPercent}
        aria-valuetext={t('missionProgress', {
          progress: amount(mission.progress),
          target: amount(mission.target),
        })}
      >
        <span
          className="lp-loyalty-progress__bar"
          style={{ inlineSize: `${mission.progressPercent}%` }}
        />
      </div>
      <p className="lp-mission__progress">
        {t('missionProgress', {
          progress: amount(mission.progress),
          target: amount(mission.target),
        })}
      </p>
      <p className="lp-mission__reward">
        {t('reward')}: {money(mission.reward)}
      </p>
      {mission.status === 'claimable' ? (
        <Button
          onClick={() => onClaim(mission)}
          disabled={claiming}
          aria-label={`${t('claim')} ${mission.title}`}
        >
          {claiming ? t('claiming') : t('claim')}
        </Button>
      ) : (
        <p className="lp-mission__status">{t(`status${capitalised(mission.status)}`)}</p>
      )}
    </li>
  );
}

/**
 * missionLeaderboard (mission activity, SPEC.md §2): the missions with the member's progress from
 * real activity (valid bets, deposits, days logged in, rounds played), a reached mission's reward
 * claimed once, what missions paid; the leaderboard of valid bets over the last 7 days; the way to
 * the club ranks (playerRank).
 */
export default function MissionLeaderboardPage() {
  const { t, ready } = useTranslation(['loyalty', 'common']);
  const dispatch = useDispatch();
  const currency = useSelector(selectCurrencySymbol);
  const summary = useGetMissionSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const board = useGetMissionLeaderboardQuery(undefined, { refetchOnMountOrArgChange: true });
  const [claim, claimState] = useClaimMissionMutation();
  const { claimingId, notice, claim: claimOnce } = useClaim(() => t('claimFailed'));

  if (!ready) return <Loader label={t('common:loading')} />;

  const money = (value: string) => `${currency}${formatMoney(value)}`;
  const onClaim = (mission: Mission) =>
    claimOnce(mission.id, async () => {
      const paid = await claim(mission.id).unwrap();
      return t('claimedToast', { amount: money(paid.reward) });
    });

  return (
    <div className="lp-loyalty-page">
      <div className="lp-loyalty-page__head">
        <h4 className="lp-loyalty-page__title">{t('missionsTitle')}</h4>
        <Button
          variant="secondary"
          onClick={() => dispatch(memberCentrePageSelected('playerRank'))}
        >
          {t('rankTitle')}
        </Button>
      </div>
      <ClaimNotice notice={notice} />
      <DataState
        status={dataStateStatus(summary, (answer) => answer.missions.length === 0)}
        loadingLabel={t('common:loading')}
        errorMessage={t('missionsFailed')}
        retryLabel={t('common:retry')}
        onRetry={() => void summary.refetch()}
        errorClassName="lp-loyalty-page__failed"
        emptyMessage={t('missionsEmpty')}
        noteClassName="lp-loyalty-page__note"
        count={
          summary.data && (
            <>
              {t('earned')}: {money(summary.data.earned)}
              {summary.data.claimable > 0 &&
                ` · ${t('claimableCount', { count: summary.data.claimable })}`}
            </>
          )
        }
      >
        {summary.data && (
          <ul className="lp-mission-list" aria-label={t('missionsTitle')}>
            {summary.data.missions.map((mission) => (
              <MissionCard
                key={mission.id}
                mission={mission}
                money={money}
                onClaim={(m) => void onClaim(m)}
                claiming={claimState.isLoading && claimingId === mission.id}
              />
            ))}
          </ul>
        )}
      </DataState>

      <h4 className="lp-loyalty-page__title">{t('leaderboardTitle')}</h4>
      <DataState
        status={dataStateStatus(board, (answer) => answer.list.length === 0)}
        loadingLabel={t('common:loading')}
        errorMessage={t('leaderboardFailed')}
        retryLabel={t('common:retry')}
        onRetry={() => void board.refetch()}
        errorClassName="lp-loyalty-page__failed"
        emptyMessage={t('leaderboardEmpty')}
        noteClassName="lp-loyalty-page__note"
        count={board.data && t('leaderboardPeriod', { from: board.data.from, to: board.data.to })}
      >
        {board.data && (
          <>
            <RecordsTable<Row>
              wrapperClassName="lp-record-scroll"
              className="lp-loyalty-table"
              caption={t('leaderboardTitle')}
              busy={board.isFetching}
              rows={board.data.list}
              rowKey={(row) => row.rank}
              columns={[
                { id: 'rank', header: t('leaderboardRank'), cell: (row) => row.rank },
                { id: 'user', header: t('leaderboardUser'), cell: (row) => row.username },
                { id: 'bet', header: t('validBet'), cell: (row) => money(row.validBet) },
              ]}
            />
            <p className="lp-loyalty-page__note">
              {board.data.me.rank === null
                ? t('notRanked')
                : t('yourPlace', { rank: board.data.me.rank })}
            </p>
          </>
        )}
      </DataState>
    </div>
  );
}
