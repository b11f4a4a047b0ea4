// The routes the app itself owns, declared like a package's (DESIGN.md: a package declares itself):
// the home page and /register (the home page under the register dialog), /join (it opens the member
// centre, which only the app can wire) and the pages whose feature is not built yet.
import type { FeatureManifest } from '@lotusplay/ui-kit';

/** Referral code for registration. */
const referralCode = { name: 'referralCode', in: 'query' } as const;

const index = () => import('../pages/groups/index-group').then((m) => m.pageGroup);

/** The app's own routes. */
export const shellManifest = {
  name: 'web',
  i18nNamespaces: ['shell', 'common'],
  routes: [
    {
      paths: ['/', '/index', '/index.html', '/home'],
      page: 'home',
      group: 'index',
      params: [referralCode],
      load: index,
    },
    {
      paths: ['/register', '/register.html'],
      page: 'register',
      group: 'index',
      params: [referralCode],
      opensModal: 'register',
      load: index,
    },
    {
      paths: ['/seamless'],
      page: 'seamless',
      group: 'seamless',
      load: () => import('../pages/groups/seamless-group').then((m) => m.pageGroup),
    },
    {
      paths: ['/fbsports'],
      page: 'fbsports',
      group: 'fbSports',
      load: () => import('../pages/groups/fb-sports-group').then((m) => m.pageGroup),
    },
    {
      paths: ['/join'],
      page: 'join',
      group: 'joinus',
      load: () => import('../pages/groups/joinus-group').then((m) => m.pageGroup),
    },
  ],
} satisfies FeatureManifest;
