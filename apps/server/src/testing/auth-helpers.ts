// Helpers of the auth tests: fresh members, encrypted calls, login, reading the outbox, a captcha
// with a known answer, a solved human check.
import { AuthErrorCodes, AuthMessages } from '@lotusplay/api-client/contracts';
import { encryptPayload } from '@lotusplay/api-client/crypto';
import type {
  AltchaChallenge,
  HumanCheckChallengeResponse,
  HumanCheckFields,
} from '@lotusplay/api-client';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LightMyRequestResponse } from 'fastify';
import { altchaToken } from '../modules/verification/human-check';
import * as t from '../db/schema';
import { testPasswordHasher } from './test-database';
import { randomString, randomToken, saltedDigest } from '../lib/tokens';
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

/**
 * Whether a call was answered that it needs a raised proof of work (a limit many clients share is
 * reached): 400 HUMAN_CHECK_FAILED with AuthMessages.humanCheckRaised. The address's next
 * `solveHumanCheck` then gets a raised challenge.
 */
export function askedRaisedProof(response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 400) return false;
  const body = envelope(response);
  return (
    body.code === AuthErrorCodes.HumanCheckFailed && body.message === AuthMessages.humanCheckRaised
  );
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

/** Solves a proof-of-work challenge (of the server or of a stand-in for it) into its token. */
export async function solveAltchaChallenge(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the proof-of-work challenge was not solved');
  return altchaToken(challenge, solution);
}

/**
 * Asks the server for a human-check challenge and solves it, as the browser's worker does: the
 * fields to send with a registration, a login after failures, forgot password or an SMS request.
 */
export async function solveHumanCheck(
  app: LotusPlayServer,
  remoteAddress?: string,
): Promise<Required<HumanCheckFields>> {
  const response = await app.inject({
    method: 'GET',
    url: '/wps/verification/human-check',
    remoteAddress,
  });
  const answer = envelope<HumanCheckChallengeResponse>(response).value;
  if (answer.provider !== 'altcha') throw new Error(`human check is ${answer.provider}`);
  return {
    humanCheckProvider: 'altcha',
    humanCheckToken: await solveAltchaChallenge(answer.challenge),
  };
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

/** What createMember made: the credentials to log in with, and where its codes go. */
export interface TestMember {
  id: number;
  username: string;
  password: string;
  mobileNum: string | null;
  countryDialingCode: string | null;
  /** The SMS recipient of the member's number (`+63917…`), or null without a number. */
  phone: string | null;
  email: string | null;
}

/** Options of createMember; everything has a fresh, unique default. */
export interface TestMemberOptions {
  /** A number for the member: true for a fresh unique one, or the number itself. */
  mobile?: boolean | string;
  countryDialingCode?: string;
  /** An e-mail address: true for a fresh unique one, or the address itself. */
  email?: boolean | string;
  /** Default 'Member2025'. */
  password?: string;
  /** Stored instead of a hash of `password` (an unusable or legacy hash). */
  passwordHash?: string;
  /** 0 member (default), 1 agent, 4 trial. */
  isAgent?: number;
  firstLogin?: boolean;
  passwordChangedAt?: Date;
  affiliateCode?: string;
}

let memberSequence = 0;
const hashes = new Map<string, Promise<string>>();
/** One scrypt per distinct password per test file: fresh members are cheap. */
const cachedHash = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = testPasswordHasher.hash(password);
    hashes.set(password, hash);
  }
  return hash;
};

/**
 * Inserts a member of its own, so that a test never depends on (or changes) a seeded account or
 * one that another test made. The username and, when asked for, number and e-mail are unique.
 */
export async function createMember(
  database: TestDatabase,
  options: TestMemberOptions = {},
): Promise<TestMember> {
  memberSequence += 1;
  const tag = `${memberSequence}${randomString(4, 'abcdefghjkmnpqrstuvwxyz')}`;
  const username = `tm${tag}`.slice(0, 16);
  const password = options.password ?? 'Member2025';
  const mobileNum =
    options.mobile === true
      ? `918${String(memberSequence).padStart(3, '0')}${randomString(4, '0123456789')}`
      : typeof options.mobile === 'string'
        ? options.mobile
        : null;
  const countryDialingCode = mobileNum ? (options.countryDialingCode ?? '+63') : null;
  const email =
    options.email === true
      ? `${username}@example.com`
      : typeof options.email === 'string'
        ? options.email
        : null;
  const [row] = await database.db
    .insert(t.members)
    .values({
      username,
      nickname: username,
      passwordHash: options.passwordHash ?? (await cachedHash(password)),
      isAgent: options.isAgent ?? 0,
      mobileNum,
      countryDialingCode,
      email,
      firstLogin: options.firstLogin ?? false,
      affiliateCode: options.affiliateCode ?? null,
      ...(options.passwordChangedAt ? { passwordChangedAt: options.passwordChangedAt } : {}),
    })
    .returning({ id: t.members.id });
  return {
    id: row!.id,
    username,
    password,
    mobileNum,
    countryDialingCode,
    phone: mobileNum ? `${countryDialingCode}${mobileNum}` : null,
    email,
  };
}

/** The body of a registration by username with a valid password (PUT /wps/member/register). */
export function usernameRegistration(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    password: 'Secret1234',
    confirmPassword: 'Secret1234',
    ageConfirmed: true,
    login: true,
    registerMethod: 'WEB',
    ...fields,
  };
}
