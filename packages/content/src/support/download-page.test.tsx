import { buildPermissionInfo } from '@lotusplay/api-client/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import { DownloadView, appPlatform } from './download-page';
import { qrPath } from './qr-code';
import { renderSupport } from './support-test-render';

setupMswServer();

const resources = [
  {
    resourceType: 'APP_DOWNLOAD_ANDROID',
    url: 'https://dl.example/app.apk',
    qrCodeUrl: 'https://dl.example/qr',
  },
  { resourceType: 'APP_DOWNLOAD_IOS', url: 'https://dl.example/ios', qrCodeUrl: null },
  { resourceType: 'APP_DOWNLOAD_EVIL', url: 'javascript:alert(1)', qrCodeUrl: null },
  { resourceType: 'BANNER', url: 'https://dl.example/banner', qrCodeUrl: null },
];

describe('DownloadView', () => {
  it('shows a QR code of size 100 per app, its link and the three steps', () => {
    renderSupport(<DownloadView status="success" resources={resources} />);
    expect(screen.getByRole('heading', { level: 1, name: 'App download' })).toBeInTheDocument();
    const android = screen.getByRole('img', { name: 'QR code to download the Android app' });
    expect(android).toHaveAttribute('width', '100');
    expect(android).toHaveAttribute('height', '100');
    expect(android.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(
      screen.getByRole('img', { name: 'QR code to download the iOS app' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://dl.example/app.apk',
    );
    const steps = within(screen.getByRole('list', { name: 'How to install' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      "Scan the QR code with your phone's camera.",
      'Allow installing the app when your phone asks.',
      'Open the app and log in or register.',
    ]);
  });

  it('says so when the brand offers no app, and while loading', () => {
    const { rerender } = renderSupport(<DownloadView status="success" resources={[]} />);
    expect(screen.getByText('No app is available for download yet.')).toBeInTheDocument();
    rerender(<DownloadView status="loading" resources={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the download links…');
    rerender(<DownloadView status="error" resources={[]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The download links could not be loaded.');
  });

  it('reads the platform from the resource type and draws dark modules only', () => {
    expect(appPlatform({ resourceType: 'APP_DOWNLOAD_ANDROID' })).toBe('ANDROID');
    expect(appPlatform({ resourceType: 'BANNER' })).toBeNull();
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
    expect(buildPermissionInfo().info.resources.length).toBeGreaterThan(0);
  });
});
