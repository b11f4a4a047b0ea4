// Data factories of the lottery calls, typed by the contract: the demo games (codes of the seeded
// brand), draws, results and bets, for tests and stories.
import type {
  LotteryBet,
  LotteryGame,
  LotteryKind,
  LotteryMenuGroup,
  LotteryNumero,
  LotteryOpenedNumero,
  LotteryPlayType,
  LotteryPlayTypeInfo,
  LotteryPrize,
  LotteryVendor,
} from '@lotusplay/api-client';

const ODDS: Record<LotteryPlayType, string> = {
  VN_LO2: '3.5',
  VN_DE: '70',
  VN_3D: '600',
  VN_4D: '5000',
  SEA_BIG: '2500',
  SEA_SMALL: '3500',
  FAST_3D: '900',
  FAST_2D: '90',
  FAST_1D: '9',
  ELOTT_POS: '9.8',
  ELOTT_BS: '1.98',
};

/** The play type info the server lists (odds and stake limits of the shared design). */
export function buildPlayTypeInfo(playType: LotteryPlayType): LotteryPlayTypeInfo {
  const lowMax = playType === 'VN_4D' || playType === 'VN_3D' || playType === 'FAST_3D';
  return {
    playType,
    odds: ODDS[playType],
    ...(playType === 'SEA_BIG'
      ? {
          oddsByTier: {
            FIRST: '2500',
            SECOND: '1000',
            THIRD: '500',
            STARTER: '180',
            CONSOLATION: '60',
          },
        }
      : playType === 'SEA_SMALL'
        ? { oddsByTier: { FIRST: '3500', SECOND: '2000', THIRD: '1000' } }
        : {}),
    minStake: '1.00',
    maxStake: lowMax ? '1000.00' : '5000.00',
  };
}

const PLAY_TYPES: Record<LotteryKind, LotteryPlayType[]> = {
  VN: ['VN_LO2', 'VN_DE', 'VN_3D', 'VN_4D'],
  SEA: ['SEA_BIG', 'SEA_SMALL'],
  FAST: ['FAST_3D', 'FAST_2D', 'FAST_1D'],
  ELOTT: ['ELOTT_POS', 'ELOTT_BS'],
};

/** A draw taking bets that closes `closeInSeconds` after `now`. */
export function buildNumero(
  numero = '20261126-0001',
  closeInSeconds = 90,
  now = Date.now(),
): LotteryNumero {
  return {
    numero,
    closeTime: new Date(now + closeInSeconds * 1000).toISOString(),
    drawTime: new Date(now + (closeInSeconds + 10) * 1000).toISOString(),
    status: 'OPEN',
  };
}

/** One game (VN_FAST by default). */
export function buildLotteryGame(overrides: Partial<LotteryGame> = {}): LotteryGame {
  const kind = overrides.kind ?? 'VN';
  const playTypes = PLAY_TYPES[kind];
  return {
    gameId: 106,
    gameCode: 'VN_FAST',
    name: 'Vietnam fast',
    kind,
    region: kind === 'VN' ? 'NORTH' : undefined,
    vendor: 'TCG_LOTTO_VN',
    prizeMode: 'Lott',
    groupTag: 'VN_FAST',
    defaultPlayType: playTypes[0] ?? null,
    playTypes: playTypes.map(buildPlayTypeInfo),
    drawIntervalSeconds: 120,
    closeBeforeSeconds: 10,
    nextNumero: buildNumero(),
    ...overrides,
  };
}

const game = (
  gameId: number,
  gameCode: string,
  name: string,
  kind: LotteryKind,
  vendor: LotteryVendor,
  groupTag: string,
  closeInSeconds: number,
): LotteryGame =>
  buildLotteryGame({
    gameId,
    gameCode,
    name,
    kind,
    vendor,
    groupTag,
    region: kind === 'VN' ? 'NORTH' : undefined,
    defaultPlayType: PLAY_TYPES[kind][0] ?? null,
    playTypes: PLAY_TYPES[kind].map(buildPlayTypeInfo),
    nextNumero: buildNumero('20261126-0001', closeInSeconds),
  });

/** The demo games of the seeded brand, by menu group. */
export function buildLotteryMenu(): LotteryMenuGroup[] {
  return [
    {
      groupTag: 'VN_NORTH',
      name: 'Northern Vietnam',
      accountTypeName: 'TCG_LOTTO_VN',
      games: [game(101, 'VN_NORTH', 'Hanoi', 'VN', 'TCG_LOTTO_VN', 'VN_NORTH', 3600)],
    },
    {
      groupTag: 'VN_FAST',
      name: 'Vietnam fast',
      accountTypeName: 'TCG_LOTTO_VN',
      games: [game(106, 'VN_FAST', 'Vietnam fast', 'VN', 'TCG_LOTTO_VN', 'VN_FAST', 90)],
    },
    {
      groupTag: 'SEA_4D',
      name: 'SEA 4D',
      accountTypeName: 'TCG_SEA',
      games: [game(201, 'SEA_4D', 'SEA 4D', 'SEA', 'TCG_SEA', 'SEA_4D', 7200)],
    },
    {
      groupTag: 'FAST',
      name: 'Fast lottery',
      accountTypeName: 'LOTT',
      games: [game(301, 'FAST_3D', 'Fast 3D', 'FAST', 'LOTT', 'FAST', 120)],
    },
    {
      groupTag: 'ELOTT',
      name: 'Electronic lottery',
      accountTypeName: 'ELOTT',
      games: [game(401, 'ELOTT_5D', 'Electronic 5D', 'ELOTT', 'ELOTT', 'ELOTT', 240)],
    },
  ];
}

/** A north-structure result (27 prizes) whose special prize is `special`. */
export function buildVnNorthPrizes(special = '12345'): LotteryPrize[] {
  const n = (count: number, digits: number, seed: number) =>
    Array.from({ length: count }, (_, i) =>
      String((seed * 7919 + i * 104729) % 10 ** digits).padStart(digits, '0'),
    );
  return [
    { tier: 'SPECIAL', numbers: [special] },
    { tier: 'FIRST', numbers: n(1, 5, 1) },
    { tier: 'SECOND', numbers: n(2, 5, 2) },
    { tier: 'THIRD', numbers: n(6, 5, 3) },
    { tier: 'FOURTH', numbers: n(4, 4, 4) },
    { tier: 'FIFTH', numbers: n(6, 4, 5) },
    { tier: 'SIXTH', numbers: n(3, 3, 6) },
    { tier: 'SEVENTH', numbers: n(4, 2, 7) },
  ];
}

/** `count` past results of `gameCode`, newest first, one every `intervalSeconds`. */
export function buildOpenedNumeros(
  gameCode = 'VN_FAST',
  count = 3,
  intervalSeconds = 120,
  now = Date.now(),
): LotteryOpenedNumero[] {
  return Array.from({ length: count }, (_, i) => ({
    gameCode,
    numero: `20261126-${String(count - i).padStart(4, '0')}`,
    drawTime: new Date(now - (i + 1) * intervalSeconds * 1000).toISOString(),
    prizes: buildVnNorthPrizes(String(10000 + i * 1111).slice(-5)),
  }));
}

/** A bet of the member (open by default). */
export function buildLotteryBet(overrides: Partial<LotteryBet> = {}): LotteryBet {
  return {
    betId: 'bet-1',
    gameCode: 'VN_FAST',
    gameName: 'Vietnam fast',
    numero: '20261126-0001',
    playType: 'VN_LO2',
    numbers: ['12', '34'],
    stake: '10.00',
    totalStake: '20.00',
    odds: '3.5',
    // Per hit: all 27 prizes of the north can end in 12 (27 × 10.00 × 3.5).
    possibleWin: '945.00',
    status: 'OPEN',
    win: null,
    placedAt: new Date().toISOString(),
    settledAt: null,
    ...overrides,
  };
}
