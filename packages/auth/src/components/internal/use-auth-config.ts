// Brand configuration the forms depend on: whitelabel flags, the country-code flag, the register
// validators and countries. Each may be passed in (stories, the app) or is read from the system api.
import {
  useGetPermissionInfoQuery,
  useGetRegisterSettingQuery,
  useGetWhitelabelQuery,
} from '@lotusplay/api-client';
import type { CountryEntry, FirebaseWebSettings, RegisterValidator } from '@lotusplay/api-client';
import type { PhoneAuthAdapter } from '../../firebase';
import { useMemo } from 'react';

/** Whitelabel flags by module id (SPEC.md §6). */
export type AuthFlags = Partial<Record<string, boolean>>;

/** What the auth forms can be told instead of asking the system api. */
export interface AuthConfigOverrides {
  /** Whitelabel flags (DIRECTREG3, MOBILEVERCODELOGIN3, FREEPLAY3, …); read from getWhitelabel when omitted. */
  flags?: AuthFlags;
  /** Brand `showCountryCode`; read from getPermissionInfo when omitted. */
  showCountryCode?: boolean;
  /** Registration validators; read from getRegisterSetting when omitted. */
  validators?: RegisterValidator[];
  /** Dialing codes; read from getRegisterSetting when omitted. */
  countries?: CountryEntry[];
  /**
   * The brand's Firebase phone sign-in (null: the server sends SMS codes); read from
   * getPermissionInfo when omitted.
   */
  firebase?: FirebaseWebSettings | null;
  /**
   * The phone-auth adapter used while `firebase` is set; the Firebase SDK adapter by default.
   * Stories and tests pass one that needs no network.
   */
  phoneAuth?: PhoneAuthAdapter;
}

/** The resolved brand configuration of the auth forms. */
export interface AuthConfig {
  flag: (moduleId: string) => boolean;
  showCountryCode: boolean;
  validators: RegisterValidator[];
  countries: CountryEntry[];
  /** Firebase phone sign-in settings, or null when the server sends the SMS codes. */
  firebase: FirebaseWebSettings | null;
  /** The phone-auth adapter given in place of the SDK's, if any. */
  phoneAuth: PhoneAuthAdapter | undefined;
  smsExpiredMinutes: number;
  /**
   * The dialing code to send: the one chosen in the form, else the brand's first country (a form
   * opened before the countries arrived starts with an empty choice).
   */
  dialingCode: (chosen: string) => string;
  /** False while a needed call is still loading. */
  ready: boolean;
}

const EMPTY_VALIDATORS: RegisterValidator[] = [];
const EMPTY_COUNTRIES: CountryEntry[] = [];

/** Reads the brand configuration, skipping the calls whose answer was passed in. */
export function useAuthConfig(overrides: AuthConfigOverrides = {}): AuthConfig {
  const whitelabel = useGetWhitelabelQuery(undefined, { skip: overrides.flags !== undefined });
  const permission = useGetPermissionInfoQuery(undefined, {
    skip: overrides.showCountryCode !== undefined && overrides.firebase !== undefined,
  });
  const needSetting = overrides.validators === undefined || overrides.countries === undefined;
  const setting = useGetRegisterSettingQuery(undefined, { skip: !needSetting });
  const flags = overrides.flags ?? whitelabel.data?.flags ?? {};
  // Inline arrays from a parent must not change the schemas (and re-validate) on every render.
  const validatorsKey = overrides.validators ? JSON.stringify(overrides.validators) : null;
  const countriesKey = overrides.countries ? JSON.stringify(overrides.countries) : null;
  const validatorsOverride = useMemo(
    () => (validatorsKey === null ? undefined : (JSON.parse(validatorsKey) as RegisterValidator[])),
    [validatorsKey],
  );
  const countriesOverride = useMemo(
    () => (countriesKey === null ? undefined : (JSON.parse(countriesKey) as CountryEntry[])),
    [countriesKey],
  );
  const countries = countriesOverride ?? setting.data?.countries ?? EMPTY_COUNTRIES;
  return {
    flag: (moduleId) => flags[moduleId] === true,
    showCountryCode: overrides.showCountryCode ?? permission.data?.info.showCountryCode ?? false,
    firebase:
      overrides.firebase !== undefined
        ? overrides.firebase
        : (permission.data?.info.firebase ?? null),
    phoneAuth: overrides.phoneAuth,
    validators: validatorsOverride ?? setting.data?.validators ?? EMPTY_VALIDATORS,
    countries,
    dialingCode: (chosen) => chosen || countries[0]?.countryDialingCode || '',
    smsExpiredMinutes: setting.data?.smsExpiredMinutes ?? 1,
    ready:
      (overrides.flags !== undefined || !whitelabel.isLoading) &&
      (!needSetting || !setting.isLoading),
  };
}
