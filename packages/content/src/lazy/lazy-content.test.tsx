// Needs its own modules: the placeholders show only until a lazy piece's chunk first resolves, and
// in a shared module graph an earlier file may have resolved it already.
import { setupMswServer } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import { buildLicences } from '../testing/factories';
import { createContentHandlers } from '../testing/handlers';
import { renderContent } from '../testing/render';
import {
  LazyFooterHelpMenu,
  LazyLicenceBadges,
  LazyMaintenancePage,
  LazyRegionBlockedPage,
} from './lazy-content';

setupMswServer(...createContentHandlers());

describe('lazy content pieces', () => {
  it('hold their place with a same-size placeholder, then show the real piece', async () => {
    const { container } = renderContent(
      <footer>
        <LazyFooterHelpMenu className="help" />
        <LazyLicenceBadges licences={buildLicences()} className="badges" />
      </footer>,
    );
    expect(container.querySelector('.lp-footer-help-placeholder.help')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(container.querySelector('.lp-licences-placeholder.badges')).not.toBeNull();
    const help = await screen.findByRole('navigation', { name: 'Help' });
    expect(await within(help).findByRole('link', { name: 'Deposit guide' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Licences' })).toBeVisible();
    expect(container.querySelector('[class*="placeholder"]')).toBeNull();
  });

  it('show no licence placeholder when there are no licences', () => {
    const { container } = renderContent(<LazyLicenceBadges licences={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('show the fallback, then the maintenance or region screen', async () => {
    const { unmount } = renderContent(
      <LazyMaintenancePage
        maintenance={{ endTime: null, message: 'Back soon.' }}
        fallback={<p>Starting…</p>}
      />,
    );
    expect(screen.getByText('Starting…')).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Under maintenance' }),
    ).toBeVisible();
    unmount();
    renderContent(<LazyRegionBlockedPage ip="203.0.113.9" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access restricted in your region' }),
    ).toBeVisible();
    expect(screen.getByText('203.0.113.9')).toBeVisible();
  });
});
