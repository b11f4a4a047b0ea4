// The demo table game: the tableau (third-card rules) on hand-dealt coups, the payouts, and the
// outcome probabilities of an eight-deck shoe against the published figures.
import { describe, expect, it } from 'vitest';
import {
  baccaratProbabilities,
  baccaratReturn,
  bankerDraws,
  dealCoup,
  handTotal,
  playBaccarat,
  scriptedCards,
} from './baccarat';
import { scriptedRandomInt, seededRandomInt } from './random';

/** Deals the point values in dealing order: P1, B1, P2, B2, then third cards. */
const deal = (...values: number[]) => dealCoup(scriptedCards(values));
const totals = (coup: ReturnType<typeof deal>) => [
  coup.player.length,
  coup.banker.length,
  coup.playerTotal,
  coup.bankerTotal,
  coup.outcome,
];

describe('baccarat tableau', () => {
  it('counts tens and faces as 0 and keeps the last digit', () => {
    expect(handTotal([{ rank: 13 }, { rank: 9 }])).toBe(9);
    expect(handTotal([{ rank: 7 }, { rank: 8 }])).toBe(5);
    expect(handTotal([{ rank: 1 }, { rank: 10 }, { rank: 12 }])).toBe(1);
  });

  it('stands on a natural on either side', () => {
    // Player 4+4 = 8 (natural) against banker 3+0 = 3: no third cards, player wins.
    expect(totals(deal(4, 3, 4, 0))).toEqual([2, 2, 8, 3, 'PLAYER']);
    // Player 2+3 = 5 against banker 9+0 = 9: the player may not draw.
    expect(totals(deal(2, 9, 3, 0))).toEqual([2, 2, 5, 9, 'BANKER']);
    // 8 against 8: tie.
    expect(totals(deal(8, 5, 0, 3))).toEqual([2, 2, 8, 8, 'TIE']);
  });

  it('draws for the player on 0–5 and stands on 6–7', () => {
    // Player 6 stands; banker 5 draws (player stood, banker ≤ 5): 5 + 2 = 7 beats 6.
    expect(totals(deal(3, 2, 3, 3, 2))).toEqual([2, 3, 6, 7, 'BANKER']);
    // Player 7 stands; banker 6 stands (player stood): player wins 7–6.
    expect(totals(deal(7, 6, 0, 0))).toEqual([2, 2, 7, 6, 'PLAYER']);
    // Player 5 draws a 4 → 9; banker 3 draws (third card not 8) a 0 → 3.
    expect(totals(deal(5, 3, 0, 0, 4, 0))).toEqual([3, 3, 9, 3, 'PLAYER']);
  });

  it('applies the banker’s rules after the player’s third card', () => {
    // Banker 3 stands when the player's third card is an 8.
    expect(totals(deal(1, 1, 1, 2, 8))).toEqual([3, 2, 0, 3, 'BANKER']);
    // Banker 4 draws on a player third card of 2–7, stands on 1.
    expect(totals(deal(2, 2, 2, 2, 2, 5))).toEqual([3, 3, 6, 9, 'BANKER']);
    expect(totals(deal(2, 2, 2, 2, 1))).toEqual([3, 2, 5, 4, 'PLAYER']);
    // Banker 5 draws on 4–7, stands on 3.
    expect(totals(deal(0, 5, 0, 0, 4, 1))).toEqual([3, 3, 4, 6, 'BANKER']);
    expect(totals(deal(0, 5, 0, 0, 3))).toEqual([3, 2, 3, 5, 'BANKER']);
    // Banker 6 draws on 6–7, stands on 5.
    expect(totals(deal(1, 3, 1, 3, 6, 3))).toEqual([3, 3, 8, 9, 'BANKER']);
    expect(totals(deal(1, 3, 1, 3, 5))).toEqual([3, 2, 7, 6, 'PLAYER']);
    // Banker 7 always stands; banker 0–2 always draws.
    expect(totals(deal(0, 7, 0, 0, 9))).toEqual([3, 2, 9, 7, 'PLAYER']);
    expect(totals(deal(0, 2, 0, 0, 8, 5))).toEqual([3, 3, 8, 7, 'PLAYER']);
  });

  it('matches the full banker table', () => {
    const draws = (total: number) =>
      [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        .map((third) => (bankerDraws(total, third) ? 'D' : 'S'))
        .join('');
    // Columns: player stood, then the player's third card 0…9.
    expect(draws(0)).toBe('DDDDDDDDDDD');
    expect(draws(2)).toBe('DDDDDDDDDDD');
    expect(draws(3)).toBe('DDDDDDDDDSD');
    expect(draws(4)).toBe('DSSDDDDDDSS');
    expect(draws(5)).toBe('DSSSSDDDDSS');
    expect(draws(6)).toBe('SSSSSSSDDSS');
    expect(draws(7)).toBe('SSSSSSSSSSS');
  });
});

describe('baccarat payouts', () => {
  it('pays player 1:1, banker 1:1 less 5 %, tie 8:1, and returns player and banker stakes on a tie', () => {
    expect(baccaratReturn('PLAYER', 'PLAYER', 1000)).toBe(2000);
    expect(baccaratReturn('PLAYER', 'BANKER', 1000)).toBe(0);
    expect(baccaratReturn('BANKER', 'BANKER', 1000)).toBe(1950);
    expect(baccaratReturn('BANKER', 'PLAYER', 1000)).toBe(0);
    expect(baccaratReturn('TIE', 'TIE', 1000)).toBe(9000);
    expect(baccaratReturn('TIE', 'PLAYER', 1000)).toBe(0);
    expect(baccaratReturn('PLAYER', 'TIE', 1000)).toBe(1000);
    expect(baccaratReturn('BANKER', 'TIE', 1000)).toBe(1000);
    // The commission of 0.01 × 5 % rounds in the house's favour: 0.01 returns 0.01.
    expect(baccaratReturn('BANKER', 'BANKER', 1)).toBe(1);
    expect(baccaratReturn('BANKER', 'BANKER', 55)).toBe(107);
  });

  it('deals from a shoe of 416 cards without putting a card back', () => {
    // Scripted picks: always the card at index 0 of what is left, which the draw replaces by the last.
    const round = playBaccarat('PLAYER', 100, scriptedRandomInt([0, 0, 0, 0, 0, 0]));
    // Shoe index 0 = ace of spades, then index 415 (king of clubs), 414 (queen), 413 (jack).
    expect(round.player[0]).toEqual({ rank: 1, suit: 'S' });
    expect(round.banker[0]).toEqual({ rank: 13, suit: 'C' });
    expect(round.player[1]).toEqual({ rank: 12, suit: 'C' });
    expect(round.banker[1]).toEqual({ rank: 11, suit: 'C' });
    const seen = new Set<string>();
    const random = seededRandomInt(7);
    for (let i = 0; i < 2000; i++) {
      const coup = playBaccarat('BANKER', 100, random);
      const cards = [...coup.player, ...coup.banker];
      for (const card of cards) {
        expect(card.rank).toBeGreaterThanOrEqual(1);
        expect(card.rank).toBeLessThanOrEqual(13);
        seen.add(`${card.rank}${card.suit}`);
      }
    }
    expect(seen.size).toBe(52);
  });

  it('gives the published eight-deck probabilities (banker 45.86 %, player 44.62 %, tie 9.52 %)', () => {
    const p = baccaratProbabilities();
    expect(p.BANKER + p.PLAYER + p.TIE).toBeCloseTo(1, 10);
    expect(p.BANKER).toBeCloseTo(0.458597, 5);
    expect(p.PLAYER).toBeCloseTo(0.446247, 5);
    expect(p.TIE).toBeCloseTo(0.095156, 5);
    // House edges: banker 1.06 %, player 1.24 %, tie 14.36 %.
    expect(p.BANKER * 0.95 - p.PLAYER).toBeCloseTo(-0.010579, 5);
    expect(p.PLAYER - p.BANKER).toBeCloseTo(-0.012351, 5);
    expect(p.TIE * 8 - (1 - p.TIE)).toBeCloseTo(-0.143596, 5);
  });
});
