import { createSystemHandlers } from '@lotusplay/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  buildAgentData,
  createAgentHandlers,
  type AgentCallModes,
  type AgentData,
} from '../../testing/agent-handlers';
import { AgentStory } from '../../testing/agent-store';
import RegisterCenterPage from './register-center-page';

function Page() {
  return (
    <AgentStory page="registerCenter">
      <RegisterCenterPage />
    </AgentStory>
  );
}

const meta = {
  title: 'agent-centre/RegisterCenterPage',
  component: Page,
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: () => AgentData = buildAgentData, modes?: AgentCallModes) => ({
  msw: { handlers: () => [...createSystemHandlers(), ...createAgentHandlers(data(), modes)] },
});

/** The empty form, with the brand's username rule as its hint. */
export const Form: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/starting with a letter/)).toBeVisible();
  },
};

/** A member account created: the page says how its first login goes. */
export const Created: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/starting with a letter/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'luckystar8');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText(/Account luckystar8 created/)).toBeVisible();
  },
};

/** The username breaks the brand's rule: the problem shows at the field. */
export const InvalidUsername: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/starting with a letter/);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, '9lives');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(username).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A team where luckystar1 exists already. */
function withLuckystar1(): AgentData {
  const data = buildAgentData();
  data.members.push({ ...data.members[0]!, id: 300, username: 'luckystar1' });
  return data;
}

/** The username is taken: the server's answer shows at the field. */
export const UsernameTaken: Story = {
  parameters: handlers(withLuckystar1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/starting with a letter/);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, 'luckystar1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('This username is already registered')).toBeVisible();
  },
};

/** The brand has no default password: nothing can be created, and the page says why. */
export const NoDefaultPassword: Story = {
  parameters: handlers(() => buildAgentData({ defaultPasswordSet: false })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/starting with a letter/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'luckystar8');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** On a phone. */
export const Phone: Story = {
  parameters: handlers(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/starting with a letter/)).toBeVisible();
  },
};
