import { useTranslation } from '@lotusplay/i18n';
import { Dialog } from '@lotusplay/ui-kit';
import { useDispatch } from 'react-redux';
import { memberCentreClosed } from '../../state/member-centre-slice';

/**
 * The member-centre panel of SPEC.md §2. The centre's pages are not built yet: the panel opens
 * (so the gates and the header shortcuts are real) and says plainly that it is not available.
 */
export default function MemberCentrePanel() {
  const { t } = useTranslation('common');
  const dispatch = useDispatch();
  return (
    <Dialog
      open
      onClose={() => dispatch(memberCentreClosed())}
      title={t('memberCentre')}
      buttons={[{ label: t('close'), isDefault: true }]}
    >
      {t('notAvailable')} {t('notAvailableDetail')}
    </Dialog>
  );
}
