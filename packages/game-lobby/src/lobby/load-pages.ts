// The lobby page and the betting record, each loaded when first shown: the app's egame / live
// route groups lazy-load the lobby, and the member centre's page registry (from the manifest)
// the betting record.
import { gameLobbyManifest } from '../manifest';

/** The lobby of /rng, /live, /fish, /pvp and the lobby route (props: LobbyPageProps). */
export const loadLobbyPage = () => import('./lobby-page').then((m) => ({ default: m.LobbyPage }));

/** personalHistoryCopy (the betting record), for the member centre's page registry. */
export const loadBettingRecordPage = gameLobbyManifest.memberCentrePages.personalHistoryCopy;
