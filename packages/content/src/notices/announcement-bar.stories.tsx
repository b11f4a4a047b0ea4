import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { languageArgType } from '../testing/story-providers';
import {
  buildAnnouncement,
  buildAnnouncements,
  buildNoticeResponse,
  createNoticesHandlers,
} from '../testing/notices-handlers';
import type { NoticesHandlerData } from '../testing/notices-handlers';
import { AnnouncementBar } from './announcement-bar';
import { NoticesStory, type NoticesStoryArgs } from './notices-story-kit';

const handlers = (data: NoticesHandlerData = {}) => ({
  handlers: () => createNoticesHandlers(data),
});

const meta = {
  title: 'content/AnnouncementBar',
  component: NoticesStory,
  args: { language: 'EN', route: '/' },
  argTypes: { language: languageArgType },
  parameters: {
    msw: handlers({
      indexNotice: buildNoticeResponse(
        buildAnnouncements(4).map((a, i) => ({
          ...a,
          title: [
            'Scheduled maintenance on 2026-12-01',
            'New slot games arrived',
            'Deposit channel update',
            'Weekend bonus reminder',
          ][i]!,
        })),
      ),
    }),
  },
  render: (args) => (
    <NoticesStory key={args.language} {...args}>
      <AnnouncementBar />
    </NoticesStory>
  ),
} satisfies Meta<NoticesStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolling items; a click opens the notice popup. */
export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('region', { name: 'Announcements' });
    await userEvent.click(
      await within(bar).findByRole('button', { name: 'New slot games arrived' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'New slot games arrived' })).toBeTruthy();
  },
};

/** The brand has popup notices: they open at once, once per visit. */
export const WithPopupNotices: Story = {
  parameters: {
    msw: handlers({
      indexNotice: buildNoticeResponse(buildAnnouncements(2), [
        buildAnnouncement(7, {
          title: 'Welcome to LotusPlay',
          popup: true,
          content:
            '<h3>Welcome!</h3><p>New members get a <strong>first deposit bonus</strong>.</p>',
        }),
        buildAnnouncement(8, { title: 'Weekend bonus reminder', popup: true }),
      ]),
    }),
  },
};

/** The brand has no bar notices: nothing is shown. */
export const Empty: Story = {
  parameters: { msw: handlers({ indexNotice: buildNoticeResponse([]) }) },
};

/** Before the notices arrive: the bar keeps its height. */
export const Loading: Story = { parameters: { msw: handlers({ hang: true }) } };

/** A phone-sized viewport. */
export const Phone: Story = { args: { width: 375 } };

/** The light theme. */
export const Light: Story = { globals: { theme: 'light' } };

/** In Thai. */
export const Thai: Story = { args: { language: 'TH' } };
