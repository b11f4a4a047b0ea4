// Rules of the member module: member accounts and what hangs off them (MemberInfo, avatars, unread
// counts, the first-login action, affiliate codes, the operator's lock). Other modules reach
// accounts only through this service: the session module to log in, register and change
// passwords, verification to know registered numbers, agent to check affiliate codes, the
// operator to lock and unlock them.
import { randomInt } from 'node:crypto';
import type { MemberInfo, PlayerAvatarResponse, UnreadCountResponse } from '@lotusplay/api-client';
import type {
  PaymentPasswordSetRequest,
  PaymentPasswordStatusResponse,
} from '@lotusplay/api-client/contracts';
import {
  AuthMessages,
  ErrorCodes,
  isPaymentPassword,
  PaymentPasswordRules,
  ReferralLimits,
  TRIAL_ACCOUNT_TYPE,
  ValidationMessages,
  WithdrawalErrorCodes,
  WithdrawalMessages,
} from '@lotusplay/api-client/contracts';
import { fieldMessage } from '@lotusplay/api-client/validation';
import { DomainEvent } from '../../lib/domain-event';
import { AppError } from '../../lib/envelope';
import { passwords as defaultPasswords } from '../../lib/password';
import type { PasswordHasher } from '../../lib/password';
import type { Database } from '../../db/client';
import type { SystemService } from '../system/system.service';
import { MemberInfoBuilder } from './member-info';
import { MemberRepository as MemberStore, uniqueViolation } from './member.repository';
import type {
  MemberLockEventRow,
  MemberRepository,
  MemberRow,
  NewMember,
  TreeMemberRow,
} from './member.repository';

export type { MemberLockEventRow, MemberRow, NewMember, TreeMemberRow } from './member.repository';

/** An affiliate or referral code as it may be typed: 1 to 32 letters or digits. */
const AFFILIATE_CODE = /^[A-Za-z0-9]{1,32}$/;

/** Draws of a new referral code before giving up (each taken one draws again). */
const REFERRAL_CODE_ATTEMPTS = 5;
/** Letters and digits of generated referral codes, without the easily confused 0, O, 1 and I. */
const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random referral code of ReferralLimits.codeLength characters. */
function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < ReferralLimits.codeLength; i += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** Creating an account failed because its username or mobile number is taken (a unique index). */
export class AccountTakenError extends Error {
  constructor(readonly taken: 'username' | 'mobile') {
    super(`The ${taken} is taken`);
    this.name = 'AccountTakenError';
  }
}

/** Member accounts, MemberInfo, avatars, counters and affiliate codes. */
export class MemberService {
  private readonly info: MemberInfoBuilder;
  private readonly listeners: ((memberId: number) => void)[] = [];
  /** A member's club rank rose (told after the commit; the messages module writes to them). */
  readonly rankReached = new DomainEvent<{
    memberId: number;
    labelName: string | null;
    rankLevel: number;
  }>('rank reached');

  constructor(
    private readonly repository: MemberRepository,
    system: Pick<SystemService, 'getBrand'>,
    private readonly clock: () => Date,
    /**
     * Checks the login password (the server's scrypt hasher); its `payment` hasher, at a lower
     * cost, hashes and checks the payment password.
     */
    private readonly passwords: PasswordHasher = defaultPasswords,
    /**
     * Other modules' counts of what a member could claim now (the promotions' raffles): the
     * member-summary contributors the modules declare (modules/module.ts), read at each call.
     */
    private readonly promotionCounts: readonly ((memberId: number) => Promise<number>)[] = [],
    /** The modules' counts of a member's unread messages (the messages module's). */
    private readonly messageCounts: readonly ((memberId: number) => Promise<number>)[] = [],
  ) {
    this.info = new MemberInfoBuilder(
      repository,
      system,
      (memberId) => this.availablePromotions(memberId),
      (memberId) => this.unreadMessages(memberId),
    );
  }

  /** unreadMessage: what the modules count (the messages module's unread messages). */
  private async unreadMessages(memberId: number): Promise<number> {
    const counts = await Promise.all(this.messageCounts.map((count) => count(memberId)));
    return counts.reduce((sum, n) => sum + n, 0);
  }

  /** availablePromoCount: the member's unclaimed offers plus what other modules count. */
  private async availablePromotions(memberId: number): Promise<number> {
    const counts = await Promise.all([
      this.repository.countAvailablePromotions(memberId, this.clock()),
      ...this.promotionCounts.map((count) => count(memberId)),
    ]);
    return counts.reduce((sum, n) => sum + n, 0);
  }

  /**
   * Accounts of another module's first-start seed (inside its transaction `tx`), each below the
   * existing account its `upline` names (a row whose upline is missing is skipped).
   */
  static async seedDownlines(
    tx: Database,
    rows: readonly (Omit<NewMember, 'uplineId'> & { upline: string })[],
  ): Promise<void> {
    const store = new MemberStore(tx);
    for (const { upline, ...row } of rows) {
      const above = await store.findByUsername(upline);
      if (above) await store.insert({ ...row, uplineId: above.id });
    }
  }

  /** The ids of `usernames` inside a seed's transaction `tx` (missing ones left out). */
  static async seedIds(tx: Database, usernames: readonly string[]): Promise<Map<string, number>> {
    const store = new MemberStore(tx);
    const ids = new Map<string, number>();
    for (const username of usernames) {
      const row = await store.findByUsername(username);
      if (row) ids.set(username, row.id);
    }
    return ids;
  }

  /** GET /wps/member/info, and the member part of every LoginResponse. */
  getInfo(member: MemberRow): Promise<MemberInfo> {
    return this.info.build(member);
  }

  findById(id: number): Promise<MemberRow | null> {
    return this.repository.findById(id);
  }

  /** Usernames are unique regardless of case. */
  findByUsername(username: string): Promise<MemberRow | null> {
    return this.repository.findByUsername(username);
  }

  findByMobile(countryDialingCode: string, mobileNum: string): Promise<MemberRow | null> {
    return this.repository.findByMobile(countryDialingCode, mobileNum);
  }

  /** The member whose affiliate or referral code this is, when it may be used (no trial account). */
  async findAffiliateOwner(code: string): Promise<MemberRow | null> {
    const text = code.trim();
    if (!AFFILIATE_CODE.test(text)) return null;
    const owner = await this.repository.findByAffiliateCode(text);
    return owner !== null && owner.isAgent !== TRIAL_ACCOUNT_TYPE ? owner : null;
  }

  /**
   * Creates an account. Throws AccountTakenError when its username or mobile number is taken, even
   * by a request that took it a moment earlier (the unique indexes decide).
   */
  async create(member: NewMember): Promise<MemberRow> {
    try {
      return await this.repository.insert(member);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      throw new AccountTakenError(constraint.includes('mobile') ? 'mobile' : 'username');
    }
  }

  /** Sets a new password hash (changed now); `firstLogin` forces a change at the next login. */
  async setPassword(memberId: number, passwordHash: string, firstLogin: boolean): Promise<void> {
    await this.repository.updatePassword(memberId, passwordHash, this.clock(), firstLogin);
    this.changed(memberId);
  }

  /**
   * The member's affiliate / referral code, given one now when it has none (ReferralLimits.codeLength
   * letters and digits, upper-case; another is drawn when taken); null for no such member or a
   * trial account (no referral).
   */
  async ensureAffiliateCode(memberId: number): Promise<string | null> {
    const member = await this.repository.findById(memberId);
    if (!member || member.isAgent === TRIAL_ACCOUNT_TYPE) return null;
    if (member.affiliateCode !== null) return member.affiliateCode;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const code = await this.repository.setAffiliateCodeIfNone(memberId, newReferralCode());
        if (code !== null) this.changed(memberId);
        return code;
      } catch (error) {
        if (uniqueViolation(error) === null || attempt >= REFERRAL_CODE_ATTEMPTS) throw error;
      }
    }
  }

  /** A page of the members registered with `uplineId`'s code (its downline), newest first. */
  downlines(
    uplineId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: MemberRow[]; total: number }> {
    return this.repository.downlines(uplineId, offset, limit);
  }

  /**
   * Every member below `rootId` in the upline tree (the agent's team), with its level (1: direct
   * downline), by one recursive query; at most `maxDepth` levels, a cycle of uplines cut off.
   */
  downlineTree(rootId: number, maxDepth: number): Promise<TreeMemberRow[]> {
    return this.repository.downlineTree(rootId, maxDepth);
  }

  /**
   * How many levels below `rootId` the member `memberId` is (1: a direct downline), or null when
   * it is outside `rootId`'s tree within `maxDepth` levels; walks up from the member.
   */
  levelBelow(rootId: number, memberId: number, maxDepth: number): Promise<number | null> {
    return this.repository.levelBelow(rootId, memberId, maxDepth);
  }

  /**
   * The upline links of `rootIds` and every member below them (member id → upline id), by one
   * recursive query; at most `maxDepth` levels, a cycle of uplines cut off.
   */
  downlineLinks(rootIds: readonly number[], maxDepth: number): Promise<Map<number, number | null>> {
    return this.repository.downlineLinks(rootIds, maxDepth);
  }

  /** Usernames of `ids`. */
  usernames(ids: readonly number[]): Promise<Map<number, string>> {
    return this.repository.usernames(ids);
  }

  /**
   * Sets a member's club label (SPEC.md §3 clubLabel: name and rank level; the operator's call).
   * False when there is no such member.
   */
  async setClubRank(memberId: number, labelName: string | null, rankLevel: number | null) {
    const before = (await this.repository.findById(memberId))?.clubRankLevel ?? null;
    const found = await this.repository.updateClubRank(memberId, labelName, rankLevel);
    if (found) this.changed(memberId);
    if (found && rankLevel !== null && (before === null || rankLevel > before)) {
      this.rankReached.emit({ memberId, labelName, rankLevel });
    }
    return found;
  }

  /**
   * Calls `listener` after this process changed a member's row (its answer may follow at once),
   * so a module that keeps members in memory drops one before the database's notification of the
   * change arrives (lib/member-cache.ts).
   */
  onMemberChanged(listener: (memberId: number) => void): void {
    this.listeners.push(listener);
  }

  /** A member's row changed outside this service (My account): listeners drop what they keep. */
  memberChanged(memberId: number): void {
    this.changed(memberId);
  }

  /**
   * Checks the member's login password before a change of another secret (the authenticator),
   * under the payment password's lock of wrong passwords: 400 LOGIN_PASSWORD_WRONG, then 429.
   */
  async checkLoginPassword(memberId: number, loginPassword: string): Promise<MemberRow> {
    const member = await this.realMember(memberId);
    await this.guardPaymentPassword(member.id, async () =>
      this.passwords.isUsable(member.passwordHash) &&
      (await this.passwords.verify(loginPassword, member.passwordHash))
        ? null
        : new AppError(
            400,
            WithdrawalErrorCodes.LoginPasswordWrong,
            WithdrawalMessages.loginPasswordWrong,
          ),
    );
    return member;
  }

  private changed(memberId: number): void {
    for (const listener of this.listeners) listener(memberId);
  }

  /** Deletes up to `limit` free-play trial accounts created before `before`; how many went. */
  deleteFreePlayTrialsBefore(before: Date, limit: number): Promise<number> {
    return this.repository.deleteFreePlayTrialsBefore(before, limit);
  }

  /**
   * The operator locks a member (`locked`) or unlocks it, with who (`actor`) and why, kept as an
   * event: a member whose `lockedAt` is set may not log in, and none of its sessions pass (the
   * session module checks it). Resolves with whether the state changed: false, and nothing
   * recorded, when the member already was so (a retried call changes nothing).
   */
  async setLocked(
    memberId: number,
    locked: boolean,
    reason: string,
    actor: string,
  ): Promise<boolean> {
    const changed = await this.repository.setLocked(memberId, locked, {
      reason,
      actor,
      at: this.clock(),
    });
    if (changed) this.changed(memberId);
    return changed;
  }

  /** The member's latest `last` locks and unlocks, newest first. */
  lockEvents(memberId: number, last: number): Promise<MemberLockEventRow[]> {
    return this.repository.lockEvents(memberId, last);
  }

  /** GET /wps/relay/MCSFE_getPlayerAvatar. */
  async avatars(member: MemberRow): Promise<PlayerAvatarResponse> {
    const options = await this.repository.listAvatars();
    return { current: options.find((o) => o.id === member.avatarId) ?? null, options };
  }

  /** PUT /wps/member/info/icon. */
  async setAvatar(member: MemberRow, avatarId: number): Promise<void> {
    if (!(await this.repository.findAvatar(avatarId))) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldMessage('avatarId', ValidationMessages.unknownAvatar),
      );
    }
    await this.repository.setAvatar(member.id, avatarId);
    this.changed(member.id);
  }

  /** GET /wps/relay/CSP_unreadCount. */
  async unreadCount(member: MemberRow): Promise<UnreadCountResponse> {
    const [unreadMessage, availablePromoCount] = await Promise.all([
      this.unreadMessages(member.id),
      this.availablePromotions(member.id),
    ]);
    return { unreadMessage, availablePromoCount };
  }

  /**
   * POST /wps/relay/firstLogin: the client's first-login action ran. It records nothing: the
   * first-login flag is cleared only by a new password (setPassword), so the call cannot skip a
   * forced change (a session with one due never reaches it: 403 PASSWORD_CHANGE_REQUIRED).
   */
  async firstLogin(_member: MemberRow): Promise<void> {
    // Nothing to record.
  }

  /**
   * The member and its upline (the agent above, `uplineId`) for a transfer to upline: `toUpline`
   * is the member's flag (MemberInfo.toUpline); `upline` is null when the member has none, or when
   * it is the member itself or a trial account (nothing may be moved to either). Null for an
   * unknown member.
   */
  async uplineOf(
    memberId: number,
  ): Promise<{ member: MemberRow; toUpline: boolean; upline: MemberRow | null } | null> {
    const member = await this.repository.findById(memberId);
    if (!member) return null;
    const upline =
      member.uplineId === null || member.uplineId === member.id
        ? null
        : await this.repository.findById(member.uplineId);
    return {
      member,
      toUpline: member.toUpline,
      upline: upline !== null && upline.isAgent !== TRIAL_ACCOUNT_TYPE ? upline : null,
    };
  }

  // The payment password: 6 digits, scrypt-hashed at the lower payment cost (lib/password.ts says
  // why), needed by withdrawals. Wrong ones (and wrong login passwords given to set one) are
  // counted in the database, so the lock holds across processes: `PaymentPasswordRules.
  // maxWrongAttempts` within the window lock it. That lock, not the hash's cost, is what keeps a
  // six-digit secret from being guessed.

  /** `GET /wps/member/paymentPassword`: whether the member has one (a real member only). */
  async paymentPasswordStatus(memberId: number): Promise<PaymentPasswordStatusResponse> {
    const member = await this.realMember(memberId);
    return { isSet: member.paymentPasswordHash !== null };
  }

  /**
   * `POST /wps/member/paymentPassword`: sets the payment password, or changes it. The login
   * password is always checked, the old payment password too once one is set; each wrong one
   * counts towards the lock (400 LOGIN_PASSWORD_WRONG / PAYMENT_PASSWORD_WRONG, then 429
   * PAYMENT_PASSWORD_LOCKED).
   */
  async setPaymentPassword(
    memberId: number,
    request: PaymentPasswordSetRequest,
  ): Promise<PaymentPasswordStatusResponse> {
    const member = await this.realMember(memberId);
    if (!isPaymentPassword(request.newPaymentPassword)) {
      throw new AppError(
        400,
        WithdrawalErrorCodes.PaymentPasswordInvalid,
        WithdrawalMessages.paymentPasswordInvalid,
      );
    }
    const current = member.paymentPasswordHash;
    if (current !== null && !request.oldPaymentPassword) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldMessage('oldPaymentPassword', ValidationMessages.required),
      );
    }
    await this.guardPaymentPassword(member.id, async () => {
      const loginOk =
        this.passwords.isUsable(member.passwordHash) &&
        (await this.passwords.verify(request.loginPassword, member.passwordHash));
      if (!loginOk) {
        return new AppError(
          400,
          WithdrawalErrorCodes.LoginPasswordWrong,
          WithdrawalMessages.loginPasswordWrong,
        );
      }
      if (
        current !== null &&
        !(await this.passwords.payment.verify(request.oldPaymentPassword!, current))
      ) {
        return paymentPasswordWrong();
      }
      return null;
    });
    await this.repository.setPaymentPasswordHash(
      member.id,
      await this.passwords.payment.hash(request.newPaymentPassword),
    );
    this.changed(member.id);
    return { isSet: true };
  }

  /**
   * Checks a member's payment password (a withdrawal): 400 PAYMENT_PASSWORD_NOT_SET without one,
   * 400 PAYMENT_PASSWORD_WRONG, 429 PAYMENT_PASSWORD_LOCKED after too many wrong ones. A right
   * password whose hash was made at an older, higher cost is hashed again at the payment cost.
   */
  async checkPaymentPassword(memberId: number, paymentPassword: string): Promise<void> {
    const member = await this.realMember(memberId);
    const hash = member.paymentPasswordHash;
    if (hash === null) {
      throw new AppError(
        400,
        WithdrawalErrorCodes.PaymentPasswordNotSet,
        WithdrawalMessages.paymentPasswordNotSet,
      );
    }
    await this.guardPaymentPassword(member.id, async () =>
      isPaymentPassword(paymentPassword) &&
      (await this.passwords.payment.verify(paymentPassword, hash))
        ? null
        : paymentPasswordWrong(),
    );
    if (this.passwords.payment.needsRehash(hash)) {
      // Only over the hash that was checked: a payment password changed meanwhile stays.
      await this.repository.replacePaymentPasswordHash(
        member.id,
        hash,
        await this.passwords.payment.hash(paymentPassword),
      );
      this.changed(member.id);
    }
  }

  /** A payment password's scrypt hash (registration stores it with the new account). */
  hashPaymentPassword(paymentPassword: string): Promise<string> {
    return this.passwords.payment.hash(paymentPassword);
  }

  /**
   * Runs a password check under the lock: refused (429) while the member has the most wrong
   * passwords in the window; otherwise the attempt is recorded as wrong BEFORE it is checked (so
   * attempts sent at once count each other and cannot outrun the lock) and cleared, with every
   * earlier one, when it is right. The attempt that reaches the limit answers 429 too.
   */
  private async guardPaymentPassword(
    memberId: number,
    check: () => Promise<AppError | null>,
  ): Promise<void> {
    const now = this.clock();
    const since = new Date(now.getTime() - PaymentPasswordRules.wrongAttemptWindowMs);
    const max = PaymentPasswordRules.maxWrongAttempts;
    const failures = await this.repository.recordPaymentPasswordAttempt(memberId, now, since, max);
    if (failures === null) throw paymentPasswordLocked();
    const wrong = await check();
    if (wrong === null) {
      await this.repository.clearPaymentPasswordFailures(memberId);
      return;
    }
    if (failures >= max) throw paymentPasswordLocked();
    throw wrong;
  }

  /** The member, when it is a real account (404 unknown, 403 trial). */
  private async realMember(memberId: number): Promise<MemberRow> {
    const member = await this.repository.findById(memberId);
    if (!member) throw new AppError(404, ErrorCodes.NotFound, 'Member not found');
    if (member.isAgent === TRIAL_ACCOUNT_TYPE) {
      throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.needsRealAccount);
    }
    return member;
  }
}

const paymentPasswordWrong = () =>
  new AppError(
    400,
    WithdrawalErrorCodes.PaymentPasswordWrong,
    WithdrawalMessages.paymentPasswordWrong,
  );
const paymentPasswordLocked = () =>
  new AppError(
    429,
    WithdrawalErrorCodes.PaymentPasswordLocked,
    WithdrawalMessages.paymentPasswordLocked,
  );
