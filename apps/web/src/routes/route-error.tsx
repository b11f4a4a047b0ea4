import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import { isChunkLoadError } from './page-group';

/** Props of RouteErrorView. */
export interface RouteErrorViewProps {
  error: unknown;
}

/**
 * A page that could not be shown. A page chunk that failed to download shows the SPEC.md §8
 * message with a retry; a reload fetches the chunk again (the browser does not cache failures).
 */
export function RouteErrorView({ error }: RouteErrorViewProps) {
  const { t } = useTranslation(['shell', 'common']);
  const chunk = isChunkLoadError(error);
  return (
    <section className="page page--error" aria-labelledby="error-title">
      <h1 id="error-title">{chunk ? t('chunkErrorTitle') : t('common:error')}</h1>
      <p role="alert">{chunk ? t('common:errorTimeout') : t('unexpectedError')}</p>
      <Button onClick={() => window.location.reload()}>{t('common:retry')}</Button>
    </section>
  );
}
