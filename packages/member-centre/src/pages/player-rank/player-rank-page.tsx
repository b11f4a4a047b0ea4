import type { ClubRank } from '@lotusplay/api-client';
import { selectCurrencySymbol } from '@lotusplay/auth';
import { formatMoney, useTranslation } from '@lotusplay/i18n';
import { DataState, dataStateStatus, Loader, RecordsTable } from '@lotusplay/ui-kit';
import { useSelector } from 'react-redux';
import { useGetPlayerRankQuery } from './player-rank-api';

/** A rebate in hundredths of a percent as a percentage ('0.50%'). */
const rebate = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;

/**
 * playerRank (SPEC.md §2, §3 club rank): the club ranks with the valid bets that reach them and
 * their benefits, the member's rank from their valid bets and the way to the next; whether
 * customer service routes them to the VIP channel (rank level above 4, SPEC.md §1).
 */
export default function PlayerRankPage() {
  const { t, ready } = useTranslation(['loyalty', 'common']);
  const currency = useSelector(selectCurrencySymbol);
  const rank = useGetPlayerRankQuery(undefined, { refetchOnMountOrArgChange: true });

  if (!ready) return <Loader label={t('common:loading')} />;

  const money = (value: string) => `${currency}${formatMoney(value)}`;
  const data = rank.data;
  return (
    <div className="lp-loyalty-page">
      <DataState
        status={dataStateStatus(rank, (answer) => answer.ranks.length === 0)}
        loadingLabel={t('common:loading')}
        errorMessage={t('rankFailed')}
        retryLabel={t('common:retry')}
        onRetry={() => void rank.refetch()}
        errorClassName="lp-loyalty-page__failed"
        emptyMessage={t('noRank')}
        noteClassName="lp-loyalty-page__note"
      >
        {data && (
          <>
            <section className="lp-loyalty-rank" aria-label={t('yourRank')}>
              <dl className="lp-loyalty-totals">
                <div>
                  <dt>{t('yourRank')}</dt>
                  <dd>
                    {data.name ? `${data.name} · ${t('rankLevel')} ${data.level}` : t('noRank')}
                  </dd>
                </div>
                <div>
                  <dt>{t('yourValidBet')}</dt>
                  <dd>{money(data.validBet)}</dd>
                </div>
                <div>
                  <dt>{t('nextRank')}</dt>
                  <dd>{data.next ? data.next.name : '—'}</dd>
                </div>
              </dl>
              <div
                className="lp-loyalty-progress"
                role="progressbar"
                aria-label={t('progressLabel')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={data.progressPercent}
              >
                <span
                  className="lp-loyalty-progress__bar"
                  style={{ inlineSize: `${data.progressPercent}%` }}
                />
              </div>
              <p className="lp-loyalty-page__note">
                {data.next
                  ? t('remainingToNext', {
                      amount: money(data.next.remaining),
                      name: data.next.name,
                    })
                  : t('topRank')}
              </p>
              <p className="lp-loyalty-rank__service">
                {data.vipService ? t('vipChannel') : t('liveChatChannel')}
              </p>
            </section>
            <RecordsTable<ClubRank>
              wrapperClassName="lp-record-scroll"
              className="lp-loyalty-table"
              caption={t('ranksCaption')}
              busy={rank.isFetching}
              rows={data.ranks}
              rowKey={(row) => String(row.level)}
              rowClassName={(row) => (row.level === data.level ? 'lp-loyalty-table__mine' : '')}
              columns={[
                { id: 'level', header: t('rankLevel'), cell: (row) => row.level },
                { id: 'name', header: t('rankName'), cell: (row) => row.name },
                { id: 'min', header: t('minValidBet'), cell: (row) => money(row.minValidBet) },
                {
                  id: 'bonus',
                  header: t('upgradeBonus'),
                  cell: (row) => money(row.benefits.upgradeBonus),
                },
                {
                  id: 'rebate',
                  header: t('rebate'),
                  cell: (row) => rebate(row.benefits.rebateBasisPoints),
                },
                {
                  id: 'withdrawals',
                  header: t('dailyWithdrawals'),
                  cell: (row) => row.benefits.dailyWithdrawals,
                },
                {
                  id: 'vip',
                  header: t('vipService'),
                  cell: (row) => (row.benefits.vipService ? t('vipYes') : t('vipNo')),
                },
              ]}
            />
          </>
        )}
      </DataState>
    </div>
  );
}
