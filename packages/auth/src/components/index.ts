export { LoginModal } from './login-modal/login-modal';
export { RegisterModal } from './register-modal/register-modal';
export {
  ChangePasswordModal,
  ForcedChangeModal,
} from './change-password-modal/change-password-modal';
export { ForgotPasswordModal } from './forgot-password-modal/forgot-password-modal';
export { GateWarningDialog } from './gate-warning-dialog/gate-warning-dialog';
export { LogoutConfirmDialog } from './logout-confirm-dialog/logout-confirm-dialog';
export { AuthModals } from './auth-modals';

export type { LoginModalProps } from './login-modal/login-modal';
export type { RegisterModalProps, RegisterMode } from './register-modal/register-modal';
export type {
  ChangePasswordModalProps,
  ForcedChangeModalProps,
  ForcedChangeReason,
} from './change-password-modal/change-password-modal';
export type {
  ForgotMode,
  ForgotPasswordModalProps,
} from './forgot-password-modal/forgot-password-modal';
export type {
  GateWarningDialogProps,
  GateWarningKind,
} from './gate-warning-dialog/gate-warning-dialog';
export type { LogoutConfirmDialogProps } from './logout-confirm-dialog/logout-confirm-dialog';
export type { AuthModalsProps } from './auth-modals';
export type { AuthConfigOverrides, AuthFlags } from './internal/use-auth-config';
export type { ModalControlProps } from './internal/use-auth-modal';
