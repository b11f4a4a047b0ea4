// The app download page (SPEC.md §1, §2 /down): for each app the brand offers (permission info
// resources of type APP_DOWNLOAD_*), a QR code of size 100 of its QR link, a download link, and
// the three steps: scan the QR code, allow installing, open the app and log in or register.
import type { Resource } from '@lotusplay/api-client';
import { useGetPermissionInfoQuery } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Loader } from '@lotusplay/ui-kit';
import { useId } from 'react';
import { safeUrl } from '../html/sanitize-html';
import { QrCode } from './qr-code';

/** The platform of an app-download resource, from its type (APP_DOWNLOAD_ANDROID …). */
export function appPlatform(resource: Pick<Resource, 'resourceType'>): string | null {
  const match = /^APP_DOWNLOAD_(.+)$/i.exec(resource.resourceType);
  return match ? match[1]!.toUpperCase() : null;
}

/** Props of {@link DownloadView}. */
export interface DownloadViewProps {
  status: 'loading' | 'error' | 'success';
  resources: readonly Resource[];
}

const platformKeys: Record<string, string> = {
  ANDROID: 'support:downloadAndroid',
  IOS: 'support:downloadIos',
};

/** The download page for given resources. */
export function DownloadView({ status, resources }: DownloadViewProps) {
  const { t } = useTranslation(['support', 'common']);
  const headingId = useId();
  const stepsId = useId();
  const apps = resources
    .map((resource) => ({ resource, platform: appPlatform(resource) }))
    .filter(
      (app): app is { resource: Resource; platform: string } =>
        app.platform !== null && safeUrl(app.resource.url) !== undefined,
    );

  let body;
  if (status === 'loading') body = <Loader label={t('support:downloadLoading')} />;
  else if (status === 'error') body = <p role="alert">{t('support:downloadError')}</p>;
  else if (apps.length === 0) body = <p>{t('support:downloadEmpty')}</p>;
  else {
    body = (
      <ul className="lp-download__apps">
        {apps.map(({ resource, platform }) => {
          const name = platformKeys[platform] ? t(platformKeys[platform]) : platform;
          const qrValue = safeUrl(resource.qrCodeUrl) ?? safeUrl(resource.url)!;
          return (
            <li key={resource.resourceType} className="lp-download__app">
              <h2>{name}</h2>
              <QrCode value={qrValue} label={t('support:downloadQrLabel', { platform: name })} />
              <a href={safeUrl(resource.url)} rel="noopener noreferrer" download>
                {t('support:downloadLink', { platform: name })}
              </a>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="lp-download" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('support:downloadTitle')}</h1>
      <p className="lp-download__intro">{t('support:downloadIntro')}</p>
      {body}
      <h2 id={stepsId}>{t('support:downloadStepsTitle')}</h2>
      <ol className="lp-download__steps" aria-labelledby={stepsId}>
        <li>{t('support:downloadStepScan')}</li>
        <li>{t('support:downloadStepAllow')}</li>
        <li>{t('support:downloadStepOpen')}</li>
      </ol>
    </section>
  );
}

/** The app download page: the brand's resources from the permission info. */
export function DownloadPage() {
  const { data, isError } = useGetPermissionInfoQuery();
  return (
    <DownloadView
      status={data ? 'success' : isError ? 'error' : 'loading'}
      resources={data?.info.resources ?? []}
    />
  );
}
