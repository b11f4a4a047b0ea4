// /noticePage (SPEC.md §2): the notices 9 a page — the title list, the selected notice's time and
// sanitised HTML, and the pagination widget (page range 3, margin pages 1). The page number is in
// the address (?page=2), so a reload or a shared link opens the same page. A member also sees the
// members-only notices (getAnnouncementLogined).
import { formatDateTime, useTranslation } from '@lotusplay/i18n';
import { Button, Loader, Pagination, PAGINATION_DEFAULTS } from '@lotusplay/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SafeHtml } from '../components/safe-html/safe-html';
import { useNoticePageQuery } from './notices-api';

/** The notices page. */
export function NoticePage() {
  const { t, ready } = useTranslation(['notices', 'shell']);
  const [, setParams] = useSearchParams();
  const { pageNo, query } = useNoticePageQuery();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const ids = { title: useId(), detail: useId() };
  const detailRef = useRef<HTMLElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  // Set when a page is chosen from the pagination: its focus must survive the change.
  const keepPagesFocus = useRef(false);

  // The last page stays while the next one loads (aria-busy), so the pagination keeps its focus.
  const data = query.isError ? undefined : query.data;
  const list = data?.list ?? [];
  const selected = list.find((notice) => notice.id === selectedId) ?? list[0];

  // A new page starts at its first notice.
  useEffect(() => setSelectedId(null), [pageNo]);

  // Next on the last page (or Previous on the first) is disabled at once, and a disabled button
  // drops the focus: it moves to the current page's button instead of falling to the page body.
  useEffect(() => {
    if (!keepPagesFocus.current) return;
    keepPagesFocus.current = false;
    const active = document.activeElement as HTMLButtonElement | null;
    if (active && pagesRef.current?.contains(active) && !active.disabled) return;
    pagesRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [pageNo]);

  const goTo = (page: number) => {
    keepPagesFocus.current = pagesRef.current?.contains(document.activeElement) ?? false;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page === 1) next.delete('page');
        else next.set('page', String(page));
        return next;
      },
      { preventScrollReset: true },
    );
  };

  const choose = (id: number) => {
    setSelectedId(id);
    // On a phone the detail is below the list: bring it into view.
    if (window.matchMedia?.('(max-width: 720px)').matches) {
      detailRef.current?.scrollIntoView({ block: 'start' });
    }
  };

  let body;
  if (!ready) {
    body = null;
  } else if (query.isError) {
    body = (
      <div className="lp-notices__state" role="alert">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!data) {
    body = (
      <div className="lp-notices__state">
        <Loader label={t('loading')} showLabel />
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <div className="lp-notices__state" role="status">
        <p>{pageNo > 1 && data.totalCount > 0 ? t('pageEmpty') : t('empty')}</p>
        {pageNo > 1 && data.totalCount > 0 && (
          <Button variant="secondary" onClick={() => goTo(1)}>
            {t('firstPage')}
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <div className="lp-notices__layout" aria-busy={query.isFetching || undefined}>
        <div className="lp-notices__side">
          <ul className="lp-notices__list" aria-label={t('listLabel')}>
            {list.map((notice) => {
              const current = notice.id === selected?.id;
              return (
                <li key={notice.id}>
                  <button
                    type="button"
                    className={`lp-notices__item${current ? ' lp-notices__item--current' : ''}`}
                    aria-current={current || undefined}
                    aria-controls={ids.detail}
                    onClick={() => choose(notice.id)}
                  >
                    <span className="lp-notices__item-title">{notice.title}</span>
                    <time className="lp-notices__item-time" dateTime={notice.publishedAt}>
                      {formatDateTime(notice.publishedAt)}
                    </time>
                  </button>
                </li>
              );
            })}
          </ul>
          <div ref={pagesRef}>
            <Pagination
              className="lp-notices__pages"
              pageCount={data.totalPages}
              page={pageNo}
              onPageChange={goTo}
              pageRangeDisplayed={PAGINATION_DEFAULTS.pageRangeDisplayed}
              marginPagesDisplayed={PAGINATION_DEFAULTS.marginPagesDisplayed}
              label={t('pagesLabel')}
              previousLabel={t('previousPage')}
              nextLabel={t('nextPage')}
              pageLabel={(page) => t('pageLabel', { page })}
            />
          </div>
        </div>
        {selected && (
          <article
            ref={detailRef}
            id={ids.detail}
            className="lp-notices__detail"
            aria-labelledby={`${ids.detail}-title`}
            aria-live="polite"
          >
            <h2 id={`${ids.detail}-title`} className="lp-notices__detail-title">
              {selected.title}
            </h2>
            <p className="lp-notices__detail-time">
              <time dateTime={selected.publishedAt}>{formatDateTime(selected.publishedAt)}</time>
            </p>
            <SafeHtml html={selected.content} className="lp-notice-html" />
          </article>
        )}
      </div>
    );
  }

  return (
    <section className="page lp-notices" aria-labelledby={ids.title}>
      <h1 id={ids.title}>{t('shell:titleNoticePage')}</h1>
      {body}
    </section>
  );
}

export default NoticePage;
