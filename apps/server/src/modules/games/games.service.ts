// Rules of the games module (issue 11): the catalogue (vendor lanes, game lists and their filters,
// hot games, a vassalage vendor's popup list, PVP rooms), a member's favourites and recent games,
// the launch (play tokens for the demo vendor's page), the rounds (recorded by the demo vendor in
// its ledger transaction), the latest winners and the betting record.
//
// The catalogue (about 10,000 games) is brand-level data: it is read whole once per brand snapshot
// (SystemService.brandPart; the triggers of migration 0015 bump the brand version on any change
// to game_vendors or games, so every process drops it within a second, this one at once after an
// operator change made here) and every list is filtered in memory from orderings built once.
import { createHash, randomBytes } from 'node:crypto';
import type {
  BettingRecordRequest,
  BettingRecordResponse,
  FavoriteGameIdsResponse,
  FavoriteGamesListResponse,
  FavoriteGamesRequest,
  FavoriteToggleRequest,
  FavoriteToggleResponse,
  Game,
  GameClassify,
  GameListRequest,
  GameListResponse,
  GameType,
  GameVendor,
  GameVendorLane,
  GameVendorResponse,
  HotGamesRequest,
  HotGamesResponse,
  LanguageCode,
  LaunchGameRequest,
  LaunchGameResponse,
  MerchantWalletResponse,
  PvpLaunchRequest,
  PvpLaunchResponse,
  PvpRoomListResponse,
  RankListRequest,
  RankListResponse,
  RecentGamesRequest,
  RecentGamesResponse,
  VassGameTypeResponse,
} from '@lotusplay/api-client/contracts';
import {
  ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
  AccountRecordLimits,
  accountRecordRangeError,
  addCalendarDays,
  calendarDayOf,
  ErrorCodes,
  GAME_TYPES,
  GameErrorCodes,
  GameLimits,
  GameMessages,
  HOT_GAME_TYPES,
  isCalendarDay,
  LANGUAGE_CODES,
  parseMoney,
  toMoneyString,
  TRIAL_ACCOUNT_TYPE,
  zonedDayStart,
} from '@lotusplay/api-client/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/envelope';
import { addressGroup } from '../../lib/ip';
import type { MemberService } from '../member/member.service';
import type {
  CatalogueRows,
  GameRoundRow,
  GameRow,
  GameVendorRow,
  GamesRepository,
  MemberRoundTotals,
  MembersRoundFilter,
  NewGameRound,
  PlayTokenRow,
} from './games.repository';

/** How long a play token of a launched game lasts. */
export const PLAY_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
/** How often expired play tokens are deleted (the games module's job, one run across processes). */
export const PLAY_TOKEN_SWEEP_MS = 10 * 60 * 1000;
/** The path of the demo vendor's game page (the demo module serves it). */
export const DEMO_VENDOR_PLAY_PATH = '/demo-vendor/play';
/** How long the latest winners are kept before they are read again. */
const RANK_LIST_TTL_MS = 2_000;
/** At most this many games in a hot list. */
const HOT_LIST_MAX = 60;
/** Name searches whose matching games a catalogue keeps (the next pages of a search reuse them). */
const NAME_MATCHES_KEPT = 256;
/** PVP rooms per vendor. */
const ROOMS_PER_VENDOR = 6;

/** What the games module needs of the system module. */
export interface GamesBrandData {
  brandPart<T>(key: string, load: () => Promise<T>): Promise<T>;
  brandChanged(): void;
  getBrand(): Promise<{ launchGameCdns: string[] }>;
}

/**
 * What the games module needs of the session module: whether the session a play token was issued
 * in, at `issuedAt`, still stands as a Bearer request would find it, with no password change since
 * (SessionService.activeSessionById); null once it does not.
 */
export interface GamesSessions {
  activeSessionById(id: number, issuedAt: Date): Promise<object | null>;
}

/** Who launches a game: the request's member session and the client's address (request.ip). */
export interface PlayClient {
  sessionId: number;
  /** Bound by its group (lib/ip.ts addressGroup): an IPv4 address itself, an IPv6 /64. */
  address: string;
}

/** What the games module needs of the wallet module: the merchant wallet list. */
export interface GamesWalletData {
  merchantWallets(): Promise<MerchantWalletResponse>;
}

/**
 * Launches the vendors whose games are pages of this site rather than third-party games (the
 * lottery module's: TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT); the games module's declaration builds it
 * from the lottery service.
 */
export interface SiteGameLauncher {
  handles(vendorCode: string): boolean;
  launch(
    vendorCode: string,
    request: LaunchGameRequest,
    origin: string,
  ): Promise<LaunchGameResponse>;
}

/** The member of a request, as the session guards found it. */
export interface GamesMember {
  id: number;
  isAgent: number;
}

/** A play token as the demo vendor's page finds it. */
export interface PlayTokenInfo {
  memberId: number;
  /** The game's nodeId. */
  gameId: number;
  gameCode: string;
  vendorCode: string;
  gameType: GameType;
  /** The merchant wallet the vendor plays on (its accountTypeId). */
  walletCode: string;
  expiresAt: Date;
  /** The game (or its vendor) went under maintenance since the launch. */
  maintenance: boolean;
}

/** A round as the demo vendor records it (money in minor units). */
export interface RoundRecord {
  roundId: string;
  memberId: number;
  gameId: number;
  stake: number;
  win: number;
  balanceBefore: number;
  balanceAfter: number;
  ledgerTransactionId?: number | null;
  detail?: Record<string, unknown>;
  /** Defaults to now (the database's). */
  createdAt?: Date;
  /**
   * The game, when the caller has it: then the catalogue is not read. A caller inside its own
   * transaction must pass it: on the embedded database a check of the brand snapshot (made when
   * the snapshot is older than its age limit, as on a busy machine) would wait for that very
   * transaction, which holds the one connection, and never return.
   */
  game?: { id: number; vendorCode: string; gameType: GameType };
}

export type { GameRoundRow, MemberRoundTotals, PlayTokenRow };

const notFound = () => new AppError(404, GameErrorCodes.GameNotFound, GameMessages.gameNotFound);
const maintenanceError = () =>
  new AppError(409, GameErrorCodes.GameMaintenance, GameMessages.gameMaintenance);
const invalid = (message: string) => new AppError(400, ErrorCodes.Validation, message);

const LANGUAGES = new Set<string>(LANGUAGE_CODES);

/** The request's language, upper-cased; anything unknown reads as EN. */
export function languageOf(value: string | undefined): LanguageCode {
  const upper = (value ?? 'EN').toUpperCase();
  return (LANGUAGES.has(upper) ? upper : 'EN') as LanguageCode;
}

/** A username masked for the winners' list: `demoplayer` → `dem***er`. */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  if (username.length <= 5) return `${username.slice(0, 2)}***`;
  return `${username.slice(0, 3)}***${username.slice(-2)}`;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The lane of a vendor: a sports vendor flagged esports is listed in ESPORTS. */
export function laneOf(vendor: Pick<GameVendorRow, 'gameType' | 'isEsports'>): GameType {
  return vendor.gameType === 'SPORTS' && vendor.isEsports ? 'ESPORTS' : vendor.gameType;
}

/** One brand snapshot's catalogue: the rows, orderings built once, and answers built once. */
export class Catalogue {
  readonly vendorsByCode = new Map<string, GameVendorRow>();
  readonly gamesById = new Map<number, GameRow>();
  private readonly byVendor = new Map<string, GameRow[]>();
  private readonly byType = new Map<GameType, GameRow[]>();
  private readonly byVendorAndCode = new Map<string, GameRow>();
  private readonly wire = new Map<string, Game>();
  private readonly answers = new Map<string, unknown>();
  /** Every game's searchName in the catalogue's order, joined by NUL, and where each starts. */
  private search: { text: string; starts: Int32Array } | null = null;
  /** The games whose names hold a text, by text (the most recent NAME_MATCHES_KEPT). */
  private readonly nameMatchCache = new Map<string, readonly GameRow[]>();

  constructor(readonly rows: Readonly<CatalogueRows>) {
    for (const vendor of rows.vendors) this.vendorsByCode.set(vendor.code, vendor);
    for (const row of rows.games) {
      this.gamesById.set(row.id, row);
      this.byVendorAndCode.set(`${row.vendorCode}\n${row.gameCode}`, row);
      let list = this.byVendor.get(row.vendorCode);
      if (!list) this.byVendor.set(row.vendorCode, (list = []));
      list.push(row);
      let typed = this.byType.get(row.gameType);
      if (!typed) this.byType.set(row.gameType, (typed = []));
      typed.push(row);
    }
  }

  /** An answer stored under `key`, built on first use (shared: never mutate it). */
  answer<T>(key: string, build: () => T): T {
    if (!this.answers.has(key)) this.answers.set(key, build());
    return this.answers.get(key) as T;
  }

  /**
   * The games (in the catalogue's order) whose name in any language holds `name` (lower-cased),
   * as plain text. One native `indexOf` walk over every name joined together (built on the first
   * search), jumping to the next game after each hit; the answer is kept for the next pages.
   */
  nameMatches(name: string): readonly GameRow[] {
    const kept = this.nameMatchCache.get(name);
    if (kept) {
      this.nameMatchCache.delete(name);
      this.nameMatchCache.set(name, kept);
      return kept;
    }
    const games = this.rows.games;
    if (!this.search) {
      const starts = new Int32Array(games.length);
      let offset = 0;
      games.forEach((row, index) => {
        starts[index] = offset;
        offset += row.searchName.length + 1;
      });
      this.search = { text: games.map((row) => row.searchName).join('\u0000'), starts };
    }
    const { text, starts } = this.search;
    const found: GameRow[] = [];
    if (!name.includes('\u0000')) {
      let from = 0;
      for (;;) {
        const at = text.indexOf(name, from);
        if (at < 0) break;
        // The game whose text holds `at`: the last start at or before it.
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
          const middle = (low + high + 1) >> 1;
          if (starts[middle]! <= at) low = middle;
          else high = middle - 1;
        }
        found.push(games[low]!);
        if (low + 1 >= starts.length) break;
        from = starts[low + 1]!;
      }
    }
    this.nameMatchCache.set(name, found);
    if (this.nameMatchCache.size > NAME_MATCHES_KEPT) {
      this.nameMatchCache.delete(this.nameMatchCache.keys().next().value!);
    }
    return found;
  }

  game(vendorCode: string, gameCode: string): GameRow | undefined {
    return this.byVendorAndCode.get(`${vendorCode}\n${gameCode}`);
  }

  gamesOfVendor(code: string): readonly GameRow[] {
    return this.byVendor.get(code) ?? [];
  }

  gamesOfType(type: GameType): readonly GameRow[] {
    return this.byType.get(type) ?? [];
  }

  /** True when the game or its vendor is under maintenance. */
  inMaintenance(row: GameRow): boolean {
    return row.maintenance || this.vendorsByCode.get(row.vendorCode)?.maintenance === true;
  }

  /** The wire form of a game in a language (built once per game and language, then shared). */
  toGame(row: GameRow, language: LanguageCode): Game {
    const key = `${row.id}:${language}`;
    let game = this.wire.get(key);
    if (!game) {
      game = {
        nodeId: String(row.id),
        gameCode: row.gameCode,
        gameName: row.names[language] ?? row.names.EN ?? row.gameCode,
        gameType: row.gameType,
        vassalage: row.vendorCode,
        classify: row.classify,
        minBet: toMoneyString(row.minBet),
        lineNum: row.lineNum,
        isHot: row.isHot ? 1 : 0,
        imagePath: row.imagePath,
        maintenance: this.inMaintenance(row),
      };
      this.wire.set(key, game);
    }
    return game;
  }
}

/** Filters of a game list, checked. */
interface ListFilter {
  gameType?: GameType;
  vendorCode?: string;
  classify?: GameClassify;
  /** Lower-cased. */
  name?: string;
  minBet?: number;
  minLineNum?: number;
}

/** The member's favourites and recent lists page filters. */
interface PageOf {
  pageNo: number;
  pageSize: number;
}

export class GamesService {
  private rankCache = new Map<string, { at: number; answer: RankListResponse }>();

  constructor(
    private readonly repository: GamesRepository,
    private readonly brand: GamesBrandData,
    private readonly wallet: GamesWalletData,
    private readonly members: Pick<MemberService, 'findById'>,
    private readonly sessions: GamesSessions,
    private readonly clock: () => Date = () => new Date(),
    /**
     * Launches the vendors whose games are this site's own pages (the lottery module's service,
     * which the games module declares it needs); null: every vendor is a third party's.
     */
    private readonly siteLauncher: SiteGameLauncher | null = null,
  ) {}

  /** The catalogue of the current brand snapshot. */
  catalogue(): Promise<Catalogue> {
    return this.brand.brandPart(
      'games.catalogue',
      async () => new Catalogue(await this.repository.loadCatalogue()),
    );
  }

  /** `GCSGAME_gameVendor`: the lanes in GAME_TYPES order, only those that have vendors. */
  async vendorLanes(): Promise<GameVendorResponse> {
    const [catalogue, wallets] = await Promise.all([
      this.catalogue(),
      this.wallet.merchantWallets(),
    ]);
    return catalogue.answer(`lanes:${wallets.isSingle}`, () => {
      const walletNames = new Map(wallets.wallets.map((w) => [w.code, w.name]));
      const lanes = new Map<GameType, GameVendor[]>();
      for (const vendor of catalogue.rows.vendors) {
        const title = laneOf(vendor);
        const accountTypeId = wallets.isSingle ? 'MAIN' : vendor.accountTypeId;
        const card: GameVendor = {
          gameType: title,
          vassalage: vendor.code,
          name: vendor.name,
          accountTypeId,
          accountTypeName: walletNames.get(accountTypeId) ?? accountTypeId,
          isHot: vendor.isHot ? 1 : 0,
          isGame: vendor.isGame,
          gameCode: vendor.gameCode,
          iconPath: vendor.iconPath,
          maintenance: vendor.maintenance,
        };
        if (vendor.defaultPlayType) card.defaultPlayType = vendor.defaultPlayType;
        let cards = lanes.get(title);
        if (!cards) lanes.set(title, (cards = []));
        cards.push(card);
      }
      const answer: GameVendorLane[] = [];
      for (const title of GAME_TYPES) {
        const cards = lanes.get(title);
        if (cards && cards.length > 0) answer.push({ title, cards });
      }
      return { lanes: answer };
    });
  }

  /** A known vendor, or 404. */
  private vendorOf(catalogue: Catalogue, code: string): GameVendorRow {
    const vendor = catalogue.vendorsByCode.get(code);
    if (!vendor) throw notFound();
    return vendor;
  }

  /** `GCSGAME_gameList`: one page of the games that pass every filter, hot first, then by order. */
  async gameList(query: GameListRequest): Promise<GameListResponse> {
    return (await this.gameListPlan(query)).build();
  }

  /**
   * The game list in two steps: the checks now (an unknown vendor is a 404, a min bet that is not
   * an amount a 400), and the page when `build()` is called. `key` names everything the page
   * depends on within the catalogue `shared`, so a route may keep the serialised answer per
   * (catalogue, key): the lobby asks the same pages again and again.
   */
  async gameListPlan(
    query: GameListRequest,
  ): Promise<{ shared: Catalogue; key: string; build: () => GameListResponse }> {
    const catalogue = await this.catalogue();
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? GameLimits.pageSize;
    const filter: ListFilter = {};
    if (query.vassalage !== undefined && query.vassalage !== '') {
      filter.vendorCode = this.vendorOf(catalogue, query.vassalage).code;
    }
    if (query.gameType !== undefined) filter.gameType = query.gameType;
    if (query.gameClassify !== undefined) filter.classify = query.gameClassify;
    const name = query.gameName?.trim().toLowerCase();
    if (name) filter.name = name;
    if (query.minBet !== undefined && query.minBet !== '') {
      const minBet = parseMoney(query.minBet);
      if (minBet === null) throw invalid('minBet must be an amount such as 0.05');
      filter.minBet = minBet;
    }
    if (query.minLineNum !== undefined && query.minLineNum > 0)
      filter.minLineNum = query.minLineNum;
    const language = languageOf(query.language);
    const key = JSON.stringify([
      filter.vendorCode,
      filter.gameType,
      filter.classify,
      filter.name,
      filter.minBet,
      filter.minLineNum,
      language,
      pageNo,
      pageSize,
    ]);
    return {
      shared: catalogue,
      key,
      build: () => this.listPage(catalogue, filter, language, pageNo, pageSize),
    };
  }

  private listPage(
    catalogue: Catalogue,
    filter: ListFilter,
    language: LanguageCode,
    pageNo: number,
    pageSize: number,
  ): GameListResponse {
    const source =
      filter.name !== undefined
        ? catalogue.nameMatches(filter.name)
        : filter.vendorCode !== undefined
          ? catalogue.gamesOfVendor(filter.vendorCode)
          : filter.gameType !== undefined
            ? catalogue.gamesOfType(filter.gameType)
            : catalogue.rows.games;
    const start = (pageNo - 1) * pageSize;
    const page: Game[] = [];
    let matched = 0;
    // Only one of name, vendor or type: the source itself is the answer.
    const plain =
      filter.classify === undefined &&
      filter.minBet === undefined &&
      filter.minLineNum === undefined &&
      [filter.name, filter.vendorCode, filter.gameType].filter((f) => f !== undefined).length <= 1;
    if (plain) {
      matched = source.length;
      for (const row of source.slice(start, start + pageSize)) {
        page.push(catalogue.toGame(row, language));
      }
    } else {
      for (const row of source) {
        if (filter.vendorCode !== undefined && row.vendorCode !== filter.vendorCode) continue;
        if (filter.gameType !== undefined && row.gameType !== filter.gameType) continue;
        if (filter.classify !== undefined && !row.classify.includes(filter.classify)) continue;
        if (filter.minBet !== undefined && row.minBet !== filter.minBet) continue;
        if (filter.minLineNum !== undefined && row.lineNum < filter.minLineNum) continue;
        if (matched >= start && page.length < pageSize) page.push(catalogue.toGame(row, language));
        matched++;
      }
    }
    return { games: page, totalPages: Math.ceil(matched / pageSize) };
  }

  /** `GCSGAME_hotGamesV2`: hot games (of a vendor or a type), hot game types only. */
  async hotGames(query: HotGamesRequest & { gameType?: GameType }): Promise<HotGamesResponse> {
    const catalogue = await this.catalogue();
    const language = languageOf(query.language);
    const vendor = query.vassalage ? this.vendorOf(catalogue, query.vassalage).code : '';
    const type = query.gameType ?? '';
    return catalogue.answer(`hot:${vendor}:${type}:${language}`, () => {
      const source = vendor
        ? catalogue.gamesOfVendor(vendor)
        : type
          ? catalogue.gamesOfType(type)
          : catalogue.rows.games;
      const list: Game[] = [];
      for (const row of source) {
        // Hot rows come first in every ordering.
        if (!row.isHot) break;
        if (!HOT_GAME_TYPES.includes(row.gameType)) continue;
        list.push(catalogue.toGame(row, language));
        if (list.length >= HOT_LIST_MAX) break;
      }
      return { list };
    });
  }

  /** `GCSGAME_getVassGameType`: the games of a vendor's popup list. */
  async vassalageGames(vassalage: string, language?: string): Promise<VassGameTypeResponse> {
    const catalogue = await this.catalogue();
    const vendor = this.vendorOf(catalogue, vassalage);
    const lang = languageOf(language);
    return catalogue.answer(`vass:${vendor.code}:${lang}`, () => ({
      vassalage: vendor.code,
      games: catalogue.gamesOfVendor(vendor.code).map((row) => catalogue.toGame(row, lang)),
    }));
  }

  /** `GLS2_roomList`: a few rooms of a PVP vendor, the same every time (empty for other vendors). */
  async roomList(vassalage: string): Promise<PvpRoomListResponse> {
    const catalogue = await this.catalogue();
    const vendor = this.vendorOf(catalogue, vassalage);
    return catalogue.answer(`rooms:${vendor.code}`, () => {
      if (vendor.gameType !== 'PVP') return { rooms: [] };
      const games = catalogue.gamesOfVendor(vendor.code).slice(0, ROOMS_PER_VENDOR);
      return {
        rooms: games.map((row, index) => ({
          roomId: `${vendor.code}-R${index + 1}`,
          name: `${row.names.EN ?? row.gameCode} · ${['Beginner', 'Standard', 'VIP'][index % 3]}`,
          gameCode: row.gameCode,
          minBet: toMoneyString(row.minBet * [1, 10, 100][index % 3]!),
          players: 2 + ((row.id * 7 + index * 3) % 7),
        })),
      };
    });
  }

  /** A member's list filter: an unknown vendor is a 404. */
  private async memberFilter(query: { vassalage?: string; gameType?: GameType }) {
    const catalogue = await this.catalogue();
    const filter: { vendorCode?: string; gameType?: GameType } = {};
    if (query.vassalage) filter.vendorCode = this.vendorOf(catalogue, query.vassalage).code;
    if (query.gameType !== undefined) filter.gameType = query.gameType;
    return { catalogue, filter };
  }

  private async memberPage(
    list: 'favorites' | 'recent',
    memberId: number,
    query: (RecentGamesRequest | FavoriteGamesRequest) & { vassalage?: string },
  ): Promise<{ games: Game[]; totalPages: number }> {
    const { catalogue, filter } = await this.memberFilter(query);
    const { pageNo, pageSize }: PageOf = {
      pageNo: query.pageNo ?? 1,
      pageSize: query.pageSize ?? GameLimits.pageSize,
    };
    const page = await this.repository.memberGames(
      list,
      memberId,
      filter,
      pageSize,
      (pageNo - 1) * pageSize,
    );
    const language = languageOf(query.language);
    const games: Game[] = [];
    for (const id of page.ids) {
      const row = catalogue.gamesById.get(id);
      if (!row) continue;
      const game = catalogue.toGame(row, language);
      games.push(list === 'favorites' ? { ...game, isFavorite: true } : game);
    }
    return { games, totalPages: Math.ceil(page.total / pageSize) };
  }

  /** `GCS_recentGame`: the member's launched games, the latest launch first. */
  async recentGames(memberId: number, query: RecentGamesRequest): Promise<RecentGamesResponse> {
    const { games, totalPages } = await this.memberPage('recent', memberId, query);
    return { list: games, totalPages };
  }

  /** `MCSFE_getFavoriteGamesList`: a page of the member's favourites, newest first. */
  async favoriteGames(
    memberId: number,
    query: FavoriteGamesRequest & { vassalage?: string },
  ): Promise<FavoriteGamesListResponse> {
    const { games, totalPages } = await this.memberPage('favorites', memberId, query);
    return { content: games, totalPages };
  }

  /** `MCSFE_getFavoriteGames`: the nodeIds of every favourite of the member. */
  async favoriteIds(memberId: number): Promise<FavoriteGameIdsResponse> {
    const ids = await this.repository.favoriteIds(memberId);
    return { nodeIds: ids.map(String) };
  }

  /** The game of a toggle: it must exist (and be the vendor's when a vendor is named). */
  private async toggledGame(request: FavoriteToggleRequest): Promise<GameRow> {
    const catalogue = await this.catalogue();
    const row = catalogue.gamesById.get(Number(request.nodeId));
    if (!row || (request.vendor && request.vendor !== row.vendorCode)) throw notFound();
    return row;
  }

  /** `MCSFE_addFavoriteGameV2`: idempotent (adding twice keeps one). */
  async addFavorite(
    memberId: number,
    request: FavoriteToggleRequest,
  ): Promise<FavoriteToggleResponse> {
    const row = await this.toggledGame(request);
    await this.repository.addFavorite(memberId, row.id);
    return { nodeId: String(row.id), isFavorite: true };
  }

  /** `MCSFE_removeFavoriteGameV2`: idempotent (removing one that is not there is fine). */
  async removeFavorite(
    memberId: number,
    request: FavoriteToggleRequest,
  ): Promise<FavoriteToggleResponse> {
    const row = await this.toggledGame(request);
    await this.repository.removeFavorite(memberId, row.id);
    return { nodeId: String(row.id), isFavorite: false };
  }

  /**
   * `POST /wps/game/launchGame`: the URL of the game's page on a launch-game host. Refused for an
   * unknown game (404) and a game or vendor under maintenance (409). A real member's launch goes
   * into the recent list; a trial account (free play) plays without one. `origin` is this
   * server's origin, used for a launch host that is a path (the demo brand's '/'). The play token
   * is bound to `client` (its session and address group: findPlayToken) and replaces the member's
   * earlier one.
   */
  async launch(
    member: GamesMember,
    request: LaunchGameRequest,
    origin: string,
    client: PlayClient,
  ): Promise<LaunchGameResponse> {
    const catalogue = await this.catalogue();
    const vendor = this.vendorOf(catalogue, request.vassalage);
    // A lottery vendor opens the site's own lottery page (SPEC.md §4), not a third-party game.
    if (this.siteLauncher?.handles(vendor.code)) {
      if (vendor.maintenance) throw maintenanceError();
      return this.siteLauncher.launch(vendor.code, request, origin);
    }
    const row = catalogue.game(vendor.code, request.gameCode);
    if (!row) throw notFound();
    if (catalogue.inMaintenance(row)) throw maintenanceError();
    const now = this.clock();
    const token = randomBytes(24).toString('base64url');
    await this.repository.launch(
      {
        tokenHash: sha256Hex(token),
        memberId: member.id,
        sessionId: client.sessionId,
        clientGroup: addressGroup(client.address),
        gameId: row.id,
        vendorCode: vendor.code,
        expiresAt: new Date(now.getTime() + PLAY_TOKEN_TTL_MS),
        createdAt: now,
      },
      // A trial account (free play) has no recent list.
      member.isAgent !== TRIAL_ACCOUNT_TYPE,
    );
    const { launchGameCdns } = await this.brand.getBrand();
    const hosts = launchGameCdns.length > 0 ? launchGameCdns : ['/'];
    const host = hosts[Math.floor(Math.random() * hosts.length)]!;
    const base = /^https?:\/\//i.test(host) ? host.replace(/\/+$/, '') : origin;
    const params = new URLSearchParams({
      token,
      game: String(row.id),
      lang: languageOf(request.language),
    });
    return { url: `${base}${DEMO_VENDOR_PLAY_PATH}?${params.toString()}` };
  }

  /**
   * The PVP launch (`GLS2_launchRoom`): joins a room of `roomList` — the launch of the room's game,
   * its URL answered as `content`. An unknown room is a 404, like an unknown game.
   */
  async launchRoom(
    member: GamesMember,
    request: PvpLaunchRequest,
    origin: string,
    client: PlayClient,
  ): Promise<PvpLaunchResponse> {
    const { rooms } = await this.roomList(request.vassalage);
    const room = rooms.find((candidate) => candidate.roomId === request.roomId);
    if (!room) throw notFound();
    const { url } = await this.launch(
      member,
      {
        vassalage: request.vassalage,
        gameCode: room.gameCode,
        ...(request.language ? { language: request.language } : {}),
      },
      origin,
      client,
    );
    return { content: url };
  }

  /**
   * For the demo vendor's page: the play token's member and game while it lasts, else null
   * (the caller answers 401 PLAY_TOKEN_INVALID). Only the token's SHA-256 is stored.
   *
   * A token is not usable on its own (issue 24): it lives only while the session that launched it
   * stands as a Bearer request of that session would find it (its row goes with the session:
   * logout, the operator ending the member's sessions, a password change or reset elsewhere; and
   * it is checked here: not expired nor idle, no password change due, the member's password not
   * changed since the launch — the session that changed it goes on, its tokens do not); only the
   * member's latest launch has one; and `address` (the caller's, request.ip) must be in the
   * launching request's address group (lib/ip.ts `addressGroup` at its default prefix: the same
   * IPv4 address, the same IPv6 /64 — within which privacy addresses rotate — whatever prefix the
   * brand sets for its per-address limits).
   * The demo vendor's page is served by this server, so its calls come from the launching browser.
   */
  async findPlayToken(token: string, address: string): Promise<PlayTokenInfo | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 128) return null;
    const row = await this.repository.findPlayToken(sha256Hex(token), this.clock());
    if (!row || row.clientGroup !== addressGroup(address)) return null;
    if (!(await this.sessions.activeSessionById(row.sessionId, row.createdAt))) return null;
    const catalogue = await this.catalogue();
    const game = catalogue.gamesById.get(row.gameId);
    const vendor = catalogue.vendorsByCode.get(row.vendorCode);
    if (!game || !vendor) return null;
    return {
      memberId: row.memberId,
      gameId: row.gameId,
      gameCode: game.gameCode,
      vendorCode: row.vendorCode,
      gameType: game.gameType,
      walletCode: vendor.accountTypeId,
      expiresAt: row.expiresAt,
      maintenance: catalogue.inMaintenance(game),
    };
  }

  /** A game of the catalogue by nodeId (the demo vendor's page reads its name and min bet). */
  async gameById(gameId: number): Promise<(GameRow & { maintenance: boolean }) | null> {
    const catalogue = await this.catalogue();
    const row = catalogue.gamesById.get(gameId);
    return row ? { ...row, maintenance: catalogue.inMaintenance(row) } : null;
  }

  /**
   * Records a round (immutable). Pass the caller's transaction as `tx` to write it with the
   * round's ledger movement; a round whose (vendor, round id) exists is not written again: the
   * stored one comes back with `inserted: false` (a retry).
   */
  async recordRound(
    round: RoundRecord,
    tx?: Database,
  ): Promise<{ round: GameRoundRow; inserted: boolean }> {
    const game = round.game ?? (await this.catalogue()).gamesById.get(round.gameId);
    if (!game || game.id !== round.gameId) throw notFound();
    const row: NewGameRound = {
      roundId: round.roundId,
      memberId: round.memberId,
      gameId: game.id,
      vendorCode: game.vendorCode,
      gameType: game.gameType,
      stake: round.stake,
      win: round.win,
      balanceBefore: round.balanceBefore,
      balanceAfter: round.balanceAfter,
      ledgerTransactionId: round.ledgerTransactionId ?? null,
      detail: round.detail ?? {},
    };
    if (round.createdAt) row.createdAt = round.createdAt;
    const result = await this.repository.insertRound(row, tx);
    if (result.inserted && round.win > 0) this.rankCache.clear();
    return result;
  }

  /** A round already recorded (a retry of the vendor's round id), or null. */
  findRound(vendorCode: string, roundId: string, tx?: Database): Promise<GameRoundRow | null> {
    return this.repository.findRound(vendorCode, roundId, tx);
  }

  /** `GCSGAME_getRankList`: the latest winning rounds, usernames masked. */
  async rankList(query: RankListRequest): Promise<RankListResponse> {
    const count = query.count ?? GameLimits.rankListCount;
    const key = `${query.gameType ?? ''}:${count}`;
    const now = Date.now();
    const kept = this.rankCache.get(key);
    if (kept && now - kept.at < RANK_LIST_TTL_MS) return kept.answer;
    const [rows, catalogue] = await Promise.all([
      this.repository.latestWins(query.gameType, count),
      this.catalogue(),
    ]);
    const names = new Map<number, string>();
    await Promise.all(
      [...new Set(rows.map((row) => row.memberId))].map(async (id) => {
        const member = await this.members.findById(id);
        names.set(id, member ? maskUsername(member.username) : '***');
      }),
    );
    const answer: RankListResponse = {
      list: rows.map((row) => {
        const game = catalogue.gamesById.get(row.gameId);
        return {
          username: names.get(row.memberId) ?? '***',
          gameName: game ? (game.names.EN ?? game.gameCode) : '',
          vassalage: row.vendorCode,
          winAmount: toMoneyString(row.win),
          time: row.createdAt.toISOString(),
        };
      }),
    };
    this.rankCache.set(key, { at: now, answer });
    return answer;
  }

  /**
   * The days of a betting-record query (default: the last 7 up to today) and the instants they
   * bound, as the betting record reads them; bad days are 400 VALIDATION_ERROR.
   */
  private recordRange(query: { startDate?: string; endDate?: string }) {
    const timeZone = ACCOUNT_RECORD_DEFAULT_TIME_ZONE;
    const to = query.endDate ?? calendarDayOf(this.clock(), timeZone);
    const from =
      query.startDate ??
      (isCalendarDay(to) ? addCalendarDays(to, 1 - AccountRecordLimits.defaultRangeDays) : to);
    const rangeError = accountRecordRangeError(from, to);
    if (rangeError !== null) throw invalid(rangeError);
    return {
      from,
      to,
      bounds: {
        since: zonedDayStart(from, timeZone),
        until: zonedDayStart(addCalendarDays(to, 1), timeZone),
      },
    };
  }

  /**
   * The member's rounds over the days of a betting-record query, summed per game type (minor
   * units): the same rounds and bounds as `bettingRecord`, so its totals agree with it.
   */
  async bettingSummary(
    memberId: number,
    query: { startDate?: string; endDate?: string },
  ): Promise<{
    from: string;
    to: string;
    byType: { gameType: GameType; count: number; stake: number; win: number }[];
  }> {
    const { from, to, bounds } = this.recordRange(query);
    const byType = await this.repository.memberRoundTotalsByType({ memberId, ...bounds });
    return { from, to, byType };
  }

  /** The member's rounds over [since, until): count, stakes (valid bet) and wins, minor units. */
  roundTotals(
    memberId: number,
    since: Date,
    until: Date,
  ): Promise<{ count: number; stake: number; win: number }> {
    return this.repository.memberRoundTotals({ memberId, since, until });
  }

  /**
   * Per member of `memberIds` (a team): its rounds over [since, until) — count, stakes (the valid
   * bet) and wins, minor units — and its latest round of all time; one grouped query. Members
   * that never played are left out.
   */
  roundTotalsByMember(
    memberIds: readonly number[],
    since: Date,
    until: Date,
  ): Promise<Map<number, MemberRoundTotals>> {
    return this.repository.roundTotalsByMember(memberIds, since, until);
  }

  /**
   * A page of the rounds of `memberIds` (a team) created in [since, until), newest first, each with
   * its game's code and name in `language` (from the catalogue), and the count and sums of every
   * round of the filter (minor units); one query each.
   */
  async roundsOfMembers(
    filter: MembersRoundFilter,
    limit: number,
    offset: number,
    language?: string,
  ): Promise<{
    rows: (GameRoundRow & { gameCode: string; gameName: string })[];
    totals: { count: number; stake: number; win: number };
  }> {
    const [catalogue, rows, totals] = await Promise.all([
      this.catalogue(),
      this.repository.roundsOfMembers(filter, limit, offset),
      this.repository.roundTotalsOfMembers(filter),
    ]);
    const lang = languageOf(language);
    return {
      rows: rows.map((row) => {
        const game = catalogue.gamesById.get(row.gameId);
        return {
          ...row,
          gameCode: game?.gameCode ?? '',
          gameName: game ? (game.names[lang] ?? game.names.EN ?? game.gameCode) : '',
        };
      }),
      totals,
    };
  }

  /** The members who staked most over [since, until), and the place of `memberId` (null: none). */
  async stakeLeaders(
    since: Date,
    until: Date,
    limit: number,
    memberId: number,
  ): Promise<{
    leaders: { memberId: number; stake: number }[];
    me: { place: number | null; stake: number };
  }> {
    const [leaders, mine] = await Promise.all([
      this.repository.topStakes(since, until, limit),
      this.repository.memberRoundTotals({ memberId, since, until }),
    ]);
    if (mine.count === 0) return { leaders, me: { place: null, stake: 0 } };
    const ahead = await this.repository.membersStakingMore(since, until, mine.stake);
    const listed = leaders.findIndex((leader) => leader.memberId === memberId);
    return {
      leaders,
      me: { place: listed >= 0 ? listed + 1 : ahead + 1, stake: mine.stake },
    };
  }

  /** `GCS_bettingRecord`: the member's rounds, newest first, over a range like the account record. */
  async bettingRecord(
    memberId: number,
    query: BettingRecordRequest & { language?: string },
  ): Promise<BettingRecordResponse> {
    const { catalogue, filter } = await this.memberFilter(query);
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? AccountRecordLimits.defaultPageSize;
    const roundFilter = { memberId, ...filter, ...this.recordRange(query).bounds };
    const [rows, totals] = await Promise.all([
      this.repository.memberRounds(roundFilter, pageSize, (pageNo - 1) * pageSize),
      this.repository.memberRoundTotals(roundFilter),
    ]);
    const language = languageOf(query.language);
    return {
      list: rows.map((row) => {
        const game = catalogue.gamesById.get(row.gameId);
        return {
          roundId: row.roundId,
          nodeId: String(row.gameId),
          gameName: game ? (game.names[language] ?? game.names.EN ?? game.gameCode) : '',
          vassalage: row.vendorCode,
          gameType: row.gameType,
          stake: toMoneyString(row.stake),
          win: toMoneyString(row.win),
          balanceBefore: toMoneyString(row.balanceBefore),
          balanceAfter: toMoneyString(row.balanceAfter),
          time: row.createdAt.toISOString(),
        };
      }),
      totalPages: Math.ceil(totals.count / pageSize),
      totalCount: totals.count,
      totalStake: toMoneyString(totals.stake),
      totalWin: toMoneyString(totals.win),
    };
  }

  /** Operator: a vendor (gameCode null) or one game under maintenance or back; false: none. */
  async setMaintenance(vendorCode: string, gameCode: string | null, on: boolean): Promise<boolean> {
    const done = await this.repository.setMaintenance(vendorCode, gameCode, on);
    if (done) this.brand.brandChanged();
    return done;
  }

  /** Operator: a game's hot flag; false when there is no such game. */
  async setHot(vendorCode: string, gameCode: string, on: boolean): Promise<boolean> {
    const done = await this.repository.setHot(vendorCode, gameCode, on);
    if (done) this.brand.brandChanged();
    return done;
  }

  /** Deletes play tokens that expired (a clean-up; up to `limit`): the games module's job. */
  deleteExpiredPlayTokens(limit = 1000): Promise<number> {
    return this.repository.deleteExpiredPlayTokens(this.clock(), limit);
  }
}
