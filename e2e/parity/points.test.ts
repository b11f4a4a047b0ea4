// The points handlers of @lotusplay/content/testing against the real server: the balance, the
// config and the goods (per language), redemptions (no session, a trial account, the payment
// password, unknown and sold-out goods, not enough points, idempotency) and their list (pages,
// a status filter), conversions (the rules in their order, the password, not enough points,
// idempotency). The same status, code and message, the same balances and redemptions, values of
// the same shape. The server's member gets the handlers' 5000 points from an operator's grant and
// their payment password 246810.
import { createPointsHandlers } from '@lotusplay/content/testing';
import type { PointRedemption, RedeemPointListResponse } from '@lotusplay/api-client';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  expectParityOf,
  get,
  parityTrialToken,
  post,
  registerParityMember,
  startParityServer,
} from './harness';
import type { Clock, ParityContext, ParityServer } from './harness';

const clock: Clock = { now: Date.parse('2026-03-01T08:00:00Z') };
const OPERATOR = 'parity-operator-token';
let server: ParityServer;
let serial = 5000;
const tokens = { msw: { member: 'tok-msw-member', trial: 'tok-msw-trial' }, server: {} };

async function ops(url: string, body: unknown) {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.body}`);
}

/** A member with 5000 points and the payment password 246810, as the handlers' default one. */
async function pointsMember() {
  const member = await registerParityMember(server, ++serial);
  await ops('/ops/points/grants', { username: member.username, points: 5000 });
  const response = await server.app.inject({
    method: 'POST',
    url: '/wps/member/paymentPassword',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ loginPassword: 'Start2025', newPaymentPassword: '246810' }),
  });
  if (response.statusCode !== 200) throw new Error(`payment password: ${response.body}`);
  return member.token;
}

beforeAll(async () => {
  server = await startParityServer(clock, { config: { operatorToken: OPERATOR } });
  tokens.server = { trial: await parityTrialToken(server, '192.0.2.202') };
});
afterAll(async () => {
  await server?.close();
});

async function parity(sequence: (ctx: ParityContext) => Promise<void>) {
  const member = await pointsMember();
  await expectParityOf({
    server,
    clock,
    handlers: () => createPointsHandlers({ trialTokens: ['tok-msw-trial'] }).handlers,
    address: `198.18.2.${serial % 250}`,
    tokens: { msw: tokens.msw, server: { ...tokens.server, member } },
    sequence,
  });
}

const redeem = (body: Record<string, unknown>, token?: string | null) =>
  post(
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    { paymentPassword: '246810', idempotencyKey: `redeem-${++serial}`, ...body },
    token,
  );
const convert = (body: Record<string, unknown>, token?: string | null) =>
  post(
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    { paymentPassword: '246810', idempotencyKey: `convert-${++serial}`, ...body },
    token,
  );
const redemptionView = (value: unknown) => {
  const r = value as PointRedemption;
  return [r.goodId, r.goodName, r.points, r.units, r.status, r.remark];
};
const listView = (value: unknown) => {
  const list = value as RedeemPointListResponse | null;
  return (
    list && {
      items: list.list.map(redemptionView),
      pageNo: list.pageNo,
      pageSize: list.pageSize,
      total: list.total,
      totalPages: list.totalPages,
    }
  );
};

describe('points handlers and server agree', () => {
  it('on the balance, the config, the goods and the refusals without a real session', async () => {
    await parity(async ({ call, note, shape, token }) => {
      const balance = await call('balance', get('/wps/relay/MCS2_getPointBalance'));
      note('balance', balance.value);
      await call('balance without a session', get('/wps/relay/MCS2_getPointBalance', null));
      note('config', (await call('config', get('/wps/relay/MCS2_getPointConfig', null))).value);
      const goods = await call('goods', get('/wps/relay/MCS2_getPointReward', null));
      note('goods', goods.value);
      shape(
        'goods in CN',
        (await call('goods in CN', get('/wps/relay/MCS2_getPointReward?lang=CN', null))).value,
      );
      await call('goods, unknown language', get('/wps/relay/MCS2_getPointReward?lang=XX', null));
      await call('redeem without a session', redeem({ goodId: 1 }, null));
      await call('convert without a session', convert({ points: 1000 }, null));
      await call('list without a session', get('/wps/relay/MCS2_getRedeemPointList', null));
      await call('redeem, trial account', redeem({ goodId: 1 }, token('trial')));
      await call('convert, trial account', convert({ points: 1000 }, token('trial')));
      await call('balance, trial account', get('/wps/relay/MCS2_getPointBalance', token('trial')));
      await call('list, trial account', get('/wps/relay/MCS2_getRedeemPointList', token('trial')));
    });
  });

  it('on redemptions and their list', async () => {
    await parity(async ({ call, note, shape }) => {
      const list = (query = '') => get(`/wps/relay/MCS2_getRedeemPointList${query}`);
      note('no redemptions', listView((await call('no redemptions', list())).value));
      await call('wrong payment password', redeem({ goodId: 1, paymentPassword: '000000' }));
      await call('malformed payment password', redeem({ goodId: 1, paymentPassword: 'ab' }));
      await call(
        'no key',
        post('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
          goodId: 1,
          paymentPassword: '246810',
        }),
      );
      await call('no good', redeem({}));
      await call('good 0', redeem({ goodId: 0 }));
      await call('unknown good', redeem({ goodId: 999 }));
      await call('sold out', redeem({ goodId: 4 }));
      const first = await call('redeem one', redeem({ goodId: 1, idempotencyKey: 'redeem-key-1' }));
      shape('redeem one', first.value);
      const view = (value: unknown) => {
        const answer = value as { redemption: PointRedemption; points: number } | null;
        return answer && { redemption: redemptionView(answer.redemption), points: answer.points };
      };
      note('redeem one', view(first.value));
      note(
        'replayed',
        view((await call('replayed', redeem({ goodId: 1, idempotencyKey: 'redeem-key-1' }))).value),
      );
      await call('key of another good', redeem({ goodId: 2, idempotencyKey: 'redeem-key-1' }));
      note('earbuds', view((await call('earbuds', redeem({ goodId: 3 }))).value));
      note('mug', view((await call('mug', redeem({ goodId: 2 }))).value));
      await call('not enough points', redeem({ goodId: 1 }));
      note('balance', (await call('balance', get('/wps/relay/MCS2_getPointBalance'))).value);
      const all = await call('redemptions', list());
      note('redemptions', listView(all.value));
      shape('redemptions', all.value);
      note(
        'page 2 of 2',
        listView((await call('page 2 of 2', list('?pageNo=2&pageSize=2'))).value),
      );
      note('in process', listView((await call('in process', list('?status=in_process'))).value));
      note('approved', listView((await call('approved', list('?status=approved'))).value));
      await call('unknown status', list('?status=lost'));
      await call('page 0', list('?pageNo=0'));
      await call('page size 0', list('?pageSize=0'));
      await call('page size too large', list('?pageSize=1000'));
    });
  });

  it('on conversions', async () => {
    await parity(async ({ call, note, shape }) => {
      const view = (value: unknown) => {
        const answer = value as { points: number; amount: string; balance: number } | null;
        return answer && { points: answer.points, amount: answer.amount, balance: answer.balance };
      };
      for (const points of [0, -100, 1.5, 500, 1050, 10_000_000_000]) {
        await call(`convert ${points}`, convert({ points }));
      }
      await call('convert a string', convert({ points: '1000' }));
      await call(
        'no key',
        post('/wps/relay/passwordCheck/MCS2_convertPoint', {
          points: 1000,
          paymentPassword: '246810',
        }),
      );
      await call(
        'more than held, wrong password',
        convert({ points: 6000, paymentPassword: '000000' }),
      );
      await call('more than held', convert({ points: 6000 }));
      await call('wrong password', convert({ points: 1000, paymentPassword: '000000' }));
      const first = await call(
        'convert 1000',
        convert({ points: 1000, idempotencyKey: 'convert-key-1' }),
      );
      shape('convert 1000', first.value);
      note('convert 1000', view(first.value));
      note(
        'replayed',
        view(
          (await call('replayed', convert({ points: 1000, idempotencyKey: 'convert-key-1' })))
            .value,
        ),
      );
      await call(
        'key of another amount',
        convert({ points: 1100, idempotencyKey: 'convert-key-1' }),
      );
      note(
        'convert the rest',
        view((await call('convert the rest', convert({ points: 4000 }))).value),
      );
      await call('nothing left', convert({ points: 1000 }));
      note('balance', (await call('balance', get('/wps/relay/MCS2_getPointBalance'))).value);
    });
  });
});
