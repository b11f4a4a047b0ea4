import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { languageArgType, StoryProviders } from '../testing/story-providers';
import type { Language } from '@lotusplay/i18n';
import { MaintenancePage } from './maintenance-page';

type Args = Parameters<typeof MaintenancePage>[0] & { language: Language };

const meta = {
  title: 'content/MaintenancePage',
  component: MaintenancePage,
  args: {
    language: 'EN',
    maintenance: {
      endTime: '2025-06-01T04:30:00Z',
      message: 'We are upgrading the lottery engine. Thank you for your patience.',
    },
    onCustomerService: fn(),
    offsetMinutes: 480,
  },
  argTypes: { language: languageArgType },
  render: ({ language, ...props }) => (
    <StoryProviders key={language} language={language}>
      <MaintenancePage {...props} />
    </StoryProviders>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEndTime: Story = {};
export const EndTimeUnknown: Story = {
  args: { maintenance: { endTime: null, message: 'Back soon.' } },
};
export const DefaultMessage: Story = {
  args: { maintenance: { endTime: '2025-06-01T04:30:00Z', message: '' } },
};
export const WithoutCustomerService: Story = { args: { onCustomerService: undefined } };
export const Chinese: Story = { args: { language: 'CN' } };
export const Thai: Story = { args: { language: 'TH' } };
