// The gate warning of SPEC.md §5/§6/§8: a trial account (in_need_true_account with the
// in_increase_submit button), a non-agent, or a disabled feature tried a restricted action.
import { useTranslation } from '@lotusplay/i18n';
import { Dialog } from '@lotusplay/ui-kit';
import { useSelector } from 'react-redux';
import { gateWarningFor, selectGateWarning } from '../internal/deps';
import { useAuthModal, type ModalControlProps } from '../internal/use-auth-modal';

/** Which gate refused the action. */
export type GateWarningKind = 'trial' | 'notAgent' | 'disabled';

/** Props of {@link GateWarningDialog}. */
export interface GateWarningDialogProps extends ModalControlProps {
  /** The refusal to explain; the one in the auth slice's gate warning when omitted (else `trial`). */
  kind?: GateWarningKind;
}

/** The warning a refusing gate opens; its one button closes it. */
export function GateWarningDialog({ kind, open, onClose }: GateWarningDialogProps) {
  const { t } = useTranslation(['authForms', 'auth']);
  const modal = useAuthModal('gateWarning', { open, onClose });
  const fromStore = useSelector(selectGateWarning);
  const warning = kind ? gateWarningFor(kind) : (fromStore ?? gateWarningFor('trial'));
  return (
    <Dialog
      open={modal.open}
      onClose={modal.close}
      title={t('authForms:warningTitle')}
      buttons={[{ label: t(warning.confirm), isDefault: true }]}
    >
      {t(warning.message)}
    </Dialog>
  );
}
