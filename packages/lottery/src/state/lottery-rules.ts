// The browser's half of the lottery rules: which prize mode a page asks for, which play type it
// starts on, the shape of a play type's picker, and what the slip shows. The server decides every
// outcome; these only choose what to show and save a round trip.
import {
  LOTTERY_PER_HIT_PLAY_TYPES,
  LOTTERY_PLAY_TYPES,
  lotteryPossibleWinMinor,
  LotteryVendors,
} from '@lotusplay/api-client/contracts';
import type {
  GameVendorResponse,
  LotteryGame,
  LotteryPlayType,
  LotteryPlayTypeInfo,
  LotteryPrizeMode,
} from '@lotusplay/api-client/contracts';

/** Which lottery page: /lottery, /vnLottery or /seaLottery. */
export type LotteryPageKind = 'lottery' | 'vnLottery' | 'seaLottery';

/**
 * SPEC.md §4: the electronic lottery prize mode when the ELOTT lane's cards contain TCG_LOTTO_VN or
 * LOTT, otherwise the plain one; /seaLottery always asks for SEA.
 */
export function prizeModeOf(
  page: LotteryPageKind,
  vendors: GameVendorResponse | undefined,
): LotteryPrizeMode {
  if (page === 'seaLottery') return 'SEA';
  const elott = vendors?.lanes.find((lane) => lane.title === 'ELOTT');
  const electronic = elott?.cards.some(
    (card) => card.vassalage === LotteryVendors.vn || card.vassalage === LotteryVendors.lott,
  );
  return electronic ? 'Elott' : 'Lott';
}

/** The play types a game offers, in the order of its kind (the default first). */
export function playTypesOf(game: LotteryGame): LotteryPlayTypeInfo[] {
  const order = LOTTERY_PLAY_TYPES[game.kind] ?? [];
  return [...game.playTypes].sort((a, b) => order.indexOf(a.playType) - order.indexOf(b.playType));
}

/** The play type a page opens on: the asked one when the game has it, else its default. */
export function initialPlayType(
  game: LotteryGame,
  asked: string | null | undefined,
): LotteryPlayType | null {
  const offered = playTypesOf(game);
  const match = offered.find((info) => info.playType === asked);
  if (match) return match.playType;
  return game.defaultPlayType ?? offered[0]?.playType ?? null;
}

/** How the numbers of a play type are picked. */
export type PickerShape =
  | { kind: 'grid'; digits: 1 | 2 }
  | { kind: 'input'; digits: 3 | 4 }
  | { kind: 'positions' }
  | { kind: 'bigSmall' };

/** The picker of a play type. */
export function pickerShapeOf(playType: LotteryPlayType): PickerShape {
  switch (playType) {
    case 'FAST_1D':
      return { kind: 'grid', digits: 1 };
    case 'VN_LO2':
    case 'VN_DE':
    case 'FAST_2D':
      return { kind: 'grid', digits: 2 };
    case 'VN_3D':
    case 'FAST_3D':
      return { kind: 'input', digits: 3 };
    case 'VN_4D':
    case 'SEA_BIG':
    case 'SEA_SMALL':
      return { kind: 'input', digits: 4 };
    case 'ELOTT_POS':
      return { kind: 'positions' };
    case 'ELOTT_BS':
      return { kind: 'bigSmall' };
  }
}

/** A uniform random integer in [0, max) (a quick pick: cosmetic, the draw is the server's). */
function randomBelow(max: number): number {
  const values = new Uint32Array(1);
  globalThis.crypto.getRandomValues(values);
  return (values[0] ?? 0) % max;
}

/** One random number of `playType` that is not in `taken` (null when every number is taken). */
export function randomNumber(playType: LotteryPlayType, taken: readonly string[]): string | null {
  const all = allNumbersOf(playType);
  const free = all ? all.filter((n) => !taken.includes(n)) : null;
  if (free) return free.length ? (free[randomBelow(free.length)] ?? null) : null;
  const shape = pickerShapeOf(playType);
  const digits = shape.kind === 'input' ? shape.digits : 4;
  for (let tries = 0; tries < 50; tries += 1) {
    const n = String(randomBelow(10 ** digits)).padStart(digits, '0');
    if (!taken.includes(n)) return n;
  }
  return null;
}

/** Every number of a play type small enough to list (grids, positions, big/small), else null. */
export function allNumbersOf(playType: LotteryPlayType): string[] | null {
  const shape = pickerShapeOf(playType);
  switch (shape.kind) {
    case 'grid':
      return Array.from({ length: 10 ** shape.digits }, (_, i) =>
        String(i).padStart(shape.digits, '0'),
      );
    case 'positions':
      return [1, 2, 3, 4, 5].flatMap((p) => Array.from({ length: 10 }, (_, d) => `${p}:${d}`));
    case 'bigSmall':
      return ['BIG', 'SMALL'];
    case 'input':
      return null;
  }
}

/**
 * What the slip shows, in minor units: the total stake and the most the bet can pay, by the rule
 * the server answers `possibleWin` with (`lotteryPossibleWinMinor`: a per-hit play type can win
 * several times on one number).
 */
export function slipTotals(
  game: Pick<LotteryGame, 'kind' | 'region'>,
  info: LotteryPlayTypeInfo,
  numbers: readonly string[],
  stakeMinor: number,
): { totalMinor: number; possibleWinMinor: number } {
  return {
    totalMinor: numbers.length * stakeMinor,
    possibleWinMinor: lotteryPossibleWinMinor(game, info, numbers, stakeMinor),
  };
}

/** Whether a play type pays per hit (the odds line says so). */
export function paysPerHit(playType: LotteryPlayType): boolean {
  return LOTTERY_PER_HIT_PLAY_TYPES.includes(playType);
}

/** Milliseconds until `time` on the server's clock (`offsetMs` = server − browser). */
export function msUntil(time: string, offsetMs: number, now = Date.now()): number {
  const target = Date.parse(time);
  return Number.isFinite(target) ? target - (now + offsetMs) : 0;
}

/** The `lottery` text key of a code: ('playType', 'VN_LO2') → 'playTypeVnLo2'. */
export function textKey(prefix: 'playType' | 'tier' | 'status', code: string): string {
  return (
    prefix +
    code
      .toLowerCase()
      .split('_')
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('')
  );
}
