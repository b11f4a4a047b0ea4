// useLaunchGame(): SPEC.md §4 "Game launch" for any vendor card or game. Login first (the login
// popup for a visitor), then launchStep's route, popup list or launch: POST launchGame, the URL
// kept (store and session storage `iframeUrl`), then /game. Its dialogs load on first use.
import { isApiError, sessionCache, sessionStorageKeys } from '@lotusplay/api-client';
import { GameErrorCodes } from '@lotusplay/api-client/contracts';
import type { Game, GameVendor, PvpRoom } from '@lotusplay/api-client/contracts';
import { useLoginRequired } from '@lotusplay/auth';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useLaunchGameMutation, useLaunchRoomMutation } from '../api/launch-api';
import { gameUrlSet } from '../state/game-lobby-slice';
import { launchStep } from './launch-rules';
import type { LaunchTarget } from './launch-rules';

const LaunchDialogs = lazy(() => import('./launch-dialogs'));

/** A dialog the launch shows: a vendor's popup game list, or why a game did not start. */
export type LaunchPrompt =
  | { kind: 'vendorGames'; vendor: LaunchTarget }
  | { kind: 'refused'; code: string; message: string };

/** State passed to /game with the navigation. */
export interface GameRouteState {
  title?: string;
}

/** What useLaunchGame returns. */
export interface LaunchGameApi {
  /** Launches a vendor card (its lobby game, its popup list, or its lobby page). */
  launchVendor: (vendor: GameVendor) => void;
  /** Launches one game of a list. */
  launchGame: (game: Game) => void;
  /** The PVP launch: joins a room of a vendor (login first). */
  launchRoom: (vassalage: string, room: PvpRoom) => void;
  /** Launches any target (vendor cards carry isGame). */
  launch: (target: LaunchTarget) => void;
  /** `vassalage:gameCode` of the launch in flight, or null. */
  launching: string | null;
  /** The dialogs: render it once where the launching component is. */
  dialog: ReactNode;
}

const keyOf = (target: LaunchTarget) => `${target.vassalage}:${target.gameCode}`;

/** The launch rules of SPEC.md §4 as a hook; see LaunchGameApi. */
export function useLaunchGame(): LaunchGameApi {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const loginRequired = useLoginRequired();
  const [launchCall] = useLaunchGameMutation();
  const [launchRoomCall] = useLaunchRoomMutation();
  const [prompt, setPrompt] = useState<LaunchPrompt | null>(null);
  const [launching, setLaunching] = useState<string | null>(null);

  /** Asks for the page's URL (`call`), keeps it, and goes to /game; a refusal shows why. */
  const open = useCallback(
    async (key: string, title: string, call: () => Promise<string>) => {
      setLaunching(key);
      try {
        const url = await call();
        sessionCache.writeText(sessionStorageKeys.iframeUrl, url);
        dispatch(gameUrlSet(url));
        setPrompt(null);
        const state: GameRouteState = { title };
        navigate('/game', { state });
      } catch (error) {
        // 401: the session-expiry middleware already ended the session and opened the login popup.
        if (isApiError(error) && error.status === 401) return;
        setPrompt({
          kind: 'refused',
          code: isApiError(error) ? error.code : '',
          message: isApiError(error) ? error.message : '',
        });
      } finally {
        setLaunching(null);
      }
    },
    [dispatch, navigate],
  );

  const start = useCallback(
    (target: LaunchTarget) =>
      open(keyOf(target), target.name ?? target.gameCode, async () => {
        const { url } = await launchCall({
          vassalage: target.vassalage,
          gameCode: target.gameCode,
          ...(target.gameType ? { gameType: target.gameType } : {}),
        }).unwrap();
        return url;
      }),
    [launchCall, open],
  );

  const launchRoom = useCallback(
    (vassalage: string, room: PvpRoom) =>
      loginRequired(() => {
        void open(`${vassalage}:${room.roomId}`, room.name, async () => {
          const { content } = await launchRoomCall({ vassalage, roomId: room.roomId }).unwrap();
          return content;
        });
      }),
    [launchRoomCall, loginRequired, open],
  );

  const launch = useCallback(
    (target: LaunchTarget) =>
      loginRequired(() => {
        const step = launchStep(target);
        if (step.kind === 'route') navigate(step.to);
        else if (step.kind === 'popup') setPrompt({ kind: 'vendorGames', vendor: target });
        else if (step.kind === 'maintenance') {
          setPrompt({ kind: 'refused', code: GameErrorCodes.GameMaintenance, message: '' });
        } else void start(target);
      }),
    [loginRequired, navigate, start],
  );

  const launchVendor = useCallback(
    (vendor: GameVendor) => launch({ ...vendor, name: vendor.name }),
    [launch],
  );
  const launchGame = useCallback(
    (game: Game) => launch({ ...game, name: game.gameName }),
    [launch],
  );

  const dialog = prompt ? (
    <Suspense fallback={null}>
      <LaunchDialogs
        prompt={prompt}
        launching={launching}
        onClose={() => setPrompt(null)}
        onPick={(game) => launch({ ...game, name: game.gameName })}
      />
    </Suspense>
  ) : null;

  return { launch, launchVendor, launchGame, launchRoom, launching, dialog };
}
