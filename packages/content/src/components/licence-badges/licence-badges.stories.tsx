import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { languageArgType, StoryProviders } from '../../testing/story-providers';
import { buildLicences } from '../../testing/factories';
import { LicenceBadges } from './licence-badges';

type Args = Parameters<typeof LicenceBadges>[0] & { language: Language };

// Inline images so the story needs no asset server.
const badge = (label: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40"><rect width="96" height="40" rx="6" fill="${colour}"/><text x="48" y="26" font-family="sans-serif" font-size="14" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;
const licences = buildLicences().map((licence, i) => ({
  ...licence,
  imageUrl: badge(licence.id, ['#b3202a', '#1d4f91', '#0b7a3e'][i] ?? '#444'),
}));

const meta = {
  title: 'content/LicenceBadges',
  component: LicenceBadges,
  args: { language: 'EN', licences },
  argTypes: { language: languageArgType },
  render: ({ language, ...props }) => (
    <StoryProviders key={language} language={language}>
      <LicenceBadges {...props} />
    </StoryProviders>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each badge with the brand's licence number under it. */
export const ThreeLicences: Story = {};
/** A brand that has set no licence numbers: the badges alone. */
export const WithoutNumbers: Story = {
  args: { licences: licences.map((licence) => ({ ...licence, licenceNumber: '' })) },
};
export const Limited: Story = { args: { limit: 1 } };
export const NoLicences: Story = { args: { licences: [] } };
export const Indonesian: Story = { args: { language: 'ID' } };
