import { useTranslation } from '@lotusplay/i18n';
import { Loader } from '@lotusplay/ui-kit';

/** Full-page loading state while the status, brand configuration or first page chunk arrive. */
export function BootScreen() {
  const { t } = useTranslation('common');
  return (
    <div className="boot-screen">
      <Loader label={t('loading')} />
    </div>
  );
}
