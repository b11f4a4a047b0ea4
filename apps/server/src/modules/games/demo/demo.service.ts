// The demo vendor: a game vendor that runs inside the platform, so that every game of the
// catalogue really plays. A launch (the games module's launchGame) issues a play token; the game
// page (demo.routes.ts, public/) shows the game and calls this service with the token:
//
// - `session`: the game, its skin (slot or baccarat), the stake limits and the wallet it plays on
//   (the vendor's merchant wallet, MAIN on a single-wallet brand) with the main wallet beside it;
// - `playRound`: the server decides the outcome (crypto randomness, random.ts) and, in ONE
//   database transaction, the bet and the win go through the ledger (WalletService
//   .prepareGameRound) and the round's immutable record is written; idempotent on the client's
//   round id (a retry, or twins sent at once, answer the first round; money moves once);
// - `bringMoney`: a transfer from the main wallet into the game's wallet (WalletService.transfer).
import type { GameClassify, GameType } from '@lotusplay/api-client/contracts';
import {
  ErrorCodes,
  GameErrorCodes,
  GameMessages,
  MAIN_WALLET_CODE,
  parseMoney,
  toMoneyString,
  WalletErrorCodes,
  WalletMessages,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../../lib/envelope';
import { sha256 } from '../../../lib/tokens';
import type { WalletService } from '../../wallet/wallet.service';
import {
  BACCARAT_BETS,
  BANKER_COMMISSION_PERCENT,
  TIE_PAYS,
  playBaccarat,
  type BaccaratBet,
  type Card,
} from './baccarat';
import type { GameRoundRow, GamesService, PlayTokenInfo } from '../games.service';
import type { DemoVendorRepository } from './demo.repository';
import { serverRandomInt, type RandomInt } from './random';
import {
  CONFIGURED_RTP,
  JACKPOT_MULTIPLIER,
  linesFor,
  PAYTABLE,
  slotModelFor,
  spin,
} from './slot-engine';

/** The two games of the demo vendor; every game of the catalogue launches one of them. */
export type DemoSkin = 'slot' | 'baccarat';

/** Stake limits of the demo vendor beyond the game's minimum bet, minor units. */
export const DemoLimits = {
  /** The largest slot stake (1,000.00), rounded down to a whole number of line bets. */
  slotMaxStake: 100_000,
  /** The largest baccarat stake (10,000.00). */
  tableMaxStake: 1_000_000,
  /** Line bets the slot's stake picker offers (× lines). */
  slotLineBets: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 4_000],
  /** Stakes the baccarat picker offers (with the minimum). */
  tableStakes: [100, 500, 1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000],
  /** The client's round id: 8–64 of [A-Za-z0-9_-] (a UUID does). */
  roundIdPattern: '^[A-Za-z0-9_-]{8,64}$',
} as const;

/**
 * Which of the two games a catalogue game plays: live and PVP games are table games; otherwise a
 * jackpot game is a slot (its jackpot honoured), a table game (TG) baccarat, RNG and FISH slots,
 * and the rest (lotteries, sports, cockfight) baccarat.
 */
export function skinFor(gameType: GameType, classify: readonly GameClassify[]): DemoSkin {
  if (gameType === 'LIVE' || gameType === 'PVP') return 'baccarat';
  if (classify.includes('JP')) return 'slot';
  if (classify.includes('TG')) return 'baccarat';
  return gameType === 'RNG' || gameType === 'FISH' ? 'slot' : 'baccarat';
}

/** A game's stake rules: inclusive limits and a step (minor units), and the picker's choices. */
export interface StakeRules {
  min: number;
  max: number;
  /** The stake must be a whole multiple of this (the slot's line count: whole-cent line bets). */
  step: number;
  options: number[];
}

export function stakeRules(skin: DemoSkin, minBet: number, lineNum: number): StakeRules {
  if (skin === 'slot') {
    const lines = linesFor(lineNum);
    const min = Math.ceil(Math.max(minBet, 1) / lines) * lines;
    const max = Math.floor(DemoLimits.slotMaxStake / lines) * lines;
    const options = DemoLimits.slotLineBets
      .map((bet) => bet * lines)
      .filter((stake) => stake >= min && stake <= max);
    return { min, max, step: lines, options: options.length ? options : [min] };
  }
  const min = Math.max(minBet, 1);
  const max = DemoLimits.tableMaxStake;
  const options = [...new Set([min, ...DemoLimits.tableStakes.filter((s) => s > min && s <= max)])];
  return { min, max, step: 1, options };
}

/** The refusal of a dead token (unknown, expired, ended, or from elsewhere). */
const tokenInvalid = () =>
  new AppError(401, GameErrorCodes.PlayTokenInvalid, GameMessages.playTokenInvalid);
const stakeInvalid = () =>
  new AppError(400, GameErrorCodes.StakeInvalid, GameMessages.stakeInvalid);
const maintenance = () =>
  new AppError(409, GameErrorCodes.GameMaintenance, GameMessages.gameMaintenance);

/** What the game page shows before the first round. */
export interface DemoSession {
  vendor: { code: string; name: string };
  game: {
    nodeId: string;
    gameCode: string;
    name: string;
    gameType: GameType;
    classify: GameClassify[];
    skin: DemoSkin;
    /** Slot: lines played; baccarat: 0. */
    lines: number;
    /** Slot: the jackpot pays (a JP game). */
    jackpot: boolean;
    maintenance: boolean;
  };
  /** The return to player the slot is built for; baccarat's are per bet (rules). */
  rtp: string;
  rules: {
    /** Slot: multiples of the line bet for 3, 4, 5 of a symbol; the jackpot for 5 JACKPOT. */
    paytable?: Record<string, readonly number[]>;
    jackpotMultiplier?: number;
    /** Baccarat: the bets and payouts. */
    bets?: readonly BaccaratBet[];
    tiePays?: number;
    bankerCommissionPercent?: number;
  };
  stake: { min: string; max: string; step: string; options: string[] };
  /** The wallet the game plays on and the main wallet (the same on a single-wallet brand). */
  wallet: { code: string; name: string; balance: string };
  main: { balance: string };
  singleWallet: boolean;
  expiresAt: string;
}

/** The request of a round. */
export interface RoundRequest {
  roundId: string;
  stake: string;
  bet?: string;
}

/** The answer of a round (the first answer again for a retry of its round id). */
export interface RoundAnswer {
  roundId: string;
  /** The vendor's round id, as the betting record shows it. */
  vendorRoundId: string;
  skin: DemoSkin;
  stake: string;
  win: string;
  walletCode: string;
  balanceBefore: string;
  balanceAfter: string;
  time: string;
  /** True when this round id had been played already: nothing moved now. */
  replayed: boolean;
  slot?: {
    grid: string[][];
    lineWins: { line: number; multiplier: number; count: number; symbol: string }[];
    jackpotHit: boolean;
    lines: number;
  };
  baccarat?: {
    bet: BaccaratBet;
    player: Card[];
    banker: Card[];
    playerTotal: number;
    bankerTotal: number;
    outcome: string;
  };
}

/** Stored in a round's `detail`: what the answer shows beyond the columns. */
interface RoundDetail {
  demoVendor: true;
  clientRoundId: string;
  skin: DemoSkin;
  walletCode: string;
  slot?: RoundAnswer['slot'];
  baccarat?: RoundAnswer['baccarat'];
}

/** A live play token with its game. */
interface PlayContext extends PlayTokenInfo {
  game: NonNullable<Awaited<ReturnType<GamesService['gameById']>>>;
}

/** The game page's calls. */
export class DemoVendorService {
  constructor(
    private readonly repository: DemoVendorRepository,
    private readonly games: GamesService,
    private readonly wallet: WalletService,
    private readonly random: RandomInt = serverRandomInt,
  ) {}

  /**
   * The play token's member and game, or 401 PLAY_TOKEN_INVALID: unknown, expired, ended with its
   * session or by a later launch, or sent from outside the launching client's address group
   * (GamesService.findPlayToken). `address`: the caller's (request.ip).
   */
  private async context(token: string | undefined, address: string): Promise<PlayContext> {
    if (typeof token !== 'string') throw tokenInvalid();
    const info = await this.games.findPlayToken(token, address);
    const game = info && (await this.games.gameById(info.gameId));
    if (!info || !game) throw tokenInvalid();
    return { ...info, game };
  }

  /** The wallet a game plays on: the vendor's merchant wallet, MAIN on a single-wallet brand. */
  private async walletOf(context: PlayContext): Promise<{ code: string; single: boolean }> {
    const { isSingle } = await this.wallet.merchantWallets();
    return { code: isSingle ? MAIN_WALLET_CODE : context.walletCode, single: isSingle };
  }

  /** `GET /demo-vendor/api/session`: the game, its rules and limits, and the two balances. */
  async session(token: string | undefined, address: string, language = 'EN'): Promise<DemoSession> {
    const context = await this.context(token, address);
    const { game } = context;
    const skin = skinFor(game.gameType, game.classify);
    const rules = stakeRules(skin, game.minBet, game.lineNum);
    const [{ code, single }, balances] = await Promise.all([
      this.walletOf(context),
      this.wallet.balances(context.memberId),
    ]);
    const wallet = balances.wallets.find((w) => w.code === code) ?? {
      code,
      name: code,
      balance: toMoneyString(0),
    };
    const main = balances.wallets.find((w) => w.code === MAIN_WALLET_CODE);
    const jackpot = skin === 'slot' && slotModelFor(game.classify).jackpot;
    return {
      vendor: { code: context.vendorCode, name: context.vendorCode },
      game: {
        nodeId: String(game.id),
        gameCode: game.gameCode,
        name: game.names[language.toUpperCase()] ?? game.names.EN ?? game.gameCode,
        gameType: game.gameType,
        classify: game.classify,
        skin,
        lines: skin === 'slot' ? linesFor(game.lineNum) : 0,
        jackpot,
        maintenance: context.maintenance,
      },
      rtp: skin === 'slot' ? `${(CONFIGURED_RTP * 100).toFixed(2)}%` : '98.94% (Banker)',
      rules:
        skin === 'slot'
          ? { paytable: PAYTABLE, ...(jackpot ? { jackpotMultiplier: JACKPOT_MULTIPLIER } : {}) }
          : {
              bets: BACCARAT_BETS,
              tiePays: TIE_PAYS,
              bankerCommissionPercent: BANKER_COMMISSION_PERCENT,
            },
      stake: {
        min: toMoneyString(rules.min),
        max: toMoneyString(rules.max),
        step: toMoneyString(rules.step),
        options: rules.options.map(toMoneyString),
      },
      wallet: { code: wallet.code, name: wallet.name, balance: wallet.balance },
      main: { balance: main?.balance ?? toMoneyString(0) },
      singleWallet: single,
      expiresAt: context.expiresAt.toISOString(),
    };
  }

  /**
   * `POST /demo-vendor/api/round`: plays one round. Refused: 401 PLAY_TOKEN_INVALID, 409
   * GAME_MAINTENANCE, 400 STAKE_INVALID (not money, outside the limits, not a whole number of line
   * bets), 400 VALIDATION_ERROR (a bad round id, a missing or unknown baccarat bet), 400
   * INSUFFICIENT_BALANCE (the game's wallet holds less than the stake), 409 IDEMPOTENCY_CONFLICT
   * (the round id was used for another game, stake or bet), and the wallet's refusals.
   */
  async playRound(
    token: string | undefined,
    address: string,
    request: RoundRequest,
  ): Promise<RoundAnswer> {
    const context = await this.context(token, address);
    const { game, memberId, vendorCode } = context;
    if (context.maintenance) throw maintenance();
    if (!new RegExp(DemoLimits.roundIdPattern).test(request.roundId)) {
      throw new AppError(400, ErrorCodes.Validation, 'roundId: 8–64 of A-Z a-z 0-9 _ -');
    }
    const skin = skinFor(game.gameType, game.classify);
    const rules = stakeRules(skin, game.minBet, game.lineNum);
    const stake = parseMoney(request.stake);
    if (stake === null || stake < rules.min || stake > rules.max || stake % rules.step !== 0) {
      throw stakeInvalid();
    }
    let bet: BaccaratBet | undefined;
    if (skin === 'baccarat') {
      if (!BACCARAT_BETS.includes(request.bet as BaccaratBet)) {
        throw new AppError(400, ErrorCodes.Validation, 'bet: PLAYER, BANKER or TIE');
      }
      bet = request.bet as BaccaratBet;
    }
    // The vendor's round id and the ledger keys: the member's round id, hashed with the member
    // (round ids are unique per vendor; the client's only per member).
    const digest = sha256(`${memberId}:${request.roundId}`).slice(0, 32);
    const vendorRoundId = `DV${digest}`;
    const same = (row: GameRoundRow) => this.sameRound(row, context, stake, bet, request.roundId);
    const earlier = await this.games.findRound(vendorCode, vendorRoundId);
    if (earlier) return same(earlier);

    // The server decides the outcome; the browser only shows it.
    const { code } = await this.walletOf(context);
    let win: number;
    const detail: RoundDetail = {
      demoVendor: true,
      clientRoundId: request.roundId,
      skin,
      walletCode: code,
    };
    if (skin === 'slot') {
      const lines = linesFor(game.lineNum);
      const result = spin(slotModelFor(game.classify), lines, stake, this.random);
      win = result.win;
      detail.slot = {
        grid: result.grid,
        lineWins: result.lineWins,
        jackpotHit: result.jackpotHit,
        lines,
      };
    } else {
      const result = playBaccarat(bet!, stake, this.random);
      win = result.win;
      detail.baccarat = {
        bet: bet!,
        player: result.player,
        banker: result.banker,
        playerTotal: result.playerTotal,
        bankerTotal: result.bankerTotal,
        outcome: result.outcome,
      };
    }
    const post = await this.wallet.prepareGameRound(memberId, {
      wallet: code,
      stake,
      win,
      idempotencyKey: `dv${digest}`,
      reference: `round:${vendorCode}:${game.gameCode}:${vendorRoundId}`.slice(0, 200),
    });
    try {
      const { row, replayed } = await this.repository.inRoundTransaction(
        memberId,
        vendorRoundId,
        async (tx) => {
          // A twin that held the lock first has written the round: answer it, move nothing.
          const twin = await this.games.findRound(vendorCode, vendorRoundId, tx);
          if (twin) return { row: twin, replayed: true };
          const money = await post(tx);
          const written = await this.games.recordRound(
            {
              roundId: vendorRoundId,
              memberId,
              gameId: game.id,
              // Read before this transaction (see RoundRecord.game).
              game,
              stake,
              win,
              balanceBefore: money.balanceBefore,
              balanceAfter: money.balanceAfter,
              ledgerTransactionId: money.betTransactionId,
              detail: detail as unknown as Record<string, unknown>,
            },
            tx,
          );
          // Under the lock no twin can have written it; a stored one means a bug: roll back.
          if (!written.inserted) throw new Error(`round ${vendorRoundId} was written twice`);
          return { row: written.round, replayed: false };
        },
      );
      return replayed ? same(row) : this.answer(row, false);
    } finally {
      // Committed or not: the next balance answer reads what the database holds.
      this.wallet.balancesChanged(memberId);
    }
  }

  /** A stored round answers a retry of the same request; another request with its id is 409. */
  private sameRound(
    row: GameRoundRow,
    context: PlayContext,
    stake: number,
    bet: BaccaratBet | undefined,
    clientRoundId: string,
  ): RoundAnswer {
    const detail = row.detail as unknown as RoundDetail;
    const matches =
      row.memberId === context.memberId &&
      row.gameId === context.gameId &&
      row.stake === stake &&
      detail.clientRoundId === clientRoundId &&
      (detail.baccarat?.bet ?? undefined) === bet;
    if (!matches) {
      throw new AppError(
        409,
        WalletErrorCodes.IdempotencyConflict,
        WalletMessages.idempotencyConflict,
      );
    }
    return this.answer(row, true);
  }

  private answer(row: GameRoundRow, replayed: boolean): RoundAnswer {
    const detail = row.detail as unknown as RoundDetail;
    return {
      roundId: detail.clientRoundId,
      vendorRoundId: row.roundId,
      skin: detail.skin,
      stake: toMoneyString(row.stake),
      win: toMoneyString(row.win),
      walletCode: detail.walletCode,
      balanceBefore: toMoneyString(row.balanceBefore),
      balanceAfter: toMoneyString(row.balanceAfter),
      time: row.createdAt.toISOString(),
      replayed,
      ...(detail.slot ? { slot: detail.slot } : {}),
      ...(detail.baccarat ? { baccarat: detail.baccarat } : {}),
    };
  }

  /**
   * `POST /demo-vendor/api/transfer`: brings `amount` from the main wallet into the game's wallet
   * (a wallet transfer, idempotent on the key), so that a member can play right after launch.
   * On a single-wallet brand the game plays on the main wallet: nothing to bring (400
   * TRANSFER_INVALID).
   */
  async bringMoney(
    token: string | undefined,
    address: string,
    amount: string,
    idempotencyKey: string,
  ): Promise<{ wallet: { code: string; balance: string }; main: { balance: string } }> {
    const context = await this.context(token, address);
    const minor = parseMoney(amount);
    if (minor === null) {
      throw new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
    }
    const { code, single } = await this.walletOf(context);
    if (single) {
      throw new AppError(400, WalletErrorCodes.TransferInvalid, WalletMessages.sameWallet);
    }
    const moved = await this.wallet.transfer(
      context.memberId,
      MAIN_WALLET_CODE,
      code,
      minor,
      idempotencyKey,
    );
    const balanceOf = (c: string) =>
      moved.wallets.find((w) => w.code === c)?.balance ?? toMoneyString(0);
    return {
      wallet: { code, balance: balanceOf(code) },
      main: { balance: balanceOf(MAIN_WALLET_CODE) },
    };
  }
}
