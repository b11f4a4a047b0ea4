// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// The member calls through the real routes on a fresh database: avatars and counters (member info
// itself is checked with every login and registration).
import type { LoginResponse, MemberInfo, PlayerAvatarResponse } from '@lotusplay/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { createMember, envelope, login, withToken } from '../../testing/auth-helpers';
import type { TestMemberOptions } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';

let now = new Date('2025-06-01T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;
let address = 0;
const nextIp = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  server = await createTestServer({ clock: () => now });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  now = new Date(now.getTime() + 24 * 3_600_000);
});

const tokenOf = async (username: string, password: string) => {
  const response = await login(server.app, username, password, {}, nextIp());
  expect(response.statusCode, response.body).toBe(200);
  return envelope<LoginResponse>(response).value.token;
};
/** A member of the test's own (no test logs in, fails or changes a seeded account). */
const member = (options: TestMemberOptions = {}) => createMember(server.database, options);

describe('avatars and counters', () => {
  it('lists and sets avatars; rejects an unknown one', async () => {
    const who = await member();
    const token = await tokenOf(who.username, who.password);
    const list = envelope<PlayerAvatarResponse>(
      await withToken(server.app, 'GET', '/wps/relay/MCSFE_getPlayerAvatar', token),
    ).value;
    expect(list.current).toBeNull();
    expect(list.options.length).toBeGreaterThan(0);
    const chosen = list.options[1]!;
    expect(chosen.url).toMatch(/^\/static\/avatars\/\w+\.svg$/);
    const set = await withToken(server.app, 'PUT', '/wps/member/info/icon', token, {
      avatarId: chosen.id,
    });
    expect(set.statusCode).toBe(200);
    const info = envelope<MemberInfo>(
      await withToken(server.app, 'GET', '/wps/member/info', token),
    );
    expect(info.value.avatarUrl).toBe(chosen.url);
    for (const avatarId of [9999, '1', -1]) {
      const bad = await withToken(server.app, 'PUT', '/wps/member/info/icon', token, { avatarId });
      expect(bad.statusCode).toBe(400);
    }
    const svg = await server.app.inject({ method: 'GET', url: chosen.url });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/svg/);
  });

  it('counts unread messages and available promotions from the database', async () => {
    const who = await member({ isAgent: 1 });
    const token = await tokenOf(who.username, who.password);
    const count = async () =>
      envelope<{ unreadMessage: number; availablePromoCount: number }>(
        await withToken(server.app, 'GET', '/wps/relay/CSP_unreadCount', token),
      ).value;
    expect(await count()).toEqual({ unreadMessage: 0, availablePromoCount: 0 });
    const [, read] = await server.database.db
      .insert(t.messages)
      .values([
        { audience: 'member', memberId: who.id, title: 'Hi', body: 'Welcome', source: 'operator' },
        { audience: 'member', memberId: who.id, title: 'Read', body: 'Old', source: 'operator' },
      ])
      .returning();
    await server.database.db
      .insert(t.messageMarks)
      .values({ messageId: read!.id, memberId: who.id, readAt: now });
    await server.database.db
      .insert(t.memberPromotions)
      .values({ memberId: who.id, type: 'REFERRAL' });
    expect(await count()).toEqual({ unreadMessage: 1, availablePromoCount: 1 });
    expect(
      (await server.app.inject({ method: 'GET', url: '/wps/relay/CSP_unreadCount' })).statusCode,
    ).toBe(401);
  });
});
