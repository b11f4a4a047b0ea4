// The launch call of SPEC.md §4 "Game launch" (POST /wps/game/launchGame): the URL of the
// vendor's page that /game embeds. A launch puts the game on top of the member's recent games.
import type {
  LaunchGameRequest,
  LaunchGameResponse,
  PvpLaunchRequest,
  PvpLaunchResponse,
} from '@lotusplay/api-client/contracts';
import { gameLobbyApi } from './game-lobby-api';

/** POST /wps/game/launchGame (token): the game page's URL on a launch-game CDN host. */
export const LAUNCH_GAME_PATH = '/wps/game/launchGame';

/** POST /wps/relay/GLS2_launchRoom (token): the PVP launch, joining a room of GLS2_roomList. */
export const LAUNCH_ROOM_PATH = '/wps/relay/GLS2_launchRoom';

/** The launch endpoints. */
export const launchApi = gameLobbyApi.injectEndpoints({
  endpoints: (build) => ({
    launchGame: build.mutation<LaunchGameResponse, LaunchGameRequest>({
      query: (body) => ({ url: LAUNCH_GAME_PATH, method: 'POST', body }),
      invalidatesTags: ['RecentGame'],
    }),
    launchRoom: build.mutation<PvpLaunchResponse, PvpLaunchRequest>({
      query: (body) => ({ url: LAUNCH_ROOM_PATH, method: 'POST', body }),
      invalidatesTags: ['RecentGame'],
    }),
  }),
});

/** Hooks of the launch endpoints. */
export const { useLaunchGameMutation, useLaunchRoomMutation } = launchApi;
