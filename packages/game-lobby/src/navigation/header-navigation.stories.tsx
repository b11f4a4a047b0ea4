import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyHandlers, storyOf } from '../pages/story-kit';
import { buildVendor } from '../testing/catalogue';
import { HeaderNavigation } from './header-navigation';

const Navigation = storyOf(HeaderNavigation);

const meta = {
  title: 'game-lobby/HeaderNavigation',
  component: Navigation,
  parameters: { msw: storyHandlers() },
} satisfies Meta<typeof Navigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Main' });

/** Every category of the demo catalogue; LIVE has exactly 11 vendors: its dropdown has "more". */
export const ExactlyEleven: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(nav(canvasElement));
    await userEvent.click(await canvas.findByRole('button', { name: 'Live casino vendors' }));
    const dropdown = await canvas.findByRole('group', { name: 'Live casino vendors' });
    await expect(within(dropdown).getAllByRole('button')).toHaveLength(11);
    await expect(within(dropdown).getByRole('link', { name: 'More' })).toBeTruthy();
  },
};

/** A category with more than 11 vendors: the dropdown shows the first 11, no "more". */
export const ManyVendors: Story = {
  parameters: {
    msw: storyHandlers({
      vendors: Array.from({ length: 14 }, (_, index) =>
        buildVendor({ gameType: 'RNG', vassalage: `SLOT${index + 1}` }),
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(nav(canvasElement));
    await userEvent.click(await canvas.findByRole('button', { name: 'Slots vendors' }));
    const dropdown = await canvas.findByRole('group', { name: 'Slots vendors' });
    await expect(within(dropdown).getAllByRole('button')).toHaveLength(11);
    await expect(within(dropdown).queryByRole('link', { name: 'More' })).toBeNull();
  },
};

/** A vendor under maintenance in a dropdown: marked, and launching it says so. */
export const Maintenance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(nav(canvasElement));
    await userEvent.click(await canvas.findByRole('button', { name: 'Sports vendors' }));
    const dropdown = await canvas.findByRole('group', { name: 'Sports vendors' });
    await userEvent.click(within(dropdown).getByRole('button', { name: /CMD/ }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'The game cannot start',
    });
    await expect(dialog.textContent).toContain('under maintenance');
  },
};

/** While the vendor list loads: home, promotions and app download only. */
export const Loading: Story = {
  parameters: { msw: storyHandlers({ pending: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(nav(canvasElement)).getAllByRole('link')).toHaveLength(3);
  },
};

/** No vendors at all (or the list failed): no category items. */
export const Empty: Story = {
  parameters: { msw: storyHandlers({ vendors: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(nav(canvasElement)).getAllByRole('link')).toHaveLength(3);
  },
};

/** The vendor list failed: the navigation still offers home, promotions and app download. */
export const Failed: Story = {
  parameters: { msw: storyHandlers({ failing: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(nav(canvasElement)).getAllByRole('link')).toHaveLength(3);
  },
};

/** A visitor choosing cockfight (a direct launch) gets the login popup instead. */
export const Visitor: Story = {
  args: { as: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(nav(canvasElement));
    await expect(await canvas.findByRole('button', { name: 'Cockfight' })).toBeTruthy();
  },
};

/** A phone: the menu button opens the list. */
export const Phone: Story = {
  args: { width: 360 },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const menu = within(nav(canvasElement)).getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu.getAttribute('aria-expanded')).toBe('true');
  },
};

/** The light theme (the toolbar's theme; the navigation uses ui-kit's tokens only). */
export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(nav(canvasElement)).findByRole('link', { name: 'Live casino' }),
    ).toBeTruthy();
  },
};
