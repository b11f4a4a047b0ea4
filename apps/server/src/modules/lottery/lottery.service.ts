// Rules of the lottery module (issue 13): the menus, the draws of each game on the server's clock
// (lottery.schedule.ts), the results, the bets (the stake through the wallet in the bet's own
// transaction) and the settlement of a draw (drawn with crypto randomness, every bet settled and
// every winner paid in ONE transaction, once). The scheduler (lottery.scheduler.ts) calls
// `scheduledGames` and `drawAndSettle`; `ops lottery draw` and the tests call the latter directly.
import { createHash } from 'node:crypto';
import type {
  LanguageCode,
  LotteryBet,
  LotteryBetRequest,
  LotteryBetResponse,
  LotteryBetsQuery,
  LotteryBetsResponse,
  LotteryCurrentNumeroResponse,
  LotteryDrawnGame,
  LotteryGame,
  LotteryKind,
  LotteryLaunchRequest,
  LotteryMenuGroup,
  LotteryMenuResponse,
  LotteryNumero,
  LotteryOpenedListResponse,
  LotteryOpenedNumero,
  LotteryPopularResponse,
  LotteryPrizeMode,
  LotteryRecentResponse,
  LotteryVendor,
  VnRegion,
} from '@lotusplay/api-client/contracts';
import {
  ErrorCodes,
  LANGUAGE_CODES,
  LOTTERY_BET_STATUSES,
  LOTTERY_PLAY_TYPES,
  LotteryErrorCodes,
  LotteryLimits,
  LotteryMessages,
  isLotteryNumber,
  parseMoney,
  toMoneyString,
  WalletErrorCodes,
  WalletLimits,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import type { WalletService } from '../wallet/wallet.service';
import { drawResult } from './lottery.draw';
import { PLAY_TYPE_RULES, playTypeInfo } from './lottery.odds';
import type {
  BetPageTotals,
  LotteryBetRow,
  LotteryDrawRow,
  LotteryGameRow,
  LotteryGroupRow,
  LotteryRepository,
  MemberBetTotals,
  MembersBetFilter,
} from './lottery.repository';

export type { MemberBetTotals } from './lottery.repository';
import { drawOf, fastSchedule, nextOpenDraw } from './lottery.schedule';
import type { DrawSchedule, ScheduledDraw } from './lottery.schedule';
import { possibleWinMinor, winCalculator } from './lottery.settle-math';

/** The longest key a game round takes (the wallet adds `-b` and `-w` for its two movements). */
const ROUND_KEY_MAX_LENGTH = WalletLimits.idempotencyKeyMaxLength - '-b'.length;

/**
 * The wallet key of a bet's movement: `lot-<client key>` when that fits, else `lotH-` and the
 * key's SHA-256 (base64url). Never cut: two long keys that share a beginning are two bets.
 * The prefixes keep the two forms apart (a plain key always gives `lot-…`).
 */
export function lotteryLedgerKey(clientKey: string): string {
  const plain = `lot-${clientKey}`;
  if (plain.length <= ROUND_KEY_MAX_LENGTH) return plain;
  return `lotH-${createHash('sha256').update(clientKey).digest('base64url')}`;
}

/** The lottery vendors: the pages a launch of each opens (SPEC.md §4). */
export const LOTTERY_VENDOR_PAGES: Readonly<Record<LotteryVendor, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

const PRIZE_MODES: readonly LotteryPrizeMode[] = ['Lott', 'ZY', 'Elott', 'SEA'];
/** How far back bets count for the popular list. */
const POPULAR_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** How long the catalogue and the popular counts are kept in memory. */
const CATALOGUE_TTL_MS = 5_000;
const POPULAR_TTL_MS = 5_000;
/**
 * The furthest ahead a bet may be placed: up to one day before its draw closes (measured to the
 * close, not the draw: between a daily draw's close and its draw, the draw taking bets is
 * tomorrow's, more than a day before its draw time).
 */
const BET_AHEAD_MS = 24 * 60 * 60 * 1000;

/** What the draw of a game and the most a bet on it can pay depend on: its kind and region. */
function drawnGame(game: LotteryGameRow): LotteryDrawnGame {
  return game.region ? { kind: game.kind, region: game.region } : { kind: game.kind };
}

/** A game with its schedule, as the scheduler needs it. */
export interface ScheduledGame {
  gameCode: string;
  kind: LotteryKind;
  region?: VnRegion;
  schedule: DrawSchedule;
}

/** The member of a request, as the session guards found it. */
export interface LotteryMember {
  id: number;
}

/** Options of the service. */
export interface LotteryServiceOptions {
  /** LOTTERY_FAST_DRAW_SECONDS: the interval of every fast game (null: each game's own). */
  fastDrawSeconds?: number | null;
}

/** Where the settlement may be made to fail (tests only: a crash in the middle). */
export type SettlementStage = 'bets-settled' | 'winners-paid';

const error = (status: number, code: string, message: string) =>
  new AppError(status, code, message);
const gameNotFound = () => error(404, LotteryErrorCodes.GameNotFound, LotteryMessages.gameNotFound);
const numeroNotFound = () =>
  error(404, LotteryErrorCodes.NumeroNotFound, LotteryMessages.numeroNotFound);
const betsClosed = () => error(409, LotteryErrorCodes.BetsClosed, LotteryMessages.betsClosed);
const numbersInvalid = () =>
  error(400, LotteryErrorCodes.NumbersInvalid, LotteryMessages.numbersInvalid);
const invalid = (message: string) => error(400, ErrorCodes.Validation, message);

/** The catalogue as the calls use it. */
interface Catalogue {
  groups: LotteryGroupRow[];
  games: LotteryGameRow[];
  byCode: Map<string, LotteryGameRow>;
  byId: Map<number, LotteryGameRow>;
  readAt: number;
}

function languageOf(language: string | undefined): LanguageCode {
  const upper = (language ?? '').toUpperCase();
  return (LANGUAGE_CODES as readonly string[]).includes(upper) ? (upper as LanguageCode) : 'EN';
}

function nameIn(names: Record<string, string>, language: LanguageCode): string {
  return names[language] ?? names.EN ?? '';
}

/** The prize mode of a game's kind. */
function prizeModeOf(kind: LotteryKind): LotteryPrizeMode {
  return kind === 'SEA' ? 'SEA' : kind === 'ELOTT' ? 'Elott' : 'Lott';
}

function sha256(fields: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The lottery: menus, draws, results, bets and settlement. */
export class LotteryService {
  private catalogueCache: Catalogue | null = null;
  private popularCache: { at: number; counts: Map<number, number> } | null = null;
  /** Tests only: called at a stage of every settlement (throw to make it fail there). */
  settlementFault: ((stage: SettlementStage) => void) | null = null;

  constructor(
    private readonly repository: LotteryRepository,
    private readonly wallet: WalletService,
    private readonly clock: () => Date,
    private readonly options: LotteryServiceOptions = {},
  ) {}

  private async catalogue(): Promise<Catalogue> {
    const now = Date.now();
    if (this.catalogueCache && now - this.catalogueCache.readAt < CATALOGUE_TTL_MS) {
      return this.catalogueCache;
    }
    const { groups, games } = await this.repository.catalogue();
    this.catalogueCache = {
      groups,
      games,
      byCode: new Map(games.map((g) => [g.code, g])),
      byId: new Map(games.map((g) => [g.id, g])),
      readAt: now,
    };
    return this.catalogueCache;
  }

  private async game(gameCode: string): Promise<LotteryGameRow> {
    const game = (await this.catalogue()).byCode.get(gameCode);
    if (!game) throw gameNotFound();
    return game;
  }

  /**
   * Per member of `memberIds` (a team): the stakes (the valid bet) and wins of its bets settled in
   * [since, until), and the bets it placed in that range; one grouped query.
   */
  betTotalsByMember(
    memberIds: readonly number[],
    since: Date,
    until: Date,
  ): Promise<Map<number, MemberBetTotals>> {
    return this.repository.betTotalsByMember(memberIds, since, until);
  }

  /**
   * A page of the bets of `memberIds` (a team) placed in [since, until), newest first, each with
   * its game's code and name in `language`, and the count and sums of every bet of the filter
   * (minor units); one query each.
   */
  async betsOfMembers(
    filter: MembersBetFilter,
    limit: number,
    offset: number,
    language?: string,
  ): Promise<{
    rows: (LotteryBetRow & { gameCode: string; gameName: string })[];
    totals: BetPageTotals;
  }> {
    const [catalogue, rows, totals] = await Promise.all([
      this.catalogue(),
      this.repository.betsOfMembers(filter, limit, offset),
      this.repository.betPageTotals(filter),
    ]);
    const lang = languageOf(language);
    return {
      rows: rows.map((row) => {
        const game = catalogue.byId.get(row.gameId);
        return {
          ...row,
          gameCode: game?.code ?? '',
          gameName: game ? nameIn(game.names, lang) : '',
        };
      }),
      totals,
    };
  }

  /** A game's schedule (a fast game's interval as the server is configured). */
  scheduleOf(game: LotteryGameRow): DrawSchedule {
    const fast = this.options.fastDrawSeconds;
    if (game.fast && fast) return fastSchedule(fast);
    return {
      intervalSeconds: game.intervalSeconds,
      offsetSeconds: game.offsetSeconds,
      closeBeforeSeconds: game.closeBeforeSeconds,
    };
  }

  private numero(draw: ScheduledDraw): LotteryNumero {
    return {
      numero: draw.numero,
      closeTime: draw.closeTime.toISOString(),
      drawTime: draw.drawTime.toISOString(),
      status: 'OPEN',
    };
  }

  private toGame(game: LotteryGameRow, language: LanguageCode, now: Date): LotteryGame {
    const schedule = this.scheduleOf(game);
    const playTypes = LOTTERY_PLAY_TYPES[game.kind];
    return {
      gameId: game.id,
      gameCode: game.code,
      name: nameIn(game.names, language),
      kind: game.kind,
      ...(game.region ? { region: game.region } : {}),
      vendor: game.vendor,
      prizeMode: prizeModeOf(game.kind),
      groupTag: game.groupTag,
      defaultPlayType: playTypes[0] ?? null,
      playTypes: playTypes.map(playTypeInfo),
      drawIntervalSeconds: schedule.intervalSeconds,
      closeBeforeSeconds: schedule.closeBeforeSeconds,
      nextNumero: this.numero(nextOpenDraw(schedule, now)),
    };
  }

  private menu(
    catalogue: Catalogue,
    language: LanguageCode,
    keep: (group: LotteryGroupRow) => boolean,
  ): LotteryMenuResponse {
    const now = this.clock();
    const gameMenus: LotteryMenuGroup[] = [];
    for (const group of catalogue.groups) {
      if (!keep(group)) continue;
      const games = catalogue.games.filter((g) => g.groupTag === group.tag);
      if (games.length === 0) continue;
      gameMenus.push({
        groupTag: group.tag,
        name: nameIn(group.names, language),
        accountTypeName: group.vendor,
        games: games.map((g) => this.toGame(g, language, now)),
      });
    }
    return { gameMenus };
  }

  /** `GET /lgw/games/game_menus`: every lottery menu group with its games. */
  async gameMenus(language?: string): Promise<LotteryMenuResponse> {
    return this.menu(await this.catalogue(), languageOf(language), () => true);
  }

  /** Whether a group belongs to a prize mode's menu: SEA → the SEA games; else the others. */
  private static inPrizeMode(vendor: LotteryVendor, prizeMode: LotteryPrizeMode): boolean {
    return prizeMode === 'SEA' ? vendor === 'TCG_SEA' : vendor !== 'TCG_SEA';
  }

  private static checkPrizeMode(prizeMode: string | undefined): LotteryPrizeMode | undefined {
    if (prizeMode === undefined) return undefined;
    if (!(PRIZE_MODES as readonly string[]).includes(prizeMode)) {
      throw invalid(`prizeMode must be one of: ${PRIZE_MODES.join(', ')}`);
    }
    return prizeMode as LotteryPrizeMode;
  }

  /** `GET /lgw/vn/games/game_menu`: one prize mode's menu. */
  async gameMenu(prizeMode: string, language?: string): Promise<LotteryMenuResponse> {
    const mode = LotteryService.checkPrizeMode(prizeMode)!;
    return this.menu(await this.catalogue(), languageOf(language), (group) =>
      LotteryService.inPrizeMode(group.vendor, mode),
    );
  }

  /** `GET /lgw/vn/games/game_menu/recent`: the games the member bet on, latest first. */
  async recent(member: LotteryMember, language?: string): Promise<LotteryRecentResponse> {
    const [ids, catalogue] = await Promise.all([
      this.repository.recentGameIds(member.id, LotteryLimits.recentCount),
      this.catalogue(),
    ]);
    const lang = languageOf(language);
    const now = this.clock();
    const list = ids
      .map((id) => catalogue.byId.get(id))
      .filter((g): g is LotteryGameRow => g !== undefined)
      .map((g) => this.toGame(g, lang, now));
    return { list };
  }

  /**
   * `GET /lgw/games/popular`: the games with the most bets in the last 7 days, then the others
   * in catalogue order; at most `count` (≤ 20).
   */
  async popular(query: {
    count?: number;
    prizeMode?: string;
    language?: string;
  }): Promise<LotteryPopularResponse> {
    const countAsked = query.count ?? LotteryLimits.popularCount;
    if (
      !Number.isInteger(countAsked) ||
      countAsked < 1 ||
      countAsked > LotteryLimits.popularCount
    ) {
      throw invalid(`count must be 1–${LotteryLimits.popularCount}`);
    }
    const mode = LotteryService.checkPrizeMode(query.prizeMode);
    const catalogue = await this.catalogue();
    const now = this.clock();
    // Kept a few seconds on the server's clock (read again if the clock went back).
    const at = now.getTime();
    const kept = this.popularCache;
    if (!kept || at - kept.at >= POPULAR_TTL_MS || at < kept.at) {
      const counts = await this.repository.betCountsSince(new Date(at - POPULAR_WINDOW_MS));
      this.popularCache = { at, counts: new Map(counts.map((c) => [c.gameId, c.bets])) };
    }
    const counts = this.popularCache!.counts;
    const order = new Map(catalogue.games.map((g, index) => [g.id, index]));
    const games = catalogue.games
      .filter((g) => mode === undefined || LotteryService.inPrizeMode(g.vendor, mode))
      .sort(
        (a, b) =>
          (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || order.get(a.id)! - order.get(b.id)!,
      )
      .slice(0, countAsked);
    const lang = languageOf(query.language);
    return { list: games.map((g) => this.toGame(g, lang, now)) };
  }

  private opened(game: LotteryGameRow, row: LotteryDrawRow): LotteryOpenedNumero {
    return {
      gameCode: game.code,
      numero: row.numero,
      drawTime: row.drawTime.toISOString(),
      prizes: row.prizes ?? [],
    };
  }

  /** `GET /lgw/vn/numeros/opened/game`: the game's last results, newest first (≤ 100). */
  async openedList(gameCode: string, count?: number): Promise<LotteryOpenedListResponse> {
    const asked = count ?? LotteryLimits.openedCount;
    if (!Number.isInteger(asked) || asked < 1 || asked > LotteryLimits.openedCount) {
      throw invalid(`count must be 1–${LotteryLimits.openedCount}`);
    }
    const game = await this.game(gameCode);
    const rows = await this.repository.opened(game.id, asked);
    return { list: rows.map((row) => this.opened(game, row)) };
  }

  /** `GET /lotto/lgw/games/opened/numero`: the draw taking bets now and the latest result. */
  async current(gameCode: string): Promise<LotteryCurrentNumeroResponse> {
    const game = await this.game(gameCode);
    const now = this.clock();
    const [latest] = await this.repository.opened(game.id, 1);
    return {
      gameCode: game.code,
      current: this.numero(nextOpenDraw(this.scheduleOf(game), now)),
      latest: latest ? this.opened(game, latest) : null,
      serverTime: now.toISOString(),
    };
  }

  private toBet(
    row: LotteryBetRow,
    game: LotteryGameRow | undefined,
    lang: LanguageCode,
  ): LotteryBet {
    return {
      betId: String(row.id),
      gameCode: game?.code ?? '',
      gameName: game ? nameIn(game.names, lang) : '',
      numero: row.numero,
      playType: row.playType,
      numbers: row.numbers,
      stake: toMoneyString(row.stakeMinor),
      totalStake: toMoneyString(row.totalStakeMinor),
      odds: row.odds,
      // Worked out again from the bet, so a bet placed before the VN_LO2 rule counted repeated
      // hits (issue 24, finding 7) answers its true most too; the row keeps what was answered.
      possibleWin: toMoneyString(
        game
          ? possibleWinMinor(drawnGame(game), row.playType, row.numbers, row.stakeMinor)
          : row.possibleWinMinor,
      ),
      status: row.status,
      win: row.winMinor === null || row.status === 'OPEN' ? null : toMoneyString(row.winMinor),
      placedAt: row.placedAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    };
  }

  /** The main wallet's balance of the member (minor units). */
  private async mainBalance(memberId: number): Promise<string> {
    const balances = await this.wallet.balances(memberId);
    return balances.wallets.find((w) => w.code === 'MAIN')?.balance ?? '0.00';
  }

  /**
   * `POST /lgw/bets`: checks the bet (game, draw still taking bets on the server's clock, play
   * type, numbers, stake limits), then in ONE transaction shares the hold on the draw (a
   * settlement under way is waited for), takes the stake through the wallet (kind 'bet',
   * INSUFFICIENT_BALANCE above the balance) and writes the bet unless the draw has its result
   * (then BETS_CLOSED, and the transaction with the stake is rolled back). A retry with the same
   * key and body answers the bet again (the money moved once); another body is 409.
   */
  async placeBet(
    member: LotteryMember,
    request: LotteryBetRequest,
    language?: string,
  ): Promise<LotteryBetResponse> {
    const lang = languageOf(language);
    const game = await this.game(request.gameCode);
    const stakeMinor = parseMoney(request.stake);
    const hash = sha256([
      request.gameCode,
      request.numero,
      request.playType,
      request.numbers,
      request.stake,
    ]);
    const replay = async (): Promise<LotteryBetResponse | null> => {
      const known = await this.repository.betByKey(member.id, request.idempotencyKey);
      if (!known) return null;
      if (known.requestHash !== hash) {
        throw error(409, WalletErrorCodes.IdempotencyConflict, 'This key was used for another bet');
      }
      return {
        bet: this.toBet(known, game, lang),
        balance: await this.mainBalance(member.id),
      };
    };
    // A new bet is not looked up first: a retry of a bet that was taken is answered from its row
    // when this request is refused (its draw closed meanwhile, …) or its key is found taken (the
    // wallet's 409, the bet's unique index); another body with the key is 409.
    let moving = false;
    try {
      const { draw, now, rule, stake } = this.checkBet(game, request, stakeMinor);
      const numbers = request.numbers;
      const totalStakeMinor = stake * numbers.length;
      const pay = await this.wallet.prepareGameRound(member.id, {
        wallet: 'MAIN',
        stake: totalStakeMinor,
        win: 0,
        idempotencyKey: lotteryLedgerKey(request.idempotencyKey),
        reference: `lottery ${game.code} ${draw.numero}`,
      });
      moving = true;
      const { row, balance } = await this.repository.transaction(async (tx) => {
        await this.repository.holdDraw(tx, game.id, draw.numero, 'bet');
        // The clock again, now that any settlement of this draw is past: closed meanwhile?
        if (draw.closeTime.getTime() <= this.clock().getTime()) throw betsClosed();
        const movement = await pay(tx);
        const row = await this.repository.insertBetUnlessDrawn(tx, {
          memberId: member.id,
          gameId: game.id,
          numero: draw.numero,
          playType: request.playType,
          numbers: [...numbers],
          stakeMinor: stake,
          totalStakeMinor,
          odds: rule.odds,
          possibleWinMinor: possibleWinMinor(drawnGame(game), request.playType, numbers, stake),
          placedAt: now,
          idempotencyKey: request.idempotencyKey,
          requestHash: hash,
          ledgerTransactionId: movement.betTransactionId,
        });
        // Drawn meanwhile (early, by the operator): the stake taken above is rolled back.
        if (!row) throw betsClosed();
        return { row, balance: movement.balanceAfter };
      });
      return { bet: this.toBet(row, game, lang), balance: toMoneyString(balance) };
    } catch (caught) {
      if (
        caught instanceof AppError ||
        (caught as { cause?: { code?: string } })?.cause?.code === '23505'
      ) {
        const twin = await replay();
        if (twin) return twin;
      }
      throw caught;
    } finally {
      if (moving) this.wallet.balancesChanged(member.id);
    }
  }

  /**
   * The checks of a bet before any money moves, on the server's clock: its draw takes bets, the
   * play type is the game's, the numbers fit it (distinct, at most the limit), the stake is within
   * the play type's limits. Throws the refusal; answers the draw, the time and the stake.
   */
  private checkBet(game: LotteryGameRow, request: LotteryBetRequest, stakeMinor: number | null) {
    const draw = drawOf(this.scheduleOf(game), request.numero);
    const now = this.clock();
    if (!draw || draw.closeTime.getTime() > now.getTime() + BET_AHEAD_MS) throw numeroNotFound();
    if (draw.closeTime.getTime() <= now.getTime()) throw betsClosed();
    if (!(LOTTERY_PLAY_TYPES[game.kind] as readonly string[]).includes(request.playType)) {
      throw error(400, LotteryErrorCodes.PlayTypeInvalid, LotteryMessages.playTypeInvalid);
    }
    const numbers = request.numbers;
    if (
      numbers.length === 0 ||
      numbers.length > LotteryLimits.maxNumbersPerBet ||
      new Set(numbers).size !== numbers.length ||
      !numbers.every((n) => isLotteryNumber(request.playType, n))
    ) {
      throw numbersInvalid();
    }
    const rule = PLAY_TYPE_RULES[request.playType];
    if (stakeMinor === null || stakeMinor < rule.minStakeMinor || stakeMinor > rule.maxStakeMinor) {
      throw error(400, LotteryErrorCodes.StakeOutOfRange, LotteryMessages.stakeOutOfRange);
    }
    return { draw, now, rule, stake: stakeMinor };
  }

  /** `GET /lgw/bets`: the member's bets, newest first, a page at a time. */
  async bets(
    member: LotteryMember,
    query: LotteryBetsQuery & { language?: string },
  ): Promise<LotteryBetsResponse> {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? LotteryLimits.betsPageSize;
    if (!Number.isInteger(pageNo) || pageNo < 1) throw invalid('pageNo must be 1 or more');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > LotteryLimits.maxBetsPageSize) {
      throw invalid(`pageSize must be 1–${LotteryLimits.maxBetsPageSize}`);
    }
    if (query.status !== undefined && !LOTTERY_BET_STATUSES.includes(query.status)) {
      throw invalid(`status must be one of: ${LOTTERY_BET_STATUSES.join(', ')}`);
    }
    const catalogue = await this.catalogue();
    const game = query.gameCode === undefined ? undefined : await this.game(query.gameCode);
    const { rows, total } = await this.repository.memberBets(
      {
        memberId: member.id,
        ...(game ? { gameId: game.id } : {}),
        ...(query.status ? { status: query.status } : {}),
      },
      pageSize,
      (pageNo - 1) * pageSize,
    );
    const lang = languageOf(query.language);
    return {
      list: rows.map((row) => this.toBet(row, catalogue.byId.get(row.gameId), lang)),
      pageNo,
      totalPages: Math.ceil(total / pageSize),
      totalCount: total,
    };
  }

  /** Every enabled game with its schedule (the scheduler's list). */
  async scheduledGames(): Promise<ScheduledGame[]> {
    const catalogue = await this.catalogue();
    return catalogue.games.map((game) => ({
      gameCode: game.code,
      kind: game.kind,
      ...(game.region ? { region: game.region } : {}),
      schedule: this.scheduleOf(game),
    }));
  }

  /**
   * Draws and settles one draw, exactly once: in ONE transaction it locks the draw's row
   * (written when missing; FOR UPDATE), answers 'already' when it has a result; else draws the
   * result (crypto randomness), settles every OPEN bet (WON with its win, else LOST), credits the
   * winners through the wallet (one ledger transaction for the draw, one entry per winning member,
   * house → member, kind 'win', keyed by the draw) and stores the result. A failure anywhere rolls
   * all of it back; the next run does it whole. Any numero of the schedule may be drawn (an
   * operator may draw before the draw time: bets are refused from then on).
   */
  async drawAndSettle(gameCode: string, numero: string): Promise<'settled' | 'already'> {
    const game = await this.game(gameCode);
    const draw = drawOf(this.scheduleOf(game), numero);
    if (!draw) throw numeroNotFound();
    const credit = await this.wallet.prepareBulkCredit('win', {
      idempotencyKey: `lottery-${game.code}-${draw.numero}`,
      reference: `lottery ${game.code} ${draw.numero}`,
    });
    const result = await this.repository.transaction(async (tx) => {
      await this.repository.holdDraw(tx, game.id, draw.numero, 'settle');
      const row = await this.repository.lockDraw(tx, { gameId: game.id, ...draw });
      if (row.prizes !== null) return { outcome: 'already' as const, paid: [] as number[] };
      const prizes = drawResult(drawnGame(game));
      const bets = await this.repository.openBets(tx, game.id, draw.numero);
      const win = winCalculator(prizes);
      const ids: number[] = [];
      const wins: number[] = [];
      const credits: { memberId: number; amount: number }[] = [];
      for (const bet of bets) {
        const amount = win(bet);
        if (amount > 0) {
          ids.push(bet.id);
          wins.push(amount);
          credits.push({ memberId: bet.memberId, amount });
        }
      }
      await this.repository.settle(
        tx,
        { id: row.id, gameId: game.id, numero: draw.numero },
        prizes,
        { ids, wins },
        bets.length,
        this.clock(),
      );
      this.settlementFault?.('bets-settled');
      const paid = await credit(tx, credits);
      this.settlementFault?.('winners-paid');
      return { outcome: 'settled' as const, paid: paid.memberIds };
    });
    for (const memberId of result.paid) this.wallet.balancesChanged(memberId);
    return result.outcome;
  }

  /**
   * `ops lottery draw`: draws and settles `numero` (default: the draw taking bets now) at once,
   * answering the outcome and the draw's result.
   */
  async drawNow(
    gameCode: string,
    numero?: string,
  ): Promise<{
    gameCode: string;
    numero: string;
    outcome: 'settled' | 'already';
    result: LotteryOpenedNumero | null;
  }> {
    const game = await this.game(gameCode);
    const chosen = numero ?? nextOpenDraw(this.scheduleOf(game), this.clock()).numero;
    const outcome = await this.drawAndSettle(game.code, chosen);
    const row = await this.repository.draw(game.id, chosen);
    return {
      gameCode: game.code,
      numero: chosen,
      outcome,
      result: row?.prizes ? this.opened(game, row) : null,
    };
  }

  /** The numeros of a game with OPEN bets drawn in [from, to] (the scheduler's catch-up). */
  async drawsWithOpenBets(gameCode: string, from: Date, to: Date): Promise<string[]> {
    const game = await this.game(gameCode);
    return this.repository.drawsWithOpenBets(game.id, from, to);
  }

  /**
   * The lobby launch of a lottery vendor (`/wps/game/launchGame` with the lottery fields): the
   * site's own lottery page for them (`origin` is this server's origin as the browser reached it;
   * `siteHosts` the brand's other hosts). backUrl is accepted only on those hosts.
   */
  isLotteryVendor(vendorCode: string): vendorCode is LotteryVendor {
    return Object.hasOwn(LOTTERY_VENDOR_PAGES, vendorCode);
  }

  async launchUrl(
    vendorCode: string,
    request: Partial<
      Omit<LotteryLaunchRequest, 'lottoArea' | 'launchMode' | 'lottoPrizeMode' | 'device'>
    > & {
      lottoPrizeMode?: string;
    },
    origin: string,
    siteHosts: readonly string[],
  ): Promise<{ url: string }> {
    if (!this.isLotteryVendor(vendorCode)) throw gameNotFound();
    const vendor = vendorCode;
    if (
      request.lottoPrizeMode !== undefined &&
      !(PRIZE_MODES as readonly string[]).includes(request.lottoPrizeMode)
    ) {
      throw invalid(`lottoPrizeMode must be one of: ${PRIZE_MODES.join(', ')}`);
    }
    const catalogue = await this.catalogue();
    const game = request.lottoGameCode
      ? catalogue.byCode.get(request.lottoGameCode)
      : catalogue.games.find((g) => g.vendor === vendor);
    if (!game || game.vendor !== vendor) throw gameNotFound();
    if (request.backUrl !== undefined && request.backUrl !== '') {
      if (!isSiteUrl(request.backUrl, origin, siteHosts)) {
        throw error(400, LotteryErrorCodes.BackUrlInvalid, LotteryMessages.backUrlInvalid);
      }
    }
    const params = new URLSearchParams({ gameCode: game.code });
    if (vendor === 'LOTT' || vendor === 'ELOTT') params.set('vendor', vendor);
    const playType = LOTTERY_PLAY_TYPES[game.kind][0];
    if (playType) params.set('playType', playType);
    params.set('view', request.lottoView === 'lobby' ? 'lobby' : 'betting');
    if (request.backUrl) params.set('backUrl', request.backUrl);
    return { url: `${origin}${LOTTERY_VENDOR_PAGES[vendor]}?${params.toString()}` };
  }
}

/**
 * Whether `address` is on the site: a path of this site ('/…', not '//…'), or an http(s) address
 * without user info whose host is this server's or one of the brand's hosts (`siteHosts`: URLs or
 * bare hosts). Anything else (other schemes, other hosts, look-alike hosts) is refused.
 */
export function isSiteUrl(address: string, origin: string, siteHosts: readonly string[]): boolean {
  // Backslashes, spaces and control characters: browsers read them in surprising ways.
  const odd = [...address].some((c) => c === '\\' || c.charCodeAt(0) <= 0x20 || c === '\u007f');
  if (address.length > 512 || odd) return false;
  if (address.startsWith('/')) return !address.startsWith('//');
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const hostOf = (value: string): string | null => {
    try {
      return new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`).host.toLowerCase();
    } catch {
      return null;
    }
  };
  const allowed = new Set(
    [origin, ...siteHosts].map(hostOf).filter((host): host is string => host !== null),
  );
  return allowed.has(url.host.toLowerCase());
}
