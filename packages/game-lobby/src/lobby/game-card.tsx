import type { Game } from '@lotusplay/api-client/contracts';
import {
  GAME_TILE_SIZES,
  GAME_TILE_WIDTHS,
  artSrc,
  artSrcSet,
} from '@lotusplay/api-client/contracts';
import { useTranslation } from '@lotusplay/i18n';
import { IconButton, Image } from '@lotusplay/ui-kit';
import { memo } from 'react';

/** Props of {@link GameCard}. */
export interface GameCardProps {
  game: Game;
  /** The image CDN base the game's `imagePath` hangs under ('' keeps the path as is). */
  imageBase: string;
  favourite: boolean;
  /** The favourite call is on its way: the heart shows a loader and waits. */
  favouritePending: boolean;
  /** The launch of this game is on its way. */
  launching?: boolean;
  /**
   * `eager` for a card in the first view (its image loads at once); `lazy` (the default) waits
   * until the card nears the viewport.
   */
  imageLoading?: 'lazy' | 'eager';
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game, favourite: boolean) => void;
}

/** The image of a game: the CDN base and its path (an absolute path is kept). */
export function gameImageUrl(imageBase: string, imagePath: string): string {
  if (!imagePath || /^https?:\/\//.test(imagePath)) return imagePath;
  return `${imageBase.replace(/\/$/, '')}${imagePath.startsWith('/') ? '' : '/'}${imagePath}`;
}

/** The width a tile's `src` asks for; its `srcset` offers every width of GAME_TILE_WIDTHS. */
export const GAME_TILE_SRC_WIDTH = 240;

/**
 * A game's tile as `src`, `srcSet` and `sizes`: the picture at each width it is drawn at (the
 * image-CDN query of contracts/art.ts: the product's own art by default, or the brand's CDN).
 */
export function gameTileSources(
  imageBase: string,
  imagePath: string,
): { src: string; srcSet?: string; sizes?: string } {
  const url = gameImageUrl(imageBase, imagePath);
  if (!url) return { src: url };
  return {
    src: artSrc(url, GAME_TILE_SRC_WIDTH),
    srcSet: artSrcSet(url, GAME_TILE_WIDTHS),
    sizes: GAME_TILE_SIZES,
  };
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-6.9l.9.9.9-.9a4.9 4.9 0 0 1 6.9 6.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * One game of the lobby: its tile (a srcset of the widths it is drawn at, its square reserved
 * before it loads, lazy below the first view, one retry, then the default game icon), its name, a
 * maintenance badge (such a game is shown but cannot be launched) and the favourite heart.
 */
export const GameCard = memo(function GameCard({
  game,
  imageBase,
  favourite,
  favouritePending,
  launching = false,
  imageLoading = 'lazy',
  onLaunch,
  onFavourite,
}: GameCardProps) {
  const { t } = useTranslation('gameLobby');
  const name = game.gameName;
  return (
    <div className={game.maintenance ? 'lp-game-card lp-game-card--maintenance' : 'lp-game-card'}>
      <button
        type="button"
        className="lp-game-card__play"
        aria-label={game.maintenance ? t('maintenanceGame', { name }) : t('play', { name })}
        aria-disabled={game.maintenance || undefined}
        aria-busy={launching || undefined}
        onClick={() => {
          if (!game.maintenance && !launching) onLaunch(game);
        }}
      >
        <Image
          {...gameTileSources(imageBase, game.imagePath)}
          alt=""
          aspectRatio="1 / 1"
          lazy={imageLoading === 'lazy'}
          className="lp-game-card__image"
        />
        <span className="lp-game-card__name">{name}</span>
        {game.maintenance && (
          <span className="lp-game-card__badge" aria-hidden="true">
            {t('maintenance')}
          </span>
        )}
      </button>
      <IconButton
        className="lp-game-card__heart"
        label={favourite ? t('favouriteRemove', { name }) : t('favouriteAdd', { name })}
        pressed={favourite}
        aria-busy={favouritePending || undefined}
        onClick={() => {
          if (!favouritePending) onFavourite(game, !favourite);
        }}
      >
        {favouritePending ? (
          <span className="lp-loader__spinner lp-game-card__spinner" aria-hidden="true" />
        ) : (
          <Heart filled={favourite} />
        )}
      </IconButton>
    </div>
  );
});
