// Values of the member centre's reward centre (rewardCenter, issue 27) that the server and the web
// client agree on: its calls' paths, the activity statuses of SPEC.md §4, limits (SPEC.md §5: a
// comment of up to 140 characters, up to 3 png or jpg images of at most 5 MB each), error codes
// and messages. Framework-free: the server imports it at run time.
//
// A reward is set by the operator on a promotion: the member joins it or applies for it (a
// comment and images), the operator approves or rejects, and an approved reward is claimed by the
// member (paid then) or issued by the approval itself (paid then). The statuses a member sees:
// - `comingSoon`: the promotion has not started;
// - `join` (a reward to join) or `applying` (applications open): the member may take part now;
// - `joined` (joined) or `process` (applied): the operator reviews it;
// - `claim`: approved, the member may claim it; `claimed`: claimed and paid once;
// - `issued`: approved and paid by the approval (nothing to claim);
// - `rejected`: the operator refused it (with a reason);
// - `close`: the promotion ended before the member took part.

/** The paths of the reward-centre calls (under /wps/relay, like the other MCSFE_ calls). */
export const RewardPaths = {
  list: '/wps/relay/MCSFE_getRewardCenter',
  join: '/wps/relay/MCSFE_joinReward',
  apply: '/wps/relay/MCSFE_applyReward',
  claim: '/wps/relay/MCSFE_claimReward',
} as const;

/** How a member takes part in a reward: joins it (one press) or applies (comment, images). */
export type RewardMode = 'join' | 'apply';

/** How an approved reward pays: the member claims it, or the approval issues it. */
export type RewardPayout = 'claim' | 'issue';

/** The contact a reward needs before a member takes part (SPEC.md §5's prompts). */
export type RewardContact = 'zalo' | 'whatsapp';

/** An activity status of SPEC.md §4 (see the file's comment). */
export type RewardStatus =
  | 'join'
  | 'joined'
  | 'applying'
  | 'process'
  | 'claim'
  | 'claimed'
  | 'issued'
  | 'rejected'
  | 'close'
  | 'comingSoon';

/** A member's taken part, as stored (the statuses after joining or applying). */
export type RewardParticipationStatus =
  'joined' | 'process' | 'claim' | 'claimed' | 'issued' | 'rejected';

export const REWARD_MODES: readonly RewardMode[] = ['join', 'apply'];
export const REWARD_PAYOUTS: readonly RewardPayout[] = ['claim', 'issue'];
export const REWARD_CONTACTS: readonly RewardContact[] = ['zalo', 'whatsapp'];
export const REWARD_STATUSES: readonly RewardStatus[] = [
  'join',
  'joined',
  'applying',
  'process',
  'claim',
  'claimed',
  'issued',
  'rejected',
  'close',
  'comingSoon',
];
export const REWARD_PARTICIPATION_STATUSES: readonly RewardParticipationStatus[] = [
  'joined',
  'process',
  'claim',
  'claimed',
  'issued',
  'rejected',
];

const MEGABYTE = 1024 * 1024;

/** Bounds of the reward-centre calls (SPEC.md §5, §9). */
export const RewardLimits = {
  /** An application's comment, in characters. */
  commentMaxLength: 140,
  /** Images an application carries at most. */
  maxImages: 3,
  /** One image's size at most: 5 MB (5,242,880 bytes)… */
  imageMaxBytes: 5 * MEGABYTE,
  /** …png or jpg, judged by its bytes (magic numbers), never by a name or a declared type. */
  imageContentTypes: ['image/png', 'image/jpeg'],
  /** The base64 text of one image as it may come in (a little above 5 MB's: the service answers IMAGE_TOO_LARGE in between). */
  imageBase64InputMaxLength: Math.ceil((5 * MEGABYTE) / 3) * 4 + 65_536,
  /** The largest body MCSFE_applyReward accepts: three images plus the rest. */
  applyBodyLimitBytes: 3 * (Math.ceil((5 * MEGABYTE) / 3) * 4 + 65_536) + 65_536,
  /** A Zalo or WhatsApp number: digits, an optional leading +. */
  contactPattern: '^\\+?[0-9]{6,20}$',
  contactInputMaxLength: 40,
  /** A rejection's reason, in characters. */
  reasonMaxLength: 200,
  /** Applications an operator's list answers at most. */
  opsListMax: 200,
} as const;

/** Error codes of the reward-centre calls, beyond the shared `ErrorCodes`. */
export const RewardErrorCodes = {
  /** 404: no reward on this promotion (or another member's application). */
  NotFound: 'REWARD_NOT_FOUND',
  /** 409: the promotion has not started, has ended, or takes part the other way (join / apply). */
  NotOpen: 'REWARD_NOT_OPEN',
  /** 409: the member has taken part already. */
  AlreadyTaken: 'REWARD_ALREADY_TAKEN',
  /** 409: nothing to claim (not approved yet, rejected, issued) */
  NotClaimable: 'REWARD_NOT_CLAIMABLE',
  /** 409: claimed already (paid once). */
  AlreadyClaimed: 'REWARD_ALREADY_CLAIMED',
  /** 400: the reward needs a Zalo or WhatsApp number (SPEC.md §5). */
  ContactRequired: 'REWARD_CONTACT_REQUIRED',
  /** 400: an image is not a png or jpg by its bytes. */
  ImageInvalid: 'REWARD_IMAGE_INVALID',
  /** 400: an image is larger than 5 MB. */
  ImageTooLarge: 'REWARD_IMAGE_TOO_LARGE',
  /** 400: more than 3 images. */
  TooManyImages: 'REWARD_TOO_MANY_IMAGES',
  /** 403: a trial account cannot take part. */
  RealAccountRequired: 'REWARD_REAL_ACCOUNT_REQUIRED',
  /** 409: the operator's application was reviewed already. */
  AlreadyReviewed: 'REWARD_ALREADY_REVIEWED',
} as const;

/** One of the reward-centre error codes. */
export type RewardErrorCode = (typeof RewardErrorCodes)[keyof typeof RewardErrorCodes];

/** Messages of the reward-centre calls (English; the web client translates by code). */
export const RewardMessages = {
  notFound: 'This reward does not exist.',
  notOpen: 'This reward is not open to take part in.',
  alreadyTaken: 'You have taken part in this reward already.',
  notClaimable: 'This reward cannot be claimed.',
  alreadyClaimed: 'You have claimed this reward already.',
  zaloRequired: 'Enter Zalo number ID to redeem bonus',
  whatsappRequired: 'Enter Whatsapp number ID to redeem bonus',
  contactInvalid: 'Phone number format is incorrect',
  commentTooLong: 'The comment can be at most 140 characters.',
  imageInvalid: 'Images must be png or jpg.',
  imageTooLarge: 'Each image must be at most 5 MB.',
  tooManyImages: 'At most 3 images.',
  realAccountRequired: 'Rewards can only be taken part in with a real account.',
  alreadyReviewed: 'This application has been reviewed already.',
  amountInvalid: 'The reward must be a positive amount.',
} as const;

/** The image type of a file by its first bytes (PNG 89 50 4E 47 0D 0A 1A 0A, JPEG FF D8 FF). */
export function rewardImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}
