import { WalletErrorCodes, WalletMessages } from '@lotusplay/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buildAgentData, createAgentHandlers, type AgentData } from '../../testing/agent-handlers';
import { AgentStory } from '../../testing/agent-store';
import { DownlineTransferForm } from './downline-transfer-form';

function Form() {
  return (
    <AgentStory page="downlineManagmentView">
      <DownlineTransferForm
        member={{ id: 101, username: 'demo_player' }}
        onClose={() => undefined}
      />
    </AgentStory>
  );
}

const meta = {
  title: 'agent-centre/DownlineTransferForm',
  component: Form,
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: () => AgentData = buildAgentData) => ({
  msw: { handlers: () => createAgentHandlers(data()) },
});

/** Fills the form and confirms a transfer of `amount`. */
async function send(canvasElement: HTMLElement, amount: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Amount'), amount);
  await userEvent.type(canvas.getByLabelText('Payment password'), '135790');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Confirm transfer' }));
  return canvas;
}

/** Empty, with the limits under the amount. */
export const Empty: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Amount')).toBeVisible();
  },
};

/** A transfer made: the agent's balance after it. */
export const Success: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, '10');
    await expect(await canvas.findByText(/¥10.00 transferred to demo_player/)).toBeVisible();
  },
};

/** Refused by the server: the balance does not cover it. */
export const Refused: Story = {
  parameters: handlers(() =>
    buildAgentData({
      transferRefusal: {
        code: WalletErrorCodes.InsufficientBalance,
        message: WalletMessages.insufficientBalance,
        status: 400,
      },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, '10');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your main wallet balance does not cover this transfer.',
    );
  },
};
