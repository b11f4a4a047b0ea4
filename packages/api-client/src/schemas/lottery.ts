// Schemas of the lottery calls. Only the shape is checked here; the rules (play types, numbers,
// stake limits, closed draws) are the service's, each with its lottery code. The contract types of
// these shapes are derived from them (contracts/lottery.ts).
import { Type } from '@sinclair/typebox';
import type { TString } from '@sinclair/typebox';
import { FieldLimits } from '../contracts/field-limits';
import type {
  LotteryKind,
  LotteryNumeroStatus,
  LotteryPlayType,
  LotteryPrizeMode,
  LotteryPrizeTier,
  LotteryVendor,
  VnRegion,
} from '../contracts/lottery';
import {
  LOTTERY_BET_STATUSES,
  LotteryInputLimits,
  LotteryLimits,
} from '../contracts/lottery-rules';
import { LANGUAGE_CODES } from '../contracts/system-rules';
import { IdempotencyKeySchema, MoneyInputSchema, MoneyValueSchema } from './fields';
import { TimeSchema } from './orders';
import { Narrow, Nullable, StringEnum } from './shared';

const Opt = Type.Optional;
const int = Type.Integer();
const text = Type.String();

const PLAY_TYPES = [
  'VN_LO2',
  'VN_DE',
  'VN_3D',
  'VN_4D',
  'SEA_BIG',
  'SEA_SMALL',
  'FAST_3D',
  'FAST_2D',
  'FAST_1D',
  'ELOTT_POS',
  'ELOTT_BS',
] as const satisfies readonly LotteryPlayType[];
const TIERS = [
  'SPECIAL',
  'FIRST',
  'SECOND',
  'THIRD',
  'FOURTH',
  'FIFTH',
  'SIXTH',
  'SEVENTH',
  'EIGHTH',
  'STARTER',
  'CONSOLATION',
  'MAIN',
] as const satisfies readonly LotteryPrizeTier[];
const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const satisfies readonly LotteryPrizeMode[];

/** A language: any case of the contract's codes; anything else answers in EN. */
const language = Type.String({
  maxLength: LotteryInputLimits.languageMaxLength,
  description: `One of ${LANGUAGE_CODES.join(', ')}; default EN`,
});
const gameCode = Type.String({ pattern: LotteryLimits.gameCodePattern });
const prizeMode = StringEnum(PRIZE_MODES);
const device = Type.String({ maxLength: LotteryInputLimits.deviceMaxLength });
const numeroInput = Type.String({
  minLength: FieldLimits.nonEmptyMinLength,
  maxLength: LotteryInputLimits.numeroMaxLength,
});
const count = (maximum: number) => Type.Integer({ minimum: LotteryInputLimits.countMin, maximum });

/** Query of the lottery menus. */
export const LotteryMenusQuerySchema = Type.Partial(Type.Object({ language, device }));

/** Query of one prize mode's menu. */
export const LotteryMenuQuerySchema = Type.Object({
  prizeMode,
  device: Opt(device),
  language: Opt(language),
});

/** Query of the popular games. */
export const LotteryPopularQuerySchema = Type.Partial(
  Type.Object({ count: count(LotteryLimits.popularCount), prizeMode, device, language }),
);

/** Query of a game's opened results. */
export const LotteryOpenedQuerySchema = Type.Object({
  gameCode,
  count: Opt(count(LotteryLimits.openedCount)),
});

/** Query of a game's current draw. */
export const LotteryCurrentQuerySchema = Type.Object({ gameCode });

/** A bet. */
export const LotteryBetRequestSchema = Type.Object(
  {
    gameCode,
    /** The draw bet on: it must still be OPEN. */
    numero: numeroInput,
    playType: StringEnum(PLAY_TYPES),
    /**
     * The picked numbers, as the play type writes them (no duplicates). How many and which is the
     * service's rule (LOTTERY_NUMBERS_INVALID); the schema only bounds the size.
     */
    numbers: Type.Array(Type.String({ maxLength: LotteryInputLimits.numberMaxLength }), {
      maxItems: LotteryInputLimits.numbersMaxItems,
    }),
    /** Stake per number. */
    stake: MoneyInputSchema,
    /** A retry with the same key and body answers the first bet, once. */
    idempotencyKey: IdempotencyKeySchema,
  },
  { additionalProperties: false },
);

/** Query of "my bets" (`language`: the games' names in it). */
export const LotteryBetsQuerySchema = Type.Partial(
  Type.Object({
    gameCode,
    status: StringEnum(LOTTERY_BET_STATUSES),
    pageNo: Type.Integer({
      minimum: FieldLimits.pageMin,
      maximum: LotteryInputLimits.betsPageNoMax,
    }),
    pageSize: Type.Integer({
      minimum: FieldLimits.pageMin,
      maximum: LotteryLimits.maxBetsPageSize,
    }),
    language,
  }),
);

/** A `?language=` query. */
export const LotteryLanguageQuerySchema = Type.Partial(Type.Object({ language }));

/** LotteryNumero: one draw of a game, as the bettor sees it. */
export const LotteryNumeroSchema = Type.Object({
  /** The draw's number, unique within its game (e.g. `20261126-0421`). */
  numero: text,
  /** Bets are refused from this time on. */
  closeTime: TimeSchema,
  drawTime: TimeSchema,
  status: StringEnum(['OPEN', 'CLOSED', 'DRAWN', 'SETTLED'] satisfies LotteryNumeroStatus[]),
});

/** LotteryPlayTypeInfo: a play type of a game as the menus list it. */
export const LotteryPlayTypeInfoSchema = Type.Object({
  playType: StringEnum(PLAY_TYPES),
  /**
   * What one unit staked on one number pays back (stake included) per winning occurrence, by
   * prize tier where the play type has tiers (`SEA_BIG`: FIRST 2500, …); `odds` is the best one.
   */
  odds: text,
  /** Odds by tier, when they differ by tier (SEA); absent otherwise. */
  oddsByTier: Opt(
    Type.Partial(
      Type.Object(
        Object.fromEntries(TIERS.map((tier) => [tier, text])) as Record<LotteryPrizeTier, TString>,
      ),
    ),
  ),
  /** Stake per number: inclusive limits. */
  minStake: MoneyValueSchema,
  maxStake: MoneyValueSchema,
});

/** LotteryGame: one lottery game of a menu. */
export const LotteryGameSchema = Type.Object({
  gameId: int,
  /** Stable code used in addresses (`/vnLottery?gameCode=VN_NORTH`). */
  gameCode: text,
  /** In the asked language. */
  name: text,
  kind: StringEnum(['VN', 'SEA', 'FAST', 'ELOTT'] satisfies LotteryKind[]),
  /** Vietnam lotteries only. */
  region: Opt(StringEnum(['NORTH', 'CENTRAL', 'SOUTH'] satisfies VnRegion[])),
  vendor: Narrow<LotteryVendor>(text),
  prizeMode: Narrow<LotteryPrizeMode>(text),
  /** The menu group (`gameGroupCode`, SPEC.md §3). */
  groupTag: text,
  /** The play type a launch selects when none is asked for; null when the game has none. */
  defaultPlayType: Narrow<LotteryPlayType | null>(Nullable(Type.String())),
  playTypes: Type.Array(LotteryPlayTypeInfoSchema),
  /** Seconds between draws (a day for VN and SEA). */
  drawIntervalSeconds: int,
  /** Bets close this long before each draw. */
  closeBeforeSeconds: int,
  /** The draw taking bets now (its countdown), or null between a close and the next open. */
  nextNumero: Type.Union([LotteryNumeroSchema, Type.Null()]),
});

/** LotteryMenuGroup: a menu group of games with its tag. */
export const LotteryMenuGroupSchema = Type.Object({
  /** `gameGroupCode`. */
  groupTag: text,
  /** In the asked language. */
  name: text,
  /** The lotto menu's tag (SPEC.md §3: `TCG_LOTTO_VN` for the Vietnam menu). */
  accountTypeName: Narrow<LotteryVendor>(text),
  games: Type.Array(LotteryGameSchema),
});

/** The lottery menu. */
export const LotteryMenuSchema = Type.Object({ gameMenus: Type.Array(LotteryMenuGroupSchema) });

/** A list of games. */
export const LotteryGameListSchema = Type.Object({ list: Type.Array(LotteryGameSchema) });

/** LotteryPrize: the numbers of one prize tier of a result, in draw order. */
export const LotteryPrizeSchema = Type.Object({
  tier: StringEnum(TIERS),
  numbers: Type.Array(text),
});

/** LotteryOpenedNumero: a drawn numero with its result. */
export const LotteryOpenedNumeroSchema = Type.Object({
  gameCode: text,
  numero: text,
  drawTime: TimeSchema,
  prizes: Type.Array(LotteryPrizeSchema),
});

/** Opened results. */
export const LotteryOpenedSchema = Type.Object({ list: Type.Array(LotteryOpenedNumeroSchema) });

/** A game's current draw and latest result. */
export const LotteryCurrentSchema = Type.Object({
  gameCode: text,
  current: Type.Union([LotteryNumeroSchema, Type.Null()]),
  latest: Type.Union([LotteryOpenedNumeroSchema, Type.Null()]),
  /** The server's clock, for the countdowns (the browser's may be wrong). */
  serverTime: TimeSchema,
});

/** LotteryBet: a member's bet. */
export const LotteryBetSchema = Type.Object({
  betId: text,
  gameCode: text,
  gameName: text,
  numero: text,
  playType: Narrow<LotteryPlayType>(text),
  numbers: Type.Array(text),
  /** Per number. */
  stake: MoneyValueSchema,
  /** Stake × numbers: what left the balance. */
  totalStake: MoneyValueSchema,
  /** The best odds of the play type when placed. */
  odds: text,
  /**
   * What the bet pays at most (stake included), shown on the slip: the exact maximum over the
   * results the game's prize structure allows (`lotteryPossibleWinMinor`), e.g. for `VN_LO2`, which
   * pays per hit, every prize of the draw ending in one picked number (north: 27 × stake × odds).
   */
  possibleWin: MoneyValueSchema,
  status: StringEnum(LOTTERY_BET_STATUSES),
  /** Paid back (stake included); '0.00' when lost; null while OPEN. */
  win: Type.Union([MoneyValueSchema, Type.Null()]),
  placedAt: TimeSchema,
  settledAt: Type.Union([TimeSchema, Type.Null()]),
});

/** The answer of a bet: the bet and the main wallet's balance after it. */
export const LotteryBetResponseSchema = Type.Object({
  bet: LotteryBetSchema,
  balance: MoneyValueSchema,
});

/** A page of "my bets". */
export const LotteryBetsSchema = Type.Object({
  list: Type.Array(LotteryBetSchema),
  pageNo: int,
  totalPages: int,
  totalCount: int,
});

/** The operator's draw command. */
export const OpsLotteryDrawRequestSchema = Type.Object({ gameCode, numero: Opt(numeroInput) });

/** The answer of the operator's draw command. */
export const OpsLotteryDrawSchema = Type.Object({
  gameCode: text,
  numero: text,
  outcome: StringEnum(['settled', 'already']),
  result: Type.Union([LotteryOpenedNumeroSchema, Type.Null()]),
});
