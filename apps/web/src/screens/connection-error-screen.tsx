import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';

/** Props of ConnectionErrorScreen. */
export interface ConnectionErrorScreenProps {
  onRetry: () => void;
}

/** Full-page error when the platform cannot be reached at start, with a retry (SPEC.md §8). */
export function ConnectionErrorScreen({ onRetry }: ConnectionErrorScreenProps) {
  const { t } = useTranslation('common');
  return (
    <main className="boot-screen boot-screen--error">
      <div className="notice-card">
        <h1 className="notice-card__title">{t('error')}</h1>
        <p role="alert">{t('errorNetwork')}</p>
        <Button onClick={onRetry}>{t('retry')}</Button>
      </div>
    </main>
  );
}
