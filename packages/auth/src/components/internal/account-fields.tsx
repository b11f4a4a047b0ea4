// The account fields every auth form shares (username, e-mail and the password fields), each with
// its label, placeholder, input type and autocomplete hint, so the forms name only the field.
import { useTranslation } from '@lotusplay/i18n';
import { Tabs } from '@lotusplay/ui-kit';
import type { Ref } from 'react';
import { TextField } from './form-field';

interface FieldPreset {
  label: string;
  placeholder: string;
  autoComplete: string;
  type?: 'password' | 'email';
}

/** The presets by Formik field name. */
const PRESETS = {
  username: {
    label: 'usernameLabel',
    placeholder: 'usernamePlaceholder',
    autoComplete: 'username',
  },
  email: {
    label: 'emailLabel',
    placeholder: 'emailPlaceholder',
    autoComplete: 'email',
    type: 'email',
  },
  /** The password of a login. */
  password: {
    label: 'passwordLabel',
    placeholder: 'passwordPlaceholder',
    autoComplete: 'current-password',
    type: 'password',
  },
  confirmPassword: {
    label: 'confirmPasswordLabel',
    placeholder: 'confirmPasswordPlaceholder',
    autoComplete: 'new-password',
    type: 'password',
  },
  oldPassword: {
    label: 'oldPasswordLabel',
    placeholder: 'oldPasswordPlaceholder',
    autoComplete: 'current-password',
    type: 'password',
  },
  newPassword: {
    label: 'newPasswordLabel',
    placeholder: 'newPasswordPlaceholder',
    autoComplete: 'new-password',
    type: 'password',
  },
  confirmNewPassword: {
    label: 'confirmNewPasswordLabel',
    placeholder: 'confirmPasswordPlaceholder',
    autoComplete: 'new-password',
    type: 'password',
  },
} as const satisfies Record<string, FieldPreset>;

/** Props of {@link AccountField}. */
export interface AccountFieldProps {
  name: keyof typeof PRESETS;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** A password being chosen (registration) rather than typed to log in. */
  choosing?: boolean;
}

/** A required account field of the auth forms, labelled in the visitor's language. */
export function AccountField({ name, hint, inputRef, choosing = false }: AccountFieldProps) {
  const { t } = useTranslation('authForms');
  const preset: FieldPreset = PRESETS[name];
  return (
    <TextField
      name={name}
      type={preset.type}
      label={t(`authForms:${preset.label}`)}
      placeholder={t(`authForms:${preset.placeholder}`)}
      hint={hint}
      autoComplete={choosing ? 'new-password' : preset.autoComplete}
      required
      inputRef={inputRef}
    />
  );
}

/** Props of {@link FormTabs}. */
export interface FormTabsProps<T extends string> {
  /** i18n key (authForms) of the tab list's name. */
  labelKey: string;
  /** The tabs: value and i18n key (authForms) of the label. */
  tabs: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}

/** The full-width tabs that switch an auth form's way of working (username, sms, e-mail, phone). */
export function FormTabs<T extends string>({ labelKey, tabs, value, onChange }: FormTabsProps<T>) {
  const { t } = useTranslation('authForms');
  return (
    <Tabs
      label={t(`authForms:${labelKey}`)}
      fullWidth
      value={value}
      onValueChange={(next) => onChange(next as T)}
      items={tabs.map(([tab, key]) => ({ value: tab, label: t(`authForms:${key}`) }))}
    />
  );
}
