// Why the customer-service window did not open (SPEC.md §8 messages), in a dialog. Its own chunk:
// it loads only when there is something to say.
import { useTranslation } from '@lotusplay/i18n';
import { Dialog } from '@lotusplay/ui-kit';
import type { CustomerServiceProblem } from './customer-service';

/** Props of {@link ServiceProblemDialog}. */
export interface ServiceProblemDialogProps {
  problem: CustomerServiceProblem;
  onClose: () => void;
}

/** The customer-service problem dialog. */
export function ServiceProblemDialog({ problem, onClose }: ServiceProblemDialogProps) {
  const { t } = useTranslation('shell');
  const messages: Record<CustomerServiceProblem, string> = {
    popupBlocked: t('servicePopupBlocked'),
    network: t('serviceNetwork'),
    unavailable: t('serviceUnavailable'),
    invalidUrl: t('serviceInvalidUrl'),
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('customerService')}
      buttons={[{ label: t('close'), isDefault: true }]}
    >
      <p>{messages[problem]}</p>
    </Dialog>
  );
}
