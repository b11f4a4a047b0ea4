// The promotions handlers of @lotusplay/content/testing against the real server: the list (per
// language and category), the detail (unknown and bad ids), the claim state and the raffle claim
// (no session, a trial account, not a raffle, ended, unknown, claimed once then refused). The
// same status, code and message; the same promotions, kinds, statuses and claim states; values
// of the same shape (the handlers' demo promotions are the seeded brand's four).
import { createPromotionsHandlers } from '@lotusplay/content/testing';
import type { PromotionDetail, PromotionListResponse } from '@lotusplay/api-client';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  expectParityOf,
  get,
  parityTrialToken,
  registerParityMember,
  startParityServer,
} from './harness';
import type { Call, Clock, ParityContext, ParityServer } from './harness';

const clock: Clock = { now: Date.parse('2026-03-01T08:00:00Z') };
let server: ParityServer;
const tokens = { msw: { member: 'tok-msw-member', trial: 'tok-msw-trial' }, server: {} };

beforeAll(async () => {
  server = await startParityServer(clock);
  const member = await registerParityMember(server, 4000);
  tokens.server = { member: member.token, trial: await parityTrialToken(server, '192.0.2.201') };
});
afterAll(async () => {
  await server?.close();
});

function parity(sequence: (ctx: ParityContext) => Promise<void>) {
  return expectParityOf({
    server,
    clock,
    handlers: () => createPromotionsHandlers({ trialTokens: ['tok-msw-trial'] }).handlers,
    address: '198.18.1.1',
    tokens,
    sequence,
  });
}

const claim = (body: unknown, token?: string | null): Omit<Call, 'address'> => ({
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  body,
  ...(token === undefined ? {} : { token }),
});
const listView = (value: unknown) =>
  (value as PromotionListResponse | null)?.list.map((p) => [p.id, p.kind, p.category, p.status]);
const detailView = (value: unknown) => {
  const detail = value as PromotionDetail | null;
  return detail && [detail.id, detail.kind, detail.status, detail.rules, detail.prizes];
};

describe('promotions handlers and server agree', () => {
  it('on the list and the detail', async () => {
    await parity(async ({ call, note, shape }) => {
      for (const language of ['', '?language=EN', '?language=CN', '?language=JA']) {
        const answer = await call(
          `list ${language || 'default'}`,
          get(`/wps/relay/MCSFE_getPromotionList${language}`, null),
        );
        note(`list ${language}`, listView(answer.value));
        shape(`list ${language}`, answer.value);
      }
      await call(
        'list, unknown language',
        get('/wps/relay/MCSFE_getPromotionList?language=XX', null),
      );
      for (const category of ['RAFFLE', 'DEPOSIT']) {
        note(
          `category ${category}`,
          listView(
            (
              await call(
                `category ${category}`,
                get(`/wps/relay/MCSFE_getPromotionList?category=${category}`, null),
              )
            ).value,
          ),
        );
      }
      await call('unknown category', get('/wps/relay/MCSFE_getPromotionList?category=NOPE', null));
      for (const id of [1, 2, 3, 4]) {
        const answer = await call(
          `detail ${id}`,
          get(`/wps/relay/MCSFE_getPromotionDetail?id=${id}`, null),
        );
        note(`detail ${id}`, detailView(answer.value));
        shape(`detail ${id}`, answer.value);
      }
      await call('detail in CN', get('/wps/relay/MCSFE_getPromotionDetail?id=1&language=CN', null));
      await call('unknown detail', get('/wps/relay/MCSFE_getPromotionDetail?id=999', null));
      await call('detail id 0', get('/wps/relay/MCSFE_getPromotionDetail?id=0', null));
      await call('detail without an id', get('/wps/relay/MCSFE_getPromotionDetail', null));
      await call('detail id not a number', get('/wps/relay/MCSFE_getPromotionDetail?id=abc', null));
    });
  });

  it('on the claim state and the raffle claim', async () => {
    await parity(async ({ call, note, shape, token }) => {
      const state = async (step: string, id: string, who: string | null = token('member')) => {
        const answer = await call(step, get(`/wps/relay/MCSFE_getPromotionClaim?id=${id}`, who));
        if (answer.status === 200) {
          const { claimed, claimable, reason } = answer.value as Record<string, unknown>;
          note(step, { claimed, claimable, reason });
          shape(step, answer.value);
        }
      };
      await state('state without a session', '1', null);
      for (const id of ['1', '2', '3', '4']) await state(`state ${id}`, id);
      await state('state of a trial account', '1', token('trial'));
      await state('state, unknown', '999');
      await state('state, bad id', 'abc');
      await call('claim without a session', claim({ id: 1 }, null));
      await call('claim of a trial account', claim({ id: 1 }, token('trial')));
      await call('claim a referral', claim({ id: 2 }));
      await call('claim a deposit promotion', claim({ id: 3 }));
      await call('claim an ended raffle', claim({ id: 4 }));
      await call('claim unknown', claim({ id: 999 }));
      await call('claim without an id', claim({}));
      await call('claim, id a string', claim({ id: 'one' }));
      const won = await call('claim the raffle', claim({ id: 1 }));
      shape('claim the raffle', won.value);
      await call('claim it again', claim({ id: 1 }));
      await state('state, claimed', '1');
    });
  });
});
