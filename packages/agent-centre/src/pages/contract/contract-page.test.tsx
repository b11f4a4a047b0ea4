import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContractKind } from '@lotusplay/api-client';
import { formatDateTime, I18nProvider } from '@lotusplay/i18n';
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
import { buildContractData, buildEmptyContractData } from '../../testing/contract-data';
import { ContractPage } from './contract-page';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderPage(
  kind: ContractKind = 'dailySalary',
  data: AgentData = buildAgentData(),
  modes?: AgentCallModes,
) {
  server.use(...createAgentHandlers(data, modes));
  const user = userEvent.setup();
  const store = createAgentStore('agentDailyWages2');
  const { container } = renderWithProviders(<ContractPage kind={kind} />, { store, wrapper });
  return { data, user, store, container };
}

const section = (name: string) => screen.getByRole('region', { name });
const findSection = (name: string) => screen.findByRole('region', { name });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
/** A term of a <dl> and its value. */
const term = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
/** The last body the page sent to the contract call. */
const lastCall = (data: AgentData) => data.contracts.calls.at(-1)?.body;

/** Fills tier `n` (from 1) of the form in `scope`. */
async function fillTier(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  n: number,
  values: { minValidBet?: string; minActiveMembers?: string; rate?: string },
) {
  const tier = within(scope).getByRole('group', { name: `Tier ${n}` });
  const fields = [
    ['Minimum valid bets', values.minValidBet],
    ['Minimum active members', values.minActiveMembers],
    ['Rate (%)', values.rate],
  ] as const;
  for (const [label, value] of fields) {
    if (value === undefined) continue;
    const input = within(tier).getByRole('textbox', { name: label });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('ContractPage', () => {
  it('shows my contract, the contracts I gave, the offer form, the simulator and my payments', async () => {
    const { data } = renderPage();
    const mine = await findSection('My contract');
    expect(term(mine, 'Period')).toBe('Daily');
    expect(term(mine, 'Offered by')).toBe('lotus_master');
    expect(term(mine, 'Since')).toBe(formatDateTime('2026-10-15T09:30:00.000Z'));
    expect(term(mine, 'Highest rate')).toBe('1.50%');
    const tiers = within(mine).getByRole('table', { name: 'My rate tiers' });
    expect(
      within(tiers)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Minimum valid bets', 'Minimum active members', 'Rate (%)']);
    expect(rowsOf(tiers).map(cells)).toEqual([
      ['¥10,000.00', '3', '0.50%'],
      ['¥50,000.00', '5', '1.00%'],
      ['¥100,000.00', '10', '1.50%'],
    ]);
    expect(within(mine).getByRole('button', { name: 'Terminate' })).toBeVisible();

    const given = within(section('Contracts I gave')).getByRole('table', {
      name: 'Contracts I gave',
    });
    expect(rowsOf(given).map((row) => cells(row).slice(0, 4))).toEqual([
      ['demo_subagent1', 'Active', '0.80%', 'Daily'],
      ['demo_subagent2', 'Waiting for an answer', '0.20%', 'Daily'],
    ]);

    const offer = section('Offer a contract');
    expect(offer).toHaveTextContent('at rates up to your own (1.50%)');
    const downline = await within(offer).findByRole('combobox', { name: 'Downline' });
    await waitFor(() =>
      expect(
        within(downline)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a downline agent', 'demo_subagent1', 'demo_subagent2']),
    );
    // Salaries have their own period: no period to choose.
    expect(
      within(offer).queryByRole('combobox', { name: 'Settlement period' }),
    ).not.toBeInTheDocument();

    const simulator = section('Rate simulator');
    expect(
      within(within(simulator).getByRole('group', { name: 'Tier 3' })).getByRole('textbox', {
        name: 'Rate (%)',
      }),
    ).toHaveValue('1.50');
    expect(simulator).toHaveTextContent('same settlement rules as the real payments');

    const payments = section('Payment records');
    const table = await within(payments).findByRole('table', { name: 'Payments' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Period');
    expect(data.contracts.incomeQueries[0]).toEqual({
      kind: 'dailySalary',
      pageNo: 1,
      pageSize: 20,
    });
    expect(data.contracts.calls).toEqual([{ kind: 'dailySalary', body: { action: 'view' } }]);
  });

  it('accepts the offer waiting for me', async () => {
    const { data, user } = renderPage('hourSalary');
    const mine = await findSection('My contract');
    expect(within(mine).getByText('lotus_master offers you a contract')).toBeVisible();
    expect(
      rowsOf(within(mine).getByRole('table', { name: 'Offered rate tiers' })).map(cells),
    ).toEqual([
      ['¥1,000.00', '1', '0.20%'],
      ['¥5,000.00', '3', '0.40%'],
    ]);
    expect(term(mine, 'Period')).toBe('Hourly');
    await user.click(within(mine).getByRole('button', { name: 'Accept' }));
    expect(await within(mine).findByRole('status')).toHaveTextContent(
      'Offer accepted: the contract is active.',
    );
    expect(lastCall(data)).toEqual({ action: 'accept', contractId: 3 });
    expect(await within(mine).findByRole('table', { name: 'My rate tiers' })).toBeVisible();
    expect(within(mine).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    // Now it holds one, it may pass it on.
    expect(await findSection('Offer a contract')).toBeVisible();
  });

  it('rejects the offer only once confirmed', async () => {
    const { data, user } = renderPage('hourSalary');
    const mine = await findSection('My contract');
    await user.click(within(mine).getByRole('button', { name: 'Reject' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Reject this offer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(data.contracts.calls.map((c) => c.body.action)).toEqual(['view']);
    // The focus went back to the button that opened the dialog.
    expect(within(mine).getByRole('button', { name: 'Reject' })).toHaveFocus();

    await user.click(within(mine).getByRole('button', { name: 'Reject' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Reject this offer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await within(mine).findByRole('status')).toHaveTextContent('Offer rejected.');
    expect(lastCall(data)).toEqual({ action: 'reject', contractId: 3 });
    expect(await within(mine).findByText(/You have no contract of this kind/)).toBeVisible();
  });

  it('terminates my contract once confirmed; then I may offer none', async () => {
    const { data, user } = renderPage();
    const mine = await findSection('My contract');
    await user.click(within(mine).getByRole('button', { name: 'Terminate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Terminate this contract?' });
    expect(confirm).toHaveTextContent('Your contract ends now');
    await user.click(within(confirm).getByRole('button', { name: 'Terminate' }));
    expect(await within(mine).findByRole('status')).toHaveTextContent('Contract terminated.');
    expect(lastCall(data)).toEqual({ action: 'terminate', contractId: 2 });
    expect(await within(mine).findByText(/You have no contract of this kind/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Offer a contract' })).not.toBeInTheDocument();
    // What it gave stays listed (and can still be ended).
    expect(section('Contracts I gave')).toBeVisible();
  });

  it('terminates a contract I gave once confirmed', async () => {
    const { data, user } = renderPage();
    const given = await findSection('Contracts I gave');
    await user.click(
      within(given).getByRole('button', { name: 'Terminate the contract of demo_subagent1' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Terminate this contract?' });
    expect(confirm).toHaveTextContent('The contract of demo_subagent1 ends now');
    await user.click(within(confirm).getByRole('button', { name: 'Terminate' }));
    expect(await within(given).findByRole('status')).toHaveTextContent(
      'The contract of demo_subagent1 was terminated.',
    );
    expect(lastCall(data)).toEqual({ action: 'terminate', contractId: 4 });
    // The list is fetched again after the change (the status may show first).
    await waitFor(() =>
      expect(
        rowsOf(within(given).getByRole('table', { name: 'Contracts I gave' })).map(
          (row) => cells(row)[0],
        ),
      ).toEqual(['demo_subagent2']),
    );
  });

  it('offers a contract to a downline agent; the list of contracts I gave shows it', async () => {
    const { data, user } = renderPage();
    const offer = await findSection('Offer a contract');
    const downline = within(offer).getByRole('combobox', { name: 'Downline' });
    await waitFor(() => expect(within(downline).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(downline, 'demo_subagent2');
    await fillTier(user, offer, 1, { minValidBet: '5000', minActiveMembers: '1', rate: '0.3' });
    await user.click(within(offer).getByRole('button', { name: 'Add tier' }));
    await fillTier(user, offer, 2, { minValidBet: '20000.5', minActiveMembers: '3', rate: '0.6' });
    await user.click(within(offer).getByRole('button', { name: 'Offer contract' }));
    expect(await within(offer).findByRole('status')).toHaveTextContent(
      'Contract offered to demo_subagent2',
    );
    expect(lastCall(data)).toEqual({
      action: 'offer',
      memberId: 103,
      tiers: [
        { minValidBet: '5000.00', minActiveMembers: 1, rate: '0.30' },
        { minValidBet: '20000.50', minActiveMembers: 3, rate: '0.60' },
      ],
    });
    // The new offer replaces the one that was waiting.
    const given = within(section('Contracts I gave')).getByRole('table', {
      name: 'Contracts I gave',
    });
    await waitFor(() =>
      expect(rowsOf(given).map((row) => cells(row).slice(0, 3))).toEqual([
        ['demo_subagent1', 'Active', '0.80%'],
        ['demo_subagent2', 'Waiting for an answer', '0.60%'],
      ]),
    );
    // The form starts afresh.
    expect(within(offer).getByRole('combobox', { name: 'Downline' })).toHaveValue('');
    expect(within(offer).getAllByRole('group', { name: /^Tier / })).toHaveLength(1);
  });

  it('offers a dividend with its period', async () => {
    const { data, user } = renderPage('dividend');
    const offer = await findSection('Offer a contract');
    const downline = within(offer).getByRole('combobox', { name: 'Downline' });
    await waitFor(() => expect(within(downline).getAllByRole('option')).toHaveLength(3));
    const period = within(offer).getByRole('combobox', { name: 'Settlement period' });
    expect(period).toHaveValue('W');
    expect(
      within(period)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Daily', 'Weekly', 'Semimonthly', 'Monthly']);
    await user.selectOptions(period, 'Semimonthly');
    await user.selectOptions(downline, 'demo_subagent1');
    await fillTier(user, offer, 1, { minValidBet: '0', minActiveMembers: '0', rate: '15' });
    await user.click(within(offer).getByRole('button', { name: 'Offer contract' }));
    expect(await within(offer).findByRole('status')).toHaveTextContent(
      'Contract offered to demo_subagent1',
    );
    expect(lastCall(data)).toMatchObject({ action: 'offer', memberId: 102, period: 'H' });
  });

  it('warns when the rate ends contracts the downline gave, and offers only on confirmation', async () => {
    const { data, user } = renderPage();
    const offer = await findSection('Offer a contract');
    const downline = within(offer).getByRole('combobox', { name: 'Downline' });
    await waitFor(() => expect(within(downline).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(downline, 'demo_subagent1');
    await fillTier(user, offer, 1, { minValidBet: '10000', minActiveMembers: '2', rate: '0.5' });
    await user.click(within(offer).getByRole('button', { name: 'Offer contract' }));
    let warning = await screen.findByRole('alertdialog', {
      name: "End your downline's contracts?",
    });
    expect(warning).toHaveTextContent(
      'This rate is below the contracts demo_subagent1 gave to its downlines (sub1_partner); offering it ends those contracts',
    );
    // Cancel keeps everything: no contract ended, the form as typed.
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(data.contracts.contracts.find((c) => c.id === 6)?.status).toBe('active');
    expect(downline).toHaveValue('102');
    const tier = within(offer).getByRole('group', { name: 'Tier 1' });
    expect(within(tier).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('0.5');
    expect(within(offer).queryByRole('status')).toBeEmptyDOMElement();

    await user.click(within(offer).getByRole('button', { name: 'Offer contract' }));
    warning = await screen.findByRole('alertdialog', { name: "End your downline's contracts?" });
    await user.click(
      within(warning).getByRole('button', { name: 'Offer and end those contracts' }),
    );
    expect(await within(offer).findByRole('status')).toHaveTextContent(
      'Contract offered to demo_subagent1. These contracts ended: sub1_partner',
    );
    expect(lastCall(data)).toEqual({
      action: 'offer',
      memberId: 102,
      tiers: [{ minValidBet: '10000.00', minActiveMembers: 2, rate: '0.50' }],
      confirmLowerRate: true,
    });
    expect(data.contracts.contracts.find((c) => c.id === 6)).toMatchObject({
      status: 'terminated',
      endReason: 'lowerRate',
    });
  });

  it('checks the form before sending it, as the contracts do', async () => {
    const { data, user } = renderPage();
    const offer = await findSection('Offer a contract');
    await user.click(within(offer).getByRole('button', { name: 'Offer contract' }));
    const downline = within(offer).getByRole('combobox', { name: 'Downline' });
    expect(downline).toHaveAccessibleDescription(
      'Choose the downline agent to offer the contract to',
    );
    const tier1 = within(offer).getByRole('group', { name: 'Tier 1' });
    const rate1 = within(tier1).getByRole('textbox', { name: 'Rate (%)' });
    expect(rate1).toHaveAccessibleDescription('Required');
    await waitFor(() => expect(downline).toHaveFocus());

    await fillTier(user, offer, 1, { minValidBet: '1,000', minActiveMembers: '2.5', rate: '5' });
    expect(
      within(tier1).getByRole('textbox', { name: 'Minimum valid bets' }),
    ).toHaveAccessibleDescription('An amount such as 1000 or 1000.50');
    expect(
      within(tier1).getByRole('textbox', { name: 'Minimum active members' }),
    ).toHaveAccessibleDescription('A whole number from 0 to 100000');
    expect(rate1).toHaveAccessibleDescription('At most 3.00% for this kind');
    await fillTier(user, offer, 1, { rate: '0.123' });
    expect(rate1).toHaveAccessibleDescription('A percentage above 0 with at most two decimals');
    await fillTier(user, offer, 1, { rate: '2' });
    expect(rate1).toHaveAccessibleDescription('At most your own rate, 1.50%');

    await fillTier(user, offer, 1, { minValidBet: '5000', minActiveMembers: '2', rate: '1' });
    await user.click(within(offer).getByRole('button', { name: 'Add tier' }));
    await fillTier(user, offer, 2, { minValidBet: '9000', minActiveMembers: '3', rate: '0.8' });
    expect(within(offer).getByText(/Each tier needs a higher rate/)).toBeVisible();

    // Five tiers at most, one at least.
    const add = within(offer).getByRole('button', { name: 'Add tier' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(within(offer).getAllByRole('group', { name: /^Tier / })).toHaveLength(5);
    expect(add).toBeDisabled();
    for (const n of [5, 4, 3, 2])
      await user.click(within(offer).getByRole('button', { name: `Remove tier ${n}` }));
    expect(within(offer).getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
    expect(data.contracts.calls.map((c) => c.body.action)).toEqual(['view']);
  });

  it("shows the server's refusal beside the form and keeps what was typed", async () => {
    const { data, user } = renderPage();
    const offer = await findSection('Offer a contract');
    const downline = within(offer).getByRole('combobox', { name: 'Downline' });
    await waitFor(() => expect(within(downline).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(downline, 'demo_subagent2');
    await fillTier(user, offer, 1, { minValidBet: '8000', minActiveMembers: '2', rate: '0.4' });
    // Meanwhile the upline lowered the agent's own contract to 0.30 %.
    Object.assign(
      data.contracts.contracts.find((c) => c.id === 2)!,
      {
        tiers: [{ minValidBet: '10000.00', minActiveMembers: 3, rate: '0.30' }],
        maxRate: '0.30',
      },
    );
    await user.click(within(offer).getByRole('button', { name: 'Offer contract' }));
    expect(await within(offer).findByRole('alert')).toHaveTextContent(
      'A downline’s rate cannot be above your own (0.30%)',
    );
    // The page reads the contracts again: the agent's own rate as it now is.
    await waitFor(() => expect(offer).toHaveTextContent('at rates up to your own (0.30%)'));
    expect(downline).toHaveValue('103');
    const tier = within(offer).getByRole('group', { name: 'Tier 1' });
    expect(within(tier).getByRole('textbox', { name: 'Minimum valid bets' })).toHaveValue('8000');
    expect(within(tier).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('0.4');
  });

  it('says so when a network failure stops the offer', async () => {
    const { user } = renderPage('dailySalary', buildAgentData(), { contractAction: 'error' });
    const offer = await findSection('Offer a contract');
    const downline = within(offer).getByRole('combobox', { name: 'Downline' });
    await waitFor(() => expect(within(downline).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(downline, 'demo_subagent2');
    await fillTier(user, offer, 1, { minValidBet: '8000', minActiveMembers: '2', rate: '0.4' });
    await user.click(within(offer).getByRole('button', { name: 'Offer contract' }));
    expect(await within(offer).findByRole('alert')).toHaveTextContent(
      'The contract could not be offered. Please try again.',
    );
  });

  it('simulates my tiers on the last completed period', async () => {
    const { data, user } = renderPage();
    const simulator = await findSection('Rate simulator');
    await user.click(within(simulator).getByRole('button', { name: 'Simulate' }));
    const result = await within(simulator).findByLabelText('Simulation result');
    expect(term(result, 'Last completed period')).toBe('2026-11-27');
    expect(term(result, 'Team valid bets')).toBe('¥62,500.00');
    expect(term(result, 'Team profit and loss')).toBe('-¥1,830.40');
    expect(term(result, 'Active members')).toBe('6');
    expect(term(result, 'Rate applied')).toBe('1.00%');
    expect(term(result, 'Gross')).toBe('¥625.00');
    expect(term(result, 'Deducted by downlines')).toBe('¥300.00');
    expect(within(simulator).getByRole('status')).toHaveTextContent(
      'You would have earned ¥325.00',
    );
    expect(lastCall(data)).toEqual({
      action: 'simulate',
      tiers: [
        { minValidBet: '10000.00', minActiveMembers: 3, rate: '0.50' },
        { minValidBet: '50000.00', minActiveMembers: 5, rate: '1.00' },
        { minValidBet: '100000.00', minActiveMembers: 10, rate: '1.50' },
      ],
    });

    // Other tiers: none reached.
    await user.click(within(simulator).getByRole('button', { name: 'Remove tier 1' }));
    await user.click(within(simulator).getByRole('button', { name: 'Remove tier 1' }));
    await fillTier(user, simulator, 1, { minValidBet: '70000' });
    await user.click(within(simulator).getByRole('button', { name: 'Simulate' }));
    await waitFor(() =>
      expect(term(within(simulator).getByLabelText('Simulation result'), 'Rate applied')).toBe(
        'No tier reached',
      ),
    );
    expect(within(simulator).getByRole('status')).toHaveTextContent('You would have earned ¥0.00');
  });

  it('simulates a dividend on the period chosen', async () => {
    const { data, user } = renderPage('dividend');
    const simulator = await findSection('Rate simulator');
    const period = within(simulator).getByRole('combobox', { name: 'Settlement period' });
    await user.selectOptions(period, 'Monthly');
    await user.click(within(simulator).getByRole('button', { name: 'Simulate' }));
    const result = await within(simulator).findByLabelText('Simulation result');
    expect(term(result, 'Last completed period')).toBe('2026-10-01 – 2026-10-31');
    // 20 % of the team's loss of ¥9,150.00.
    expect(term(result, 'Rate applied')).toBe('20.00%');
    expect(within(simulator).getByRole('status')).toHaveTextContent(
      'You would have earned ¥1,830.00',
    );
    expect(lastCall(data)).toMatchObject({ action: 'simulate', period: 'M' });
  });

  it('with no contract of the kind: says so, offers nothing, simulates from one empty tier', async () => {
    const { user } = renderPage('realtimeSalary');
    const mine = await findSection('My contract');
    expect(mine).toHaveTextContent(
      'You have no contract of this kind. Your upline or the operator can offer you one.',
    );
    expect(screen.queryByRole('region', { name: 'Contracts I gave' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offer a contract' })).not.toBeInTheDocument();
    const simulator = section('Rate simulator');
    expect(within(simulator).getAllByRole('group', { name: /^Tier / })).toHaveLength(1);
    await fillTier(user, simulator, 1, { minValidBet: '100', minActiveMembers: '1', rate: '0.5' });
    await user.click(within(simulator).getByRole('button', { name: 'Simulate' }));
    const result = await within(simulator).findByLabelText('Simulation result');
    expect(term(result, 'Last completed period')).toBe('2026-11-28 11:55–12:00');
    expect(
      await within(section('Payment records')).findByText(
        'Nothing of this kind has been paid to you yet.',
      ),
    ).toBeVisible();
  });

  it('shows a spinner while the contracts load, and a retry when they fail', async () => {
    renderPage('dailySalary', buildAgentData(), { contractView: 'loading' });
    expect((await screen.findAllByRole('status')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'My contract' })).not.toBeInTheDocument();
  });

  it('offers a retry when the contracts cannot be loaded', async () => {
    const { data, user } = renderPage('dailySalary', buildAgentData(), { contractView: 'error' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your contracts could not be loaded. Please try again.');
    const asked = data.contracts.calls.length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(data.contracts.calls.length).toBeGreaterThan(asked));
  });

  it("shows the server's word when the brand does not offer the kind", async () => {
    renderPage(
      'hourSalary',
      buildAgentData({ contracts: buildContractData({ offered: ['dividend'] }) }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The brand does not offer this kind of contract',
    );
  });

  it('keeps to a phone screen: every table scrolls sideways inside its own box', async () => {
    const { container } = renderPage();
    await findSection('My contract');
    await within(section('Payment records')).findByRole('table', { name: 'Payments' });
    const tables = container.querySelectorAll('table');
    expect(tables.length).toBe(3);
    for (const table of tables) expect(table.parentElement).toHaveClass('lp-agent-scroll');
    const css = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'styles.css'),
      'utf8',
    );
    expect(css).toMatch(/\.lp-agent-scroll\s*{[^}]*overflow-x:\s*auto/);
    // Under 600 px each tier's fields stack in one column.
    const phone = css.slice(css.indexOf('@media (max-width: 600px)'));
    expect(phone).toMatch(
      /\.lp-agent-tiers__row\s*{[^}]*grid-template-columns:\s*minmax\(0, 1fr\)/,
    );
  });

  it('works for an agent with nothing at all', async () => {
    renderPage('dividend', buildAgentData({ contracts: buildEmptyContractData() }));
    expect(await findSection('My contract')).toHaveTextContent('You have no contract');
  });
});
