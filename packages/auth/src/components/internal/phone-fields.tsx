// The mobile-number and SMS-code fields shared by the login, register and forgot-password forms.
import { useTranslation } from '@lotusplay/i18n';
import { Loader } from '@lotusplay/ui-kit';
import type { Ref } from 'react';
import { CountryCodeSelect } from './country-code-select';
import { TextField } from './form-field';
import type { SmsCodeResponse } from '@lotusplay/api-client';
import { SmsSendButton } from './sms-send-button';
import type { AuthConfig } from './use-auth-config';
import type { PhoneNumberValues, PhoneProofSource } from './use-phone-proof';

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

/** Props of SmsCodeField. */
export interface SmsCodeFieldProps {
  /** The brand's SMS provider (server or Firebase). */
  phone: PhoneProofSource;
  /** The number the code goes to. */
  number: PhoneNumberValues;
  /** Asks the platform server for a code to `number` (when it is the provider). */
  viaServer: (number: PhoneNumberValues) => Promise<SmsCodeResponse>;
}

/** `verificationCode`, with the send button that validates `mobileNum` and counts down. */
export function SmsCodeField({ phone, number, viaServer }: SmsCodeFieldProps) {
  const { t } = useTranslation('authForms');
  return (
    <TextField
      name="verificationCode"
      inputMode="numeric"
      label={t('authForms:smsCodeLabel')}
      placeholder={t('authForms:smsCodePlaceholder')}
      autoComplete="one-time-code"
      required
      addon={
        <SmsSendButton
          mobileField="mobileNum"
          send={(recaptcha) => phone.send(number, recaptcha, () => viaServer(number))}
        />
      }
    />
  );
}

/** Props of PhoneCodeFields. */
export interface PhoneCodeFieldsProps extends SmsCodeFieldProps {
  config: Pick<AuthConfig, 'showCountryCode' | 'countries' | 'ready'>;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The number and its code field, once the brand's settings (and their dialing codes) are there; a
 * loader before: a code requested sooner would go out without its country code.
 */
export function PhoneCodeFields({ config, inputRef, ...code }: PhoneCodeFieldsProps) {
  const { t } = useTranslation('authForms');
  if (!config.ready) return <Loader label={t('authForms:loading')} />;
  return (
    <>
      <MobileNumberField config={config} inputRef={inputRef} />
      <SmsCodeField {...code} />
    </>
  );
}
