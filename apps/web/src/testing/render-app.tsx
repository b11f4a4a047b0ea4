import { createI18n } from '@lotusplay/i18n';
import type { I18n } from '@lotusplay/i18n';
import { act, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { Location, NavigateFunction, To } from 'react-router';
import { App } from '../app/app';
import { makeStore } from '../app/store';
import type { AppStore } from '../app/store';
import { AppRoutes } from '../routes/app-routes';
import { createPageGroups } from '../routes/page-group';
import type { PageGroupLoader } from '../routes/page-group';
import { server } from './server';

/** Options of renderApp. */
export interface RenderAppOptions {
  /** Extra MSW handlers, taking precedence over the demo-brand defaults. */
  handlers?: RequestHandler[];
  /** The i18next instance; a fresh one in the stored language (EN by default) otherwise. */
  i18n?: I18n;
  loadGroup?: PageGroupLoader;
}

/** The memory router of a rendered app, seen from the test. */
export interface TestRouter {
  /** The location the app last rendered. */
  readonly location: Location;
  /** Navigates as a link would, inside act(). */
  navigate(to: To): Promise<void>;
}

/** What renderApp returns: RTL's result plus the store, router, i18n instance and a user. */
export interface RenderAppResult extends RenderResult {
  store: AppStore;
  router: TestRouter;
  i18n: I18n;
  user: UserEvent;
}

interface RouterProbeTarget {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Hands the router's location and navigate function to the test after every commit. */
function RouterProbe({ target }: { target: RouterProbeTarget }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    target.location = location;
    target.navigate = navigate;
  });
  return null;
}

/** Renders the whole app (store, translations, every route) at `path` with a memory router. */
export function renderApp(path = '/', options: RenderAppOptions = {}): RenderAppResult {
  if (options.handlers) server.use(...options.handlers);
  const store = makeStore();
  const pages = createPageGroups(store, options.loadGroup);
  const i18n = options.i18n ?? createI18n({ syncDocumentLang: false });
  const user = userEvent.setup();
  const target: RouterProbeTarget = {};
  const router: TestRouter = {
    get location() {
      if (!target.location) throw new Error('The router has not rendered yet');
      return target.location;
    },
    async navigate(to) {
      const navigate = target.navigate;
      if (!navigate) throw new Error('The router has not rendered yet');
      await act(async () => {
        await navigate(to);
      });
    },
  };
  const view = render(
    <App store={store} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes pages={pages} />
        <RouterProbe target={target} />
      </MemoryRouter>
    </App>,
  );
  return { ...view, store, router, i18n, user };
}
