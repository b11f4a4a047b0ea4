// Databases: PGlite and PostgreSQL — the authenticator's secrets encrypted at rest.
// The stored TOTP secret (set up and on) is not the secret but an AES-256-GCM sealed value that
// opens only with the server's key and for the member's own row; a server restarted on the same
// database with the same key still checks the member's codes; the start-up migration (the member
// module's seed, under the migration lock) seals secrets stored in the clear before, and refuses
// to run with another key. The key itself: DATA_ENCRYPTION_KEY, or a key file made once in
// DATA_DIR with 0600 permissions.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginResponse } from '@lotusplay/api-client';
import type { TotpSetupResponse } from '@lotusplay/api-client/contracts';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotusPlayServer } from '../../app';
import * as t from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { DATA_KEY_FILE, loadDataKey, SecretBox } from '../../lib/secret-box';
import { createMember, envelope, login } from '../../testing/auth-helpers';
import type { TestMember } from '../../testing/auth-helpers';
import {
  createTestDatabase,
  createTestServer,
  testPasswordHasher,
} from '../../testing/test-database';
import { secondServer } from '../../testing/wallet-kit';

const KEY = randomBytes(32);
let now = new Date('2026-05-01T09:00:00Z');
const clock = () => now;
let server: Awaited<ReturnType<typeof createTestServer>>;
let address = 0;
const nextIp = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  server = await createTestServer({ clock, secretBox: new SecretBox(KEY) });
});
afterAll(async () => {
  await server?.close();
});

/** A server process on the test's database with the key (a new SecretBox of the same bytes). */
const start = () => secondServer(server, { clock, secretBox: new SecretBox(Buffer.from(KEY)) });

const later = (seconds = 60) => {
  now = new Date(now.getTime() + seconds * 1000);
};
const code = (secret: string) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });

async function tokenOf(app: LotusPlayServer, m: TestMember) {
  const response = await login(app, m.username, m.password, {}, nextIp());
  expect(response.statusCode, response.body).toBe(200);
  return envelope<LoginResponse>(response).value.token;
}

const call = (app: LotusPlayServer, token: string, url: string, payload?: object) =>
  app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });

async function stored(memberId: number) {
  const [row] = await server.database.db
    .select()
    .from(t.memberTotp)
    .where(eq(t.memberTotp.memberId, memberId));
  return row!;
}

describe('authenticator secrets at rest', () => {
  it('stores a sealed value, not the secret; after a restart with the same key codes still pass', async () => {
    const first = await start();
    const m = await createMember(server.database);
    const token = await tokenOf(first.app, m);
    const setup = envelope<TotpSetupResponse>(
      await call(first.app, token, '/wps/member/totp/setup', { loginPassword: m.password }),
    ).value;
    const pending = (await stored(m.id)).pendingSecret!;
    expect(pending).not.toContain(setup.secret);
    expect(pending).toMatch(/^v1\./);

    const enabled = await call(first.app, token, '/wps/member/totp/enable', {
      code: await code(setup.secret),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const row = await stored(m.id);
    expect(row.secret).toMatch(/^v1\./);
    expect(row.secret).not.toContain(setup.secret);
    expect(row.secret).not.toContain(Buffer.from(setup.secret).toString('base64'));
    // It opens with the key, for this member's row only.
    const box = new SecretBox(KEY);
    expect(box.open(row.secret!, `member_totp:${m.id}`)).toBe(setup.secret);
    expect(() => box.open(row.secret!, `member_totp:${m.id + 1}`)).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(row.secret!, `member_totp:${m.id}`)).toThrow();

    // A restart: the first server stops, a new one starts on the database with the same key.
    await first.close();
    const restarted = await start();
    later();
    const again = await tokenOf(restarted.app, m);
    // A wrong code is still refused, a current one passes (turning the authenticator off).
    const wrong = await call(restarted.app, again, '/wps/member/totp/disable', {
      loginPassword: m.password,
      code: (Number(await code(setup.secret)) + 1).toString().padStart(6, '0').slice(-6),
    });
    expect(envelope(wrong).code).toBe('TOTP_INVALID');
    const off = await call(restarted.app, again, '/wps/member/totp/disable', {
      loginPassword: m.password,
      code: await code(setup.secret),
    });
    expect(off.statusCode, off.body).toBe(200);
    await restarted.close();
  });

  it('seals secrets stored in the clear at the next start; their codes still pass; another key is refused', async () => {
    const restarted = await start();
    const app = restarted.app;
    const on = await createMember(server.database);
    const settingUp = await createMember(server.database);
    // A member whose secret is sealed already (set up after encryption at rest).
    const recent = await createMember(server.database);
    await server.database.db.insert(t.memberTotp).values({
      memberId: recent.id,
      secret: new SecretBox(KEY).seal(
        'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
        `member_totp:${recent.id}`,
      ),
      enabledAt: now,
    });
    const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const plainPending = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
    await server.database.db.insert(t.memberTotp).values([
      { memberId: on.id, secret: plain, enabledAt: now },
      { memberId: settingUp.id, pendingSecret: plainPending },
    ]);

    // A start with another key refuses before sealing anything with it.
    await expect(
      seedDatabase(server.database.db, undefined, testPasswordHasher, {
        secretBox: new SecretBox(randomBytes(32)),
      }),
    ).rejects.toThrow(/another key.*DATA_ENCRYPTION_KEY/);
    expect((await stored(on.id)).secret).toBe(plain);
    expect((await stored(settingUp.id)).pendingSecret).toBe(plainPending);

    // The start with the server's key seals both, once.
    await seedDatabase(server.database.db, undefined, testPasswordHasher, {
      secretBox: new SecretBox(KEY),
    });
    const sealed = await stored(on.id);
    expect(sealed.secret).toMatch(/^v1\./);
    expect(sealed.secret).not.toContain(plain);
    const sealedPending = (await stored(settingUp.id)).pendingSecret!;
    expect(sealedPending).toMatch(/^v1\./);
    expect(sealedPending).not.toContain(plainPending);
    await seedDatabase(server.database.db, undefined, testPasswordHasher, {
      secretBox: new SecretBox(KEY),
    });
    expect((await stored(on.id)).secret).toBe(sealed.secret);

    // The member's authenticator works as before, and the one being set up turns on.
    later();
    const token = await tokenOf(app, on);
    const off = await call(app, token, '/wps/member/totp/disable', {
      loginPassword: on.password,
      code: await code(plain),
    });
    expect(off.statusCode, off.body).toBe(200);
    const other = await tokenOf(app, settingUp);
    const enabled = await call(app, other, '/wps/member/totp/enable', {
      code: await code(plainPending),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    await restarted.close();
  });
});

describe('the data-encryption key', () => {
  it('is fingerprinted by the first start: another key is refused before any secret is sealed', async () => {
    const database = await createTestDatabase();
    try {
      const first = randomBytes(32);
      const seed = (key: Buffer) =>
        seedDatabase(database.db, undefined, testPasswordHasher, {
          secretBox: new SecretBox(key),
        });
      expect(await database.db.select().from(t.dataKeyChecks)).toEqual([]);
      await seed(first);
      const kept = await database.db.select().from(t.dataKeyChecks);
      expect(kept).toHaveLength(1);
      // A fingerprint, not the key.
      expect(kept[0]!.fingerprint).toMatch(/^[0-9a-f]{32}$/);
      expect(first.toString('hex')).not.toContain(kept[0]!.fingerprint);
      expect(first.toString('base64')).not.toContain(kept[0]!.fingerprint);
      // No authenticator secret exists, yet another key is refused, and changes nothing.
      expect(await database.db.select().from(t.memberTotp)).toEqual([]);
      await expect(seed(randomBytes(32))).rejects.toThrow(/another key.*DATA_ENCRYPTION_KEY/);
      expect(await database.db.select().from(t.dataKeyChecks)).toEqual(kept);
      // The same key (new bytes of the same value) starts again.
      await seed(Buffer.from(first));
    } finally {
      await database.close();
    }
  });

  it('is made once in DATA_DIR with 0600 permissions, the same for every start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lotusplay-key-'));
    try {
      // Processes starting together all end up with the one key file.
      const loads = await Promise.all(
        Array.from({ length: 4 }, () => loadDataKey({ envKey: null, dataDir })),
      );
      const file = join(dataDir, DATA_KEY_FILE);
      expect(loads.every((l) => l.source === 'file' && l.file === file)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const text = readFileSync(file, 'utf8');
      const sealed = loads[0]!.box.seal('secret', 'ctx');
      for (const l of loads) expect(l.box.open(sealed, 'ctx')).toBe('secret');
      const reloaded = await loadDataKey({ envKey: null, dataDir });
      expect(reloaded.box.open(sealed, 'ctx')).toBe('secret');
      expect(readFileSync(file, 'utf8')).toBe(text);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is DATA_ENCRYPTION_KEY when set (hex or base64 of 32 bytes); anything else is refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lotusplay-key-'));
    try {
      const key = randomBytes(32);
      const hex = await loadDataKey({ envKey: key.toString('hex'), dataDir });
      const base64 = await loadDataKey({ envKey: key.toString('base64'), dataDir });
      expect(hex.source).toBe('env');
      expect(base64.box.open(hex.box.seal('x', 'c'), 'c')).toBe('x');
      expect(statSync(dataDir).isDirectory()).toBe(true);
      expect(() => statSync(join(dataDir, DATA_KEY_FILE))).toThrow();
      for (const bad of ['short', randomBytes(16).toString('hex'), 'z'.repeat(64)]) {
        await expect(loadDataKey({ envKey: bad, dataDir })).rejects.toThrow(/DATA_ENCRYPTION_KEY/);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
