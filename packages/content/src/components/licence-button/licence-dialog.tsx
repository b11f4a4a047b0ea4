// The licence dialog of the top bar, in its own chunk: the modal code loads when it first opens.
import { useTranslation } from '@lotusplay/i18n';
import { Modal } from '@lotusplay/ui-kit';
import type { LicenceBadge } from '../licence-badges/licence-badges';
import { LazyLicenceBadges } from '../../lazy/lazy-content';

/** The brand's licences in a modal. */
export default function LicenceDialog({
  licences,
  onClose,
}: {
  licences: readonly LicenceBadge[];
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('licencesDialogTitle')}
      closeLabel={t('common:close')}
      height="auto"
      width={480}
    >
      <LazyLicenceBadges licences={licences} className="lp-licence-dialog__badges" />
    </Modal>
  );
}
