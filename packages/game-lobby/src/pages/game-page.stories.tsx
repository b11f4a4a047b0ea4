import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GamePage } from './game-page';
import { storyHandlers, storyOf } from './story-kit';

const Game = storyOf(GamePage);

const meta = {
  title: 'game-lobby/GamePage',
  component: Game,
  parameters: { msw: storyHandlers() },
  args: { route: '/game', gameUrl: 'about:blank#demo-vendor' },
} satisfies Meta<typeof Game>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A launched game: the frame, loading until it has loaded; the navigation toggle. */
export const Playing: Story = {
  args: { gameUrl: 'https://example.com/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle('Game: Game').getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hide navigation' }));
    await expect(canvas.getByRole('button', { name: 'Show navigation' })).toBeTruthy();
  },
};

/** No game launched (or the session storage was cleared): says so. */
export const NoGame: Story = {
  args: { gameUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert').textContent).toContain(
      'No game is running',
    );
  },
};

/** The light theme. */
export const Light: Story = {
  args: { gameUrl: undefined },
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Game' })).toBeTruthy();
  },
};
