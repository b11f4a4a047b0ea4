// The country dialing code picker of sms login and mobile registration (brand flag showCountryCode).
import { useTranslation } from '@lotusplay/i18n';
import type { CountryEntry } from '@lotusplay/api-client';
import { useField } from 'formik';
import { useId } from 'react';

/** Props of {@link CountryCodeSelect}. */
export interface CountryCodeSelectProps {
  name?: string;
  countries: CountryEntry[];
}

/**
 * A native select of dialing codes. Native, so the keyboard and the phone's own picker work and it
 * closes by itself on blur (the old custom list needed a 200 ms close timer).
 */
export function CountryCodeSelect({
  name = 'countryDialingCode',
  countries,
}: CountryCodeSelectProps) {
  const { t } = useTranslation('authForms');
  const [field] = useField<string>(name);
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="lp-visually-hidden">
        {t('countryCodeLabel')}
      </label>
      <select
        {...field}
        id={id}
        style={{ minHeight: 40, font: 'inherit', color: 'inherit', background: 'transparent' }}
      >
        {countries.map((country) => (
          <option
            key={`${country.countryCode}-${country.countryDialingCode}`}
            value={country.countryDialingCode}
          >
            {country.countryCode} {country.countryDialingCode.startsWith('+') ? '' : '+'}
            {country.countryDialingCode}
          </option>
        ))}
      </select>
    </>
  );
}
