// What the lottery package declares to the app (DESIGN.md: a package declares itself): its
// routes, its namespace and its slice. Tiny data and lazy loaders only.
import type { FeatureManifest, FeatureRouteParam } from '@lotusplay/ui-kit';

/** Lottery game code. */
const gameCode: FeatureRouteParam = { name: 'gameCode', in: 'query' };

const load = () => import('./route-pages').then((m) => m.lotteryRoutePages);

/** The lottery package's routes, namespace and slice, composed by the app. */
export const lotteryManifest = {
  name: 'lottery',
  i18nNamespaces: ['lottery'],
  slices: ['lottery'],
  routes: [
    {
      paths: ['/seaLottery'],
      page: 'seaLottery',
      group: 'lottery',
      params: [gameCode],
      requiresAuth: true,
      load,
    },
    { paths: ['/vnLottery'], page: 'vnLottery', group: 'lottery', params: [gameCode], load },
    {
      paths: ['/lottery'],
      page: 'lottery',
      group: 'lottery',
      params: [
        gameCode,
        // Lottery vendor
        { name: 'vendor', in: 'query' },
        // Default play type
        { name: 'playType', in: 'query' },
      ],
      load,
    },
  ],
} satisfies FeatureManifest;
