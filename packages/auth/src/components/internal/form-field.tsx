// Formik-bound inputs with the accessibility wiring every auth form needs: a visible label, the
// error under the field linked by aria-describedby, aria-invalid once the field is touched.
import { useField } from 'formik';
import { useId, type CSSProperties, type ReactNode, type Ref } from 'react';

const fieldStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4 };
const inputStyle: CSSProperties = {
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 40,
  padding: '8px 10px',
  font: 'inherit',
  borderRadius: 6,
  border: '1px solid var(--lp-color-border, #888)',
  background: 'var(--lp-color-surface, transparent)',
  color: 'inherit',
};
const errorStyle: CSSProperties = { color: 'var(--lp-color-danger-text, #ff8a8e)', fontSize: 13 };
const hintStyle: CSSProperties = { opacity: 0.75, fontSize: 12 };

/** Props of a text input bound to a Formik field. */
export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  required?: boolean;
  /** Trailing content beside the input (send-code button, captcha image). */
  addon?: ReactNode;
  /** Leading content beside the input (dialing code). */
  prefix?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
}

/** A labelled text input whose error shows under it once touched. */
export function TextField({
  name,
  label,
  type = 'text',
  placeholder,
  hint,
  autoComplete,
  inputMode,
  required,
  addon,
  prefix,
  inputRef,
  maxLength,
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showError = meta.touched && Boolean(meta.error);
  const describedBy = [showError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div style={fieldStyle} className="lp-auth-field">
      <label htmlFor={id}>{label}</label>
      <div style={{ display: 'flex', gap: 8, alignItems: 'stretch' }}>
        {prefix}
        <input
          {...field}
          value={field.value ?? ''}
          ref={inputRef}
          id={id}
          type={type}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          aria-required={required || undefined}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy || undefined}
          style={{ ...inputStyle, flex: 1, minWidth: 0 }}
        />
        {addon}
      </div>
      {hint && (
        <span id={hintId} style={hintStyle}>
          {hint}
        </span>
      )}
      {showError && (
        <span id={errorId} style={errorStyle}>
          {meta.error}
        </span>
      )}
    </div>
  );
}

/** Props of a checkbox bound to a boolean Formik field. */
export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
}

/** A labelled checkbox whose error (e.g. terms not agreed) shows under it. */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const [{ value: _value, checked, ...field }, meta] = useField<boolean>({
    name,
    type: 'checkbox',
  });
  const id = useId();
  const errorId = `${id}-error`;
  const showError = meta.touched && Boolean(meta.error);
  return (
    <div style={fieldStyle}>
      <label htmlFor={id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input
          {...field}
          checked={checked ?? false}
          id={id}
          type="checkbox"
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {showError && (
        <span id={errorId} style={errorStyle}>
          {meta.error}
        </span>
      )}
    </div>
  );
}

/** The form-level server error, announced as an alert. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" style={errorStyle}>
      {message || null}
    </div>
  );
}

/** Shared vertical layout of an auth form (one column, phone friendly). */
export const formStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  width: '100%',
};

/** Row of secondary links/buttons under a form. */
export const linkRowStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 8,
};

/** The modal width of the auth forms; the ui-kit Modal never exceeds the viewport. */
export const AUTH_MODAL_WIDTH = 440;
