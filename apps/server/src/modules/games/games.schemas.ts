// JSON schemas of the game calls. Every query value is bounded here (types, enums, lengths, page
// ranges from GameLimits); what a schema cannot say (an unknown vendor, a min bet that is not an
// amount, a date range) the service checks. Money goes out as decimal strings with two decimals.
import {
  AccountRecordLimits,
  GAME_CLASSIFY,
  GAME_TYPES,
  GameLimits,
  LANGUAGE_CODES,
} from '@lotusplay/api-client/contracts';
import { moneyValue as money } from '../../lib/schemas';

const gameType = { type: 'string', enum: [...GAME_TYPES] } as const;
const vendorCode = { type: 'string', pattern: GameLimits.vendorCodePattern } as const;
const language = {
  type: 'string',
  maxLength: 8,
  description: `One of ${LANGUAGE_CODES.join(' ')} (case-insensitive); anything else reads as EN`,
} as const;
const pageNo = { type: 'integer', minimum: 1, maximum: GameLimits.maxPageNo } as const;
const pageSize = { type: 'integer', minimum: 1, maximum: GameLimits.maxPageSize } as const;
/** Fields the site sends that the server does not read (bounded all the same). */
const ignored = {
  clientType: { type: 'integer' },
  platform: { type: 'string', maxLength: 64 },
  channel: { type: 'string', maxLength: 64 },
  merchant: { type: 'string', maxLength: 64 },
  merchantCode: { type: 'string', maxLength: 64 },
  isPlatform: { type: 'integer' },
} as const;

/** Game. */
export const game = {
  type: 'object',
  required: [
    'nodeId',
    'gameCode',
    'gameName',
    'gameType',
    'vassalage',
    'classify',
    'minBet',
    'lineNum',
    'isHot',
    'imagePath',
    'maintenance',
  ],
  properties: {
    nodeId: { type: 'string' },
    gameCode: { type: 'string' },
    gameName: { type: 'string' },
    gameType: { type: 'string' },
    vassalage: { type: 'string' },
    classify: { type: 'array', items: { type: 'string' } },
    minBet: money,
    lineNum: { type: 'integer' },
    isHot: { type: 'integer' },
    imagePath: { type: 'string' },
    maintenance: { type: 'boolean' },
    isFavorite: { type: 'boolean' },
  },
} as const;

const games = { type: 'array', items: game } as const;

/** GameVendorResponse. */
export const gameVendorValue = {
  type: 'object',
  required: ['lanes'],
  properties: {
    lanes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['title', 'cards'],
        properties: {
          title: { type: 'string' },
          cards: {
            type: 'array',
            items: {
              type: 'object',
              required: [
                'gameType',
                'vassalage',
                'name',
                'accountTypeId',
                'accountTypeName',
                'isHot',
                'isGame',
                'gameCode',
                'iconPath',
                'maintenance',
              ],
              properties: {
                gameType: { type: 'string' },
                vassalage: { type: 'string' },
                name: { type: 'string' },
                accountTypeId: { type: 'string' },
                accountTypeName: { type: 'string' },
                isHot: { type: 'integer' },
                isGame: { type: 'string' },
                gameCode: { type: 'string' },
                defaultPlayType: { type: 'string' },
                iconPath: { type: 'string' },
                maintenance: { type: 'boolean' },
              },
            },
          },
        },
      },
    },
  },
} as const;

export const gameVendorQuery = {
  type: 'object',
  properties: { ...ignored, language },
} as const;

/** GameListRequest. */
export const gameListQuery = {
  type: 'object',
  properties: {
    ...ignored,
    gameType,
    vassalage: vendorCode,
    gameClassify: { type: 'string', enum: [...GAME_CLASSIFY] },
    gameName: { type: 'string', maxLength: GameLimits.gameNameMaxLength },
    minBet: { type: 'string', maxLength: 16 },
    minLineNum: { type: 'integer', minimum: 0, maximum: 100_000 },
    language,
    pageNo,
    pageSize,
  },
} as const;

/** GameListResponse. */
export const gameListValue = {
  type: 'object',
  required: ['games', 'totalPages'],
  properties: { games, totalPages: { type: 'integer' } },
} as const;

/** HotGamesRequest. */
export const hotGamesQuery = {
  type: 'object',
  properties: { ...ignored, vassalage: vendorCode, gameType, language },
} as const;

export const hotGamesValue = {
  type: 'object',
  required: ['list'],
  properties: { list: games },
} as const;

/** RecentGamesRequest and FavoriteGamesRequest. */
export const memberGamesQuery = {
  type: 'object',
  properties: { ...ignored, vassalage: vendorCode, gameType, language, pageNo, pageSize },
} as const;

export const recentGamesValue = {
  type: 'object',
  required: ['list', 'totalPages'],
  properties: { list: games, totalPages: { type: 'integer' } },
} as const;

export const favoriteGamesListValue = {
  type: 'object',
  required: ['content', 'totalPages'],
  properties: { content: games, totalPages: { type: 'integer' } },
} as const;

export const favoriteIdsValue = {
  type: 'object',
  required: ['nodeIds'],
  properties: { nodeIds: { type: 'array', items: { type: 'string' } } },
} as const;

/** FavoriteToggleRequest. */
export const favoriteToggleBody = {
  type: 'object',
  required: ['nodeId'],
  properties: {
    nodeId: { type: 'string', pattern: '^[0-9]{1,9}$' },
    vendor: vendorCode,
    gameType,
  },
} as const;

export const favoriteToggleValue = {
  type: 'object',
  required: ['nodeId', 'isFavorite'],
  properties: { nodeId: { type: 'string' }, isFavorite: { type: 'boolean' } },
} as const;

export const vassGameTypeQuery = {
  type: 'object',
  required: ['vassalage'],
  properties: { ...ignored, vassalage: vendorCode, language },
} as const;

export const vassGameTypeValue = {
  type: 'object',
  required: ['vassalage', 'games'],
  properties: { vassalage: { type: 'string' }, games },
} as const;

/** LaunchGameRequest. */
export const launchGameBody = {
  type: 'object',
  required: ['vassalage', 'gameCode'],
  properties: {
    vassalage: vendorCode,
    gameCode: { type: 'string', minLength: 1, maxLength: 64 },
    gameType,
    language,
    lottoArea: { type: 'string', maxLength: 32 },
    launchMode: { type: 'string', maxLength: 32 },
    lottoPrizeMode: { type: 'string', maxLength: 32 },
    lottoGameCode: { type: 'string', maxLength: 64 },
    lottoView: { type: 'string', enum: ['betting', 'lobby'] },
    device: { type: 'string', maxLength: 16 },
    backUrl: { type: 'string', maxLength: 512 },
    playType: { type: 'string', maxLength: 32 },
  },
} as const;

export const launchGameValue = {
  type: 'object',
  required: ['url'],
  properties: { url: { type: 'string' } },
} as const;

export const launchRoomBody = {
  type: 'object',
  required: ['vassalage', 'roomId'],
  properties: {
    vassalage: vendorCode,
    roomId: { type: 'string', minLength: 1, maxLength: 64 },
    language,
  },
} as const;

export const launchRoomValue = {
  type: 'object',
  required: ['content'],
  properties: { content: { type: 'string' } },
} as const;

export const rankListQuery = {
  type: 'object',
  properties: {
    ...ignored,
    gameType,
    count: { type: 'integer', minimum: 1, maximum: GameLimits.rankListCount },
  },
} as const;

export const rankListValue = {
  type: 'object',
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['username', 'gameName', 'vassalage', 'winAmount', 'time'],
        properties: {
          username: { type: 'string' },
          gameName: { type: 'string' },
          vassalage: { type: 'string' },
          winAmount: money,
          time: { type: 'string' },
        },
      },
    },
  },
} as const;

export const roomListQuery = {
  type: 'object',
  required: ['vassalage'],
  properties: { ...ignored, vassalage: vendorCode },
} as const;

export const roomListValue = {
  type: 'object',
  required: ['rooms'],
  properties: {
    rooms: {
      type: 'array',
      items: {
        type: 'object',
        required: ['roomId', 'name', 'gameCode', 'minBet', 'players'],
        properties: {
          roomId: { type: 'string' },
          name: { type: 'string' },
          gameCode: { type: 'string' },
          minBet: money,
          players: { type: 'integer' },
        },
      },
    },
  },
} as const;

const calendarDay = {
  type: 'string',
  maxLength: 10,
  description: 'A calendar day YYYY-MM-DD (inclusive), in the brand time zone (UTC)',
} as const;

/** BettingRecordRequest. */
export const bettingRecordQuery = {
  type: 'object',
  properties: {
    ...ignored,
    vassalage: vendorCode,
    gameType,
    startDate: calendarDay,
    endDate: calendarDay,
    pageNo: { type: 'integer', minimum: 1, maximum: AccountRecordLimits.maxPageNo },
    pageSize: { type: 'integer', minimum: 1, maximum: AccountRecordLimits.maxPageSize },
  },
} as const;

export const bettingRecordValue = {
  type: 'object',
  required: ['list', 'totalPages', 'totalCount', 'totalStake', 'totalWin'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'roundId',
          'nodeId',
          'gameName',
          'vassalage',
          'gameType',
          'stake',
          'win',
          'balanceBefore',
          'balanceAfter',
          'time',
        ],
        properties: {
          roundId: { type: 'string' },
          nodeId: { type: 'string' },
          gameName: { type: 'string' },
          vassalage: { type: 'string' },
          gameType: { type: 'string' },
          stake: money,
          win: money,
          balanceBefore: money,
          balanceAfter: money,
          time: { type: 'string' },
        },
      },
    },
    totalPages: { type: 'integer' },
    totalCount: { type: 'integer' },
    totalStake: money,
    totalWin: money,
  },
} as const;
