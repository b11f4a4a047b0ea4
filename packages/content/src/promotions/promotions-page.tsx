// /promotions (SPEC.md §2): the brand's promotions as cards — image, title, summary and time window
// — with category tabs (filtered here: the list is one call per language), and its loading, empty
// and error states. The route's banner group (w_promotion) is the layout's banner slot, not here.
import { PROMOTION_CATEGORIES } from '@lotusplay/api-client';
import type { PromotionCategory, PromotionStatus, PromotionSummary } from '@lotusplay/api-client';
import { formatDate, getLanguage, i18n, normalizeLanguage, useTranslation } from '@lotusplay/i18n';
import { Button, Image, Loader, Tabs } from '@lotusplay/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { startPromotionListEarly, useGetPromotionListQuery } from './promotions-api';

/**
 * Opened on /promotions, the page's texts and its list are asked for as soon as this module loads
 * (with its page group), not from the page's hooks: the app renders a route only once the whole
 * screen's code is in, and the list — and the first card's image, the page's LCP — waited for it.
 */
export function startPromotionsPageEarly(): void {
  void i18n.loadNamespaces('promotions');
  void startPromotionListEarly(getLanguage()).then((answer) => {
    // The first card's image (the page's LCP) is asked for with the list's answer, not once the
    // page renders (which waits for the header's chunks).
    const first = answer?.list[0]?.imageUrl;
    if (!first) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = first;
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  });
}

if (typeof window !== 'undefined' && window.location.pathname === '/promotions') {
  startPromotionsPageEarly();
}

/** Cards above this index load at once (the first row: the page's likely LCP); later ones lazily. */
export const EAGER_CARDS = 2;

/** The `promotions` key of a category. */
export const CATEGORY_KEYS: Record<PromotionCategory, string> = {
  RAFFLE: 'categoryRaffle',
  DEPOSIT: 'categoryDeposit',
  REFERRAL: 'categoryReferral',
  EVENT: 'categoryEvent',
};

/** The `promotions` key of a status. */
export const STATUS_KEYS: Record<PromotionStatus, string> = {
  UPCOMING: 'statusUpcoming',
  ONGOING: 'statusOngoing',
  ENDED: 'statusEnded',
};

/** The address of a promotion's detail page. */
export const promotionHref = (id: number) => `/promoDetail?id=${id}`;

/** "start – end", or "From start" when open-ended (dates in the visitor's time zone). */
export function usePromotionPeriod() {
  const { t } = useTranslation('promotions');
  return (promotion: Pick<PromotionSummary, 'startTime' | 'endTime'>) =>
    promotion.endTime
      ? t('period', { start: formatDate(promotion.startTime), end: formatDate(promotion.endTime) })
      : t('openEnded', { start: formatDate(promotion.startTime) });
}

function PromotionCard({ promotion, eager }: { promotion: PromotionSummary; eager: boolean }) {
  const { t } = useTranslation('promotions');
  const period = usePromotionPeriod();
  const titleId = `lp-promotion-${promotion.id}`;
  return (
    <li className="lp-promotions__item">
      <article
        className={`lp-promotions__card lp-promotions__card--${promotion.status.toLowerCase()}`}
        aria-labelledby={titleId}
      >
        <Link className="lp-promotions__link" to={promotionHref(promotion.id)}>
          <Image
            className="lp-promotions__image"
            src={promotion.imageUrl}
            alt=""
            width="100%"
            aspectRatio="2 / 1"
            lazy={!eager}
            rootMargin="200px"
          />
          <span className="lp-promotions__body">
            <span className="lp-promotions__meta">
              <span className="lp-promotions__category">
                {t(CATEGORY_KEYS[promotion.category])}
              </span>
              <span
                className={`lp-promotions__status lp-promotions__status--${promotion.status.toLowerCase()}`}
              >
                {t(STATUS_KEYS[promotion.status])}
              </span>
            </span>
            <h2 className="lp-promotions__title" id={titleId}>
              {promotion.title}
            </h2>
            <span className="lp-promotions__summary">{promotion.summary}</span>
            <span className="lp-promotions__period">{period(promotion)}</span>
          </span>
        </Link>
      </article>
    </li>
  );
}

/** The promotions page: category tabs and the cards of the chosen category. */
export function PromotionsPage() {
  const { t, i18n, ready } = useTranslation(['promotions', 'common']);
  const language = normalizeLanguage(i18n.language);
  const { data, isLoading, isError, isFetching, refetch } = useGetPromotionListQuery(language);
  const [category, setCategory] = useState<'ALL' | PromotionCategory>('ALL');
  const shown = (data?.list ?? []).filter((p) => category === 'ALL' || p.category === category);
  const tabs = [
    { value: 'ALL', label: t('categoryAll') },
    ...PROMOTION_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_KEYS[value]) })),
  ];

  let body;
  if (isLoading) {
    body = <Loader label={t('loading')} showLabel className="lp-promotions__state" />;
  } else if (isError && !data) {
    body = (
      <div role="alert" className="lp-promotions__state">
        <p>{t('loadError')}</p>
        <Button onClick={() => void refetch()} disabled={isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (shown.length === 0) {
    body = <p className="lp-promotions__state">{t('empty')}</p>;
  } else {
    body = (
      <ul className="lp-promotions__list">
        {shown.map((promotion, index) => (
          <PromotionCard key={promotion.id} promotion={promotion} eager={index < EAGER_CARDS} />
        ))}
      </ul>
    );
  }

  // The page's texts load with the chunk; until then no key is shown (it would shift the layout).
  if (!ready) {
    return (
      <div className="lp-promotions">
        <Loader label={t('common:loading')} />
      </div>
    );
  }

  return (
    <div className="lp-promotions">
      <h1 className="lp-promotions__heading">{t('title')}</h1>
      <Tabs
        className="lp-promotions__tabs"
        label={t('tabsLabel')}
        items={tabs}
        value={category}
        onValueChange={(value) => setCategory(value as 'ALL' | PromotionCategory)}
      />
      {body}
    </div>
  );
}
