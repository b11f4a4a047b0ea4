import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GamePaths } from '../api/games-api';
import { buildGames, buildVendor } from '../testing/catalogue';
import { LobbyPage } from './lobby-page';
import { storyHandlers, storyPage } from './story-kit';

const Page = storyPage(LobbyPage, { gameType: 'RNG' });

const meta = {
  title: 'game-lobby/LobbyPage',
  component: Page,
  parameters: { msw: storyHandlers({ favouriteIds: ['JILI-2'], recentIds: ['PG-4'] }) },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const bigVendor = buildVendor({ gameType: 'RNG', vassalage: 'BIG' });

/** A member on /rng: hot, favourites and recent; ten vendors (arrows); the first vendor's games. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Games' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Favourites' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Next vendors' })).toBeTruthy();
    await expect(
      canvas.getByRole('button', { name: 'Remove JILI Game 2 from favourites' }),
    ).toBeTruthy();
  },
};

/** A visitor: no favourites list (recent and the hearts ask for a login). */
export const Visitor: Story = {
  args: { as: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Games' });
    await expect(canvas.queryByRole('button', { name: 'Favourites' })).toBeNull();
  },
};

/** The member's favourites list. */
export const Favourites: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Games' });
    await userEvent.click(canvas.getByRole('button', { name: 'Favourites' }));
    await expect(await canvas.findByRole('button', { name: 'Play JILI Game 2' })).toBeTruthy();
  },
};

/** A search by name across vendors (500 ms after the last key). */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Games' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'Game 17');
    await expect(
      await canvas.findByRole('button', { name: 'Play SPADE Game 17' }, { timeout: 3000 }),
    ).toBeTruthy();
  },
};

/** Filters that match nothing: the empty list. */
export const Empty: Story = {
  parameters: {
    msw: storyHandlers({
      vendors: [bigVendor],
      games: [],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No games found.')).toBeTruthy();
  },
};

/** A game under maintenance (JILI Game 3): a badge, and it cannot be launched. */
export const Maintenance: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('button', {
      name: 'JILI Game 3: under maintenance, it cannot be played now',
    });
    await expect(card.getAttribute('aria-disabled')).toBe('true');
  },
};

/** The vendors and games are on their way. */
export const Loading: Story = {
  parameters: { msw: storyHandlers({ pending: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};

/** The server fails: a message and "Try again". */
export const Failed: Story = {
  parameters: { msw: storyHandlers({ failing: true }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The games could not be loaded.',
    );
  },
};

/** All 10,000 games of one vendor, scrolled in a windowed grid: a few hundred DOM nodes. */
export const TenThousandGames: Story = {
  parameters: {
    msw: {
      handlers: () => {
        const games = buildGames(bigVendor, 10_000);
        // Every game in one answer: the whole catalogue is loaded at once.
        const allAtOnce = http.get(`*${GamePaths.gameList}`, () =>
          HttpResponse.json({
            success: true,
            code: 'OK',
            message: 'OK',
            value: { games, totalPages: 1 },
          }),
        );
        return [allAtOnce, ...storyHandlers({ vendors: [bigVendor], games }).handlers()];
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('10000 games shown');
    await waitFor(() => expect(canvasElement.querySelectorAll('*').length).toBeLessThan(1500));
  },
};

/** Games of one vendor over three pages (40 games, 15 a page). */
const threePages = () => storyHandlers({ vendors: [bigVendor], games: buildGames(bigVendor, 40) });

/**
 * "Load more" while the next page is on its way: the button is busy (aria-disabled, still focused,
 * a second press asks nothing) and a status says the games are loading.
 */
export const LoadingMore: Story = {
  parameters: {
    msw: {
      handlers: () => [
        // Page 2 never answers; page 1 falls through to the catalogue's handler.
        http.get(`*${GamePaths.gameList}`, async ({ request }) => {
          if (new URL(request.url).searchParams.get('pageNo') !== '1') await delay('infinite');
        }),
        ...threePages().handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Games' });
    const more = canvas.getByRole('button', { name: 'Load more' });
    await userEvent.click(more);
    await waitFor(() => expect(more.getAttribute('aria-busy')).toBe('true'));
    await expect(more.getAttribute('aria-disabled')).toBe('true');
    await expect(more).toHaveFocus();
    const statuses = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(statuses).toContain('Loading games…');
  },
};

/** A second page loaded by "load more": 30 games, the focus on the first new one, more to come. */
export const MoreLoaded: Story = {
  parameters: { msw: threePages() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Games' });
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Play BIG Game 16' })).toHaveFocus(),
    );
    await expect(canvas.getByText('30 games shown')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeTruthy();
  },
};

/** A phone-sized viewport: two columns, the vendor slide scrolls sideways. */
export const Phone: Story = {
  args: { width: 375 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Games' })).toBeTruthy();
  },
};

/** The light theme (the toolbar's theme; the page uses ui-kit's tokens only). */
export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Games' })).toBeTruthy();
  },
};

/** The lobby route with type=hot: the hot list. */
export const HotRoute: Story = {
  args: { route: '/rng?type=hot' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Games' });
    await expect(canvas.getByRole('button', { name: 'Hot' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  },
};

const PvpPage = storyPage(LobbyPage, { gameType: 'PVP' });

/** /pvp: the rooms of the chosen PVP vendor above its games, each joined by the PVP launch. */
export const PvpRooms: Story = {
  args: { route: '/pvp' },
  render: (args) => <PvpPage {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rooms = await canvas.findByRole('region', { name: 'Rooms' });
    await expect(within(rooms).getAllByRole('button', { name: /^Join / }).length).toBeGreaterThan(
      0,
    );
  },
};
