// "Send code": checks the mobile number first, asks for a code, then counts down expiredMinutes ×
// 60 s (SPEC.md §4, §9). A failed request shows the server message in a warning dialog (§8).
import type { ApiError, SmsCodeResponse } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { CountdownButton, Dialog, type CountdownButtonHandle } from '@lotusplay/ui-kit';
import { useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { errorText } from './deps';

/** Countdown when the server does not say how long a code lives (SPEC.md §9: 1 minute). */
const DEFAULT_EXPIRED_MINUTES = 1;
/** Minimum time between two code requests (SPEC.md §9). */
const SMS_THROTTLE_MS = 1000;

/** Props of {@link SmsSendButton}. */
export interface SmsSendButtonProps {
  /** Formik field of the mobile number, validated before the request. */
  mobileField: string;
  /** Sends the code; resolves with the server's answer or rejects with its ApiError. */
  send: () => Promise<SmsCodeResponse>;
}

/** The send-code button with its countdown and failure dialog; lives inside a Formik form. */
export function SmsSendButton({ mobileField, send }: SmsSendButtonProps) {
  const { t } = useTranslation(['authForms', 'auth']);
  const { validateForm, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const handle = useRef<CountdownButtonHandle>(null);
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
      const result = await send();
      handle.current?.start((result.expiredMinutes || DEFAULT_EXPIRED_MINUTES) * 60);
    } catch (error) {
      setFailure(errorText(error as ApiError, t));
    }
    return false;
  };

  return (
    <>
      <CountdownButton
        ref={handle}
        variant="secondary"
        seconds={DEFAULT_EXPIRED_MINUTES * 60}
        onClick={onClick}
        renderCountdown={(seconds) => t('authForms:smsResendIn', { seconds })}
      >
        {t('authForms:smsSend')}
      </CountdownButton>
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
