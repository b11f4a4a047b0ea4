import {
  AgentTransferErrorCodes,
  AgentTransferMessages,
  WithdrawalErrorCodes,
} from '@lotusplay/api-client';
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { buildAgentData, createAgentHandlers, type AgentData } from '../../testing/agent-handlers';
import { createAgentStore } from '../../testing/agent-store';
import { DownlineTransferForm } from './downline-transfer-form';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderForm(data: AgentData = buildAgentData()) {
  server.use(...createAgentHandlers(data));
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithProviders(
    <DownlineTransferForm member={{ id: 105, username: 'sub1_member2' }} onClose={onClose} />,
    { store: createAgentStore(), wrapper },
  );
  return { data, user, onClose };
}

async function fill(user: ReturnType<typeof userEvent.setup>, amount: string, password = '135790') {
  await user.clear(screen.getByLabelText('Amount'));
  if (amount) await user.type(screen.getByLabelText('Amount'), amount);
  if (password) await user.type(screen.getByLabelText('Payment password'), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('DownlineTransferForm', () => {
  it('transfers to a downline two levels down after a confirmation', async () => {
    const { data, user } = renderForm();
    expect(screen.getByRole('region', { name: 'Transfer to sub1_member2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      'From ¥1.00 to ¥50,000.00 per transfer, up to ¥200,000.00 a day, from your main wallet.',
    );
    await fill(user, '12.5');
    const confirm = screen.getByRole('group', { name: 'Confirm the transfer' });
    expect(confirm).toHaveTextContent('Transfer ¥12.50 from your main wallet to sub1_member2?');
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '¥12.50 transferred to sub1_member2. Your main wallet balance: ¥4,987.50.',
    );
    expect(data.transfers).toHaveLength(1);
    expect(data.transfers[0]).toMatchObject({ memberId: 105, amount: '12.50' });
    expect(data.transfers[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(data.members.find((m) => m.id === 105)!.balance).toBe('57.60');
  });

  it('checks the amount and the password before asking the server', async () => {
    const { data, user } = renderForm();
    await fill(user, 'abc', '');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount such as 10 or 10.50.'),
    );
    expect(screen.getByLabelText('Amount')).toHaveFocus();
    expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription(
      'Enter your 6-digit payment password.',
    );
    await fill(user, '0.5', '');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      expect.stringContaining('The smallest transfer is ¥1.00.'),
    );
    await fill(user, '50000.01', '');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      expect.stringContaining('The largest transfer is ¥50,000.00.'),
    );
    expect(data.transfers).toEqual([]);
  });

  it.each([
    [
      { code: WithdrawalErrorCodes.PaymentPasswordWrong, message: 'x', status: 400 },
      'The payment password is wrong.',
    ],
    [
      {
        code: AgentTransferErrorCodes.DailyLimit,
        message: AgentTransferMessages.dailyLimit,
        status: 400,
      },
      'This transfer would pass your daily limit of ¥200,000.00.',
    ],
    [
      {
        code: AgentTransferErrorCodes.Disabled,
        message: AgentTransferMessages.disabled,
        status: 403,
      },
      'Transfers to downlines are not available on this site.',
    ],
    [
      { code: 'SOMETHING_ELSE', message: 'x', status: 500 },
      'The transfer could not be made. Please try again.',
    ],
  ])('shows the refusal %#', async (transferRefusal, text) => {
    const { user } = renderForm(buildAgentData({ transferRefusal }));
    await fill(user, '10');
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    // Back on the form, the password to be typed again.
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
    expect(screen.getByLabelText('Amount')).toHaveValue('10');
  });

  it('goes back from the confirmation, and cancels', async () => {
    const { user, onClose, data } = renderForm();
    await fill(user, '10');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(data.transfers).toEqual([]);
  });
});
