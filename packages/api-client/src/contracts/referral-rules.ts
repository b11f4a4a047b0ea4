// Values of the member centre's referral page (invite friends, issue 27) that both sides agree on.
// Framework-free: the server imports it at run time.

/** The paths of the referral calls (under /wps/relay, like the other MCSFE_ calls). */
export const ReferralPaths = {
  /** The member's code, the operator's rule, what the referral earned and a page of its members. */
  referral: '/wps/relay/MCSFE_getReferral',
} as const;

/**
 * Where a referred member stands: registered with no deposit yet; its first deposit paid the
 * referrer the reward; its first deposit was below the rule's minimum (or the rule was off then):
 * nothing paid; or it was refused as a self-referral (the referrer's own e-mail or mobile number).
 */
export type ReferralStatus = 'registered' | 'rewarded' | 'notQualified' | 'refused';

/** Every referral status. */
export const REFERRAL_STATUSES: readonly ReferralStatus[] = [
  'registered',
  'rewarded',
  'notQualified',
  'refused',
];

/** Bounds of the referral calls. */
export const ReferralLimits = {
  /** Referred members per page when `pageSize` is absent. */
  defaultPageSize: 10,
  maxPageSize: 50,
  maxPageNo: 10_000,
  /** Length of a member's generated referral code (letters and digits, upper-case). */
  codeLength: 8,
  /** The query parameter of the invite link (SPEC.md §2: registration reads it). */
  linkParameter: 'referralCode',
  /** The page of the invite link. */
  linkPath: '/register',
} as const;

/** The texts of refused referral calls. */
export const ReferralMessages = {
  amountInvalid:
    'minFirstDeposit and reward must be money values; reward above 0 when the rule is enabled',
} as const;

/** The invite link of `code` on `origin` (the site the member sees). */
export function referralLink(origin: string, code: string): string {
  return `${origin}${ReferralLimits.linkPath}?${ReferralLimits.linkParameter}=${encodeURIComponent(code)}`;
}
