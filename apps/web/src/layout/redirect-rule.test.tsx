import { buildPermissionInfo, envelope } from '@lotusplay/api-client/testing';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { renderApp } from '../testing/render-app';

const brandRedirects = http.get('*/wps/system/permission', () =>
  envelope(buildPermissionInfo({ info: { redirectToLogin: true } })),
);

describe('redirect rule', () => {
  it('sends a visitor without a token to /login when the brand option is on', async () => {
    const { router } = renderApp('/sports', { handlers: [brandRedirects] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
  });

  it.each(['/register', '/register.html', '/helpmc', '/down'])(
    'lets a visitor open %s',
    async (path) => {
      const { router } = renderApp(path, { handlers: [brandRedirects] });
      await screen.findByRole('heading', { level: 1 });
      expect(router.location.pathname).toBe(path);
    },
  );

  it('lets a visitor with a session token stay', async () => {
    window.sessionStorage.setItem('token', 'abc123');
    const { router } = renderApp('/sports', { handlers: [brandRedirects] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/sports');
  });

  it('does not redirect when the brand option is off', async () => {
    const { router } = renderApp('/sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/sports');
  });
});
