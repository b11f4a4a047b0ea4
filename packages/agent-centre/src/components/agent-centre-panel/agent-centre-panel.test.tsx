import { createSystemHandlers } from '@lotusplay/api-client/testing';
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { AgentCentrePage, AgentFeatureFlags } from '../../state/agent-centre-entries';
import { buildAgentData, createAgentHandlers } from '../../testing/agent-handlers';
import { createAgentStore } from '../../testing/agent-store';
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

function renderPanel(
  page?: AgentCentrePage,
  props: { pages?: AgentCentrePages; flags?: AgentFeatureFlags } = {},
) {
  server.use(...createSystemHandlers(), ...createAgentHandlers(buildAgentData()));
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
  const menu = within(dialog).getByRole('navigation', { name: 'Agent centre menu' });
  return { store, user, dialog, menu };
}

describe('AgentCentrePanel', () => {
  it('opens on the team overview, its entry marked, the contract entries hidden', async () => {
    const { dialog, menu } = renderPanel();
    expect(
      within(menu)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual(ALWAYS);
    expect(within(menu).getByRole('button', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const region = within(dialog).getByRole('region', { name: 'Overview' });
    expect(
      await within(region).findByRole('table', { name: 'Figures by level' }),
    ).toBeInTheDocument();
  });

  it('shows the entries of the contract features the agent has', () => {
    const { menu } = renderPanel(undefined, {
      flags: { dividend: true, dailySalary: true, hourSalary: true, realtimeSalary: true },
    });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual([...ALWAYS, 'Bonus', 'Daily salary', 'Hourly salary', 'Real-time salary']);
  });

  it('shows the default page for an entry whose feature is off', () => {
    const { dialog } = renderPanel('agentHourSalary');
    expect(within(dialog).getByRole('region', { name: 'Overview' })).toBeInTheDocument();
  });

  it('switches pages from the menu, with the keyboard too', async () => {
    const { dialog, menu, store, user } = renderPanel();
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

  it('says plainly that a page not built yet is coming soon', async () => {
    const { dialog, menu, user } = renderPanel();
    await user.click(within(menu).getByRole('button', { name: 'Team betting' }));
    const region = within(dialog).getByRole('region', { name: 'Team betting' });
    expect(region).toHaveTextContent('Coming soon');
    expect(region).toHaveTextContent('This part of the agent centre is still being built');
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a page the app hands over', async () => {
    const { dialog } = renderPanel('personalHistoryCopy', {
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
    const { dialog, user } = renderPanel('agentRevenueReport', {
      pages: { agentRevenueReport: failingOnce },
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
    const { dialog, store, user } = renderPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.getState().agentCentre.open).toBe(false);
  });
});
