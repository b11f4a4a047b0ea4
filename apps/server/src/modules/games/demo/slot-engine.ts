// The demo vendor's slot: 5 reels of 3 rows, fixed reel strips, a paytable paid left to right on
// N paylines, a wild, and a jackpot symbol that pays only in games classified JP. Pure: no
// database, no clock; the randomness is injected (random.ts).
//
// Return to player by construction: a reel stops uniformly at one of its strip's positions and
// shows that position and the two after it, so the symbol on any row of a reel is uniform over
// the strip, and the five symbols of ANY payline are independent draws from the five strips. Each
// line therefore returns the same expected multiple of the line bet, whatever its shape, and a
// stake split evenly over N lines returns that same expectation: the RTP of the model does not
// depend on N. `lineStatistics()` computes it exactly by enumerating every combination of symbols
// (weighted by how often each strip holds them), with the same `linePay()` that pays the rounds;
// the strips' blank counts were tuned so that it is 96 % (slot-engine.test.ts asserts it).

/** The symbols, by index (their order is the index stored in a model's strips). */
export const SLOT_SYMBOLS = [
  'BLANK',
  'CHERRY',
  'LEMON',
  'BELL',
  'CLOVER',
  'LOTUS',
  'DRAGON',
  'SEVEN',
  'WILD',
  'JACKPOT',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

const BLANK = 0;
const WILD = 8;
const JACKPOT = 9;
const SYMBOL_COUNT = SLOT_SYMBOLS.length;

export const REELS = 5;
export const ROWS = 3;

/**
 * Multiples of the line bet paid for 3, 4 and 5 of a symbol on a line, from the leftmost reel; a
 * WILD stands for any symbol but BLANK and JACKPOT, and five WILDs pay as WILD.
 */
export const PAYTABLE: Readonly<
  Record<Exclude<SlotSymbol, 'BLANK' | 'JACKPOT'>, readonly [number, number, number]>
> = {
  CHERRY: [5, 15, 50],
  LEMON: [5, 15, 50],
  BELL: [10, 25, 100],
  CLOVER: [10, 30, 120],
  LOTUS: [20, 60, 250],
  DRAGON: [30, 100, 500],
  SEVEN: [50, 200, 1000],
  WILD: [100, 500, 2500],
};

/** Five JACKPOT symbols on a line, in a game classified JP: this multiple of the line bet. */
export const JACKPOT_MULTIPLIER = 10_000;

/** The configured return to player of every demo slot. */
export const CONFIGURED_RTP = 0.96;

/** How many of each symbol a reel's strip holds, by symbol name. */
export type ReelCounts = Partial<Record<SlotSymbol, number>>;

/** A slot model: the strips (symbol indices) and whether the jackpot pays. */
export interface SlotModel {
  readonly name: 'standard' | 'jackpot';
  readonly jackpot: boolean;
  readonly strips: readonly (readonly number[])[];
}

/** Symbol counts of the reels. Only the BLANK counts differ between the two models (tuned). */
export const BASE_COUNTS: ReelCounts = {
  CHERRY: 6,
  LEMON: 6,
  BELL: 4,
  CLOVER: 4,
  LOTUS: 3,
  DRAGON: 2,
  SEVEN: 1,
  WILD: 2,
};

/**
 * Blank counts per reel, tuned (a search over the blanks of reels 1–2, 3, 4 and 5) so that the
 * exact RTP of each model is 96 %: 25,627,310 / 26,693,632 = 96.0053 % without the jackpot and
 * 28,566,530 / 29,754,000 = 96.0090 % with it (the jackpot's own share: 0.034 percentage points).
 */
export const STANDARD_BLANKS = [0, 0, 4, 10, 0] as const;
export const JACKPOT_BLANKS = [1, 1, 0, 1, 9] as const;

/**
 * A strip with `counts` of each symbol, spread deterministically (each symbol's copies evenly
 * over the strip, interleaved by a fixed offset), so a reel looks mixed and is the same on every
 * server. Where the symbols sit does not change the RTP: only how many there are.
 */
export function buildStrip(counts: ReelCounts, offset = 0): number[] {
  const items: { symbol: number; position: number }[] = [];
  SLOT_SYMBOLS.forEach((name, symbol) => {
    const n = counts[name] ?? 0;
    for (let k = 0; k < n; k++) {
      items.push({ symbol, position: (k + 0.5 + ((symbol * 0.37 + offset * 0.21) % 1)) / n });
    }
  });
  items.sort((a, b) => a.position - b.position || a.symbol - b.symbol);
  return items.map((item) => item.symbol);
}

export function buildModel(
  name: SlotModel['name'],
  jackpot: boolean,
  blanks: readonly number[],
  base: ReelCounts = BASE_COUNTS,
): SlotModel {
  const strips = blanks.map((blank, reel) =>
    buildStrip({ ...base, BLANK: blank, ...(jackpot ? { JACKPOT: 1 } : {}) }, reel),
  );
  return { name, jackpot, strips };
}

/** The model of a game not classified JP: no jackpot symbol on the strips. */
export const STANDARD_MODEL: SlotModel = buildModel('standard', false, STANDARD_BLANKS);
/** The model of a game classified JP: one jackpot symbol per strip, five on a line pay the jackpot. */
export const JACKPOT_MODEL: SlotModel = buildModel('jackpot', true, JACKPOT_BLANKS);

/** The model for a game's classification. */
export function slotModelFor(classify: readonly string[]): SlotModel {
  return classify.includes('JP') ? JACKPOT_MODEL : STANDARD_MODEL;
}

/** Rows per reel of each payline: 25 classic lines, then every other shape in a fixed order. */
const CLASSIC_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
];

function allLines(): number[][] {
  const lines = CLASSIC_LINES.map((line) => [...line]);
  const seen = new Set(lines.map((line) => line.join('')));
  for (let code = 0; code < ROWS ** REELS; code++) {
    const line: number[] = [];
    let rest = code;
    for (let reel = 0; reel < REELS; reel++) {
      line.unshift(rest % ROWS);
      rest = Math.floor(rest / ROWS);
    }
    const key = line.join('');
    if (!seen.has(key)) {
      seen.add(key);
      lines.push(line);
    }
  }
  return lines;
}

/** Every payline shape (243), the first `n` of which a game of `n` lines plays. */
export const PAYLINES: readonly (readonly number[])[] = allLines();
export const MAX_LINES = PAYLINES.length;
/** Lines of a game whose catalogue entry says 0 (or nothing). */
export const DEFAULT_LINES = 25;

/** The number of lines a game plays: its catalogue line count, within 1…243 (25 when 0). */
export function linesFor(lineNum: number): number {
  if (!Number.isInteger(lineNum) || lineNum <= 0) return DEFAULT_LINES;
  return Math.min(lineNum, MAX_LINES);
}

const PAY_BY_INDEX: number[][] = SLOT_SYMBOLS.map((name) => {
  const pays = (PAYTABLE as Record<string, readonly number[]>)[name];
  return pays ? [0, 0, 0, pays[0]!, pays[1]!, pays[2]!] : [0, 0, 0, 0, 0, 0];
});

/**
 * The multiple of the line bet one line pays: the longest run from the left of one symbol (WILDs
 * standing in), or of WILDs alone, whichever pays more; five JACKPOTs pay the jackpot when the
 * model has it (a WILD never stands for a JACKPOT).
 */
export function linePay(symbols: ArrayLike<number>, jackpot: boolean): number {
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === WILD) wilds++;
  const wildPay = PAY_BY_INDEX[WILD]![wilds]!;
  if (wilds === REELS) return wildPay;
  const symbol = symbols[wilds]!;
  if (symbol === JACKPOT) {
    if (!jackpot || wilds > 0) return wildPay;
    let run = 1;
    while (run < REELS && symbols[run] === JACKPOT) run++;
    return run === REELS ? JACKPOT_MULTIPLIER : 0;
  }
  if (symbol === BLANK) return wildPay;
  let run = wilds + 1;
  while (run < REELS && (symbols[run] === symbol || symbols[run] === WILD)) run++;
  return Math.max(wildPay, PAY_BY_INDEX[symbol]![run]!);
}

/** One winning line of a spin. */
export interface LineWin {
  /** 1-based line number. */
  line: number;
  /** Multiple of the line bet. */
  multiplier: number;
  /** How many reels from the left are part of the win. */
  count: number;
  symbol: SlotSymbol;
}

/** The outcome of a spin. */
export interface SpinResult {
  /** The strip positions the reels stopped at. */
  stops: number[];
  /** Symbols shown, `grid[reel][row]` (row 0 on top). */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  /** Sum of the line multiples (each a multiple of the line bet). */
  totalMultiplier: number;
  /** True when five JACKPOTs lined up (a JP game). */
  jackpotHit: boolean;
  /** What the stake returns, in minor units: floor(stake × totalMultiplier / lines). */
  win: number;
}

/** Win in minor units of a stake over `lines` lines: each line bet is stake / lines, rounded down once. */
export function winOf(stake: number, totalMultiplier: number, lines: number): number {
  return Math.floor((stake * totalMultiplier) / lines);
}

/** The run a winning line pays for (for display): its symbol and length. */
function describeRun(
  symbols: readonly number[],
  multiplier: number,
): { symbol: number; count: number } {
  if (multiplier === JACKPOT_MULTIPLIER && symbols.every((s) => s === JACKPOT)) {
    return { symbol: JACKPOT, count: REELS };
  }
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === WILD) wilds++;
  if (wilds >= 3 && PAY_BY_INDEX[WILD]![wilds] === multiplier)
    return { symbol: WILD, count: wilds };
  const symbol = symbols[wilds]!;
  let run = wilds + 1;
  while (run < REELS && (symbols[run] === symbol || symbols[run] === WILD)) run++;
  return { symbol, count: run };
}

/**
 * Spins once: each reel stops at a uniform position of its strip (`random`), and every one of the
 * game's `lines` lines is paid. `stake` in minor units.
 */
export function spin(
  model: SlotModel,
  lines: number,
  stake: number,
  random: (max: number) => number,
): SpinResult {
  const stops = model.strips.map((strip) => random(strip.length));
  const grid = model.strips.map((strip, reel) =>
    Array.from({ length: ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const lineWins: LineWin[] = [];
  let totalMultiplier = 0;
  let jackpotHit = false;
  const symbols = [0, 0, 0, 0, 0];
  for (let index = 0; index < lines; index++) {
    const shape = PAYLINES[index]!;
    for (let reel = 0; reel < REELS; reel++) symbols[reel] = grid[reel]![shape[reel]!]!;
    const multiplier = linePay(symbols, model.jackpot);
    if (multiplier > 0) {
      const run = describeRun(symbols, multiplier);
      if (run.symbol === JACKPOT) jackpotHit = true;
      lineWins.push({
        line: index + 1,
        multiplier,
        count: run.count,
        symbol: SLOT_SYMBOLS[run.symbol]!,
      });
      totalMultiplier += multiplier;
    }
  }
  return {
    stops,
    grid: grid.map((column) => column.map((symbol) => SLOT_SYMBOLS[symbol]!)),
    lineWins,
    totalMultiplier,
    jackpotHit,
    win: winOf(stake, totalMultiplier, lines),
  };
}

/**
 * The total multiplier of a spin only (the simulation's inner loop: no grid of names, no line
 * list). Same stops, same pays as `spin`.
 */
export function spinMultiplier(
  model: SlotModel,
  lines: number,
  random: (max: number) => number,
  stops: number[] = [0, 0, 0, 0, 0],
): number {
  const strips = model.strips;
  for (let reel = 0; reel < REELS; reel++) stops[reel] = random(strips[reel]!.length);
  const symbols = [0, 0, 0, 0, 0];
  let total = 0;
  for (let index = 0; index < lines; index++) {
    const shape = PAYLINES[index]!;
    for (let reel = 0; reel < REELS; reel++) {
      const strip = strips[reel]!;
      symbols[reel] = strip[(stops[reel]! + shape[reel]!) % strip.length]!;
    }
    total += linePay(symbols, model.jackpot);
  }
  return total;
}

/** The exact statistics of one line: its RTP as a fraction, and the variance of its pay. */
export interface LineStatistics {
  /** Σ weight × pay over every combination (an integer). */
  numerator: bigint;
  /** Π strip lengths: the number of equally likely combinations. */
  denominator: bigint;
  /** numerator / denominator: the expected multiple of the line bet = the RTP. */
  rtp: number;
  /** Variance of one line's pay, in squared multiples of the line bet. */
  variance: number;
  /** Probability that a line pays anything. */
  hitRate: number;
  /** Probability that a line pays the jackpot (0 without it). */
  jackpotRate: number;
}

/**
 * Exact statistics of one line of `model`, by enumeration: every combination of one symbol per
 * reel, weighted by the product of how many times each strip holds it (10^5 combinations at most).
 */
export function lineStatistics(model: SlotModel): LineStatistics {
  const counts = model.strips.map((strip) => {
    const c = new Array<number>(SYMBOL_COUNT).fill(0);
    for (const symbol of strip) c[symbol]!++;
    return c;
  });
  const present = counts.map((c) => c.flatMap((n, symbol) => (n > 0 ? [symbol] : [])));
  let numerator = 0n;
  let squares = 0;
  let hits = 0;
  let jackpots = 0;
  const symbols = [0, 0, 0, 0, 0];
  const walk = (reel: number, weight: number): void => {
    if (reel === REELS) {
      const pay = linePay(symbols, model.jackpot);
      if (pay > 0) {
        numerator += BigInt(weight) * BigInt(pay);
        squares += weight * pay * pay;
        hits += weight;
        if (pay === JACKPOT_MULTIPLIER && symbols[0] === JACKPOT) jackpots += weight;
      }
      return;
    }
    for (const symbol of present[reel]!) {
      symbols[reel] = symbol;
      walk(reel + 1, weight * counts[reel]![symbol]!);
    }
  };
  walk(0, 1);
  const total = model.strips.reduce((product, strip) => product * strip.length, 1);
  const denominator = BigInt(total);
  const rtp = Number(numerator) / total;
  return {
    numerator,
    denominator,
    rtp,
    variance: squares / total - rtp * rtp,
    hitRate: hits / total,
    jackpotRate: jackpots / total,
  };
}
