// What the game-lobby package declares to the app (DESIGN.md: a package declares itself): its
// routes, the betting record it offers to the member centre, its namespace and its slice. Tiny
// data and lazy loaders only, with no import but types: the web build reads it in Node to know
// which chunks each route needs (apps/web/build/route-preloads.ts).
import type { FeatureManifest, FeatureRouteParam } from '@lotusplay/ui-kit';

const lobbyParams: readonly FeatureRouteParam[] = [
  // Lobby type, upper-cased as the game type
  { name: 'games', in: 'query' },
  // Lobby type, upper-cased as the game type
  { name: 'lobbyType', in: 'query' },
  // List type: hot or vassalage
  { name: 'type', in: 'query' },
  // Vendor selected when type is vassalage
  { name: 'vassalage', in: 'query' },
];

const egame = () => import('./routes/egame-routes').then((m) => m.egameRoutes);
const live = () => import('./routes/live-routes').then((m) => m.liveRoutes);
const game = () => import('./routes/game-routes').then((m) => m.gameRoutes);

/** The game-lobby package's routes, centre pages, namespace and slice, composed by the app. */
export const gameLobbyManifest = {
  name: 'game-lobby',
  i18nNamespaces: ['gameLobby'],
  slices: ['gameLobby'],
  memberCentrePages: {
    // The betting record (also exported as loadBettingRecordPage).
    personalHistoryCopy: () =>
      import('./betting-record/betting-record-page').then((m) => ({
        default: m.BettingRecordPage,
      })),
  },
  routes: [
    { paths: ['/sports'], page: 'sports', group: 'egame', load: egame },
    { paths: ['/esports'], page: 'esports', group: 'egame', load: egame },
    { paths: ['/ds88'], page: 'ds88', group: 'egame', load: egame },
    { paths: ['/elott'], page: 'elott', group: 'egame', load: egame },
    { paths: ['/lott'], page: 'lott', group: 'egame', load: egame },
    { paths: ['/live'], page: 'live', group: 'live', params: lobbyParams, load: live },
    { paths: ['/pvp'], page: 'pvp', group: 'egame', params: lobbyParams, load: egame },
    { paths: ['/fish'], page: 'fish', group: 'egame', params: lobbyParams, load: egame },
    {
      paths: ['/rng'],
      page: 'rng',
      group: 'egame',
      // Vendor tab of the random-number route
      params: [...lobbyParams, { name: 'page', in: 'query' }],
      load: egame,
    },
    {
      paths: ['/game'],
      page: 'game',
      group: 'game',
      areas: { banner: false, footer: false, sideMenu: false },
      load: game,
    },
  ],
} satisfies FeatureManifest;
