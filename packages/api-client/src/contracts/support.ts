// Contracts of the content feature's support calls (SPEC.md §1, §4, §5, §7, §9): feedback
// (PUT /wps/feedback), its settings, and customer service (getService). Request and response types
// and the values both sides agree on. Framework-free: the server imports it at run time. The
// shapes of the calls are derived from their schemas (`schemas/support.ts`), where their fields
// are noted.
import type { Static } from '@sinclair/typebox';
import type {
  FeedbackImageUploadSchema,
  FeedbackRequestSchema,
  FeedbackResponseSchema,
  FeedbackSettingsSchema,
  OperatorFeedbackSchema,
  ServicePathSchema,
  ServiceQuerySchema,
  ServiceResponseSchema,
} from '../schemas/support';
import { SERVICE_WINDOW } from './support-window';
import type { CustomerServiceEntry } from './system';

const MEGABYTE = 1024 * 1024;

export { SERVICE_WINDOW } from './support-window';

/** Limits of the support calls. */
export const SupportLimits = {
  /** SPEC.md §5: feedback content between {0} and {1} words; the brand's defaults. */
  feedbackMinWordsDefault: 5,
  feedbackMaxWordsDefault: 500,
  /** The widest range an operator may set. */
  feedbackWordsCeiling: 5000,
  /** The longest feedback text in characters, whatever the word count (a bound on storage). */
  feedbackMaxLength: 20_000,
  /** The longest optional contact (e-mail, phone, messenger id). */
  contactMaxLength: 100,
  /** SPEC.md §9: images png or jpg, 5 MB each, at most 3. */
  imageMaxBytes: 5 * MEGABYTE,
  imageMaxCount: 3,
  imageContentTypes: ['image/png', 'image/jpeg'] as const,
  imageFileNameMaxLength: 200,
  /**
   * The base64 text of the largest image (4 characters per 3 bytes: ceil(5 MB / 3) × 4), written
   * out: a call here would keep this object in every bundle that imports anything of this module.
   */
  imageBase64MaxLength: 6_990_508,
  /**
   * The largest body PUT /wps/feedback accepts: three base64 images and room for the rest. One
   * image just over 5 MB still fits, so it is answered with the precise error.
   */
  feedbackBodyLimitBytes: 3 * (6_990_508 + 4096) + 64 * 1024,
  /** Feedback sends per address: 5 in 10 minutes (a person writes; a script floods). */
  feedbackRatePerAddress: 5,
  feedbackRateWindowMs: 10 * 60 * 1000,
  /** SPEC.md §4: a club rank level above this routes live chat to the VIP channel. */
  vipRankLevelAbove: 4,
  /** SPEC.md §7: the customer-service window. */
  serviceWindowWidth: SERVICE_WINDOW.width,
  serviceWindowHeight: SERVICE_WINDOW.height,
  /** SPEC.md §7: the last 8 characters of the encrypted link are its key. */
  serviceLinkKeyLength: 8,
  /** SPEC.md §9: QR code size. */
  qrCodeSize: 100,
} as const;

/**
 * Bounds of the support requests' fields as the server's schemas check them before the service
 * does (its own, tighter rules answer with precise errors in between). Apart from SupportLimits,
 * which the web client imports, so that these stay out of its bundle.
 */
export const SupportInputLimits = {
  /** A feedback image's file name and content type, kept or refused by the service. */
  imageFileNameMaxLength: 1000,
  imageContentTypeMaxLength: 100,
  /** A little above the largest image's base64: one just over 5 MB gets the precise error. */
  imageBase64MaxLength: 6_990_508 + 4096,
  /** The fewest words an operator may ask feedback to have. */
  feedbackWordsMin: 1,
  /** The VIP link and a channel's address. */
  urlMaxLength: 2000,
  /** The operator's feedback list: the last 1 to 200, 20 by default. */
  feedbackListMin: 1,
  feedbackListMax: 200,
  feedbackListDefault: 20,
  /** The operator's rank command: the member's name, the label and the level (0–100). */
  rankUsernameMaxLength: 100,
  rankLabelMaxLength: 100,
  rankLevelMin: 0,
  rankLevelMax: 100,
} as const;

/** Error codes of the support calls (besides the envelope's VALIDATION_ERROR and RATE_LIMITED). */
export const SupportErrorCodes = {
  /** 400: the content has fewer or more words than the brand allows. */
  FeedbackWords: 'FEEDBACK_WORDS',
  /** 400: an image is not a png or jpg by its bytes, or its declared type says otherwise. */
  ImageInvalid: 'FEEDBACK_IMAGE_INVALID',
  /** 400: an image is larger than `SupportLimits.imageMaxBytes`. */
  ImageTooLarge: 'FEEDBACK_IMAGE_TOO_LARGE',
  /** 400: more than `SupportLimits.imageMaxCount` images. */
  TooManyImages: 'FEEDBACK_TOO_MANY_IMAGES',
  /** 404: the brand has no link for this customer-service channel. */
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;

/** One of {@link SupportErrorCodes}. */
export type SupportErrorCode = (typeof SupportErrorCodes)[keyof typeof SupportErrorCodes];

/** Messages of the support calls, in EN (the web shows its translations by code). */
export const SupportMessages = {
  /** SPEC.md §5, with {0} and {1} replaced by the brand's limits. */
  feedbackWords: 'Feedback content between {0} and {1} words',
  imageInvalid: 'Images must be png or jpg',
  imageTooLarge: 'Each image must be at most 5 MB',
  tooManyImages: 'At most 3 images',
  rateLimited: 'Too many feedback messages. Please try again later',
  serviceUnavailable: 'This customer-service channel is not available',
  /** SPEC.md §8. */
  popupBlocked: 'Popup blocked. Please allow popups and try again.',
  network: 'Network link is abnormal, please try again',
} as const satisfies Record<string, string>;

/** The word-limit message with the brand's numbers: 'Feedback content between 5 and 500 words'. */
export function feedbackWordsMessage(minWords: number, maxWords: number): string {
  return SupportMessages.feedbackWords
    .replace('{0}', String(minWords))
    .replace('{1}', String(maxWords));
}

/**
 * The words of a feedback text, as both sides count them: word-like segments of
 * `Intl.Segmenter` (so Chinese, Japanese and Thai, written without spaces, count words too, not
 * characters or sentences); punctuation and spaces are not words.
 */
export function countWords(text: string): number {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}

/** One image of a feedback: png or jpg by its bytes, base64 without a data: prefix. */
export type FeedbackImageUpload = Static<typeof FeedbackImageUploadSchema>;

/** PUT /wps/feedback: no session needed; with one, the member is recorded with it. */
export type FeedbackRequest = Static<typeof FeedbackRequestSchema>;

/** The answer to a feedback. */
export type FeedbackResponse = Static<typeof FeedbackResponseSchema>;

/** GET /wps/feedback/settings: the brand's limits for the feedback form. */
export type FeedbackSettings = Static<typeof FeedbackSettingsSchema>;

/** A channel getService answers: the three of SPEC.md §1 and the VIP channel of §4. */
export type ServiceChannel = CustomerServiceEntry['type'] | 'VIP';

/** GET /wps/relay/getService?type=: which channel the member wants (default LIVECHAT). */
export type ServiceRequest = Static<typeof ServiceQuerySchema>;

/** Types of the entries of `version.pathList`. */
export const ServicePathTypes = {
  /** `path` is the channel answered (LIVECHAT, VIP, FACEBOOK or TELEGRAM). */
  Channel: 1,
  /** `path` is the encrypted link: see {@link ServiceResponse}. */
  EncryptedLink: 3,
} as const;

/** One entry of `version.pathList`. */
export type ServicePath = Static<typeof ServicePathSchema>;

/**
 * The answer of getService (SPEC.md §7). The entry of type 3 holds the encrypted link: its last
 * `SupportLimits.serviceLinkKeyLength` (8) characters are the key, the rest is the link encrypted
 * with crypto-js AES under that key as passphrase (OpenSSL format: base64 of "Salted__", an 8-byte
 * salt and AES-256-CBC ciphertext, key and IV from EVP_BytesToKey with MD5). Decrypt with
 * `decryptServiceLink` of `@lotusplay/api-client/crypto` (the server encrypts with its twin). A
 * compatibility envelope like the payload encryption, not a secret: the key travels with it.
 * Live chat is routed to the VIP channel when the session's member has a club rank level above
 * 4 (decided on the server; visitors get live chat).
 */
export type ServiceResponse = Static<typeof ServiceResponseSchema>;

/** Where the demo chat pages the seed links to are served. */
export const DEMO_CHAT_PATHS = {
  LIVECHAT: '/demo-chat/livechat',
  VIP: '/demo-chat/vip',
} as const;

/** One stored feedback as the operator lists it. */
export type OperatorFeedback = Static<typeof OperatorFeedbackSchema>;
