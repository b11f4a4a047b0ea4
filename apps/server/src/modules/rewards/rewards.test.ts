// Databases: PGlite — the reward centre's rules (issue 27, rewardCenter): the activity statuses a
// member moves through (applying → process → claim → claimed; join → joined → issued; rejected;
// comingSoon; close), payments through the ledger exactly once, the operator's review through the
// ops command line and the operator API. Hostile input: another member's application, a trial
// account, oversized and wrong-type images (a png name on other bytes), too many images, a long
// comment, a missing Zalo number, claiming before approval and twice at the same time.
import type {
  OpsRewardApplication,
  OpsRewardApplicationList,
  RewardCenterResponse,
  RewardClaimResponse,
  RewardItem,
} from '@lotusplay/api-client/contracts';
import { RewardErrorCodes, RewardLimits, RewardPaths } from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { envelope, withToken } from '../../testing/auth-helpers';
import { ledgerProblems } from '../../testing/ledger-audit';
import { OpsCommands, opsCaller } from '../../testing/ops-kit';
import { createTestServer } from '../../testing/test-database';
import { addressSource, loggedInMember, sumBalance, trialLogin } from '../../testing/wallet-kit';
import type { LoggedInMember } from '../../testing/wallet-kit';

const OPS = 'rewards-test-operator-token';
let server: TestServer;
const ops = opsCaller(() => server.app, OPS);
const commands = new OpsCommands(OPS);
const address = addressSource(141);

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: OPS } });
  await commands.listen(server.app);
}, 60_000);
afterAll(async () => server?.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const b64 = (bytes: Buffer) => ({ dataBase64: bytes.toString('base64') });

/** An operator's promotion with a reward; answers its id. */
async function rewardPromotion(
  code: string,
  reward: Record<string, unknown>,
  window: { startTime?: string; endTime?: string } = {},
): Promise<number> {
  const added = await ops('POST', '/ops/promotions', {
    code,
    kind: 'INFO',
    category: 'EVENT',
    imageUrl: '/static/promotions/first-deposit.svg',
    startTime: window.startTime ?? '2026-01-01T00:00:00Z',
    ...(window.endTime ? { endTime: window.endTime } : {}),
    texts: { EN: { title: `Reward ${code}`, summary: 'A test reward', html: '<p>Rules</p>' } },
  });
  expect(added.statusCode, added.body).toBe(200);
  const set = await ops('PUT', `/ops/rewards/promotions/${code}`, reward);
  expect(set.statusCode, set.body).toBe(200);
  return envelope<{ id: number }>(added).value.id;
}

const centre = async (who: { token: string }) => {
  const response = await withToken(server.app, 'GET', RewardPaths.list, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<RewardCenterResponse>(response).value;
};
const item = async (who: { token: string }, id: number): Promise<RewardItem | undefined> =>
  (await centre(who)).rewards.find((r) => r.promotionId === id);
const post = (who: { token: string }, path: string, body: object) =>
  withToken(server.app, 'POST', path, who.token, body);
const codeOf = (response: { body: string }) => (JSON.parse(response.body) as { code: string }).code;

async function applicationOf(username: string, promotionId: number): Promise<OpsRewardApplication> {
  const response = await ops('GET', '/ops/rewards/applications');
  const { applications } = envelope<OpsRewardApplicationList>(response).value;
  return applications.find((a) => a.username === username && a.promotionId === promotionId)!;
}

const noLedgerProblems = async () => {
  const problems = await ledgerProblems(server.database.db);
  for (const problem of Object.values(problems)) expect(problem).toEqual([]);
};

describe('the reward centre', () => {
  let applyId: number;
  let member: LoggedInMember;

  beforeAll(async () => {
    applyId = await rewardPromotion('reward-apply', {
      mode: 'apply',
      payout: 'claim',
      amount: '8.80',
    });
    member = await loggedInMember(server, address());
  });

  it('applies with a comment and images, the operator approves, the member claims once', async () => {
    expect(await item(member, applyId)).toMatchObject({ status: 'applying', amount: '8.80' });
    const applied = await post(member, RewardPaths.apply, {
      promotionId: applyId,
      comment: 'My deposit slip',
      images: [b64(PNG), b64(JPG)],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(envelope<RewardItem>(applied).value).toMatchObject({
      status: 'process',
      comment: 'My deposit slip',
      imageCount: 2,
    });
    // Not approved yet: nothing to claim.
    const early = await post(member, RewardPaths.claim, { promotionId: applyId });
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toBe(RewardErrorCodes.NotClaimable);
    // A second application is refused.
    const again = await post(member, RewardPaths.apply, {
      promotionId: applyId,
      comment: '',
      images: [],
    });
    expect(codeOf(again)).toBe(RewardErrorCodes.AlreadyTaken);

    const application = await applicationOf(member.username, applyId);
    expect(application).toMatchObject({ status: 'process', imageCount: 2 });
    // The operator sees the images as sent, with their type from the bytes.
    const first = await ops('GET', `/ops/rewards/applications/${application.id}/images/1`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.equals(PNG)).toBe(true);
    const second = await ops('GET', `/ops/rewards/applications/${application.id}/images/2`);
    expect(second.headers['content-type']).toBe('image/jpeg');
    expect(
      (await ops('GET', `/ops/rewards/applications/${application.id}/images/3`)).statusCode,
    ).toBe(404);
    expect(
      (await ops('GET', `/ops/rewards/applications/${application.id}/images/0`)).statusCode,
    ).toBe(400);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: `/ops/rewards/applications/${application.id}/images/1`,
        })
      ).statusCode,
    ).toBe(401);
    expect(await commands.run('reward', 'approve', String(application.id))).toBe(0);
    expect(commands.out.join('\n')).toContain(`Approved #${application.id} reward-apply`);
    expect(await item(member, applyId)).toMatchObject({ status: 'claim' });
    expect((await centre(member)).claimable).toBe(1);
    // Approving twice is refused.
    const twice = await ops('POST', `/ops/rewards/applications/${application.id}/approve`);
    expect(twice.statusCode).toBe(409);

    const before = Number(await sumBalance(server, member.token));
    // Two claims at the same time: one pays, the other is refused.
    const claims = await Promise.all([
      post(member, RewardPaths.claim, { promotionId: applyId }),
      post(member, RewardPaths.claim, { promotionId: applyId }),
    ]);
    const statuses = claims.map((c) => c.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const paid = claims.find((c) => c.statusCode === 200)!;
    expect(envelope<RewardClaimResponse>(paid).value.amount).toBe('8.80');
    expect(codeOf(claims.find((c) => c.statusCode === 409)!)).toBe(RewardErrorCodes.AlreadyClaimed);
    const replay = await post(member, RewardPaths.claim, { promotionId: applyId });
    expect(codeOf(replay)).toBe(RewardErrorCodes.AlreadyClaimed);
    expect(Number(await sumBalance(server, member.token))).toBeCloseTo(before + 8.8, 2);
    expect(await item(member, applyId)).toMatchObject({ status: 'claimed' });
    expect((await centre(member)).claimable).toBe(0);
    await noLedgerProblems();
  });

  it("refuses another member's claim and shows another member nothing of it", async () => {
    const other = await loggedInMember(server, address());
    expect(await item(other, applyId)).toMatchObject({
      status: 'applying',
      comment: null,
      imageCount: 0,
    });
    const claim = await post(other, RewardPaths.claim, { promotionId: applyId });
    expect(claim.statusCode).toBe(404);
    const unknown = await post(other, RewardPaths.claim, { promotionId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    const malformed = await post(other, RewardPaths.claim, { promotionId: 'x' });
    expect(malformed.statusCode).toBe(400);
    const anonymous = await server.app.inject({ method: 'GET', url: RewardPaths.list });
    expect(anonymous.statusCode).toBe(401);
  });

  it('checks images by their bytes and size, their number and the comment', async () => {
    const who = await loggedInMember(server, address());
    const refused = async (body: Record<string, unknown>, status: number, code: string) => {
      const response = await post(who, RewardPaths.apply, {
        promotionId: applyId,
        comment: 'x',
        images: [],
        ...body,
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(codeOf(response)).toBe(code);
    };
    // A gif, text named png, an empty file.
    await refused({ images: [b64(Buffer.from('GIF89a....'))] }, 400, RewardErrorCodes.ImageInvalid);
    await refused(
      { images: [b64(Buffer.from('<svg onload=alert(1)>'))] },
      400,
      RewardErrorCodes.ImageInvalid,
    );
    await refused({ images: [{ dataBase64: '' }] }, 400, RewardErrorCodes.ImageInvalid);
    // A png header on 5 MB + 1 byte.
    const big = Buffer.alloc(RewardLimits.imageMaxBytes + 1);
    PNG.copy(big);
    await refused({ images: [b64(big)] }, 400, RewardErrorCodes.ImageTooLarge);
    await refused(
      { images: [b64(PNG), b64(PNG), b64(JPG), b64(JPG)] },
      400,
      RewardErrorCodes.TooManyImages,
    );
    // 141 characters (the schema's bound).
    const long = await post(who, RewardPaths.apply, {
      promotionId: applyId,
      comment: 'x'.repeat(141),
      images: [],
    });
    expect(long.statusCode).toBe(400);
    // Exactly 5 MB of png is taken, with 140 characters.
    const limit = Buffer.alloc(RewardLimits.imageMaxBytes);
    PNG.copy(limit);
    const ok = await post(who, RewardPaths.apply, {
      promotionId: applyId,
      comment: 'y'.repeat(140),
      images: [b64(limit)],
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('joins, needs the Zalo number, is issued on approval (paid once) or rejected', async () => {
    const joinId = await rewardPromotion('reward-join', {
      mode: 'join',
      payout: 'issue',
      amount: '5.00',
      contact: 'zalo',
    });
    const who = await loggedInMember(server, address());
    expect(await item(who, joinId)).toMatchObject({ status: 'join', contact: 'zalo' });
    // Applying to a reward to join is refused.
    const wrongWay = await post(who, RewardPaths.apply, {
      promotionId: joinId,
      comment: '',
      images: [],
    });
    expect(codeOf(wrongWay)).toBe(RewardErrorCodes.NotOpen);
    const noContact = await post(who, RewardPaths.join, { promotionId: joinId });
    expect(noContact.statusCode).toBe(400);
    expect(codeOf(noContact)).toBe(RewardErrorCodes.ContactRequired);
    expect(JSON.parse(noContact.body).message).toBe('Enter Zalo number ID to redeem bonus');
    const badContact = await post(who, RewardPaths.join, { promotionId: joinId, contact: 'abc' });
    expect(badContact.statusCode).toBe(400);
    const joined = await post(who, RewardPaths.join, {
      promotionId: joinId,
      contact: '0912345678',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(envelope<RewardItem>(joined).value.status).toBe('joined');

    const before = Number(await sumBalance(server, who.token));
    const application = await applicationOf(who.username, joinId);
    expect(application.contact).toBe('0912345678');
    const approvals = await Promise.all([
      ops('POST', `/ops/rewards/applications/${application.id}/approve`),
      ops('POST', `/ops/rewards/applications/${application.id}/approve`),
    ]);
    expect(approvals.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await item(who, joinId)).toMatchObject({ status: 'issued' });
    expect(Number(await sumBalance(server, who.token))).toBeCloseTo(before + 5, 2);
    const claim = await post(who, RewardPaths.claim, { promotionId: joinId });
    expect(codeOf(claim)).toBe(RewardErrorCodes.NotClaimable);

    // Another member is rejected, with a reason.
    const rejectedOne = await loggedInMember(server, address());
    await post(rejectedOne, RewardPaths.join, { promotionId: joinId, contact: '+84912345678' });
    const second = await applicationOf(rejectedOne.username, joinId);
    expect(
      await commands.run('reward', 'reject', String(second.id), '--reason', 'Not eligible'),
    ).toBe(0);
    expect(await item(rejectedOne, joinId)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Not eligible',
    });
    await noLedgerProblems();
  });

  it('shows coming soon and close, and refuses a trial account', async () => {
    const soon = await rewardPromotion(
      'reward-soon',
      { mode: 'apply', payout: 'claim', amount: '1.00' },
      { startTime: '2099-01-01T00:00:00Z' },
    );
    const over = await rewardPromotion(
      'reward-over',
      { mode: 'join', payout: 'claim', amount: '1.00' },
      { startTime: '2020-01-01T00:00:00Z', endTime: '2020-02-01T00:00:00Z' },
    );
    const who = await loggedInMember(server, address());
    expect(await item(who, soon)).toMatchObject({ status: 'comingSoon' });
    expect(await item(who, over)).toMatchObject({ status: 'close' });
    expect(codeOf(await post(who, RewardPaths.join, { promotionId: over }))).toBe(
      RewardErrorCodes.NotOpen,
    );
    const trial = await trialLogin(server, address());
    const refused = await post(trial, RewardPaths.apply, {
      promotionId: applyId,
      comment: '',
      images: [],
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers the operator with 401 without its token, 404 for unknown ids and codes', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: '/ops/rewards/applications' })).statusCode,
    ).toBe(401);
    expect((await ops('POST', '/ops/rewards/applications/999999/approve')).statusCode).toBe(404);
    expect(
      (
        await ops('PUT', '/ops/rewards/promotions/no-such-code', {
          mode: 'apply',
          payout: 'claim',
          amount: '1.00',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ops('PUT', '/ops/rewards/promotions/reward-apply', {
          mode: 'apply',
          payout: 'claim',
          amount: '-1',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the demo brand', () => {
  it('seeds a reward on the first-deposit promotion, open for applications', async () => {
    const who = await loggedInMember(server, address());
    const { rewards } = await centre(who);
    expect(rewards.find((r) => r.amount === '18.80')).toMatchObject({
      mode: 'apply',
      status: 'applying',
    });
  });
});
