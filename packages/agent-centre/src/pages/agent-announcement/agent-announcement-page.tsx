import { AnnouncementLimits } from '@lotusplay/api-client';
import { SafeHtml } from '@lotusplay/content';
import { formatDateTime, normalizeLanguage, useTranslation } from '@lotusplay/i18n';
import { DataState, dataStateStatus, Loader, Pagination } from '@lotusplay/ui-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useGetAgentAnnouncementsQuery } from '../../api/agent-announcements-api';

/** The keys that move the focus along the list of titles, and where to. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * agentAnnouncement (issue 28): the announcements the operator wrote for agents, newest first, 10
 * a page — the titles with their times (year-month-day hour:minute:second, as /noticePage) beside
 * the chosen one's sanitised HTML (below it on a phone). The first of a page is shown until
 * another is chosen; the arrow keys, Home and End move along the titles.
 */
export default function AgentAnnouncementPage() {
  const { t, i18n, ready } = useTranslation(['agentCentre', 'common']);
  const language = normalizeLanguage(i18n.language);
  const [pageNo, setPageNo] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const query = useGetAgentAnnouncementsQuery({
    language,
    pageNo,
    pageSize: AnnouncementLimits.agentPageSize,
  });
  const detailId = useId();
  const detailRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const data = query.data;

  // A new page starts at its first announcement.
  useEffect(() => setSelectedId(null), [pageNo]);
  // A page emptied meanwhile (the operator removed some): the last page there is.
  const lastPage = data && data.list.length === 0 ? Math.max(1, data.totalPages) : pageNo;
  useEffect(() => {
    if (lastPage < pageNo) setPageNo(lastPage);
  }, [lastPage, pageNo]);

  if (!ready) return <Loader label={t('common:loading')} />;
  const list = data?.list ?? [];
  const selected = list.find((a) => a.id === selectedId) ?? list[0];

  const choose = (id: number) => {
    setSelectedId(id);
    // On a phone the text is below the titles: bring it into view.
    if (window.matchMedia?.('(max-width: 600px)').matches) {
      detailRef.current?.scrollIntoView?.({ block: 'start' });
    }
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = MOVES[event.key];
    if (!to) return;
    event.preventDefault();
    listRef.current?.querySelectorAll<HTMLButtonElement>('button')[to(index, list.length)]?.focus();
  };

  return (
    <div className="lp-agent-page">
      <DataState
        status={dataStateStatus(query, (answer) => answer.list.length === 0)}
        loadingLabel={t('common:loading')}
        errorMessage={t('announcementsFailed')}
        retryLabel={t('common:retry')}
        onRetry={() => void query.refetch()}
        errorClassName="lp-agent-page__failed"
        noteClassName="lp-agent-page__note"
        emptyMessage={t('announcementsEmpty')}
      >
        {data && (
          <div className="lp-agent-notices" aria-busy={query.isFetching || undefined}>
            <div className="lp-agent-notices__side">
              <ul
                ref={listRef}
                className="lp-agent-notices__list"
                aria-label={t('announcementsList')}
              >
                {list.map((announcement, index) => {
                  const current = announcement.id === selected?.id;
                  return (
                    <li key={announcement.id}>
                      <button
                        type="button"
                        className="lp-agent-notices__item"
                        aria-current={current || undefined}
                        aria-controls={detailId}
                        onClick={() => choose(announcement.id)}
                        onKeyDown={(event) => move(event, index)}
                      >
                        <span className="lp-agent-notices__item-title">{announcement.title}</span>
                        <time
                          className="lp-agent-notices__item-time"
                          dateTime={announcement.publishedAt}
                        >
                          {formatDateTime(announcement.publishedAt)}
                        </time>
                      </button>
                    </li>
                  );
                })}
              </ul>
              <Pagination
                pageCount={data.totalPages}
                page={pageNo}
                onPageChange={setPageNo}
                label={t('announcementPages')}
                previousLabel={t('common:previous')}
                nextLabel={t('common:next')}
                pageLabel={(n) => t('pageNumber', { page: n })}
              />
            </div>
            {selected && (
              <article
                ref={detailRef}
                id={detailId}
                className="lp-agent-notices__detail"
                aria-labelledby={`${detailId}-title`}
                aria-live="polite"
              >
                <h4 id={`${detailId}-title`} className="lp-agent-notices__detail-title">
                  {selected.title}
                </h4>
                <p className="lp-agent-notices__detail-time">
                  <time dateTime={selected.publishedAt}>
                    {formatDateTime(selected.publishedAt)}
                  </time>
                </p>
                <SafeHtml html={selected.content} className="lp-notice-html" />
              </article>
            )}
          </div>
        )}
      </DataState>
    </div>
  );
}
