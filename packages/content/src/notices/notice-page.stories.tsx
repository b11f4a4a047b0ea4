import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { languageArgType } from '../testing/story-providers';
import { buildAnnouncement, createNoticesHandlers } from '../testing/notices-handlers';
import type { NoticesHandlerData } from '../testing/notices-handlers';
import { NoticePage } from './notice-page';
import { NoticesStory, type NoticesStoryArgs } from './notices-story-kit';

const handlers = (data: NoticesHandlerData = {}) => ({
  handlers: () => createNoticesHandlers(data),
});

const meta = {
  title: 'content/NoticePage',
  component: NoticesStory,
  args: { language: 'EN' },
  argTypes: { language: languageArgType },
  parameters: { msw: handlers() },
  render: (args) => (
    <NoticesStory key={`${args.language}-${args.route}`} {...args}>
      <NoticePage />
    </NoticesStory>
  ),
} satisfies Meta<NoticesStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 12 notices: page 1 of 2, the first one shown. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Notice titles' });
    await expect(within(list).getAllByRole('button')).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(await canvas.findByRole('article', { name: 'Notice 10' })).toBeTruthy();
  },
};

/** Opened at ?page=2. */
export const SecondPage: Story = { args: { route: '/noticePage?page=2' } };

/** A member also sees the members-only notices. */
export const Member: Story = {
  args: { member: true },
  parameters: {
    msw: handlers({
      memberNotices: [buildAnnouncement(50, { title: 'Members: your VIP week', memberOnly: true })],
    }),
  },
};

/** Rich HTML, and a hostile one: its script and handler are gone. */
export const RichAndHostileHtml: Story = {
  parameters: {
    msw: handlers({
      notices: (type) =>
        type === 'B'
          ? [
              buildAnnouncement(1, {
                title: 'Scheduled maintenance',
                content:
                  '<p>We will upgrade on <strong>2026-12-01</strong>.</p><table><thead><tr><th>Start</th><th>End</th></tr></thead><tbody><tr><td>02:00</td><td>04:00</td></tr></tbody></table><ul><li>Games</li><li>Wallet</li></ul><p>See <a href="/help">help</a>.</p>',
              }),
              buildAnnouncement(2, {
                title: 'Hostile notice',
                content:
                  '<p>Safe text</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
              }),
            ]
          : [],
    }),
  },
};

/** Waiting for the server. */
export const Loading: Story = { parameters: { msw: handlers({ hang: true }) } };

/** No notices at all. */
export const Empty: Story = { parameters: { msw: handlers({ notices: () => [] }) } };

/** The server failed: a message and a retry. */
export const Failed: Story = { parameters: { msw: handlers({ failWith: 500 }) } };

/** A phone-sized viewport: the detail under the list. */
export const Phone: Story = { args: { width: 375 } };

/** The light theme. */
export const Light: Story = { globals: { theme: 'light' } };

/** In Chinese. */
export const Chinese: Story = { args: { language: 'CN' } };
