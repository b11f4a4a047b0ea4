// Schemas of the game calls. Every query value is bounded here (types, enums, lengths, page ranges
// from GameLimits); what a schema cannot say (an unknown vendor, a min bet that is not an amount,
// a date range) the service checks. Money goes out as decimal strings with two decimals. The
// contract types of these shapes are derived from them (contracts/games.ts).
import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { FieldLimits } from '../contracts/field-limits';
import type { GameClassify, GameType, VendorLaunchMode } from '../contracts/games';
import { GAME_CLASSIFY, GAME_TYPES, GameInputLimits, GameLimits } from '../contracts/games-rules';
import { LANGUAGE_CODES } from '../contracts/system-rules';
import { AccountRecordLimits } from '../contracts/wallet-records-rules';
import { WalletLimits } from '../contracts/wallet-rules';
import { MoneyValueSchema as money } from './fields';
import { Narrow, StringEnum } from './shared';

const Opt = Type.Optional;
const str = Type.String();
const int = Type.Integer();
const gameType = StringEnum(GAME_TYPES);
/** A game type as answered (any string in the JSON Schema). */
const gameTypeValue = Narrow<GameType>(str);
/** 1 = hot. */
const isHot = Narrow<0 | 1>(int);
const vendorCode = Type.String({ pattern: GameLimits.vendorCodePattern });
const language = Type.String({
  maxLength: GameInputLimits.languageMaxLength,
  description: `One of ${LANGUAGE_CODES.join(' ')} (case-insensitive); anything else reads as EN`,
});
const pageNo = Type.Integer({ minimum: FieldLimits.pageMin, maximum: GameLimits.maxPageNo });
const pageSize = Type.Integer({ minimum: FieldLimits.pageMin, maximum: GameLimits.maxPageSize });
const ignoredText = Type.String({ maxLength: GameInputLimits.ignoredTextMaxLength });
/** Fields the site sends that the server does not read (bounded all the same). */
const ignored = {
  clientType: int,
  platform: ignoredText,
  channel: ignoredText,
  merchant: ignoredText,
  merchantCode: ignoredText,
  isPlatform: int,
};

/** A query of optional fields (every field of a game query is optional). */
function Query<T extends Record<string, TSchema>>(properties: T) {
  return Type.Partial(Type.Object(properties));
}

/** Game: one game of a list. */
export const GameSchema = Type.Object({
  /** The game's id (a string on the wire; favourites match by it). */
  nodeId: str,
  gameCode: str,
  /** Its name in the request's language (English when it has none). */
  gameName: str,
  gameType: gameTypeValue,
  vassalage: str,
  classify: Type.Array(Narrow<GameClassify>(str)),
  minBet: money,
  lineNum: int,
  isHot,
  /** Path of the image under an image CDN base. */
  imagePath: str,
  /** True while the game is under maintenance: shown, not launched. */
  maintenance: Type.Boolean(),
  /** Set in answers to a member's token: whether the game is one of the member's favourites. */
  isFavorite: Opt(Type.Boolean()),
});

const games = Type.Array(GameSchema);

/** GameVendor: one vendor card of a lane (SPEC.md §3 "Game vendor entry", "Game launch object"). */
export const GameVendorSchema = Type.Object({
  /** The lane the card is in. */
  gameType: gameTypeValue,
  /** The vendor's code (the "vassalage"), e.g. `JILI`, `TCG_LOTTO_VN`. */
  vassalage: str,
  /** Display name. */
  name: str,
  /** The merchant wallet the vendor plays on (`MAIN` on a single-wallet brand). */
  accountTypeId: str,
  accountTypeName: str,
  isHot,
  /** VASSALAGE: the vendor's games are picked from a popup list before launch. */
  isGame: Narrow<VendorLaunchMode>(str),
  /** The game launched when the card itself is launched (lobby vendors, sports, cockfight). */
  gameCode: str,
  /** Lottery vendors: the default play type, when the vendor has one (SPEC.md §4). */
  defaultPlayType: Opt(str),
  /** Path of the vendor icon under an image CDN base (`${imageCDN}${iconPath}`). */
  iconPath: str,
  /** True while the whole vendor is under maintenance. */
  maintenance: Type.Boolean(),
});

/** GameVendorLane: one lane of the vendor list, a category title and its cards in display order. */
export const GameVendorLaneSchema = Type.Object({
  title: gameTypeValue,
  cards: Type.Array(GameVendorSchema),
});

/** GameVendorResponse. */
export const GameVendorResponseSchema = Type.Object({ lanes: Type.Array(GameVendorLaneSchema) });

/** Query of the game vendors. */
export const GameVendorQuerySchema = Query({ ...ignored, language });

/** GameListRequest. */
export const GameListQuerySchema = Query({
  ...ignored,
  gameType,
  vassalage: vendorCode,
  gameClassify: StringEnum(GAME_CLASSIFY),
  /** Matches any language's name, case-insensitively. */
  gameName: Type.String({ maxLength: GameLimits.gameNameMaxLength }),
  /** A `MoneyString`: games whose minimum bet is exactly this. */
  minBet: Type.String({ maxLength: WalletLimits.amountMaxLength }),
  minLineNum: Type.Integer({
    minimum: GameInputLimits.minLineNumMin,
    maximum: GameInputLimits.minLineNumMax,
  }),
  language,
  /** 1-based. */
  pageNo,
  /** 1 to `GameLimits.maxPageSize`; the lobby asks for `GameLimits.pageSize`. */
  pageSize,
});

/** GameListResponse: a page and the number of pages. */
export const GameListResponseSchema = Type.Object({ games, totalPages: int });

/** HotGamesRequest. */
export const HotGamesQuerySchema = Query({ ...ignored, vassalage: vendorCode, gameType, language });

/** The hot games. */
export const HotGamesResponseSchema = Type.Object({ list: games });

/** RecentGamesRequest and FavoriteGamesRequest. */
export const MemberGamesQuerySchema = Query({
  ...ignored,
  vassalage: vendorCode,
  gameType,
  language,
  pageNo,
  pageSize,
});

/** The recent games. */
export const RecentGamesResponseSchema = Type.Object({ list: games, totalPages: int });

/** The favourite games. */
export const FavoriteGamesResponseSchema = Type.Object({ content: games, totalPages: int });

/** The favourite games' node ids. */
export const FavoriteIdsResponseSchema = Type.Object({ nodeIds: Type.Array(str) });

/** FavoriteToggleRequest. */
export const FavoriteToggleRequestSchema = Type.Object({
  nodeId: Type.String({ pattern: GameInputLimits.nodeIdPattern }),
  /** The vendor's code (the site sends it; the server finds the game by `nodeId`). */
  vendor: Opt(vendorCode),
  gameType: Opt(gameType),
});

/** The answer of a favourite toggle. */
export const FavoriteToggleResponseSchema = Type.Object({
  nodeId: str,
  isFavorite: Type.Boolean(),
});

/** Query of a vendor's games by type. */
export const VassGameTypeQuerySchema = Type.Object({
  ...Query(ignored).properties,
  vassalage: vendorCode,
  language: Opt(language),
});

/** A vendor's games by type. */
export const VassGameTypeResponseSchema = Type.Object({ vassalage: str, games });

const launchText = Type.String({ maxLength: GameInputLimits.launchTextMaxLength });

/** LaunchGameRequest. */
export const LaunchGameRequestSchema = Type.Object({
  vassalage: vendorCode,
  gameCode: Type.String({
    minLength: FieldLimits.nonEmptyMinLength,
    maxLength: GameInputLimits.gameCodeMaxLength,
  }),
  gameType: Opt(gameType),
  language: Opt(language),
  /** Lottery launch fields (`LotteryLaunchRequest`). */
  lottoArea: Opt(launchText),
  launchMode: Opt(launchText),
  lottoPrizeMode: Opt(launchText),
  lottoGameCode: Opt(Type.String({ maxLength: GameInputLimits.gameCodeMaxLength })),
  lottoView: Opt(StringEnum(['betting', 'lobby'])),
  device: Opt(Type.String({ maxLength: GameInputLimits.deviceMaxLength })),
  backUrl: Opt(Type.String({ maxLength: GameInputLimits.backUrlMaxLength })),
  playType: Opt(launchText),
});

/** The answer of a launch. */
export const LaunchGameResponseSchema = Type.Object({
  /** The game page to embed in /game (absolute URL). */
  url: str,
});

/** A room launch. */
export const LaunchRoomRequestSchema = Type.Object({
  vassalage: vendorCode,
  roomId: Type.String({
    minLength: FieldLimits.nonEmptyMinLength,
    maxLength: GameInputLimits.roomIdMaxLength,
  }),
  language: Opt(language),
});

/** The answer of a room launch. */
export const LaunchRoomResponseSchema = Type.Object({ content: str });

/** Query of the winners' rank list. */
export const RankListQuerySchema = Query({
  ...ignored,
  gameType,
  count: Type.Integer({ minimum: GameInputLimits.countMin, maximum: GameLimits.rankListCount }),
});

/** RankListEntry: one of the latest winners. */
export const RankListEntrySchema = Type.Object({
  /** The winner's username, masked (`dem***er`). */
  username: str,
  gameName: str,
  vassalage: str,
  winAmount: money,
  /** ISO 8601. */
  time: str,
});

/** The winners' rank list. */
export const RankListResponseSchema = Type.Object({ list: Type.Array(RankListEntrySchema) });

/** Query of a vendor's rooms. */
export const RoomListQuerySchema = Type.Object({
  ...Query(ignored).properties,
  vassalage: vendorCode,
});

/** PvpRoom: one PVP room of a vendor. */
export const PvpRoomSchema = Type.Object({
  roomId: str,
  name: str,
  gameCode: str,
  minBet: money,
  players: int,
});

/** A vendor's rooms. */
export const RoomListResponseSchema = Type.Object({ rooms: Type.Array(PvpRoomSchema) });

const calendarDay = Type.String({
  maxLength: AccountRecordLimits.dayMaxLength,
  description: 'A calendar day YYYY-MM-DD (inclusive), in the brand time zone (UTC)',
});

/** BettingRecordRequest. */
export const BettingRecordQuerySchema = Query({
  ...ignored,
  vassalage: vendorCode,
  gameType,
  /** `YYYY-MM-DD`, as the account record. */
  startDate: calendarDay,
  endDate: calendarDay,
  pageNo: Type.Integer({ minimum: FieldLimits.pageMin, maximum: AccountRecordLimits.maxPageNo }),
  pageSize: Type.Integer({
    minimum: FieldLimits.pageMin,
    maximum: AccountRecordLimits.maxPageSize,
  }),
});

/** GameRound: one round, immutable, written with its ledger entries in one transaction. */
export const GameRoundSchema = Type.Object({
  /** The vendor's round id. */
  roundId: str,
  nodeId: str,
  gameName: str,
  vassalage: str,
  gameType: gameTypeValue,
  stake: money,
  win: money,
  balanceBefore: money,
  balanceAfter: money,
  /** ISO 8601. */
  time: str,
});

/** The betting record. */
export const BettingRecordResponseSchema = Type.Object({
  list: Type.Array(GameRoundSchema),
  totalPages: int,
  totalCount: int,
  /** Sums over the whole filtered range, not only the page. */
  totalStake: money,
  totalWin: money,
});
