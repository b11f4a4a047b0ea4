import { buildSystemStatus, envelope } from '@lotusplay/api-client/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../testing/render-app';

describe('system gate', () => {
  it('shows the shell when the status is 0', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to LotusPlay' }),
    ).toBeInTheDocument();
  });

  it('shows a loader while the status and brand configuration load', async () => {
    renderApp('/');
    expect(screen.getByRole('status')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Welcome to LotusPlay' });
  });

  it('shows the maintenance page when the status is 1', async () => {
    const status = buildSystemStatus({
      status: 1,
      maintenance: {
        startTime: null,
        endTime: '2025-06-01T10:00:00Z',
        message: 'Upgrading the wallet service',
      },
    });
    renderApp('/sports', { handlers: [http.get('*/wps/system/status', () => envelope(status))] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Under maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Upgrading the wallet service')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the region-blocked page with the visitor IP when the status is 2', async () => {
    const status = buildSystemStatus({
      status: 2,
      regionRestriction: { ip: '198.51.100.23', countryCode: 'US', message: '' },
    });
    renderApp('/', { handlers: [http.get('*/wps/system/status', () => envelope(status))] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access restricted in your region' }),
    ).toBeInTheDocument();
    expect(screen.getByText('198.51.100.23')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument();
  });

  it('shows the network error with a retry that recovers', async () => {
    let fail = true;
    const { user } = renderApp('/', {
      handlers: [
        http.get('*/wps/system/status', () =>
          fail ? HttpResponse.error() : envelope(buildSystemStatus()),
        ),
      ],
    });
    expect(
      await screen.findByText('Network link is abnormal, please try again'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to LotusPlay' }),
    ).toBeInTheDocument();
  });

  it('shows the network error when the brand configuration cannot be read', async () => {
    renderApp('/', { handlers: [http.get('*/wps/system/permission', () => HttpResponse.error())] });
    expect(
      await screen.findByText('Network link is abnormal, please try again'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
