// The betting view of one game (SPEC.md §2 /lottery, /vnLottery, /seaLottery with a gameCode): the
// draw taking bets with its countdown on the server's clock, the play types, the number picker, the
// bet slip (stake, total, possible win, confirm), the last results and the member's bets. After
// each draw the results, the bets and the header balance are asked for again.
import {
  api,
  createIntentKey,
  isApiError,
  LotteryErrorCodes,
  LotteryLimits,
  parseMoney,
  toMoneyString,
  WalletErrorCodes,
} from '@lotusplay/api-client';
import type { LotteryGame, LotteryPlayType } from '@lotusplay/api-client/contracts';
import { loginPromptRequested, selectCurrencySymbol, selectIsLoggedIn } from '@lotusplay/auth';
import { formatMoney, useTranslation } from '@lotusplay/i18n';
import { Button, Skeleton, Tabs } from '@lotusplay/ui-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useGetCurrentNumeroQuery, usePlaceLotteryBetMutation } from '../api/lottery-api';
import { Countdown } from '../components/countdown';
import { MyBets } from '../components/my-bets';
import { NumberPicker } from '../components/number-picker';
import { ResultsList } from '../components/results-list';
import { paysPerHit, playTypesOf, slipTotals, textKey } from '../state/lottery-rules';

/** How often the current draw is asked for while the page is open (ms). */
export const CURRENT_DRAW_POLL_MS = 5000;

/** The server's codes as `lottery` keys. */
const ERROR_KEYS: Partial<Record<string, string>> = {
  [LotteryErrorCodes.BetsClosed]: 'errorBetsClosed',
  [LotteryErrorCodes.NumbersInvalid]: 'errorNumbers',
  [LotteryErrorCodes.StakeOutOfRange]: 'errorStake',
  [LotteryErrorCodes.PlayTypeInvalid]: 'errorPlayType',
  [LotteryErrorCodes.GameNotFound]: 'errorGame',
  [LotteryErrorCodes.NumeroNotFound]: 'errorNumero',
  [WalletErrorCodes.InsufficientBalance]: 'errorBalance',
};

/** Props of BettingView. */
export interface BettingViewProps {
  game: LotteryGame;
  /** The play type the view opens on. */
  playType: LotteryPlayType;
  /** The lobby of this page (its address without the game). */
  lobbyHref: string;
}

/** The draw taking bets: its numero and countdown, or "betting closed" until the next opens. */
function DrawBar({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const dispatch = useDispatch();
  const current = useGetCurrentNumeroQuery(gameCode, { pollingInterval: CURRENT_DRAW_POLL_MS });
  const latest = current.data?.latest?.numero ?? null;
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!current.data) return;
    // A new result: the results, the member's settled bets and the balance (a win) change.
    if (seen.current !== undefined && seen.current !== latest) {
      dispatch(
        api.util.invalidateTags([
          { type: 'LotteryDraw', id: `OPENED-${gameCode}` },
          { type: 'Lottery', id: 'BETS' },
          'Balance',
        ]),
      );
    }
    seen.current = latest;
  }, [current.data, latest, gameCode, dispatch]);

  if (current.isError && !current.data) {
    return (
      <div role="alert" className="lp-lottery__draw lp-lottery__failed">
        <p>{t('drawFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void current.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  // Until the draw is known, the bar keeps its box (its two parts, the figures as placeholders),
  // so the picker below does not move when the draw arrives.
  if (!current.data) {
    return (
      <div className="lp-lottery__draw" role="status" aria-busy="true">
        <span className="lp-visually-hidden">{t('drawLoading')}</span>
        <span className="lp-lottery__numero" aria-hidden="true">
          <Skeleton width="9em" />
        </span>
        <span className="lp-lottery__time-left" aria-hidden="true">
          {t('timeLeft')}{' '}
          <span className="lp-lottery__countdown">
            <Skeleton width="4.5em" />
          </span>
        </span>
      </div>
    );
  }
  const open = current.data.current;
  return (
    <div className="lp-lottery__draw" role="status">
      {open ? (
        <>
          <span className="lp-lottery__numero">{t('draw', { numero: open.numero })}</span>
          <span className="lp-lottery__time-left">
            {t('timeLeft')}{' '}
            <Countdown
              className="lp-lottery__countdown"
              time={open.closeTime}
              offsetMs={current.data.clockOffsetMs}
              onReached={() => void current.refetch()}
            />
          </span>
        </>
      ) : (
        <span>{t('bettingClosed')}</span>
      )}
    </div>
  );
}

/** The slip: the picked numbers, the stake per number, total and possible win, and confirm. */
function BetSlip({
  game,
  playType,
  picked,
  onPlaced,
}: {
  game: LotteryGame;
  playType: LotteryPlayType;
  picked: readonly string[];
  onPlaced: () => void;
}) {
  const { t } = useTranslation('lottery');
  const dispatch = useDispatch();
  const loggedIn = useSelector(selectIsLoggedIn);
  const symbol = useSelector(selectCurrencySymbol);
  const current = useGetCurrentNumeroQuery(game.gameCode);
  const [place, placing] = usePlaceLotteryBetMutation();
  const [intent] = useState(createIntentKey);
  const info = game.playTypes.find((entry) => entry.playType === playType);
  const min = info ? (parseMoney(info.minStake) ?? 0) : 0;
  const max = info ? (parseMoney(info.maxStake) ?? 0) : 0;
  const [stake, setStake] = useState(() => (info ? formatMoney(info.minStake) : '1.00'));
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const ids = { heading: useId(), stake: useId(), stakeError: useId() };

  const stakeMinor = parseMoney(stake.replace(/,/g, ''), Number.MAX_SAFE_INTEGER);
  const stakeValid = stakeMinor !== null && stakeMinor >= min && stakeMinor <= max;
  const totals = info && stakeValid ? slipTotals(game, info, picked, stakeMinor) : null;
  const money = (minor: number) => `${symbol}${formatMoney(toMoneyString(minor))}`;
  const limits = { min: money(min), max: money(max) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPlaced(null);
    if (!loggedIn) {
      dispatch(loginPromptRequested());
      return;
    }
    if (picked.length === 0) return setError(t('slipEmpty'));
    if (picked.length > LotteryLimits.maxNumbersPerBet)
      return setError(t('tooMany', { max: LotteryLimits.maxNumbersPerBet }));
    if (!stakeValid || stakeMinor === null) return setError(t('stakeInvalid', limits));
    const numero = current.data?.current?.numero;
    if (!numero) return setError(t('errorBetsClosed'));
    setError(null);
    const request = {
      gameCode: game.gameCode,
      numero,
      playType,
      numbers: [...picked],
      stake: toMoneyString(stakeMinor),
    };
    const idempotencyKey = intent.keyFor(request);
    place({ ...request, idempotencyKey })
      .unwrap()
      .then(
        (answer) => {
          intent.answered();
          setPlaced(
            t('betPlaced', {
              numero: answer.bet.numero,
              total: `${symbol}${formatMoney(answer.bet.totalStake)}`,
            }),
          );
          onPlaced();
        },
        (failure: unknown) => {
          const key = isApiError(failure) ? ERROR_KEYS[failure.code] : undefined;
          if (isApiError(failure) && failure.code === LotteryErrorCodes.BetsClosed) {
            void current.refetch();
          }
          // A refusal is final for this request: the next try is a new intent.
          if (isApiError(failure) && failure.status > 0 && failure.status < 500) intent.answered();
          setError(key ? t(key) : t('errorUnknown'));
        },
      );
  };

  return (
    <form
      className="lp-lottery__card lp-lottery__slip"
      aria-labelledby={ids.heading}
      onSubmit={submit}
      noValidate
    >
      <h2 id={ids.heading}>{t('slip')}</h2>
      <div className="lp-lottery__field">
        <label htmlFor={ids.stake}>{t('stake')}</label>
        <input
          id={ids.stake}
          className="lp-lottery__input"
          inputMode="decimal"
          autoComplete="off"
          value={stake}
          aria-invalid={stakeValid ? undefined : true}
          aria-describedby={ids.stakeError}
          onChange={(event) => setStake(event.target.value)}
        />
        <p id={ids.stakeError} className={stakeValid ? 'lp-lottery__hint' : 'lp-lottery__error'}>
          {t('stakeInvalid', limits)}
        </p>
      </div>
      <h3>{t('slipNumbers', { count: picked.length })}</h3>
      {picked.length === 0 ? (
        <p className="lp-lottery__empty">{t('slipEmpty')}</p>
      ) : (
        <p className="lp-lottery__slip-numbers">
          {picked.map((n) => (n === 'BIG' ? t('big') : n === 'SMALL' ? t('small') : n)).join(', ')}
        </p>
      )}
      <dl className="lp-lottery__totals">
        <div>
          <dt>{t('totalStake')}</dt>
          <dd>{totals ? money(totals.totalMinor) : '–'}</dd>
        </div>
        <div>
          <dt>{t('possibleWin')}</dt>
          <dd>{totals ? money(totals.possibleWinMinor) : '–'}</dd>
        </div>
      </dl>
      {error && (
        <p className="lp-lottery__error" role="alert">
          {error}
        </p>
      )}
      {placed && (
        <p className="lp-lottery__placed" role="status">
          {placed}
        </p>
      )}
      {!loggedIn && <p>{t('visitorBet')}</p>}
      <Button type="submit" disabled={placing.isLoading} aria-busy={placing.isLoading || undefined}>
        {placing.isLoading ? t('placing') : loggedIn ? t('placeBet') : t('logIn')}
      </Button>
    </form>
  );
}

/** The betting view of `game`. */
export function BettingView({ game, playType: initial, lobbyHref }: BettingViewProps) {
  const { t } = useTranslation('lottery');
  const [playType, setPlayType] = useState<LotteryPlayType>(initial);
  const [picked, setPicked] = useState<string[]>([]);
  const offered = playTypesOf(game);
  const info = offered.find((entry) => entry.playType === playType);
  const symbol = useSelector(selectCurrencySymbol);
  return (
    <div className="lp-lottery__betting">
      <div className="lp-lottery__game-head">
        <Link to={lobbyHref} className="lp-lottery__back">
          {t('allGames')}
        </Link>
        <h1>{game.name}</h1>
      </div>
      <DrawBar gameCode={game.gameCode} />
      <div className="lp-lottery__layout">
        <div className="lp-lottery__main">
          <Tabs
            label={t('playTypes')}
            value={playType}
            onValueChange={(value) => {
              setPlayType(value as LotteryPlayType);
              setPicked([]);
            }}
            items={offered.map((entry) => ({
              value: entry.playType,
              label: t(textKey('playType', entry.playType)),
            }))}
          />
          {info && (
            <p className="lp-lottery__odds">
              {t(paysPerHit(info.playType) ? 'oddsLinePerHit' : 'oddsLine', {
                odds: info.odds,
                min: `${symbol}${formatMoney(info.minStake)}`,
                max: `${symbol}${formatMoney(info.maxStake)}`,
              })}
            </p>
          )}
          <NumberPicker
            key={playType}
            playType={playType}
            picked={picked}
            onChange={setPicked}
            max={LotteryLimits.maxNumbersPerBet}
          />
        </div>
        <BetSlip
          key={playType}
          game={game}
          playType={playType}
          picked={picked}
          onPlaced={() => setPicked([])}
        />
      </div>
      <div className="lp-lottery__lower">
        <ResultsList gameCode={game.gameCode} />
        <MyBets gameCode={game.gameCode} />
      </div>
    </div>
  );
}
