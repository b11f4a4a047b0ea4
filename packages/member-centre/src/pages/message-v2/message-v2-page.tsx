import { isApiError, MessageLimits } from '@lotusplay/api-client';
import type { Message, MessageFilter } from '@lotusplay/api-client';
import { formatDateTime, useTranslation } from '@lotusplay/i18n';
import {
  Button,
  DataState,
  dataStateStatus,
  Dialog,
  Loader,
  Pagination,
  RecordsTable,
  Tabs,
} from '@lotusplay/ui-kit';
import { useState } from 'react';
import {
  useDeleteMessagesMutation,
  useGetMessagesQuery,
  useReadAllMessagesMutation,
  useReadMessagesMutation,
} from './message-api';

/** The translation key of a message's source. */
const SOURCE_KEYS: Record<Message['source'], string> = {
  operator: 'msgSourceOperator',
  deposit: 'msgSourceDeposit',
  withdrawal: 'msgSourceWithdrawal',
  rank: 'msgSourceRank',
  agent: 'msgSourceAgent',
};

/**
 * messageV2 (platform information, SPEC.md §2): the member's messages, newest first — all or the
 * unread ones — paged; a title opens the message (and marks it read), "Mark all as read" reads
 * every one, and a message can be deleted after a confirmation. Messages are plain text (the
 * server's contract), shown as text: nothing of them is read as HTML. The list and the counts
 * follow by themselves when a message arrives (the member event stream's 'Message' tag).
 */
export default function MessageV2Page() {
  const { t, ready } = useTranslation(['memberCentre', 'common']);
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useGetMessagesQuery({
    filter,
    pageNo: page,
    pageSize: MessageLimits.pageSizeDefault,
  });
  const [readMessages] = useReadMessagesMutation();
  const [readAll, readingAll] = useReadAllMessagesMutation();
  const [deleteMessages, deletion] = useDeleteMessagesMutation();

  if (!ready) return <Loader label={t('common:loading')} />;

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const fail = (error: unknown) =>
    setProblem(isApiError(error) && error.message ? error.message : t('msgActionFailed'));

  const open = (message: Message) => {
    setProblem(null);
    // Shown as it was opened, even when the unread list drops it once it is read.
    setOpened(message);
    if (!message.read)
      readMessages({ ids: [message.id] })
        .unwrap()
        .catch(fail);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteMessages({ ids: [deleting.id] }).unwrap();
      if (opened?.id === deleting.id) setOpened(null);
      // The last row of a later page gone: show the page before.
      if (data && data.list.length === 1 && page > 1) setPage(page - 1);
      setDeleting(null);
    } catch (error) {
      setDeleting(null);
      fail(error);
    }
  };

  return (
    <div className="lp-messages">
      <div className="lp-messages__toolbar">
        <Tabs
          label={t('msgFilterLabel')}
          value={filter}
          onValueChange={(value) => {
            setFilter(value as MessageFilter);
            setPage(1);
          }}
          items={[
            { value: 'all', label: t('msgAll') },
            { value: 'unread', label: t('msgUnread') },
          ]}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={!data || data.unread === 0}
          loading={readingAll.isLoading}
          onClick={() => {
            setProblem(null);
            readAll().unwrap().catch(fail);
          }}
        >
          {t('msgReadAll')}
        </Button>
      </div>

      {problem && (
        <p role="alert" className="lp-messages__problem">
          {problem}
        </p>
      )}

      <DataState
        status={dataStateStatus(list, (messages) => messages.list.length === 0)}
        loadingLabel={t('common:loading')}
        errorMessage={t('msgFailed')}
        retryLabel={t('common:retry')}
        onRetry={() => void list.refetch()}
        emptyMessage={filter === 'unread' ? t('msgEmptyUnread') : t('msgEmpty')}
        noteClassName="lp-messages__note"
        count={data && t('msgCount', { total: data.total, unread: data.unread })}
      >
        {data && (
          <>
            <RecordsTable
              className="lp-messages__table"
              caption={t('platformInformation')}
              busy={list.isFetching}
              rows={data.list}
              rowKey={(message) => message.id}
              rowClassName={(message) => (message.read ? undefined : 'lp-messages__row--unread')}
              columns={[
                {
                  id: 'status',
                  header: t('msgColStatus'),
                  cell: (message) => (message.read ? t('msgRead') : t('msgUnread')),
                  cellClassName: 'lp-messages__status',
                },
                {
                  id: 'title',
                  header: t('msgColTitle'),
                  cell: (message) => (
                    <button
                      type="button"
                      className="lp-messages__open"
                      onClick={() => open(message)}
                    >
                      {message.title}
                    </button>
                  ),
                },
                {
                  id: 'source',
                  header: t('msgColSource'),
                  cell: (message) => t(SOURCE_KEYS[message.source]),
                },
                {
                  id: 'time',
                  header: t('msgColTime'),
                  cell: (message) => formatDateTime(message.time),
                },
                {
                  id: 'actions',
                  header: t('msgColActions'),
                  cell: (message) => (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('msgDeleteLabel', { title: message.title })}
                      onClick={() => setDeleting(message)}
                    >
                      {t('msgDelete')}
                    </Button>
                  ),
                },
              ]}
            />
            {pageCount > 1 && (
              <Pagination
                pageCount={pageCount}
                page={page}
                onPageChange={setPage}
                label={t('msgPages')}
                previousLabel={t('common:previous')}
                nextLabel={t('common:next')}
                pageLabel={(n) => t('msgPageNumber', { page: n })}
              />
            )}
          </>
        )}
      </DataState>

      <Dialog
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.title ?? ''}
        closeLabel={t('common:close')}
        width={560}
        className="lp-messages__dialog"
        buttons={[{ label: t('common:close'), isDefault: true, onClick: () => setOpened(null) }]}
      >
        {opened && (
          <>
            <p className="lp-messages__meta">
              {t(SOURCE_KEYS[opened.source])} · {formatDateTime(opened.time)}
            </p>
            <p className="lp-messages__body">{opened.body}</p>
          </>
        )}
      </Dialog>

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        variant="confirm"
        title={t('msgDeleteTitle')}
        closeLabel={t('common:close')}
        buttons={[
          { label: t('common:cancel'), onClick: () => setDeleting(null) },
          {
            label: t('msgDelete'),
            variant: 'danger',
            isDefault: true,
            loading: deletion.isLoading,
            onClick: () => void confirmDelete(),
          },
        ]}
      >
        {deleting && t('msgDeleteQuestion', { title: deleting.title })}
      </Dialog>
    </div>
  );
}
