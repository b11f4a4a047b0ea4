// The mobile-number and SMS-code fields shared by the login, register and forgot-password forms.
import { useTranslation } from '@lotusplay/i18n';
import type { Ref } from 'react';
import { CountryCodeSelect } from './country-code-select';
import { TextField } from './form-field';
import { SmsSendButton } from './sms-send-button';
import type { SmsSendButtonProps } from './sms-send-button';
import type { AuthConfig } from './use-auth-config';

/** Props of MobileNumberField. */
export interface MobileNumberFieldProps {
  config: Pick<AuthConfig, 'showCountryCode' | 'countries'>;
  hint?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** `mobileNum`, with the dialing-code picker in front when the brand shows country codes. */
export function MobileNumberField({
  config,
  hint,
  required = true,
  inputRef,
}: MobileNumberFieldProps) {
  const { t } = useTranslation('authForms');
  return (
    <TextField
      name="mobileNum"
      type="tel"
      inputMode="tel"
      label={t('authForms:mobileLabel')}
      placeholder={t('authForms:mobilePlaceholder')}
      hint={hint}
      autoComplete="tel-national"
      required={required}
      inputRef={inputRef}
      prefix={
        config.showCountryCode && config.countries.length > 0 ? (
          <CountryCodeSelect countries={config.countries} />
        ) : undefined
      }
    />
  );
}

/** `verificationCode`, with the send button that validates `mobileNum` and counts down. */
export function SmsCodeField({ send }: Pick<SmsSendButtonProps, 'send'>) {
  const { t } = useTranslation('authForms');
  return (
    <TextField
      name="verificationCode"
      inputMode="numeric"
      label={t('authForms:smsCodeLabel')}
      placeholder={t('authForms:smsCodePlaceholder')}
      autoComplete="one-time-code"
      required
      addon={<SmsSendButton mobileField="mobileNum" send={send} />}
    />
  );
}
