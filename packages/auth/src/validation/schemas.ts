// Yup schemas of the auth forms (SPEC.md §5), built from the server's RegisterSetting validators and
// the shared checkField, so the browser and the server judge every field alike. Text is trimmed;
// a field is required only when configured; fields the brand hides are not in the schema at all.
import { AuthLimits, checkField, REGISTER_OPTIONAL_FIELDS } from '@lotusplay/api-client';
import type {
  FieldProblem,
  FieldRule,
  RegisterOptionalField,
  RegisterSetting,
  RegisterValidator,
} from '@lotusplay/api-client';
import * as yup from 'yup';
import { fieldHint } from './messages';
import type { Translate } from './messages';

/** Longest verification code the form accepts (SPEC.md §5: 0 to 255 characters; the contract's). */
export const VERIFICATION_CODE_MAX_LENGTH = AuthLimits.verificationCodeMaxLength;

/** The optional registration fields the brand may show (SPEC.md §5): the contract's list. */
export const OPTIONAL_REGISTER_FIELDS = REGISTER_OPTIONAL_FIELDS;

/** One optional registration field. */
export type OptionalRegisterField = RegisterOptionalField;

/** A mobile number rule for forms that have no validator: digits only, no length limits. */
export const DEFAULT_MOBILE_RULE: FieldRule = {
  required: true,
  minLength: 0,
  maxLength: 0,
  patternId: 6,
  acceptedPattern: '*',
};

/** An e-mail rule for forms that have no validator. */
export const DEFAULT_EMAIL_RULE: FieldRule = {
  required: true,
  minLength: 0,
  maxLength: 0,
  patternId: 3,
  acceptedPattern: '*',
};

/** The validator of `key` in a register setting, or undefined. */
export function findValidator(
  setting: Pick<RegisterSetting, 'validators'> | null | undefined,
  key: string,
): RegisterValidator | undefined {
  return setting?.validators.find((v) => v.key === key);
}

type Messages = Partial<Record<Exclude<FieldProblem, null>, string>>;

/**
 * A trimmed string checked against `rule` with checkField; `required` forces the field required
 * whatever the rule says. Each problem gets its message, falling back to the rule's hint.
 */
function ruleString(rule: FieldRule, t: Translate, messages: Messages, required?: boolean) {
  const effective: FieldRule = { ...rule, required: required ?? rule.required };
  const hint = fieldHint(effective, t);
  return yup
    .string()
    .trim()
    .default('')
    .test('field-rule', hint, function check(value) {
      const problem = checkField(value, effective);
      if (problem === null) return true;
      return this.createError({
        message:
          messages[problem] ?? (problem === 'required' ? t('authForms:inputRequired') : hint),
      });
    });
}

function requiredString(message: string, maxLength?: number) {
  const schema = yup.string().trim().default('').required(message);
  return maxLength === undefined ? schema : schema.max(maxLength, message);
}

function passwordMessages(rule: FieldRule, t: Translate): Messages {
  const length = t('authForms:passwordLength', { min: rule.minLength, max: rule.maxLength });
  return {
    required: t('authForms:inputRequired'),
    tooShort: length,
    tooLong: length,
    pattern: t('authForms:passwordFormat'),
  };
}

const anyRule = (required: boolean): FieldRule => ({
  required,
  minLength: 0,
  maxLength: 0,
  patternId: 0,
  acceptedPattern: '*',
});

function optionalFieldMessages(key: OptionalRegisterField, t: Translate): Messages {
  switch (key) {
    case 'payeeName':
      return { pattern: t('authForms:realNameFormat') };
    case 'email': {
      const message = t('authForms:emailFormat');
      return { tooShort: message, tooLong: message, pattern: message };
    }
    case 'affiliateCode':
      return { pattern: t('authForms:invalidInvitation') };
    case 'captcha':
      return { required: t('authForms:enterCaptcha') };
    case 'whatsapp':
      return { required: t('authForms:whatsappRedeem'), pattern: t('authForms:phoneFormat') };
    default:
      return {};
  }
}

/** Options of buildRegisterSchema. */
export interface RegisterSchemaOptions {
  /** Registration by username (tab 1) or by mobile number (tab 2). */
  mode: 'username' | 'mobile';
  /** Whitelabel REGMOBVERF3: an SMS code is required on username registration. */
  smsVerification: boolean;
  t: Translate;
  /**
   * The brand's minimum age (SPEC.md §5): when given, the visitor must confirm it
   * (`ageConfirmed`, 'authForms:ageRequired').
   */
  minimumAge?: number;
  /**
   * Registration by mobile number without a password (MOBILENUMREG3 on, MOBILENUMPASSREG3 off):
   * the number's code is the credential, no password is asked.
   */
  passwordless?: boolean;
}

/** The field names a registration form shows for `setting` and `options`, in form order. */
export function registerFieldsShown(
  setting: Pick<RegisterSetting, 'validators'> | null | undefined,
  options: Pick<RegisterSchemaOptions, 'mode' | 'smsVerification'>,
): string[] {
  const enabled = (key: string) => findValidator(setting, key)?.enabled === true;
  const fields: string[] = [];
  if (options.mode === 'username') fields.push('username');
  const mobile = options.mode === 'mobile' || options.smsVerification || enabled('mobileNum');
  if (options.mode === 'mobile') fields.push('mobileNum', 'verificationCode');
  fields.push('password', 'confirmPassword');
  if (options.mode === 'username' && mobile) fields.push('mobileNum');
  if (options.mode === 'username' && options.smsVerification) fields.push('verificationCode');
  for (const key of OPTIONAL_REGISTER_FIELDS) if (enabled(key)) fields.push(key);
  fields.push('terms');
  return fields;
}

/**
 * The registration schema of SPEC.md §5: username and password by their rules, confirm equal to
 * the password, mobile required when registering by mobile or configured, the SMS code when
 * verification is on (0–255 characters), optional fields only when enabled (required only when
 * configured, paymentPassword whenever shown), and the terms agreed.
 */
export function buildRegisterSchema(
  setting: Pick<RegisterSetting, 'validators'> | null | undefined,
  options: RegisterSchemaOptions,
) {
  const { t, mode, smsVerification } = options;
  const shown = new Set(registerFieldsShown(setting, options));
  const rule = (key: string, fallback: FieldRule): FieldRule =>
    findValidator(setting, key) ?? fallback;
  const shape: Record<string, yup.AnySchema> = {};

  if (shown.has('username')) {
    shape.username = ruleString(
      rule('username', anyRule(true)),
      t,
      {
        required: t('authForms:inputRequired'),
        pattern: t('authForms:accountFormat'),
      },
      true,
    );
  }
  if (!(options.passwordless && mode === 'mobile')) {
    const passwordRule = rule('password', anyRule(true));
    shape.password = ruleString(passwordRule, t, passwordMessages(passwordRule, t), true);
    shape.confirmPassword = yup
      .string()
      .trim()
      .default('')
      .required(t('authForms:inputRequired'))
      .oneOf([yup.ref('password')], t('authForms:confirmPasswordWrong'));
  }

  if (shown.has('mobileNum')) {
    const mobileRule = rule('mobileNum', { ...DEFAULT_MOBILE_RULE, required: false });
    const mustHave = mode === 'mobile' || smsVerification || mobileRule.required;
    shape.mobileNum = ruleString(
      mobileRule,
      t,
      {
        required: t('authForms:invalidMobile'),
        tooShort: t('authForms:invalidMobile'),
        tooLong: t('authForms:invalidMobile'),
        pattern: t('authForms:invalidMobile'),
      },
      mustHave,
    );
  }
  if (shown.has('verificationCode')) {
    shape.verificationCode = requiredString(
      t('authForms:invalidCode'),
      VERIFICATION_CODE_MAX_LENGTH,
    );
  }
  for (const key of OPTIONAL_REGISTER_FIELDS) {
    if (!shown.has(key)) continue;
    const fieldRule = rule(key, anyRule(false));
    shape[key] = ruleString(
      fieldRule,
      t,
      optionalFieldMessages(key, t),
      key === 'paymentPassword' ? true : undefined,
    );
  }
  if (options.minimumAge !== undefined) {
    shape.ageConfirmed = yup
      .boolean()
      .default(false)
      .oneOf([true], t('authForms:ageRequired', { age: options.minimumAge }));
  }
  shape.terms = yup.boolean().default(false).oneOf([true], t('authForms:termsRequired'));
  return yup.object(shape);
}

/** Options of buildLoginSchema. */
export interface LoginSchemaOptions {
  /** Username-and-password tab or sms tab. */
  type: 'username' | 'sms';
  /** The server asked for a captcha (error flag `captcha: true`). */
  captchaShown: boolean;
  /** Mobile rule for the sms tab (the `mobileNum` validator); digits only when omitted. */
  mobileRule?: FieldRule;
  t: Translate;
}

/**
 * Login schema of SPEC.md §5: username and password required (trimmed), captcha required when
 * shown; sms: the mobile number by its rule and the verification code.
 */
export function buildLoginSchema(options: LoginSchemaOptions) {
  const { t } = options;
  const shape: Record<string, yup.AnySchema> = {};
  if (options.type === 'sms') {
    shape.mobileNum = mobileSchema(options.mobileRule, t);
    shape.verificationCode = requiredString(
      t('authForms:invalidCode'),
      VERIFICATION_CODE_MAX_LENGTH,
    );
  } else {
    shape.username = requiredString(t('authForms:enterUsernamePassword'));
    shape.password = requiredString(t('authForms:enterUsernamePassword'));
  }
  if (options.captchaShown) shape.captcha = requiredString(t('authForms:enterCaptcha'));
  return yup.object(shape);
}

function mobileSchema(rule: FieldRule | undefined, t: Translate) {
  const message = t('authForms:invalidMobile');
  return ruleString(
    rule ?? DEFAULT_MOBILE_RULE,
    t,
    {
      required: message,
      tooShort: message,
      tooLong: message,
      pattern: message,
    },
    true,
  );
}

function newPasswordSchema(rule: FieldRule | undefined, t: Translate) {
  const effective = rule ?? anyRule(true);
  return ruleString(effective, t, passwordMessages(effective, t), true);
}

/** Options of buildChangePasswordSchema. */
export interface ChangePasswordSchemaOptions {
  /** The `password` validator of the register setting. */
  passwordRule?: FieldRule;
  /** Whether the old password is asked (SPEC.md §5: only when no stored password exists). */
  requireOld: boolean;
  /** Whether an account field is shown and required alongside the old password. */
  requireAccount?: boolean;
  t: Translate;
}

/** Change-password schema: new password by its rule, confirmation equal, old password when asked. */
export function buildChangePasswordSchema(options: ChangePasswordSchemaOptions) {
  const { t } = options;
  const shape: Record<string, yup.AnySchema> = {};
  if (options.requireAccount) shape.account = requiredString(t('authForms:inputRequired'));
  if (options.requireOld) shape.oldPassword = requiredString(t('authForms:inputRequired'));
  shape.newPassword = newPasswordSchema(options.passwordRule, t);
  shape.confirmNewPassword = yup
    .string()
    .trim()
    .default('')
    .required(t('authForms:inputRequired'))
    .oneOf([yup.ref('newPassword')], t('authForms:incorrectConfirmation'));
  return yup.object(shape);
}

/** Options of buildForgotEmailSchema. */
export interface ForgotEmailSchemaOptions {
  usernameRule?: FieldRule;
  emailRule?: FieldRule;
  t: Translate;
}

/** Forgot by e-mail: username by its rule, e-mail by its rule (SPEC.md §5). */
export function buildForgotEmailSchema(options: ForgotEmailSchemaOptions) {
  const { t } = options;
  return yup.object({
    username: ruleString(
      options.usernameRule ?? anyRule(true),
      t,
      {
        required: t('authForms:inputRequired'),
        pattern: t('authForms:accountFormat'),
      },
      true,
    ),
    email: ruleString(
      options.emailRule ?? DEFAULT_EMAIL_RULE,
      t,
      {
        required: t('authForms:inputRequired'),
        tooShort: t('authForms:emailFormat'),
        tooLong: t('authForms:emailFormat'),
        pattern: t('authForms:emailFormat'),
      },
      true,
    ),
  });
}

/** Options of buildForgotPhoneSchema. */
export interface ForgotPhoneSchemaOptions {
  mobileRule?: FieldRule;
  passwordRule?: FieldRule;
  /** Adds confirmNewPassword, equal to newPassword. */
  withConfirm?: boolean;
  t: Translate;
}

/** Forgot by phone: mobile by its rule, the code, the new password by its rule (SPEC.md §5). */
export function buildForgotPhoneSchema(options: ForgotPhoneSchemaOptions) {
  const { t } = options;
  const shape: Record<string, yup.AnySchema> = {
    mobileNum: mobileSchema(options.mobileRule, t),
    verificationCode: requiredString(t('authForms:invalidCode'), VERIFICATION_CODE_MAX_LENGTH),
    newPassword: newPasswordSchema(options.passwordRule, t),
  };
  if (options.withConfirm) {
    shape.confirmNewPassword = yup
      .string()
      .trim()
      .default('')
      .required(t('authForms:inputRequired'))
      .oneOf([yup.ref('newPassword')], t('authForms:incorrectConfirmation'));
  }
  return yup.object(shape);
}

/** Options of buildSmsRequestSchema. */
export interface SmsRequestSchemaOptions {
  mobileRule?: FieldRule;
  t: Translate;
}

/** Sending an SMS code needs a valid mobile number (SPEC.md §5). */
export function buildSmsRequestSchema(options: SmsRequestSchemaOptions) {
  return yup.object({ mobileNum: mobileSchema(options.mobileRule, options.t) });
}
