// Change password (SPEC.md §2 changePassModal, §4, §5) and the forced change after login with the
// default password, an expired password or on first login (SPEC.md §4 `cpw`).
import type { ApiError } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Button, Modal } from '@lotusplay/ui-kit';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import {
  changePasswordSchema,
  errorText,
  fieldHintText,
  loadMemberInfoIfLoggedIn,
  logOut,
  passwordChanged,
  selectForcedChangeReason,
  serverFieldError,
  useChangePasswordMutation,
  type AppDispatch,
  type AuthRootState,
  type ForcedChangeReason,
} from '../internal/deps';
import { AUTH_MODAL_WIDTH, FormAlert, formStyle } from '../internal/form-field';
import { AccountField } from '../internal/account-fields';
import { useAuthConfig, type AuthConfigOverrides } from '../internal/use-auth-config';
import { useAuthModal, type ModalControlProps } from '../internal/use-auth-modal';

export type { ForcedChangeReason } from '../internal/deps';

interface ChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

interface ChangePasswordFormProps extends Pick<AuthConfigOverrides, 'validators'> {
  /** Runs after the server accepted the new password. */
  onChanged: () => void;
  /** Buttons under the submit button (the forced change's log-out). */
  extraActions?: ReactNode;
  firstFieldRef: React.RefObject<HTMLInputElement | null>;
  title: string;
}

function ChangePasswordForm({
  onChanged,
  extraActions,
  firstFieldRef,
  title,
  validators: validatorsProp,
}: ChangePasswordFormProps) {
  const { t } = useTranslation(['authForms', 'auth']);
  const config = useAuthConfig({
    validators: validatorsProp,
    flags: {},
    showCountryCode: false,
    firebase: null,
  });
  const [changePassword] = useChangePasswordMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const validators = config.validators;
  const schema = useMemo(() => changePasswordSchema({ validators, t }), [validators, t]);
  const passwordRule = validators.find((v) => v.key === 'password' && v.enabled);

  const submit = async (values: ChangeValues, helpers: FormikHelpers<ChangeValues>) => {
    setServerError(null);
    try {
      await changePassword(values).unwrap();
      onChanged();
    } catch (error) {
      // A field the server refused (a common or default new password) shows under that field.
      const refused = serverFieldError(error, Object.keys(values), t);
      if (refused) helpers.setFieldError(refused.field, refused.message);
      else setServerError(errorText(error as ApiError, t));
    }
  };

  return (
    <Formik<ChangeValues>
      initialValues={{ oldPassword: '', newPassword: '', confirmNewPassword: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate style={formStyle} aria-label={title}>
          <AccountField name="oldPassword" inputRef={firstFieldRef} />
          <AccountField
            name="newPassword"
            hint={passwordRule ? fieldHintText(passwordRule, t) : undefined}
          />
          <AccountField name="confirmNewPassword" />
          <FormAlert message={serverError} />
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t('authForms:changePasswordSubmit')}
          </Button>
          {extraActions}
        </Form>
      )}
    </Formik>
  );
}

/** Props of {@link ChangePasswordModal}. */
export interface ChangePasswordModalProps
  extends ModalControlProps, Pick<AuthConfigOverrides, 'validators'> {
  /** Runs after the change; navigates to / when omitted. */
  onChanged?: () => void;
}

/**
 * SPEC.md §4 after a password change: clear the forced-change flag, reload the member info,
 * close the modal, then the caller's callback or home.
 */
function useAfterPasswordChange(close: () => void, onChanged?: () => void): () => void {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  return () => {
    dispatch(passwordChanged());
    void dispatch(loadMemberInfoIfLoggedIn());
    close();
    if (onChanged) onChanged();
    else void navigate('/');
  };
}

/** The change-password modal: old, new and confirm; hints from the password validator. */
export function ChangePasswordModal({
  onChanged,
  validators,
  open,
  onClose,
}: ChangePasswordModalProps) {
  const { t } = useTranslation('authForms');
  const modal = useAuthModal('changePassword', { open, onClose });
  const afterChange = useAfterPasswordChange(modal.close, onChanged);
  const firstField = useRef<HTMLInputElement>(null);
  const title = t('changePasswordTitle');
  return (
    <Modal
      open={modal.open}
      onClose={modal.close}
      title={title}
      closeLabel={t('close')}
      width={AUTH_MODAL_WIDTH}
      height="auto"
      initialFocusRef={firstField}
    >
      <ChangePasswordForm
        title={title}
        validators={validators}
        firstFieldRef={firstField}
        onChanged={afterChange}
      />
    </Modal>
  );
}

/** Props of {@link ForcedChangeModal}. */
export interface ForcedChangeModalProps
  extends ModalControlProps, Pick<AuthConfigOverrides, 'validators'> {
  /**
   * Why the change is forced; decides the explanation shown. Read from the session when omitted
   * (`defaultPassword` when the session does not say).
   */
  reason?: ForcedChangeReason;
  /** Runs after the change; navigates to / when omitted. */
  onChanged?: () => void;
  /** Runs after the user chose to log out instead; navigates to / when omitted. */
  onLoggedOut?: () => void;
}

/**
 * The forced password change after login: no close button and Escape does nothing; the only ways
 * out are a new password or logging out.
 */
export function ForcedChangeModal({
  reason: reasonProp,
  onChanged,
  onLoggedOut,
  validators,
  open,
  onClose,
}: ForcedChangeModalProps) {
  const { t } = useTranslation('authForms');
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const modal = useAuthModal('forcedChange', { open, onClose });
  const sessionReason = useSelector((state: AuthRootState) => selectForcedChangeReason(state));
  const reason = reasonProp ?? sessionReason ?? 'defaultPassword';
  const afterChange = useAfterPasswordChange(modal.close, onChanged);
  const [loggingOut, setLoggingOut] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  const title = t('forcedChangeTitle');
  const reasonKey =
    reason === 'firstLogin'
      ? 'forcedChangeFirstLogin'
      : reason === 'expired'
        ? 'forcedChangeExpired'
        : 'forcedChangeDefaultPassword';

  const leave = async () => {
    setLoggingOut(true);
    try {
      await dispatch(logOut());
    } finally {
      setLoggingOut(false);
      modal.close();
      if (onLoggedOut) onLoggedOut();
      else void navigate('/');
    }
  };

  return (
    <Modal
      open={modal.open}
      onClose={() => undefined}
      closeOnEscape={false}
      title={title}
      width={AUTH_MODAL_WIDTH}
      height="auto"
      initialFocusRef={firstField}
      role="alertdialog"
    >
      <p>{t(reasonKey)}</p>
      <ChangePasswordForm
        title={title}
        validators={validators}
        firstFieldRef={firstField}
        onChanged={afterChange}
        extraActions={
          <Button variant="ghost" fullWidth loading={loggingOut} onClick={() => void leave()}>
            {t('logoutInstead')}
          </Button>
        }
      />
    </Modal>
  );
}
