// What the auth package declares to the app (DESIGN.md: a package declares itself): the /login
// route, its translation namespaces and its slice. Tiny data and lazy loaders only.
import type { FeatureManifest } from '@lotusplay/ui-kit';

/** The auth package's routes, namespaces and slices, composed by the app. */
export const authManifest = {
  name: 'auth',
  i18nNamespaces: ['auth', 'authForms'],
  // The auth slice is in the store from the start (the session), not injected.
  slices: ['auth'],
  routes: [
    {
      paths: ['/login'],
      page: 'login',
      // A chunk of its own: the home route (group 'index') does not load it.
      group: 'login',
      opensModal: 'loginPopup',
      load: () =>
        import('./pages/login-page').then((m) => ({ slices: [], pages: { login: m.LoginPage } })),
    },
  ],
} satisfies FeatureManifest;
