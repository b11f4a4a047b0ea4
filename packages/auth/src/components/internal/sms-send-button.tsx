// "Send code": checks the mobile number first, asks for a code, then counts down the seconds the
// provider gives (SPEC.md §4, §9). A failed request shows the message in a warning dialog (§8).
// It also hosts the invisible reCAPTCHA that Firebase phone sign-in needs.
import { useTranslation } from '@lotusplay/i18n';
import { CountdownButton, Dialog, type CountdownButtonHandle } from '@lotusplay/ui-kit';
import { useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { errorText } from './deps';

/** Countdown shown before the provider says otherwise (SPEC.md §9: 1 minute). */
const DEFAULT_COUNTDOWN_SECONDS = 60;
/** Minimum time between two code requests (SPEC.md §9). */
const SMS_THROTTLE_MS = 1000;

/** Props of {@link SmsSendButton}. */
export interface SmsSendButtonProps {
  /** Formik field of the mobile number, validated before the request. */
  mobileField: string;
  /**
   * Sends the code; resolves with the countdown in seconds, or rejects with an ApiError or a
   * FirebasePhoneAuthError. `recaptcha` is the element hosting Firebase's invisible reCAPTCHA.
   */
  send: (recaptcha: HTMLElement | null) => Promise<number>;
}

/** The send-code button with its countdown and failure dialog; lives inside a Formik form. */
export function SmsSendButton({ mobileField, send }: SmsSendButtonProps) {
  const { t } = useTranslation(['authForms', 'auth']);
  const { validateForm, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const handle = useRef<CountdownButtonHandle>(null);
  const recaptcha = useRef<HTMLDivElement>(null);
  const lastSent = useRef(0);
  const [failure, setFailure] = useState<string | null>(null);

  const onClick = async () => {
    const errors = await validateForm();
    if (errors[mobileField]) {
      await setFieldTouched(mobileField, true, false);
      return false;
    }
    const now = Date.now();
    if (now - lastSent.current < SMS_THROTTLE_MS) return false;
    lastSent.current = now;
    try {
      handle.current?.start(await send(recaptcha.current));
    } catch (error) {
      setFailure(errorText(error, t));
    }
    return false;
  };

  return (
    <>
      <CountdownButton
        ref={handle}
        variant="secondary"
        seconds={DEFAULT_COUNTDOWN_SECONDS}
        onClick={onClick}
        renderCountdown={(seconds) => t('authForms:smsResendIn', { seconds })}
      >
        {t('authForms:smsSend')}
      </CountdownButton>
      <div ref={recaptcha} />
      <Dialog
        open={failure !== null}
        onClose={() => setFailure(null)}
        title={t('authForms:smsFailedTitle')}
        buttons={[{ label: t('authForms:dialogSubmit'), isDefault: true }]}
      >
        {failure}
      </Dialog>
    </>
  );
}
