import { buildPermissionInfo, createSystemHandlers } from '@lotusplay/api-client/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { screen } from '@testing-library/react';
import { renderContent } from '../testing/render';
import { HomePage } from './home-page';

setupMswServer(() =>
  createSystemHandlers({ permission: buildPermissionInfo({ info: { brandName: 'Lotus Demo' } }) }),
);

describe('HomePage', () => {
  it("welcomes in the brand's name and says plainly that the lobby is still to come", async () => {
    renderContent(<HomePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lotus Demo' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/game lobby is coming soon/);
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(screen.getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/down');
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
  });

  it('speaks the visitor language', async () => {
    renderContent(<HomePage />, { language: 'VI' });
    expect(await screen.findByRole('heading', { level: 1, name: /Lotus Demo/ })).toBeVisible();
    expect(screen.queryByText(/game lobby is coming soon/)).not.toBeInTheDocument();
  });
});
