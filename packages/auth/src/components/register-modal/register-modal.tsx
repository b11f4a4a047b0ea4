// The register dialog (SPEC.md §2 registerModal, §4 registration, §5 registration rules, §8).
import {
  HelpPageTags,
  helpPageHref,
  MemberAccountLimits,
  REGISTER_OPTIONAL_FIELDS,
} from '@lotusplay/api-client';
import type {
  RegisterOptionalField,
  RegisterRequest,
  RegisterValidator,
} from '@lotusplay/api-client';
import { Trans, useTranslation } from '@lotusplay/i18n';
import { Button, Dialog, Loader, Modal } from '@lotusplay/ui-kit';
import { Form, Formik } from 'formik';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { HumanCheckStatus } from '../../human-check/human-check-status';
import { CaptchaField } from '../internal/captcha-field';
import {
  errorText,
  fieldHintText,
  registerAccount,
  registerSchema,
  useLazyCheckAffiliateQuery,
  useRequestRegisterSmsCodeMutation,
  type AppDispatch,
} from '../internal/deps';
import { useGetAccountRulesQuery } from '../../api/auth-api';
import {
  AUTH_MODAL_WIDTH,
  CheckboxField,
  FormAlert,
  formStyle,
  TextField,
  type TextFieldProps,
} from '../internal/form-field';
import { MobileNumberField, SmsCodeField } from '../internal/phone-fields';
import { usePhoneProof } from '../internal/use-phone-proof';
import { AccountField, FormTabs } from '../internal/account-fields';
import { useAuthConfig, type AuthConfigOverrides } from '../internal/use-auth-config';
import { useAuthModal, type ModalControlProps } from '../internal/use-auth-modal';

/** How a new member identifies: a chosen username, or the mobile number. */
export type RegisterMode = 'username' | 'mobile';

/** Props of {@link RegisterModal}. */
export interface RegisterModalProps extends ModalControlProps, AuthConfigOverrides {
  /** Runs after registration and auto login; navigates to / when omitted. */
  onRegistered?: () => void;
  /** Tab shown first, when both modes are enabled. */
  initialTab?: RegisterMode;
}

/** Optional fields that are plain inputs: the invitation code and the captcha have their own. */
type OptionalField = Exclude<RegisterOptionalField, 'affiliateCode' | 'captcha'>;

/** The plain optional fields, shown when their validator is enabled, in display order. */
const OPTIONAL_FIELDS = REGISTER_OPTIONAL_FIELDS.filter(
  (key): key is OptionalField => key !== 'affiliateCode' && key !== 'captcha',
);

type RegisterValues = Record<OptionalField, string> & {
  username: string;
  password: string;
  confirmPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  affiliateCode: string;
  captcha: string;
  ageConfirmed: boolean;
  terms: boolean;
};

const inputKind = (key: OptionalField): Pick<TextFieldProps, 'type' | 'autoComplete'> => {
  if (key === 'paymentPassword') return { type: 'password', autoComplete: 'new-password' };
  if (key === 'email') return { type: 'email', autoComplete: 'email' };
  if (key === 'payeeName') return { autoComplete: 'name' };
  return {};
};

/** The registration form: username or mobile tab, fields from the brand's validators, auto login. */
export function RegisterModal({
  onRegistered,
  initialTab,
  open: openProp,
  onClose,
  ...overrides
}: RegisterModalProps) {
  const { t } = useTranslation(['authForms', 'auth']);
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('referralCode')?.trim() ?? '';
  const modal = useAuthModal('register', { open: openProp, onClose });
  const config = useAuthConfig(overrides);
  const firstField = useRef<HTMLInputElement>(null);
  const captchaKey = useRef('');
  const [captchaRefresh, setCaptchaRefresh] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [affiliateWarning, setAffiliateWarning] = useState(false);
  const [requestSms] = useRequestRegisterSmsCodeMutation();
  const phone = usePhoneProof(config);
  const [checkAffiliate] = useLazyCheckAffiliateQuery();

  const byUsername = config.flag('USERNAMEREG3');
  const byMobile = config.flag('MOBILENUMREG3') || config.flag('MOBILENUMPASSREG3');
  const modes: RegisterMode[] = [
    ...(byUsername || !byMobile ? (['username'] as const) : []),
    ...(byMobile ? (['mobile'] as const) : []),
  ];
  const [tab, setTab] = useState<RegisterMode>(initialTab ?? modes[0] ?? 'username');
  const mode: RegisterMode = modes.includes(tab) ? tab : (modes[0] ?? 'username');

  const validators = config.validators;
  const rule = (key: string): RegisterValidator | undefined =>
    validators.find((v) => v.key === key && v.enabled);
  const smsRequired = mode === 'mobile' || config.flag('REGMOBVERF3');
  // MOBILENUMREG3 without MOBILENUMPASSREG3: a mobile registration sets no password (the server
  // refuses one); the number's code is the credential.
  const passwordless = mode === 'mobile' && !config.flag('MOBILENUMPASSREG3');
  // SPEC.md §5: the brand's minimum age (18 unless the brand sets another; one market needs 21).
  const accountRules = useGetAccountRulesQuery();
  const minimumAge = accountRules.data?.minimumAge ?? MemberAccountLimits.defaultMinimumAge;
  const showMobile = mode === 'mobile' || smsRequired || rule('mobileNum') !== undefined;
  const showCaptcha = rule('captcha') !== undefined;
  const showAffiliate = rule('affiliateCode') !== undefined || referralCode !== '';
  const optional = OPTIONAL_FIELDS.filter((key) => rule(key) !== undefined);

  const schema = useMemo(
    () =>
      registerSchema({
        validators,
        mode,
        smsVerification: config.flag('REGMOBVERF3'),
        t,
        minimumAge,
        passwordless,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- config.flag is a new function each render
    [validators, mode, smsRequired, t, minimumAge, passwordless],
  );
  const hint = (key: string) => {
    const found = rule(key);
    return found ? fieldHintText(found, t) : undefined;
  };
  const isRequired = (key: string) => rule(key)?.required === true;

  const initialValues: RegisterValues = {
    username: '',
    password: '',
    confirmPassword: '',
    mobileNum: '',
    countryDialingCode: config.countries[0]?.countryDialingCode ?? '',
    verificationCode: '',
    affiliateCode: referralCode,
    captcha: '',
    ageConfirmed: false,
    terms: false,
    ...(Object.fromEntries(OPTIONAL_FIELDS.map((key) => [key, ''])) as Record<
      OptionalField,
      string
    >),
  };

  const submit = async (values: RegisterValues) => {
    setServerError(null);
    const affiliateCode = values.affiliateCode.trim();
    const domain = typeof window === 'undefined' ? '' : window.location.host;
    if (affiliateCode) {
      const check = await checkAffiliate({ code: affiliateCode, domain }, false);
      if (!check.data?.success) {
        setAffiliateWarning(true);
        return;
      }
    }
    const mobileNum = values.mobileNum.trim();
    let proof: Partial<RegisterRequest> = {};
    if (smsRequired) {
      try {
        const fields = await phone.proof(phone.numberOf(values), values.verificationCode);
        proof = 'firebaseIdToken' in fields ? { firebaseChannel: 'SMS', ...fields } : fields;
      } catch (error) {
        setServerError(errorText(error, t));
        return;
      }
    }
    const body: RegisterRequest = {
      username: mode === 'mobile' ? mobileNum : values.username.trim(),
      password: passwordless ? '' : values.password,
      confirmPassword: passwordless ? '' : values.confirmPassword,
      ageConfirmed: values.ageConfirmed,
      login: true,
      registerMethod: 'WEB',
      domain,
      registerUrl: typeof window === 'undefined' ? undefined : window.location.href,
      ...(mobileNum
        ? { mobileNum, countryDialingCode: config.dialingCode(values.countryDialingCode) }
        : {}),
      ...proof,
      ...(affiliateCode ? { affiliateCode } : {}),
      ...(referralCode ? { referralCode } : {}),
      ...(showCaptcha ? { captcha: values.captcha.trim(), captchaKey: captchaKey.current } : {}),
      ...Object.fromEntries(
        optional.map((key) => [key, values[key].trim()]).filter(([, value]) => value !== ''),
      ),
    };
    try {
      await dispatch(registerAccount(body, mode));
      modal.close();
      if (onRegistered) onRegistered();
      else void navigate('/');
    } catch (error) {
      setServerError(errorText(error, t));
      if (showCaptcha) setCaptchaRefresh((n) => n + 1);
    }
  };

  return (
    <Modal
      open={modal.open}
      onClose={modal.close}
      title={t('authForms:registerTitle')}
      closeLabel={t('authForms:close')}
      width={AUTH_MODAL_WIDTH}
      height="auto"
      initialFocusRef={firstField}
    >
      {modes.length > 1 && (
        <FormTabs<RegisterMode>
          labelKey="registerTabsLabel"
          tabs={[
            ['username', 'registerTabUsername'],
            ['mobile', 'registerTabMobile'],
          ]}
          value={mode}
          onChange={(value) => {
            setTab(value);
            setServerError(null);
          }}
        />
      )}
      {!config.ready ? (
        <Loader label={t('authForms:loading')} />
      ) : (
        <Formik<RegisterValues>
          key={mode}
          initialValues={initialValues}
          validationSchema={schema}
          onSubmit={submit}
        >
          {({ isSubmitting, values }) => (
            <Form noValidate style={formStyle} aria-label={t('authForms:registerTitle')}>
              {mode === 'username' && (
                <AccountField name="username" hint={hint('username')} inputRef={firstField} />
              )}
              {showMobile && (
                <MobileNumberField
                  config={config}
                  hint={hint('mobileNum')}
                  required={mode === 'mobile' || smsRequired || isRequired('mobileNum')}
                  inputRef={mode === 'mobile' ? firstField : undefined}
                />
              )}
              {smsRequired && (
                <SmsCodeField
                  phone={phone}
                  number={phone.numberOf(values)}
                  viaServer={(number) =>
                    requestSms({
                      mobileNo: number.mobileNum,
                      countryDialingCode: number.dialingCode,
                      registerType: mode,
                    }).unwrap()
                  }
                />
              )}
              {!passwordless && (
                <>
                  <AccountField name="password" hint={hint('password')} choosing />
                  <AccountField name="confirmPassword" />
                </>
              )}
              {optional.map((key) => (
                <TextField
                  key={key}
                  name={key}
                  {...inputKind(key)}
                  label={t(`authForms:${key}Label`)}
                  hint={hint(key)}
                  required={key === 'paymentPassword' || isRequired(key)}
                />
              ))}
              {showAffiliate && (
                <TextField
                  name="affiliateCode"
                  label={t('authForms:affiliateCodeLabel')}
                  placeholder={t('authForms:affiliateCodePlaceholder')}
                  hint={hint('affiliateCode')}
                  required={isRequired('affiliateCode')}
                />
              )}
              {showCaptcha && (
                <CaptchaField
                  refreshToken={captchaRefresh}
                  onKey={(key) => {
                    captchaKey.current = key;
                  }}
                />
              )}
              <CheckboxField
                name="ageConfirmed"
                label={t('authForms:ageConfirm', { age: minimumAge })}
              />
              <CheckboxField
                name="terms"
                label={
                  <Trans
                    t={t}
                    i18nKey="authForms:termsAgree"
                    components={{ terms: <TermsLink newTab={t('authForms:termsNewTab')} /> }}
                  />
                }
              />
              <HumanCheckStatus action="register" />
              <FormAlert message={serverError} />
              <Button type="submit" fullWidth loading={isSubmitting}>
                {t('authForms:registerSubmit')}
              </Button>
              {isSubmitting && <Loader label={t('authForms:registering')} overlay="parent" />}
            </Form>
          )}
        </Formik>
      )}
      <Dialog
        open={affiliateWarning}
        onClose={() => setAffiliateWarning(false)}
        title={t('authForms:warningTitle')}
        buttons={[{ label: t('authForms:dialogSubmit'), isDefault: true }]}
      >
        {t('authForms:invitationCodeError')}
      </Dialog>
    </Modal>
  );
}

/**
 * The link to the help centre's terms and conditions in the terms checkbox's label: a new tab, so
 * the form keeps what was typed (said to assistive technology too).
 */
function TermsLink({ newTab, children }: { newTab: string; children?: ReactNode }) {
  return (
    <a href={helpPageHref(HelpPageTags.terms)} target="_blank" rel="noopener noreferrer">
      {children} <span className="lp-visually-hidden">({newTab})</span>
    </a>
  );
}
