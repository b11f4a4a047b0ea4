import {
  accountRecordRangeProblem,
  AccountRecordLimits,
  quickDateRange,
} from '@lotusplay/api-client';
import type { AccountRecordQuickRange, ProfitLine } from '@lotusplay/api-client';
import { selectCurrencySymbol } from '@lotusplay/auth';
import { formatMoney, useTranslation } from '@lotusplay/i18n';
import {
  DataState,
  dataStateStatus,
  DateRangeFilter,
  Loader,
  RecordsTable,
} from '@lotusplay/ui-kit';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useGetPersonalProfitQuery } from './personal-profit-api';

/** The quick ranges offered (SPEC.md §9): the last 7 and 30 days. */
const QUICK_RANGES: readonly AccountRecordQuickRange[] = ['last7', 'last30'];

/** The class of a profit figure: a win, a loss or even. */
const tone = (value: string) =>
  value.startsWith('-')
    ? 'lp-loyalty-figure lp-loyalty-figure--loss'
    : value === '0.00'
      ? 'lp-loyalty-figure'
      : 'lp-loyalty-figure lp-loyalty-figure--win';

/**
 * personalProfit (personal loss, SPEC.md §2): the member's profit and loss over a range of days —
 * rounds, valid bet, wins, profit — in total and by game category, computed by the server from the
 * same settled rounds and day bounds as the betting record, so the two agree to the minor unit.
 * Quick ranges of SPEC.md §9 or any range up to the record's limit.
 */
export default function PersonalProfitPage() {
  const { t, ready } = useTranslation(['loyalty', 'wallet', 'common']);
  const currency = useSelector(selectCurrencySymbol);
  const [range, setRange] = useState(() => quickDateRange('last7', new Date()));
  const profit = useGetPersonalProfitQuery(
    { startDate: range.from, endDate: range.to },
    { refetchOnMountOrArgChange: true },
  );

  if (!ready) return <Loader label={t('common:loading')} />;

  const money = (value: string) =>
    value.startsWith('-')
      ? `-${currency}${formatMoney(value.slice(1))}`
      : `${currency}${formatMoney(value)}`;
  const data = profit.data;

  return (
    <div className="lp-loyalty-page">
      <DateRangeFilter
        value={range}
        onChange={setRange}
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
        status={dataStateStatus(profit, (answer) => answer.rounds === 0)}
        loadingLabel={t('common:loading')}
        errorMessage={t('profitFailed')}
        retryLabel={t('common:retry')}
        onRetry={() => void profit.refetch()}
        errorClassName="lp-loyalty-page__failed"
        emptyMessage={t('profitEmpty')}
        noteClassName="lp-loyalty-page__note"
      >
        {data && (
          <>
            <dl className="lp-loyalty-totals" aria-label={t('profitTitle')}>
              <div>
                <dt>{t('rounds')}</dt>
                <dd>{data.rounds}</dd>
              </div>
              <div>
                <dt>{t('validBet')}</dt>
                <dd>{money(data.stake)}</dd>
              </div>
              <div>
                <dt>{t('totalWin')}</dt>
                <dd>{money(data.win)}</dd>
              </div>
              <div>
                <dt>{t('profit')}</dt>
                <dd className={tone(data.profit)}>{money(data.profit)}</dd>
              </div>
            </dl>
            <RecordsTable<ProfitLine>
              wrapperClassName="lp-record-scroll"
              className="lp-loyalty-table"
              caption={t('categoriesCaption')}
              busy={profit.isFetching}
              rows={data.categories}
              rowKey={(line) => line.gameType}
              columns={[
                {
                  id: 'category',
                  header: t('categoryColumn'),
                  cell: (line) => t(`cat${line.gameType}`),
                },
                { id: 'rounds', header: t('rounds'), cell: (line) => line.rounds },
                { id: 'stake', header: t('validBet'), cell: (line) => money(line.stake) },
                { id: 'win', header: t('totalWin'), cell: (line) => money(line.win) },
                {
                  id: 'profit',
                  header: t('profit'),
                  cell: (line) => money(line.profit),
                  cellClassName: (line) => tone(line.profit),
                },
              ]}
            />
            <p className="lp-loyalty-page__note">{t('profitNote')}</p>
          </>
        )}
      </DataState>
    </div>
  );
}
