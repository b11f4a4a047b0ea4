// MSW handlers and factories of the support calls (feedback, its settings, getService), typed by
// the contracts; `*/` matches any origin (jsdom, Storybook, a base URL).
import {
  ErrorCodes,
  ServicePathTypes,
  SupportErrorCodes,
  SupportLimits,
} from '@lotusplay/api-client';
import { countWords, feedbackWordsMessage, SupportMessages } from '@lotusplay/api-client/contracts';
import type {
  CustomerServiceEntry,
  FeedbackRequest,
  FeedbackResponse,
  FeedbackSettings,
  ServiceChannel,
  ServiceResponse,
} from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { encryptServiceLink } from '@lotusplay/api-client/crypto';
import { delay, http } from 'msw';

/** The brand's feedback limits (the contract's defaults unless overridden). */
export function buildFeedbackSettings(overrides: Partial<FeedbackSettings> = {}): FeedbackSettings {
  return {
    minWords: SupportLimits.feedbackMinWordsDefault,
    maxWords: SupportLimits.feedbackMaxWordsDefault,
    maxImages: SupportLimits.imageMaxCount,
    maxImageBytes: SupportLimits.imageMaxBytes,
    imageContentTypes: SupportLimits.imageContentTypes,
    ...overrides,
  };
}

/** A getService answer for `link` on `channel`, encrypted as the server does (fixed key). */
export function buildServiceResponse(
  link: string,
  channel: ServiceChannel = 'LIVECHAT',
  key = 'Demo1234',
): ServiceResponse {
  return {
    version: {
      pathList: [
        { type: ServicePathTypes.Channel, path: channel },
        { type: ServicePathTypes.EncryptedLink, path: encryptServiceLink(link, key) },
      ],
    },
  };
}

/** The demo links of the channels, as the demo brand has them. */
export const demoServiceLinks: Record<ServiceChannel, string> = {
  LIVECHAT: 'http://localhost:3000/demo-chat/livechat',
  VIP: 'http://localhost:3000/demo-chat/vip',
  FACEBOOK: 'https://www.facebook.com/lotusplay',
  TELEGRAM: 'https://t.me/lotusplay_support',
};

/** What the support handlers answer. */
export interface SupportHandlerData {
  settings?: FeedbackSettings;
  /** Answers a feedback; default: stored (id 1) when its words are within the settings. */
  feedback?: (
    body: FeedbackRequest,
  ) => FeedbackResponse | { status: number; code: string; message: string };
  /** The channel getService routes to (default: the asked type; VIP for a VIP member). */
  vip?: boolean;
  /** 'error': getService answers 500; 'unavailable': 404. */
  service?: 'ok' | 'error' | 'unavailable';
  /** Milliseconds each answer waits (loading states). */
  delayMs?: number;
  /** Collects the feedback bodies sent. */
  sent?: FeedbackRequest[];
  /** The clock of the per-address feedback limit (default Date.now). */
  now?: () => number;
}

/** MSW handlers of GET /wps/feedback/settings, PUT /wps/feedback and getService. */
export function createSupportHandlers(data: SupportHandlerData = {}) {
  const settings = data.settings ?? buildFeedbackSettings();
  /** When each address's stored feedbacks were sent (the server's limit per address). */
  const sentAt = new Map<string, number[]>();
  return [
    http.get('*/wps/feedback/settings', async () => {
      if (data.delayMs) await delay(data.delayMs);
      return envelope(settings);
    }),
    http.put('*/wps/feedback', async ({ request }) => {
      if (data.delayMs) await delay(data.delayMs);
      const body = (await request.json()) as FeedbackRequest;
      // The server's body schema: the content a string, at most one image more than allowed.
      if (
        typeof body?.content !== 'string' ||
        (body.images !== undefined &&
          (!Array.isArray(body.images) || body.images.length > SupportLimits.imageMaxCount + 1))
      ) {
        return errorEnvelope(ErrorCodes.Validation, "body must have required property 'content'");
      }
      data.sent?.push(body);
      const answer = data.feedback?.(body);
      if (answer && 'code' in answer)
        return errorEnvelope(answer.code, answer.message, answer.status);
      if ((body.images?.length ?? 0) > SupportLimits.imageMaxCount) {
        return errorEnvelope(SupportErrorCodes.TooManyImages, SupportMessages.tooManyImages, 400);
      }
      const words = countWords(body.content.replace(/<[^>]*>/g, ' '));
      if (words < settings.minWords || words > settings.maxWords) {
        return errorEnvelope(
          SupportErrorCodes.FeedbackWords,
          feedbackWordsMessage(settings.minWords, settings.maxWords),
          400,
        );
      }
      // Counted only for a feedback that would be stored, as the server counts it.
      const now = (data.now ?? Date.now)();
      const address = request.headers.get('x-forwarded-for') ?? 'local';
      const recent = (sentAt.get(address) ?? []).filter(
        (at) => at > now - SupportLimits.feedbackRateWindowMs,
      );
      if (recent.length >= SupportLimits.feedbackRatePerAddress) {
        return errorEnvelope(ErrorCodes.RateLimited, SupportMessages.rateLimited, 429);
      }
      sentAt.set(address, [...recent, now]);
      return envelope(
        answer ?? {
          id: 1,
          createdAt: '2026-11-25T10:00:00.000Z',
          imageCount: body.images?.length ?? 0,
        },
      );
    }),
    http.get('*/wps/relay/getService', async ({ request }) => {
      if (data.delayMs) await delay(data.delayMs);
      if (data.service === 'error') return errorEnvelope(ErrorCodes.Internal, 'Unavailable', 500);
      if (data.service === 'unavailable') {
        return errorEnvelope(SupportErrorCodes.ServiceUnavailable, 'Not available', 404);
      }
      const type = (new URL(request.url).searchParams.get('type') ??
        'LIVECHAT') as CustomerServiceEntry['type'];
      // The server's query schema: the channels a member may ask for (VIP is chosen, not asked).
      if (!['LIVECHAT', 'FACEBOOK', 'TELEGRAM'].includes(type)) {
        return errorEnvelope(ErrorCodes.Validation, 'querystring/type must be a channel', 400);
      }
      const channel: ServiceChannel = type === 'LIVECHAT' && data.vip ? 'VIP' : type;
      return envelope(buildServiceResponse(demoServiceLinks[channel], channel));
    }),
  ];
}

/** The support handlers with the demo defaults. */
export const supportHandlers = createSupportHandlers();
