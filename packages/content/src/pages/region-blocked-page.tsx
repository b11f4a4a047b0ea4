import { useTranslation } from '@lotusplay/i18n';

/** Props of {@link RegionBlockedPage}. */
export interface RegionBlockedPageProps {
  /** The visitor's IP address as the server saw it. */
  ip: string;
  /** The operator's message; a translated default when empty. */
  message?: string | null;
  className?: string;
}

/** The full-page region-blocked screen (SPEC.md §2): title from the blocked-IP key, message, the visitor's IP. */
export function RegionBlockedPage({ ip, message, className }: RegionBlockedPageProps) {
  const { t } = useTranslation('content');
  return (
    <main className={['lp-region-blocked', className].filter(Boolean).join(' ')}>
      <h1 className="lp-region-blocked__title">{t('blockedIp')}</h1>
      <p className="lp-region-blocked__message">
        {message?.trim() || t('regionBlockedDefaultMessage')}
      </p>
      <dl className="lp-region-blocked__details">
        <dt>{t('yourIp')}</dt>
        <dd>{ip}</dd>
      </dl>
    </main>
  );
}
