import { delay, http } from 'msw';
import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import {
  buildBanners,
  createBannerErrorHandlers,
  createBannerHandlers,
} from '../testing/banner-handlers';
import { languageArgType, StoryProviders } from '../testing/story-providers';
import BannerCarousel from './banner-carousel';

type Args = { language: Language; width?: number };

const meta = {
  title: 'content/BannerCarousel',
  args: { language: 'EN' },
  argTypes: { language: languageArgType },
  render: ({ language, width }) => (
    <StoryProviders key={language} language={language}>
      <MemoryRouter>
        <div style={{ maxWidth: width ?? 1120 }}>
          <BannerCarousel group="w_home" language={language} />
        </div>
      </MemoryRouter>
    </StoryProviders>
  ),
  parameters: { msw: { handlers: createBannerHandlers() } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three banners: autoplay every 5000 ms, clickable dots, the first two linked. */
export const ThreeBanners: Story = {};
/** One banner: no dots, no autoplay. */
export const OneBanner: Story = {
  parameters: {
    msw: { handlers: createBannerHandlers((group, lang) => buildBanners(group, lang, 1)) },
  },
};
/** The reserved box while the banners are asked for. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/MCSFE_getBanners', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
};
/** A group without banners: nothing at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: createBannerHandlers(() => []) } },
};
/** The call failed: no banner rather than a broken one. */
export const Failed: Story = { parameters: { msw: { handlers: createBannerErrorHandlers() } } };
export const Vietnamese: Story = { args: { language: 'VI' } };
/** A phone-sized column. */
export const Phone: Story = { args: { width: 375 } };
