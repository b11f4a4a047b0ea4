// MSW handlers of the loyalty pages' calls (personal loss, club rank, missions) for their
// component tests and stories: in-memory answers shaped like the server's, a claim that pays once
// (a second claim is 409 MISSION_ALREADY_CLAIMED), and failure or never-answering variants.
import { LoyaltyErrorCodes, LoyaltyMessages, LoyaltyPaths } from '@lotusplay/api-client';
import type {
  BonusDetailsQuery,
  BonusDetailsResponse,
  BonusEntry,
  Mission,
  MissionLeaderboardResponse,
  MissionSummaryResponse,
  PersonalProfitQuery,
  PersonalProfitResponse,
  PlayerRankResponse,
} from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { delay, http } from 'msw';
import type { HttpHandler } from 'msw';

/** What a call does: answer the data, fail with 500, or never answer (loading). */
export type CallMode = 'data' | 'error' | 'loading';

/** Personal loss over two categories. */
export function buildPersonalProfit(
  overrides: Partial<PersonalProfitResponse> = {},
): PersonalProfitResponse {
  return {
    startDate: '2026-11-21',
    endDate: '2026-11-27',
    rounds: 5,
    stake: '8.35',
    win: '6.10',
    profit: '-2.25',
    categories: [
      { gameType: 'LIVE', rounds: 2, stake: '4.10', win: '4.40', profit: '0.30' },
      { gameType: 'RNG', rounds: 3, stake: '4.25', win: '1.70', profit: '-2.55' },
    ],
    ...overrides,
  } satisfies PersonalProfitResponse;
}

/** No rounds in the range. */
export const EMPTY_PROFIT: PersonalProfitResponse = buildPersonalProfit({
  rounds: 0,
  stake: '0.00',
  win: '0.00',
  profit: '0.00',
  categories: [],
});

const RANKS: PlayerRankResponse['ranks'] = [
  ['Bronze', '0.00', '0.00', 0, 3],
  ['Silver', '1000.00', '10.00', 20, 5],
  ['Gold', '10000.00', '50.00', 40, 8],
  ['Platinum', '50000.00', '200.00', 60, 10],
  ['Diamond', '200000.00', '888.00', 80, 15],
  ['Royal', '1000000.00', '2888.00', 100, 20],
].map(([name, minValidBet, upgradeBonus, rebateBasisPoints, dailyWithdrawals], i) => ({
  level: i + 1,
  name: name as string,
  minValidBet: minValidBet as string,
  benefits: {
    upgradeBonus: upgradeBonus as string,
    rebateBasisPoints: rebateBasisPoints as number,
    dailyWithdrawals: dailyWithdrawals as number,
    vipService: i + 1 > 4,
  },
}));

/** A Silver member a quarter of the way to Gold. */
export function buildPlayerRank(overrides: Partial<PlayerRankResponse> = {}): PlayerRankResponse {
  return {
    ranks: RANKS,
    validBet: '3250.00',
    level: 2,
    name: 'Silver',
    next: { level: 3, name: 'Gold', minValidBet: '10000.00', remaining: '6750.00' },
    progressPercent: 25,
    vipService: false,
    ...overrides,
  };
}

/** A Diamond member: customer service through the VIP channel. */
export const DIAMOND_RANK = buildPlayerRank({
  validBet: '250000.00',
  level: 5,
  name: 'Diamond',
  next: { level: 6, name: 'Royal', minValidBet: '1000000.00', remaining: '750000.00' },
  progressPercent: 6,
  vipService: true,
});

const mission = (fields: Partial<Mission> & Pick<Mission, 'id' | 'code' | 'title' | 'kind'>) =>
  ({
    target: '5',
    progress: '0',
    progressPercent: 0,
    reward: '3.00',
    status: 'inProgress',
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
    claimedAt: null,
    ...fields,
  }) satisfies Mission;

/** Four missions: one reached (claimable), one under way, one claimed, one coming soon. */
export function buildMissionSummary(): MissionSummaryResponse {
  return {
    missions: [
      mission({
        id: 1,
        code: 'play-5',
        title: 'Play 5 rounds',
        kind: 'gamesPlayed',
        progress: '5',
        progressPercent: 100,
        status: 'claimable',
      }),
      mission({
        id: 2,
        code: 'bet-100',
        title: 'Place 100.00 of valid bets',
        kind: 'validBet',
        target: '100.00',
        progress: '42.50',
        progressPercent: 42,
        reward: '5.00',
      }),
      mission({
        id: 3,
        code: 'login-3',
        title: 'Log in on 3 days',
        kind: 'login',
        target: '3',
        progress: '3',
        progressPercent: 100,
        reward: '10.00',
        status: 'claimed',
        claimedAt: '2026-11-26T10:00:00.000Z',
      }),
      mission({
        id: 4,
        code: 'deposit-500',
        title: 'Deposit 500.00',
        kind: 'deposit',
        target: '500.00',
        progress: '0.00',
        reward: '20.00',
        status: 'comingSoon',
        startsAt: '2027-01-01T00:00:00.000Z',
      }),
    ],
    claimable: 1,
    earned: '10.00',
  };
}

/** Five members by valid bet; the member is third. */
export function buildLeaderboard(): MissionLeaderboardResponse {
  return {
    from: '2026-11-21',
    to: '2026-11-27',
    list: [
      { rank: 1, username: 'luc***ar', validBet: '5200.00' },
      { rank: 2, username: 'big***er', validBet: '3100.50' },
      { rank: 3, username: 'dem***er', validBet: '80.00' },
      { rank: 4, username: 'ann***01', validBet: '12.00' },
      { rank: 5, username: 'bo***', validBet: '1.00' },
    ],
    me: { rank: 3, validBet: '80.00' },
  };
}

/** Bonuses of each source, newest first; the mission's wagering done, the rank's half done. */
export function buildBonuses(): BonusEntry[] {
  const entry = (
    id: number,
    source: BonusEntry['source'],
    amount: string,
    reference: string,
    remaining: string,
  ): BonusEntry => ({
    id,
    time: `2026-11-2${7 - (id % 7)}T10:00:00.000Z`,
    source,
    amount,
    reference,
    wageringRequired: amount,
    wageringDone: (Number(amount) - Number(remaining)).toFixed(2),
    wageringRemaining: remaining,
  });
  return [
    entry(6, 'mission', '3.00', 'mission play-5 reward', '0.00'),
    entry(5, 'rank', '10.00', 'club rank 2 Silver upgrade bonus', '5.00'),
    entry(4, 'raffle', '8.88', 'promotion lucky-draw raffle', '8.88'),
    entry(3, 'promotion', '20.00', 'promotion welcome bonus', '12.50'),
    entry(2, 'rebate', '1.25', 'rebate 2026-11-21', '0.00'),
  ];
}

/** The in-memory state the handlers answer from. */
export interface LoyaltyData {
  profit: PersonalProfitResponse;
  /** Every personal-loss query asked (their ranges). */
  profitQueries: PersonalProfitQuery[];
  rank: PlayerRankResponse;
  missions: MissionSummaryResponse;
  leaderboard: MissionLeaderboardResponse;
  /** Claims that paid (mission ids). */
  paid: number[];
  bonuses: BonusEntry[];
  /** Every bonus-details query asked. */
  bonusQueries: BonusDetailsQuery[];
}

/** Fresh data of every loyalty call. */
export function buildLoyaltyData(overrides: Partial<LoyaltyData> = {}): LoyaltyData {
  return {
    profit: buildPersonalProfit(),
    profitQueries: [],
    rank: buildPlayerRank(),
    missions: buildMissionSummary(),
    leaderboard: buildLeaderboard(),
    paid: [],
    bonuses: buildBonuses(),
    bonusQueries: [],
    ...overrides,
  };
}

const failed = () => errorEnvelope('SERVER_ERROR', 'Server error', 500);

/** The handlers of the loyalty calls; `modes` makes a call fail or never answer. */
export function createLoyaltyHandlers(
  data: LoyaltyData,
  modes: Partial<Record<'profit' | 'rank' | 'missions' | 'leaderboard' | 'bonus', CallMode>> = {},
): HttpHandler[] {
  const answer = async (mode: CallMode | undefined, value: () => unknown) => {
    if (mode === 'loading') await delay('infinite');
    if (mode === 'error') return failed();
    return envelope(value());
  };
  return [
    http.get(`*${LoyaltyPaths.personalProfit}`, ({ request }) => {
      const url = new URL(request.url);
      data.profitQueries.push({
        startDate: url.searchParams.get('startDate') ?? undefined,
        endDate: url.searchParams.get('endDate') ?? undefined,
      });
      return answer(modes.profit, () => data.profit);
    }),
    http.get(`*${LoyaltyPaths.bonusDetails}`, ({ request }) => {
      const url = new URL(request.url);
      const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      data.bonusQueries.push({
        startDate: url.searchParams.get('startDate') ?? undefined,
        endDate: url.searchParams.get('endDate') ?? undefined,
        pageNo,
        pageSize,
      });
      return answer(modes.bonus, (): BonusDetailsResponse => ({
        startDate: '2026-11-21',
        endDate: '2026-11-27',
        list: data.bonuses.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        pageSize,
        total: data.bonuses.length,
        totalPages: Math.ceil(data.bonuses.length / pageSize),
      }));
    }),
    http.get(`*${LoyaltyPaths.playerRank}`, () => answer(modes.rank, () => data.rank)),
    http.get(`*${LoyaltyPaths.missionSummary}`, () => answer(modes.missions, () => data.missions)),
    http.get(`*${LoyaltyPaths.missionLeaderboard}`, () =>
      answer(modes.leaderboard, () => data.leaderboard),
    ),
    http.post(`*${LoyaltyPaths.missionClaim}`, async ({ request }) => {
      const { missionId } = (await request.json()) as { missionId: number };
      const found = data.missions.missions.find((m) => m.id === missionId);
      if (!found) {
        return errorEnvelope(
          LoyaltyErrorCodes.MissionNotFound,
          LoyaltyMessages.missionNotFound,
          404,
        );
      }
      if (found.status === 'claimed') {
        return errorEnvelope(LoyaltyErrorCodes.MissionClaimed, LoyaltyMessages.missionClaimed, 409);
      }
      if (found.status !== 'claimable') {
        return errorEnvelope(
          LoyaltyErrorCodes.MissionNotClaimable,
          LoyaltyMessages.missionNotClaimable,
          409,
        );
      }
      const claimedAt = '2026-11-27T12:00:00.000Z';
      found.status = 'claimed';
      found.claimedAt = claimedAt;
      data.missions.claimable -= 1;
      data.missions.earned = (Number(data.missions.earned) + Number(found.reward)).toFixed(2);
      data.paid.push(missionId);
      return envelope({ missionId, reward: found.reward, claimedAt });
    }),
  ];
}
