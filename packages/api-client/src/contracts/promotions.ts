// Contracts of the content feature's promotions calls (SPEC.md §3, §7): request and response types and the
// values both sides agree on. Framework-free: the server imports it at run time.
//
// Calls (all under /wps/relay/):
// - `GET MCSFE_getPromotionList?language=&category=` (no token): the promotions of the brand in
//   its order, ongoing and upcoming first, then ended ones (listed until an operator removes them).
// - `GET MCSFE_getPromotionDetail?id=&language=` (no token): one promotion with its sanitised
//   detail HTML, its rules and, for a raffle, its prizes.
// - `GET MCSFE_getPromotionClaim?id=` (token): the member's state for one promotion (claimed with
//   its prize, or whether it can claim, and why not).
// - `POST MCS2_claimRafflePromotion` `{ id }` (token): draws a prize on the server and pays it into
//   the main wallet through the ledger, once per member and promotion; a second claim is refused
//   with 409 PROMOTION_ALREADY_CLAIMED (the first claim's prize stays readable through
//   MCSFE_getPromotionClaim).
//
// The shapes of the calls are derived from their schemas (`schemas/promotions.ts`), where their
// fields are noted.
import type { Static } from '@sinclair/typebox';
import type {
  PromotionClaimQuerySchema,
  PromotionClaimRequestSchema,
  PromotionClaimResponseSchema,
  PromotionClaimStateSchema,
  PromotionDetailQuerySchema,
  PromotionDetailSchema,
  PromotionListQuerySchema,
  PromotionListResponseSchema,
  PromotionRulesSchema,
  PromotionSummarySchema,
} from '../schemas/promotions';

/** What a promotion does: a raffle is claimed once for a drawn prize; others are information. */
export type PromotionKind = 'RAFFLE' | 'REFERRAL' | 'INFO';

/** The category tabs of /promotions. */
export type PromotionCategory = 'RAFFLE' | 'DEPOSIT' | 'REFERRAL' | 'EVENT';

/** Where a promotion is in its time window. */
export type PromotionStatus = 'UPCOMING' | 'ONGOING' | 'ENDED';

/** Every kind, for validation. */
export const PROMOTION_KINDS: readonly PromotionKind[] = ['RAFFLE', 'REFERRAL', 'INFO'];

/** Every category, in the order of the tabs. */
export const PROMOTION_CATEGORIES: readonly PromotionCategory[] = [
  'RAFFLE',
  'DEPOSIT',
  'REFERRAL',
  'EVENT',
];

/** Limits of the promotions calls and of an operator's promotion. */
export const PromotionLimits = {
  /** Operator handle: lowercase letters, digits and dashes. */
  codePattern: '^[a-z0-9][a-z0-9-]{1,39}$',
  titleMaxLength: 120,
  summaryMaxLength: 400,
  htmlMaxLength: 20_000,
  imageUrlMaxLength: 500,
  maxPrizes: 20,
  maxPrizeWeight: 1_000_000,
  /** The largest prize, in minor units (1,000,000.00). */
  maxPrizeAmount: 100_000_000,
  memberLabelMaxLength: 40,
  /** The largest promotion id a call accepts. */
  maxId: 2_147_483_647,
} as const;

/**
 * Bounds of the operator's promotion commands as the server's schemas check them. Apart from
 * PromotionLimits, which the web client imports, so that these stay out of its bundle.
 */
export const PromotionInputLimits = {
  minPrizeWeight: 1,
  /** An operator's sort order: -1000 (first) to 1000. */
  minSortOrder: -1000,
  maxSortOrder: 1000,
} as const;

/** Error codes of the promotions calls, beyond the shared `ErrorCodes`. */
export const PromotionErrorCodes = {
  /** 404: no promotion with this id (or it was removed). */
  NotFound: 'PROMOTION_NOT_FOUND',
  /** 409: the promotion has no raffle to claim. */
  NotRaffle: 'PROMOTION_NOT_RAFFLE',
  /** 409: the promotion has not started yet. */
  NotStarted: 'PROMOTION_NOT_STARTED',
  /** 409: the promotion has ended. */
  Ended: 'PROMOTION_ENDED',
  /** 403: a trial account (isAgent 4) cannot claim. */
  RealAccountRequired: 'PROMOTION_REAL_ACCOUNT_REQUIRED',
  /** 403: the member does not meet the promotion's rules (deposit total, member label). */
  Ineligible: 'PROMOTION_INELIGIBLE',
  /** 409: the member has claimed this promotion already (paid once). */
  AlreadyClaimed: 'PROMOTION_ALREADY_CLAIMED',
  /** 409: an operator's promotion code is taken. */
  CodeTaken: 'PROMOTION_CODE_TAKEN',
} as const;

/** One of the promotions error codes. */
export type PromotionErrorCode = (typeof PromotionErrorCodes)[keyof typeof PromotionErrorCodes];

/** Messages of the promotions calls (English; the web client translates by code). */
export const PromotionMessages = {
  notFound: 'This promotion does not exist.',
  notRaffle: 'This promotion has no raffle to claim.',
  notStarted: 'This promotion has not started yet.',
  ended: 'This promotion has ended.',
  realAccountRequired: 'Promotions can only be claimed with a real account, not a trial account.',
  ineligible: 'You do not meet the conditions of this promotion.',
  minDeposit: 'You need a deposit total of at least the promotion minimum to claim it.',
  memberLabel: 'This promotion is reserved for members with a particular label.',
  alreadyClaimed: 'You have already claimed this promotion.',
  codeTaken: 'A promotion with this code exists already.',
  idInvalid: 'Choose a promotion.',
  prizesRequired: 'A raffle needs at least one prize.',
  prizesNotAllowed: 'Only a raffle has prizes.',
  windowInvalid: 'The end must come after the start.',
  translationsRequired:
    "Give the title, summary and text in the brand's default language at least.",
} as const;

/** A promotion as the list shows it (texts in the asked language, or English). */
export type PromotionSummary = Static<typeof PromotionSummarySchema>;

/** `GET /wps/relay/MCSFE_getPromotionList`. */
export type PromotionListRequest = Static<typeof PromotionListQuerySchema>;

/** The list, in the brand's order (then newest first). */
export type PromotionListResponse = Static<typeof PromotionListResponseSchema>;

/** `GET /wps/relay/MCSFE_getPromotionDetail`. */
export type PromotionDetailRequest = Static<typeof PromotionDetailQuerySchema>;

/** The rules a member must meet to claim (decided on the server). */
export type PromotionRules = Static<typeof PromotionRulesSchema>;

/** One promotion with its detail (HTML sanitised by the server; render it with SafeHtml). */
export type PromotionDetail = Static<typeof PromotionDetailSchema>;

/** `GET /wps/relay/MCSFE_getPromotionClaim` (token). */
export type PromotionClaimRequest = Static<typeof PromotionClaimQuerySchema>;

/** The member's state for a promotion. */
export type PromotionClaimState = Static<typeof PromotionClaimStateSchema>;

/** `POST /wps/relay/MCS2_claimRafflePromotion` (token). */
export type ClaimRaffleRequest = Static<typeof PromotionClaimRequestSchema>;

/** The prize drawn and paid. */
export type ClaimRaffleResponse = Static<typeof PromotionClaimResponseSchema>;
