import { buildRegisterSetting, createSystemHandlers } from '@lotusplay/api-client/testing';
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
import { buildEmptyContractData } from '../../testing/contract-data';
import DownlineManagementPage from '../downline-management/downline-management-page';
import RegisterCenterPage from './register-center-page';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

const CREATED =
  "Account {{name}} created. Initial password: the brand's default password; it must be changed at the first login.";

function renderPage(
  data: AgentData = buildAgentData(),
  modes?: AgentCallModes,
  ui: ReactNode = <RegisterCenterPage />,
) {
  server.use(
    ...createSystemHandlers({ registerSetting: buildRegisterSetting() }),
    ...createAgentHandlers(data, modes),
  );
  const user = userEvent.setup();
  renderWithProviders(<>{ui}</>, { store: createAgentStore('registerCenter'), wrapper });
  return { data, user };
}

const username = () => screen.getByRole('textbox', { name: 'Username' });
const nickname = () => screen.getByRole('textbox', { name: 'Nickname (optional)' });
const submit = () => screen.getByRole('button', { name: 'Create account' });

describe('RegisterCenterPage', () => {
  it('creates a member with the default password, says so and resets the form', async () => {
    const { data, user } = renderPage();
    expect(screen.getByRole('radio', { name: 'Member' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Agent' })).not.toBeChecked();
    await user.type(username(), 'luckystar8');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(
      CREATED.replace('{{name}}', 'luckystar8'),
    );
    expect(data.created).toEqual([{ username: 'luckystar8', accountType: 'member' }]);
    expect(username()).toHaveValue('');
    expect(data.members.at(-1)).toMatchObject({ username: 'luckystar8', parentId: 100 });
  });

  it('creates a sub-agent with a nickname', async () => {
    const { data, user } = renderPage();
    await user.type(username(), 'newagent01');
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    await user.type(nickname(), '  Night owl ');
    await user.click(submit());
    await screen.findByText(CREATED.replace('{{name}}', 'newagent01'));
    expect(data.created).toEqual([
      { username: 'newagent01', accountType: 'agent', nickname: 'Night owl' },
    ]);
    expect(screen.getByRole('radio', { name: 'Member' })).toBeChecked();
    expect(nickname()).toHaveValue('');
  });

  it('gives a new sub-agent the contracts it chose, in force at once, within its own rates', async () => {
    const { data, user } = renderPage();
    await user.type(username(), 'newagent02');
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    const contracts = await screen.findByRole('group', { name: 'Contracts from the start' });
    // Only the kinds it holds in force: the dividend and the daily salary (the hourly salary is
    // an offer still waiting, and it holds no real-time salary).
    const daily = await within(contracts).findByRole('checkbox', {
      name: 'Give a Daily salary contract (your rate: 1.50%)',
    });
    expect(within(contracts).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(contracts).queryByRole('checkbox', { name: /Hourly/ })).toBeNull();
    await user.click(daily);
    const tiers = within(contracts).getByRole('group', { name: 'Daily salary: rate tiers' });
    await user.type(within(tiers).getByRole('textbox', { name: 'Minimum valid bets' }), '0');
    await user.type(within(tiers).getByRole('textbox', { name: 'Minimum active members' }), '1');
    const rate = within(tiers).getByRole('textbox', { name: 'Rate (%)' });
    await user.type(rate, '1.60');
    await user.click(submit());
    // Above its own rate: refused here, nothing sent, the first field with a problem focused.
    await waitFor(() => expect(rate).toHaveFocus());
    expect(rate).toHaveAccessibleDescription('At most your own rate, 1.50%');
    expect(data.created).toEqual([]);
    await user.clear(rate);
    await user.type(rate, '0.7');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${CREATED.replace('{{name}}', 'newagent02')} Contracts in force: Daily salary 0.70%.`,
    );
    expect(data.created).toEqual([
      {
        username: 'newagent02',
        accountType: 'agent',
        contracts: [
          {
            kind: 'dailySalary',
            tiers: [{ minValidBet: '0.00', minActiveMembers: 1, rate: '0.70' }],
          },
        ],
      },
    ]);
    expect(data.contracts.contracts.find((c) => c.holder.username === 'newagent02')).toMatchObject({
      kind: 'dailySalary',
      status: 'active',
      maxRate: '0.70',
    });
    // The form is reset: a member again, no contract chosen.
    expect(screen.getByRole('radio', { name: 'Member' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Contracts from the start' })).toBeNull();
  });

  it("shows the server's refusal of a contract and keeps every value typed", async () => {
    const { data, user } = renderPage();
    await user.type(username(), 'newagent03');
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    await user.click(
      await screen.findByRole('checkbox', { name: /^Give a Daily salary contract/ }),
    );
    const tiers = screen.getByRole('group', { name: 'Daily salary: rate tiers' });
    await user.type(within(tiers).getByRole('textbox', { name: 'Minimum valid bets' }), '0');
    await user.type(within(tiers).getByRole('textbox', { name: 'Minimum active members' }), '0');
    await user.type(within(tiers).getByRole('textbox', { name: 'Rate (%)' }), '0.50');
    // Meanwhile its own daily salary ended.
    data.contracts.contracts = data.contracts.contracts.filter(
      (c) => !(c.kind === 'dailySalary' && c.holder.id === data.agent.id),
    );
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You need an active contract of this kind before you can offer one',
    );
    expect(username()).toHaveValue('newagent03');
    expect(within(tiers).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('0.50');
    expect(data.members.some((m) => m.username === 'newagent03')).toBe(false);
  });

  it('says so when the agent holds no contract to pass on', async () => {
    const { user } = renderPage(buildAgentData({ contracts: buildEmptyContractData() }));
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    const contracts = await screen.findByRole('group', { name: 'Contracts from the start' });
    expect(
      await within(contracts).findByText(/You hold no contract to pass on/),
    ).toBeInTheDocument();
    expect(within(contracts).queryByRole('checkbox')).toBeNull();
  });

  it("checks the username with registration's rule before asking", async () => {
    const { data, user } = renderPage();
    // The demo brand's username rule: pattern 1, 6 to 16 characters.
    const hint = '6 - 16 characters, starting with a letter, letters and digits only';
    await waitFor(() => expect(username()).toHaveAccessibleDescription(hint));
    await user.click(submit());
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(username()).toHaveAccessibleDescription(`Input cannot be empty ${hint}`);
    expect(username()).toHaveFocus();
    await user.type(username(), '9lives');
    await user.click(submit());
    expect(username()).toHaveAccessibleDescription(hint);
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(username());
    await user.type(username(), 'abc');
    await user.click(submit());
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(data.created).toEqual([]);
  });

  it('shows a taken username at the field', async () => {
    const data = buildAgentData();
    data.members.push({ ...data.members[0]!, id: 300, username: 'takenname1' });
    const { user } = renderPage(data);
    await user.type(username(), 'TakenName1');
    await user.click(submit());
    await waitFor(() => expect(username()).toHaveAttribute('aria-invalid', 'true'));
    expect(username()).toHaveAccessibleDescription(/This username is already registered/);
    expect(username()).toHaveValue('TakenName1');
    expect(username()).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the brand has no default password', async () => {
    const { user } = renderPage(buildAgentData({ defaultPasswordSet: false }));
    await user.type(username(), 'luckystar8');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Accounts cannot be created now: no default password is set for this site.',
    );
    expect(username()).toHaveValue('luckystar8');
  });

  it('says so when the call fails', async () => {
    const { user } = renderPage(buildAgentData(), { create: 'error' });
    await user.type(username(), 'luckystar8');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The account could not be created. Please try again.',
    );
  });

  it('makes the team list stale: the new account shows there', async () => {
    const { user } = renderPage(
      buildAgentData(),
      {},
      <>
        <RegisterCenterPage />
        <DownlineManagementPage />
      </>,
    );
    const table = await screen.findByRole('table', { name: 'Downlines' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await user.type(username(), 'luckystar8');
    await user.click(submit());
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(within(table).getByText('luckystar8')).toBeInTheDocument();
  });
});
