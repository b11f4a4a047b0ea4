import { screen } from '@testing-library/react';
import { renderContent } from '../testing/render';
import { RegionBlockedPage } from './region-blocked-page';

describe('RegionBlockedPage', () => {
  it("shows the title, the message and the visitor's IP", () => {
    renderContent(<RegionBlockedPage ip="203.0.113.7" message="Not available in your country." />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Access restricted in your region' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Not available in your country.')).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Your IP address');
    expect(screen.getByRole('definition')).toHaveTextContent('203.0.113.7');
  });

  it('uses the translated default message', () => {
    renderContent(<RegionBlockedPage ip="2001:db8::1" />, { language: 'TH' });
    expect(screen.getByRole('heading', { name: 'การเข้าถึงถูกจำกัดในภูมิภาคของคุณ' })).toBeInTheDocument();
    expect(screen.getByText(/บริการของเราไม่พร้อมให้บริการ/)).toBeInTheDocument();
    expect(screen.getByText('2001:db8::1')).toBeInTheDocument();
  });
});
