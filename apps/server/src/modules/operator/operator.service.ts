// Rules of the operator module. Authentication: a bearer token from OPERATOR_TOKEN, or one
// generated once, stored hashed in the database (so every process accepts it) and written to
// <DATA_DIR>/operator-token for the ops command to read. And the operator's actions, each carried
// out by the service of the module that owns the data: system for maintenance, region, whitelabel
// and brand switches, verification for the outbox, session for ending a member's sessions, member
// (and session) for locking a member out.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DepositOrderStatus, WithdrawalStatus } from '@lotusplay/api-client/contracts';
import {
  ErrorCodes,
  GameErrorCodes,
  GameMessages,
  parseMoney,
  WalletErrorCodes,
  WalletMessages,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens';
import type { GamesService } from '../games/games.service';
import type { MemberService } from '../member/member.service';
import type { SessionService } from '../session/session.service';
import type {
  BrandOptions,
  MaintenanceChange,
  OperatorStatus,
  RegionChange,
  SystemService,
} from '../system/system.service';
import type { OutboxChannel, VerificationService } from '../verification/verification.service';
import type { DepositService, OperatorDepositOrder } from '../wallet/deposit.service';
import type { WalletService } from '../wallet/wallet.service';
import type { OperatorWithdrawalOrder, WithdrawalService } from '../wallet/withdrawal.service';
import type { OperatorRepository } from './operator.repository';

export type { OutboxChannel };

/** What an operator's balance adjustment did. */
export interface Adjustment {
  username: string;
  /** The amount moved (positive). */
  amount: string;
  transactionId: number;
  idempotencyKey: string;
  /** The member's balance afterwards, every wallet together. */
  sumBalance: string;
}

/** A deposit order as the /ops/deposits routes answer it: with the member's username. */
export interface OpsDepositOrder extends OperatorDepositOrder {
  username: string;
}

/** A withdrawal as the /ops/withdrawals routes answer it: with the member's username. */
export interface OpsWithdrawalOrder extends OperatorWithdrawalOrder {
  username: string;
}

/** What PUT /ops/wallet answers: the wallet settings afterwards. */
export interface WalletSettings {
  singleWallet: boolean;
  /** Seconds after which a demo deposit completes by itself; null: off (an operator approves). */
  depositDemoDelaySeconds: number | null;
  /**
   * Minutes after a disbursal until a withdrawal counts as received: in the answer when the
   * request set it (the answers of the other settings keep their shape).
   */
  withdrawalAutoReceivedMinutes?: number;
}

/** What PUT /ops/games/:vendor sets (and answers). */
export interface GameChange {
  gameCode?: string | null;
  maintenance?: boolean;
  hot?: boolean;
}

/** Name of the file, inside the data folder, that holds the generated operator token. */
export const OPERATOR_TOKEN_FILE = 'operator-token';

/** What DELETE /ops/members/:username/sessions answers. */
export interface EndedSessions {
  username: string;
  /** How many sessions ended (0 when the member had none). */
  ended: number;
}

/** One lock or unlock of a member by the operator. */
export interface MemberLockEvent {
  locked: boolean;
  reason: string;
  /** Who: the name the operator gave, else 'operator'. */
  by: string;
  at: string;
}

/**
 * A member's lock, as GET /ops/members/:username/lock answers it; POST …/lock and …/unlock add
 * `changed` and `ended`.
 */
export interface MemberLockStatus {
  username: string;
  locked: boolean;
  /** Since when the member is locked; null while it is not. */
  lockedAt: string | null;
  /** The latest locks and unlocks, newest first (at most `MEMBER_LOCK_HISTORY`). */
  history: MemberLockEvent[];
  /** Whether the call changed the state (false: the member already was so; nothing recorded). */
  changed?: boolean;
  /** How many sessions the call ended (a lock; 0 for an unlock). */
  ended?: number;
}

/** How many of a member's locks and unlocks the /ops/members/:username/lock routes answer. */
export const MEMBER_LOCK_HISTORY = 20;

/**
 * One message of the outbox as /ops/outbox answers it: the development SMS and e-mail, or a
 * notice to the operator (channel 'ops': an SMS budget reached).
 */
export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** Operator tokens and the operator's actions. */
export class OperatorService {
  constructor(
    private readonly repository: OperatorRepository,
    private readonly fixedToken: string | null,
    private readonly system: SystemService,
    private readonly verification: VerificationService,
    private readonly sessions: SessionService,
    private readonly members: MemberService,
    private readonly wallet: WalletService,
    private readonly deposits: DepositService,
    private readonly withdrawals: WithdrawalService,
    private readonly games: GamesService | null = null,
  ) {}

  /**
   * PUT /ops/games/:vendor: a vendor (no gameCode) or one game under maintenance or back, and a
   * game's hot flag. 404 GAME_NOT_FOUND for an unknown vendor or game; 400 for hot without a game.
   */
  async setGame(vendor: string, change: GameChange): Promise<GameChange & { vendor: string }> {
    const games = this.games;
    if (!games) throw new AppError(404, GameErrorCodes.GameNotFound, GameMessages.gameNotFound);
    const gameCode = change.gameCode ?? null;
    if (change.hot !== undefined && gameCode === null) {
      throw new AppError(400, ErrorCodes.Validation, 'hot needs a gameCode');
    }
    const done = [
      change.maintenance === undefined ||
        (await games.setMaintenance(vendor, gameCode, change.maintenance)),
      change.hot === undefined || (await games.setHot(vendor, gameCode!, change.hot)),
    ];
    if (done.includes(false)) {
      throw new AppError(404, GameErrorCodes.GameNotFound, GameMessages.gameNotFound);
    }
    return { vendor, ...change, gameCode };
  }

  /** True when `token` is the OPERATOR_TOKEN or a stored operator token. */
  async verify(token: string): Promise<boolean> {
    if (!token) return false;
    if (this.fixedToken && safeEqual(token, this.fixedToken)) return true;
    return this.repository.hasTokenHash(sha256(token));
  }

  /**
   * Makes sure an operator token exists and is written to `<dataDir>/operator-token`.
   * Reuses the file's token when the database knows it; otherwise generates a new one.
   * With OPERATOR_TOKEN set nothing is generated and that token is returned.
   */
  async ensureToken(dataDir: string): Promise<{ token: string; file: string | null }> {
    if (this.fixedToken) return { token: this.fixedToken, file: null };
    const file = join(dataDir, OPERATOR_TOKEN_FILE);
    const existing = await readFile(file, 'utf8').then(
      (text) => text.trim(),
      () => '',
    );
    if (existing && (await this.repository.hasTokenHash(sha256(existing)))) {
      return { token: existing, file };
    }
    const token = randomToken(32);
    await this.repository.addTokenHash(sha256(token));
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${token}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
    return { token, file };
  }

  /** GET /ops/status: the switches as stored. */
  status(): Promise<OperatorStatus> {
    return this.system.getOperatorStatus();
  }

  /** PUT /ops/maintenance. */
  setMaintenance(change: MaintenanceChange): Promise<OperatorStatus> {
    return this.system.setMaintenance(change);
  }

  /** PUT /ops/region. */
  setRegionRestriction(change: RegionChange): Promise<OperatorStatus> {
    return this.system.setRegionRestriction(change);
  }

  /** PUT /ops/whitelabel/:moduleId (module ids are upper case); 404 for an unknown module. */
  setWhitelabelFlag(moduleId: string, enabled: boolean): Promise<OperatorStatus> {
    return this.system.setWhitelabelFlag(moduleId.toUpperCase(), enabled);
  }

  /** PUT /ops/brand. */
  setBrandOptions(options: BrandOptions): Promise<OperatorStatus> {
    return this.system.setBrandOptions(options);
  }

  /** GET /ops/outbox: the latest messages of a channel, newest first. */
  async outbox(channel: OutboxChannel, to: string | undefined, last: number) {
    const rows = await this.verification.listOutbox(channel, to?.trim() || undefined, last);
    return rows.map((row): OutboxMessage => ({
      id: row.id,
      channel: row.channel as OutboxMessage['channel'],
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * POST /ops/members/:username/adjustments: credits (positive) or debits (negative, never below
   * 0) the member's main wallet against the house account, with the operator's reason as the
   * ledger reference; a retry with the same key answers the first adjustment and moves money once.
   */
  async adjustBalance(
    username: string,
    change: { amount: string; reason: string; idempotencyKey: string },
  ): Promise<Adjustment> {
    const negative = change.amount.startsWith('-');
    const minor = parseMoney(negative ? change.amount.slice(1) : change.amount);
    if (minor === null) {
      throw new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
    }
    const reason = change.reason.trim();
    if (!reason) throw new AppError(400, ErrorCodes.Validation, 'body.reason must not be blank');
    const member = await this.members.findByUsername(username.trim());
    if (!member) throw new AppError(404, ErrorCodes.NotFound, `No member "${username}"`);
    const movement = await this.wallet.adjust(
      member.id,
      negative ? -minor : minor,
      `operator: ${reason}`,
      change.idempotencyKey,
    );
    return {
      username: member.username,
      amount: negative ? `-${movement.amount}` : movement.amount,
      transactionId: movement.transactionId,
      idempotencyKey: change.idempotencyKey,
      sumBalance: movement.sumBalance,
    };
  }

  /**
   * PUT /ops/wallet: a single (main) wallet, or the main wallet plus one per game vendor; the
   * demo delay of deposits (null or 0: off).
   */
  async setWalletSettings(settings: {
    singleWallet?: boolean;
    depositDemoDelaySeconds?: number | null;
    withdrawalAutoReceivedMinutes?: number;
  }): Promise<WalletSettings> {
    if (settings.withdrawalAutoReceivedMinutes !== undefined) {
      await this.withdrawals.setAutoReceivedMinutes(settings.withdrawalAutoReceivedMinutes);
    }
    if (settings.singleWallet !== undefined) {
      await this.wallet.setSingleWallet(settings.singleWallet);
    }
    if (settings.depositDemoDelaySeconds !== undefined) {
      await this.deposits.setDemoDelaySeconds(settings.depositDemoDelaySeconds);
    }
    const [{ isSingle }, depositDemoDelaySeconds] = await Promise.all([
      this.wallet.merchantWallets(),
      this.deposits.demoDelaySeconds(),
    ]);
    return settings.withdrawalAutoReceivedMinutes === undefined
      ? { singleWallet: isSingle, depositDemoDelaySeconds }
      : {
          singleWallet: isSingle,
          depositDemoDelaySeconds,
          withdrawalAutoReceivedMinutes: await this.withdrawals.autoReceivedMinutes(),
        };
  }

  /** GET /ops/deposits: the latest deposit orders (of one status, or all), newest first. */
  async depositOrders(status: DepositOrderStatus | null, last: number): Promise<OpsDepositOrder[]> {
    return this.withUsernames(await this.deposits.latestOrders(status, last));
  }

  /** POST /ops/deposits/:orderNo/approve: completes a pending order (credits it once). */
  async approveDeposit(orderNo: string, note?: string): Promise<OpsDepositOrder> {
    const order = await this.deposits.completeDeposit(orderNo, 'operator', note?.trim() || null);
    return (await this.withUsernames([order]))[0]!;
  }

  /** POST /ops/deposits/:orderNo/reject: rejects a pending order; no money moves. */
  async rejectDeposit(orderNo: string, note?: string): Promise<OpsDepositOrder> {
    const order = await this.deposits.rejectDeposit(orderNo, 'operator', note?.trim() || null);
    return (await this.withUsernames([order]))[0]!;
  }

  /** GET /ops/withdrawals: the latest withdrawals (of one status, or all), newest first. */
  async withdrawalOrders(
    status: WithdrawalStatus | 'open' | null,
    last: number,
  ): Promise<OpsWithdrawalOrder[]> {
    return this.withUsernames(await this.withdrawals.latestOrders(status, last));
  }

  /**
   * POST /ops/withdrawals/:orderNo/disburse: pays out a part, or (no amount) all that remains; a
   * retry with the same key and amount pays nothing again (another amount with it is 409).
   */
  async disburseWithdrawal(
    orderNo: string,
    amount: string | undefined,
    idempotencyKey: string,
  ): Promise<OpsWithdrawalOrder> {
    let minor: number | null = null;
    if (amount !== undefined) {
      minor = parseMoney(amount);
      if (minor === null) {
        throw new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
      }
    }
    return this.oneWithUsername(await this.withdrawals.disburse(orderNo, minor, idempotencyKey));
  }

  /** POST /ops/withdrawals/:orderNo/reject: refuses it; what was not paid out goes back. */
  async rejectWithdrawal(orderNo: string, note?: string): Promise<OpsWithdrawalOrder> {
    return this.oneWithUsername(await this.withdrawals.reject(orderNo, note?.trim() || null));
  }

  /** POST /ops/withdrawals/:orderNo/force-received: closes it as received, no refund. */
  async forceWithdrawalReceived(orderNo: string, note?: string): Promise<OpsWithdrawalOrder> {
    return this.oneWithUsername(
      await this.withdrawals.forceReceived(orderNo, note?.trim() || null),
    );
  }

  /** GET /ops/withdrawals/:orderNo/proof: the member's not-received proof image. */
  withdrawalProof(orderNo: string) {
    return this.withdrawals.proof(orderNo);
  }

  private async oneWithUsername<T extends { memberId: number }>(
    order: T,
  ): Promise<T & { username: string }> {
    return (await this.withUsernames([order]))[0]!;
  }

  private async withUsernames<T extends { memberId: number }>(
    orders: T[],
  ): Promise<(T & { username: string })[]> {
    const ids = [...new Set(orders.map((order) => order.memberId))];
    const members = await Promise.all(ids.map((id) => this.members.findById(id)));
    const names = new Map(ids.map((id, i) => [id, members[i]?.username ?? `#${id}`]));
    return orders.map((order) => ({ ...order, username: names.get(order.memberId)! }));
  }

  /** DELETE /ops/members/:username/sessions: ends them all; 404 for an unknown username. */
  async endSessions(username: string): Promise<EndedSessions> {
    const ended = await this.sessions.endSessionsOf(username);
    if (ended === null) {
      throw new AppError(404, ErrorCodes.NotFound, `No member with the username ${username}`);
    }
    return { username, ended };
  }

  /**
   * POST /ops/members/:username/lock and …/unlock, with the operator's reason (and name). A lock
   * ends every session of the member at once (the play tokens its games were launched with go
   * with them), and until the unlock its logins answer 403 ACCOUNT_LOCKED and no session of it
   * passes the Bearer check (one a login racing the lock started included). Its money stays where
   * it is. A retry changes nothing (`changed` false), but a lock ends the sessions again.
   */
  async setMemberLock(
    username: string,
    locked: boolean,
    change: { reason: string; by?: string },
  ): Promise<MemberLockStatus> {
    const reason = change.reason.trim();
    if (!reason) throw new AppError(400, ErrorCodes.Validation, 'body.reason must not be blank');
    const by = change.by?.trim() || 'operator';
    const member = await this.memberNamed(username);
    const changed = await this.members.setLocked(member.id, locked, reason, by);
    const ended = locked ? ((await this.sessions.endSessionsOf(member.username)) ?? 0) : 0;
    return { ...(await this.memberLock(member.username)), changed, ended };
  }

  /** GET /ops/members/:username/lock: whether the member is locked, and its latest changes. */
  async memberLock(username: string): Promise<MemberLockStatus> {
    const member = await this.memberNamed(username);
    const events = await this.members.lockEvents(member.id, MEMBER_LOCK_HISTORY);
    return {
      username: member.username,
      locked: member.lockedAt !== null,
      lockedAt: member.lockedAt?.toISOString() ?? null,
      history: events.map((event) => ({
        locked: event.locked,
        reason: event.reason,
        by: event.actor,
        at: event.at.toISOString(),
      })),
    };
  }

  /** The member of a username (any case); 404 NOT_FOUND for an unknown one. */
  private async memberNamed(username: string) {
    const member = await this.members.findByUsername(username.trim());
    if (!member) {
      throw new AppError(404, ErrorCodes.NotFound, `No member with the username ${username}`);
    }
    return member;
  }
}
