// Databases: PGlite — the rules of messages (audiences, marks, refusals); nothing engine-specific.
// Platform messages against a real database: the operator's messages to one member, a group and
// everyone; what each member sees, reads and deletes; hostile ids (another member's, unknown,
// deleted, too many); the unread count of CSP_unreadCount and member info; the system's messages
// on a deposit credited, a withdrawal paid and a rank reached; the ops command line.
import type {
  DepositOrder,
  MemberInfo,
  MessageListResponse,
  MessageUnreadResponse,
  OpsMessage,
  OpsMessageListResponse,
} from '@lotusplay/api-client/contracts';
import { MessageErrorCodes, MessageLimits, MessagePaths } from '@lotusplay/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import type { TestServer } from '../../testing';
import { envelope, withToken } from '../../testing/auth-helpers';
import { OpsCommands, opsCaller } from '../../testing/ops-kit';
import { createTestServer } from '../../testing/test-database';
import { addressSource, keySource, loggedInMember } from '../../testing/wallet-kit';
import type { LoggedInMember } from '../../testing/wallet-kit';

const OPS = 'messages-test-operator-token';
let server: TestServer;
const nextIp = addressSource(41);
const key = keySource('msg-key');
const ops = opsCaller(() => server.app, OPS);
const commands = new OpsCommands(OPS);

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: OPS } });
  await commands.listen(server.app);
}, 60_000);
afterAll(async () => server?.close());

const member = () => loggedInMember(server, nextIp());

async function send(body: object): Promise<OpsMessage> {
  const response = await ops('POST', '/ops/messages', body);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<OpsMessage>(response).value;
}

async function list(who: LoggedInMember, query = ''): Promise<MessageListResponse> {
  const response = await withToken(server.app, 'GET', `${MessagePaths.list}${query}`, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<MessageListResponse>(response).value;
}

const unreadCount = async (who: LoggedInMember) =>
  envelope<{ unreadMessage: number }>(
    await withToken(server.app, 'GET', '/wps/relay/CSP_unreadCount', who.token),
  ).value.unreadMessage;

const mark = (who: LoggedInMember, path: string, ids: unknown) =>
  withToken(server.app, 'POST', path, who.token, { ids });

describe('messages to one member, a group and everyone', () => {
  it('shows each member their own messages, their group’s and everyone’s, never another’s', async () => {
    const [ann, bob] = await Promise.all([member(), member()]);
    await server.database.db
      .update(t.members)
      .set({ memberLabels: ['VIP'] })
      .where(eq(t.members.id, ann.id));
    expect(await list(ann)).toMatchObject({ list: [], total: 0, unread: 0 });

    const toAnn = await send({
      audience: 'member',
      username: ann.username,
      title: 'Hi Ann',
      body: 'Only you',
    });
    const toVip = await send({
      audience: 'label',
      label: 'VIP',
      title: 'VIP',
      body: 'For the VIPs',
    });
    const toAll = await send({ audience: 'all', title: 'Everyone', body: 'Line 1\nLine 2' });
    expect(toAnn).toMatchObject({ audience: 'member', username: ann.username, readers: 0 });

    const annSees = await list(ann);
    expect(annSees.list.map((m) => m.id)).toEqual([toAll.id, toVip.id, toAnn.id]);
    expect(annSees).toMatchObject({ total: 3, unread: 3 });
    expect(annSees.list[0]).toMatchObject({
      body: 'Line 1\nLine 2',
      broadcast: true,
      read: false,
      source: 'operator',
    });
    expect(annSees.list[2]).toMatchObject({ broadcast: false });
    const bobSees = await list(bob);
    expect(bobSees.list.map((m) => m.id)).toEqual([toAll.id]);
    expect(await unreadCount(ann)).toBe(3);
    expect(await unreadCount(bob)).toBe(1);
    const info = envelope<MemberInfo>(
      await withToken(server.app, 'GET', '/wps/member/info', ann.token),
    );
    expect(info.value.unreadMessage).toBe(3);
  });

  it('does not show a member the group and everyone messages sent before they joined', async () => {
    const early = await send({ audience: 'all', title: 'Old news', body: 'Before you came' });
    // The member joins a moment later.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const late = await member();
    expect((await list(late)).list.map((m) => m.id)).not.toContain(early.id);
  });

  it('reads and deletes a member’s own messages; the unread count follows', async () => {
    const who = await member();
    const a = await send({ audience: 'member', username: who.username, title: 'A', body: 'a' });
    const b = await send({ audience: 'member', username: who.username, title: 'B', body: 'b' });
    const c = await send({ audience: 'member', username: who.username, title: 'C', body: 'c' });
    expect(await unreadCount(who)).toBe(3);

    const read = await mark(who, MessagePaths.read, [a.id]);
    expect(read.statusCode, read.body).toBe(200);
    expect(envelope<MessageUnreadResponse>(read).value.unread).toBe(2);
    expect((await list(who, '?filter=unread')).list.map((m) => m.id)).toEqual([c.id, b.id]);
    expect((await list(who)).list.find((m) => m.id === a.id)?.read).toBe(true);
    // Reading again changes nothing.
    expect(
      envelope<MessageUnreadResponse>(await mark(who, MessagePaths.read, [a.id])).value.unread,
    ).toBe(2);

    const deleted = await mark(who, MessagePaths.delete, [b.id]);
    expect(envelope<MessageUnreadResponse>(deleted).value.unread).toBe(1);
    expect((await list(who)).list.map((m) => m.id)).toEqual([c.id, a.id]);
    // A deleted message is not the member's any more.
    expect((await mark(who, MessagePaths.read, [b.id])).statusCode).toBe(404);

    const all = await withToken(server.app, 'POST', MessagePaths.readAll, who.token);
    expect(envelope<MessageUnreadResponse>(all).value.unread).toBe(0);
    expect(await unreadCount(who)).toBe(0);
    const opsList = envelope<OpsMessageListResponse>(
      await ops('GET', '/ops/messages?last=5'),
    ).value;
    expect(opsList.messages.find((m) => m.id === c.id)?.readers).toBe(1);
  });

  it('pages the list', async () => {
    const who = await member();
    for (let i = 0; i < 3; i++) {
      await send({ audience: 'member', username: who.username, title: `P${i}`, body: 'x' });
    }
    const page = await list(who, '?pageNo=2&pageSize=2');
    expect(page).toMatchObject({ pageNo: 2, pageSize: 2, total: 3 });
    expect(page.list.map((m) => m.title)).toEqual(['P0']);
  });
});

describe('hostile input', () => {
  it('refuses another member’s message ids, unknown ones, and changes nothing when one is bad', async () => {
    const [ann, eve] = await Promise.all([member(), member()]);
    const mine = await send({
      audience: 'member',
      username: ann.username,
      title: 'Mine',
      body: 'm',
    });
    const evesOwn = await send({
      audience: 'member',
      username: eve.username,
      title: 'Eve',
      body: 'e',
    });

    for (const path of [MessagePaths.read, MessagePaths.delete]) {
      const foreign = await mark(eve, path, [mine.id]);
      expect(foreign.statusCode).toBe(404);
      expect(envelope(foreign).code).toBe(MessageErrorCodes.NotFound);
      // One of Eve's own with one of Ann's: all or nothing.
      expect((await mark(eve, path, [evesOwn.id, mine.id])).statusCode).toBe(404);
      expect((await mark(eve, path, [2_000_000_000])).statusCode).toBe(404);
    }
    expect(await unreadCount(ann)).toBe(1);
    expect(await unreadCount(eve)).toBe(1);
    expect((await list(ann)).list[0]).toMatchObject({ id: mine.id, read: false });
  });

  it('refuses malformed ids and bodies with 400', async () => {
    const who = await member();
    const tooMany = Array.from({ length: MessageLimits.idsMax + 1 }, (_, i) => i + 1);
    for (const ids of [[], tooMany, ['1; DROP TABLE messages'], [1.5], [-1], [1, 1], 'all', null]) {
      expect((await mark(who, MessagePaths.read, ids)).statusCode, JSON.stringify(ids)).toBe(400);
    }
    expect(
      (await withToken(server.app, 'GET', `${MessagePaths.list}?pageSize=1000`, who.token))
        .statusCode,
    ).toBe(400);
  });

  it('needs a session for every member call, and the operator’s token for /ops/messages', async () => {
    for (const [method, url] of [
      ['GET', MessagePaths.list],
      ['POST', MessagePaths.read],
      ['POST', MessagePaths.readAll],
      ['POST', MessagePaths.delete],
    ] as const) {
      const response = await server.app.inject({
        method,
        url,
        payload: method === 'POST' ? { ids: [1] } : undefined,
      });
      expect(response.statusCode, url).toBe(401);
      const forged = await withToken(
        server.app,
        method,
        url,
        'not-a-token',
        method === 'POST' ? { ids: [1] } : undefined,
      );
      expect(forged.statusCode, url).toBe(401);
    }
    const who = await member();
    expect(
      (await ops('POST', '/ops/messages', { audience: 'all', title: 't', body: 'b' }, who.token))
        .statusCode,
    ).toBe(401);
  });

  it('refuses an operator message without its recipient, to an unknown member, or with only markup', async () => {
    expect(
      (await ops('POST', '/ops/messages', { audience: 'member', title: 't', body: 'b' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ops('POST', '/ops/messages', { audience: 'label', title: 't', body: 'b' })).statusCode,
    ).toBe(400);
    const unknown = await ops('POST', '/ops/messages', {
      audience: 'member',
      username: 'nobody-here',
      title: 't',
      body: 'b',
    });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe(MessageErrorCodes.RecipientNotFound);
    expect(
      (await ops('POST', '/ops/messages', { audience: 'all', title: '<b></b>', body: 'b' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await ops('POST', '/ops/messages', {
          audience: 'all',
          title: 'x'.repeat(MessageLimits.titleMax + 1),
          body: 'b',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps markup out of a message: tags are dropped, the text stays', async () => {
    const who = await member();
    await send({
      audience: 'member',
      username: who.username,
      title: 'Hello <script>alert(1)</script><b>you</b>',
      body: '<img src=x onerror=alert(1)>Text & more',
    });
    expect((await list(who)).list[0]).toMatchObject({ title: 'Hello you', body: 'Text & more' });
  });
});

describe('system messages', () => {
  it('writes one message when a deposit is credited, and one when a withdrawal is paid', async () => {
    const who = await member();
    const created = await withToken(server.app, 'POST', '/wps/relay/DEPOSIT_create', who.token, {
      channelCode: 'BANK',
      amount: '150.00',
      idempotencyKey: key(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { orderNo } = envelope<DepositOrder>(created).value;
    expect((await ops('POST', `/ops/deposits/${orderNo}/approve`, {})).statusCode).toBe(200);
    // Approving again is refused (409) and writes nothing more.
    expect((await ops('POST', `/ops/deposits/${orderNo}/approve`, {})).statusCode).toBe(409);
    await server.app.depositService.credited.settled();
    const deposit = (await list(who)).list;
    expect(deposit).toHaveLength(1);
    expect(deposit[0]).toMatchObject({
      source: 'deposit',
      title: 'Deposit credited',
      broadcast: false,
    });
    expect(deposit[0]!.body).toContain(orderNo);
    expect(deposit[0]!.body).toContain('150.00');

    // A withdrawal paid out (through the service's own event: its full flow is the wallet's test).
    server.app.withdrawalService.paid.emit({
      memberId: who.id,
      orderNo: 'W1',
      amount: 5_000,
      full: true,
    });
    server.app.withdrawalService.paid.emit({
      memberId: who.id,
      orderNo: 'W1',
      amount: 5_000,
      full: true,
    });
    await server.app.withdrawalService.paid.settled();
    const paid = (await list(who)).list.filter((m) => m.source === 'withdrawal');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toContain('50.00');
  });

  it('writes a message when a member’s club rank rises, not when it falls', async () => {
    const who = await member();
    const rank = async (labelName: string, rankLevel: number) => {
      const response = await ops('PUT', '/ops/support/member-rank', {
        username: who.username,
        labelName,
        rankLevel,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await rank('Gold', 3);
    await rank('Silver', 2);
    await rank('Platinum', 5);
    await rank('Platinum', 5);
    const ranks = async () =>
      (await list(who)).list.filter((m) => m.source === 'rank').map((m) => m.body);
    // The event's listener runs after the operator's call answered.
    for (let i = 0; i < 50 && (await ranks()).length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await ranks()).toEqual([
      'Congratulations: you have reached Platinum (rank 5).',
      'Congratulations: you have reached Gold (rank 3).',
    ]);
  });
});

describe('ops message …', () => {
  it('sends to a member, a label and everyone, lists and takes back', async () => {
    const who = await member();
    expect(
      await commands.run(
        'message',
        'send',
        '--to',
        who.username,
        '--title',
        'CLI',
        '--body',
        'From the CLI',
      ),
    ).toBe(0);
    expect(commands.out[0]).toMatch(new RegExp(`^Sent message #\\d+ to ${who.username}$`));
    const id = Number(/#(\d+)/.exec(commands.out[0]!)![1]);
    expect(await commands.run('message', 'send', '--all', '--title', 'All', '--body', 'x')).toBe(0);
    expect(commands.out[0]).toMatch(/to everyone$/);
    expect(
      await commands.run(
        'message',
        'send',
        '--to',
        who.username,
        '--all',
        '--title',
        'x',
        '--body',
        'y',
      ),
    ).toBe(2);
    expect(await commands.run('message', 'list', '--last', '2')).toBe(0);
    expect(commands.out).toHaveLength(2);
    expect(commands.out[1]).toContain(`to ${who.username}, read by 0: CLI`);
    expect(await commands.run('message', 'retract', String(id)), commands.err.join('\n')).toBe(0);
    expect((await list(who)).list.map((m) => m.id)).not.toContain(id);
    expect(await commands.run('message', 'retract', String(id))).toBe(1);
  });
});
