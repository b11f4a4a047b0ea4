import type { Game } from '@lotusplay/api-client/contracts';
import { ART_VERSION, GAME_TILE_SIZES, GAME_TILE_WIDTHS } from '@lotusplay/api-client/contracts';
import { defaultGameIcon } from '@lotusplay/ui-kit';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GAME_TILE_SRC_WIDTH, GameCard, gameImageUrl } from './game-card';
import { renderLobbyUi } from './test-kit';

const game: Game = {
  nodeId: 'PG-1',
  gameCode: 'PG_G1',
  gameName: 'Fortune Ox',
  gameType: 'RNG',
  vassalage: 'PG',
  classify: ['JP'],
  minBet: '0.05',
  lineNum: 10,
  isHot: 1,
  imagePath: '/game/pg/1.png',
  maintenance: false,
};

function renderCard(overrides: Partial<Parameters<typeof GameCard>[0]> = {}) {
  const onLaunch = vi.fn();
  const onFavourite = vi.fn();
  renderLobbyUi(
    <GameCard
      game={game}
      imageBase="https://img.example.test/"
      favourite={false}
      favouritePending={false}
      onLaunch={onLaunch}
      onFavourite={onFavourite}
      {...overrides}
    />,
  );
  return { onLaunch, onFavourite };
}

describe('GameCard', () => {
  it('builds the image URL from the CDN base, keeping absolute paths', () => {
    expect(gameImageUrl('https://cdn.test/', '/a.png')).toBe('https://cdn.test/a.png');
    expect(gameImageUrl('https://cdn.test', 'a.png')).toBe('https://cdn.test/a.png');
    expect(gameImageUrl('', '/a.png')).toBe('/a.png');
    expect(gameImageUrl('https://cdn.test', 'https://x.test/a.png')).toBe('https://x.test/a.png');
  });

  it('retries a failed image once, then shows the default game icon', () => {
    renderCard();
    const image = () =>
      screen.getByRole('button', { name: 'Play Fortune Ox' }).querySelector('img')!;
    const tile = `https://img.example.test/game/pg/1.png?w=${GAME_TILE_SRC_WIDTH}&v=${ART_VERSION}`;
    expect(image()).toHaveAttribute('src', tile);
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', tile);
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', defaultGameIcon);
  });

  it('offers the tile at every width it is drawn at, its square reserved, lazily below the first view', () => {
    renderCard();
    const image = screen.getByRole('button', { name: 'Play Fortune Ox' }).querySelector('img')!;
    const srcset = image.getAttribute('srcset')!.split(', ');
    expect(srcset).toEqual(
      GAME_TILE_WIDTHS.map(
        (width) => `https://img.example.test/game/pg/1.png?w=${width}&v=${ART_VERSION} ${width}w`,
      ),
    );
    expect(image).toHaveAttribute('sizes', GAME_TILE_SIZES);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect((image.parentElement as HTMLElement).style.aspectRatio).toBe('1 / 1');
  });

  it('loads the tile of a card in the first view at once', () => {
    renderCard({ imageLoading: 'eager' });
    const image = screen.getByRole('button', { name: 'Play Fortune Ox' }).querySelector('img')!;
    expect(image).not.toHaveAttribute('loading');
  });

  it('launches on click and on Enter; toggles the heart', async () => {
    const { onLaunch, onFavourite } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Play Fortune Ox' }));
    expect(onLaunch).toHaveBeenCalledWith(game);
    screen.getByRole('button', { name: 'Play Fortune Ox' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onLaunch).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add Fortune Ox to favourites' }));
    expect(onFavourite).toHaveBeenCalledWith(game, true);
  });

  it('waits while the favourite is saved', async () => {
    const { onFavourite } = renderCard({ favourite: true, favouritePending: true });
    const heart = screen.getByRole('button', { name: 'Remove Fortune Ox from favourites' });
    expect(heart).toHaveAttribute('aria-busy', 'true');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(onFavourite).not.toHaveBeenCalled();
  });

  it('shows a game under maintenance with a badge and never launches it', async () => {
    const { onLaunch } = renderCard({ game: { ...game, maintenance: true } });
    const card = screen.getByRole('button', {
      name: 'Fortune Ox: under maintenance, it cannot be played now',
    });
    expect(card).toHaveTextContent('Under maintenance');
    await userEvent.click(card);
    expect(onLaunch).not.toHaveBeenCalled();
  });
});
