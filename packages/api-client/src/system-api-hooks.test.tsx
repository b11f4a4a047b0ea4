// Types of the jest-dom matchers for Vitest (the setup file registers them at run time).
import '@testing-library/jest-dom/vitest';
import { createTestStore, renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { api } from './api';
import { configureApiClient } from './base-query';
import { useGetPermissionInfoQuery, useGetSystemStatusQuery } from './system-api';
import {
  buildPermissionInfo,
  buildSystemStatus,
  createSystemHandlers,
  envelope,
  errorEnvelope,
} from './testing';

const server = setupMswServer(...createSystemHandlers());

function BrandBanner() {
  const status = useGetSystemStatusQuery('brand.example.test');
  const permission = useGetPermissionInfoQuery();
  if (status.isLoading || permission.isLoading) return <p>Loading</p>;
  if (permission.error)
    return <p role="alert">{'message' in permission.error ? permission.error.message : ''}</p>;
  return (
    <h1>
      {permission.data?.info.brandName} status {status.data?.status}
    </h1>
  );
}

beforeEach(() => {
  configureApiClient({ getToken: () => null, getLanguage: () => 'EN' });
});

it('renders brand data through the hooks', async () => {
  server.use(
    http.get('*/wps/system/permission', () =>
      envelope(buildPermissionInfo({ info: { brandName: 'Golden Lotus' } })),
    ),
    http.get('*/wps/system/status', () => envelope(buildSystemStatus({ status: 2 }))),
  );
  renderWithProviders(<BrandBanner />, {
    store: createTestStore([api]),
    route: '/lottery?gameCode=VN5',
  });
  expect(await screen.findByRole('heading', { name: 'Golden Lotus status 2' })).toBeInTheDocument();
});

it('shows the ApiError message of a failed call', async () => {
  server.use(
    http.get('*/wps/system/permission', () => errorEnvelope('FORBIDDEN', 'Brand disabled', 403)),
  );
  renderWithProviders(<BrandBanner />, { store: createTestStore([api]) });
  expect(await screen.findByRole('alert')).toHaveTextContent('Brand disabled');
});
