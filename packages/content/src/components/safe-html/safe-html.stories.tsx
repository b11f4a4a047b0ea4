import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './safe-html';

const meta = {
  title: 'content/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<h3>Deposit guide</h3><p>Choose a <strong>payment method</strong>, enter the amount and confirm.</p><ul><li>Minimum 100.00</li><li>Arrives in minutes</li></ul><p><a href="https://example.test/help" target="_blank">Read more</a></p>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatting: Story = {};
export const HostileInput: Story = {
  args: {
    html: '<p onclick="alert(1)">Click me: nothing happens.</p><img src="x" onerror="alert(1)" alt="broken"><script>alert(1)</script><a href="javascript:alert(1)">Link without its javascript: URL</a>',
  },
};
export const Empty: Story = { args: { html: '' } };
