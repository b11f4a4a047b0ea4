// Boot: theme first (no flash of the wrong colours, and no inline script, which the CSP forbids),
// then the api client's getters, the status and brand requests, the router and the first render.
import '@lotusplay/ui-kit/styles.css';
import './styles/shell.css';
import { configureApiClient, systemApi } from '@lotusplay/api-client';
import { getSessionToken } from '@lotusplay/auth';
import { getLanguage } from '@lotusplay/i18n';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { makeStore } from './app/store';
import { initTheme } from './app/theme';
import { createAppRoutes } from './routes/app-routes';
import { currentHost } from './screens/system-gate';

initTheme();

const store = makeStore();
configureApiClient({ getToken: getSessionToken, getLanguage: () => getLanguage() });

// Ask for the status and brand configuration now, in parallel with the first page chunk that
// the router starts loading, instead of after it.
store.dispatch(systemApi.endpoints.getSystemStatus.initiate(currentHost()));
store.dispatch(systemApi.endpoints.getPermissionInfo.initiate());

const router = createBrowserRouter(createAppRoutes(store));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App store={store} router={router} />);
