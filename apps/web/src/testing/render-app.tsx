import { createI18n } from '@lotusplay/i18n';
import type { I18n } from '@lotusplay/i18n';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { createMemoryRouter } from 'react-router';
import type { DataRouter } from 'react-router';
import { App } from '../app/app';
import { makeStore } from '../app/store';
import type { AppStore } from '../app/store';
import { createAppRoutes } from '../routes/app-routes';
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

/** What renderApp returns: RTL's result plus the store, router, i18n instance and a user. */
export interface RenderAppResult extends RenderResult {
  store: AppStore;
  router: DataRouter;
  i18n: I18n;
  user: UserEvent;
}

/** Renders the whole app (store, translations, every route) at `path` with a memory router. */
export function renderApp(path = '/', options: RenderAppOptions = {}): RenderAppResult {
  if (options.handlers) server.use(...options.handlers);
  const store = makeStore();
  const router = createMemoryRouter(createAppRoutes(store, { loadGroup: options.loadGroup }), {
    initialEntries: [path],
  });
  const i18n = options.i18n ?? createI18n({ syncDocumentLang: false });
  const user = userEvent.setup();
  const view = render(<App store={store} router={router} i18n={i18n} />);
  return { ...view, store, router, i18n, user };
}
