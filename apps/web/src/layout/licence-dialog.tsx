// The licence dialog of the top bar, in its own chunk: the modal code loads when it first opens.
import type { Licence } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Modal } from '@lotusplay/ui-kit';
import { LazyLicenceBadges } from './lazy-content';

/** The brand's licences in a modal. */
export default function LicenceDialog({
  licences,
  onClose,
}: {
  licences: readonly Licence[];
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('licencesDialogTitle')}
      closeLabel={t('common:close')}
      height="auto"
      width={480}
    >
      <LazyLicenceBadges licences={licences} className="licence-dialog__badges" />
    </Modal>
  );
}
