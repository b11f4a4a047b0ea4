import { useTranslation } from '@lotusplay/i18n';
import { Dialog } from '@lotusplay/ui-kit';
import { useDispatch } from 'react-redux';
import { agentCentreClosed } from '../../state/agent-centre-slice';

/**
 * The agent-centre modal of SPEC.md §2. The centre's pages are not built yet: the modal opens
 * (so the gate and the header shortcut are real) and says plainly that it is not available.
 */
export default function AgentCentrePanel() {
  const { t } = useTranslation('common');
  const dispatch = useDispatch();
  return (
    <Dialog
      open
      onClose={() => dispatch(agentCentreClosed())}
      title={t('agentCentre')}
      buttons={[{ label: t('close'), isDefault: true }]}
    >
      {t('notAvailable')} {t('notAvailableDetail')}
    </Dialog>
  );
}
