import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';

/** A page whose data could not be loaded: what failed, and "Try again". */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="lp-wallet-page__failed">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
