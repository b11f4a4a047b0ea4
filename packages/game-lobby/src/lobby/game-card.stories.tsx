import type { Game } from '@lotusplay/api-client/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, within } from 'storybook/test';
import { GameCard } from './game-card';

// Stands in for the server's art (GET /static/art/*, a WebP tile): a square of the asked width,
// so the card's srcset can be seen choosing a width without a server.
const artHandler = http.get('*/static/art/*', ({ request }) => {
  const width = Number(new URL(request.url).searchParams.get('w') ?? 240);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 100 100"><defs><radialGradient id="g"><stop offset="0" stop-color="#ffd54f"/><stop offset="1" stop-color="#6a1b9a"/></radialGradient></defs><rect width="100" height="100" fill="url(#g)"/><text x="50" y="88" font-size="9" text-anchor="middle" fill="#fff" font-family="sans-serif">${width} px</text></svg>`;
  return HttpResponse.text(svg, { headers: { 'content-type': 'image/svg+xml' } });
});

const game: Game = {
  nodeId: '101',
  gameCode: 'PG_0001',
  gameName: 'Golden Dragon Megaways',
  gameType: 'RNG',
  vassalage: 'PG',
  classify: ['JP'],
  minBet: '0.20',
  lineNum: 20,
  isHot: 1,
  imagePath: '/games/pg/pg_0001.png',
  maintenance: false,
};

const meta = {
  title: 'game-lobby/GameCard',
  component: GameCard,
  args: {
    game,
    imageBase: '/static/art',
    favourite: false,
    favouritePending: false,
    onLaunch: fn(),
    onFavourite: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 180 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: [artHandler] } },
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tile below the first view: lazy, from the srcset of every width it is drawn at. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const play = within(canvasElement).getByRole('button', { name: 'Play Golden Dragon Megaways' });
    const image = play.querySelector('img');
    // The square is reserved before the picture arrives (the image mounts near the viewport).
    await expect(play.querySelector('.lp-image')).toBeTruthy();
    if (image) await expect(image.getAttribute('srcset')).toContain('480w');
  },
};

/** A tile in the first view: its picture loads at once. */
export const FirstView: Story = { args: { imageLoading: 'eager' } };

/** One of the member's favourites. */
export const Favourite: Story = { args: { favourite: true } };

/** The favourite is being saved: the heart waits. */
export const SavingFavourite: Story = { args: { favourite: true, favouritePending: true } };

/** The game is being launched. */
export const Launching: Story = { args: { launching: true } };

/** Under maintenance: shown greyed with a badge, never launched. */
export const Maintenance: Story = {
  args: { game: { ...game, maintenance: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Under maintenance')).toBeTruthy();
  },
};

/** A game without a picture: the default game icon. */
export const NoPicture: Story = { args: { game: { ...game, imagePath: '' } } };
