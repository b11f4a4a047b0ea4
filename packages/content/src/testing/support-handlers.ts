// MSW handlers and factories of the support calls (feedback, its settings, getService), typed by
// the contracts; `*/` matches any origin (jsdom, Storybook, a base URL).
import {
  ErrorCodes,
  ServicePathTypes,
  SupportErrorCodes,
  SupportLimits,
} from '@lotusplay/api-client';
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
}

function wordCount(text: string) {
  return text.split(/\s+/).filter(Boolean).length;
}

/** MSW handlers of GET /wps/feedback/settings, PUT /wps/feedback and getService. */
export function createSupportHandlers(data: SupportHandlerData = {}) {
  const settings = data.settings ?? buildFeedbackSettings();
  return [
    http.get('*/wps/feedback/settings', async () => {
      if (data.delayMs) await delay(data.delayMs);
      return envelope(settings);
    }),
    http.put('*/wps/feedback', async ({ request }) => {
      if (data.delayMs) await delay(data.delayMs);
      const body = (await request.json()) as FeedbackRequest;
      data.sent?.push(body);
      const answer = data.feedback?.(body);
      if (answer && 'code' in answer)
        return errorEnvelope(answer.code, answer.message, answer.status);
      const words = wordCount(body.content);
      if (words < settings.minWords || words > settings.maxWords) {
        return errorEnvelope(
          SupportErrorCodes.FeedbackWords,
          `Feedback content between ${settings.minWords} and ${settings.maxWords} words`,
          400,
        );
      }
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
      const channel: ServiceChannel = type === 'LIVECHAT' && data.vip ? 'VIP' : type;
      return envelope(buildServiceResponse(demoServiceLinks[channel], channel));
    }),
  ];
}

/** The support handlers with the demo defaults. */
export const supportHandlers = createSupportHandlers();
