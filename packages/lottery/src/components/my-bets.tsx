// "My bets" of one game: the member's bets, newest first, 10 a page, with their settlement (asked
// again after each draw and each bet through the { Lottery, BETS } tag).
import { LotteryLimits } from '@lotusplay/api-client/contracts';
import { loginPromptRequested, selectCurrencySymbol, selectIsLoggedIn } from '@lotusplay/auth';
import { formatMoney, useTranslation } from '@lotusplay/i18n';
import { Button, Loader, Pagination } from '@lotusplay/ui-kit';
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
  } else if (bets.isError) {
    body = (
      <div role="alert" className="lp-lottery__failed">
        <p>{t('myBetsFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void bets.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!bets.data) {
    body = <Loader label={t('myBetsLoading')} size="sm" />;
  } else if (bets.data.list.length === 0) {
    body = <p className="lp-lottery__empty">{t('myBetsEmpty')}</p>;
  } else {
    body = (
      <div className="lp-lottery__table-wrap">
        <table className="lp-lottery__bets">
          <thead>
            <tr>
              <th scope="col">{t('colDraw')}</th>
              <th scope="col">{t('colPlay')}</th>
              <th scope="col">{t('colNumbers')}</th>
              <th scope="col">{t('colStake')}</th>
              <th scope="col">{t('colStatus')}</th>
              <th scope="col">{t('colWin')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.data.list.map((bet) => (
              <tr key={bet.betId} className={`lp-lottery__bet lp-lottery__bet--${bet.status}`}>
                <td>{bet.numero}</td>
                <td>{t(textKey('playType', bet.playType))}</td>
                <td className="lp-lottery__bet-numbers">{bet.numbers.join(', ')}</td>
                <td>
                  {symbol}
                  {formatMoney(bet.totalStake)}
                </td>
                <td>{t(textKey('status', bet.status))}</td>
                <td>{bet.win === null ? '–' : `${symbol}${formatMoney(bet.win)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {bets.data.totalPages > 1 && (
          <Pagination
            pageCount={bets.data.totalPages}
            page={page}
            onPageChange={setPage}
            label={t('myBetsPages')}
            previousLabel={t('previousPage')}
            nextLabel={t('nextPage')}
            pageLabel={(n) => t('pageN', { page: n })}
          />
        )}
      </div>
    );
  }
  return (
    <section className="lp-lottery__card lp-lottery__my-bets" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('myBets')}</h2>
      {body}
    </section>
  );
}
