import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buildLicences } from '../../testing/factories';
import { languageArgType, StoryProviders } from '../../testing/story-providers';
import { LicenceButton } from './licence-button';

type Args = Parameters<typeof LicenceButton>[0] & { language: Language };

const meta = {
  title: 'content/LicenceButton',
  component: LicenceButton,
  args: { language: 'EN', licences: buildLicences() },
  argTypes: { language: languageArgType },
  render: ({ language, ...props }) => (
    <StoryProviders key={language} language={language}>
      <LicenceButton {...props} />
    </StoryProviders>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
/** The dialog with the brand's three licences. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Licences' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(await within(dialog).findAllByRole('link')).toHaveLength(3);
  },
};
/** Nothing at all when the brand has no licences. */
export const NoLicences: Story = { args: { licences: [] } };
