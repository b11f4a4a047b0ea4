// "My bets" of one game: the member's bets, newest first, 10 a page, with their settlement (asked
// again after each draw and each bet through the { Lottery, BETS } tag).
import { LotteryLimits } from '@lotusplay/api-client/contracts';
import { loginPromptRequested, selectCurrencySymbol, selectIsLoggedIn } from '@lotusplay/auth';
import { formatMoney, useTranslation } from '@lotusplay/i18n';
import { Button, DataState, Pagination, RecordsTable } from '@lotusplay/ui-kit';
import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useGetLotteryBetsQuery } from '../api/lottery-api';
import { textKey } from '../state/lottery-rules';

/** The member's bets on `gameCode`. */
export function MyBets({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const dispatch = useDispatch();
  const loggedIn = useSelector(selectIsLoggedIn);
  const symbol = useSelector(selectCurrencySymbol);
  const [page, setPage] = useState(1);
  const bets = useGetLotteryBetsQuery(
    { gameCode, pageNo: page, pageSize: LotteryLimits.betsPageSize },
    { skip: !loggedIn },
  );
  const headingId = useId();
  let body;
  if (!loggedIn) {
    body = (
      <>
        <p>{t('myBetsVisitor')}</p>
        <Button size="sm" onClick={() => dispatch(loginPromptRequested())}>
          {t('logIn')}
        </Button>
      </>
    );
  } else {
    const data = bets.data;
    body = (
      <DataState
        status={
          bets.isError ? 'error' : !data ? 'loading' : data.list.length === 0 ? 'empty' : 'ready'
        }
        size="sm"
        loadingLabel={t('myBetsLoading')}
        errorMessage={t('myBetsFailed')}
        retryLabel={t('retry')}
        onRetry={() => void bets.refetch()}
        errorClassName="lp-lottery__failed"
        emptyMessage={t('myBetsEmpty')}
        noteClassName="lp-lottery__empty"
      >
        {data && (
          <div className="lp-lottery__table-wrap">
            <RecordsTable
              className="lp-lottery__bets"
              caption={t('myBets')}
              rows={data.list}
              rowKey={(bet) => bet.betId}
              rowClassName={(bet) => `lp-lottery__bet lp-lottery__bet--${bet.status}`}
              columns={[
                { id: 'draw', header: t('colDraw'), cell: (bet) => bet.numero },
                {
                  id: 'play',
                  header: t('colPlay'),
                  cell: (bet) => t(textKey('playType', bet.playType)),
                },
                {
                  id: 'numbers',
                  header: t('colNumbers'),
                  cell: (bet) => bet.numbers.join(', '),
                  cellClassName: 'lp-lottery__bet-numbers',
                },
                {
                  id: 'stake',
                  header: t('colStake'),
                  cell: (bet) => (
                    <>
                      {symbol}
                      {formatMoney(bet.totalStake)}
                    </>
                  ),
                },
                {
                  id: 'status',
                  header: t('colStatus'),
                  cell: (bet) => t(textKey('status', bet.status)),
                },
                {
                  id: 'win',
                  header: t('colWin'),
                  cell: (bet) => (bet.win === null ? '–' : `${symbol}${formatMoney(bet.win)}`),
                },
              ]}
            />
            {data.totalPages > 1 && (
              <Pagination
                pageCount={data.totalPages}
                page={page}
                onPageChange={setPage}
                label={t('myBetsPages')}
                previousLabel={t('previousPage')}
                nextLabel={t('nextPage')}
                pageLabel={(n) => t('pageN', { page: n })}
              />
            )}
          </div>
        )}
      </DataState>
    );
  }
  return (
    <section className="lp-lottery__card lp-lottery__my-bets" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('myBets')}</h2>
      {body}
    </section>
  );
}
