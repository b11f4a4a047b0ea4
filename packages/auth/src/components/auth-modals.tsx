// Every auth modal mounted once; the auth slice's open modal decides which one shows.
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
      <LoginModal {...config} />
      <RegisterModal {...config} />
      <ForgotPasswordModal {...config} />
      <ChangePasswordModal validators={config.validators} />
      <ForcedChangeModal validators={config.validators} reason={forcedChangeReason} />
      <GateWarningDialog />
      <LogoutConfirmDialog />
    </>
  );
}
