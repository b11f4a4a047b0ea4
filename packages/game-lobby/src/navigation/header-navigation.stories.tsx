import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * A category with more than 11 vendors: the dropdown shows the first 11 and "more", which leads to
 * the category's lobby with all of them.
 */
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
    await expect(within(dropdown).queryByRole('button', { name: /SLOT12/ })).toBeNull();
    const more = within(dropdown).getByRole('link', { name: 'More' });
    await expect(more.getAttribute('href')).toBe('/rng');
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

/** On a phone the host's controls go into the menu, below the items. */
const PhoneNavigation = storyOf(function PhoneNavigation() {
  return (
    <HeaderNavigation
      menuExtra={
        <button type="button" aria-pressed="false">
          Light theme
        </button>
      }
    />
  );
});

/** A phone, the menu closed: only its button shows (the items are in the menu). */
export const PhoneMenuClosed: Story = {
  args: { width: 360 },
  render: (args) => <PhoneNavigation {...args} />,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const menu = within(nav(canvasElement)).getByRole('button', { name: 'Menu' });
    await expect(menu.getAttribute('aria-expanded')).toBe('false');
    await expect(within(canvasElement).queryByRole('button', { name: 'Light theme' })).toBeNull();
  },
};

/**
 * A phone, the menu open: the items in a column and the host's controls below; the focus on the
 * first item; Escape closes it and puts the focus back on the button.
 */
export const PhoneMenuOpen: Story = {
  args: { width: 360 },
  render: (args) => <PhoneNavigation {...args} />,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(nav(canvasElement));
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Light theme' })).toBeTruthy();
    await expect(await canvas.findByRole('button', { name: 'Slots vendors' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await expect(menu.getAttribute('aria-expanded')).toBe('false');
    await expect(menu).toHaveFocus();
    await userEvent.click(menu);
    await userEvent.keyboard('{Escape}');
    await expect(menu.getAttribute('aria-expanded')).toBe('false');
  },
};

/**
 * A row too narrow for every item (a tablet, or long labels): what does not fit, from the end,
 * is in the "More" menu (measured in a browser; the row never scrolls sideways).
 */
export const NarrowRow: Story = {
  args: { width: 720 },
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
