// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// Feedback and customer service through the real routes on a fresh database (PGlite): the word
// limits of the brand, images checked by their bytes and size, markup stored as text, the rate
// limit per address; getService for a visitor, a member of rank 4 and of rank 5 (the VIP
// channel), the link decrypting with its key; the operator's support routes and command.
import type {
  FeedbackResponse,
  FeedbackSettings,
  LoginResponse,
  ServiceResponse,
} from '@lotusplay/api-client/contracts';
import {
  DEMO_CHAT_PATHS,
  ServicePathTypes,
  SupportErrorCodes,
  SupportLimits,
} from '@lotusplay/api-client/contracts';
import { decryptServiceLink } from '@lotusplay/api-client/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { PNG_SIGNATURE } from '../../lib/png';
import { createMember, envelope, login } from '../../testing/auth-helpers';
import { OpsCommands, opsCaller } from '../../testing/ops-kit';
import { createTestServer } from '../../testing/test-database';

const TOKEN = 'support-operator-token';
let server: Awaited<ReturnType<typeof createTestServer>>;
const ops = opsCaller(() => server.app, TOKEN);
const cli = new OpsCommands(TOKEN);

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: TOKEN } });
  await cli.listen(server.app);
});
afterAll(async () => {
  await server?.close();
});

let ipCounter = 0;
/** A fresh address per call, so the per-address limit is tested only where it is meant. */
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const png = (extra = 64) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(extra, 7)]);
const jpg = (extra = 64) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(extra, 3)]);
const image = (data: Buffer, contentType = 'image/png', fileName = 'screen.png') => ({
  fileName,
  contentType,
  dataBase64: data.toString('base64'),
});

function sendFeedback(payload: object, options: { ip?: string; token?: string } = {}) {
  return server.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    payload,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

async function memberToken(rankLevel: number | null) {
  const member = await createMember(server.database);
  if (rankLevel !== null) {
    const set = await ops('PUT', '/ops/support/member-rank', {
      username: member.username,
      rankLevel,
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  const response = await login(server.app, member.username, member.password, {}, nextIp());
  expect(response.statusCode, response.body).toBe(200);
  return { member, token: envelope<LoginResponse>(response).value.token };
}

describe('feedback', () => {
  it('answers the brand limits, the contract defaults until the operator sets others', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wps/feedback/settings' });
    expect(envelope<FeedbackSettings>(response).value).toEqual({
      minWords: SupportLimits.feedbackMinWordsDefault,
      maxWords: SupportLimits.feedbackMaxWordsDefault,
      maxImages: 3,
      maxImageBytes: 5 * 1024 * 1024,
      imageContentTypes: ['image/png', 'image/jpeg'],
    });
  });

  it('stores a visitor feedback with png and jpg images, and records the member of a session', async () => {
    const visitor = await sendFeedback({
      content: words(8),
      contact: 'me@example.com',
      images: [image(png()), image(jpg(), 'image/jpeg', 'photo.jpg')],
    });
    expect(visitor.statusCode, visitor.body).toBe(200);
    const sent = envelope<FeedbackResponse>(visitor).value;
    expect(sent.imageCount).toBe(2);
    const [row] = await server.database.db
      .select()
      .from(t.feedback)
      .where(eq(t.feedback.id, sent.id));
    expect(row).toMatchObject({ memberId: null, content: words(8), contact: 'me@example.com' });
    const stored = await server.database.db
      .select()
      .from(t.feedbackImages)
      .where(eq(t.feedbackImages.feedbackId, sent.id));
    expect(stored.map((s) => s.data.equals(png()) || s.data.equals(jpg()))).toEqual([true, true]);

    const { member, token } = await memberToken(null);
    const byMember = await sendFeedback({ content: words(6) }, { token });
    expect(byMember.statusCode, byMember.body).toBe(200);
    const [memberRow] = await server.database.db
      .select()
      .from(t.feedback)
      .where(eq(t.feedback.id, envelope<FeedbackResponse>(byMember).value.id));
    expect(memberRow!.memberId).toBe(member.id);
  });

  it('refuses too short and too long content with the brand limits in the message', async () => {
    for (const content of [words(4), words(501), '   ', '!!! ??? ...']) {
      const response = await sendFeedback({ content });
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({
        code: SupportErrorCodes.FeedbackWords,
        message: 'Feedback content between 5 and 500 words',
      });
    }
    const overLong = await sendFeedback({
      content: 'x'.repeat(SupportLimits.feedbackMaxLength + 1),
    });
    expect(overLong.statusCode).toBe(400);
  });

  it('follows the word limits the operator sets, in the message too', async () => {
    const set = await ops('PUT', '/ops/support/settings', {
      feedbackMinWords: 2,
      feedbackMaxWords: 3,
    });
    expect(set.statusCode, set.body).toBe(200);
    try {
      expect((await sendFeedback({ content: words(3) })).statusCode).toBe(200);
      const tooLong = await sendFeedback({ content: words(4) });
      expect(envelope(tooLong).message).toBe('Feedback content between 2 and 3 words');
      const bad = await ops('PUT', '/ops/support/settings', {
        feedbackMinWords: 9,
        feedbackMaxWords: 3,
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await ops('PUT', '/ops/support/settings', {
        feedbackMinWords: SupportLimits.feedbackMinWordsDefault,
        feedbackMaxWords: SupportLimits.feedbackMaxWordsDefault,
      });
    }
  });

  it('refuses images that are not png or jpg by their bytes, whatever their name says', async () => {
    const renamedText = image(
      Buffer.from('just some text, not an image at all'),
      'image/png',
      'x.png',
    );
    const jpgAsPng = image(jpg(), 'image/png', 'x.png');
    const gif = image(Buffer.from('GIF89a0000000000'), 'image/gif', 'x.gif');
    const notBase64 = { fileName: 'x.png', contentType: 'image/png', dataBase64: '@@@@' };
    for (const bad of [renamedText, jpgAsPng, gif, notBase64]) {
      const response = await sendFeedback({ content: words(6), images: [bad] });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe(SupportErrorCodes.ImageInvalid);
    }
  });

  it('refuses an image over 5 MB and more than 3 images; nothing is stored', async () => {
    const before = (await server.database.db.select().from(t.feedback)).length;
    const big = await sendFeedback({
      content: words(6),
      images: [image(png(SupportLimits.imageMaxBytes - PNG_SIGNATURE.length + 1))],
    });
    expect(big.statusCode, big.body.slice(0, 200)).toBe(400);
    expect(envelope(big).code).toBe(SupportErrorCodes.ImageTooLarge);
    const exactly = await sendFeedback({
      content: words(6),
      images: [image(png(SupportLimits.imageMaxBytes - PNG_SIGNATURE.length))],
    });
    expect(exactly.statusCode).toBe(200);
    const four = await sendFeedback({
      content: words(6),
      images: [image(png()), image(png()), image(png()), image(png())],
    });
    expect(four.statusCode).toBe(400);
    expect(envelope(four).code).toBe(SupportErrorCodes.TooManyImages);
    expect((await server.database.db.select().from(t.feedback)).length).toBe(before + 1);
  });

  it('stores markup as plain text: tags and scripts removed, the words kept', async () => {
    const response = await sendFeedback({
      content:
        'My deposit <script>alert(1)</script> has <b>not</b> arrived <img src=x onerror=alert(2)> yet',
      contact: '<a href="javascript:alert(3)">me</a>',
      images: [image(png(), 'image/png', '<img src=x onerror=alert(4)>.png')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = envelope<FeedbackResponse>(response).value.id;
    const [row] = await server.database.db.select().from(t.feedback).where(eq(t.feedback.id, id));
    expect(row!.content).toBe('My deposit  has not arrived  yet');
    expect(row!.contact).toBe('me');
    const [stored] = await server.database.db
      .select()
      .from(t.feedbackImages)
      .where(eq(t.feedbackImages.feedbackId, id));
    expect(stored!.fileName).not.toMatch(/[<>]/);
    // Markup alone is no words at all.
    const onlyTags = await sendFeedback({ content: '<b></b><i></i><script>a b c d e f</script>' });
    expect(envelope(onlyTags).code).toBe(SupportErrorCodes.FeedbackWords);
  });

  it('limits an address to 5 feedback in 10 minutes (bad ones are not counted)', async () => {
    const ip = nextIp();
    expect((await sendFeedback({ content: words(1) }, { ip })).statusCode).toBe(400);
    for (let i = 0; i < SupportLimits.feedbackRatePerAddress; i++) {
      expect((await sendFeedback({ content: words(6) }, { ip })).statusCode).toBe(200);
    }
    const refused = await sendFeedback({ content: words(6) }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).code).toBe('RATE_LIMITED');
    expect((await sendFeedback({ content: words(6) })).statusCode).toBe(200);
  });

  it('lists the feedback to the operator, newest first, and the ops command prints it', async () => {
    const { member, token } = await memberToken(null);
    await sendFeedback(
      { content: `${words(5)} from the list test`, images: [image(png())] },
      { token },
    );
    const list = await ops('GET', '/ops/support/feedback?last=1');
    expect(list.statusCode).toBe(200);
    const [latest] =
      envelope<{ username: string; content: string; images: unknown[] }[]>(list).value;
    expect(latest).toMatchObject({
      username: member.username,
      content: `${words(5)} from the list test`,
    });
    expect(latest!.images).toHaveLength(1);
    expect((await ops('GET', '/ops/support/feedback', undefined, 'wrong')).statusCode).toBe(401);
    expect(await cli.run('service', 'feedback', '--last', '1')).toBe(0);
    expect(cli.out.join('\n')).toContain(member.username);
  });
});

describe('getService', () => {
  async function service(token?: string, type?: string) {
    const response = await server.app.inject({
      method: 'GET',
      url: `/wps/relay/getService${type ? `?type=${type}` : ''}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { response, value: envelope<ServiceResponse>(response).value };
  }

  const linkOf = (value: ServiceResponse) =>
    decryptServiceLink(
      value.version.pathList.find((p) => p.type === ServicePathTypes.EncryptedLink)!.path,
    );
  const channelOf = (value: ServiceResponse) =>
    value.version.pathList.find((p) => p.type === ServicePathTypes.Channel)!.path;

  it('answers a visitor the live chat, the link decrypting with its last 8 characters', async () => {
    const { response, value } = await service();
    expect(response.statusCode).toBe(200);
    expect(channelOf(value)).toBe('LIVECHAT');
    const encrypted = value.version.pathList.find((p) => p.type === 3)!.path;
    expect(encrypted).not.toContain('demo-chat');
    expect(encrypted.slice(-8)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(linkOf(value)).toBe(DEMO_CHAT_PATHS.LIVECHAT);
    // A fresh key each time.
    const again = await service();
    expect(again.value.version.pathList[1]!.path).not.toBe(encrypted);
    expect(() => decryptServiceLink(`${encrypted.slice(0, -8)}AAAAAAAA`)).toThrow();
  });

  it('routes a member of rank 4 to live chat and of rank 5 to the VIP channel', async () => {
    const rank4 = await memberToken(4);
    expect(channelOf((await service(rank4.token)).value)).toBe('LIVECHAT');
    const rank5 = await memberToken(5);
    const vip = (await service(rank5.token)).value;
    expect(channelOf(vip)).toBe('VIP');
    expect(linkOf(vip)).toBe(DEMO_CHAT_PATHS.VIP);
    // Facebook and Telegram are what they are, whatever the rank.
    const facebookCall = await service(rank5.token, 'FACEBOOK');
    expect(facebookCall.response.statusCode, facebookCall.response.body).toBe(200);
    const facebook = facebookCall.value;
    expect(channelOf(facebook)).toBe('FACEBOOK');
    expect(linkOf(facebook)).toBe('https://www.facebook.com/lotusplay');
    // The rank is the server's: a lowered rank is seen at the next call.
    await ops('PUT', '/ops/support/member-rank', { username: rank5.member.username, rankLevel: 2 });
    expect(channelOf((await service(rank5.token)).value)).toBe('LIVECHAT');
  });

  it('answers a bad token as a visitor and an unknown type with a validation error', async () => {
    expect(channelOf((await service('not-a-token')).value)).toBe('LIVECHAT');
    expect((await service(undefined, 'WHATSAPP')).response.statusCode).toBe(400);
  });

  it('follows the links the operator sets, and a removed channel is unavailable', async () => {
    // The tests run in a random order: every link changed here is put back at the end.
    try {
      expect(await cli.run('service', 'vip', 'https://vip.example.com/room')).toBe(0);
      expect(await cli.run('service', 'set', 'TELEGRAM', 'https://t.me/other_support')).toBe(0);
      expect(cli.out.join('\n')).toContain('https://t.me/other_support');
      const rank6 = await memberToken(6);
      expect(linkOf((await service(rank6.token)).value)).toBe('https://vip.example.com/room');
      expect(linkOf((await service(undefined, 'TELEGRAM')).value)).toBe(
        'https://t.me/other_support',
      );
      const permission = await server.app.inject({ method: 'GET', url: '/wps/system/permission' });
      expect(permission.body).toContain('https://t.me/other_support');
      expect(permission.body).not.toContain('vip.example.com');

      expect(await cli.run('service', 'set', 'FACEBOOK', 'off')).toBe(0);
      const gone = await service(undefined, 'FACEBOOK');
      expect(gone.response.statusCode).toBe(404);
      expect(envelope(gone.response).code).toBe(SupportErrorCodes.ServiceUnavailable);
      expect(await cli.run('service', 'set', 'FACEBOOK', 'javascript:alert(1)')).not.toBe(0);
      expect(await cli.run('service', 'vip', 'default')).toBe(0);
      expect(linkOf((await service(rank6.token)).value)).toBe(DEMO_CHAT_PATHS.VIP);
      expect(await cli.run('service', 'rank', 'nobody_here_at_all', '5')).not.toBe(0);
    } finally {
      await cli.run('service', 'vip', 'default');
      await cli.run('service', 'set', 'TELEGRAM', 'https://t.me/lotusplay_support');
      await cli.run('service', 'set', 'FACEBOOK', 'https://www.facebook.com/lotusplay');
    }
  });

  it('serves the demo chat pages the links open', async () => {
    for (const path of [DEMO_CHAT_PATHS.LIVECHAT, DEMO_CHAT_PATHS.VIP]) {
      const page = await server.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('no agent is connected');
    }
  });
});
