import { AGENT_TRANSFER_FLAG, AgentLimits, useGetWhitelabelQuery } from '@lotusplay/api-client';
import type { Downline, DownlineQuery } from '@lotusplay/api-client';
import { formatDateTime, useTranslation } from '@lotusplay/i18n';
import {
  Button,
  DataState,
  dataStateStatus,
  Loader,
  Pagination,
  RecordsTable,
} from '@lotusplay/ui-kit';
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useGetDownlinesQuery } from '../../api/agent-api';
import { DownlineDetails } from '../../components/downline-details/downline-details';
import { DownlineTree, hasTeam } from '../../components/downline-tree/downline-tree';
import { useDebouncedValue } from '../../internal/use-debounced-value';
import { useMoney } from '../../internal/use-money';
import { agentCentrePageSelected } from '../../state/agent-centre-slice';

/** `member` → `Member` (the translation keys' suffix). */
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/**
 * downlineManagmentView (team management, SPEC.md §2): the agent's direct downlines, then — by a
 * sub-agent's name — that sub-agent's, with the path back up as a breadcrumb; a username search
 * of the whole team (500 ms after the last keystroke, SPEC.md §9); paging. Each row: type, level
 * below the agent, direct downlines, team size, balance, registration and last activity, and a
 * button to its details. The same team also shows as a tree (the Table / Tree switch), each level
 * read when it is opened. A downline's details offer a transfer to it where the brand's flag
 * AGENT_TRANSFER_FLAG is on.
 */
export default function DownlineManagementPage() {
  const { t, ready } = useTranslation(['agentCentre', 'common']);
  const dispatch = useDispatch();
  const money = useMoney();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed.trim());
  // Clearing the box shows the tree at once; only a search waits for the typing to settle.
  const search = typed.trim() ? settled : '';
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  // The page belongs to one list: another parent or another search starts on page 1.
  const listKey = `${parentId ?? ''}|${search}`;
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  // No key set to undefined: RTK Query's structural sharing of the arguments would take
  // { parentId: undefined, … } for an earlier { search, … } with the same other values.
  const paged = { pageNo: page, pageSize: AgentLimits.defaultPageSize };
  let query: DownlineQuery = paged;
  if (search) query = { search, ...paged };
  else if (parentId !== undefined) query = { parentId, ...paged };
  const downlines = useGetDownlinesQuery(query, { refetchOnMountOrArgChange: true });
  const [view, setView] = useState<'table' | 'tree'>('table');
  const [selected, setSelected] = useState<Downline | null>(null);
  const whitelabel = useGetWhitelabelQuery();
  const canTransfer = whitelabel.data?.flags[AGENT_TRANSFER_FLAG] === true;

  if (!ready) return <Loader label={t('common:loading')} />;

  const data = downlines.data;
  const open = (id: number | undefined) => {
    setTyped('');
    setParentId(id);
  };
  // An agent's team can be opened, and so can a member's that has downlines of its own.
  const canOpen = hasTeam;
  // The details show the row as last read (its balance changes after a transfer).
  const member = selected && (data?.list.find((row) => row.id === selected.id) ?? selected);
  const lastActive = (row: Downline) =>
    row.lastActiveAt === null ? t('never') : formatDateTime(row.lastActiveAt);

  const emptyMessage = search ? (
    t('searchEmpty', { search })
  ) : data && data.parent.level > 0 ? (
    t('downlinesEmptyChild', { name: data.parent.username })
  ) : (
    <span className="lp-agent-page__empty">
      <span>{t('downlinesEmpty')}</span>
      <Button onClick={() => dispatch(agentCentrePageSelected('registerCenter'))}>
        {t('createDownlineAccount')}
      </Button>
    </span>
  );

  const details = member && (
    <DownlineDetails
      key={member.id}
      member={member}
      canTransfer={canTransfer}
      onOpenTeam={
        hasTeam(member)
          ? () => {
              setView('table');
              setSelected(null);
              open(member.id);
            }
          : undefined
      }
      onClose={() => setSelected(null)}
    />
  );

  const toggle = (
    <div role="group" aria-label={t('viewLabel')} className="lp-agent-views">
      {(['table', 'tree'] as const).map((name) => (
        <button
          key={name}
          type="button"
          className="lp-agent-views__button"
          aria-pressed={view === name}
          onClick={() => setView(name)}
        >
          {t(name === 'table' ? 'viewTable' : 'viewTree')}
        </button>
      ))}
    </div>
  );

  if (view === 'tree') {
    return (
      <div className="lp-agent-page">
        {toggle}
        {details}
        <DownlineTree onOpen={setSelected} selectedId={member?.id ?? null} />
      </div>
    );
  }

  return (
    <div className="lp-agent-page">
      {toggle}
      {details}
      <div className="lp-agent-search">
        <label htmlFor={searchId}>{t('searchLabel')}</label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={AgentLimits.searchMaxLength}
          placeholder={t('searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {search ? (
        <p className="lp-agent-page__note">{t('searchResults', { search })}</p>
      ) : (
        data && (
          <nav aria-label={t('pathLabel')} className="lp-agent-path">
            <ol>
              {data.path.map((step, index) => {
                const name = step.level === 0 ? t('myTeam') : step.username;
                return (
                  <li key={step.id}>
                    {index === data.path.length - 1 ? (
                      <span aria-current="location">{name}</span>
                    ) : (
                      <button
                        type="button"
                        className="lp-agent-link"
                        onClick={() => open(step.level === 0 ? undefined : step.id)}
                      >
                        {name}
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
        )
      )}
      <DataState
        status={dataStateStatus(downlines, (answer) => answer.total === 0)}
        loadingLabel={t('common:loading')}
        errorMessage={t('downlinesFailed')}
        retryLabel={t('common:retry')}
        onRetry={() => void downlines.refetch()}
        errorClassName="lp-agent-page__failed"
        noteClassName="lp-agent-page__note"
        emptyMessage={emptyMessage}
        count={data && t('downlinesCount', { total: data.total })}
      >
        {data && (
          <>
            <RecordsTable<Downline>
              wrapperClassName="lp-agent-scroll"
              className="lp-agent-table"
              caption={t('downlinesTitle')}
              busy={downlines.isFetching}
              rows={data.list}
              rowKey={(row) => row.id}
              columns={[
                {
                  id: 'username',
                  header: t('colUsername'),
                  cell: (row) => (
                    <>
                      {canOpen(row) ? (
                        <button
                          type="button"
                          className="lp-agent-link"
                          title={t('openTeam', { name: row.username })}
                          onClick={() => open(row.id)}
                        >
                          {row.username}
                        </button>
                      ) : (
                        row.username
                      )}
                      {row.locked && (
                        <>
                          {' '}
                          <span className="lp-agent-tag">{t('locked')}</span>
                        </>
                      )}
                    </>
                  ),
                },
                {
                  id: 'type',
                  header: t('colType'),
                  cell: (row) => t(`type${capitalised(row.accountType)}`),
                },
                { id: 'level', header: t('colLevel'), cell: (row) => row.level },
                { id: 'direct', header: t('colDirect'), cell: (row) => row.directCount },
                { id: 'team', header: t('colTeamSize'), cell: (row) => row.teamSize },
                { id: 'balance', header: t('colBalance'), cell: (row) => money(row.balance) },
                {
                  id: 'registered',
                  header: t('colRegistered'),
                  cell: (row) => formatDateTime(row.registeredAt),
                },
                { id: 'lastActive', header: t('colLastActive'), cell: lastActive },
                {
                  id: 'details',
                  header: t('colDetails'),
                  cell: (row) => (
                    <button
                      type="button"
                      className="lp-agent-link"
                      aria-label={t('detailsOf', { name: row.username })}
                      onClick={() => setSelected(row)}
                    >
                      {t('details')}
                    </button>
                  ),
                },
              ]}
            />
            {data.totalPages > 1 && (
              <Pagination
                pageCount={data.totalPages}
                page={page}
                onPageChange={(next) => setPaging({ listKey, page: next })}
                label={t('pages')}
                previousLabel={t('common:previous')}
                nextLabel={t('common:next')}
                pageLabel={(n) => t('pageNumber', { page: n })}
              />
            )}
          </>
        )}
      </DataState>
    </div>
  );
}
