// The login popup (SPEC.md §2 loginPopupModal, §4 login, §5 login rules, §8 login failure).
import type { ApiError, LoginRequest } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Button, Loader, Modal } from '@lotusplay/ui-kit';
import { Form, Formik } from 'formik';
import { useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { HumanCheckStatus } from '../../human-check/human-check-status';
import { CaptchaField } from '../internal/captcha-field';
import {
  errorText,
  loginSchema,
  readRememberedLogin,
  forgetLogin,
  logIn,
  rememberLogin,
  selectLoginNotice,
  startFreePlay,
  useRequestSmsCodeMutation,
  type AppDispatch,
} from '../internal/deps';
import {
  AUTH_MODAL_WIDTH,
  CheckboxField,
  FormAlert,
  formStyle,
  linkRowStyle,
} from '../internal/form-field';
import { PhoneCodeFields } from '../internal/phone-fields';
import { AccountField, FormTabs } from '../internal/account-fields';
import { useAuthConfig, type AuthConfigOverrides } from '../internal/use-auth-config';
import { useAuthModal, type ModalControlProps } from '../internal/use-auth-modal';
import { usePhoneProof } from '../internal/use-phone-proof';

/** The tabs of the login popup: password, or SMS code (sent by the server or by Firebase). */
export type LoginTab = 'username' | 'sms';

/** Props of {@link LoginModal}. */
export interface LoginModalProps extends ModalControlProps, AuthConfigOverrides {
  /** Runs after a login that needs no forced change; navigates to / when omitted. */
  onLoggedIn?: () => void;
  /** Tab shown first; `username` by default (falls back to it when sms login is off). */
  initialTab?: LoginTab;
  /** Show the captcha from the start, as after a failed login that asked for it (stories). */
  initialCaptchaRequired?: boolean;
  /**
   * Translation key of a notice above the form, e.g. 'auth:notLoggedIn' after the server ended
   * the session; the auth slice's login-popup notice when omitted.
   */
  notice?: string;
}

const noticeStyle: CSSProperties = {
  margin: '0 0 12px',
  padding: '8px 10px',
  borderRadius: 6,
  border: '1px solid var(--lp-color-warning, #f5a524)',
};

interface LoginValues {
  username: string;
  password: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
}

/** The login popup: username or sms tab, captcha on demand, remember me, free play and links. */
export function LoginModal({
  onLoggedIn,
  initialTab = 'username',
  initialCaptchaRequired = false,
  notice: noticeProp,
  open: openProp,
  onClose,
  ...overrides
}: LoginModalProps) {
  const { t } = useTranslation(['authForms', 'auth']);
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const modal = useAuthModal('loginPopup', { open: openProp, onClose });
  const storeNotice = useSelector(selectLoginNotice);
  const notice = noticeProp ?? storeNotice;
  const noticeId = useId();
  const config = useAuthConfig(overrides);
  const smsEnabled = config.flag('MOBILEVERCODELOGIN3');
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const mode: LoginTab = smsEnabled ? tab : 'username';
  const [captchaRequired, setCaptchaRequired] = useState(initialCaptchaRequired);
  const [captchaRefresh, setCaptchaRefresh] = useState(0);
  const captchaKey = useRef('');
  const [serverError, setServerError] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const [freePlayBusy, setFreePlayBusy] = useState(false);
  const [requestSms] = useRequestSmsCodeMutation();
  const phone = usePhoneProof(config);

  const remembered = useMemo(() => (modal.open ? readRememberedLogin() : null), [modal.open]);
  const defaultCode =
    remembered?.countryDialingCode || config.countries[0]?.countryDialingCode || '';
  const initialValues: LoginValues = {
    username: remembered?.username ?? '',
    password: '',
    countryDialingCode: defaultCode,
    mobileNum: '',
    verificationCode: '',
    captcha: '',
    remember: remembered !== null,
  };
  const schema = useMemo(
    () =>
      loginSchema({
        mode,
        captcha: captchaRequired && mode === 'username',
        validators: config.validators,
        t,
      }),
    [mode, captchaRequired, config.validators, t],
  );

  const finish = () => {
    modal.close();
    if (onLoggedIn) onLoggedIn();
    else void navigate('/');
  };

  /** The login call's body: by password, by server SMS code, or by Firebase phone sign-in. */
  const loginBody = async (values: LoginValues): Promise<LoginRequest> => {
    if (mode === 'username') {
      return {
        type: 'username',
        username: values.username.trim(),
        password: values.password.trim(),
        ...(captchaRequired
          ? { captcha: values.captcha.trim(), captchaKey: captchaKey.current }
          : {}),
      };
    }
    const number = phone.numberOf(values);
    const proof = await phone.proof(number, values.verificationCode);
    const byPhone = {
      username: number.mobileNum,
      countryDialingCode: number.dialingCode || undefined,
    };
    return 'firebaseIdToken' in proof
      ? { type: 'firebase', password: '', firebaseIdToken: proof.firebaseIdToken, ...byPhone }
      : { type: 'sms', password: proof.verificationCode, ...byPhone };
  };

  const submit = async (values: LoginValues) => {
    setServerError(null);
    try {
      const body = await loginBody(values);
      // logIn opens the forced change itself, or closes the modals once the member is loaded.
      const outcome = await dispatch(logIn(body));
      if (values.remember) {
        rememberLogin({
          username: mode === 'username' ? body.username : (remembered?.username ?? ''),
          countryDialingCode: config.dialingCode(values.countryDialingCode),
          ...(mode === 'sms' ? { smsNumber: body.username } : {}),
        });
      } else {
        forgetLogin();
      }
      if (outcome === 'mustChangePassword' || outcome === 'ipVerification') {
        // The thunk opened the forced change (or the new-address check) in the store; a
        // prop-controlled popup closes here.
        onClose?.();
        return;
      }
      finish();
    } catch (error) {
      setServerError(errorText(error, t));
      if ((error as Partial<ApiError>).captcha) {
        setCaptchaRequired(true);
        setCaptchaRefresh((n) => n + 1);
      }
    }
  };

  const playForFree = async () => {
    setFreePlayBusy(true);
    try {
      await dispatch(startFreePlay());
      finish();
    } catch (error) {
      // SPEC.md §8 gives free play no error handling; the form's alert still says what failed.
      setServerError(errorText(error as ApiError, t));
    } finally {
      setFreePlayBusy(false);
    }
  };

  const tabs = smsEnabled ? (
    <FormTabs<LoginTab>
      labelKey="loginTabsLabel"
      tabs={[
        ['username', 'loginTabUsername'],
        ['sms', 'loginTabSms'],
      ]}
      value={mode}
      onChange={(value) => {
        setTab(value);
        setServerError(null);
      }}
    />
  ) : null;

  return (
    <Modal
      open={modal.open}
      onClose={modal.close}
      title={t('authForms:loginTitle')}
      closeLabel={t('authForms:close')}
      width={AUTH_MODAL_WIDTH}
      height="auto"
      initialFocusRef={firstField}
      describedBy={notice ? noticeId : undefined}
    >
      {notice && (
        <p id={noticeId} style={noticeStyle}>
          {t(notice)}
        </p>
      )}
      {tabs}
      {/* Checked when sent, not when a field loses focus: an error appearing under the empty
          username as the focus leaves it for "Forgot password?" pushed that button away between
          the press and the release, and the click was lost. */}
      <Formik<LoginValues>
        key={mode}
        initialValues={initialValues}
        validationSchema={schema}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate style={formStyle} aria-label={t('authForms:loginTitle')}>
            {mode === 'username' ? (
              <>
                <AccountField name="username" inputRef={firstField} />
                <AccountField name="password" />
                {captchaRequired && (
                  <CaptchaField
                    refreshToken={captchaRefresh}
                    onKey={(key) => {
                      captchaKey.current = key;
                    }}
                  />
                )}
              </>
            ) : (
              <PhoneCodeFields
                config={config}
                inputRef={firstField}
                phone={phone}
                number={phone.numberOf(values)}
                viaServer={(number) =>
                  requestSms({
                    mobileNum: number.mobileNum,
                    countryDialingCode: number.dialingCode,
                    purpose: 'login',
                  }).unwrap()
                }
              />
            )}
            <CheckboxField name="remember" label={t('authForms:rememberMe')} />
            <HumanCheckStatus action="login" enabled={captchaRequired && mode === 'username'} />
            <FormAlert message={serverError} />
            <Button type="submit" fullWidth loading={isSubmitting}>
              {t('authForms:loginSubmit')}
            </Button>
            {isSubmitting && <Loader label={t('authForms:loggingIn')} overlay="parent" />}
            <div style={linkRowStyle}>
              <Button variant="ghost" size="sm" onClick={() => modal.switchTo('forgotPassword')}>
                {t('authForms:forgotPasswordLink')}
              </Button>
              {config.flag('DIRECTREG3') && (
                <Button variant="ghost" size="sm" onClick={() => modal.switchTo('register')}>
                  {t('authForms:registerLink')}
                </Button>
              )}
            </div>
            {config.flag('FREEPLAY3') && (
              <Button
                variant="secondary"
                fullWidth
                loading={freePlayBusy}
                onClick={() => void playForFree()}
              >
                {t('authForms:freePlay')}
              </Button>
            )}
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
