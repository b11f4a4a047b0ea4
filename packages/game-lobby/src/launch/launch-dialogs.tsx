// The dialogs of a launch, loaded on first use: a VASSALAGE vendor's popup game list (SPEC.md §2
// "game popup", §4) and the refusal of a launch (a game under maintenance, SPEC.md §8).
import { gameTileSources } from '../lobby/game-card';
import { useCdnUrl } from '../navigation/use-cdn-url';
import { GameErrorCodes } from '@lotusplay/api-client/contracts';
import type { Game } from '@lotusplay/api-client/contracts';
import { useTranslation } from '@lotusplay/i18n';
import { Dialog, Image, Loader, Modal } from '@lotusplay/ui-kit';
import { useGetVassGameTypeQuery } from '../api/games-api';
import type { LaunchPrompt } from './use-launch-game';

/** Props of LaunchDialogs. */
export interface LaunchDialogsProps {
  prompt: LaunchPrompt;
  launching: string | null;
  onClose: () => void;
  /** A game of the popup list was chosen. */
  onPick: (game: Game) => void;
}

const refusalKeys: Record<string, string> = {
  [GameErrorCodes.GameMaintenance]: 'gameLobby:gameMaintenance',
  [GameErrorCodes.GameNotFound]: 'gameLobby:gameNotFound',
  [GameErrorCodes.PlayTokenInvalid]: 'gameLobby:playTokenInvalid',
};

function VendorGames({
  vassalage,
  launching,
  onPick,
}: {
  vassalage: string;
  launching: string | null;
  onPick: (game: Game) => void;
}) {
  const { t } = useTranslation(['gameLobby', 'common']);
  const cdn = useCdnUrl();
  const { data, isLoading, isError, refetch } = useGetVassGameTypeQuery(vassalage);
  if (isLoading) return <Loader label={t('common:loading')} />;
  if (isError || !data) {
    return (
      <div role="alert" className="gl-state">
        <p>{t('gameLobby:gamesFailed')}</p>
        <button type="button" className="gl-link-button" onClick={() => void refetch()}>
          {t('gameLobby:retry')}
        </button>
      </div>
    );
  }
  if (data.games.length === 0) return <p className="gl-state">{t('gameLobby:gamesEmpty')}</p>;
  return (
    <ul className="gl-popup-list">
      {data.games.map((game) => (
        <li key={game.nodeId}>
          <button
            type="button"
            className="gl-game-tile"
            disabled={game.maintenance || launching !== null}
            aria-busy={launching === `${game.vassalage}:${game.gameCode}` || undefined}
            onClick={() => onPick(game)}
          >
            <Image {...gameTileSources('', cdn(game.imagePath))} alt="" aspectRatio="1 / 1" />
            <span className="gl-game-tile__name">{game.gameName}</span>
            {game.maintenance && <span className="gl-badge">{t('gameLobby:maintenance')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The open launch dialog of `prompt`. */
export default function LaunchDialogs({ prompt, launching, onClose, onPick }: LaunchDialogsProps) {
  const { t, ready } = useTranslation(['gameLobby', 'common']);
  if (!ready) return null;
  if (prompt.kind === 'vendorGames') {
    return (
      <Modal
        open
        onClose={onClose}
        title={t('gameLobby:vendorGamesTitle', {
          vendor: prompt.vendor.name ?? prompt.vendor.vassalage,
        })}
        closeLabel={t('gameLobby:close')}
        className="gl-popup"
      >
        <VendorGames vassalage={prompt.vendor.vassalage} launching={launching} onPick={onPick} />
      </Modal>
    );
  }
  const key = refusalKeys[prompt.code];
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('gameLobby:launchRefusedTitle')}
      buttons={[{ label: t('gameLobby:close') }]}
    >
      {key ? t(key) : prompt.message || t('gameLobby:launchFailed')}
    </Dialog>
  );
}
