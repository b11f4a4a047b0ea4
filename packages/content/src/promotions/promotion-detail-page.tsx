// /promoDetail?id= (SPEC.md §2): one promotion — image, title, time window, its sanitised detail
// HTML, who may take part and, for a raffle, the prizes and the claim. Who may claim, the prize and
// the payment are the server's: a visitor is asked to log in, a trial account gets the
// in_need_true_account warning (the member-centre gate), a member draws once and sees the prize
// (the wallet's Balance tag is invalidated, so the header balance follows), and after a reload the
// claim shows as already claimed.
import { isApiError, PromotionErrorCodes, PromotionLimits } from '@lotusplay/api-client';
import type { ClaimRaffleResponse, PromotionDetail } from '@lotusplay/api-client';
import {
  selectCurrencySymbol,
  selectIsLoggedIn,
  selectIsTrial,
  useMemberCentreGate,
} from '@lotusplay/auth';
import { formatMoney, normalizeLanguage, useTranslation } from '@lotusplay/i18n';
import { Button, Image, Loader } from '@lotusplay/ui-kit';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { SafeHtml } from '../components/safe-html/safe-html';
import {
  useClaimRafflePromotionMutation,
  useGetPromotionClaimQuery,
  useGetPromotionDetailQuery,
} from './promotions-api';
import { STATUS_KEYS, usePromotionPeriod } from './promotions-page';

/** The query parameter of the detail page. */
export const PROMOTION_ID_PARAM = 'id';

/** The server's claim refusals as `promotions` keys (anything else: errorUnknown). */
const ERROR_KEYS: Partial<Record<string, string>> = {
  [PromotionErrorCodes.AlreadyClaimed]: 'errorAlreadyClaimed',
  [PromotionErrorCodes.RealAccountRequired]: 'errorRealAccount',
  [PromotionErrorCodes.Ineligible]: 'errorIneligible',
  [PromotionErrorCodes.NotFound]: 'errorNotFound',
  [PromotionErrorCodes.NotRaffle]: 'errorNotRaffle',
  [PromotionErrorCodes.Ended]: 'claimEnded',
  [PromotionErrorCodes.NotStarted]: 'claimNotStarted',
};

/** The id of `?id=`, or null when it is not a promotion id. */
export function parsePromotionId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= PromotionLimits.maxId ? id : null;
}

function Prizes({ prizes }: { prizes: string[] }) {
  const { t } = useTranslation('promotions');
  const symbol = useSelector(selectCurrencySymbol);
  return (
    <section className="lp-promo-detail__section" aria-labelledby="lp-promo-prizes">
      <h2 id="lp-promo-prizes">{t('prizesTitle')}</h2>
      <ul className="lp-promo-detail__prizes">
        {prizes.map((prize) => (
          <li key={prize}>{`${symbol}${formatMoney(prize)}`}</li>
        ))}
      </ul>
    </section>
  );
}

function Rules({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const symbol = useSelector(selectCurrencySymbol);
  const { rules } = promotion;
  return (
    <section className="lp-promo-detail__section" aria-labelledby="lp-promo-rules">
      <h2 id="lp-promo-rules">{t('rulesTitle')}</h2>
      <ul className="lp-promo-detail__rules">
        {rules.realAccountOnly && <li>{t('ruleRealAccount')}</li>}
        {rules.minDeposit !== null && (
          <li>{t('ruleMinDeposit', { amount: `${symbol}${formatMoney(rules.minDeposit)}` })}</li>
        )}
        {rules.memberLabel !== null && (
          <li>{t('ruleMemberLabel', { label: rules.memberLabel })}</li>
        )}
      </ul>
    </section>
  );
}

/** The raffle's claim: the button, the prize won, or why the member cannot claim. */
function RaffleClaim({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation(['promotions', 'common']);
  const loggedIn = useSelector(selectIsLoggedIn);
  const trial = useSelector(selectIsTrial);
  const symbol = useSelector(selectCurrencySymbol);
  const gate = useMemberCentreGate();
  const member = loggedIn && !trial;
  const claimState = useGetPromotionClaimQuery(promotion.id, { skip: !member });
  const [claim, { isLoading: claiming }] = useClaimRafflePromotionMutation();
  const [result, setResult] = useState<ClaimRaffleResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: string) => `${symbol}${formatMoney(amount)}`;

  const onClaim = () =>
    gate(() => {
      setError(null);
      claim(promotion.id)
        .unwrap()
        .then(setResult)
        .catch((failure: unknown) => {
          // 401: the session-expiry middleware ended the session and opened the login popup.
          if (isApiError(failure) && failure.status === 401) return;
          const key = isApiError(failure) ? ERROR_KEYS[failure.code] : undefined;
          setError(t(key ?? 'errorUnknown'));
        });
    });

  const state = claimState.data;
  const claimedPrize = result?.prize ?? (state?.claimed ? state.prize : null);
  let note: string | null = null;
  if (promotion.status === 'ENDED') note = t('claimEnded');
  else if (promotion.status === 'UPCOMING') note = t('claimNotStarted');
  else if (!claimedPrize && state && !state.claimable && state.reason) {
    note = t(ERROR_KEYS[state.reason] ?? 'errorUnknown');
  }
  const closed = promotion.status !== 'ONGOING';
  const disabled =
    closed ||
    claiming ||
    claimedPrize !== null ||
    (member && claimState.isLoading) ||
    (state !== undefined && !state.claimable);

  return (
    <section className="lp-promo-detail__claim" aria-labelledby="lp-promo-claim">
      <h2 id="lp-promo-claim">{t('raffleTitle')}</h2>
      <p className="lp-promo-detail__intro">{t('raffleIntro')}</p>
      <Button
        size="lg"
        onClick={onClaim}
        disabled={disabled}
        loading={claiming}
        className="lp-promo-detail__claim-button"
      >
        {claimedPrize !== null
          ? t('claimedButton')
          : claiming
            ? t('claiming')
            : loggedIn
              ? t('claimButton')
              : t('claimLogin')}
      </Button>
      <div role="status" aria-live="polite" className="lp-promo-detail__result">
        {result && (
          <p className="lp-promo-detail__won">{t('resultWon', { amount: money(result.prize) })}</p>
        )}
        {!result && claimedPrize !== null && (
          <p>{t('alreadyClaimed', { amount: money(claimedPrize) })}</p>
        )}
        {note && <p>{note}</p>}
      </div>
      {error && (
        <p role="alert" className="lp-promo-detail__error">
          {error}
        </p>
      )}
      {member && claimState.isError && (
        <div role="alert" className="lp-promo-detail__error">
          <p>{t('claimStateError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void claimState.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The promotion detail page of `?id=`. */
export function PromotionDetailPage() {
  const { t, i18n, ready } = useTranslation(['promotions', 'common']);
  const language = normalizeLanguage(i18n.language);
  const [params] = useSearchParams();
  const id = parsePromotionId(params.get(PROMOTION_ID_PARAM));
  const detail = useGetPromotionDetailQuery({ id: id ?? 0, language }, { skip: id === null });
  const period = usePromotionPeriod();
  const back = (
    <Link className="lp-promo-detail__back" to="/promotions">
      {t('backToList')}
    </Link>
  );

  // The page's texts load with the chunk; until then no key is shown.
  if (!ready) {
    return (
      <div className="lp-promo-detail">
        <Loader label={t('common:loading')} />
      </div>
    );
  }
  if (id === null || (isApiError(detail.error) && detail.error.status === 404)) {
    return (
      <div className="lp-promo-detail">
        {back}
        <h1 className="lp-promo-detail__title">{t('title')}</h1>
        <p role="alert">{t('notFound')}</p>
      </div>
    );
  }
  if (detail.isLoading) {
    return (
      <div className="lp-promo-detail">
        {back}
        <Loader label={t('detailLoading')} showLabel />
      </div>
    );
  }
  const promotion = detail.data;
  if (!promotion) {
    return (
      <div className="lp-promo-detail">
        {back}
        <h1 className="lp-promo-detail__title">{t('title')}</h1>
        <div role="alert">
          <p>{t('detailError')}</p>
          <Button onClick={() => void detail.refetch()} disabled={detail.isFetching}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <article className="lp-promo-detail" aria-labelledby="lp-promo-title">
      {back}
      <Image
        className="lp-promo-detail__image"
        src={promotion.imageUrl}
        alt=""
        width="100%"
        aspectRatio="2 / 1"
        lazy={false}
      />
      <header className="lp-promo-detail__header">
        <h1 className="lp-promo-detail__title" id="lp-promo-title">
          {promotion.title}
        </h1>
        <p className="lp-promo-detail__meta">
          <span
            className={`lp-promotions__status lp-promotions__status--${promotion.status.toLowerCase()}`}
          >
            {t(STATUS_KEYS[promotion.status])}
          </span>{' '}
          <span>{period(promotion)}</span>
        </p>
        <p className="lp-promo-detail__summary">{promotion.summary}</p>
      </header>
      <SafeHtml as="section" className="lp-promo-detail__html" html={promotion.html} />
      {promotion.prizes && <Prizes prizes={promotion.prizes} />}
      <Rules promotion={promotion} />
      {promotion.kind === 'RAFFLE' && <RaffleClaim promotion={promotion} />}
    </article>
  );
}
