// Contracts of the content feature's support calls (SPEC.md §1, §4, §5, §7, §9): feedback
// (PUT /wps/feedback), its settings, and customer service (getService). Request and response types
// and the values both sides agree on. Framework-free: the server imports it at run time.
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
export interface FeedbackImageUpload {
  fileName: string;
  /** image/png or image/jpeg, and the bytes must say the same. */
  contentType: string;
  dataBase64: string;
}

/** PUT /wps/feedback: no session needed; with one, the member is recorded with it. */
export interface FeedbackRequest {
  /** Between the brand's minWords and maxWords words; kept as plain text. */
  content: string;
  /** Optional: how to reach the sender (a visitor has no account). */
  contact?: string;
  /** At most 3. */
  images?: FeedbackImageUpload[];
}

/** The answer to a feedback. */
export interface FeedbackResponse {
  id: number;
  /** ISO 8601. */
  createdAt: string;
  imageCount: number;
}

/** GET /wps/feedback/settings: the brand's limits for the feedback form. */
export interface FeedbackSettings {
  minWords: number;
  maxWords: number;
  maxImages: number;
  maxImageBytes: number;
  imageContentTypes: readonly string[];
}

/** A channel getService answers: the three of SPEC.md §1 and the VIP channel of §4. */
export type ServiceChannel = CustomerServiceEntry['type'] | 'VIP';

/** GET /wps/relay/getService?type=: which channel the member wants (default LIVECHAT). */
export interface ServiceRequest {
  type?: CustomerServiceEntry['type'];
}

/** Types of the entries of `version.pathList`. */
export const ServicePathTypes = {
  /** `path` is the channel answered (LIVECHAT, VIP, FACEBOOK or TELEGRAM). */
  Channel: 1,
  /** `path` is the encrypted link: see {@link ServiceResponse}. */
  EncryptedLink: 3,
} as const;

/** One entry of `version.pathList`. */
export interface ServicePath {
  type: number;
  path: string;
}

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
export interface ServiceResponse {
  version: {
    pathList: ServicePath[];
  };
}

/** Where the demo chat pages the seed links to are served. */
export const DEMO_CHAT_PATHS = {
  LIVECHAT: '/demo-chat/livechat',
  VIP: '/demo-chat/vip',
} as const;

/** One stored feedback as the operator lists it. */
export interface OperatorFeedback {
  id: number;
  createdAt: string;
  memberId: number | null;
  username: string | null;
  ip: string;
  content: string;
  contact: string | null;
  images: { fileName: string; contentType: string; size: number; sha256: string }[];
}
