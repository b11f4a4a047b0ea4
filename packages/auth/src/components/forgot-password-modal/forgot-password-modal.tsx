// Forgot password (SPEC.md §2 forgetPassModal, §4, §5): by e-mail (confirmation, then close) or by
// phone (code and new password, then an automatic login with the mobile number and new password).
import type { ApiError } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Button, Modal } from '@lotusplay/ui-kit';
import { Form, Formik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import {
  errorText,
  fieldHintText,
  forgotEmailSchema,
  forgotPhoneSchema,
  resetPasswordByPhoneAndLogIn,
  useForgotPasswordByEmailMutation,
  useRequestSmsCodeMutation,
  type AppDispatch,
} from '../internal/deps';
import { HumanCheckStatus } from '../../human-check/human-check-status';
import { AUTH_MODAL_WIDTH, FormAlert, formStyle } from '../internal/form-field';
import { PhoneCodeFields } from '../internal/phone-fields';
import { usePhoneProof } from '../internal/use-phone-proof';
import { AccountField, FormTabs } from '../internal/account-fields';
import { useAuthConfig, type AuthConfigOverrides } from '../internal/use-auth-config';
import { useAuthModal, type ModalControlProps } from '../internal/use-auth-modal';

/** How the password is recovered. */
export type ForgotMode = 'email' | 'phone';

/** Props of {@link ForgotPasswordModal}. */
export interface ForgotPasswordModalProps extends ModalControlProps, AuthConfigOverrides {
  /** Tab shown first, when phone reset is enabled. */
  initialTab?: ForgotMode;
  /** Runs after the phone reset logged the user in; navigates to / when omitted. */
  onLoggedIn?: () => void;
}

interface EmailValues {
  username: string;
  email: string;
}

interface PhoneValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/** The forgot-password modal with its e-mail and (brand flag CHNGPASSVERIF3) phone tabs. */
export function ForgotPasswordModal({
  initialTab = 'email',
  onLoggedIn,
  open,
  onClose,
  ...overrides
}: ForgotPasswordModalProps) {
  const { t } = useTranslation(['authForms', 'auth']);
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const modal = useAuthModal('forgotPassword', { open, onClose });
  const config = useAuthConfig(overrides);
  const phoneEnabled = config.flag('CHNGPASSVERIF3');
  const [tab, setTab] = useState<ForgotMode>(initialTab);
  const mode: ForgotMode = phoneEnabled ? tab : 'email';
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const [forgotByEmail] = useForgotPasswordByEmailMutation();
  const [requestSms] = useRequestSmsCodeMutation();
  const phone = usePhoneProof(config);
  const validators = config.validators;
  const emailSchema = useMemo(() => forgotEmailSchema({ validators, t }), [validators, t]);
  const phoneSchema = useMemo(() => forgotPhoneSchema({ validators, t }), [validators, t]);
  const passwordRule = validators.find((v) => v.key === 'password' && v.enabled);

  const close = () => {
    setSent(false);
    setServerError(null);
    modal.close();
  };

  const submitEmail = async (values: EmailValues) => {
    setServerError(null);
    try {
      await forgotByEmail({
        username: values.username.trim(),
        email: values.email.trim(),
      }).unwrap();
      setSent(true);
    } catch (error) {
      setServerError(errorText(error as ApiError, t));
    }
  };

  const submitPhone = async (values: PhoneValues) => {
    setServerError(null);
    const number = phone.numberOf(values);
    try {
      const proof = await phone.proof(number, values.verificationCode);
      // SPEC.md §4: the new password is set, then the login uses the mobile number and it.
      const outcome = await dispatch(
        resetPasswordByPhoneAndLogIn({
          mobileNum: number.mobileNum,
          countryDialingCode: number.dialingCode,
          newPassword: values.newPassword,
          ...proof,
        }),
      );
      if (outcome === 'mustChangePassword') {
        onClose?.();
        return;
      }
      close();
      if (onLoggedIn) onLoggedIn();
      else void navigate('/');
    } catch (error) {
      setServerError(errorText(error as ApiError, t));
    }
  };

  const title = t('authForms:forgotTitle');
  return (
    <Modal
      open={modal.open}
      onClose={close}
      title={title}
      closeLabel={t('authForms:close')}
      width={AUTH_MODAL_WIDTH}
      height="auto"
      initialFocusRef={firstField}
    >
      {sent ? (
        <div style={formStyle}>
          <p role="status">{t('authForms:forgotEmailSent')}</p>
          <Button fullWidth onClick={close}>
            {t('authForms:dialogSubmit')}
          </Button>
        </div>
      ) : (
        <>
          {phoneEnabled && (
            <FormTabs<ForgotMode>
              labelKey="forgotTabsLabel"
              tabs={[
                ['email', 'forgotTabEmail'],
                ['phone', 'forgotTabPhone'],
              ]}
              value={mode}
              onChange={(value) => {
                setTab(value);
                setServerError(null);
              }}
            />
          )}
          {mode === 'email' ? (
            <Formik<EmailValues>
              key="email"
              initialValues={{ username: '', email: '' }}
              validationSchema={emailSchema}
              onSubmit={submitEmail}
            >
              {({ isSubmitting }) => (
                <Form noValidate style={formStyle} aria-label={title}>
                  <p>{t('authForms:forgotEmailIntro')}</p>
                  <AccountField name="username" inputRef={firstField} />
                  <AccountField name="email" />
                  <HumanCheckStatus action="forgot" />
                  <FormAlert message={serverError} />
                  <Button type="submit" fullWidth loading={isSubmitting}>
                    {t('authForms:forgotEmailSubmit')}
                  </Button>
                </Form>
              )}
            </Formik>
          ) : (
            <Formik<PhoneValues>
              key="phone"
              initialValues={{
                countryDialingCode: config.countries[0]?.countryDialingCode ?? '',
                mobileNum: '',
                verificationCode: '',
                newPassword: '',
              }}
              validationSchema={phoneSchema}
              onSubmit={submitPhone}
            >
              {({ isSubmitting, values }) => (
                <Form noValidate style={formStyle} aria-label={title}>
                  <PhoneCodeFields
                    config={config}
                    inputRef={firstField}
                    phone={phone}
                    number={phone.numberOf(values)}
                    viaServer={(number) =>
                      requestSms({
                        mobileNum: number.mobileNum,
                        countryDialingCode: number.dialingCode,
                        purpose: 'forgot',
                      }).unwrap()
                    }
                  />
                  <AccountField
                    name="newPassword"
                    hint={passwordRule ? fieldHintText(passwordRule, t) : undefined}
                  />
                  <HumanCheckStatus action="forgot" />
                  <FormAlert message={serverError} />
                  <Button type="submit" fullWidth loading={isSubmitting}>
                    {t('authForms:forgotPhoneSubmit')}
                  </Button>
                </Form>
              )}
            </Formik>
          )}
        </>
      )}
    </Modal>
  );
}
