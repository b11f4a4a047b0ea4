import type { MaintenanceInfo } from '@lotusplay/api-client';
import { formatDateTime, useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';

/** Props of {@link MaintenancePage}. */
export interface MaintenancePageProps {
  /** The maintenance window from system status; `endTime` is ISO-8601 or null when unknown. */
  maintenance: Pick<MaintenanceInfo, 'endTime' | 'message'> | null | undefined;
  /** Opens customer service; the button is shown only when this is given. */
  onCustomerService?: () => void;
  /** Minutes east of UTC to show the end time in; the visitor's local zone by default. */
  offsetMinutes?: number;
  className?: string;
}

/**
 * The full-page maintenance screen (SPEC.md §2): title from the game-maintenance key, the end time
 * as YYYY-MM-DD HH:mm:ss, the operator's message, and a customer-service button.
 */
export function MaintenancePage({
  maintenance,
  onCustomerService,
  offsetMinutes,
  className,
}: MaintenancePageProps) {
  const { t } = useTranslation('content');
  const endTime = maintenance?.endTime
    ? formatDateTime(maintenance.endTime, { offsetMinutes })
    : '';
  const message = maintenance?.message?.trim() || t('maintenanceDefaultMessage');
  return (
    <main className={['lp-maintenance', className].filter(Boolean).join(' ')}>
      <h1 className="lp-maintenance__title">{t('gameMaintenance')}</h1>
      <dl className="lp-maintenance__details">
        <dt>{t('maintenanceEndTime')}</dt>
        <dd>
          {endTime ? (
            <time dateTime={maintenance?.endTime ?? undefined}>{endTime}</time>
          ) : (
            t('maintenanceEndTimeUnknown')
          )}
        </dd>
        <dt>{t('maintenanceInfo')}</dt>
        <dd className="lp-maintenance__message">{message}</dd>
      </dl>
      {onCustomerService && (
        <Button onClick={onCustomerService} className="lp-maintenance__customer-service">
          {t('customerService')}
        </Button>
      )}
    </main>
  );
}
