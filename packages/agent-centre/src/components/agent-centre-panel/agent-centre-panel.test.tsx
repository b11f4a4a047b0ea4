import type { ContractKind } from '@lotusplay/api-client';
import { createSystemHandlers } from '@lotusplay/api-client/testing';
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { agentCentreManifest } from '../../manifest';
import { agentCentreEntries, type AgentCentrePage } from '../../state/agent-centre-entries';
import { createAgentAnnouncementHandlers } from '../../testing/agent-announcement-handlers';
import {
  buildAgentData,
  createAgentHandlers,
  type AgentCallModes,
  type AgentData,
} from '../../testing/agent-handlers';
import { createAgentStore } from '../../testing/agent-store';
import { buildContractData } from '../../testing/contract-data';
import AgentCentrePanel, { type AgentCentrePages } from './agent-centre-panel';

const server = setupMswServer();

const ALWAYS = [
  'Announcements',
  'Overview',
  'Create downline account',
  'Team management',
  'Team betting',
  'User profit and loss',
  'My income',
  'Account details',
];

/** The menu's entries as shown. */
const entryTexts = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('button')
    .map((entry) => entry.textContent);

function mountPanel(
  page?: AgentCentrePage,
  props: { pages?: AgentCentrePages } = {},
  data: AgentData = buildAgentData(),
  modes?: AgentCallModes,
) {
  server.use(...createSystemHandlers(), ...createAgentHandlers(data, modes));
  const store = createAgentStore(page ?? 'agentTeamOverview');
  const i18n = createTestI18n({ language: 'EN' });
  const user = userEvent.setup();
  renderWithProviders(<AgentCentrePanel {...props} />, {
    store,
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    ),
  });
  const dialog = screen.getByRole('dialog', { name: 'Agent centre' });
  return { store, user, dialog, data };
}

/** The panel, once its menu shows. */
async function renderPanel(...args: Parameters<typeof mountPanel>) {
  const mounted = mountPanel(...args);
  const menu = await within(mounted.dialog).findByRole('navigation', {
    name: 'Agent centre menu',
  });
  return { ...mounted, menu };
}

/** The demo agent of a brand that offers only `kinds`. */
const offering = (...kinds: ContractKind[]) =>
  buildAgentData({ contracts: buildContractData({ offered: kinds }) });

describe('AgentCentrePanel', () => {
  it('opens on the team overview, its entry marked, the contract entries hidden', async () => {
    const { dialog, menu } = await renderPanel(undefined, {}, offering());
    expect(entryTexts(menu)).toEqual(ALWAYS);
    expect(within(menu).getByRole('button', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const region = within(dialog).getByRole('region', { name: 'Overview' });
    expect(
      await within(region).findByRole('table', { name: 'Figures by level' }),
    ).toBeInTheDocument();
  });

  it('shows the entry of each kind the brand offers, marking the one whose offer waits', async () => {
    const { menu, data } = await renderPanel();
    expect(entryTexts(menu)).toEqual([
      ...ALWAYS,
      'Bonus',
      'Daily salary',
      'Hourly salary Offer waiting',
      'Real-time salary',
    ]);
    expect(within(menu).getByRole('button', { name: 'Hourly salary Offer waiting' })).toBeVisible();
    expect(data.contracts.calls).toEqual([]);
  });

  it.each([
    ['dividend', 'Bonus'],
    ['dailySalary', 'Daily salary'],
    ['hourSalary', 'Hourly salary Offer waiting'],
    ['realtimeSalary', 'Real-time salary'],
  ] as const)('shows the %s entry exactly when the brand offers it', async (kind, entry) => {
    const { menu } = await renderPanel(undefined, {}, offering(kind));
    expect(entryTexts(menu)).toEqual([...ALWAYS, entry]);
  });

  it('shows a loader, not the menu, until the consolidated fields answer', async () => {
    const { dialog } = mountPanel(undefined, {}, buildAgentData(), { consolidated: 'loading' });
    expect(await within(dialog).findByRole('status')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('navigation', { name: 'Agent centre menu' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the contract entries hidden, and the rest working, when they cannot be read', async () => {
    const { dialog, menu, user } = await renderPanel(undefined, {}, buildAgentData(), {
      consolidated: 'error',
    });
    expect(entryTexts(menu)).toEqual(ALWAYS);
    await user.click(within(menu).getByRole('button', { name: 'My income' }));
    expect(
      await within(dialog).findByRole('table', { name: 'Payments' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('shows the default page for an entry whose kind the brand does not offer', async () => {
    const { dialog } = await renderPanel('agentHourSalary', {}, offering('dividend'));
    expect(within(dialog).getByRole('region', { name: 'Overview' })).toBeInTheDocument();
  });

  it('opens a contract page from its entry; accepting the waiting offer clears the marker', async () => {
    const { dialog, menu, user } = await renderPanel();
    await user.click(within(menu).getByRole('button', { name: 'Hourly salary Offer waiting' }));
    const region = within(dialog).getByRole('region', { name: 'Hourly salary' });
    const mine = await within(region).findByRole('region', { name: 'My contract' });
    await user.click(await within(mine).findByRole('button', { name: 'Accept' }));
    expect(await within(mine).findByRole('status')).toHaveTextContent('Offer accepted');
    expect(await within(menu).findByRole('button', { name: 'Hourly salary' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(entryTexts(menu)).not.toContain('Hourly salary Offer waiting');
  });

  it('switches pages from the menu, with the keyboard too', async () => {
    const { dialog, menu, store, user } = await renderPanel();
    await user.click(within(menu).getByRole('button', { name: 'Team management' }));
    expect(store.getState().agentCentre.page).toBe('downlineManagmentView');
    const region = within(dialog).getByRole('region', { name: 'Team management' });
    expect(await within(region).findByRole('table', { name: 'Downlines' })).toBeInTheDocument();
    within(menu).getByRole('button', { name: 'Create downline account' }).focus();
    await user.keyboard('{Enter}');
    expect(within(menu).getByRole('button', { name: 'Create downline account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await within(dialog).findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('has a page of its own for every entry', () => {
    const pages = agentCentreManifest.agentCentrePages as AgentCentrePages;
    expect(agentCentreEntries.filter((entry) => !pages[entry.page])).toEqual([]);
  });

  it('shows the announcements for agents', async () => {
    server.use(...createAgentAnnouncementHandlers());
    const { dialog, menu, user } = await renderPanel();
    await user.click(within(menu).getByRole('button', { name: 'Announcements' }));
    const region = within(dialog).getByRole('region', { name: 'Announcements' });
    expect(
      await within(region).findByRole('list', { name: 'Announcements for agents' }),
    ).toBeInTheDocument();
    expect(region).not.toHaveTextContent('Coming soon');
  });

  it('says plainly that a page without code is coming soon', async () => {
    // Every entry has its page now: an app may still switch one off by handing no loader.
    const { dialog, menu, user } = await renderPanel(undefined, {
      pages: { agentAnnouncement: undefined },
    });
    await user.click(within(menu).getByRole('button', { name: 'Announcements' }));
    const region = within(dialog).getByRole('region', { name: 'Announcements' });
    expect(region).toHaveTextContent('Coming soon');
    expect(region).toHaveTextContent('This part of the agent centre is still being built');
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a page the app hands over', async () => {
    const { dialog } = await renderPanel('personalHistoryCopy', {
      pages: {
        personalHistoryCopy: () => Promise.resolve({ default: () => <p>the betting page</p> }),
      },
    });
    expect(await within(dialog).findByText('the betting page')).toBeInTheDocument();
  });

  it('shows a loader while a page loads, and a retry when its code cannot be loaded', async () => {
    let online = false;
    const failingOnce = () =>
      online
        ? Promise.resolve({ default: () => <p>loaded at last</p> })
        : Promise.reject(new Error('chunk gone'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog, user } = await renderPanel('personalHistoryCopy', {
      pages: { personalHistoryCopy: failingOnce },
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the page…');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The page could not be loaded.');
    online = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('loaded at last')).toBeInTheDocument();
    error.mockRestore();
  });

  it('closes the centre', async () => {
    const { dialog, store, user } = await renderPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.getState().agentCentre.open).toBe(false);
  });
});
