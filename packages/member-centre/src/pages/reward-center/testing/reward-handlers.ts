// MSW handlers of the reward centre's calls for its component tests and stories: in-memory
// answers shaped like the server's (a reward of every status), joining and applying that move a
// reward on, a claim that pays once (a second is 409 REWARD_ALREADY_CLAIMED), the Zalo prompt
// (400 REWARD_CONTACT_REQUIRED without a number), and failure or never-answering variants.
import { RewardErrorCodes, RewardMessages, RewardPaths } from '@lotusplay/api-client';
import type {
  RewardApplyRequest,
  RewardCenterResponse,
  RewardClaimResponse,
  RewardItem,
  RewardJoinRequest,
  RewardStatus,
} from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { delay, http } from 'msw';
import type { HttpHandler } from 'msw';

/** What the list call does: answer the data, fail with 500, or never answer (loading). */
export type RewardCallMode = 'data' | 'error' | 'loading';

const base: Omit<RewardItem, 'promotionId' | 'title' | 'status'> = {
  summary: 'Take part and get a bonus',
  imageUrl: '/static/promotions/first-deposit.svg',
  startTime: '2026-11-01T00:00:00.000Z',
  endTime: '2026-12-31T00:00:00.000Z',
  mode: 'apply',
  payout: 'claim',
  amount: '8.80',
  contact: null,
  comment: null,
  imageCount: 0,
  rejectReason: null,
  takenAt: null,
  paidAt: null,
};

/** One reward of `status` (its mode and fields as the server would answer them). */
export function buildReward(
  promotionId: number,
  title: string,
  status: RewardStatus,
  overrides: Partial<RewardItem> = {},
): RewardItem {
  const joinMode = status === 'join' || status === 'joined' || status === 'issued';
  const taken = !['join', 'applying', 'close', 'comingSoon'].includes(status);
  return {
    ...base,
    promotionId,
    title,
    status,
    mode: joinMode ? 'join' : 'apply',
    payout: status === 'issued' ? 'issue' : 'claim',
    takenAt: taken ? '2026-11-20T10:00:00.000Z' : null,
    comment: taken && !joinMode ? 'My deposit slip' : null,
    imageCount: taken && !joinMode ? 1 : 0,
    rejectReason: status === 'rejected' ? 'Deposit not found' : null,
    paidAt: status === 'claimed' || status === 'issued' ? '2026-11-21T10:00:00.000Z' : null,
    ...overrides,
  };
}

/** The demo data: a reward of every status, the join one needing a Zalo number. */
export interface RewardData {
  rewards: RewardItem[];
}

export function buildRewardData(): RewardData {
  return {
    rewards: [
      buildReward(1, 'Zalo bonus', 'join', { contact: 'zalo', amount: '5.00' }),
      buildReward(2, 'Deposit slip bonus', 'applying'),
      buildReward(3, 'Weekend bonus', 'claim', { amount: '12.00' }),
      buildReward(4, 'Club event', 'joined'),
      buildReward(5, 'Lucky slip', 'process'),
      buildReward(6, 'Welcome gift', 'claimed'),
      buildReward(7, 'VIP gift', 'issued'),
      buildReward(8, 'Old slip', 'rejected'),
      buildReward(9, 'Summer event', 'close'),
      buildReward(10, 'New year event', 'comingSoon'),
    ],
  };
}

const answerOf = (data: RewardData): RewardCenterResponse => ({
  rewards: data.rewards,
  claimable: data.rewards.filter((r) => r.status === 'claim').length,
});

/** The reward centre's handlers over `data` (changed by joins, applications and claims). */
export function createRewardHandlers(
  data: RewardData,
  mode: RewardCallMode = 'data',
): HttpHandler[] {
  const find = (id: number) => data.rewards.find((r) => r.promotionId === id);
  const replace = (next: RewardItem) => {
    data.rewards = data.rewards.map((r) => (r.promotionId === next.promotionId ? next : r));
    return next;
  };
  return [
    http.get(`*${RewardPaths.list}`, async () => {
      if (mode === 'loading') await delay('infinite');
      if (mode === 'error') return errorEnvelope('SERVER_ERROR', 'Server error', 500);
      return envelope(answerOf(data));
    }),
    http.post(`*${RewardPaths.join}`, async ({ request }) => {
      const body = (await request.json()) as RewardJoinRequest;
      const reward = find(body.promotionId);
      if (!reward) return errorEnvelope(RewardErrorCodes.NotFound, RewardMessages.notFound, 404);
      if (reward.status !== 'join') {
        return errorEnvelope(RewardErrorCodes.NotOpen, RewardMessages.notOpen, 409);
      }
      if (reward.contact && !body.contact) {
        return errorEnvelope(RewardErrorCodes.ContactRequired, RewardMessages.zaloRequired, 400);
      }
      return envelope(
        replace({ ...reward, status: 'joined', takenAt: '2026-11-27T10:00:00.000Z' }),
      );
    }),
    http.post(`*${RewardPaths.apply}`, async ({ request }) => {
      const body = (await request.json()) as RewardApplyRequest;
      const reward = find(body.promotionId);
      if (!reward) return errorEnvelope(RewardErrorCodes.NotFound, RewardMessages.notFound, 404);
      if (reward.status !== 'applying') {
        return errorEnvelope(RewardErrorCodes.NotOpen, RewardMessages.notOpen, 409);
      }
      return envelope(
        replace({
          ...reward,
          status: 'process',
          comment: body.comment,
          imageCount: body.images.length,
          takenAt: '2026-11-27T10:00:00.000Z',
        }),
      );
    }),
    http.post(`*${RewardPaths.claim}`, async ({ request }) => {
      const { promotionId } = (await request.json()) as { promotionId: number };
      const reward = find(promotionId);
      if (!reward) return errorEnvelope(RewardErrorCodes.NotFound, RewardMessages.notFound, 404);
      if (reward.status === 'claimed') {
        return errorEnvelope(RewardErrorCodes.AlreadyClaimed, RewardMessages.alreadyClaimed, 409);
      }
      if (reward.status !== 'claim') {
        return errorEnvelope(RewardErrorCodes.NotClaimable, RewardMessages.notClaimable, 409);
      }
      const paidAt = '2026-11-27T10:05:00.000Z';
      replace({ ...reward, status: 'claimed', paidAt });
      return envelope({ promotionId, amount: reward.amount, paidAt } satisfies RewardClaimResponse);
    }),
  ];
}
