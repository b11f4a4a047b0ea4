// Rules of the member centre's loyalty pages (issue 27). Personal loss is the betting record's
// rounds summed per category (the games service reads them with the record's own day bounds).
// Club ranks follow valid bets (stakes of settled rounds, all time): reaching a rank records it,
// pays its upgrade bonus once (ledger kind bonus) and raises the member's club rank (which routes
// customer service to the VIP channel above level 4, and writes the "rank reached" message).
// Missions count real activity in their window — valid bets and rounds (games), deposits
// credited (the wallet's event), days logged in (the login history) — and pay once when claimed.
import type {
  BonusDetailsQuery,
  BonusDetailsResponse,
  BonusSource,
  GameType,
  LanguageCode,
  Mission,
  MissionClaimResponse,
  MissionKind,
  MissionLeaderboardResponse,
  MissionStatus,
  MissionSummaryResponse,
  OpsMission,
  OpsMissionInput,
  OpsRankInput,
  PersonalProfitQuery,
  PersonalProfitResponse,
  PlayerRankResponse,
} from '@lotusplay/api-client/contracts';
import {
  AccountRecordLimits,
  accountRecordRangeError,
  addCalendarDays,
  calendarDayOf,
  ErrorCodes,
  isCalendarDay,
  LoyaltyErrorCodes,
  LoyaltyLimits,
  LoyaltyMessages,
  MONEY_MISSION_KINDS,
  parseMoney,
  toMoneyString,
  zonedDayStart,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import type { MemberEvents } from '../events/events.service';
import { maskUsername, type GamesService } from '../games/games.service';
import type { MemberAccountService } from '../member/member-account.service';
import type { MemberService } from '../member/member.service';
import type { WalletService } from '../wallet/wallet.service';
import type { ClubRankRow, LoyaltyRepository, MissionRow } from './loyalty.repository';

const UTC = 'UTC';
const EPOCH = new Date(0);
/** Login-history pages read at most for one login mission (50 entries each). */
const LOGIN_PAGES_MAX = 20;
const LOGIN_PAGE_SIZE = 50;

const missionNotFound = () =>
  new AppError(404, LoyaltyErrorCodes.MissionNotFound, LoyaltyMessages.missionNotFound);
const missionClaimed = () =>
  new AppError(409, LoyaltyErrorCodes.MissionClaimed, LoyaltyMessages.missionClaimed);
const missionNotClaimable = () =>
  new AppError(409, LoyaltyErrorCodes.MissionNotClaimable, LoyaltyMessages.missionNotClaimable);

/** Percent of `part` in `whole`, 0–100, rounded down. */
function percent(part: number, whole: number): number {
  if (whole <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((part * 100) / whole)));
}

/** A mission's target or progress as the page shows it: money or a count. */
function amountText(kind: MissionKind, value: number): string {
  return MONEY_MISSION_KINDS.includes(kind) ? toMoneyString(value) : String(value);
}

/** The status of a mission with `progress` at `now` (claimedAt: the member's claim, if any). */
export function missionStatus(
  mission: Pick<MissionRow, 'startsAt' | 'endsAt' | 'target'>,
  progress: number,
  claimed: boolean,
  now: Date,
): MissionStatus {
  if (claimed) return 'claimed';
  if (now < mission.startsAt) return 'comingSoon';
  if (progress >= mission.target) return 'claimable';
  if (mission.endsAt !== null && now >= mission.endsAt) return 'ended';
  return 'inProgress';
}

/**
 * Where a bonus came from, by the reference the server wrote with its ledger credit (the raffle
 * claim's 'promotion <code> raffle', 'mission <code> reward', 'club rank <n> <name> upgrade
 * bonus', a rebate's 'rebate …', a referral's 'referral … first deposit'); anything else the
 * ledger booked as a bonus is 'other'.
 */
export function bonusSource(reference: string): BonusSource {
  if (/^promotion \S+ raffle$/.test(reference)) return 'raffle';
  if (reference.startsWith('promotion ')) return 'promotion';
  if (reference.startsWith('mission ')) return 'mission';
  if (reference.startsWith('club rank ')) return 'rank';
  if (reference.startsWith('rebate')) return 'rebate';
  if (reference.startsWith('referral ')) return 'referral';
  return 'other';
}

/** The highest rank `validBet` reaches (null: none). */
export function rankOf(ranks: readonly ClubRankRow[], validBet: number): ClubRankRow | null {
  let reached: ClubRankRow | null = null;
  for (const rank of ranks) if (validBet >= rank.minValidBet) reached = rank;
  return reached;
}

/** The loyalty module's service. */
export class LoyaltyService {
  constructor(
    private readonly repository: LoyaltyRepository,
    private readonly games: Pick<GamesService, 'bettingSummary' | 'roundTotals' | 'stakeLeaders'>,
    private readonly wallet: Pick<
      WalletService,
      'prepareCredit' | 'balancesChanged' | 'accountRecord'
    >,
    private readonly members: Pick<MemberService, 'findById' | 'setClubRank'>,
    private readonly account: Pick<MemberAccountService, 'loginHistory'>,
    private readonly events: Pick<MemberEvents, 'claimablesChanged'>,
    private readonly clock: () => Date,
  ) {}

  /** `MCSFE_personalProfit`: the member's profit and loss over a range of days, per category. */
  async personalProfit(
    memberId: number,
    query: PersonalProfitQuery,
  ): Promise<PersonalProfitResponse> {
    const { from, to, byType } = await this.games.bettingSummary(memberId, query);
    let rounds = 0;
    let stake = 0;
    let win = 0;
    const categories = byType
      .filter((line) => line.count > 0)
      .map((line) => {
        rounds += line.count;
        stake += line.stake;
        win += line.win;
        return {
          gameType: line.gameType as GameType,
          rounds: line.count,
          stake: toMoneyString(line.stake),
          win: toMoneyString(line.win),
          profit: toMoneyString(line.win - line.stake),
        };
      });
    return {
      startDate: from,
      endDate: to,
      rounds,
      stake: toMoneyString(stake),
      win: toMoneyString(win),
      profit: toMoneyString(win - stake),
      categories,
    };
  }

  /**
   * `MCSFE_bonusDetails`: a page of the bonuses the ledger credited the member over a range of days
   * (default the last 7), newest first, each with its source and the wagering still to do: its
   * amount × the multiplier in valid bets placed since it was credited.
   */
  async bonusDetails(memberId: number, query: BonusDetailsQuery): Promise<BonusDetailsResponse> {
    const now = this.clock();
    const to = query.endDate ?? calendarDayOf(now, UTC);
    const from =
      query.startDate ??
      (isCalendarDay(to) ? addCalendarDays(to, 1 - AccountRecordLimits.defaultRangeDays) : to);
    const rangeError = accountRecordRangeError(from, to);
    if (rangeError !== null) throw new AppError(400, ErrorCodes.Validation, rangeError);
    const record = await this.wallet.accountRecord(
      memberId,
      {
        type: 'bonus',
        from,
        to,
        pageNo: query.pageNo ?? 1,
        pageSize: query.pageSize ?? AccountRecordLimits.defaultPageSize,
      },
      now,
    );
    const until = new Date(now.getTime() + 1);
    const list = await Promise.all(
      record.list.map(async (entry) => {
        const amount = parseMoney(entry.amount) ?? 0;
        const required = amount * LoyaltyLimits.bonusWageringMultiplier;
        const wagered = (await this.games.roundTotals(memberId, new Date(entry.time), until)).stake;
        const done = Math.min(required, wagered);
        return {
          id: entry.id,
          time: entry.time,
          source: bonusSource(entry.reference),
          amount: toMoneyString(amount),
          reference: entry.reference,
          wageringRequired: toMoneyString(required),
          wageringDone: toMoneyString(done),
          wageringRemaining: toMoneyString(required - done),
        };
      }),
    );
    return {
      startDate: from,
      endDate: to,
      list,
      pageNo: record.pageNo,
      pageSize: record.pageSize,
      total: record.total,
      totalPages: record.totalPages,
    };
  }

  /**
   * `MCSFE_getPlayerRank`: the ranks, the member's from their valid bets and the way to the next.
   * A rank newly reached is recorded (its upgrade bonus paid once) and raises the club rank.
   */
  async playerRank(memberId: number): Promise<PlayerRankResponse> {
    const [ranks, totals] = await Promise.all([
      this.repository.ranks(),
      this.games.roundTotals(memberId, EPOCH, new Date(this.clock().getTime() + 1)),
    ]);
    const validBet = totals.stake;
    const reached = rankOf(ranks, validBet);
    const storedLevel = await this.reach(memberId, ranks, reached);
    const level = Math.max(reached?.level ?? 0, storedLevel);
    const current = ranks.find((rank) => rank.level === level) ?? reached;
    const next = ranks.find((rank) => rank.level > level) ?? null;
    const base = current?.minValidBet ?? 0;
    return {
      ranks: ranks.map((rank) => ({
        level: rank.level,
        name: rank.name,
        minValidBet: toMoneyString(rank.minValidBet),
        benefits: {
          upgradeBonus: toMoneyString(rank.upgradeBonus),
          rebateBasisPoints: rank.rebateBasisPoints,
          dailyWithdrawals: rank.dailyWithdrawals,
          vipService: rank.level > LoyaltyLimits.vipRankLevelAbove,
        },
      })),
      validBet: toMoneyString(validBet),
      level,
      name: current?.name ?? null,
      next: next && {
        level: next.level,
        name: next.name,
        minValidBet: toMoneyString(next.minValidBet),
        remaining: toMoneyString(Math.max(0, next.minValidBet - validBet)),
      },
      progressPercent: next
        ? percent(Math.max(0, validBet - base), Math.max(1, next.minValidBet - base))
        : 100,
      vipService: level > LoyaltyLimits.vipRankLevelAbove,
    };
  }

  /**
   * Records every rank up to `reached` the member had not reached (paying each upgrade bonus once)
   * and raises the club rank when below; answers the member's club rank level afterwards.
   */
  private async reach(
    memberId: number,
    ranks: readonly ClubRankRow[],
    reached: ClubRankRow | null,
  ): Promise<number> {
    const member = await this.members.findById(memberId);
    const stored = member?.clubLabelName != null ? (member.clubRankLevel ?? 0) : 0;
    if (!reached) return stored;
    const done = new Set(await this.repository.reachedLevels(memberId));
    let paid = false;
    for (const rank of ranks) {
      if (rank.level > reached.level || done.has(rank.level)) continue;
      const pay =
        rank.upgradeBonus > 0
          ? await this.wallet.prepareCredit(memberId, 'bonus', rank.upgradeBonus, {
              idempotencyKey: `rank-${rank.level}-${memberId}`,
              reference: `club rank ${rank.level} ${rank.name} upgrade bonus`,
            })
          : null;
      if (await this.repository.reachRank(memberId, rank.level, rank.upgradeBonus, pay)) {
        paid ||= pay !== null;
      }
    }
    if (paid) this.wallet.balancesChanged(memberId);
    if (reached.level > stored) {
      await this.members.setClubRank(memberId, reached.name, reached.level);
      return reached.level;
    }
    return stored;
  }

  /** The member's progress on a mission (minor units or a count), within its window up to now. */
  private async progress(memberId: number, mission: MissionRow, now: Date): Promise<number> {
    if (now < mission.startsAt) return 0;
    const until =
      mission.endsAt !== null && mission.endsAt < now
        ? mission.endsAt
        : new Date(now.getTime() + 1);
    switch (mission.kind) {
      case 'validBet':
        return (await this.games.roundTotals(memberId, mission.startsAt, until)).stake;
      case 'gamesPlayed':
        return (await this.games.roundTotals(memberId, mission.startsAt, until)).count;
      case 'deposit':
        return this.repository.depositTotal(memberId, mission.startsAt, until);
      case 'login':
        return this.loginDays(memberId, mission.startsAt, until);
    }
  }

  /** Calendar days (UTC) with a login of the member in [since, until). */
  private async loginDays(memberId: number, since: Date, until: Date): Promise<number> {
    const days = new Set<string>();
    for (let pageNo = 1; pageNo <= LOGIN_PAGES_MAX; pageNo += 1) {
      const page = await this.account.loginHistory(memberId, { pageNo, pageSize: LOGIN_PAGE_SIZE });
      let older = false;
      for (const entry of page.entries) {
        const at = new Date(entry.at);
        if (at < since) older = true;
        else if (at < until) days.add(entry.at.slice(0, 10));
      }
      if (older || pageNo * LOGIN_PAGE_SIZE >= page.total) break;
    }
    return days.size;
  }

  private async missionView(
    memberId: number,
    mission: MissionRow,
    claimedAt: Date | null,
    now: Date,
    lang: LanguageCode,
  ): Promise<Mission> {
    const progress = claimedAt ? mission.target : await this.progress(memberId, mission, now);
    return {
      id: mission.id,
      code: mission.code,
      title: mission.titles[lang] ?? mission.titles.EN ?? mission.code,
      kind: mission.kind,
      target: amountText(mission.kind, mission.target),
      progress: amountText(mission.kind, Math.min(progress, mission.target)),
      progressPercent: percent(progress, mission.target),
      reward: toMoneyString(mission.reward),
      status: missionStatus(mission, progress, claimedAt !== null, now),
      startsAt: mission.startsAt.toISOString(),
      endsAt: mission.endsAt?.toISOString() ?? null,
      claimedAt: claimedAt?.toISOString() ?? null,
    };
  }

  /** `MCSFE_getMissionSummaryDetails`: the missions with the member's progress. */
  async missionSummary(memberId: number, lang: LanguageCode): Promise<MissionSummaryResponse> {
    const now = this.clock();
    const rows = await this.repository.missions();
    const [claims, earned] = await Promise.all([
      this.repository.claims(
        memberId,
        rows.map((row) => row.id),
      ),
      this.repository.claimedTotal(memberId),
    ]);
    const claimedAt = new Map(claims.map((claim) => [claim.missionId, claim.claimedAt]));
    const missions = await Promise.all(
      rows.map((row) => this.missionView(memberId, row, claimedAt.get(row.id) ?? null, now, lang)),
    );
    return {
      missions,
      claimable: missions.filter((mission) => mission.status === 'claimable').length,
      earned: toMoneyString(earned),
    };
  }

  /** How many missions the member can claim now (the menu's badge). */
  async claimableCount(memberId: number): Promise<number> {
    return (await this.missionSummary(memberId, 'EN')).claimable;
  }

  /**
   * `MCSFE_claimMission`: pays a reached mission's reward once (ledger kind bonus, in the
   * transaction that records the claim). Another claim — replayed, concurrent, from another
   * process — is 409 and pays nothing: the claim's key and the ledger's key both stand in its way.
   */
  async claimMission(memberId: number, missionId: number): Promise<MissionClaimResponse> {
    const mission = await this.repository.mission(missionId);
    if (!mission) throw missionNotFound();
    const [claimed] = await this.repository.claims(memberId, [missionId]);
    if (claimed) throw missionClaimed();
    const now = this.clock();
    const progress = await this.progress(memberId, mission, now);
    if (missionStatus(mission, progress, false, now) !== 'claimable') throw missionNotClaimable();
    const pay = await this.wallet.prepareCredit(memberId, 'bonus', mission.reward, {
      idempotencyKey: `mission-${mission.id}-${memberId}`,
      reference: `mission ${mission.code} reward`,
    });
    try {
      const claim = await this.repository.claim(mission.id, memberId, mission.reward, now, pay);
      if (!claim) throw missionClaimed();
      return {
        missionId: mission.id,
        reward: toMoneyString(claim.amount),
        claimedAt: claim.claimedAt.toISOString(),
      };
    } finally {
      this.wallet.balancesChanged(memberId);
      this.events.claimablesChanged(memberId);
    }
  }

  /** `MCSFE_getMissionLeaderboard`: members by valid bet over the last days, names masked. */
  async missionLeaderboard(memberId: number): Promise<MissionLeaderboardResponse> {
    const to = calendarDayOf(this.clock(), UTC);
    const from = addCalendarDays(to, 1 - LoyaltyLimits.leaderboardDays);
    const { leaders, me } = await this.games.stakeLeaders(
      zonedDayStart(from, UTC),
      zonedDayStart(addCalendarDays(to, 1), UTC),
      LoyaltyLimits.leaderboardSize,
      memberId,
    );
    const list = await Promise.all(
      leaders.map(async (leader, i) => {
        const member = await this.members.findById(leader.memberId);
        return {
          rank: i + 1,
          username: member ? maskUsername(member.username) : '***',
          validBet: toMoneyString(leader.stake),
        };
      }),
    );
    return { from, to, list, me: { rank: me.place, validBet: toMoneyString(me.stake) } };
  }

  /**
   * A deposit was credited (the wallet's event): recorded for deposit missions; the member's tabs
   * hear of it when a mission became claimable.
   */
  async depositCredited(event: { memberId: number; orderNo: string; amount: number }) {
    const before = await this.claimableCount(event.memberId);
    await this.repository.recordDeposit(event.orderNo, event.memberId, event.amount, this.clock());
    if ((await this.claimableCount(event.memberId)) > before) {
      this.events.claimablesChanged(event.memberId);
    }
  }

  // Operator commands.

  /** Every club rank as the member's page shows it. */
  async opsRanks(): Promise<PlayerRankResponse['ranks']> {
    return (await this.repository.ranks()).map((rank) => ({
      level: rank.level,
      name: rank.name,
      minValidBet: toMoneyString(rank.minValidBet),
      benefits: {
        upgradeBonus: toMoneyString(rank.upgradeBonus),
        rebateBasisPoints: rank.rebateBasisPoints,
        dailyWithdrawals: rank.dailyWithdrawals,
        vipService: rank.level > LoyaltyLimits.vipRankLevelAbove,
      },
    }));
  }

  /** Sets (adds or replaces) the club rank of `level`; 400 for a bad amount. */
  async setRank(level: number, input: OpsRankInput): Promise<PlayerRankResponse['ranks']> {
    const orZero = (text: string) => (/^0+(\.0{1,2})?$/.test(text) ? 0 : parseMoney(text));
    const minValidBet = orZero(input.minValidBet);
    const upgradeBonus = orZero(input.upgradeBonus);
    if (minValidBet === null || upgradeBonus === null) {
      throw new AppError(400, ErrorCodes.Validation, LoyaltyMessages.amountInvalid);
    }
    await this.repository.putRank({
      level,
      name: input.name,
      minValidBet,
      upgradeBonus,
      rebateBasisPoints: input.rebateBasisPoints,
      dailyWithdrawals: input.dailyWithdrawals,
    });
    return this.opsRanks();
  }

  /** Every mission as the operator sees it, with how many members claimed it. */
  async opsMissions(): Promise<OpsMission[]> {
    const [rows, claims] = await Promise.all([
      this.repository.missions(),
      this.repository.claimCounts(),
    ]);
    return rows.map((row) => this.opsMission(row, claims.get(row.id) ?? 0));
  }

  private opsMission(row: MissionRow, claims: number): OpsMission {
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      title: row.titles.EN ?? row.code,
      target: amountText(row.kind, row.target),
      reward: toMoneyString(row.reward),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      claims,
    };
  }

  /** Adds a mission; 400 for a bad target, reward or window, 409 for a taken code. */
  async addMission(input: OpsMissionInput): Promise<OpsMission> {
    const invalid = (message: string) => new AppError(400, ErrorCodes.Validation, message);
    const money = MONEY_MISSION_KINDS.includes(input.kind);
    const target = money
      ? parseMoney(input.target)
      : /^[1-9][0-9]{0,8}$/.test(input.target)
        ? Number(input.target)
        : null;
    if (target === null) throw invalid(LoyaltyMessages.missionTargetInvalid);
    const reward = parseMoney(input.reward);
    if (reward === null) throw invalid(LoyaltyMessages.amountInvalid);
    const startsAt = input.startsAt ? new Date(input.startsAt) : this.clock();
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    if (endsAt !== null && endsAt <= startsAt) throw invalid(LoyaltyMessages.missionWindowInvalid);
    const row = await this.repository.insertMission({
      code: input.code,
      kind: input.kind,
      titles: { EN: input.title },
      target,
      reward,
      startsAt,
      endsAt,
      sortOrder: 100,
    });
    if (!row) {
      throw new AppError(409, LoyaltyErrorCodes.MissionCodeTaken, LoyaltyMessages.missionCodeTaken);
    }
    return this.opsMission(row, 0);
  }

  /** Removes a mission by code (its claims stay); 404 when there is none. */
  async removeMission(code: string): Promise<void> {
    if (!(await this.repository.removeMission(code, this.clock()))) throw missionNotFound();
  }
}
