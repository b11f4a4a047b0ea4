// The home page's scrolling announcement bar (SPEC.md §2): the notice response's bar items as
// buttons that open the notice popup, and the brand's popup notices offered once per visit in a
// small card that blocks nothing (a modal on arrival would stand between the visitor and the
// page). Small on purpose (it is on the home route): the popup, with the HTML sanitiser, is a
// lazy chunk, and the texts and the notices are asked for once the page's first paint is done. The bar keeps its
// height from the first render, so nothing below it moves.
import type { Announcement } from '@lotusplay/api-client';
import { normalizeLanguage, useTranslation } from '@lotusplay/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { useAfterFirstPaint } from '../lazy/after-first-paint';
import { markNoticePopupShown, noticePopupShown, useGetIndexNoticeQuery } from './notices-api';

const NoticePopup = lazy(() => import('./notice-popup'));

/** Seconds the bar takes per character of its titles (one full pass), and at least. */
const SECONDS_PER_CHARACTER = 0.2;
const MIN_SECONDS = 12;

/** What the popup shows: one notice, or this visit's popup notices. */
interface Opened {
  notices: Announcement[];
}

/** The scrolling announcement bar of the home page; clicking an item opens the notice popup. */
export function AnnouncementBar() {
  const painted = useAfterFirstPaint();
  const { t, i18n, ready } = useTranslation('notices', { useSuspense: false });
  const language = normalizeLanguage(i18n.language);
  const { currentData, data } = useGetIndexNoticeQuery(language, { skip: !painted });
  const [opened, setOpened] = useState<Opened | null>(null);
  const [visit, setVisit] = useState<Announcement[] | null>(null);
  const [paused, setPaused] = useState(false);

  // The brand's popup notices, once per visit (the mark lives in the `index_notice` entry). They
  // are offered in a small card that blocks nothing; "Read" opens them in the notice popup.
  const popup = currentData?.popup;
  useEffect(() => {
    if (!popup?.length || noticePopupShown()) return;
    markNoticePopupShown();
    setVisit(popup);
  }, [popup]);

  // What is open shows in the current language: a notice is found again by its id in the latest
  // answer (the last language's until the new one arrives), so a language switch re-titles it.
  const latest = currentData ?? data;
  const inLanguage = (notices: Announcement[]) => {
    const all = latest
      ? [...latest.popup, ...latest.banners, ...latest.player, ...latest.promotion]
      : [];
    return notices.map((notice) => all.find((a) => a.id === notice.id) ?? notice);
  };
  const shownVisit = visit && inLanguage(visit);
  const shownOpened = opened && inLanguage(opened.notices);

  const items = currentData?.banners ?? [];
  if (currentData && items.length === 0 && !opened && !visit) return null;
  const seconds = Math.max(
    MIN_SECONDS,
    items.reduce((sum, item) => sum + item.title.length + 8, 0) * SECONDS_PER_CHARACTER,
  );
  const list = (copy: boolean) => (
    <ul className="lp-announcement-bar__list" aria-hidden={copy || undefined}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="lp-announcement-bar__item"
            tabIndex={copy ? -1 : undefined}
            onClick={() => setOpened({ notices: [item] })}
          >
            {item.title}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section
      className={`lp-announcement-bar${paused ? ' lp-announcement-bar--paused' : ''}`}
      aria-label={ready ? t('barLabel') : undefined}
    >
      <span className="lp-announcement-bar__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <path
            fill="currentColor"
            d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
          />
        </svg>
      </span>
      <div className="lp-announcement-bar__viewport">
        {items.length > 0 && (
          <div
            className="lp-announcement-bar__track"
            style={{ '--lp-announcement-duration': `${seconds}s` } as CSSProperties}
          >
            {list(false)}
            {list(true)}
          </div>
        )}
      </div>
      {items.length > 0 && ready && (
        <button
          type="button"
          className="lp-announcement-bar__pause"
          aria-pressed={paused}
          aria-label={t('barPause')}
          onClick={() => setPaused((value) => !value)}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      )}
      {shownVisit && ready && (
        // A region, not an aside: a complementary landmark may not sit inside another landmark.
        <section className="lp-visit-notice" aria-label={t('visitLabel')}>
          <p className="lp-visit-notice__title">
            {shownVisit[0]!.title}
            {shownVisit.length > 1 && (
              <span className="lp-visit-notice__more">
                {t('visitMore', { count: shownVisit.length - 1 })}
              </span>
            )}
          </p>
          <button
            type="button"
            className="lp-visit-notice__read"
            onClick={() => {
              setOpened({ notices: visit });
              setVisit(null);
            }}
          >
            {t('visitRead')}
          </button>
          <button
            type="button"
            className="lp-visit-notice__close"
            aria-label={t('close')}
            onClick={() => setVisit(null)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </section>
      )}
      {shownOpened && (
        <Suspense fallback={null}>
          <NoticePopup notices={shownOpened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </section>
  );
}
