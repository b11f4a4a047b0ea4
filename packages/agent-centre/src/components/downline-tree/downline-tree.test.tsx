import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  buildAgentData,
  createAgentHandlers,
  type AgentCallModes,
  type AgentData,
} from '../../testing/agent-handlers';
import { createAgentStore } from '../../testing/agent-store';
import { DownlineTree } from './downline-tree';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderTree(data: AgentData = buildAgentData(), modes?: AgentCallModes) {
  server.use(...createAgentHandlers(data, modes));
  const onOpen = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<DownlineTree onOpen={onOpen} />, { store: createAgentStore(), wrapper });
  return { data, user, onOpen };
}

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}\\b`) });

describe('DownlineTree', () => {
  it('shows the direct downlines: agents with type and team size, members with balance', async () => {
    renderTree();
    const tree = await screen.findByRole('tree', { name: 'Team tree' });
    const items = within(tree).getAllByRole('treeitem');
    expect(items.map((one) => one.getAttribute('aria-level'))).toEqual(['1', '1', '1']);
    expect(items[0]).toHaveAccessibleName('demo_player ¥1,250.75');
    expect(items[0]).not.toHaveAttribute('aria-expanded');
    expect(items[1]).toHaveAccessibleName('demo_subagent1 Agent Team: 4');
    expect(items[1]).toHaveAttribute('aria-expanded', 'false');
    // One item in the tab order.
    expect(items.map((one) => one.tabIndex)).toEqual([0, -1, -1]);
  });

  it('loads a level when it is first expanded, and moves by keyboard', async () => {
    const { data, user, onOpen } = renderTree();
    await screen.findByRole('tree');
    const asked = data.downlineQueries.length;
    await user.tab();
    expect(item('demo_player')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('demo_subagent1')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('demo_subagent1')).toHaveAttribute('aria-expanded', 'true');
    const group = await waitFor(() => within(item('demo_subagent1')).getByRole('group'));
    await waitFor(() => expect(within(group).getAllByRole('treeitem')).toHaveLength(3));
    expect(data.downlineQueries.slice(asked)).toEqual([
      { parentId: 102, search: undefined, pageNo: 1, pageSize: 100 },
    ]);
    expect(item('sub1_member1')).toHaveAttribute('aria-level', '2');
    // Right again enters the level; down moves within it; left goes back up to the parent.
    await user.keyboard('{ArrowRight}');
    expect(item('sub1_member1')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('sub1_member2')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('demo_subagent1')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('demo_subagent1')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /^sub1_member1/ })).not.toBeInTheDocument();
    await user.keyboard('{End}');
    expect(item('demo_subagent2')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('demo_player')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ username: 'demo_player' }));
    // Expanding again reads nothing more: the level is kept.
    await user.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(item('sub1_member1')).toBeInTheDocument());
    expect(data.downlineQueries.slice(asked)).toHaveLength(1);
  });

  it('says so when there is no downline', async () => {
    renderTree(buildAgentData({ members: [] }));
    expect(await screen.findByText('You have no downlines yet.')).toBeInTheDocument();
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  });

  it('shows a status while loading and a retry when the call fails', async () => {
    renderTree(buildAgentData(), { downlines: 'loading' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
  });

  it('offers a retry when the call fails', async () => {
    const { user, data } = renderTree(buildAgentData(), { downlines: 'error' });
    const alert = await screen.findByRole('alert');
    const asked = data.downlineQueries.length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(data.downlineQueries.length).toBeGreaterThan(asked));
  });
});
