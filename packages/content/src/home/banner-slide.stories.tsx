import { BANNER_ASPECT_RATIO } from '@lotusplay/api-client';
import type { Banner } from '@lotusplay/api-client';
import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildBanner } from '../testing/banner-handlers';
import { languageArgType, StoryProviders } from '../testing/story-providers';
import { BannerSlide } from './banner-slide';

/** Art like the demo's (a gradient and a lotus, no text), inline so the story needs no server. */
const art = (dark: string, bright: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="500"><defs><linearGradient id="g" x2="1" y2=".35"><stop offset=".45" stop-color="${dark}"/><stop offset="1" stop-color="${bright}"/></linearGradient></defs><rect width="1920" height="500" fill="url(#g)"/>${[-60, -30, 0, 30, 60].map((a) => `<ellipse cx="1560" cy="220" rx="100" ry="250" fill="#fff" fill-opacity=".15" transform="rotate(${a} 1560 470)"/>`).join('')}</svg>`,
  )}`;

const texts: Record<Language, Pick<Banner, 'title' | 'subline' | 'callToAction'>> = {
  EN: { title: 'Welcome bonus 100%', subline: 'On your first deposit', callToAction: 'Claim now' },
  CN: { title: '首存100%欢迎奖金', subline: '首次存款即可获得', callToAction: '立即领取' },
  VI: {
    title: 'Thưởng chào mừng 100%',
    subline: 'Cho lần nạp tiền đầu tiên',
    callToAction: 'Nhận ngay',
  },
  TH: {
    title: 'โบนัสต้อนรับ 100%',
    subline: 'สำหรับการฝากเงินครั้งแรกของคุณ',
    callToAction: 'รับเลย',
  },
  JA: {
    title: 'ウェルカムボーナス100%',
    subline: '初回入金が対象です',
    callToAction: '今すぐ受け取る',
  },
  TY: {
    title: '100% na welcome bonus',
    subline: 'Sa iyong unang deposito',
    callToAction: 'Kunin na',
  },
  ID: {
    title: 'Bonus sambutan 100%',
    subline: 'Untuk deposit pertama Anda',
    callToAction: 'Klaim sekarang',
  },
};

type Args = { language: Language; width: number; banner?: Partial<Banner> };

const meta = {
  title: 'content/BannerSlide',
  args: { language: 'EN', width: 1120 },
  argTypes: {
    language: languageArgType,
    width: { control: { type: 'range', min: 320, max: 1120 } },
  },
  render: ({ language, width, banner }) => (
    <StoryProviders key={language} language={language}>
      <div style={{ maxWidth: width, aspectRatio: BANNER_ASPECT_RATIO }}>
        <BannerSlide
          banner={buildBanner({
            url: art('#4a0e6b', '#f06292'),
            urlSmall: null,
            ...texts[language],
            ...banner,
          })}
          priority
        />
      </div>
    </StoryProviders>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A linked banner: headline, subline and call to action over the art. */
export const Linked: Story = {};
/** An unlinked banner: no call to action (the server sends none). */
export const Unlinked: Story = {
  args: { banner: { linkageType: 'NONE', linkageTarget: null, callToAction: '' } },
};
/** A headline alone. */
export const HeadlineOnly: Story = { args: { banner: { subline: '', callToAction: '' } } };
/** Texts longer than the box: the headline keeps two lines, the subline two (one on a phone). */
export const LongTexts: Story = {
  args: {
    banner: {
      title: 'Fast deposits and withdrawals with 128-bit encryption and support around the clock',
      subline:
        'Every payment method of your country, paid out within minutes, with a person to talk to at any hour of the day or night',
    },
  },
};
/** On bright art the scrim keeps the text readable. */
export const BrightArt: Story = { args: { banner: { url: art('#f5d76e', '#fff7d6') } } };
export const Chinese: Story = { args: { language: 'CN' } };
export const Vietnamese: Story = { args: { language: 'VI' } };
export const Thai: Story = { args: { language: 'TH' } };
/** A phone-wide banner (390 px). */
export const Phone: Story = { args: { width: 390, language: 'VI' } };
