// MSW handlers of the promotions calls, typed by the contract and refusing like the server: the
// list and detail per language, the claim state and the raffle claim (a token needed; a trial
// token refused; paid once, then PROMOTION_ALREADY_CLAIMED). State lives in the returned `data`.
import {
  AuthMessages,
  ErrorCodes,
  isLanguageCode,
  PromotionErrorCodes,
  PromotionMessages,
} from '@lotusplay/api-client';
import type {
  ClaimRaffleResponse,
  LanguageCode,
  PromotionClaimState,
  PromotionDetail,
  PromotionListResponse,
} from '@lotusplay/api-client';
import { PROMOTION_CATEGORIES, PromotionLimits } from '@lotusplay/api-client/contracts';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { http } from 'msw';

/** A demo promotion in English; `buildPromotions` translates the title per language. */
export function buildPromotion(overrides: Partial<PromotionDetail> = {}): PromotionDetail {
  return {
    id: 1,
    kind: 'RAFFLE',
    category: 'RAFFLE',
    title: 'Lucky Raffle',
    summary: 'Draw once and win up to 88.00, paid straight into your main wallet.',
    imageUrl: '/static/promotions/lucky-raffle.svg',
    startTime: '2026-01-01T00:00:00.000Z',
    endTime: null,
    status: 'ONGOING',
    html: '<p>Every real member may draw <strong>once</strong>.</p>',
    rules: { realAccountOnly: true, minDeposit: null, memberLabel: null },
    prizes: ['88.00', '18.88', '5.00', '1.00'],
    ...overrides,
  };
}

const TITLES: Record<number, Partial<Record<LanguageCode, string>>> = {
  1: { CN: '幸运抽奖', JA: 'ラッキー抽選' },
};

/** The demo promotions: a raffle, a referral, a deposit promotion and an ended raffle. */
export function buildPromotions(): PromotionDetail[] {
  return [
    buildPromotion(),
    buildPromotion({
      id: 2,
      kind: 'REFERRAL',
      category: 'REFERRAL',
      title: 'Invite Friends',
      summary: 'Share your referral code and earn a bonus for every friend who joins and plays.',
      imageUrl: '/static/promotions/invite-friends.svg',
      html: '<p>Share your <strong>referral</strong> code.</p>',
      prizes: null,
    }),
    buildPromotion({
      id: 3,
      kind: 'INFO',
      category: 'DEPOSIT',
      title: 'First Deposit Welcome',
      summary: 'Make your first deposit and enjoy the full lobby.',
      imageUrl: '/static/promotions/first-deposit.svg',
      html: '<p>Your first deposit opens every game.</p>',
      prizes: null,
    }),
    buildPromotion({
      id: 4,
      title: 'Spring Festival Raffle',
      summary: 'Our spring raffle has ended. Thank you for taking part!',
      imageUrl: '/static/promotions/spring-raffle.svg',
      startTime: '2025-01-20T00:00:00.000Z',
      endTime: '2025-02-20T00:00:00.000Z',
      status: 'ENDED',
      prizes: ['20.00', '2.00'],
    }),
  ];
}

/** What the handlers answer; every field has a default. */
export interface PromotionsHandlerData {
  promotions?: PromotionDetail[];
  /** The prize every claim draws (money string). */
  prize?: string;
  /** Tokens of trial accounts (refused with PROMOTION_REAL_ACCOUNT_REQUIRED). */
  trialTokens?: string[];
  /** Promotion ids already claimed, with their prize (by any member token). */
  claimed?: Record<number, string>;
  /** Answer the list with a server error. */
  listFails?: boolean;
}

/** The handlers' live state (claims made, calls counted). */
export interface PromotionsState {
  promotions: PromotionDetail[];
  prize: string;
  trialTokens: string[];
  claimed: Map<number, ClaimRaffleResponse>;
  claimCalls: number;
  /** Calls of the list so far. */
  listCalls: number;
  listFails: boolean;
}

const summaryOf = ({ html: _h, rules: _r, prizes: _p, ...summary }: PromotionDetail) => summary;

function languageOf(request: Request): LanguageCode {
  const language = new URL(request.url).searchParams.get('language') ?? 'EN';
  return isLanguageCode(language) ? language : 'EN';
}

/** A promotion id as the server's schemas take it (a whole number from 1), else null. */
function idOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= PromotionLimits.maxId
    ? id
    : null;
}

/** The server's query schemas refuse an unknown language or category, a missing or bad id. */
function queryRefusal(request: Request, fields: { id?: boolean; category?: boolean }) {
  const params = new URL(request.url).searchParams;
  const language = params.get('language');
  const category = params.get('category');
  const bad =
    (language !== null && !isLanguageCode(language)) ||
    (fields.category && category !== null && !PROMOTION_CATEGORIES.includes(category as never)) ||
    (fields.id && idOf(params.get('id')) === null);
  return bad ? errorEnvelope(ErrorCodes.Validation, 'querystring must be valid', 400) : null;
}

function translated(promotion: PromotionDetail, language: LanguageCode): PromotionDetail {
  const title = TITLES[promotion.id]?.[language];
  return title ? { ...promotion, title } : promotion;
}

function tokenOf(request: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
}

/** Stateful handlers of the promotions calls, and their state. */
export function createPromotionsHandlers(data: PromotionsHandlerData = {}) {
  const state: PromotionsState = {
    promotions: data.promotions ?? buildPromotions(),
    prize: data.prize ?? '18.88',
    trialTokens: data.trialTokens ?? ['trial-token'],
    claimed: new Map(
      Object.entries(data.claimed ?? {}).map(([id, prize]) => [
        Number(id),
        { id: Number(id), prize, claimedAt: '2026-02-01T10:00:00.000Z', transactionId: 1 },
      ]),
    ),
    claimCalls: 0,
    listCalls: 0,
    listFails: data.listFails ?? false,
  };
  const find = (request: Request) => {
    const id = idOf(new URL(request.url).searchParams.get('id'));
    return state.promotions.find((p) => p.id === id) ?? null;
  };
  const notFound = () =>
    errorEnvelope(PromotionErrorCodes.NotFound, PromotionMessages.notFound, 404);
  const unauthorized = () => errorEnvelope(ErrorCodes.Unauthorized, AuthMessages.notLoggedIn, 401);

  const handlers = [
    http.get('*/wps/relay/MCSFE_getPromotionList', ({ request }) => {
      state.listCalls += 1;
      if (state.listFails) {
        return errorEnvelope(ErrorCodes.Internal, 'Promotions are unavailable', 500);
      }
      const refused = queryRefusal(request, { category: true });
      if (refused) return refused;
      const language = languageOf(request);
      const category = new URL(request.url).searchParams.get('category');
      const list = state.promotions
        .filter((p) => category === null || p.category === category)
        .map((p) => summaryOf(translated(p, language)));
      return envelope<PromotionListResponse>({ list });
    }),
    http.get('*/wps/relay/MCSFE_getPromotionDetail', ({ request }) => {
      const refused = queryRefusal(request, { id: true });
      if (refused) return refused;
      const promotion = find(request);
      if (!promotion) return notFound();
      return envelope<PromotionDetail>(translated(promotion, languageOf(request)));
    }),
    http.get('*/wps/relay/MCSFE_getPromotionClaim', ({ request }) => {
      const token = tokenOf(request);
      if (!token) return unauthorized();
      const refused = queryRefusal(request, { id: true });
      if (refused) return refused;
      const promotion = find(request);
      if (!promotion) return notFound();
      const claim = state.claimed.get(promotion.id);
      const reason = claim
        ? PromotionErrorCodes.AlreadyClaimed
        : promotion.kind !== 'RAFFLE'
          ? PromotionErrorCodes.NotRaffle
          : promotion.status === 'ENDED'
            ? PromotionErrorCodes.Ended
            : state.trialTokens.includes(token)
              ? PromotionErrorCodes.RealAccountRequired
              : null;
      return envelope<PromotionClaimState>({
        id: promotion.id,
        claimed: Boolean(claim),
        prize: claim?.prize ?? null,
        claimedAt: claim?.claimedAt ?? null,
        claimable: reason === null,
        reason,
      });
    }),
    http.post('*/wps/relay/MCS2_claimRafflePromotion', async ({ request }) => {
      state.claimCalls += 1;
      const token = tokenOf(request);
      if (!token) return unauthorized();
      const body = (await request.json()) as { id?: unknown } | null;
      const id = idOf(body?.id);
      if (id === null) {
        return errorEnvelope(ErrorCodes.Validation, "body must have required property 'id'", 400);
      }
      const promotion = state.promotions.find((p) => p.id === id);
      if (!promotion) return notFound();
      if (state.claimed.has(id)) {
        return errorEnvelope(
          PromotionErrorCodes.AlreadyClaimed,
          PromotionMessages.alreadyClaimed,
          409,
        );
      }
      if (promotion.kind !== 'RAFFLE') {
        return errorEnvelope(PromotionErrorCodes.NotRaffle, PromotionMessages.notRaffle, 409);
      }
      if (promotion.status === 'ENDED') {
        return errorEnvelope(PromotionErrorCodes.Ended, PromotionMessages.ended, 409);
      }
      if (state.trialTokens.includes(token)) {
        return errorEnvelope(
          PromotionErrorCodes.RealAccountRequired,
          PromotionMessages.realAccountRequired,
          403,
        );
      }
      const claim: ClaimRaffleResponse = {
        id,
        prize: state.prize,
        claimedAt: new Date().toISOString(),
        transactionId: 100 + state.claimed.size,
      };
      state.claimed.set(id, claim);
      return envelope(claim);
    }),
  ];
  return { handlers, data: state };
}

/** Handlers of the promotions calls with the demo promotions (fresh state each call). */
export const promotionsHandlers = createPromotionsHandlers().handlers;
