// Every auth modal, each mounted from the first time the auth slice opens it (then kept, with its
// state); the slice's open modal decides which one shows.
import { LoginModal } from './login-modal/login-modal';
import { RegisterModal } from './register-modal/register-modal';
import {
  ChangePasswordModal,
  ForcedChangeModal,
  type ForcedChangeReason,
} from './change-password-modal/change-password-modal';
import { ForgotPasswordModal } from './forgot-password-modal/forgot-password-modal';
import { GateWarningDialog } from './gate-warning-dialog/gate-warning-dialog';
import { LogoutConfirmDialog } from './logout-confirm-dialog/logout-confirm-dialog';
import { OnceOpened } from './once-opened';
import { IpVerificationModal } from './ip-verification-modal/ip-verification-modal';
import type { AuthConfigOverrides } from './internal/use-auth-config';

/** Props of {@link AuthModals}. */
export interface AuthModalsProps extends AuthConfigOverrides {
  /** Why a forced change is shown, when the app knows it. */
  forcedChangeReason?: ForcedChangeReason;
}

/** Mounts the login, register, password, gate-warning and logout modals, driven by the auth slice. */
export function AuthModals({ forcedChangeReason, ...config }: AuthModalsProps) {
  return (
    <>
      <OnceOpened names={['loginPopup']}>
        <LoginModal {...config} />
      </OnceOpened>
      <OnceOpened names={['register']}>
        <RegisterModal {...config} />
      </OnceOpened>
      <OnceOpened names={['forgotPassword']}>
        <ForgotPasswordModal {...config} />
      </OnceOpened>
      <OnceOpened names={['changePassword']}>
        <ChangePasswordModal validators={config.validators} />
      </OnceOpened>
      <OnceOpened names={['forcedChange']}>
        <ForcedChangeModal validators={config.validators} reason={forcedChangeReason} />
      </OnceOpened>
      <OnceOpened names={['gateWarning']}>
        <GateWarningDialog />
      </OnceOpened>
      <OnceOpened names={['logoutConfirm']}>
        <LogoutConfirmDialog />
      </OnceOpened>
      <IpVerificationModal />
    </>
  );
}
