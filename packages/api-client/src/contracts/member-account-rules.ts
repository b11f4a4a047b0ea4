// Values of the member's account-security calls (issue 27, "My account"): the profile fields of
// SPEC.md §3, the proofs a login from a new address may ask for (SPEC.md §4), limits, error codes
// and messages. Shared by the server and the member-centre and auth packages.

// The error codes live in a module of their own: the start-up code (the session's refusal of a
// session from a new address) needs them, and none of the rest.
export { IP_VERIFICATION_REQUIRED, MemberAccountErrorCodes } from './member-account-codes';

/**
 * The profile fields of SPEC.md §3 a member edits in My account, in display order. Each is checked
 * with the brand's register validator of the same key (pattern id, lengths) when the brand has
 * one enabled. `mobileNum` and `email` change only with a code sent to them (bindContact).
 */
export const PROFILE_FIELDS = [
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'telegram',
  'zalo',
  'whatsapp',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
  'birthPlace',
] as const;

/** A profile field key. */
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The profile fields set with a code sent to them, never by the profile form. */
export const CONTACT_FIELDS = ['mobileNum', 'email'] as const;

/** The profile fields the profile form sends (all but the contacts). */
export const EDITABLE_PROFILE_FIELDS = PROFILE_FIELDS.filter(
  (field): field is Exclude<ProfileField, (typeof CONTACT_FIELDS)[number]> =>
    !(CONTACT_FIELDS as readonly string[]).includes(field),
);

/**
 * The extra proofs a login from a new address may ask for (SPEC.md §4): a code sent to the bound
 * mobile number, a code sent to the bound e-mail, the account name of a bound bank account, or an
 * authenticator ("Google verification") code.
 */
export const IP_PROOF_METHODS = ['mobile', 'email', 'bankAccountName', 'totp'] as const;

/** One proof method of a new-address login. */
export type IpProofMethod = (typeof IP_PROOF_METHODS)[number];

/** Where a contact code goes. */
export const CONTACT_CHANNELS = ['mobile', 'email'] as const;

/** A contact channel. */
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/**
 * The rule of a profile field the brand holds no register validator for (pattern 0: length only).
 * A field the brand has a validator for is checked with it, shown at registration or not.
 */
export const DEFAULT_PROFILE_RULES: Readonly<
  Record<ProfileField, { minLength: number; maxLength: number; patternId: number }>
> = {
  nickname: { minLength: 2, maxLength: 20, patternId: 0 },
  payeeName: { minLength: 2, maxLength: 50, patternId: 0 },
  email: { minLength: 5, maxLength: 100, patternId: 3 },
  mobileNum: { minLength: 7, maxLength: 15, patternId: 6 },
  telegram: { minLength: 5, maxLength: 32, patternId: 9 },
  zalo: { minLength: 9, maxLength: 12, patternId: 6 },
  whatsapp: { minLength: 7, maxLength: 15, patternId: 6 },
  birthday: { minLength: 10, maxLength: 10, patternId: 11 },
  address: { minLength: 5, maxLength: 200, patternId: 0 },
  nationality: { minLength: 2, maxLength: 50, patternId: 0 },
  occupation: { minLength: 2, maxLength: 50, patternId: 0 },
  incomeSource: { minLength: 2, maxLength: 50, patternId: 0 },
  birthPlace: { minLength: 2, maxLength: 100, patternId: 0 },
};

/** Limits of the account-security calls. */
export const MemberAccountLimits = {
  /** Bank accounts a member may keep. */
  bankAccountsMax: 5,
  /** A bank account number: digits, 6 to 30 of them (spaces and dashes are dropped). */
  bankAccountNumberMinDigits: 6,
  bankAccountNumberMaxDigits: 30,
  bankAccountNameMaxLength: 100,
  bankCodeMaxLength: 32,
  /** A profile field as sent (the brand's validator is usually tighter). */
  profileFieldMaxLength: 200,
  /** Authenticator codes: 6 digits, 30 s steps; one step either side is accepted. */
  totpDigits: 6,
  totpPeriodSeconds: 30,
  totpToleranceSteps: 1,
  /** Recovery codes shown once when the authenticator is enabled; each works once. */
  recoveryCodes: 10,
  recoveryCodeLength: 10,
  /** A typed proof answer (a code, a recovery code, a bank account name). */
  proofAnswerMaxLength: 100,
  /** Wrong answers to a new-address check before the session ends (each one is a failed login too). */
  ipProofWrongMax: 5,
  /** Login history page size. */
  loginHistoryPageSizeDefault: 10,
  loginHistoryPageSizeMax: 50,
  /** The last page of the login history one may ask for. */
  loginHistoryPageNoMax: 10_000,
  /** The user agent kept with a login, at most. */
  deviceMaxLength: 200,
  /** Contact codes a member may request per hour. */
  contactCodesPerHour: 5,
  /** Minimum age at registration, unless the brand sets another (SPEC.md §5: 18; one market 21). */
  defaultMinimumAge: 18,
  minimumAgeMin: 16,
  minimumAgeMax: 25,
} as const;

/** Messages of the account-security calls. */
export const MemberAccountMessages = {
  profileFieldLocked: 'This field cannot be changed once set, please contact customer service',
  codeInvalid: 'Please enter a valid verification code',
  codeRateLimited: 'Too many codes requested, please try again later',
  totpInvalid: 'The authenticator code is not valid',
  totpAlreadyOn: 'Two-step verification is already on',
  totpNotOn: 'Two-step verification is not on',
  totpNoSetup: 'Start the authenticator set-up first',
  bankNameMismatch: 'The account name must be your real name',
  realNameRequired: 'Please fill in your real name first',
  bankAccountLimit: 'You cannot add more bank accounts',
  bankAccountDuplicate: 'This bank account is already added',
  bankAccountNotFound: 'Bank account not found',
  unknownBank: 'Unknown bank',
  bankAccountNumber: 'Bank account number format is incorrect',
  contactTaken: 'This number or e-mail is already used by another account',
  contactUnchanged: 'This is already your number or e-mail',
  ipVerificationRequired: 'Please complete verification first',
  ipProofWrong: 'The verification answer is not correct',
  ipProofUnavailable: 'This verification method is not available',
  ipProofsExhausted: 'Too many wrong answers, please log in again',
  ageNotConfirmed: 'You must confirm that you are at least {0} years old',
  birthdayUnderAge: 'You must be at least {0} years old',
  mobilePasswordDisabled: 'Registering by mobile number with a password is not enabled',
} as const;

/** The age message with the brand's age in place of {0}. */
export function ageMessage(template: string, age: number): string {
  return template.replace('{0}', String(age));
}

/** A bank account number in its normal form (digits only), or null when it is not one. */
export function normaliseBankAccountNumber(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const { bankAccountNumberMinDigits: min, bankAccountNumberMaxDigits: max } = MemberAccountLimits;
  return digits.length >= min && digits.length <= max ? digits : null;
}

/** The account number as shown after it is saved: its last four digits only. */
export function maskBankAccountNumber(digits: string): string {
  return `**** ${digits.slice(-4)}`;
}

/** Two names compared as the brand's match rule does: NFKC, case and inner spaces ignored. */
export function sameHolderName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}

/** Whole years between a yyyy-MM-dd birthday and `today` (UTC), or null for a bad date. */
export function ageOn(birthday: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A masked contact as shown to confirm where a code went ('+63 ****0001', 'd***@example.com'). */
export function maskContact(channel: ContactChannel, value: string): string {
  if (channel === 'mobile') return `****${value.slice(-4)}`;
  const [name = '', domain = ''] = value.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}
