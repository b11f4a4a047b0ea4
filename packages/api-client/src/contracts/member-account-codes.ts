// The error codes of the account-security calls (issue 27, My account), alone in a module: the
// start-up code reads IP_VERIFICATION_REQUIRED, and nothing else of member-account-rules.ts.

import { IP_VERIFICATION_REQUIRED } from './ip-verification-code';

export { IP_VERIFICATION_REQUIRED };

/** Error codes of the account-security calls. */
export const MemberAccountErrorCodes = {
  /** The field is set and the brand does not let members change it. */
  ProfileFieldLocked: 'PROFILE_FIELD_LOCKED',
  /** The code sent to a contact (or for a new-address check) is wrong, used or expired. */
  CodeInvalid: 'CODE_INVALID',
  /** The authenticator code is wrong, or was used already (a replay). */
  TotpInvalid: 'TOTP_INVALID',
  /** The authenticator is already on (or not on, to turn it off). */
  TotpState: 'TOTP_STATE',
  /** The bank account's name is not the member's real name where the brand requires it. */
  BankNameMismatch: 'BANK_NAME_MISMATCH',
  /** A real name is needed first (the brand matches bank account names against it). */
  RealNameRequired: 'REAL_NAME_REQUIRED',
  BankAccountLimit: 'BANK_ACCOUNT_LIMIT',
  BankAccountDuplicate: 'BANK_ACCOUNT_DUPLICATE',
  BankAccountNotFound: 'BANK_ACCOUNT_NOT_FOUND',
  /** The mobile number or e-mail is bound to another member. */
  ContactTaken: 'CONTACT_TAKEN',
  /** The session started from a new address and waits for its proof (SPEC.md §4). */
  IpVerificationRequired: IP_VERIFICATION_REQUIRED,
  /** The proof of a new-address login is wrong. */
  IpProofWrong: 'IP_PROOF_WRONG',
  /** The member must confirm the brand's minimum age to register (SPEC.md §5). */
  AgeNotConfirmed: 'AGE_NOT_CONFIRMED',
} as const;
