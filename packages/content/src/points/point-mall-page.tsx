// The points mall (/pointMall, SPEC.md §2, §3, §4, §7): the member's points and the conversion
// rule, the rewards catalogue with a details dialog and redemption (payment password, never
// stored), the conversion of points to money (the amount shown before it is sent) and the redeem
// history with its statuses and pages. A visitor sees the rewards and the rule and is asked to log
// in for anything else; a trial account gets the in_need_true_account warning (the member-centre
// gate). Everything is decided by the server; the checks here only save a round trip.
import {
  createIntentKey,
  isApiError,
  isPaymentPassword,
  PAYMENT_PASSWORD_INPUT,
  PointErrorCodes,
  PointLimits,
  pointsToMinor,
  toMoneyString,
  WithdrawalErrorCodes,
} from '@lotusplay/api-client';
import {
  GOOD_IMAGE_SIZES,
  GOOD_IMAGE_WIDTHS,
  artSrc,
  artSrcSet,
  isOwnArt,
} from '@lotusplay/api-client/contracts';
import type {
  PointConfigResponse,
  PointGood,
  PointRedemption,
  RedeemStatus,
} from '@lotusplay/api-client';
import {
  loginPromptRequested,
  selectCurrencySymbol,
  selectIsLoggedIn,
  selectIsTrial,
  useMemberCentreGate,
} from '@lotusplay/auth';
import { formatDateTime, formatMoney, normalizeLanguage, useTranslation } from '@lotusplay/i18n';
import { Button, Image, Loader, Modal, Pagination, RecordsTable } from '@lotusplay/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  useConvertPointMutation,
  useGetPointBalanceQuery,
  useGetPointConfigQuery,
  useGetPointRewardsQuery,
  useGetRedeemListQuery,
  useRedeemPointMutation,
} from './points-api';

/** The width a good's picture's `src` asks for (its srcset offers the others). */
const GOOD_IMAGE_SRC_WIDTH = 360;

/**
 * A good's picture: at the widths it is drawn at when it is this server's own art (the demo goods),
 * as it is otherwise (an operator's picture elsewhere).
 */
function goodImage(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (!isOwnArt(url)) return { src: url };
  return {
    src: artSrc(url, GOOD_IMAGE_SRC_WIDTH),
    srcSet: artSrcSet(url, GOOD_IMAGE_WIDTHS),
    sizes,
  };
}

/** Redemptions per history page. */
export const HISTORY_PAGE_SIZE = PointLimits.pageSizeDefault;

/** The server's codes as `pointMall` keys (anything else: the server's own message). */
const ERROR_KEYS: Partial<Record<string, string>> = {
  [PointErrorCodes.PointsInvalid]: 'errorPointsInvalid',
  [PointErrorCodes.NotEnoughPoints]: 'errorNotEnough',
  [PointErrorCodes.BelowMinimum]: 'errorBelowMinimum',
  [PointErrorCodes.NotAStep]: 'errorNotAStep',
  [PointErrorCodes.ConvertDisabled]: 'errorConvertDisabled',
  [PointErrorCodes.GoodNotFound]: 'errorGoodNotFound',
  [PointErrorCodes.GoodDisabled]: 'errorGoodDisabled',
  [PointErrorCodes.OutOfStock]: 'errorOutOfStock',
  [WithdrawalErrorCodes.PaymentPasswordWrong]: 'errorPasswordWrong',
  [WithdrawalErrorCodes.PaymentPasswordLocked]: 'errorPasswordLocked',
  [WithdrawalErrorCodes.PaymentPasswordNotSet]: 'errorPasswordNotSet',
  [WithdrawalErrorCodes.PaymentPasswordInvalid]: 'errorPasswordFormat',
};

const STATUS_KEYS: Record<RedeemStatus, string> = {
  in_process: 'statusInProcess',
  approved: 'statusApproved',
  rejected: 'statusRejected',
};

/** Points with thousands separators (always whole numbers). */
const formatPoints = (points: number) => String(points).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** One idempotency key per intended request, for the component's life. */
function useIntentKey() {
  return useState(createIntentKey)[0];
}

/** The text of a refused call: a known code in the reader's language, else the server's words. */
function useErrorText() {
  const { t } = useTranslation(['pointMall', 'common']);
  return (error: unknown, config?: PointConfigResponse) => {
    const key = isApiError(error) ? ERROR_KEYS[error.code] : undefined;
    if (key) return t(key, { min: config?.minPoints ?? 0, step: config?.stepPoints ?? 0 });
    return isApiError(error) && error.message ? error.message : t('common:errorUnknown');
  };
}

/** A failed load: what failed and a retry button. */
function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('pointMall');
  return (
    <div className="lp-points__failed" role="alert">
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** The rule as a sentence: "100 points = ¥1.00 · at least 1,000 points, in steps of 100". */
function RuleText({ config }: { config: PointConfigResponse }) {
  const { t } = useTranslation('pointMall');
  const symbol = useSelector(selectCurrencySymbol);
  return (
    <p className="lp-points__rule">
      {t('rule', {
        points: formatPoints(config.ratioPoints),
        amount: `${symbol}${formatMoney(config.ratioAmount)}`,
        min: formatPoints(config.minPoints),
        step: formatPoints(config.stepPoints),
      })}
    </p>
  );
}

/** The member's points (or what a visitor or trial account sees instead) and the rule. */
function PointsSummary({ config }: { config: PointConfigResponse | undefined }) {
  const { t } = useTranslation('pointMall');
  const dispatch = useDispatch();
  const loggedIn = useSelector(selectIsLoggedIn);
  const trial = useSelector(selectIsTrial);
  const member = loggedIn && !trial;
  const balance = useGetPointBalanceQuery(undefined, { skip: !member });
  const headingId = useId();
  let body;
  if (!loggedIn) {
    body = (
      <>
        <p>{t('visitorPrompt')}</p>
        <Button onClick={() => dispatch(loginPromptRequested())}>{t('logIn')}</Button>
      </>
    );
  } else if (trial) {
    body = <p>{t('trialNote')}</p>;
  } else if (balance.isError) {
    body = <LoadFailed message={t('balanceFailed')} onRetry={() => void balance.refetch()} />;
  } else if (!balance.data) {
    body = <Loader label={t('balanceLoading')} size="sm" />;
  } else {
    body = (
      <p className="lp-points__balance">
        <span className="lp-points__balance-value">{formatPoints(balance.data.points)}</span>{' '}
        <span>{t('pointsUnit')}</span>
      </p>
    );
  }
  return (
    <section className="lp-points__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('myPoints')}</h2>
      {body}
      {config && <RuleText config={config} />}
      <p className="lp-points__note">{t('neverExpire')}</p>
    </section>
  );
}

/** Points → money: the amount shown as it is typed, then the payment password. */
function ConvertForm({ config }: { config: PointConfigResponse | undefined }) {
  const { t } = useTranslation('pointMall');
  const symbol = useSelector(selectCurrencySymbol);
  const loggedIn = useSelector(selectIsLoggedIn);
  const trial = useSelector(selectIsTrial);
  const gate = useMemberCentreGate();
  const balance = useGetPointBalanceQuery(undefined, { skip: !loggedIn || trial });
  const [convert, state] = useConvertPointMutation();
  const intent = useIntentKey();
  const errorText = useErrorText();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ids = { heading: useId(), points: useId(), password: useId(), preview: useId() };

  const amount = Number(points);
  const valid = /^\d{1,10}$/.test(points) && amount > 0;
  const preview =
    config && valid
      ? `${symbol}${formatMoney(toMoneyString(pointsToMinor(amount, config)))}`
      : null;

  const check = (): string | null => {
    if (!config) return t('configLoading');
    if (!valid) return t('errorPointsInvalid');
    if (!config.convertEnabled) return t('errorConvertDisabled');
    if (amount < config.minPoints) return t('errorBelowMinimum', { min: config.minPoints });
    if (amount % config.stepPoints !== 0) return t('errorNotAStep', { step: config.stepPoints });
    if (balance.data && amount > balance.data.points) return t('errorNotEnough');
    if (!isPaymentPassword(password)) return t('errorPasswordFormat');
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    gate(() => {
      setDone(null);
      const refused = check();
      setError(refused);
      if (refused) return;
      const idempotencyKey = intent.keyFor({ points: amount });
      void convert({ points: amount, paymentPassword: password, idempotencyKey })
        .unwrap()
        .then(
          (answer) => {
            intent.answered();
            setPassword('');
            setPoints('');
            setDone(
              t('convertDone', {
                points: formatPoints(answer.points),
                amount: `${symbol}${formatMoney(answer.amount)}`,
              }),
            );
          },
          (failure: unknown) => {
            if (isApiError(failure) && failure.status >= 400 && failure.status < 500) {
              intent.answered();
            }
            setPassword('');
            setError(errorText(failure, config));
          },
        );
    });
  };

  return (
    <section className="lp-points__card" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('convertTitle')}</h2>
      <form className="lp-points__form" onSubmit={submit} noValidate>
        <label htmlFor={ids.points}>{t('convertPoints')}</label>
        <input
          id={ids.points}
          className="lp-points__input"
          inputMode="numeric"
          autoComplete="off"
          value={points}
          aria-describedby={ids.preview}
          onChange={(event) => setPoints(event.target.value.trim())}
        />
        <p id={ids.preview} className="lp-points__preview" aria-live="polite">
          {preview ? t('convertPreview', { amount: preview }) : t('convertHint')}
        </p>
        {loggedIn && !trial && (
          <>
            <label htmlFor={ids.password}>{t('paymentPassword')}</label>
            <input
              id={ids.password}
              className="lp-points__input"
              {...PAYMENT_PASSWORD_INPUT}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </>
        )}
        {error && (
          <p className="lp-points__error" role="alert">
            {error}
          </p>
        )}
        {done && (
          <p className="lp-points__done" role="status">
            {done}
          </p>
        )}
        <Button type="submit" loading={state.isLoading}>
          {loggedIn ? t('convertButton') : t('logInToConvert')}
        </Button>
      </form>
    </section>
  );
}

/** The details of a good and its redemption, in a dialog. */
function GoodDialog({ good, onClose }: { good: PointGood; onClose: () => void }) {
  const { t, i18n } = useTranslation('pointMall');
  const loggedIn = useSelector(selectIsLoggedIn);
  const trial = useSelector(selectIsTrial);
  const member = loggedIn && !trial;
  const gate = useMemberCentreGate();
  const balance = useGetPointBalanceQuery(undefined, { skip: !member });
  const [redeem, state] = useRedeemPointMutation();
  const intent = useIntentKey();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<PointRedemption | null>(null);
  const ids = { password: useId(), description: useId() };
  const soldOut = good.stock <= 0;

  const submit = () => {
    gate(() => {
      if (balance.data && balance.data.points < good.points) {
        setError(t('errorNotEnough'));
        return;
      }
      if (!isPaymentPassword(password)) {
        setError(t('errorPasswordFormat'));
        return;
      }
      setError(null);
      void redeem({
        goodId: good.id,
        paymentPassword: password,
        idempotencyKey: intent.keyFor({ goodId: good.id }),
        lang: normalizeLanguage(i18n.language),
      })
        .unwrap()
        .then(
          (answer) => {
            intent.answered();
            setPassword('');
            setDone(answer.redemption);
          },
          (failure: unknown) => {
            if (isApiError(failure) && failure.status >= 400 && failure.status < 500) {
              intent.answered();
            }
            setPassword('');
            setError(errorText(failure));
          },
        );
    });
  };

  const footer = done ? (
    <Button onClick={onClose}>{t('close')}</Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('cancel')}
      </Button>
      <Button onClick={submit} loading={state.isLoading} disabled={soldOut}>
        {loggedIn ? t('redeemButton') : t('logInToRedeem')}
      </Button>
    </>
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={good.name}
      closeLabel={t('close')}
      describedBy={ids.description}
      width={480}
      footer={footer}
      onEnter={done ? onClose : submit}
    >
      <div className="lp-points__details">
        <Image
          className="lp-points__details-image"
          {...goodImage(good.imageUrl, '(max-width: 480px) 100vw, 448px')}
          alt=""
          aspectRatio="4 / 3"
          lazy={false}
        />
        <p id={ids.description} className="lp-points__description">
          {good.description}
        </p>
        <p>
          <strong>{t('cost', { points: formatPoints(good.points) })}</strong>
          {' · '}
          {soldOut ? t('outOfStock') : t('stock', { n: good.stock })}
        </p>
        {done ? (
          <p className="lp-points__done" role="status">
            {t('redeemDone', { reference: done.referenceNo })}
          </p>
        ) : (
          member &&
          !soldOut && (
            <div className="lp-points__form">
              <label htmlFor={ids.password}>{t('paymentPassword')}</label>
              <input
                id={ids.password}
                className="lp-points__input"
                {...PAYMENT_PASSWORD_INPUT}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
          )
        )}
        {error && (
          <p className="lp-points__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}

/** The rewards catalogue as a grid of cards; a card opens its dialog. */
function GoodsGrid() {
  const { t, i18n } = useTranslation('pointMall');
  const lang = normalizeLanguage(i18n.language);
  const rewards = useGetPointRewardsQuery(lang);
  const [openId, setOpenId] = useState<number | null>(null);
  const headingId = useId();
  const open = rewards.data?.goods.find((good) => good.id === openId) ?? null;
  let body;
  if (rewards.isError) {
    body = <LoadFailed message={t('rewardsFailed')} onRetry={() => void rewards.refetch()} />;
  } else if (!rewards.data) {
    body = <Loader label={t('rewardsLoading')} showLabel />;
  } else if (rewards.data.goods.length === 0) {
    body = <p className="lp-points__empty">{t('rewardsEmpty')}</p>;
  } else {
    body = (
      <ul className="lp-points__grid">
        {rewards.data.goods.map((good) => (
          <li key={good.id} className="lp-points__good">
            <Image {...goodImage(good.imageUrl, GOOD_IMAGE_SIZES)} alt="" aspectRatio="4 / 3" />
            <h3 className="lp-points__good-name">{good.name}</h3>
            <p className="lp-points__good-cost">
              {t('cost', { points: formatPoints(good.points) })}
            </p>
            <p className="lp-points__good-stock">
              {good.stock > 0 ? t('stock', { n: good.stock }) : t('outOfStock')}
            </p>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('detailsOf', { name: good.name })}
              onClick={() => setOpenId(good.id)}
            >
              {t('details')}
            </Button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="lp-points__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('rewardsTitle')}</h2>
      {body}
      {open && <GoodDialog good={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}

/** The member's redemptions, newest first, a page at a time. */
function RedeemHistory() {
  const { t, i18n } = useTranslation('pointMall');
  const lang = normalizeLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const history = useGetRedeemListQuery({ pageNo: page, pageSize: HISTORY_PAGE_SIZE, lang });
  const headingId = useId();
  let body;
  if (history.isError) {
    body = <LoadFailed message={t('historyFailed')} onRetry={() => void history.refetch()} />;
  } else if (!history.data) {
    body = <Loader label={t('historyLoading')} showLabel />;
  } else if (history.data.list.length === 0) {
    body = <p className="lp-points__empty">{t('historyEmpty')}</p>;
  } else {
    body = (
      <>
        <RecordsTable
          className="lp-points__table"
          caption={t('historyTitle')}
          rows={history.data.list}
          rowKey={(row) => row.referenceNo}
          columns={[
            { id: 'time', header: t('colTime'), cell: (row) => formatDateTime(row.time) },
            { id: 'reward', header: t('colReward'), cell: (row) => row.goodName },
            { id: 'points', header: t('colPoints'), cell: (row) => formatPoints(row.points) },
            {
              id: 'status',
              header: t('colStatus'),
              cell: (row) => (
                <span className={`lp-points__status lp-points__status--${row.status}`}>
                  {t(STATUS_KEYS[row.status])}
                </span>
              ),
            },
            { id: 'reference', header: t('colReference'), cell: (row) => row.referenceNo },
            { id: 'remark', header: t('colRemark'), cell: (row) => row.remark },
          ]}
        />
        {history.data.totalPages > 1 && (
          <Pagination
            pageCount={history.data.totalPages}
            page={page}
            onPageChange={setPage}
            label={t('historyPages')}
            previousLabel={t('previousPage')}
            nextLabel={t('nextPage')}
            pageLabel={(n) => t('pageN', { page: n })}
          />
        )}
      </>
    );
  }
  return (
    <section className="lp-points__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('historyTitle')}</h2>
      {body}
    </section>
  );
}

/** The /pointMall page. */
export function PointMallPage() {
  const { t, ready } = useTranslation(['pointMall', 'common']);
  const loggedIn = useSelector(selectIsLoggedIn);
  const trial = useSelector(selectIsTrial);
  const config = useGetPointConfigQuery();
  // The page shows once the exchange rule has answered (or failed): the rule's line appearing in
  // the first card after the rest had been painted pushed everything below it down.
  if (!ready || config.isLoading) return <Loader label={t('common:loading')} />;
  return (
    <section className="lp-points" aria-labelledby="lp-points-title">
      <h1 id="lp-points-title" className="lp-points__title">
        {t('title')}
      </h1>
      {config.isError && (
        <LoadFailed message={t('configFailed')} onRetry={() => void config.refetch()} />
      )}
      <div className="lp-points__top">
        <PointsSummary config={config.data} />
        <ConvertForm config={config.data} />
      </div>
      <GoodsGrid />
      {loggedIn && !trial && <RedeemHistory />}
    </section>
  );
}

export default PointMallPage;
