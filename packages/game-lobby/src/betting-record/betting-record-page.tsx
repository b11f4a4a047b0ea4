import {
  AccountRecordLimits,
  accountRecordRangeProblem,
  quickDateRange,
} from '@lotusplay/api-client';
import type { AccountRecordQuickRange } from '@lotusplay/api-client';
import { GAME_TYPES } from '@lotusplay/api-client/contracts';
import type { GameType } from '@lotusplay/api-client/contracts';
import { selectCurrencySymbol } from '@lotusplay/auth';
import {
  formatDateTime,
  formatMinorUnits,
  formatMoney,
  toMinorUnits,
  useTranslation,
} from '@lotusplay/i18n';
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
import { useGetGameVendorsQuery } from '../api/game-lobby-api';
import { useGetBettingRecordQuery } from '../api/games-api';

/** Props of {@link BettingRecordPage}. */
export interface BettingRecordPageProps {
  /** The merchant code the vendor list is asked with (the same as the header's, to share it). */
  merchantCode?: string;
}

/** The quick ranges offered, as on the account record (SPEC.md §9). */
const QUICK_RANGES: readonly AccountRecordQuickRange[] = ['last7', 'last30'];

/** Rounds a page (the account record's page size). */
export const BETTING_RECORD_PAGE_SIZE = AccountRecordLimits.defaultPageSize;

/** win − stake in minor units. */
function netOf(win: string, stake: string): bigint {
  return (toMinorUnits(win) ?? 0n) - (toMinorUnits(stake) ?? 0n);
}

/**
 * personalHistoryCopy (the betting record, SPEC.md §2 member centre): the member's rounds, newest
 * first — time, game and vendor, round id, stake, win, win/loss and the balance after — filtered by
 * vendor, game type and a range of days (Last 7 / Last 30 days, or any range up to 90 days, checked
 * before asking), with the totals of the whole range and paging; a table on a desktop, cards on a
 * phone.
 */
export function BettingRecordPage({ merchantCode }: BettingRecordPageProps = {}) {
  const { t, ready } = useTranslation(['gameLobby', 'common']);
  const currency = useSelector(selectCurrencySymbol);
  const ids = { vendor: useId(), type: useId() };
  const [vendor, setVendor] = useState('');
  const [gameType, setGameType] = useState<GameType | ''>('');
  const [range, setRange] = useState(() => quickDateRange('last7', new Date()));
  const [page, setPage] = useState(1);

  const vendorList = useGetGameVendorsQuery(merchantCode ? { merchantCode } : undefined);
  const vendors = (vendorList.data?.lanes ?? [])
    .filter((lane) => !gameType || lane.title === gameType)
    .flatMap((lane) => lane.cards);
  const record = useGetBettingRecordQuery(
    {
      ...(vendor ? { vassalage: vendor } : {}),
      ...(gameType ? { gameType } : {}),
      startDate: range.from,
      endDate: range.to,
      pageNo: page,
      pageSize: BETTING_RECORD_PAGE_SIZE,
    },
    { refetchOnMountOrArgChange: true },
  );

  if (!ready) return <Loader label={t('common:loading')} />;

  const money = (value: string) => `${currency}${formatMoney(value)}`;
  const signed = (minor: bigint) =>
    `${minor < 0n ? '-' : '+'}${currency}${formatMinorUnits(minor < 0n ? -minor : minor)}`;
  const tone = (minor: bigint) =>
    minor < 0n ? 'lp-betting-record__minus' : minor > 0n ? 'lp-betting-record__plus' : '';

  const data = record.data;
  const net = data ? netOf(data.totalWin, data.totalStake) : 0n;
  return (
    <div className="lp-betting-record">
      <DateRangeFilter
        className="lp-betting-record__filters"
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
          <label htmlFor={ids.type}>{t('recordGameType')}</label>
          <select
            id={ids.type}
            value={gameType}
            onChange={(event) => {
              const next = event.target.value as GameType | '';
              setGameType(next);
              // A vendor of another game type would match nothing.
              const lane = vendorList.data?.lanes.find((l) => l.title === next);
              if (next && vendor && !lane?.cards.some((card) => card.vassalage === vendor)) {
                setVendor('');
              }
              setPage(1);
            }}
          >
            <option value="">{t('recordAllGameTypes')}</option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`gameType${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="lp-date-range-filter__field">
          <label htmlFor={ids.vendor}>{t('recordVendor')}</label>
          <select
            id={ids.vendor}
            value={vendor}
            onChange={(event) => {
              setVendor(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('recordAllVendors')}</option>
            {vendors.map((card) => (
              <option key={`${card.gameType}-${card.vassalage}`} value={card.vassalage}>
                {card.name}
              </option>
            ))}
          </select>
        </div>
      </DateRangeFilter>

      <DataState
        status={dataStateStatus(record, (records) => records.totalCount === 0)}
        loadingLabel={t('common:loading')}
        errorMessage={t('recordFailed')}
        retryLabel={t('common:retry')}
        onRetry={() => void record.refetch()}
        errorClassName="lp-lobby__failed"
        emptyMessage={t('recordEmpty')}
        noteClassName="lp-betting-record__note"
        count={data && t('recordCount', { total: data.totalCount })}
      >
        {data && (
          <>
            <dl className="lp-betting-record__totals" aria-label={t('recordTotals')}>
              <div>
                <dt>{t('recordTotalStake')}</dt>
                <dd>{money(data.totalStake)}</dd>
              </div>
              <div>
                <dt>{t('recordTotalWin')}</dt>
                <dd>{money(data.totalWin)}</dd>
              </div>
              <div>
                <dt>{t('recordTotalNet')}</dt>
                <dd className={tone(net)}>{signed(net)}</dd>
              </div>
            </dl>
            <RecordsTable
              className="lp-betting-record__table"
              caption={t('recordCaption')}
              busy={record.isFetching}
              rows={data.list}
              rowKey={(round) => round.roundId}
              columns={[
                {
                  id: 'time',
                  header: t('recordTime'),
                  cell: (round) => formatDateTime(round.time),
                },
                {
                  id: 'game',
                  header: t('recordGame'),
                  cell: (round) => `${round.gameName} · ${round.vassalage}`,
                },
                { id: 'round', header: t('recordRound'), cell: (round) => round.roundId },
                {
                  id: 'stake',
                  header: t('recordStake'),
                  cell: (round) => money(round.stake),
                  cellClassName: 'lp-betting-record__money',
                },
                {
                  id: 'win',
                  header: t('recordWin'),
                  cell: (round) => money(round.win),
                  cellClassName: 'lp-betting-record__money',
                },
                {
                  id: 'net',
                  header: t('recordNet'),
                  cell: (round) => signed(netOf(round.win, round.stake)),
                  cellClassName: (round) =>
                    `lp-betting-record__money ${tone(netOf(round.win, round.stake))}`,
                },
                {
                  id: 'balanceAfter',
                  header: t('recordBalanceAfter'),
                  cell: (round) => money(round.balanceAfter),
                  cellClassName: 'lp-betting-record__money',
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

/** The page as the member centre's registry loads it (`pages={{ personalHistoryCopy: … }}`). */
export default BettingRecordPage;
