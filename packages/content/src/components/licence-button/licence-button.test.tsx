import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildLicences } from '../../testing/factories';
import { renderContent } from '../../testing/render';
import { LicenceButton } from './licence-button';

describe('LicenceButton', () => {
  it("opens a dialog listing the brand's licences, and closes it again", async () => {
    renderContent(<LicenceButton licences={buildLicences()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Licences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Our licences' });
    expect(
      await within(dialog).findByRole('link', { name: 'Malta Gaming Authority licence' }),
    ).toHaveAttribute('target', '_blank');
    expect(within(dialog).getAllByRole('link')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Licences' })).toHaveFocus();
  });

  it('renders nothing without licences', () => {
    const { container } = renderContent(<LicenceButton licences={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
