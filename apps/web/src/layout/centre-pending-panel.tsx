// The member-centre and agent-centre overlays until those features ship: the panel opens (so the
// gates and shortcuts are real) and says plainly that the centre is not available yet.
import { agentCentreClosed } from '@lotusplay/agent-centre';
import { useTranslation } from '@lotusplay/i18n';
import { memberCentreClosed } from '@lotusplay/member-centre';
import { Dialog } from '@lotusplay/ui-kit';
import { useAppDispatch } from '../app/hooks';

function PendingCentre({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      buttons={[{ label: t('close'), isDefault: true }]}
      className="centre-pending"
    >
      {t('notAvailable')} {t('notAvailableDetail')}
    </Dialog>
  );
}

/** The member-centre slot's panel while the member centre is not built: title and "not yet". */
export function MemberCentrePendingPanel() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  return <PendingCentre title={t('memberCentre')} onClose={() => dispatch(memberCentreClosed())} />;
}

/** The agent-centre slot's modal while the agent centre is not built: title and "not yet". */
export function AgentCentrePendingPanel() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  return <PendingCentre title={t('agentCentre')} onClose={() => dispatch(agentCentreClosed())} />;
}
