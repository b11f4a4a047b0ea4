// Logout confirmation (SPEC.md §4): confirm → logout call, session cleared, go to /.
import { useTranslation } from '@lotusplay/i18n';
import { Dialog } from '@lotusplay/ui-kit';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { logOut, type AppDispatch } from '../internal/deps';
import { useAuthModal, type ModalControlProps } from '../internal/use-auth-modal';

/** Props of {@link LogoutConfirmDialog}; open/onClose default to the auth slice's `logoutConfirm`. */
export interface LogoutConfirmDialogProps extends ModalControlProps {
  /** Runs after logging out; navigates to / when omitted. */
  onLoggedOut?: () => void;
}

/** Asks before logging out; confirming runs the logout thunk and goes home. */
export function LogoutConfirmDialog({ open, onClose, onLoggedOut }: LogoutConfirmDialogProps) {
  const { t } = useTranslation('authForms');
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const modal = useAuthModal('logoutConfirm', { open, onClose });
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // SPEC.md §8: logout has no error handling; the session ends locally either way.
      await dispatch(logOut());
    } finally {
      setBusy(false);
      modal.close();
      if (onLoggedOut) onLoggedOut();
      else void navigate('/');
    }
  };
  return (
    <Dialog
      open={modal.open}
      onClose={modal.close}
      variant="confirm"
      title={t('logoutTitle')}
      buttons={[
        { label: t('cancel'), variant: 'secondary' },
        {
          label: t('logoutConfirm'),
          isDefault: true,
          loading: busy,
          onClick: () => void confirm(),
        },
      ]}
    >
      {t('logoutMessage')}
    </Dialog>
  );
}
