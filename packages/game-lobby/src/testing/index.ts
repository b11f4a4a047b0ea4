// The game-lobby package's test kit (`@lotusplay/game-lobby/testing`): a deterministic catalogue
// and MSW handlers of every game call.
export {
  buildCatalogue,
  buildGames,
  buildVendor,
  DEFAULT_VENDORS,
  MAINTENANCE_GAME_ID,
} from './catalogue';
export { buildVendorLanes, createGameHandlers, DEMO_LAUNCH_ORIGIN } from './handlers';

export type { VendorOptions } from './catalogue';
export type { GameHandlerData } from './handlers';
