// Values of the game calls that the server and the web client must agree on (SPEC.md §3, §4, §5,
// §9): game types, classifications, min-bet options, paging, the launch rules' vendor codes,
// error codes and messages. Written once, here; the server imports them at run time through
// `@lotusplay/api-client/contracts`.

import type { GameClassify, GameType } from './games';

/** Every game type, in the header navigation's order. */
export const GAME_TYPES: readonly GameType[] = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
];

/** Game types that have a hot list (SPEC.md §9). */
export const HOT_GAME_TYPES: readonly GameType[] = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
];

/** Classification filters in the lobby's order; BG only when the brand supports TY (SPEC.md §3). */
export const GAME_CLASSIFY: readonly GameClassify[] = ['JP', 'TG', 'AC', 'BG'];

/** Min-bet filter options of the slot lobby (SPEC.md §5); '' is "all". */
export const MIN_BET_OPTIONS: readonly string[] = ['', '0.01', '0.05', '0.1', '0.5', '0.75'];

/** Vendors that open the lottery pages instead of a third-party game (SPEC.md §4). */
export const LotteryVendors = {
  vn: 'TCG_LOTTO_VN',
  sea: 'TCG_SEA',
  lott: 'LOTT',
  elott: 'ELOTT',
} as const;

/** Bounds of the demo vendor's calls (the server's own fake vendor, SPEC.md §7). */
export const DemoVendorLimits = {
  /** The play token header. */
  playTokenMaxLength: 256,
  /** The game page's language (`?lang=`), two to eight letters. */
  langMaxLength: 8,
  langPattern: '^[A-Za-z]{2,8}$',
  /** The client's round id: 8–64 characters. */
  roundIdMinLength: 8,
  roundIdMaxLength: 64,
} as const;

/**
 * Bounds of the game requests' fields as the server's schemas check them (what a schema cannot
 * say, the service checks). Apart from GameLimits, which the web client imports, so that these
 * stay out of its bundle.
 */
export const GameInputLimits = {
  /** `language`: any case of a code; anything else reads as EN. */
  languageMaxLength: 8,
  /** Fields the site sends that the server does not read (platform, channel, merchant…). */
  ignoredTextMaxLength: 64,
  /** `minLineNum` of the game list. */
  minLineNumMin: 0,
  minLineNumMax: 100_000,
  /** A game's node id, as the favourite toggle sends it. */
  nodeIdPattern: '^[0-9]{1,9}$',
  /** A launch's game code, room id and lottery game code. */
  gameCodeMaxLength: 64,
  roomIdMaxLength: 64,
  /** A launch's lottery fields (area, mode, prize mode, play type) and device. */
  launchTextMaxLength: 32,
  deviceMaxLength: 16,
  /** The address a launched game returns to. */
  backUrlMaxLength: 512,
  /** `count` of the rank list starts at 1. */
  countMin: 1,
} as const;

/** Limits of the game calls and the lobby (SPEC.md §2, §5, §9). */
export const GameLimits = {
  /** The lobby's page size ("load more"). */
  pageSize: 15,
  /** The largest page size the server answers. */
  maxPageSize: 100,
  /** The largest page number the server answers (anything beyond is refused, not scanned). */
  maxPageNo: 10_000,
  /** The longest game-name search. */
  gameNameMaxLength: 64,
  /** The client clears and reissues a search this long after the last keystroke. */
  searchDebounceMs: 500,
  /** Vendor logos in a header dropdown; a "more" button shows when a category has exactly this many. */
  vendorDropdownMax: 11,
  /** The slot lobby's vendor menu shows prev/next arrows above this many vendors. */
  vendorMenuArrowsAbove: 8,
  /** Latest winners shown. */
  rankListCount: 20,
  /** A vendor code: letters, digits and underscores. */
  vendorCodePattern: '^[A-Za-z0-9_]{1,32}$',
} as const;

/** Error codes of the game calls, beyond the shared `ErrorCodes`. */
export const GameErrorCodes = {
  /** 404: no game (or vendor) with this code. */
  GameNotFound: 'GAME_NOT_FOUND',
  /** 409: the game or its vendor is under maintenance: it cannot be launched or played. */
  GameMaintenance: 'GAME_MAINTENANCE',
  /** 401: the play token of a demo-vendor page is unknown or expired. */
  PlayTokenInvalid: 'PLAY_TOKEN_INVALID',
  /** 400: a stake outside the game's limits. */
  StakeInvalid: 'STAKE_INVALID',
} as const;

/** Messages of the game calls (English; the web client translates by code). */
export const GameMessages = {
  gameNotFound: 'This game does not exist.',
  gameMaintenance: 'This game is under maintenance. Please try again later.',
  playTokenInvalid: 'Your game session has ended. Please launch the game again.',
  stakeInvalid: 'The stake is outside this game’s limits.',
} as const;
