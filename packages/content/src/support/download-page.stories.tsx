import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { languageArgType } from '../testing/story-providers';
import { DownloadView } from './download-page';
import { SupportStoryProviders } from './support-story-providers';

type Args = Parameters<typeof DownloadView>[0] & { language: Language };

const apps = [
  {
    resourceType: 'APP_DOWNLOAD_ANDROID',
    url: 'https://download.lotusplay.example/app/lotusplay.apk',
    qrCodeUrl: 'https://download.lotusplay.example/app/lotusplay.apk',
  },
  {
    resourceType: 'APP_DOWNLOAD_IOS',
    url: 'https://download.lotusplay.example/app/ios',
    qrCodeUrl: null,
  },
];

const meta = {
  title: 'content/DownloadPage',
  component: DownloadView,
  args: { language: 'EN', status: 'success', resources: apps },
  argTypes: {
    language: languageArgType,
    status: { control: 'inline-radio', options: ['loading', 'error', 'success'] },
  },
  render: ({ language, ...props }) => (
    <SupportStoryProviders key={language} language={language}>
      <DownloadView {...props} />
    </SupportStoryProviders>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoApps: Story = {};
export const NoApps: Story = { args: { resources: [] } };
export const Loading: Story = { args: { status: 'loading', resources: [] } };
export const ErrorState: Story = { args: { status: 'error', resources: [] } };
export const Thai: Story = { args: { language: 'TH' } };
