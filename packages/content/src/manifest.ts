// What the content package declares to the app (DESIGN.md: a package declares itself): its
// routes, each with a lazy loader of its page, and its translation namespaces. Tiny data only.
import type { FeatureManifest } from '@lotusplay/ui-kit';

/** /help and /helpmc: one module, loaded once for both. */
const loadHelp = () =>
  import('./support/help-routes').then((m) => ({ slices: [], pages: m.helpPages }));

/** The content package's routes and namespaces, composed by the app. */
export const contentManifest = {
  name: 'content',
  i18nNamespaces: ['content', 'notices', 'promotions', 'pointMall', 'support'],
  routes: [
    {
      paths: ['/noticePage'],
      page: 'noticePage',
      // The wrapper only, a chunk of its own (the home route, group 'index', does not load it);
      // the notice page itself is a further chunk.
      group: 'noticePage',
      load: () =>
        import('./notices/lazy-notice-page').then((m) => ({
          slices: [],
          pages: { noticePage: m.LazyNoticePage },
        })),
    },
    {
      paths: ['/pointMall'],
      page: 'pointMall',
      group: 'pointMall',
      load: () =>
        import('./points/point-mall-page').then((m) => ({
          slices: [],
          pages: { pointMall: m.PointMallPage },
        })),
    },
    {
      paths: ['/promotions'],
      page: 'promotions',
      group: 'promo',
      load: () =>
        import('./promotions/promotions-page').then((m) => ({
          slices: [],
          pages: { promotions: m.PromotionsPage },
        })),
    },
    {
      paths: ['/promoDetail'],
      page: 'promoDetail',
      group: 'promoDetail',
      load: () =>
        import('./promotions/promotion-detail-page').then((m) => ({
          slices: [],
          pages: { promoDetail: m.PromotionDetailPage },
        })),
    },
    {
      paths: ['/help'],
      page: 'help',
      group: 'byIframe',
      // The help article anchor.
      params: [{ name: 'tag', in: 'hash' }],
      load: loadHelp,
    },
    {
      paths: ['/helpmc'],
      page: 'helpmc',
      group: 'byIframe',
      areas: { header: false, banner: false, footer: false, sideMenu: false },
      // The help article anchor.
      params: [{ name: 'tag', in: 'hash' }],
      load: loadHelp,
    },
    {
      paths: ['/down'],
      page: 'down',
      group: 'download',
      load: () =>
        import('./support/download-page').then((m) => ({
          slices: [],
          pages: { down: m.DownloadPage },
        })),
    },
  ],
} satisfies FeatureManifest;
