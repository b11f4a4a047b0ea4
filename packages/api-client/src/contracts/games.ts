// Contract types of the game calls (SPEC.md §3 "Game vendor entry" … "Classification options",
// §4 "Game launch" and "Lobby list type", §7 "Games"): the vendor list, the game list and its
// filters, hot / recent / favourite games, the launch, the latest winners and the member's rounds
// (the betting record). Shared with the server. Every game call is a GET whose query string
// carries the payload (`?pageNo=1&gameType=RNG…`); money is a `MoneyString`. The shapes are derived
// from their schemas (`schemas/games.ts`), where their fields are noted.
import type { Static } from '@sinclair/typebox';
import type {
  BettingRecordQuerySchema,
  BettingRecordResponseSchema,
  FavoriteGamesResponseSchema,
  FavoriteIdsResponseSchema,
  FavoriteToggleRequestSchema,
  FavoriteToggleResponseSchema,
  GameListQuerySchema,
  GameListResponseSchema,
  GameRoundSchema,
  GameSchema,
  GameVendorLaneSchema,
  GameVendorResponseSchema,
  GameVendorSchema,
  HotGamesQuerySchema,
  HotGamesResponseSchema,
  LaunchGameRequestSchema,
  LaunchGameResponseSchema,
  LaunchRoomRequestSchema,
  LaunchRoomResponseSchema,
  MemberGamesQuerySchema,
  PvpRoomSchema,
  RankListEntrySchema,
  RankListQuerySchema,
  RankListResponseSchema,
  RecentGamesResponseSchema,
  RoomListResponseSchema,
  VassGameTypeResponseSchema,
} from '../schemas/games';

/** The game types (lanes) of the vendor list, in the header's order (SPEC.md §3). */
export type GameType =
  'LOTT' | 'ELOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS' | 'COCKFIGHT';

/** Classification filters of the slot lobby (SPEC.md §3): jackpot, table, arcade, bingo. */
export type GameClassify = 'JP' | 'TG' | 'AC' | 'BG';

/** `isGame` of a vendor whose games are chosen from a popup list (SPEC.md §3, §4). */
export type VendorLaunchMode = 'VASSALAGE' | 'GAME';

/** One vendor card of a lane (SPEC.md §3 "Game vendor entry" and "Game launch object"). */
export type GameVendor = Static<typeof GameVendorSchema>;

/** One lane of the vendor list: a category title and its cards, in display order. */
export type GameVendorLane = Static<typeof GameVendorLaneSchema>;

/** `GET /wps/relay/GCSGAME_gameVendor?merchantCode=` (no token): every lane that has vendors. */
export type GameVendorResponse = Static<typeof GameVendorResponseSchema>;

/**
 * `GET /wps/relay/GCSGAME_gameList` (no token): one page of games (SPEC.md §3 "Game list query").
 * Every filter is optional; `gameName` matches any language's name, case-insensitively.
 */
export type GameListRequest = Static<typeof GameListQuerySchema>;

/** One game of a list. */
export type Game = Static<typeof GameSchema>;

/** The answer of the game list: a page and the number of pages. */
export type GameListResponse = Static<typeof GameListResponseSchema>;

/** `GET /wps/relay/GCSGAME_hotGamesV2` (no token). */
export type HotGamesRequest = Static<typeof HotGamesQuerySchema>;

/** The hot games. */
export type HotGamesResponse = Static<typeof HotGamesResponseSchema>;

/** `GET /wps/relay/GCS_recentGame` (token): the member's recently launched games, newest first. */
export type RecentGamesRequest = Static<typeof MemberGamesQuerySchema>;

/** The recent games, a page. */
export type RecentGamesResponse = Static<typeof RecentGamesResponseSchema>;

/**
 * `GET /wps/relay/MCSFE_getFavoriteGamesList` (token): the member's favourite games, a page;
 * `GET /wps/relay/MCSFE_getFavoriteGames` (token): only their nodeIds (to mark the hearts).
 */
export type FavoriteGamesRequest = Static<typeof MemberGamesQuerySchema>;

/** The favourite games, a page. */
export type FavoriteGamesListResponse = Static<typeof FavoriteGamesResponseSchema>;

/** The favourite games' node ids. */
export type FavoriteGameIdsResponse = Static<typeof FavoriteIdsResponseSchema>;

/**
 * `POST /wps/relay/MCSFE_addFavoriteGameV2` and `POST /wps/relay/MCSFE_removeFavoriteGameV2`
 * (token): the toggle payload of SPEC.md §3. Both are idempotent (adding twice keeps one).
 */
export type FavoriteToggleRequest = Static<typeof FavoriteToggleRequestSchema>;

/** The answer of a favourite toggle. */
export type FavoriteToggleResponse = Static<typeof FavoriteToggleResponseSchema>;

/** `GET /wps/relay/GCSGAME_getVassGameType?vassalage=` (no token): a VASSALAGE vendor's popup list. */
export type VassGameTypeResponse = Static<typeof VassGameTypeResponseSchema>;

/**
 * `POST /wps/game/launchGame` (token; not for trial accounts unless the brand allows free play):
 * the URL of the game's page, on a host of the launch-game CDN list. Refused for a game or vendor
 * under maintenance (GAME_MAINTENANCE) and an unknown game (GAME_NOT_FOUND).
 */
export type LaunchGameRequest = Static<typeof LaunchGameRequestSchema>;

/** The answer of a launch. */
export type LaunchGameResponse = Static<typeof LaunchGameResponseSchema>;

/** `GET /wps/relay/GCSGAME_getRankList` (no token): latest winners, from real rounds. */
export type RankListRequest = Static<typeof RankListQuerySchema>;

/** One of the latest winners. */
export type RankListEntry = Static<typeof RankListEntrySchema>;

/** The latest winners. */
export type RankListResponse = Static<typeof RankListResponseSchema>;

/** `GET /wps/relay/GLS2_roomList?vassalage=` (no token): the PVP rooms of a vendor. */
export type PvpRoom = Static<typeof PvpRoomSchema>;

/** A vendor's PVP rooms. */
export type PvpRoomListResponse = Static<typeof RoomListResponseSchema>;

/**
 * `POST /wps/relay/GLS2_launchRoom` (token): the PVP launch — joins a room of `GLS2_roomList`. The
 * answer's `content` is the URL of the room's game page (as `launchGame`'s `url`); refused like
 * the launch (unknown room GAME_NOT_FOUND, maintenance GAME_MAINTENANCE).
 */
export type PvpLaunchRequest = Static<typeof LaunchRoomRequestSchema>;

/** The answer of a room launch. */
export type PvpLaunchResponse = Static<typeof LaunchRoomResponseSchema>;

/**
 * `GET /wps/relay/GCS_bettingRecord` (token): the member's rounds, newest first (the betting record
 * page), filtered by vendor, game type and a date range like the account record.
 */
export type BettingRecordRequest = Static<typeof BettingRecordQuerySchema>;

/** One round: immutable, written with its ledger entries in one transaction. */
export type GameRound = Static<typeof GameRoundSchema>;

/** The betting record: a page of rounds, the counts and the sums over the whole range. */
export type BettingRecordResponse = Static<typeof BettingRecordResponseSchema>;
