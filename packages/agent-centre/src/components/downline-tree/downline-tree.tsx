// The team as a visual tree (downlineManagmentView, SPEC.md §2): an ARIA tree of the agent's
// direct downlines, each agent (or member with downlines of its own) expandable; its level is read
// when it is first opened, by the team list's own call (parentId), so nothing is read twice.
// Keyboard as the WAI-ARIA tree pattern: up and down move, right opens or enters, left closes or
// goes up, Home and End, Enter (or a click on the name) opens the member's details. One item is
// in the tab order (roving tabindex); collapsed levels are not rendered, so the DOM order of the
// rendered items is the visible order.
import { AgentLimits } from '@lotusplay/api-client';
import type { Downline } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import { createContext, useContext, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useGetDownlinesQuery } from '../../api/agent-api';
import { useMoney } from '../../internal/use-money';

/** Whether a downline's own team can be opened: an agent's, or a member's with downlines. */
export const hasTeam = (row: Downline) => row.accountType === 'agent' || row.directCount > 0;

interface TreeState {
  active: number | null;
  setActive(id: number): void;
  expanded: ReadonlySet<number>;
  setExpanded(id: number, open: boolean): void;
  onOpen(row: Downline): void;
  selectedId: number | null;
}

const TreeContext = createContext<TreeState | null>(null);

/** The row an item stands for, kept on its element for the keyboard handler. */
const rows = new WeakMap<HTMLElement, Downline>();

const useTree = () => {
  const state = useContext(TreeContext);
  if (!state) throw new Error('a tree item outside its tree');
  return state;
};

/** The query of one level: the agent's own (no parentId key at all) or a downline's. */
const levelQuery = (parentId: number | undefined) => {
  const paged = { pageNo: 1, pageSize: AgentLimits.maxPageSize };
  return parentId === undefined ? paged : { parentId, ...paged };
};

/** Props of {@link DownlineTree}. */
export interface DownlineTreeProps {
  /** Enter on an item, or a click on its name: the member's details. */
  onOpen(row: Downline): void;
  /** The member whose details are open (marked as selected). */
  selectedId?: number | null;
}

/** The agent's team as an accessible tree; each level is read when first expanded. */
export function DownlineTree({ onOpen, selectedId = null }: DownlineTreeProps) {
  const { t } = useTranslation(['agentCentre', 'common']);
  const root = useGetDownlinesQuery(levelQuery(undefined), { refetchOnMountOrArgChange: true });
  const [active, setActive] = useState<number | null>(null);
  const [expanded, setExpandedSet] = useState<ReadonlySet<number>>(new Set());
  const tree = useRef<HTMLUListElement>(null);

  const setExpanded = (id: number, open: boolean) =>
    setExpandedSet((now) => {
      const next = new Set(now);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  if (root.isLoading) {
    return (
      <p role="status" className="lp-agent-page__note">
        {t('common:loading')}
      </p>
    );
  }
  if (root.isError) {
    return (
      <div role="alert" className="lp-agent-page__failed">
        <span>{t('downlinesFailed')}</span>{' '}
        <Button variant="secondary" onClick={() => void root.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  }
  const list = root.data?.list ?? [];
  if (list.length === 0) return <p className="lp-agent-page__note">{t('downlinesEmpty')}</p>;

  const items = () =>
    Array.from(tree.current?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? []);
  const focusItem = (item: HTMLElement | undefined) => {
    if (!item) return;
    setActive(Number(item.dataset.id));
    item.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    if (!item) return;
    const all = items();
    const at = all.indexOf(item);
    const id = Number(item.dataset.id);
    const isOpen = item.getAttribute('aria-expanded') === 'true';
    const canOpen = item.hasAttribute('aria-expanded');
    switch (event.key) {
      case 'ArrowDown':
        focusItem(all[at + 1]);
        break;
      case 'ArrowUp':
        focusItem(all[at - 1]);
        break;
      case 'Home':
        focusItem(all[0]);
        break;
      case 'End':
        focusItem(all[all.length - 1]);
        break;
      case 'ArrowRight':
        if (canOpen && !isOpen) setExpanded(id, true);
        else if (isOpen) {
          const first = item.querySelector<HTMLElement>('[role="group"] [role="treeitem"]');
          focusItem(first ?? undefined);
        }
        break;
      case 'ArrowLeft':
        if (isOpen) setExpanded(id, false);
        else focusItem(item.parentElement?.closest<HTMLElement>('[role="treeitem"]') ?? undefined);
        break;
      case 'Enter': {
        const row = rows.get(item);
        if (row) onOpen(row);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const state: TreeState = {
    active: active ?? list[0]!.id,
    setActive,
    expanded,
    setExpanded,
    onOpen,
    selectedId,
  };
  const shown = root.data!.total > list.length;
  return (
    <TreeContext.Provider value={state}>
      <ul
        ref={tree}
        role="tree"
        aria-label={t('treeLabel')}
        className="lp-agent-tree"
        onKeyDown={onKeyDown}
      >
        {list.map((row) => (
          <TreeItem key={row.id} row={row} level={1} />
        ))}
      </ul>
      {shown && (
        <p className="lp-agent-page__note">
          {t('treeMore', { shown: list.length, total: root.data!.total })}
        </p>
      )}
    </TreeContext.Provider>
  );
}

function TreeItem({ row, level }: { row: Downline; level: number }) {
  const { t } = useTranslation('agentCentre');
  const money = useMoney();
  const tree = useTree();
  const labelId = useId();
  const expandable = hasTeam(row);
  const open = expandable && tree.expanded.has(row.id);
  const isAgent = row.accountType === 'agent';
  return (
    <li
      ref={(element) => {
        if (element) rows.set(element, row);
      }}
      role="treeitem"
      data-id={row.id}
      aria-level={level}
      aria-expanded={expandable ? open : undefined}
      aria-selected={tree.selectedId === row.id}
      aria-labelledby={labelId}
      tabIndex={tree.active === row.id ? 0 : -1}
      className="lp-agent-tree__item"
      onFocus={(event) => {
        if (event.target === event.currentTarget) tree.setActive(row.id);
      }}
    >
      <div className="lp-agent-tree__row">
        <span
          aria-hidden="true"
          className={`lp-agent-tree__twisty${expandable ? '' : ' lp-agent-tree__twisty--leaf'}`}
          onClick={() => {
            tree.setActive(row.id);
            if (expandable) tree.setExpanded(row.id, !open);
          }}
        >
          {expandable ? (open ? '▾' : '▸') : '•'}
        </span>
        <span
          id={labelId}
          className="lp-agent-tree__label"
          onClick={() => {
            tree.setActive(row.id);
            tree.onOpen(row);
          }}
        >
          <span className="lp-agent-tree__name">{row.username}</span>{' '}
          {isAgent ? (
            <>
              <span className="lp-agent-tag">{t('typeAgent')}</span>{' '}
              <span className="lp-agent-tree__meta">
                {t('treeTeamSize', { count: row.teamSize })}
              </span>
            </>
          ) : (
            <span className="lp-agent-tree__meta">{money(row.balance)}</span>
          )}
          {row.locked && (
            <>
              {' '}
              <span className="lp-agent-tag">{t('locked')}</span>
            </>
          )}
        </span>
      </div>
      {open && <TreeGroup parentId={row.id} level={level + 1} />}
    </li>
  );
}

function TreeGroup({ parentId, level }: { parentId: number; level: number }) {
  const { t } = useTranslation(['agentCentre', 'common']);
  const children = useGetDownlinesQuery(levelQuery(parentId));
  const list = children.data?.list ?? [];
  return (
    <ul role="group" className="lp-agent-tree__group">
      {children.isLoading && (
        <li role="none" className="lp-agent-tree__note">
          <span role="status">{t('common:loading')}</span>
        </li>
      )}
      {children.isError && (
        <li role="none" className="lp-agent-tree__note lp-agent-page__failed">
          {t('downlinesFailed')}
        </li>
      )}
      {children.isSuccess && list.length === 0 && (
        <li role="none" className="lp-agent-tree__note">
          {t('downlinesEmptyChild', { name: children.data.parent.username })}
        </li>
      )}
      {list.map((row) => (
        <TreeItem key={row.id} row={row} level={level} />
      ))}
    </ul>
  );
}
