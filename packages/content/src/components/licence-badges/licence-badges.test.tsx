import { screen, within } from '@testing-library/react';
import { buildLicences } from '../../testing/factories';
import { renderContent } from '../../testing/render';
import { LicenceBadges } from './licence-badges';

describe('LicenceBadges', () => {
  it('lists every licence as an image link opening in a new tab', () => {
    renderContent(<LicenceBadges licences={buildLicences()} />);
    const region = screen.getByRole('region', { name: 'Licences' });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(3);
    const mga = within(region).getByRole('link', { name: 'Malta Gaming Authority licence' });
    expect(mga).toHaveAttribute('href', 'https://example.test/mga');
    expect(mga).toHaveAttribute('target', '_blank');
    expect(mga).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(mga).getByRole('img', { name: 'Malta Gaming Authority licence' }),
    ).toHaveAttribute('src', '/licences/mga.svg');
  });

  it('shows the brand’s licence number under each badge, in the visitor’s language', () => {
    renderContent(<LicenceBadges licences={buildLicences()} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Licence no. MGA/B2C/TEST/2025',
      'Licence no. SIBA/L/TEST/0001',
      'Licence no. PAGCOR-TEST-0001',
    ]);
  });

  it('shows no number where the brand has none', () => {
    const [mga] = buildLicences();
    renderContent(<LicenceBadges licences={[{ ...mga!, licenceNumber: '' }]} />, {
      language: 'VI',
    });
    expect(screen.queryByText(/Số giấy phép/)).not.toBeInTheDocument();
  });

  it('shows at most `limit` badges', () => {
    renderContent(<LicenceBadges licences={buildLicences()} limit={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders an unsafe licence URL as a plain image', () => {
    renderContent(
      <LicenceBadges
        licences={[
          { id: 'X', name: 'Evil', imageUrl: 'javascript:alert(1)', url: 'javascript:alert(1)' },
        ]}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Evil licence' })).not.toHaveAttribute('src');
  });

  it('renders nothing without licences', () => {
    const { container } = renderContent(<LicenceBadges licences={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is translated', () => {
    renderContent(<LicenceBadges licences={buildLicences()} />, { language: 'CN' });
    expect(screen.getByRole('region', { name: '牌照' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PAGCOR 牌照' })).toBeInTheDocument();
    expect(screen.getByText('牌照号：PAGCOR-TEST-0001')).toBeInTheDocument();
  });
});
