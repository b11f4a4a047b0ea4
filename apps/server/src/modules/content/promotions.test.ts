// Databases: PGlite and PostgreSQL — a raffle claimed concurrently, and on two pools of one
//   database.
// The promotions: list and detail per language, hostile HTML stripped from every content field
// (on the way in and on the way out), the raffle claim paid once through the ledger (replayed,
// concurrent, and on two apps of one database: two pools on PostgreSQL with TEST_DATABASE_URL),
// the refusals (visitor, trial, ineligible, expired, upcoming, not a raffle, unknown), and the
// operator's commands.
import type {
  ClaimRaffleResponse,
  PromotionClaimState,
  PromotionDetail,
  PromotionListResponse,
} from '@lotusplay/api-client/contracts';
import { PromotionErrorCodes } from '@lotusplay/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { createTestServer } from '../../testing';
import type { TestServer } from '../../testing';
import { envelope, withToken } from '../../testing/auth-helpers';
import { ledgerProblems, memberMoney } from '../../testing/ledger-audit';
import { OpsCommands, opsCaller } from '../../testing/ops-kit';
import {
  addressSource,
  fundMember,
  loggedInMember,
  secondServer,
  trialLogin,
} from '../../testing/wallet-kit';
import { demoPromotions } from './promotions.seed';

const OPERATOR_TOKEN = 'promotions-test-operator-token';
const RAFFLE_PRIZES = demoPromotions[0].prizes.map((p) => p.amount);
let server: TestServer;
const ops = new OpsCommands(OPERATOR_TOKEN);
const opsCall = opsCaller(() => server.app, OPERATOR_TOKEN);
const nextAddress = addressSource(71);

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: OPERATOR_TOKEN } });
  await ops.listen(server.app);
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });
const list = async (query = '') =>
  envelope<PromotionListResponse>(await get(`/wps/relay/MCSFE_getPromotionList${query}`)).value
    .list;
const detail = async (id: number, language = 'EN') =>
  envelope<PromotionDetail>(
    await get(`/wps/relay/MCSFE_getPromotionDetail?id=${id}&language=${language}`),
  ).value;
const idOf = async (code: string) => {
  const [row] = await server.database.db
    .select({ id: t.promotions.id })
    .from(t.promotions)
    .where(eq(t.promotions.code, code));
  return row!.id;
};
const claim = (token: string, id: number) =>
  withToken(server.app, 'POST', '/wps/relay/MCS2_claimRafflePromotion', token, { id });
const claimState = async (token: string, id: number) =>
  envelope<PromotionClaimState>(
    await withToken(server.app, 'GET', `/wps/relay/MCSFE_getPromotionClaim?id=${id}`, token),
  ).value;
/** availablePromoCount as member info and CSP_unreadCount give it to the member. */
const availablePromoCounts = async (token: string) => ({
  info: envelope<{ availablePromoCount: number }>(
    await withToken(server.app, 'GET', '/wps/member/info', token),
  ).value.availablePromoCount,
  unread: envelope<{ availablePromoCount: number }>(
    await withToken(server.app, 'GET', '/wps/relay/CSP_unreadCount', token),
  ).value.availablePromoCount,
});
const money = async (memberId: number) =>
  (await memberMoney(server.database.db, [memberId])).get(memberId)!;
const noLedgerProblems = async () => {
  const problems = await ledgerProblems(server.database.db);
  for (const problem of Object.values(problems)) expect(problem).toEqual([]);
};

/** An operator's promotion (English and Chinese texts); `overrides` change any field. */
const addPromotion = async (code: string, overrides: Record<string, unknown> = {}) => {
  const response = await opsCall('POST', '/ops/promotions', {
    code,
    kind: 'RAFFLE',
    category: 'RAFFLE',
    imageUrl: '/static/promotions/lucky-raffle.svg',
    startTime: '2026-01-01T00:00:00Z',
    prizes: [{ amount: '2.50', weight: 1 }],
    texts: {
      EN: { title: `Test ${code}`, summary: 'A test promotion', html: '<p>Rules</p>' },
      CN: { title: `测试 ${code}`, summary: '测试活动', html: '<p>规则</p>' },
    },
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<{ id: number }>(response).value.id;
};

describe('list and detail', () => {
  it('lists the seeded promotions in every language, ended ones last', async () => {
    for (const language of ['EN', 'CN', 'VI', 'TH', 'JA', 'TY', 'ID']) {
      const promotions = await list(`?language=${language}`);
      const seeded = promotions.filter((p) => p.imageUrl.startsWith('/static/promotions/'));
      expect(seeded.length).toBeGreaterThanOrEqual(4);
      expect(new Set(seeded.map((p) => p.title)).size).toBe(seeded.length);
      const statuses = promotions.map((p) => p.status);
      expect(statuses.indexOf('ENDED')).toBeGreaterThan(statuses.lastIndexOf('ONGOING'));
    }
    const [en, cn] = [await list('?language=EN'), await list('?language=CN')];
    const raffle = await idOf('lucky-raffle');
    expect(en.find((p) => p.id === raffle)).toMatchObject({
      title: 'Lucky Raffle',
      kind: 'RAFFLE',
      status: 'ONGOING',
    });
    expect(cn.find((p) => p.id === raffle)!.title).toBe('幸运抽奖');
    expect(en.find((p) => p.title === 'Spring Festival Raffle')).toMatchObject({
      status: 'ENDED',
      endTime: '2025-02-20T00:00:00.000Z',
    });
    // The language header decides when the query does not say.
    const byHeader = envelope<PromotionListResponse>(
      await get('/wps/relay/MCSFE_getPromotionList', { 'x-language': 'JA' }),
    ).value.list;
    expect(byHeader.find((p) => p.id === raffle)!.title).toBe('ラッキー抽選');
  });

  it('filters by category', async () => {
    const referral = await list('?category=REFERRAL');
    expect(referral.length).toBeGreaterThan(0);
    expect(referral.every((p) => p.category === 'REFERRAL')).toBe(true);
    expect(referral.map((p) => p.title)).toContain('Invite Friends');
  });

  it('answers a detail with its HTML, rules and prizes; falls back to English texts', async () => {
    const id = await idOf('lucky-raffle');
    const en = await detail(id);
    expect(en).toMatchObject({ id, title: 'Lucky Raffle', kind: 'RAFFLE' });
    expect(en.html).toContain('<strong>once</strong>');
    expect(en.prizes).toEqual(['88.00', '18.88', '5.00', '1.00']);
    expect(en.rules).toEqual({ realAccountOnly: true, minDeposit: null, memberLabel: null });
    expect((await detail(id, 'TH')).title).toBe('จับรางวัลนำโชค');
    const onlyEnglish = await addPromotion('only-english', {
      kind: 'INFO',
      category: 'EVENT',
      prizes: [],
      texts: { EN: { title: 'English only', summary: 'Summary', html: '<p>x</p>' } },
    });
    expect((await detail(onlyEnglish, 'VI')).title).toBe('English only');
    expect((await detail(onlyEnglish)).prizes).toBeNull();
  });

  it("falls back to the brand's default language field by field, where a text was left empty", async () => {
    const id = await addPromotion('half-translated', {
      kind: 'INFO',
      category: 'EVENT',
      prizes: [],
      texts: {
        EN: { title: 'Weekend cashback', summary: 'Ten per cent back', html: '<p>Rules here</p>' },
        VI: { title: 'Hoàn tiền cuối tuần', summary: '', html: '' },
      },
    });
    expect(await detail(id, 'VI')).toMatchObject({
      title: 'Hoàn tiền cuối tuần',
      summary: 'Ten per cent back',
      html: '<p>Rules here</p>',
    });
    expect((await list('?language=VI')).find((p) => p.id === id)?.title).toBe(
      'Hoàn tiền cuối tuần',
    );
    expect((await detail(id, 'JA')).title).toBe('Weekend cashback');
    // A language other than the default may leave every text empty; the default may not.
    const noDefault = await opsCall('POST', '/ops/promotions', {
      code: 'no-default-text',
      kind: 'INFO',
      category: 'EVENT',
      imageUrl: '/static/promotions/lucky-raffle.svg',
      startTime: '2026-01-01T00:00:00Z',
      texts: { EN: { title: 'Title', summary: '', html: '' } },
    });
    expect(noDefault.statusCode).toBe(400);
  });

  it('refuses an unknown id (404) and a bad one (400)', async () => {
    const unknown = await get('/wps/relay/MCSFE_getPromotionDetail?id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe(PromotionErrorCodes.NotFound);
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const response = await get(`/wps/relay/MCSFE_getPromotionDetail?id=${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
    expect((await get('/wps/relay/MCSFE_getPromotionDetail')).statusCode).toBe(400);
    expect((await get('/wps/relay/MCSFE_getPromotionList?category=NOPE')).statusCode).toBe(400);
  });
});

describe('hostile content', () => {
  const script = '<script>alert(1)</script>';
  const handler = '<img src="x" onerror="alert(2)">';
  const link = '<a href="javascript:alert(3)">link</a>';
  const hostile = `${script}${handler}${link}`;

  const expectClean = (text: string) => {
    expect(text).not.toMatch(/<script|onerror|javascript:|alert\(1\)/i);
  };

  it('strips scripts from every content field when an operator stores them', async () => {
    const id = await addPromotion('hostile-ops', {
      texts: {
        EN: { title: `Hi ${script}`, summary: `Sum ${hostile}`, html: `<p>Body</p>${hostile}` },
        CN: { title: `你好 ${script}`, summary: `摘要 ${hostile}`, html: `<p>正文</p>${hostile}` },
      },
    });
    const stored = await server.database.db
      .select()
      .from(t.promotionTranslations)
      .where(eq(t.promotionTranslations.promotionId, id));
    expect(stored).toHaveLength(2);
    for (const row of stored)
      for (const field of [row.title, row.summary, row.html]) expectClean(field);
    for (const language of ['EN', 'CN']) {
      const found = await detail(id, language);
      for (const field of [found.title, found.summary, found.html]) expectClean(field);
      expect(found.html).toContain('<p>');
      const listed = (await list(`?language=${language}`)).find((p) => p.id === id)!;
      expectClean(listed.title);
      expectClean(listed.summary);
    }
    expect((await detail(id)).title).toBe('Hi');
  });

  it('strips scripts on the way out from rows written around the operator', async () => {
    const id = await addPromotion('hostile-raw', { kind: 'INFO', category: 'EVENT', prizes: [] });
    await server.database.db
      .update(t.promotionTranslations)
      .set({ title: `Raw ${script}`, summary: `Raw ${hostile}`, html: `<p>Raw</p>${hostile}` })
      .where(eq(t.promotionTranslations.promotionId, id));
    const found = await detail(id);
    for (const field of [found.title, found.summary, found.html]) expectClean(field);
    expect(found.title).toBe('Raw');
    expect(found.html).toContain('<p>Raw</p>');
    const listed = (await list()).find((p) => p.id === id)!;
    expectClean(listed.title);
    expectClean(listed.summary);
  });
});

describe('the raffle claim', () => {
  it('pays a drawn prize once; a replay is refused as already claimed and pays nothing', async () => {
    const id = await idOf('lucky-raffle');
    const who = await loggedInMember(server, nextAddress());
    expect(await claimState(who.token, id)).toMatchObject({
      claimed: false,
      claimable: true,
      reason: null,
    });
    // The raffle it could claim counts in availablePromoCount (member info and unread count).
    const offersBefore = await availablePromoCounts(who.token);
    expect(offersBefore.info).toBeGreaterThanOrEqual(1);
    expect(offersBefore.unread).toBe(offersBefore.info);
    const before = await money(who.id);
    const first = await claim(who.token, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(await availablePromoCounts(who.token)).toEqual({
      info: offersBefore.info - 1,
      unread: offersBefore.info - 1,
    });
    const result = envelope<ClaimRaffleResponse>(first).value;
    const prize = Math.round(Number(result.prize) * 100);
    expect(RAFFLE_PRIZES).toContain(prize);
    expect(await money(who.id)).toBe(before + prize);

    for (let i = 0; i < 3; i++) {
      const again = await claim(who.token, id);
      expect(again.statusCode).toBe(409);
      expect(envelope(again).code).toBe(PromotionErrorCodes.AlreadyClaimed);
    }
    expect(await money(who.id)).toBe(before + prize);
    expect(await claimState(who.token, id)).toMatchObject({
      claimed: true,
      prize: result.prize,
      claimedAt: result.claimedAt,
      claimable: false,
      reason: PromotionErrorCodes.AlreadyClaimed,
    });
    const [ledger] = await server.database.db
      .select()
      .from(t.ledgerTransactions)
      .where(eq(t.ledgerTransactions.id, result.transactionId));
    expect(ledger).toMatchObject({ kind: 'bonus', memberId: who.id });
    await noLedgerProblems();
  });

  it('pays once when many claims of one member arrive at once, on two apps of one database', async () => {
    const id = await idOf('lucky-raffle');
    const other = await secondServer(server, {});
    try {
      for (let round = 0; round < 3; round++) {
        const who = await loggedInMember(server, nextAddress());
        const before = await money(who.id);
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            (i % 2 ? other.app : server.app).inject({
              method: 'POST',
              url: '/wps/relay/MCS2_claimRafflePromotion',
              payload: { id },
              headers: { authorization: `Bearer ${who.token}` },
            }),
          ),
        );
        const paid = answers.filter((a) => a.statusCode === 200);
        expect(paid, answers.map((a) => a.body).join('\n')).toHaveLength(1);
        for (const refused of answers.filter((a) => a.statusCode !== 200)) {
          expect(refused.statusCode).toBe(409);
          expect(envelope(refused).code).toBe(PromotionErrorCodes.AlreadyClaimed);
        }
        const prize = Math.round(Number(envelope<ClaimRaffleResponse>(paid[0]!).value.prize) * 100);
        expect(await money(who.id)).toBe(before + prize);
        const claims = await server.database.db
          .select()
          .from(t.promotionClaims)
          .where(eq(t.promotionClaims.memberId, who.id));
        expect(claims).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
    await noLedgerProblems();
  });

  it('refuses a visitor (401) and a trial account (403), paying nothing', async () => {
    const id = await idOf('lucky-raffle');
    const visitor = await server.app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      payload: { id },
    });
    expect(visitor.statusCode).toBe(401);
    const trial = await trialLogin(server, nextAddress());
    const refused = await claim(trial.token, id);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).code).toBe(PromotionErrorCodes.RealAccountRequired);
    expect(envelope(refused).message).toMatch(/real account/);
    expect(await claimState(trial.token, id)).toMatchObject({
      claimable: false,
      reason: PromotionErrorCodes.RealAccountRequired,
    });
  });

  it('refuses an ended, an upcoming, an unknown and a non-raffle promotion', async () => {
    const who = await loggedInMember(server, nextAddress());
    const upcoming = await addPromotion('upcoming', { startTime: '2099-01-01T00:00:00Z' });
    const cases: [number, number, string][] = [
      [await idOf('spring-raffle-2025'), 409, PromotionErrorCodes.Ended],
      [upcoming, 409, PromotionErrorCodes.NotStarted],
      [999_999, 404, PromotionErrorCodes.NotFound],
      [await idOf('invite-friends'), 409, PromotionErrorCodes.NotRaffle],
    ];
    const before = await money(who.id);
    for (const [id, status, code] of cases) {
      const response = await claim(who.token, id);
      expect(response.statusCode, code).toBe(status);
      expect(envelope(response).code).toBe(code);
    }
    expect((await claim(who.token, 0)).statusCode).toBe(400);
    expect(
      (await withToken(server.app, 'POST', '/wps/relay/MCS2_claimRafflePromotion', who.token, {}))
        .statusCode,
    ).toBe(400);
    expect(await money(who.id)).toBe(before);
  });

  it('refuses a member below the minimum deposit or without the label, until it qualifies', async () => {
    const who = await loggedInMember(server, nextAddress());
    const deposit = await addPromotion('min-deposit', { minDeposit: '100.00' });
    const refused = await claim(who.token, deposit);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).code).toBe(PromotionErrorCodes.Ineligible);
    expect((await detail(deposit)).rules.minDeposit).toBe('100.00');
    await fundMember(server, who.id, 10_000, `promo-deposit-${who.id}`);
    expect((await claim(who.token, deposit)).statusCode).toBe(200);

    const labelled = await addPromotion('vip-only', { memberLabel: 'VIP' });
    const noLabel = await claim(who.token, labelled);
    expect(noLabel.statusCode).toBe(403);
    expect(envelope(noLabel).code).toBe(PromotionErrorCodes.Ineligible);
    await server.database.db
      .update(t.members)
      .set({ memberLabels: ['VIP'] })
      .where(eq(t.members.id, who.id));
    expect((await claim(who.token, labelled)).statusCode).toBe(200);
    await noLedgerProblems();
  });
});

describe('operator commands', () => {
  it('adds, lists and removes a promotion from the command line', async () => {
    expect(
      await ops.run(
        'promotion',
        'add',
        'cli-raffle',
        '--kind',
        'RAFFLE',
        '--title',
        'CLI raffle',
        '--summary',
        'Added from the command line',
        '--content',
        '<p>Rules</p><script>x()</script>',
        '--image',
        '/static/promotions/lucky-raffle.svg',
        '--prizes',
        '3.00:1,1.00:3',
      ),
    ).toBe(0);
    expect(ops.out[0]).toMatch(/^Added promotion #\d+ cli-raffle RAFFLE\/RAFFLE ONGOING/);
    const id = await idOf('cli-raffle');
    expect((await detail(id)).html).toBe('<p>Rules</p>');
    expect((await detail(id)).prizes).toEqual(['3.00', '1.00']);

    expect(await ops.run('promotion', 'list')).toBe(0);
    const listed = ops.out.join('\n');
    expect(listed, JSON.stringify(ops.out)).toMatch(
      /^#\d+ cli-raffle RAFFLE\/RAFFLE \w+ .* claims 0$/m,
    );

    expect(await ops.run('promotion', 'remove', 'cli-raffle')).toBe(0);
    expect(ops.out).toEqual(['Removed promotion cli-raffle']);
    expect((await get(`/wps/relay/MCSFE_getPromotionDetail?id=${id}`)).statusCode).toBe(404);
    expect((await list()).some((p) => p.id === id)).toBe(false);
    expect(await ops.run('promotion', 'remove', 'cli-raffle')).toBe(1);
    expect(ops.err.join('\n')).toContain(PromotionErrorCodes.NotFound);
  });

  it('refuses bad promotions, a taken code and callers without the operator token', async () => {
    const base = {
      code: 'bad-one',
      kind: 'RAFFLE',
      category: 'RAFFLE',
      imageUrl: '/x.svg',
      startTime: '2026-01-01T00:00:00Z',
      prizes: [{ amount: '1.00', weight: 1 }],
      texts: { EN: { title: 'T', summary: 'S', html: '<p>x</p>' } },
    };
    const bad: Record<string, unknown>[] = [
      { code: 'Bad Code' },
      { kind: 'LOTTERY' },
      { prizes: [] },
      { kind: 'INFO' },
      { prizes: [{ amount: '0', weight: 1 }] },
      { prizes: [{ amount: '1.00', weight: 0 }] },
      { endTime: '2025-01-01T00:00:00Z' },
      { texts: { CN: { title: 'T', summary: 'S', html: '' } } },
      { texts: { EN: { title: '<script>x</script>', summary: 'S', html: '' } } },
      { startTime: 'soon' },
    ];
    for (const change of bad) {
      const response = await opsCall('POST', '/ops/promotions', { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
    await addPromotion('taken-code');
    const taken = await opsCall('POST', '/ops/promotions', { ...base, code: 'taken-code' });
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).code).toBe(PromotionErrorCodes.CodeTaken);
    expect((await opsCall('GET', '/ops/promotions', undefined, 'wrong')).statusCode).toBe(401);
    expect((await get('/ops/promotions')).statusCode).toBe(401);
  });
});
