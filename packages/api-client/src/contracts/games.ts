// Contract types of the game calls (SPEC.md §3 "Game vendor entry" … "Classification options",
// §4 "Game launch" and "Lobby list type", §7 "Games"): the vendor list, the game list and its
// filters, hot / recent / favourite games, the launch, the latest winners and the member's rounds
// (the betting record). Shared with the server. Every game call is a GET whose query string
// carries the payload (`?pageNo=1&gameType=RNG…`); money is a `MoneyString`.

import type { MoneyString } from './wallet';

/** The game types (lanes) of the vendor list, in the header's order (SPEC.md §3). */
export type GameType =
  'LOTT' | 'ELOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS' | 'COCKFIGHT';

/** Classification filters of the slot lobby (SPEC.md §3): jackpot, table, arcade, bingo. */
export type GameClassify = 'JP' | 'TG' | 'AC' | 'BG';

/** `isGame` of a vendor whose games are chosen from a popup list (SPEC.md §3, §4). */
export type VendorLaunchMode = 'VASSALAGE' | 'GAME';

/** One vendor card of a lane (SPEC.md §3 "Game vendor entry" and "Game launch object"). */
export interface GameVendor {
  /** The lane the card is in. */
  gameType: GameType;
  /** The vendor's code (the "vassalage"), e.g. `JILI`, `TCG_LOTTO_VN`. */
  vassalage: string;
  /** Display name. */
  name: string;
  /** The merchant wallet the vendor plays on (`MAIN` on a single-wallet brand). */
  accountTypeId: string;
  accountTypeName: string;
  /** 1 = hot. */
  isHot: 0 | 1;
  /** VASSALAGE: the vendor's games are picked from a popup list before launch. */
  isGame: VendorLaunchMode;
  /** The game launched when the card itself is launched (lobby vendors, sports, cockfight). */
  gameCode: string;
  /** Lottery vendors: the default play type, when the vendor has one (SPEC.md §4). */
  defaultPlayType?: string;
  /** Path of the vendor icon under an image CDN base (`${imageCDN}${iconPath}`). */
  iconPath: string;
  /** True while the whole vendor is under maintenance. */
  maintenance: boolean;
}

/** One lane of the vendor list: a category title and its cards, in display order. */
export interface GameVendorLane {
  title: GameType;
  cards: GameVendor[];
}

/** `GET /wps/relay/GCSGAME_gameVendor?merchantCode=` (no token): every lane that has vendors. */
export interface GameVendorResponse {
  lanes: GameVendorLane[];
}

/**
 * `GET /wps/relay/GCSGAME_gameList` (no token): one page of games (SPEC.md §3 "Game list query").
 * Every filter is optional; `gameName` matches any language's name, case-insensitively.
 */
export interface GameListRequest {
  clientType?: number;
  platform?: string;
  channel?: string;
  merchant?: string;
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: GameClassify;
  gameName?: string;
  /** A `MoneyString`: games whose minimum bet is exactly this. */
  minBet?: string;
  minLineNum?: number;
  language?: string;
  /** 1-based. */
  pageNo?: number;
  /** 1…GAME_LIST_MAX_PAGE_SIZE; the lobby asks for GAME_LIST_PAGE_SIZE. */
  pageSize?: number;
}

/** One game of a list. */
export interface Game {
  /** The game's id (a string on the wire; favourites match by it). */
  nodeId: string;
  gameCode: string;
  /** Its name in the request's language (English when it has none). */
  gameName: string;
  gameType: GameType;
  vassalage: string;
  classify: GameClassify[];
  minBet: MoneyString;
  lineNum: number;
  isHot: 0 | 1;
  /** Path of the image under an image CDN base. */
  imagePath: string;
  /** True while the game is under maintenance: shown, not launched. */
  maintenance: boolean;
  /** Set in answers to a member's token: whether the game is one of the member's favourites. */
  isFavorite?: boolean;
}

/** The answer of the game list: a page and the number of pages. */
export interface GameListResponse {
  games: Game[];
  totalPages: number;
}

/** `GET /wps/relay/GCSGAME_hotGamesV2` (no token). */
export interface HotGamesRequest {
  merchantCode?: string;
  isPlatform?: number;
  vassalage?: string;
  platform?: string;
  language?: string;
}

export interface HotGamesResponse {
  list: Game[];
}

/** `GET /wps/relay/GCS_recentGame` (token): the member's recently launched games, newest first. */
export interface RecentGamesRequest {
  clientType?: number;
  vassalage?: string;
  gameType?: GameType;
  language?: string;
  pageNo?: number;
  pageSize?: number;
}

export interface RecentGamesResponse {
  list: Game[];
  totalPages: number;
}

/**
 * `GET /wps/relay/MCSFE_getFavoriteGamesList` (token): the member's favourite games, a page;
 * `GET /wps/relay/MCSFE_getFavoriteGames` (token): only their nodeIds (to mark the hearts).
 */
export interface FavoriteGamesRequest {
  clientType?: number;
  platform?: string;
  gameType?: GameType;
  language?: string;
  pageNo?: number;
  pageSize?: number;
}

export interface FavoriteGamesListResponse {
  content: Game[];
  totalPages: number;
}

export interface FavoriteGameIdsResponse {
  nodeIds: string[];
}

/**
 * `POST /wps/relay/MCSFE_addFavoriteGameV2` and `POST /wps/relay/MCSFE_removeFavoriteGameV2`
 * (token): the toggle payload of SPEC.md §3. Both are idempotent (adding twice keeps one).
 */
export interface FavoriteToggleRequest {
  nodeId: string;
  /** The vendor's code. */
  vendor: string;
  gameType: GameType;
}

export interface FavoriteToggleResponse {
  nodeId: string;
  isFavorite: boolean;
}

/** `GET /wps/relay/GCSGAME_getVassGameType?vassalage=` (no token): a VASSALAGE vendor's popup list. */
export interface VassGameTypeResponse {
  vassalage: string;
  games: Game[];
}

/**
 * `POST /wps/game/launchGame` (token; not for trial accounts unless the brand allows free play):
 * the URL of the game's page, on a host of the launch-game CDN list. Refused for a game or vendor
 * under maintenance (GAME_MAINTENANCE) and an unknown game (GAME_NOT_FOUND).
 */
export interface LaunchGameRequest {
  vassalage: string;
  gameCode: string;
  gameType?: GameType;
  language?: string;
  /** Lottery launch fields (the lottery issue's). */
  lottoArea?: string;
  launchMode?: string;
  lottoPrizeMode?: string;
  lottoGameCode?: string;
  lottoView?: 'betting' | 'lobby';
  device?: string;
  backUrl?: string;
  playType?: string;
}

export interface LaunchGameResponse {
  /** The game page to embed in /game (absolute URL). */
  url: string;
}

/** `GET /wps/relay/GCSGAME_getRankList` (no token): latest winners, from real rounds. */
export interface RankListRequest {
  gameType?: GameType;
  count?: number;
}

export interface RankListEntry {
  /** The winner's username, masked (`dem***er`). */
  username: string;
  gameName: string;
  vassalage: string;
  winAmount: MoneyString;
  /** ISO 8601. */
  time: string;
}

export interface RankListResponse {
  list: RankListEntry[];
}

/** `GET /wps/relay/GLS2_roomList?vassalage=` (no token): the PVP rooms of a vendor. */
export interface PvpRoom {
  roomId: string;
  name: string;
  gameCode: string;
  minBet: MoneyString;
  players: number;
}

export interface PvpRoomListResponse {
  rooms: PvpRoom[];
}

/**
 * `POST /wps/relay/GLS2_launchRoom` (token): the PVP launch — joins a room of `GLS2_roomList`. The
 * answer's `content` is the URL of the room's game page (as `launchGame`'s `url`); refused like
 * the launch (unknown room GAME_NOT_FOUND, maintenance GAME_MAINTENANCE).
 */
export interface PvpLaunchRequest {
  vassalage: string;
  roomId: string;
  language?: string;
}

export interface PvpLaunchResponse {
  content: string;
}

/**
 * `GET /wps/relay/GCS_bettingRecord` (token): the member's rounds, newest first (the betting record
 * page), filtered by vendor, game type and a date range like the account record.
 */
export interface BettingRecordRequest {
  vassalage?: string;
  gameType?: GameType;
  /** `YYYY-MM-DD`, as the account record. */
  startDate?: string;
  endDate?: string;
  pageNo?: number;
  pageSize?: number;
}

/** One round: immutable, written with its ledger entries in one transaction. */
export interface GameRound {
  /** The vendor's round id. */
  roundId: string;
  nodeId: string;
  gameName: string;
  vassalage: string;
  gameType: GameType;
  stake: MoneyString;
  win: MoneyString;
  balanceBefore: MoneyString;
  balanceAfter: MoneyString;
  /** ISO 8601. */
  time: string;
}

export interface BettingRecordResponse {
  list: GameRound[];
  totalPages: number;
  totalCount: number;
  /** Sums over the whole filtered range, not only the page. */
  totalStake: MoneyString;
  totalWin: MoneyString;
}
