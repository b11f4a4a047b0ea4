import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildAnnouncement } from '../testing/notices-handlers';
import { StoryProviders } from '../testing/story-providers';
import { NoticePopup } from './notice-popup';

const meta = {
  title: 'content/NoticePopup',
  component: NoticePopup,
  args: {
    onClose: fn(),
    notices: [
      buildAnnouncement(1, {
        title: 'Scheduled maintenance on 2026-12-01',
        content:
          '<p>We will upgrade our systems on <strong>2026-12-01</strong>.</p><table><thead><tr><th>Start</th><th>End</th></tr></thead><tbody><tr><td>02:00</td><td>04:00</td></tr></tbody></table>',
      }),
    ],
  },
  render: (args) => (
    <StoryProviders>
      <NoticePopup {...args} />
    </StoryProviders>
  ),
} satisfies Meta<typeof NoticePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One notice. */
export const Single: Story = {};

/** This visit's popup notices, one after another. */
export const Several: Story = {
  args: {
    notices: [
      buildAnnouncement(7, { title: 'Welcome to LotusPlay', popup: true }),
      buildAnnouncement(8, { title: 'Weekend bonus reminder', popup: true }),
    ],
  },
};

/** Hostile HTML: the script and the handler are removed before rendering. */
export const HostileHtml: Story = {
  args: {
    notices: [
      buildAnnouncement(9, {
        title: 'Hostile notice',
        content: '<p>Safe text</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      }),
    ],
  },
};

/** The light theme. */
export const Light: Story = { globals: { theme: 'light' } };
