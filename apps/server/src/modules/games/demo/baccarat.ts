// The demo vendor's table game: punto banco baccarat from a fresh eight-deck shoe each round, with
// the standard tableau (third-card rules) and payouts: Player 1:1, Banker 1:1 less 5 % commission,
// Tie 8:1; a tie returns Player and Banker stakes. Pure: the randomness is injected (random.ts).

/** What a stake is on. */
export type BaccaratBet = 'PLAYER' | 'BANKER' | 'TIE';
export const BACCARAT_BETS: readonly BaccaratBet[] = ['PLAYER', 'BANKER', 'TIE'];

/** Who won the coup. */
export type BaccaratOutcome = 'PLAYER' | 'BANKER' | 'TIE';

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** A card: rank 1 (ace) … 13 (king), and its suit. */
export interface Card {
  rank: number;
  suit: Suit;
}

export const DECKS = 8;
const SHOE_SIZE = DECKS * 52;

/** Tie pays 8 to 1; the banker's commission is 5 %. */
export const TIE_PAYS = 8;
export const BANKER_COMMISSION_PERCENT = 5;

/** Baccarat value of a card: ace 1, two to nine their pips, tens and faces 0. */
export function cardPoints(card: Pick<Card, 'rank'>): number {
  return card.rank >= 10 ? 0 : card.rank;
}

/** A hand's total: the last digit of its points. */
export function handTotal(cards: readonly Pick<Card, 'rank'>[]): number {
  return cards.reduce((sum, card) => sum + cardPoints(card), 0) % 10;
}

/**
 * Whether the banker draws a third card, holding `bankerTotal` of two cards, when the player drew
 * a third card worth `playerThird` points (null: the player stood).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** A dealt coup. */
export interface BaccaratCoup {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  /** Either two-card total was 8 or 9: both stood. */
  natural: boolean;
  outcome: BaccaratOutcome;
}

/**
 * Plays the tableau with cards drawn by `next()` in dealing order: player, banker, player, banker,
 * then the player's third card (if any) and the banker's (if any).
 */
export function dealCoup(next: () => Card): BaccaratCoup {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const p2 = handTotal(player);
  const b2 = handTotal(banker);
  const natural = p2 >= 8 || b2 >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (p2 <= 5) {
      const card = next();
      player.push(card);
      playerThird = cardPoints(card);
    }
    if (bankerDraws(b2, playerThird)) banker.push(next());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const outcome: BaccaratOutcome =
    playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return { player, banker, playerTotal, bankerTotal, natural, outcome };
}

/** What a stake (minor units) on `bet` returns, stake included: 0 when lost. */
export function baccaratReturn(bet: BaccaratBet, outcome: BaccaratOutcome, stake: number): number {
  if (outcome === 'TIE') return bet === 'TIE' ? stake * (TIE_PAYS + 1) : stake;
  if (bet !== outcome) return 0;
  if (bet === 'PLAYER') return stake * 2;
  // Banker: even money less the commission, the commission rounded up (the cent goes to the house).
  return stake + Math.floor((stake * (100 - BANKER_COMMISSION_PERCENT)) / 100);
}

/** A coup and what the stake returned. */
export interface BaccaratRound extends BaccaratCoup {
  bet: BaccaratBet;
  win: number;
}

/**
 * Deals one coup from a freshly shuffled eight-deck shoe (the cards drawn one by one, uniformly
 * among those left: a partial Fisher–Yates shuffle) and settles `stake` on `bet`.
 */
export function playBaccarat(
  bet: BaccaratBet,
  stake: number,
  random: (max: number) => number,
): BaccaratRound {
  const shoe = Array.from({ length: SHOE_SIZE }, (_, i) => i);
  let left = SHOE_SIZE;
  const next = (): Card => {
    const pick = random(left);
    const index = shoe[pick]!;
    left--;
    shoe[pick] = shoe[left]!;
    const inDeck = index % 52;
    return { rank: (inDeck % 13) + 1, suit: SUITS[Math.floor(inDeck / 13)]! };
  };
  const coup = dealCoup(next);
  return { ...coup, bet, win: baccaratReturn(bet, coup.outcome, stake) };
}

/**
 * Exact probabilities of the three outcomes for a fresh eight-deck shoe, by enumeration of every
 * sequence of card values that the tableau can draw (weighted by how many cards of each value are
 * left as they are drawn): the check of the tableau against the published figures.
 */
export function baccaratProbabilities(): Record<BaccaratOutcome, number> {
  // Cards per point value in the shoe: value 0 (ten, jack, queen, king) 4 × 4 × 8, others 4 × 8.
  const left = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * DECKS);
  const totals: Record<BaccaratOutcome, number> = { PLAYER: 0, BANKER: 0, TIE: 0 };
  const drawn: number[] = [];
  // Walk the tableau: at each draw, branch on every value, weighted by its share of what is left.
  const walk = (probability: number, cardsLeft: number): void => {
    const n = drawn.length;
    const needed = cardsNeeded(drawn);
    if (n === needed) {
      const coup = dealCoup(scriptedCards(drawn));
      totals[coup.outcome] += probability;
      return;
    }
    for (let value = 0; value < 10; value++) {
      const count = left[value]!;
      if (count === 0) continue;
      left[value] = count - 1;
      drawn.push(value);
      walk((probability * count) / cardsLeft, cardsLeft - 1);
      drawn.pop();
      left[value] = count;
    }
  };
  walk(1, SHOE_SIZE);
  return totals;
}

/** How many cards the tableau deals when the first cards are `values` (point values). */
function cardsNeeded(values: readonly number[]): number {
  if (values.length < 4) return 4;
  const p2 = (values[0]! + values[2]!) % 10;
  const b2 = (values[1]! + values[3]!) % 10;
  if (p2 >= 8 || b2 >= 8) return 4;
  if (p2 <= 5) {
    if (values.length < 5) return 5;
    return bankerDraws(b2, values[4]!) ? 6 : 5;
  }
  return bankerDraws(b2, null) ? 5 : 4;
}

/** Cards with the given point values (value 0 as a ten), dealt in order. */
export function scriptedCards(values: readonly number[]): () => Card {
  let index = 0;
  return () => {
    if (index >= values.length) throw new Error('scriptedCards: no cards left');
    const value = values[index++]!;
    return { rank: value === 0 ? 10 : value, suit: 'S' };
  };
}
