// A small, deterministic game catalogue for the handlers, stories and tests: vendors in every lane
// (LIVE has exactly 11, the "more" button; RNG has more than 8, the vendor-menu arrows), a
// VASSALAGE vendor, a vendor and a game under maintenance, the lottery vendors of SPEC.md §4.
import type { Game, GameClassify, GameType, GameVendor } from '@lotusplay/api-client/contracts';

/** Options of one built vendor; the rest defaults from the lane. */
export type VendorOptions = Partial<GameVendor> & Pick<GameVendor, 'gameType' | 'vassalage'>;

/** One vendor card as the server answers it. */
export function buildVendor(options: VendorOptions): GameVendor {
  const { gameType, vassalage } = options;
  return {
    name: vassalage.replace(/_/g, ' '),
    accountTypeId: vassalage,
    accountTypeName: vassalage,
    isHot: 0,
    isGame: 'GAME',
    gameCode: `${vassalage}_LOBBY`,
    iconPath: `/vendor/${gameType.toLowerCase()}/${vassalage.toLowerCase()}.png`,
    maintenance: false,
    ...options,
  };
}

const named = (gameType: GameType, codes: string[]) =>
  codes.map((vassalage) => buildVendor({ gameType, vassalage }));

/** The vendors of the default catalogue, lane by lane. */
export const DEFAULT_VENDORS: GameVendor[] = [
  buildVendor({ gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', defaultPlayType: 'LOTTO' }),
  buildVendor({ gameType: 'LOTT', vassalage: 'TCG_SEA' }),
  buildVendor({ gameType: 'ELOTT', vassalage: 'ELOTT', gameCode: 'ELOTT_FAST3' }),
  buildVendor({
    gameType: 'ELOTT',
    vassalage: 'LOTT',
    gameCode: 'LOTT_PK10',
    defaultPlayType: 'SUM',
  }),
  ...named('LIVE', [
    'EVO',
    'AG',
    'SEXY',
    'DG',
    'SA',
    'WM',
    'PP_LIVE',
    'ALLBET',
    'BG_LIVE',
    'OG',
    'EZUGI',
  ]),
  buildVendor({ gameType: 'SPORTS', vassalage: 'SABA', isHot: 1 }),
  buildVendor({ gameType: 'SPORTS', vassalage: 'FB' }),
  buildVendor({ gameType: 'SPORTS', vassalage: 'CMD', maintenance: true }),
  buildVendor({ gameType: 'FISH', vassalage: 'JDB_FISH' }),
  buildVendor({ gameType: 'FISH', vassalage: 'FISHVASS', isGame: 'VASSALAGE' }),
  ...named('RNG', ['JILI', 'PG', 'PP', 'CQ9', 'FC', 'KA', 'JDB', 'MG', 'HABA', 'SPADE']),
  buildVendor({ gameType: 'PVP', vassalage: 'KY' }),
  buildVendor({ gameType: 'PVP', vassalage: 'V8' }),
  buildVendor({ gameType: 'ESPORTS', vassalage: 'IMES' }),
  buildVendor({ gameType: 'ESPORTS', vassalage: 'TF' }),
  buildVendor({ gameType: 'COCKFIGHT', vassalage: 'SV388', gameCode: 'SV388_COCK' }),
];

const classifyCycle: GameClassify[][] = [['JP'], ['TG'], ['AC'], [], ['BG'], ['JP', 'AC']];
const minBetCycle = ['0.01', '0.05', '0.10', '0.50', '0.75', '1.00'];

/** The games of `vendor`: `count` of them, with deterministic names, filters and flags. */
export function buildGames(vendor: GameVendor, count: number): Game[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    return {
      nodeId: `${vendor.vassalage}-${number}`,
      gameCode: `${vendor.vassalage}_G${number}`,
      gameName: `${vendor.name} Game ${number}`,
      gameType: vendor.gameType,
      vassalage: vendor.vassalage,
      classify: classifyCycle[index % classifyCycle.length] ?? [],
      minBet: minBetCycle[index % minBetCycle.length] ?? '0.01',
      lineNum: 5 + (index % 5) * 5,
      isHot: index % 7 === 0 ? 1 : 0,
      imagePath: `/game/${vendor.vassalage.toLowerCase()}/${number}.png`,
      maintenance: vendor.maintenance,
    };
  });
}

/** nodeId of the game under maintenance in the default catalogue. */
export const MAINTENANCE_GAME_ID = 'JILI-3';

/** Every game of the default catalogue: 20 per RNG vendor, 6 per other vendor. */
export function buildCatalogue(vendors: GameVendor[] = DEFAULT_VENDORS): Game[] {
  return vendors.flatMap((vendor) =>
    buildGames(vendor, vendor.gameType === 'RNG' ? 20 : 6).map((game) =>
      game.nodeId === MAINTENANCE_GAME_ID ? { ...game, maintenance: true } : game,
    ),
  );
}
