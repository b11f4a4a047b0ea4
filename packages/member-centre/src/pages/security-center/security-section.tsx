// Security: the login password (the auth feature's change-password dialog), the payment password,
// the mobile number and e-mail (each bound with a code sent to it), and two-step verification.
import {
  isPaymentPassword,
  PAYMENT_PASSWORD_INPUT,
  type ContactChannel,
  type MemberProfileResponse,
  type TotpSetupResponse,
} from '@lotusplay/api-client';
import { useGetRegisterSettingQuery } from '@lotusplay/api-client';
import { authModalOpened } from '@lotusplay/auth';
import { QrCode } from '@lotusplay/content';
import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import {
  useBindContactMutation,
  useDisableTotpMutation,
  useEnableTotpMutation,
  useGetPaymentPasswordStatusQuery,
  useGetTotpStatusQuery,
  useRequestContactCodeMutation,
  useSavePaymentPasswordMutation,
  useSetUpTotpMutation,
} from './security-center-api';
import { Problem, useProblem } from './use-problem';

/** One labelled input. */
function Field({
  label,
  value,
  onChange,
  type = 'text',
  extra,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  extra?: Record<string, unknown>;
}) {
  const id = useId();
  return (
    <div className="lp-account__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...extra}
      />
    </div>
  );
}

function LoginPassword() {
  const { t } = useTranslation('securityCenter');
  const dispatch = useDispatch();
  return (
    <div className="lp-account__row">
      <h5>{t('loginPasswordTitle')}</h5>
      <Button variant="secondary" onClick={() => dispatch(authModalOpened('changePassword'))}>
        {t('loginPasswordChange')}
      </Button>
    </div>
  );
}

function PaymentPassword() {
  const { t } = useTranslation('securityCenter');
  const status = useGetPaymentPasswordStatusQuery();
  const [save, state] = useSavePaymentPasswordMutation();
  const { problem, setProblem, fail } = useProblem();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [v, setV] = useState({ login: '', old: '', next: '', again: '' });
  const isSet = status.data?.isSet === true;
  const digits = { ...PAYMENT_PASSWORD_INPUT, type: undefined };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!v.login) return setProblem(t('fieldRequired'));
    if (!isPaymentPassword(v.next)) return setProblem(t('paymentPasswordFormat'));
    if (v.next !== v.again) return setProblem(t('paymentPasswordMismatch'));
    setProblem(null);
    try {
      await save({
        loginPassword: v.login,
        newPaymentPassword: v.next,
        ...(isSet ? { oldPaymentPassword: v.old } : {}),
      }).unwrap();
      setOpen(false);
      setDone(true);
      setV({ login: '', old: '', next: '', again: '' });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div className="lp-account__row">
      <h5>{t('paymentPasswordTitle')}</h5>
      {status.data && <p>{isSet ? t('paymentPasswordIsSet') : t('paymentPasswordNotSet')}</p>}
      {done && <p role="status">{t('paymentPasswordSaved')}</p>}
      {!open ? (
        <Button variant="secondary" onClick={() => setOpen(true)} disabled={!status.data}>
          {isSet ? t('paymentPasswordChange') : t('paymentPasswordSet')}
        </Button>
      ) : (
        <form className="lp-account__form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <Field
            label={t('loginPassword')}
            type="password"
            value={v.login}
            onChange={(login) => setV((s) => ({ ...s, login }))}
            extra={{ autoComplete: 'current-password' }}
          />
          {isSet && (
            <Field
              label={t('oldPaymentPassword')}
              type="password"
              value={v.old}
              onChange={(old) => setV((s) => ({ ...s, old }))}
              extra={digits}
            />
          )}
          <Field
            label={t('newPaymentPassword')}
            type="password"
            value={v.next}
            onChange={(next) => setV((s) => ({ ...s, next }))}
            extra={digits}
          />
          <Field
            label={t('confirmPaymentPassword')}
            type="password"
            value={v.again}
            onChange={(again) => setV((s) => ({ ...s, again }))}
            extra={digits}
          />
          <Problem text={problem} />
          <div className="lp-account__actions">
            <Button type="submit" disabled={state.isLoading}>
              {t('save')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** Binds or changes one contact: the new value, a code sent to it, the code back. */
function ContactForm({
  channel,
  profile,
}: {
  channel: ContactChannel;
  profile: MemberProfileResponse;
}) {
  const { t } = useTranslation('securityCenter');
  const setting = useGetRegisterSettingQuery();
  const [requestCode, codeState] = useRequestContactCodeMutation();
  const [bind, bindState] = useBindContactMutation();
  const { problem, setProblem, fail } = useProblem();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const countries = setting.data?.countries ?? [];
  const [v, setV] = useState({
    dialing: profile.countryDialingCode ?? countries[0]?.countryDialingCode ?? '',
    value: '',
    code: '',
  });
  const current = channel === 'mobile' ? profile.values.mobileNum : profile.values.email;
  const target = () =>
    channel === 'mobile'
      ? {
          channel,
          mobileNum: v.value.trim(),
          countryDialingCode: v.dialing || countries[0]?.countryDialingCode || '',
        }
      : { channel, email: v.value.trim() };

  const send = async () => {
    if (!v.value.trim()) return setProblem(t('fieldRequired'));
    setProblem(null);
    try {
      const answer = await requestCode(target()).unwrap();
      setSent(t('codeSent', { to: answer.sentTo, minutes: answer.expiredMinutes }));
    } catch (error) {
      fail(error);
    }
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!v.code.trim()) return setProblem(t('fieldRequired'));
    setProblem(null);
    try {
      await bind({ ...target(), code: v.code.trim() }).unwrap();
      setOpen(false);
      setSent(null);
      setDone(true);
      setV((s) => ({ ...s, value: '', code: '' }));
    } catch (error) {
      fail(error);
    }
  };
  const title =
    channel === 'mobile'
      ? current
        ? t('changeMobile')
        : t('bindMobile')
      : current
        ? t('changeEmail')
        : t('bindEmail');
  const dialingId = useId();

  return (
    <div className="lp-account__row">
      <p>
        {channel === 'mobile'
          ? t('mobileCurrent', {
              value: current ? `${profile.countryDialingCode ?? ''} ${current}` : t('notBound'),
            })
          : t('emailCurrent', { value: current ?? t('notBound') })}
      </p>
      {done && <p role="status">{t('contactBound')}</p>}
      {!open ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {title}
        </Button>
      ) : (
        <form
          className="lp-account__form"
          aria-label={title}
          onSubmit={(e) => void onSubmit(e)}
          noValidate
        >
          {channel === 'mobile' && (
            <div className="lp-account__field">
              <label htmlFor={dialingId}>{t('countryCode')}</label>
              <select
                id={dialingId}
                value={v.dialing}
                onChange={(e) => setV((s) => ({ ...s, dialing: e.target.value }))}
              >
                {countries.map((c) => (
                  <option key={c.countryCode} value={c.countryDialingCode}>
                    {c.countryCode} {c.countryDialingCode}
                  </option>
                ))}
              </select>
            </div>
          )}
          <Field
            label={channel === 'mobile' ? t('newMobile') : t('newEmail')}
            type={channel === 'mobile' ? 'tel' : 'email'}
            value={v.value}
            onChange={(value) => setV((s) => ({ ...s, value }))}
          />
          <div className="lp-account__actions">
            <Button variant="secondary" disabled={codeState.isLoading} onClick={() => void send()}>
              {t('sendCode')}
            </Button>
          </div>
          {sent && <p role="status">{sent}</p>}
          <Field
            label={t('code')}
            value={v.code}
            onChange={(code) => setV((s) => ({ ...s, code }))}
            extra={{ inputMode: 'numeric', autoComplete: 'one-time-code' }}
          />
          <Problem text={problem} />
          <div className="lp-account__actions">
            <Button type="submit" disabled={bindState.isLoading}>
              {t('confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function Authenticator() {
  const { t } = useTranslation('securityCenter');
  const status = useGetTotpStatusQuery();
  const [setUp, setUpState] = useSetUpTotpMutation();
  const [enable, enableState] = useEnableTotpMutation();
  const [disable, disableState] = useDisableTotpMutation();
  const { problem, setProblem, fail } = useProblem();
  const [step, setStep] = useState<'idle' | 'password' | 'scan' | 'off'>('idle');
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [v, setV] = useState({ password: '', code: '' });
  const reset = () => {
    setStep('idle');
    setSetup(null);
    setV({ password: '', code: '' });
    setProblem(null);
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!v.password) return setProblem(t('fieldRequired'));
    setProblem(null);
    try {
      setSetup(await setUp({ loginPassword: v.password }).unwrap());
      setV({ password: '', code: '' });
      setStep('scan');
    } catch (error) {
      fail(error);
    }
  };
  const turnOn = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const answer = await enable({ code: v.code.trim() }).unwrap();
      setRecovery(answer.recoveryCodes);
      reset();
    } catch (error) {
      fail(error);
    }
  };
  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await disable({ loginPassword: v.password, code: v.code.trim() }).unwrap();
      reset();
    } catch (error) {
      fail(error);
    }
  };

  const on = status.data?.enabled === true;
  return (
    <div className="lp-account__row">
      <h5>{t('totpTitle')}</h5>
      {status.data && (
        <p>{on ? t('totpOn', { count: status.data.recoveryCodesLeft }) : t('totpOff')}</p>
      )}
      {recovery && (
        <div className="lp-account__recovery" role="region" aria-label={t('totpRecoveryTitle')}>
          <p>{t('totpRecoveryNote')}</p>
          <ul>
            {recovery.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => setRecovery(null)}>
            {t('totpDone')}
          </Button>
        </div>
      )}
      {step === 'idle' && status.data && (
        <Button variant="secondary" onClick={() => setStep(on ? 'off' : 'password')}>
          {on ? t('totpDisable') : t('totpStart')}
        </Button>
      )}
      {step === 'password' && (
        <form className="lp-account__form" onSubmit={(e) => void start(e)} noValidate>
          <Field
            label={t('loginPassword')}
            type="password"
            value={v.password}
            onChange={(password) => setV((s) => ({ ...s, password }))}
            extra={{ autoComplete: 'current-password' }}
          />
          <Problem text={problem} />
          <div className="lp-account__actions">
            <Button type="submit" disabled={setUpState.isLoading}>
              {t('continue')}
            </Button>
            <Button variant="secondary" onClick={reset}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
      {step === 'scan' && setup && (
        <form className="lp-account__form" onSubmit={(e) => void turnOn(e)} noValidate>
          <p>{t('totpScan')}</p>
          <QrCode value={setup.uri} label={t('totpQr')} size={160} />
          <p>
            {t('totpKey')}: <code data-testid="totp-secret">{setup.secret}</code>
          </p>
          <Field
            label={t('totpCode')}
            value={v.code}
            onChange={(code) => setV((s) => ({ ...s, code }))}
            extra={{ inputMode: 'numeric', autoComplete: 'one-time-code' }}
          />
          <Problem text={problem} />
          <div className="lp-account__actions">
            <Button type="submit" disabled={enableState.isLoading}>
              {t('totpEnable')}
            </Button>
            <Button variant="secondary" onClick={reset}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
      {step === 'off' && (
        <form className="lp-account__form" onSubmit={(e) => void turnOff(e)} noValidate>
          <Field
            label={t('loginPassword')}
            type="password"
            value={v.password}
            onChange={(password) => setV((s) => ({ ...s, password }))}
            extra={{ autoComplete: 'current-password' }}
          />
          <Field
            label={t('totpDisableCode')}
            value={v.code}
            onChange={(code) => setV((s) => ({ ...s, code }))}
          />
          <Problem text={problem} />
          <div className="lp-account__actions">
            <Button type="submit" disabled={disableState.isLoading}>
              {t('totpDisable')}
            </Button>
            <Button variant="secondary" onClick={reset}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** The security tab. */
export function SecuritySection({ profile }: { profile: MemberProfileResponse }) {
  const { t } = useTranslation('securityCenter');
  const headingId = useId();
  return (
    <section className="lp-account__section" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('tabSecurity')}</h4>
      <LoginPassword />
      <PaymentPassword />
      <h5>{t('contactTitle')}</h5>
      <ContactForm channel="mobile" profile={profile} />
      <ContactForm channel="email" profile={profile} />
      <Authenticator />
    </section>
  );
}
