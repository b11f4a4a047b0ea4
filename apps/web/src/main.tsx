// Boot: theme first (no flash of the wrong colours, and no inline script, which the CSP forbids),
// then the api client's getters, the status and brand requests with the first page's chunk, the
// stored language's resources and the first render.
import '@lotusplay/ui-kit/styles.css';
import '@lotusplay/content/styles.css';
import '@lotusplay/member-centre/styles.css';
import '@lotusplay/agent-centre/styles.css';
import '@lotusplay/wallet/styles.css';
import '@lotusplay/game-lobby/styles.css';
import '@lotusplay/game-lobby/navigation.css';
import './styles/shell.css';
import { configureApiClient } from '@lotusplay/api-client';
import { getSessionToken, setAltchaWorkerFactory } from '@lotusplay/auth';
// The proof-of-work worker of the human check: its own file, only fetched when a form needs it.
import AltchaWorker from '@lotusplay/auth/altcha-worker?worker';
import { getLanguage, getStoredLanguage, initLanguage } from '@lotusplay/i18n';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { startBootRequests } from './app/boot';
import { makeStore } from './app/store';
import { initTheme } from './app/theme';
import { AppRoutes } from './routes/app-routes';
import { createPageGroups } from './routes/page-group';
import { matchShellRoute } from './routes/route-table';
import { currentHost } from './screens/system-gate';

initTheme();
setAltchaWorkerFactory(() => new AltchaWorker());

const store = makeStore();
// The boot requests below leave while the stored language's resources may still be loading (the
// instance is in EN until then), so until the first render they carry the stored language.
let booting = true;
configureApiClient({
  getToken: getSessionToken,
  getLanguage: () => (booting ? getStoredLanguage() : getLanguage()),
});

// Start the first page's chunk (the server announced it with modulepreload, so it is usually on
// its way already), and take the status, the brand configuration and the country code from the
// boot data the server wrote into the page, or ask for them now, alongside, when there is none.
const pages = createPageGroups(store);
const firstRoute = matchShellRoute(window.location.pathname);
// Only started here: a failure is reported by the page once it renders.
if (firstRoute) void pages.load(firstRoute.route.group);
await startBootRequests(store, currentHost());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A visitor who chose another language than EN gets its resources (one small chunk, fetched while
// the requests above are in flight) before the first render, so never sees English first. If the
// chunk cannot be loaded the page renders in EN rather than not at all.
await initLanguage();
booting = false;
// The first render is a transition, so React renders the tree in slices and yields to the browser
// between them instead of holding the main thread for one long task; until it commits, the splash
// the server wrote into #root stays on screen.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <App store={store}>
      <BrowserRouter>
        <AppRoutes pages={pages} />
      </BrowserRouter>
    </App>,
  );
});
