// Helpers of the auth tests: encrypted calls, login, reading the outbox, a captcha with a known answer.
import { encryptPayload } from '@lotusplay/api-client/crypto';
import type { LightMyRequestResponse } from 'fastify';
import * as t from '../db/schema';
import { randomToken, saltedDigest } from '../lib/tokens';
import type { LotusPlayServer } from '../app';
import type { TestDatabase } from './test-database';

/** Switches a whitelabel flag through the operator API, as `ops flag` does; fails loudly. */
export async function setFlag(
  app: LotusPlayServer,
  operatorToken: string,
  moduleId: string,
  enabled: boolean,
): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: `/ops/whitelabel/${moduleId}`,
    payload: { enabled },
    headers: { authorization: `Bearer ${operatorToken}` },
  });
  if (response.statusCode !== 200) {
    throw new Error(`flag ${moduleId} answered ${response.statusCode}: ${response.body}`);
  }
}

/** The parsed envelope of a response. */
export function envelope<T = unknown>(response: LightMyRequestResponse) {
  return response.json<{
    success: boolean;
    code: string;
    message: string;
    value: T;
    captcha?: boolean;
  }>();
}

/** Calls `url` with `body` encrypted the way the web client does. */
export function callEncrypted(
  app: LotusPlayServer,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  options: { token?: string; remoteAddress?: string } = {},
) {
  return app.inject({
    method,
    url,
    payload: encryptPayload(body),
    remoteAddress: options.remoteAddress,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

/** POST /wps/session/login by username and password. */
export function login(
  app: LotusPlayServer,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  remoteAddress?: string,
) {
  return callEncrypted(
    app,
    'POST',
    '/wps/session/login',
    { username, password, type: 'username', ...extra },
    { remoteAddress },
  );
}

/** A GET/DELETE/POST with a bearer token. */
export function withToken(
  app: LotusPlayServer,
  method: 'GET' | 'DELETE' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
) {
  return app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

/** The newest outbox message of a channel to a recipient. */
export async function lastMessage(database: TestDatabase, channel: 'sms' | 'email', to: string) {
  const rows = await database.db.select().from(t.outbox);
  return rows
    .filter((r) => r.channel === channel && r.recipient === to)
    .sort((a, b) => b.id - a.id)[0];
}

/** The 6-digit code of the newest SMS to a number. */
export async function lastSmsCode(database: TestDatabase, to: string): Promise<string> {
  const message = await lastMessage(database, 'sms', to);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`No SMS code was sent to ${to}`);
  return code;
}

/** Stores a captcha whose answer the test knows (the image cannot be read by a test). */
export async function knownCaptcha(database: TestDatabase, answer: string, now: Date) {
  const captchaKey = randomToken(16);
  await database.db.insert(t.captchas).values({
    captchaKey,
    answerHash: saltedDigest(answer.toUpperCase()),
    ip: '127.0.0.1',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 5 * 60_000),
  });
  return captchaKey;
}
