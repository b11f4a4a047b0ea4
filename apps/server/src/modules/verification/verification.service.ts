// Rules of the verification module: captcha images and answers, SMS one-time codes with their
// rate limits, and a database-backed rate limiter other modules share. No in-process state:
// several processes on one PostgreSQL agree on every counter.
//
// Two kinds of limit (issue 24, finding 2; the server README's "Limits and what they key on"):
// - A client's own: per address group (lib/ip.ts addressGroup: an IPv4 address, an IPv6 /64 or
//   the brand's prefix). Reached, the call is refused (429): only that group is refused.
// - Shared by many clients: all addresses together (registrations, taken answers), one number's
//   codes, one account's forgot-by-e-mail. A client can spend these for everyone, so once reached
//   they never refuse: the call must pay a raised proof of work (AuthLimits.raisedProofFactor times
//   the work; 400 HUMAN_CHECK_FAILED with AuthMessages.humanCheckRaised, and the group's next
//   challenges are raised, so the client's retry with a fresh answer passes). With a raised proof
//   a shared limit is recorded but not enforced, or — where a hard cap must stay (a number's codes,
//   an account's e-mails) — enforced on the requester's own group's share of it only. Each group
//   contributes to an all-address count at most its own per-address allowance: its events are
//   recorded together with its own limit's, and not at all once that refuses.
import { randomInt } from 'node:crypto';
import type {
  CaptchaResponse,
  HumanCheckChallengeResponse,
  HumanCheckFields,
  SmsCodeResponse,
} from '@lotusplay/api-client';
import {
  AuthErrorCodes,
  AuthLimits,
  AuthMessages,
  ErrorCodes,
  escalatingDelayMs,
  smsNumberRefusal,
} from '@lotusplay/api-client/contracts';
import { isSmsCode } from '@lotusplay/api-client/validation';
import { AppError } from '../../lib/envelope';
import type { Log } from '../../lib/request-context';
import { normaliseMobile, phoneKey } from '../../lib/phone';
import { realSleep } from '../../lib/sleep';
import type { Sleep } from '../../lib/sleep';
import { matchesSaltedDigest, randomToken, saltedDigest, sha256 } from '../../lib/tokens';
import { FirebaseTokenError, firebaseInUse } from '../../lib/firebase-token';
import type { FirebaseTokenVerifier } from '../../lib/firebase-token';
import type { SystemService } from '../system/system.service';
import { randomCaptchaText, renderCaptcha } from './captcha-image';
import { RAISED_PROOF_EVENT } from './human-check';
import type { HumanCheckService, ProofLevel } from './human-check';
import type { EmailProvider, SmsProvider } from './providers';
import type { OutboxRow, VerificationRepository } from './verification.repository';

const DAY = 24 * 3_600_000;
/** The key of rate events that count all addresses (or all numbers) together. */
const ALL = '*';

/** The rate-event kind of one address group's requests for one number (key `<phone> <group>`). */
const SMS_NUMBER_EVENT = 'sms-number';

/** `smsNumberRefusal` of the contracts as the 429 the server answers. */
function numberRefusal(times: readonly number[], now: number): AppError | null {
  const refusal = smsNumberRefusal(times, now);
  return refusal && new AppError(429, refusal.code, refusal.message);
}

/** The outbox channels: the development SMS and e-mail providers, and the operator's notices. */
export type OutboxChannel = 'sms' | 'email' | 'ops';

/** What an SMS code is for; a code only works for its own purpose. */
export type CodePurpose = 'login' | 'forgot' | 'register' | 'bind' | 'new-ip';

/** The key an e-mail code is kept under (beside the numbers' E.164 keys). */
export function emailCodeKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/**
 * Whether Firebase's E.164 number is the number the user typed: Firebase drops a national trunk
 * prefix (a leading 0 after the dialing code) that the form may have kept.
 */
function samePhone(e164: string, dialing: string, mobile: string): boolean {
  return (
    e164 === phoneKey(dialing, mobile) || e164 === phoneKey(dialing, mobile.replace(/^0+/, ''))
  );
}

/** Proof that the user holds a phone number: a server SMS code or a Firebase ID token. */
export interface PhoneProof {
  code?: string | undefined;
  firebaseIdToken?: string | undefined;
}

/** Captchas, SMS codes, rate limits and outbox reads. */
export class VerificationService {
  constructor(
    private readonly repository: VerificationRepository,
    private readonly system: SystemService,
    private readonly sms: SmsProvider,
    private readonly email: EmailProvider,
    private readonly clock: () => Date,
    /** Refused Firebase tokens are logged with their reason (which never reaches the client). */
    private readonly log: Log,
    /** Checks Firebase ID tokens of the brand's project; null when the server has none. */
    private readonly firebase: FirebaseTokenVerifier | null = null,
    /** The escalating delays wait with it (tests pass one that does not wait for real). */
    private readonly sleep: Sleep = realSleep,
    /** The human check of the protected calls (proof of work, or reCAPTCHA for the brand). */
    private readonly humanCheck: HumanCheckService | null = null,
  ) {}

  /**
   * GET /wps/verification/human-check: the brand's provider and a fresh challenge (raised for an
   * address group a shared limit asked for a raised proof).
   */
  humanCheckChallenge(ip?: string): Promise<HumanCheckChallengeResponse> {
    return this.requireHumanCheck().challenge(ip);
  }

  /**
   * Verifies and uses up the human check of a protected call (registration, a login after
   * failures, forgot password, every SMS code); 400 HUMAN_CHECK_FAILED when it does not hold,
   * with the envelope's captcha flag when `captcha` (a login that needs the captcha next time too).
   * Resolves with the level of work the check proved (a shared limit asks for 'raised').
   */
  verifyHumanCheck(fields: HumanCheckFields, ip: string, captcha = false): Promise<ProofLevel> {
    return this.requireHumanCheck().verify(fields, ip, captcha);
  }

  private requireHumanCheck(): HumanCheckService {
    if (!this.humanCheck) throw new Error('VerificationService was created without a human check');
    return this.humanCheck;
  }

  /** True when the brand has Firebase SMS on (FIREBASESMS3) and the server knows its project. */
  async firebaseEnabled(): Promise<boolean> {
    if (!this.firebase) return false;
    return firebaseInUse(await this.system.flags(), this.firebase) !== null;
  }

  /** Sends an e-mail through the e-mail provider. */
  sendEmail(to: string, subject: string, body: string): Promise<void> {
    return this.email.send(to, subject, body);
  }

  /**
   * Uses up a proof that the user holds the number `dialing` + `mobile` for `purpose`: a Firebase
   * ID token when one is given (the brand must use Firebase), else the server's SMS code.
   * Returns whether the proof holds; a Firebase token proves one action only.
   */
  async consumePhoneProof(
    dialing: string,
    mobile: string,
    purpose: CodePurpose,
    proof: PhoneProof,
  ) {
    const phone = phoneKey(dialing, mobile);
    const idToken = (proof.firebaseIdToken ?? '').trim();
    if (!idToken) return this.consumeSmsCode(phone, purpose, proof.code);
    if (!(await this.firebaseEnabled())) {
      throw new AppError(400, ErrorCodes.Validation, AuthMessages.firebaseDisabled);
    }
    try {
      const identity = await this.firebase!.verify(idToken);
      if (!samePhone(identity.phoneNumber, dialing, normaliseMobile(mobile))) {
        throw new FirebaseTokenError('signed in with another number');
      }
      return await this.repository.useFirebaseToken({
        tokenHash: sha256(idToken),
        phone,
        purpose,
        usedAt: this.clock(),
        expiresAt: identity.expiresAt,
      });
    } catch (error) {
      if (!(error instanceof FirebaseTokenError)) throw error;
      this.log.warn({ reason: error.reason }, 'firebase token rejected');
      return false;
    }
  }

  /**
   * Counts one event of `kind` for `key` and answers 429 RATE_LIMITED when `limit` events already
   * happened within `windowMs`. Refused attempts are not counted.
   */
  async hitRateLimit(kind: string, key: string, limit: number, windowMs: number, message: string) {
    const now = this.clock();
    const since = new Date(now.getTime() - windowMs);
    // Counted and recorded under a lock: requests sent at once cannot share the last unit.
    if ((await this.repository.takeRateEvents([{ kind, key, limit, since }], now)) !== null) {
      throw new AppError(429, ErrorCodes.RateLimited, message);
    }
  }

  /**
   * hitRateLimit for the address group of `ip` (a client's own limit): counted under the group,
   * with the events an earlier server wrote under the exact address.
   */
  async hitAddressLimit(
    kind: string,
    ip: string,
    limit: number,
    windowMs: number,
    message: string,
  ) {
    const now = this.clock();
    const since = new Date(now.getTime() - windowMs);
    const keys = await this.system.addressKeys(ip);
    const limits = [{ kind, key: keys[0], counted: keys, limit, since }];
    if ((await this.repository.takeRateEvents(limits, now)) !== null) {
      throw new AppError(429, ErrorCodes.RateLimited, message);
    }
  }

  /**
   * A limit many clients share, on `key` (an account), at most `limit` events per window: the
   * requester's address group's own events for `key` past it are refused (429 `message`); every
   * client's events together past it ask an ordinary proof for a raised one
   * (`requireRaisedProof`), and a raised proof passes: what others spent denies nothing.
   */
  async hitSharedLimit(
    kind: string,
    key: string,
    ip: string,
    level: ProofLevel,
    limit: number,
    windowMs: number,
    message: string,
  ): Promise<void> {
    const now = this.clock();
    const since = new Date(now.getTime() - windowMs);
    const [group] = await this.system.addressKeys(ip);
    const refused = await this.repository.takeRateEvents(
      [
        { kind, key: `${key} ${group}`, limit, since },
        { kind, key, limit, since, enforce: level !== 'raised' },
      ],
      now,
    );
    if (refused === 0) throw new AppError(429, ErrorCodes.RateLimited, message);
    if (refused === 1) await this.requireRaisedProof(group);
  }

  /**
   * Answers that the call needs a raised proof of work (400 HUMAN_CHECK_FAILED,
   * AuthMessages.humanCheckRaised), after marking the address group so that its challenges are
   * raised for AuthLimits.raisedProofForMs: the client's retry with a fresh answer pays it.
   */
  private async requireRaisedProof(group: string): Promise<never> {
    await this.repository.addRateEvents([{ kind: RAISED_PROOF_EVENT, key: group }], this.clock());
    throw new AppError(400, AuthErrorCodes.HumanCheckFailed, AuthMessages.humanCheckRaised);
  }

  /**
   * Registration's limits, applied before any username or number is looked up (registration and
   * its SMS code): the brake on answers that a name or number is taken — the address group
   * refused once it got too many, and slowed, more with each, after its first few
   * (`recordTakenAnswer` counts them) — then `kind` per address group and for all addresses
   * together. The all-address counts are shared: reached, they ask for a raised proof (`level`)
   * instead of refusing everyone, and a raised proof passes them (it is still counted). Resolves
   * with the group's taken answers seen (for `recordTakenAnswer`).
   */
  async beforeExistenceCheck(
    kind: 'register' | 'sms-register',
    ip: string,
    level: ProofLevel,
    perAddress: number,
    global: number,
    addressMessage: string,
  ): Promise<number> {
    const now = this.clock();
    const since = new Date(now.getTime() - AuthLimits.addressWindowMs);
    const keys = await this.system.addressKeys(ip);
    const raised = level === 'raised';
    const [mine, all] = await Promise.all([
      this.repository.rateEvents('taken', keys, since),
      this.repository.rateEvents('taken', ALL, since),
    ]);
    if (mine.total >= AuthLimits.takenAnswersPerAddressPerHour) {
      throw new AppError(429, ErrorCodes.RateLimited, AuthMessages.registerThrottled);
    }
    if (!raised && all.total >= AuthLimits.takenAnswersGlobalPerHour) {
      await this.requireRaisedProof(keys[0]);
    }
    const refused = await this.repository.takeRateEvents(
      [
        { kind, key: keys[0], counted: keys, limit: perAddress, since },
        { kind: `${kind}-all`, key: ALL, limit: global, since, enforce: !raised },
      ],
      now,
    );
    if (refused === 0) throw new AppError(429, ErrorCodes.RateLimited, addressMessage);
    if (refused === 1) await this.requireRaisedProof(keys[0]);
    await this.sleep(escalatingDelayMs(mine.total, AuthLimits.takenAnswersBeforeDelay));
    return mine.total;
  }

  /**
   * Counts an answer that a username or number is taken, for the address and for all, or refuses
   * it (429) past either hour's limit. Counted and checked in one locked step: a burst of
   * concurrent probes cannot all pass the check before any is counted (issue 24, finding 3).
   * `seen` is the address's count `beforeExistenceCheck` saw and waited for; a probe counted
   * later than that (others of the burst came first) waits the difference. The all-address count
   * is shared: past it, an ordinary proof is asked for a raised one, a raised proof passes.
   */
  async recordTakenAnswer(ip: string, seen: number, level: ProofLevel): Promise<void> {
    const now = this.clock();
    const since = new Date(now.getTime() - AuthLimits.addressWindowMs);
    const keys = await this.system.addressKeys(ip);
    const refused = await this.repository.takeRateEvents(
      [
        {
          kind: 'taken',
          key: keys[0],
          counted: keys,
          limit: AuthLimits.takenAnswersPerAddressPerHour,
          since,
        },
        {
          kind: 'taken',
          key: ALL,
          limit: AuthLimits.takenAnswersGlobalPerHour,
          since,
          enforce: level !== 'raised',
        },
      ],
      now,
    );
    if (refused === 0) {
      throw new AppError(429, ErrorCodes.RateLimited, AuthMessages.registerThrottled);
    }
    if (refused === 1) await this.requireRaisedProof(keys[0]);
    const counted = (await this.repository.rateEvents('taken', keys, since)).total - 1;
    const before = AuthLimits.takenAnswersBeforeDelay;
    const owed = escalatingDelayMs(counted, before) - escalatingDelayMs(seen, before);
    if (owed > 0) await this.sleep(owed);
  }

  /** A new captcha for the address; at most one per second per address. */
  async createCaptcha(ip: string): Promise<CaptchaResponse> {
    const now = this.clock();
    await this.hitAddressLimit(
      'captcha',
      ip,
      1,
      AuthLimits.captchaRefreshMs,
      AuthMessages.captchaTooSoon,
    );
    const answer = randomCaptchaText(4);
    const captchaKey = randomToken(16);
    await this.repository.addCaptcha({
      captchaKey,
      answerHash: saltedDigest(answer),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AuthLimits.captchaTtlMs),
    });
    // Housekeeping now and then, so the tables do not grow without bound.
    if (randomInt(50) === 0) {
      await this.repository.deleteExpiredCaptchas(now);
      await this.repository.deleteRateEventsBefore(new Date(now.getTime() - 24 * 3_600_000));
    }
    return { captchaKey, image: renderCaptcha(answer).toString('base64') };
  }

  /** True when the answer is right (case-insensitive). The captcha is used up either way. */
  async checkCaptcha(captchaKey: string | undefined, answer: string | undefined): Promise<boolean> {
    if (
      !captchaKey ||
      !answer ||
      captchaKey.length > AuthLimits.captchaKeyMaxLength ||
      answer.length > AuthLimits.captchaAnswerMaxLength
    ) {
      return false;
    }
    const digest = await this.repository.takeCaptcha(captchaKey, this.clock());
    return digest !== null && matchesSaltedDigest(answer.trim().toUpperCase(), digest);
  }

  /**
   * Applies the SMS limits for `phone` and, when `deliver` is true, sends a fresh code. A request
   * that sends nothing (unknown number) is limited and recorded exactly like one that does, so
   * the answer reveals nothing.
   *
   * The number's limits (`numberRefusal`) apply twice. To the requester's address group's own
   * requests for the number: reached, it is refused (429). And to every address's requests for the
   * number, shared by everyone who can type it: reached, an ordinary proof is asked for a raised
   * one, and a raised proof passes. So codes requested by others never keep the owner from a code,
   * while one group still gets at most AuthLimits.smsPerNumberPerDay codes for a number a day.
   */
  async requestSmsCode(
    dialing: string,
    phone: string,
    purpose: CodePurpose,
    ip: string,
    deliver: boolean,
    level: ProofLevel = 'ordinary',
  ): Promise<SmsCodeResponse> {
    const now = this.clock();
    const [group] = await this.system.addressKeys(ip);
    const groupKey = `${phone} ${group}`;
    const day = new Date(now.getTime() - DAY);
    const [own, everyone] = await Promise.all([
      this.repository.rateEventTimes(SMS_NUMBER_EVENT, groupKey, day),
      this.repository.smsRequestsSince(phone, day),
    ]);
    const refusal = numberRefusal(own, now.getTime());
    if (refusal) throw refusal;
    if (
      level !== 'raised' &&
      numberRefusal(
        everyone.map((row) => row.createdAt.getTime()),
        now.getTime(),
      )
    ) {
      await this.requireRaisedProof(group);
    }
    await this.hitAddressLimit(
      'sms',
      ip,
      AuthLimits.smsPerAddressPerHour,
      AuthLimits.addressWindowMs,
      AuthMessages.smsRateLimited,
    );
    await this.spendSmsBudget(dialing, deliver);
    // The group's share of the number, whatever the proof: a raised request sees all of it.
    await this.repository.addRateEvents([{ kind: SMS_NUMBER_EVENT, key: groupKey }], now);
    const brand = await this.system.getBrand();
    const expiredMinutes = brand.smsExpiredMinutes;
    const digits = AuthLimits.smsCodeDigits;
    const code = deliver ? String(randomInt(0, 10 ** digits)).padStart(digits, '0') : null;
    await this.repository.addSmsCode({
      phone,
      purpose,
      codeHash: code ? saltedDigest(code) : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + expiredMinutes * 60_000),
    });
    if (code) {
      await this.sms.send(
        phone,
        `${brand.brandName}: your verification code is ${code}. It expires in ${expiredMinutes} minutes. Never share it with anyone.`,
      );
    }
    return { expiredMinutes };
  }

  /**
   * Takes one SMS from the brand's budgets of a rolling day, overall (brand.smsDailyBudget) and
   * for the number's country (brand.smsCountryBudgets[dialing], else smsCountryDailyBudget), in
   * one locked transaction (several processes agree). A request that sends nothing (`deliver`
   * false: unknown number) takes nothing but is refused the same way once a budget is used up,
   * so the refusal reveals nothing. The operator is told once per budget per rolling day: a
   * message in the outbox (channel 'ops', `ops outbox ops`) and a warn log line.
   */
  private async spendSmsBudget(dialing: string, deliver: boolean): Promise<void> {
    const brand = await this.system.getBrand();
    const now = this.clock();
    const since = new Date(now.getTime() - DAY);
    const countryBudget = brand.smsCountryBudgets[dialing] ?? brand.smsCountryDailyBudget;
    const budgets = [
      { kind: 'sms-budget', key: ALL, limit: brand.smsDailyBudget, since },
      { kind: 'sms-budget', key: dialing, limit: countryBudget, since },
    ];
    const reached = await this.repository.takeRateEvents(budgets, now, deliver);
    if (reached === null) return;
    const budget = budgets[reached]!;
    const first = await this.repository.takeRateEvents(
      [{ kind: 'sms-budget-notice', key: budget.key, limit: 1, since }],
      now,
    );
    if (first === null) {
      const which = budget.key === ALL ? 'overall' : `country ${budget.key}`;
      this.log.warn(
        { budget: which, limit: budget.limit },
        'sms budget reached: codes are refused until the rolling day frees some',
      );
      await this.repository.addOutbox({
        channel: 'ops',
        recipient: 'operator',
        subject: `${brand.brandName}: SMS budget reached (${which})`,
        body: [
          `The ${which} SMS budget of ${budget.limit} messages per rolling day is used up`,
          `(reached ${now.toISOString()}). Verification codes are refused with ${AuthErrorCodes.SmsBudgetReached}`,
          `until older messages leave the 24-hour window. Raise brand.${budget.key === ALL ? 'sms_daily_budget' : `sms_country_budgets / sms_country_daily_budget`} if this is expected.`,
        ].join('\n'),
        createdAt: now,
      });
    }
    throw new AppError(429, AuthErrorCodes.SmsBudgetReached, AuthMessages.smsBudgetReached);
  }

  /**
   * Uses up the newest live code of `phone` for `purpose` when `code` matches. Every guess, right
   * or wrong, first takes one of the code's tries (the code dies after five), so guesses sent all
   * at once get no more comparisons than guesses sent one by one. Returns whether it was right.
   */
  async consumeSmsCode(
    phone: string,
    purpose: CodePurpose,
    code: string | undefined,
  ): Promise<boolean> {
    const now = this.clock();
    const row = await this.repository.latestLiveCode(
      phone,
      purpose,
      now,
      AuthLimits.smsMaxWrongAttempts,
    );
    if (!row?.codeHash) return false;
    if (!(await this.repository.takeAttempt(row.id, AuthLimits.smsMaxWrongAttempts))) return false;
    const text = (code ?? '').trim();
    if (!isSmsCode(text) || !matchesSaltedDigest(text, row.codeHash)) return false;
    // A right guess marks the code used; of two right guesses at once, one wins.
    return this.repository.useCode(row.id, now);
  }

  /**
   * Sends a code to an e-mail address for `purpose` (binding it, or a new-address login): the
   * same digits, lifetime, tries and one-use rule as an SMS code, kept under `emailCodeKey`, and
   * limited per address group and per recipient (`perHour`). Check it with `consumeSmsCode`.
   */
  async requestEmailCode(
    email: string,
    purpose: CodePurpose,
    ip: string,
    perHour: number,
  ): Promise<SmsCodeResponse> {
    const key = emailCodeKey(email);
    await this.hitAddressLimit(
      'email-code',
      ip,
      AuthLimits.smsPerAddressPerHour,
      AuthLimits.addressWindowMs,
      AuthMessages.smsRateLimited,
    );
    await this.hitRateLimit(
      'email-code-to',
      key,
      perHour,
      AuthLimits.addressWindowMs,
      AuthMessages.smsRateLimited,
    );
    const now = this.clock();
    const brand = await this.system.getBrand();
    const expiredMinutes = brand.smsExpiredMinutes;
    const digits = AuthLimits.smsCodeDigits;
    const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
    await this.repository.addSmsCode({
      phone: key,
      purpose,
      codeHash: saltedDigest(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + expiredMinutes * 60_000),
    });
    await this.email.send(
      email.trim(),
      `${brand.brandName}: your verification code`,
      `Your verification code is ${code}. It expires in ${expiredMinutes} minutes. Never share it with anyone.`,
    );
    return { expiredMinutes };
  }

  /** The latest outbox messages (operator). */
  listOutbox(channel: OutboxChannel, to: string | undefined, last: number): Promise<OutboxRow[]> {
    return this.repository.listOutbox(channel, to, last);
  }
}
