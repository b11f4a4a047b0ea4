// Rules of the session module: login by password or SMS code with the captcha brake and the
// per-address rate limit, free play, session tokens with idle and absolute expiry, logout.
import type { LoginRequest, LoginResponse } from '@lotusplay/api-client';
import {
  AuthErrorCodes,
  AuthLimits,
  AuthMessages,
  ErrorCodes,
  escalatingDelayMs,
  FieldMessages,
  MemberAccountErrorCodes,
  MemberAccountLimits,
  MemberAccountMessages,
  TRIAL_ACCOUNT_TYPE,
} from '@lotusplay/api-client/contracts';
import {
  accountKey,
  fieldMessage,
  isDialingCode,
  isMobileNumber,
} from '@lotusplay/api-client/validation';
import { AppError } from '../../lib/envelope';
import type { PasswordHasher } from '../../lib/password';
import { normaliseMobile, phoneKey } from '../../lib/phone';
import { realSleep } from '../../lib/sleep';
import type { Sleep } from '../../lib/sleep';
import type { MemberCache } from '../../lib/member-cache';
import { randomString, randomToken, safeEqual, sha256 } from '../../lib/tokens';
import type { MemberAccountService } from '../member/member-account.service';
import type { MemberRow, MemberService } from '../member/member.service';
import type { SystemService } from '../system/system.service';
import type { VerificationService } from '../verification/verification.service';
import type { SessionRepository, SessionRow } from './session.repository';

/** Limits of the session rules that only the server knows; the shared ones are AuthLimits. */
export const sessionLimits = {
  /** lastSeenAt is written at most this often (the idle expiry slides with it). */
  touchEveryMs: 30_000,
  /** Free-play trial accounts are deleted this long after creation (their session lasts 24 h). */
  trialLifetimeMs: 2 * 24 * 3_600_000,
  /** At most this many old trial accounts go per free-play request. */
  trialCleanupBatch: 50,
} as const;

/** A resolved session: the member and the session row. */
export interface ActiveSession {
  member: MemberRow;
  session: SessionRow;
}

/** Where a login came from: the address and the browser's user agent (login history). */
export interface LoginOrigin {
  ip: string;
  device: string;
}

/** How a session was started; decides the forced-change flags. */
export type LoginKind = 'password' | 'sms' | 'trial' | 'register' | 'temporaryPassword';

const TRIAL_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A password hash no password matches (accounts without a usable password). */
export function unusablePasswordHash(): string {
  return `!unusable$${randomToken(16)}`;
}

/**
 * The sessions a process vouches for without reading them again: by token (the token is hashed
 * only to read its session, not on every request: the hash cost a cheap read a twentieth of its
 * req/s; the process holds the token of every request it serves anyway), dropped when the
 * member, any of its sessions or its wallet… (see lib/member-cache.ts) changes; each one is read
 * again after a minute at most.
 */
export type SessionCache = MemberCache<string, ActiveSession>;

/** The options of the session cache (its channel is announced by drizzle/0014). */
export const SESSION_CACHE_OPTIONS = {
  channel: 'lp_member_sessions',
  maxAgeMs: 60_000,
  maxEntries: 100_000,
} as const;

/** Login, free play, session resolution and logout. */
export class SessionService {
  /** Verified against when the account is unknown, so both cases cost one scrypt. */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly repository: SessionRepository,
    private readonly members: MemberService,
    private readonly system: SystemService,
    private readonly verification: VerificationService,
    private readonly clock: () => Date,
    private readonly passwords: PasswordHasher,
    /** The escalating per-account delay waits with it (tests pass one that does not wait). */
    private readonly sleep: Sleep = realSleep,
    /** Sessions kept in memory; without one every request reads its session from the database. */
    private readonly cache: SessionCache | null = null,
    /** My account: login history and the new-address check (SPEC.md §4); none in older tests. */
    private readonly account: MemberAccountService | null = null,
  ) {
    this.dummyHash = passwords.hash(randomToken(16));
    this.dummyHash.catch(() => undefined);
    if (cache) members.onMemberChanged((memberId) => cache.drop(memberId));
  }

  /**
   * Starts a session for `member` and answers LoginResponse with the SPEC.md §4 flags. A forced
   * change is decided here and stored on the session row: until the password changes, the session
   * may only change it and log out (session.guard). `temporaryHash`: the hash of the temporary
   * password a 'temporaryPassword' login used (it is the old password of the forced change).
   */
  async issue(
    member: MemberRow,
    kind: LoginKind,
    plainPassword?: string,
    temporaryHash?: string,
    origin?: LoginOrigin,
  ): Promise<LoginResponse> {
    const now = this.clock();
    const token = randomToken(16);
    const [brand, flags, info] = await Promise.all([
      this.system.getBrand(),
      this.system.flags(),
      this.members.getInfo(member),
    ]);
    const byTemporary = kind === 'temporaryPassword';
    const checksPassword = kind === 'password' || kind === 'register';
    const isDefault =
      checksPassword &&
      plainPassword !== undefined &&
      brand.defaultPassword !== '' &&
      safeEqual(plainPassword, brand.defaultPassword);
    const passwordExpired =
      checksPassword &&
      flags.PWDEXPFORCECHANGE3 === true &&
      now.getTime() - member.passwordChangedAt.getTime() > brand.passwordExpiryDays * 86_400_000;
    const firstTimeLogin = kind !== 'trial' && (member.firstLogin || byTemporary);
    // Never for sms logins (SPEC.md §4) nor trial accounts (they have no password). A temporary
    // password always: the client shows it as a first login (SPEC.md §4 forgot by e-mail).
    const forcedChangeReason = byTemporary
      ? 'firstLogin'
      : !checksPassword
        ? null
        : isDefault
          ? 'defaultPassword'
          : passwordExpired
            ? 'expired'
            : firstTimeLogin
              ? 'firstLogin'
              : null;
    // Every login of a real account is recorded; one from a new address waits for its proof.
    const address =
      origin && this.account && kind !== 'trial'
        ? await this.account.recordLogin(member, origin.ip, origin.device)
        : null;
    await this.repository.addSession({
      tokenHash: sha256(token),
      memberId: member.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + AuthLimits.sessionAbsoluteMs),
      forcedChangeReason: byTemporary ? 'temporaryPassword' : forcedChangeReason,
      temporaryPasswordHash: byTemporary ? (temporaryHash ?? null) : null,
      ipVerificationPending: address?.needsProof ?? false,
      loginHistoryId: address?.historyId ?? null,
    });
    return {
      token,
      firstTimeLogin,
      passwordExpired,
      mustChangePassword: forcedChangeReason !== null,
      forcedChangeReason,
      member: info,
    };
  }

  /** POST /wps/session/login; `device`: the browser's user agent (login history). */
  async login(request: LoginRequest, ip: string, device = ''): Promise<LoginResponse> {
    const origin = { ip, device };
    const now = this.clock();
    const since = new Date(now.getTime() - AuthLimits.loginAttemptWindowMs);
    const username = request.username.trim();
    // By phone: the mobile number is the username, the SMS code the password (SPEC.md §3), or the
    // Firebase ID token of a phone sign-in stands in for the code.
    const byPhone = request.type === 'sms' || request.type === 'firebase';
    const password =
      request.type === 'firebase'
        ? (request.firebaseIdToken ?? '').trim()
        : request.type === 'sms'
          ? request.password.trim()
          : request.password;
    if (!username || !password) {
      throw new AppError(400, ErrorCodes.Validation, AuthMessages.loginFieldsEmpty);
    }
    const dialing = (request.countryDialingCode ?? '').trim();
    if (byPhone) {
      if (!isDialingCode(dialing) || !isMobileNumber(normaliseMobile(username))) {
        throw new AppError(
          400,
          ErrorCodes.Validation,
          fieldMessage('username', FieldMessages.mobileNum),
        );
      }
      const flags = await this.system.flags();
      if (!flags.MOBILEVERCODELOGIN3) {
        throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.smsLoginDisabled);
      }
    }
    // The account every counter keys on, normalised (finding 5 of issue 9): a number (sms login,
    // or a password login with a number and its dialing code) in E.164, however it was typed;
    // a username NFKC, trimmed and lower-cased. Existing or not: the brakes reveal nothing.
    const typedNumber =
      byPhone || (isDialingCode(dialing) && isMobileNumber(normaliseMobile(username)));
    const account = typedNumber ? phoneKey(dialing, username) : accountKey(username);

    // Per address group (an IPv6 /64 is one client), with attempts recorded before groups under
    // the exact address.
    const addressKeys = await this.system.addressKeys(ip);
    const address = await this.repository.countAddressAttempts(addressKeys, since);
    if (address.total >= AuthLimits.loginAttemptsPerAddress) {
      throw new AppError(429, ErrorCodes.RateLimited, AuthMessages.loginRateLimited);
    }
    // Recorded as a failure before anything is checked (marked a success below): attempts sent
    // at once count each other, so neither the delay nor the captcha brake can be outrun.
    const attempt = await this.repository.recordAttempt(account, addressKeys[0], false, now);
    const accountFailures = (await this.repository.countAccountFailures(account, since)) - 1;
    // After a few failures of the account, from any address, every attempt waits longer first,
    // captcha or not (AuthLimits.accountFailuresBeforeDelay, escalatingDelayMs).
    await this.sleep(escalatingDelayMs(accountFailures, AuthLimits.accountFailuresBeforeDelay));
    const captchaRequired =
      accountFailures >= AuthLimits.accountFailuresBeforeCaptcha ||
      address.failures >= AuthLimits.addressFailuresBeforeCaptcha;
    if (
      captchaRequired &&
      !(await this.verification.checkCaptcha(request.captchaKey, request.captcha))
    ) {
      throw new AppError(400, AuthErrorCodes.CaptchaInvalid, AuthMessages.captchaRequired, true);
    }
    // Behind the image captcha a real human check (finding 3 of issue 9) for password logins;
    // phone logins spend a single-use code whose SMS needed one already.
    if (captchaRequired && !byPhone) {
      await this.verification.verifyHumanCheck(request, ip, true);
    }

    let member: MemberRow | null;
    let success: boolean;
    if (byPhone) {
      member = await this.members.findByMobile(dialing, normaliseMobile(username));
      const codeOk = await this.verification.consumePhoneProof(
        dialing,
        username,
        'login',
        request.type === 'firebase' ? { firebaseIdToken: password } : { code: password },
      );
      success = member !== null && member.isAgent !== TRIAL_ACCOUNT_TYPE && codeOk;
    } else {
      member = await this.members.findByUsername(username);
      // SPEC.md §4: after a reset by phone the site logs in with the mobile number and the new
      // password, so a password login also accepts a registered number with its dialing code.
      if (!member && isDialingCode(dialing) && isMobileNumber(normaliseMobile(username))) {
        member = await this.members.findByMobile(dialing, normaliseMobile(username));
      }
      // Always one scrypt at the configured cost: unknown accounts, accounts without a usable
      // password (trial accounts, hashes below the cost) and wrong passwords take the same time.
      const usable = member !== null && this.passwords.isUsable(member.passwordHash);
      const passwordOk = await this.passwords.verify(
        password,
        usable ? member!.passwordHash : await this.dummyHash,
      );
      success = usable && passwordOk;
      // Forgot by e-mail mailed an additional, single-use temporary password: the member's own
      // password keeps working beside it. One more scrypt only when the member has one pending.
      if (!success && member && member.isAgent !== TRIAL_ACCOUNT_TYPE) {
        const temporary = await this.repository.findUsableTemporaryPassword(member.id, now);
        if (temporary && (await this.passwords.verify(password, temporary.passwordHash))) {
          // A locked account keeps its temporary password for after the unlock.
          await this.refuseLocked(member, attempt);
          if (await this.repository.consumeTemporaryPassword(temporary.id, now)) {
            await this.repository.markAttemptSucceeded(attempt);
            await this.repository.clearAccountFailures(account);
            return this.issue(
              member,
              'temporaryPassword',
              undefined,
              temporary.passwordHash,
              origin,
            );
          }
        }
      }
    }

    if (!success || !member) {
      const captchaNext =
        accountFailures + 1 >= AuthLimits.accountFailuresBeforeCaptcha ||
        address.failures + 1 >= AuthLimits.addressFailuresBeforeCaptcha;
      throw new AppError(401, AuthErrorCodes.LoginFailed, AuthMessages.loginFailed, captchaNext);
    }
    await this.refuseLocked(member, attempt);
    await this.repository.markAttemptSucceeded(attempt);
    await this.repository.clearAccountFailures(account);
    return this.issue(member, byPhone ? 'sms' : 'password', password, undefined, origin);
  }

  /**
   * Refuses to start a session of an account the operator has locked: 403 ACCOUNT_LOCKED, to its
   * right credentials only (wrong ones are LOGIN_FAILED as for any account). The attempt counts as
   * a right one, so the member meets no captcha or delay after the unlock, but clears no earlier
   * failures. The Bearer check refuses a locked member's sessions too (`checkSession`).
   */
  private async refuseLocked(member: MemberRow, attempt: number): Promise<void> {
    if (member.lockedAt === null) return;
    await this.repository.markAttemptSucceeded(attempt);
    throw new AppError(403, AuthErrorCodes.AccountLocked, AuthMessages.accountLocked);
  }

  /** POST /wps/session/login/freeplay: a new trial account (type 4) without a usable password. */
  async freePlay(ip: string): Promise<LoginResponse> {
    const flags = await this.system.flags();
    if (!flags.FREEPLAY3)
      throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.freePlayDisabled);
    await this.verification.hitAddressLimit(
      'freeplay',
      ip,
      AuthLimits.freePlayPerAddressPerHour,
      AuthLimits.addressWindowMs,
      AuthMessages.freePlayRateLimited,
    );
    const now = this.clock();
    // Trial accounts would pile up: each new one clears a batch of those long past their session.
    await this.members.deleteFreePlayTrialsBefore(
      new Date(now.getTime() - sessionLimits.trialLifetimeMs),
      sessionLimits.trialCleanupBatch,
    );
    const username = `trial_${randomString(8, TRIAL_ALPHABET)}`;
    const member = await this.members.create({
      username,
      nickname: username,
      isAgent: TRIAL_ACCOUNT_TYPE,
      passwordHash: unusablePasswordHash(),
      registerMethod: 'FREEPLAY',
      createdAt: now,
    });
    return this.issue(member, 'trial');
  }

  /**
   * When each of `memberIds` was last seen by one of its open sessions (a logged-out session is
   * gone); members without an open session are left out. One grouped query.
   */
  lastSeenByMember(memberIds: readonly number[]): Promise<Map<number, Date>> {
    return this.repository.lastSeenByMember(memberIds);
  }

  /** The member of a bearer token, or null when the token is unknown or expired. */
  async authenticate(token: string): Promise<ActiveSession | null> {
    if (!token || token.length > 256) return null;
    if (!this.cache) return this.readSession(sha256(token));
    // A kept session is used as it is while it is neither expired, idle nor due to be touched;
    // otherwise it is read (and touched, or ended) as if it were not kept.
    return this.cache.get(
      token,
      async () => {
        const active = await this.readSession(sha256(token));
        return active && { value: active, memberId: active.member.id };
      },
      ({ session }) => {
        const now = this.clock();
        return (
          now.getTime() - session.lastSeenAt.getTime() < sessionLimits.touchEveryMs &&
          now < session.expiresAt
        );
      },
    );
  }

  /**
   * For what a session issued at `issuedAt` and that must die with it (the games module's play
   * tokens): the session `id`, read from the database, while a Bearer request of it would pass
   * requireSession — neither expired nor idle (then it ends, as `authenticate` ends it), its member
   * there, no password change due — and the member's password has not changed since `issuedAt`
   * (a password change keeps the session that made it, not what that session issued before; at
   * the same millisecond counts as since). Touched like a Bearer request: play keeps it alive.
   */
  async activeSessionById(id: number, issuedAt: Date): Promise<ActiveSession | null> {
    const active = await this.checkSession(await this.repository.findSessionById(id));
    if (!active || active.session.forcedChangeReason !== null) return null;
    return active.member.passwordChangedAt < issuedAt ? active : null;
  }

  /** The session of a token hash from the database: ended when expired or idle, touched when due. */
  private async readSession(tokenHash: string): Promise<ActiveSession | null> {
    return this.checkSession(await this.repository.findSession(tokenHash));
  }

  private async checkSession(session: SessionRow | null): Promise<ActiveSession | null> {
    const now = this.clock();
    if (!session) return null;
    if (
      now >= session.expiresAt ||
      now.getTime() - session.lastSeenAt.getTime() >= AuthLimits.sessionIdleMs
    ) {
      await this.repository.deleteSession(session.tokenHash);
      this.cache?.drop(session.memberId);
      return null;
    }
    const member = await this.members.findById(session.memberId);
    if (!member) return null;
    if (member.lockedAt !== null) {
      // The lock ended the member's sessions; one a login racing the lock started ends here.
      await this.repository.deleteSession(session.tokenHash);
      this.cache?.drop(session.memberId);
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= sessionLimits.touchEveryMs) {
      await this.repository.touchSession(session.id, now);
      return { member, session: { ...session, lastSeenAt: now } };
    }
    return { member, session };
  }

  /**
   * Checks the old password of a password change in `auth`'s session: the member's password, or
   * the temporary password the session was started with. Each wrong one is counted on the
   * session; the last allowed one ends it (401, AuthMessages.passwordGuessesExceeded).
   */
  async checkOldPassword(auth: ActiveSession, oldPassword: string): Promise<void> {
    const { member, session } = auth;
    const usable = this.passwords.isUsable(member.passwordHash);
    let ok = await this.passwords.verify(
      oldPassword,
      usable ? member.passwordHash : await this.dummyHash,
    );
    ok &&= usable;
    if (!ok && session.temporaryPasswordHash) {
      ok = await this.passwords.verify(oldPassword, session.temporaryPasswordHash);
    }
    if (ok) return;
    const failures = await this.repository.addPasswordFailure(session.id);
    if (failures >= AuthLimits.changePasswordGuessesPerSession) {
      await this.repository.deleteSession(session.tokenHash);
      this.cache?.drop(session.memberId);
      throw new AppError(401, ErrorCodes.Unauthorized, AuthMessages.passwordGuessesExceeded);
    }
    throw new AppError(400, AuthErrorCodes.PasswordIncorrect, AuthMessages.passwordIncorrect);
  }

  /** The new address of the session's login is proved (SPEC.md §4): the session is usable now. */
  async ipVerified(session: SessionRow): Promise<void> {
    await this.repository.clearIpVerification(session.id);
    this.cache?.drop(session.memberId);
  }

  /**
   * A wrong proof of the session's new address: it counts as a failed login of the account from
   * this address (the captcha brake, the delays and the per-address limit see it), and on the
   * session; the last allowed one ends the session (401). Refused (429) once the address has
   * used up its login attempts.
   */
  async ipProofFailed(auth: ActiveSession, ip: string): Promise<never> {
    const now = this.clock();
    const keys = await this.system.addressKeys(ip);
    await this.repository.recordAttempt(accountKey(auth.member.username), keys[0], false, now);
    const failures = await this.repository.addIpProofFailure(auth.session.id);
    if (failures >= MemberAccountLimits.ipProofWrongMax) {
      await this.repository.deleteSession(auth.session.tokenHash);
      this.cache?.drop(auth.session.memberId);
      throw new AppError(401, ErrorCodes.Unauthorized, MemberAccountMessages.ipProofsExhausted);
    }
    throw new AppError(
      400,
      MemberAccountErrorCodes.IpProofWrong,
      MemberAccountMessages.ipProofWrong,
    );
  }

  /** 429 when the address has used up its login attempts (a proof counts as one). */
  async checkAddressLimit(ip: string): Promise<void> {
    const since = new Date(this.clock().getTime() - AuthLimits.loginAttemptWindowMs);
    const address = await this.repository.countAddressAttempts(
      await this.system.addressKeys(ip),
      since,
    );
    if (address.total >= AuthLimits.loginAttemptsPerAddress) {
      throw new AppError(429, ErrorCodes.RateLimited, AuthMessages.loginRateLimited);
    }
  }

  /**
   * A new password was set in `session` (or without one: reset by phone): the forced change is
   * done, the member's temporary passwords go, and every other session of the member ends.
   */
  async passwordSet(memberId: number, session?: SessionRow): Promise<void> {
    if (session) await this.repository.clearForcedChange(session.id);
    await this.repository.deleteTemporaryPasswords(memberId);
    await this.repository.deleteMemberSessions(memberId, session?.id);
    this.cache?.drop(memberId);
  }

  /**
   * Stores a temporary password (its hash) for forgot by e-mail, replacing an earlier one; it
   * expires after the brand's tempPasswordMinutes.
   */
  async addTemporaryPassword(memberId: number, passwordHash: string): Promise<Date> {
    const now = this.clock();
    const brand = await this.system.getBrand();
    const expiresAt = new Date(now.getTime() + brand.tempPasswordMinutes * 60_000);
    await this.repository.replaceTemporaryPassword({
      memberId,
      passwordHash,
      createdAt: now,
      expiresAt,
    });
    return expiresAt;
  }

  /** DELETE /wps/session/logout: the token stops working at once. */
  async logout(session: SessionRow): Promise<void> {
    await this.repository.deleteSession(session.tokenHash);
    this.cache?.drop(session.memberId);
  }

  /** Ends the member's other sessions (password changed) or all of them. */
  async endOtherSessions(memberId: number, keep?: SessionRow): Promise<void> {
    await this.repository.deleteMemberSessions(memberId, keep?.id);
    this.cache?.drop(memberId);
  }

  /**
   * Ends every session of the account `username` (an operator revoking access): its tokens stop
   * working at once. Resolves with how many sessions ended, or null when no account has the name.
   */
  async endSessionsOf(username: string): Promise<number | null> {
    const member = await this.members.findByUsername(username.trim());
    if (!member) return null;
    const ended = await this.repository.deleteMemberSessions(member.id);
    this.cache?.drop(member.id);
    return ended;
  }
}
