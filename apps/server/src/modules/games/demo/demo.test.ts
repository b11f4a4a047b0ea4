// Databases: PGlite and PostgreSQL — concurrent twins of a round id (locks) and the rounds'
//   immutable record.
// The demo vendor through createServer() and app.inject, on a fresh database (PGlite, or
// PostgreSQL with TEST_DATABASE_URL): the game page and its headers, the session, rounds that move
// money once through the ledger with their immutable record, retries and concurrent twins of a
// round id, and every refusal (token, stake, balance, maintenance).
import type {
  BettingRecordResponse,
  LaunchGameResponse,
  WalletBalanceResponse,
} from '@lotusplay/api-client/contracts';
import { GameErrorCodes, WalletErrorCodes } from '@lotusplay/api-client/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema';
import { createTestServer } from '../../../testing';
import { envelope, withToken } from '../../../testing/auth-helpers';
import { ledgerProblems } from '../../../testing/ledger-audit';
import {
  addressSource,
  fundMember,
  keySource,
  loggedInMember,
  trialLogin,
  type LoggedInMember,
} from '../../../testing/wallet-kit';
import { games as gamesTable } from '../games.tables';
import type { DemoSession, RoundAnswer } from './demo.service';
import { skinFor, stakeRules } from './demo.service';

let server: Awaited<ReturnType<typeof createTestServer>>;
const address = addressSource(83);
const key = keySource('demo-key');
const roundIds = keySource('round');

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

type GameRow = typeof gamesTable.$inferSelect;

/** A playable game of the catalogue: slot (RNG, not a table game) or table (LIVE). */
async function pickGame(kind: 'slot' | 'jackpot' | 'table', offset = 0): Promise<GameRow> {
  const rows = await server.database.db
    .select()
    .from(gamesTable)
    .innerJoin(t.gameVendors, eq(t.gameVendors.code, gamesTable.vendorCode))
    .where(
      and(
        eq(gamesTable.maintenance, false),
        eq(t.gameVendors.maintenance, false),
        eq(t.gameVendors.isGame, 'GAME'),
        kind === 'table'
          ? eq(gamesTable.gameType, 'LIVE')
          : and(
              eq(gamesTable.gameType, 'RNG'),
              eq(gamesTable.lineNum, 25),
              sql`not ('TG' = any(${gamesTable.classify}))`,
              kind === 'jackpot'
                ? sql`'JP' = any(${gamesTable.classify})`
                : sql`not ('JP' = any(${gamesTable.classify}))`,
            ),
      ),
    )
    .orderBy(gamesTable.id)
    .limit(1)
    .offset(offset);
  return rows[0]!.games;
}

/** Launches a game for a member: the play token of the URL launchGame answered. */
async function launch(who: LoggedInMember, game: GameRow): Promise<string> {
  const response = await withToken(server.app, 'POST', '/wps/game/launchGame', who.token, {
    vassalage: game.vendorCode,
    gameCode: game.gameCode,
    language: 'EN',
  });
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(envelope<LaunchGameResponse>(response).value.url, 'http://localhost');
  expect(url.pathname).toBe('/demo-vendor/play');
  return url.searchParams.get('token')!;
}

const session = (token: string) =>
  server.app.inject({
    method: 'GET',
    url: '/demo-vendor/api/session?lang=EN',
    headers: { 'x-play-token': token },
  });
const round = (token: string, payload: object) =>
  server.app.inject({
    method: 'POST',
    url: '/demo-vendor/api/round',
    headers: { 'x-play-token': token },
    payload,
  });
const bring = (token: string, amount: string, idempotencyKey = key()) =>
  server.app.inject({
    method: 'POST',
    url: '/demo-vendor/api/transfer',
    headers: { 'x-play-token': token },
    payload: { amount, idempotencyKey },
  });

const cents = (money: string) => Math.round(Number(money) * 100);

/** A member with `main` minor units in the main wallet and `vendor` in the game's wallet. */
async function playerOf(game: GameRow, main: number, vendor = 0) {
  const who = await loggedInMember(server, address());
  if (main + vendor > 0) await fundMember(server, who.id, main + vendor, key());
  const token = await launch(who, game);
  if (vendor > 0) {
    const moved = await bring(token, (vendor / 100).toFixed(2));
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { ...who, playToken: token };
}

/** The member's ledger entries of a kind, summed, and the member's rounds. */
async function moneyOf(memberId: number) {
  const entries = await server.database.db
    .select()
    .from(t.ledgerEntries)
    .where(eq(t.ledgerEntries.memberId, memberId));
  const sum = (kind: string) =>
    entries.filter((e) => e.kind === kind).reduce((total, e) => total + e.amount, 0);
  const rounds = await server.database.db
    .select()
    .from(t.gameRounds)
    .where(eq(t.gameRounds.memberId, memberId));
  return { bets: sum('bet'), wins: sum('win'), entries: entries.length, rounds };
}

async function walletBalance(who: LoggedInMember, code: string): Promise<number> {
  const response = await withToken(server.app, 'GET', '/wps/v2/wallets/balance', who.token);
  const wallet = envelope<WalletBalanceResponse>(response).value.wallets.find(
    (w) => w.code === code,
  );
  return cents(wallet?.balance ?? '0.00');
}

async function expectLedgerSound() {
  const problems = await ledgerProblems(server.database.db);
  for (const list of Object.values(problems)) expect(list).toEqual([]);
}

describe('skins and stakes', () => {
  it('plays live and PVP games as baccarat, jackpot, RNG and fish games as the slot', () => {
    expect(skinFor('LIVE', ['JP'])).toBe('baccarat');
    expect(skinFor('PVP', [])).toBe('baccarat');
    expect(skinFor('RNG', [])).toBe('slot');
    expect(skinFor('FISH', ['AC'])).toBe('slot');
    expect(skinFor('RNG', ['TG'])).toBe('baccarat');
    expect(skinFor('RNG', ['JP', 'TG'])).toBe('slot');
    expect(skinFor('LOTT', ['JP'])).toBe('slot');
    for (const type of ['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const) {
      expect(skinFor(type, [])).toBe('baccarat');
    }
  });

  it('makes slot stakes whole cents per line, within the min bet and the maximum', () => {
    expect(stakeRules('slot', 1, 25)).toMatchObject({ min: 25, max: 100_000, step: 25 });
    expect(stakeRules('slot', 50, 9)).toMatchObject({ min: 54, max: 99_999, step: 9 });
    expect(stakeRules('slot', 10, 0)).toMatchObject({ min: 25, step: 25 });
    expect(stakeRules('slot', 1, 1024)).toMatchObject({ min: 243, step: 243 });
    const options = stakeRules('slot', 1, 25).options;
    expect(options[0]).toBe(25);
    expect(options.every((o) => o % 25 === 0 && o <= 100_000)).toBe(true);
    expect(stakeRules('baccarat', 75, 0)).toMatchObject({ min: 75, max: 1_000_000, step: 1 });
    expect(stakeRules('baccarat', 0, 0).min).toBe(1);
  });
});

describe('the game page', () => {
  it('is served as a self-contained HTML page under the site CSP, never stored, framable by the site', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/demo-vendor/play?token=abc&game=1&lang=EN',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Demo vendor');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Nothing inline: no script without src, no style element or attribute, no on… handler.
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(response.body).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    for (const [path, type] of [
      ['/static/demo-vendor/play.js', /javascript/],
      ['/static/demo-vendor/play.css', /text\/css/],
    ] as const) {
      expect(response.body).toContain(path);
      const asset = await server.app.inject({ method: 'GET', url: path });
      expect(asset.statusCode, path).toBe(200);
      expect(asset.headers['content-type']).toMatch(type);
    }
  });
});

describe('session', () => {
  it('answers the game, its skin, stake limits and the vendor wallet beside the main wallet', async () => {
    const slot = await pickGame('jackpot');
    const who = await playerOf(slot, 50_000, 10_000);
    const response = await session(who.playToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = envelope<DemoSession>(response).value;
    const vendor = await server.database.db
      .select()
      .from(t.gameVendors)
      .where(eq(t.gameVendors.code, slot.vendorCode));
    expect(value.game).toMatchObject({
      nodeId: String(slot.id),
      skin: 'slot',
      lines: 25,
      jackpot: true,
      maintenance: false,
    });
    expect(value.wallet).toMatchObject({ code: vendor[0]!.accountTypeId, balance: '100.00' });
    expect(value.main.balance).toBe('500.00');
    expect(value.singleWallet).toBe(false);
    expect(value.stake.step).toBe('0.25');
    expect(value.stake.options.every((o) => cents(o) % 25 === 0)).toBe(true);

    const table = await pickGame('table');
    const tableToken = await launch(who, table);
    const tableSession = envelope<DemoSession>(await session(tableToken)).value;
    expect(tableSession.game.skin).toBe('baccarat');
    expect(tableSession.rules.bets).toEqual(['PLAYER', 'BANKER', 'TIE']);
  });

  it('lets a trial account (free play) open the page but never move money (403)', async () => {
    const game = await pickGame('slot');
    const trial = await trialLogin(server, address());
    const token = await launch({ token: trial.token } as LoggedInMember, game);
    for (const response of [
      await session(token),
      await round(token, { roundId: roundIds(), stake: '1.00' }),
      await bring(token, '1.00'),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
    }
  });

  it('refuses a missing, unknown or expired token with 401 PLAY_TOKEN_INVALID', async () => {
    const game = await pickGame('slot');
    const who = await playerOf(game, 10_000, 10_000);
    const noHeader = await server.app.inject({ method: 'GET', url: '/demo-vendor/api/session' });
    expect(noHeader.statusCode).toBe(401);
    expect(envelope(noHeader).code).toBe(GameErrorCodes.PlayTokenInvalid);
    for (const token of [`${who.playToken}x`, 'x'.repeat(200), "' or 1=1 --"]) {
      const response = await session(token);
      expect(response.statusCode, token).toBe(401);
      expect(envelope(response).code).toBe(GameErrorCodes.PlayTokenInvalid);
    }
    // Expired: the token's expiry set a minute in the past.
    await server.database.db.execute(
      sql`update game_play_tokens set expires_at = now() - interval '1 minute'
          where member_id = ${who.id}`,
    );
    for (const response of [
      await session(who.playToken),
      await round(who.playToken, { roundId: roundIds(), stake: '0.25' }),
      await bring(who.playToken, '1.00'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(envelope(response).code).toBe(GameErrorCodes.PlayTokenInvalid);
    }
    expect((await moneyOf(who.id)).rounds).toHaveLength(0);
  });
});

describe('a round', () => {
  it('moves the stake and the win once, through the ledger, with its immutable record', async () => {
    const game = await pickGame('slot');
    const who = await playerOf(game, 0, 100_00);
    const walletCode = envelope<DemoSession>(await session(who.playToken)).value.wallet.code;
    let expected = 100_00;
    let stakes = 0;
    let wins = 0;
    for (let i = 0; i < 20; i++) {
      const response = await round(who.playToken, { roundId: roundIds(), stake: '1.00' });
      expect(response.statusCode, response.body).toBe(200);
      const answer = envelope<RoundAnswer>(response).value;
      expect(answer.replayed).toBe(false);
      expect(answer.skin).toBe('slot');
      expect(answer.walletCode).toBe(walletCode);
      expect(cents(answer.balanceBefore)).toBe(expected);
      expected = expected - 100 + cents(answer.win);
      expect(cents(answer.balanceAfter)).toBe(expected);
      expect(answer.slot!.grid).toHaveLength(5);
      const multiplier = answer.slot!.lineWins.reduce((sum, w) => sum + w.multiplier, 0);
      expect(cents(answer.win)).toBe(Math.floor((100 * multiplier) / 25));
      stakes += 100;
      wins += cents(answer.win);
    }
    expect(await walletBalance(who, walletCode)).toBe(expected);
    const money = await moneyOf(who.id);
    expect(money.bets).toBe(-stakes);
    expect(money.wins).toBe(wins);
    expect(money.rounds).toHaveLength(20);
    for (const row of money.rounds) {
      expect(row).toMatchObject({ gameId: game.id, vendorCode: game.vendorCode, stake: 100 });
      expect(row.balanceAfter).toBe(row.balanceBefore - row.stake + row.win);
      expect(row.roundId).toMatch(/^DV[0-9a-f]{32}$/);
    }
    await expectLedgerSound();
    // The member's betting record shows the same rounds and sums.
    const record = await withToken(
      server.app,
      'GET',
      `/wps/relay/GCS_bettingRecord?vassalage=${game.vendorCode}`,
      who.token,
    );
    expect(record.statusCode, record.body).toBe(200);
    expect(envelope<BettingRecordResponse>(record).value).toMatchObject({
      totalCount: 20,
      totalStake: '20.00',
      totalWin: (wins / 100).toFixed(2),
    });
    // The record is immutable.
    await expect(
      server.database.db.execute(sql`update game_rounds set win = 0 where member_id = ${who.id}`),
    ).rejects.toThrow();
  });

  it('answers a retry of its round id with the first answer and moves money once; another request with it is 409', async () => {
    const game = await pickGame('slot');
    const who = await playerOf(game, 0, 50_00);
    const roundId = roundIds();
    const first = envelope<RoundAnswer>(
      await round(who.playToken, { roundId, stake: '2.50' }),
    ).value;
    const before = await moneyOf(who.id);
    for (let i = 0; i < 3; i++) {
      const again = await round(who.playToken, { roundId, stake: '2.50' });
      expect(again.statusCode, again.body).toBe(200);
      expect(envelope<RoundAnswer>(again).value).toEqual({ ...first, replayed: true });
    }
    // A new launch of the same game (a new token) retrying the round: the same answer.
    const relaunched = await launch(who, game);
    const viaNewToken = envelope<RoundAnswer>(
      await round(relaunched, { roundId, stake: '2.50' }),
    ).value;
    expect(viaNewToken.vendorRoundId).toBe(first.vendorRoundId);
    const conflict = await round(relaunched, { roundId, stake: '5.00' });
    expect(conflict.statusCode).toBe(409);
    expect(envelope(conflict).code).toBe(WalletErrorCodes.IdempotencyConflict);
    expect(await moneyOf(who.id)).toEqual(before);
  });

  it('plays once when twins of a round id arrive at the same time', async () => {
    const game = await pickGame('slot', 1);
    const who = await playerOf(game, 0, 20_00);
    const roundId = roundIds();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => round(who.playToken, { roundId, stake: '1.00' })),
    );
    for (const response of answers) expect(response.statusCode, response.body).toBe(200);
    const values = answers.map((r) => envelope<RoundAnswer>(r).value);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(new Set(values.map((v) => `${v.vendorRoundId}:${v.win}:${v.balanceAfter}`)).size).toBe(
      1,
    );
    const money = await moneyOf(who.id);
    expect(money.rounds).toHaveLength(1);
    expect(money.bets).toBe(-100);
    await expectLedgerSound();
  });

  it('refuses a stake outside the limits, not money, or not a whole number of line bets', async () => {
    const game = await pickGame('slot');
    const who = await playerOf(game, 0, 20_000_00);
    const limits = envelope<DemoSession>(await session(who.playToken)).value.stake;
    const tooSmall = (cents(limits.min) - 25) / 100;
    for (const stake of [
      tooSmall > 0 ? tooSmall.toFixed(2) : '0.00',
      (cents(limits.max) / 100 + 0.25).toFixed(2),
      '0.26',
      '1.001',
      '-1.00',
      '1e3',
      'abc',
      ' 1.00',
    ]) {
      const response = await round(who.playToken, { roundId: roundIds(), stake });
      expect(response.statusCode, stake).toBe(400);
      expect(envelope(response).code, stake).toBe(GameErrorCodes.StakeInvalid);
    }
    for (const payload of [
      { roundId: 'short', stake: '1.00' },
      { roundId: "r'; drop table game_rounds; --", stake: '1.00' },
      { stake: '1.00' },
      { roundId: roundIds(), stake: 1 },
    ]) {
      const response = await round(who.playToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await moneyOf(who.id)).rounds).toHaveLength(0);
  });

  it('refuses a stake above the balance with INSUFFICIENT_BALANCE and records nothing', async () => {
    const game = await pickGame('slot');
    // Money only in the main wallet: the vendor wallet is empty.
    const who = await playerOf(game, 100_00, 0);
    const response = await round(who.playToken, { roundId: roundIds(), stake: '1.00' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).code).toBe(WalletErrorCodes.InsufficientBalance);
    const money = await moneyOf(who.id);
    expect(money.rounds).toHaveLength(0);
    expect(money.bets).toBe(0);
    // Brought from the main wallet, the same round id plays.
    const moved = await bring(who.playToken, '10.00');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(envelope<{ main: { balance: string } }>(moved).value.main.balance).toBe('90.00');
    const played = await round(who.playToken, { roundId: roundIds(), stake: '1.00' });
    expect(played.statusCode, played.body).toBe(200);
    expect(envelope<RoundAnswer>(played).value.balanceBefore).toBe('10.00');
  });

  it('refuses to play a game under maintenance with 409 GAME_MAINTENANCE', async () => {
    const game = await pickGame('slot', 2);
    const who = await playerOf(game, 0, 10_00);
    expect(await server.app.gamesService.setMaintenance(game.vendorCode, game.gameCode, true)).toBe(
      true,
    );
    try {
      const response = await round(who.playToken, { roundId: roundIds(), stake: '1.00' });
      expect(response.statusCode).toBe(409);
      expect(envelope(response).code).toBe(GameErrorCodes.GameMaintenance);
      expect(envelope<DemoSession>(await session(who.playToken)).value.game.maintenance).toBe(true);
    } finally {
      await server.app.gamesService.setMaintenance(game.vendorCode, game.gameCode, false);
    }
    const after = await round(who.playToken, { roundId: roundIds(), stake: '1.00' });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('deals baccarat for a live game: a bet is required, and the payout follows the outcome', async () => {
    const game = await pickGame('table');
    const who = await playerOf(game, 0, 1_000_00);
    const noBet = await round(who.playToken, { roundId: roundIds(), stake: '10.00' });
    expect(noBet.statusCode).toBe(400);
    const badBet = await round(who.playToken, {
      roundId: roundIds(),
      stake: '10.00',
      bet: 'DRAGON',
    });
    expect(badBet.statusCode).toBe(400);
    for (const bet of ['PLAYER', 'BANKER', 'TIE', 'BANKER', 'PLAYER', 'TIE'] as const) {
      const response = await round(who.playToken, { roundId: roundIds(), stake: '10.00', bet });
      expect(response.statusCode, response.body).toBe(200);
      const answer = envelope<RoundAnswer>(response).value;
      const deal = answer.baccarat!;
      expect(deal.bet).toBe(bet);
      expect(deal.player.length).toBeGreaterThanOrEqual(2);
      const outcome =
        deal.playerTotal > deal.bankerTotal
          ? 'PLAYER'
          : deal.bankerTotal > deal.playerTotal
            ? 'BANKER'
            : 'TIE';
      expect(deal.outcome).toBe(outcome);
      const expected =
        outcome === 'TIE'
          ? bet === 'TIE'
            ? '90.00'
            : '10.00'
          : bet !== outcome
            ? '0.00'
            : bet === 'PLAYER'
              ? '20.00'
              : '19.50';
      expect(answer.win).toBe(expected);
      expect(cents(answer.balanceAfter)).toBe(cents(answer.balanceBefore) - 1000 + cents(expected));
    }
    await expectLedgerSound();
  });

  it('plays on the main wallet of a single-wallet brand', async () => {
    const game = await pickGame('slot');
    const who = await playerOf(game, 30_00, 0);
    await server.app.walletService.setSingleWallet(true);
    try {
      const value = envelope<DemoSession>(await session(who.playToken)).value;
      expect(value.singleWallet).toBe(true);
      expect(value.wallet.code).toBe('MAIN');
      const response = await round(who.playToken, { roundId: roundIds(), stake: '1.00' });
      expect(response.statusCode, response.body).toBe(200);
      const answer = envelope<RoundAnswer>(response).value;
      expect(answer.walletCode).toBe('MAIN');
      expect(answer.balanceBefore).toBe('30.00');
      expect(await walletBalance(who, 'MAIN')).toBe(cents(answer.balanceAfter));
      // Nothing to bring: the game plays on the main wallet.
      expect((await bring(who.playToken, '1.00')).statusCode).toBe(400);
    } finally {
      await server.app.walletService.setSingleWallet(false);
    }
  });
});
