// Rules of the wallet: accounts per member, balances, the merchant wallet list, and every movement
// of money. This service is the only way any module moves money: deposits and withdrawals, bets and
// wins, bonuses, salaries, points and operator adjustments all go through `post()` of the
// repository, one double-entry transaction each, with an idempotency key.
import { createHash } from 'node:crypto';
import type {
  AccountRecordQuery,
  AccountRecordResponse,
  ConsolidatedFundsResponse,
  LanguageCode,
  LedgerKind,
  MerchantWalletResponse,
  OpsNamed,
  TransferToUplineResponse,
  WalletBalanceResponse,
  WalletTransferResponse,
} from '@lotusplay/api-client/contracts';
import {
  ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
  AccountRecordLimits,
  accountRecordRangeError,
  addCalendarDays,
  AGENT_TRANSFER_REFERENCE_PREFIX,
  agentTransferReference,
  AuthMessages,
  calendarDayOf,
  ErrorCodes,
  isCalendarDay,
  localizedText,
  parseLedgerKinds,
  toMoneyString,
  MAIN_WALLET_CODE,
  TRIAL_ACCOUNT_TYPE,
  WalletErrorCodes,
  WalletLimits,
  WalletMessages,
  WalletRecordErrorCodes,
  WalletRecordMessages,
  zonedDayStart,
} from '@lotusplay/api-client/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/envelope';
import { stripHtml } from '../../lib/html';
import type { MemberCache } from '../../lib/member-cache';
import type { MemberService } from '../member/member.service';
import { LedgerRefusal } from './wallet.repository';
import type {
  MembersEntryFilter,
  MembersEntryRow,
  MerchantWalletRow,
  PostLeg,
  SystemAccountKind,
  WalletAccountRow,
  WalletRepository,
} from './wallet.repository';

/** The name of the main wallet in the balance answers (before they are named in a language). */
export const MAIN_WALLET_NAME = 'Main Wallet';

/** The main wallet's name in every language: a text of the product, not of the operator. */
export const MAIN_WALLET_NAMES: Readonly<Record<LanguageCode, string>> = {
  EN: MAIN_WALLET_NAME,
  CN: '中心钱包',
  VI: 'Ví chính',
  TH: 'กระเป๋าหลัก',
  JA: 'メインウォレット',
  TY: 'Pangunahing Wallet',
  ID: 'Dompet Utama',
};

/** A wallet as answers name it. */
interface NamedWallet {
  code: string;
  name: string;
}

/** The answer of every movement: what moved and the member's balances after it. */
export type WalletMovement = WalletTransferResponse;

/** The stored answer of a game round's bet or win: a movement and the wallet's balance after it. */
type GameRoundLeg = WalletMovement & { walletBalance: number };

/** The money of a game round (`prepareGameRound`). */
export interface GameRoundMovement {
  /** The round's wallet before the bet and after the win, minor units. */
  balanceBefore: number;
  balanceAfter: number;
  betTransactionId: number;
  /** Null when the round won nothing (no win transaction). */
  winTransactionId: number | null;
  /** The member's balances after the round. */
  balances: WalletBalanceResponse;
}

/** Movements that add to a member wallet, and the brand account they come from. */
const CREDIT_SOURCES = {
  deposit: 'deposit_clearing',
  win: 'house',
  bonus: 'bonus',
  salary: 'house',
  points: 'house',
  adjustment: 'house',
} as const satisfies Partial<Record<LedgerKind, SystemAccountKind>>;

/** Movements that take from a member wallet, and the brand account they go to. */
const DEBIT_TARGETS = {
  withdrawal: 'withdrawal_clearing',
  bet: 'house',
  points: 'house',
  adjustment: 'house',
} as const satisfies Partial<Record<LedgerKind, SystemAccountKind>>;

/** A kind of movement into a member wallet. */
export type CreditKind = keyof typeof CREDIT_SOURCES;
/** A kind of movement out of a member wallet. */
export type DebitKind = keyof typeof DEBIT_TARGETS;

/**
 * Ledger keys live in two namespaces that cannot meet. A caller's key — a member's (a transfer)
 * or an operator's (an adjustment) — is stored as it came: `WalletLimits.idempotencyKeyPattern`,
 * letters, digits, `_` and `-` only. A key the server makes for a movement of its own (a deposit's
 * credit, a withdrawal's steps, a game round, a lottery bet or draw, a bonus, converted points) is
 * stored behind this prefix, which no caller's key can hold: a member who sends `deposit-<order>`
 * as a transfer key takes nothing the server will need. Rows written before the prefix existed
 * keep their meaning: a caller's key never changed its form (a retry finds its movement), and a
 * server step made before is not made again under its new key, since each is also guarded by its
 * order's, round's or draw's own state, changed in the same transaction.
 */
export const SERVER_KEY_PREFIX = 's:';

/** The stored ledger key of the server's own movement named `name` (see SERVER_KEY_PREFIX). */
export const serverLedgerKey = (name: string): string => `${SERVER_KEY_PREFIX}${name}`;

/** Who chose a movement's key: a caller (member or operator), or the server itself. */
type KeyOwner = 'caller' | 'server';

/** Options of a movement the server names itself (a credit, a debit, a deposit order's credit…). */
export interface MovementOptions {
  /**
   * The movement's name, unique per member and intended movement: 1–160 of [A-Za-z0-9_-]. It is
   * stored as `serverLedgerKey(name)`, apart from every caller's key.
   */
  idempotencyKey: string;
  /** What the movement is about (a bet id, a deposit order, an operator's reason), ≤ 200 chars. */
  reference: string;
  /** The wallet: MAIN (default) or a vendor code (a bet on that vendor's game). */
  wallet?: string;
}

const REFERENCE_MAX_LENGTH = 200;
const IDEMPOTENCY_KEY = new RegExp(WalletLimits.idempotencyKeyPattern);
/** The name of a server's movement (before SERVER_KEY_PREFIX). */
const SERVER_KEY_NAME = /^[A-Za-z0-9_-]{1,160}$/;

const amountInvalid = () =>
  new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
const walletNotFound = () =>
  new AppError(404, WalletErrorCodes.WalletNotFound, WalletMessages.walletNotFound);

/** SHA-256 of the canonical request (an array of its fields in a fixed order). */
function requestHash(fields: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** A movement of a withdrawal's money (`prepareWithdrawalMovement`). */
export type WithdrawalMovement = 'hold' | 'payout' | 'return' | 'keep';

/** Options of a withdrawal's movement. */
export interface WithdrawalMovementOptions extends Omit<MovementOptions, 'wallet'> {
  /**
   * The caller's request the key stands for, when the key is a caller's (an operator's
   * disbursal: its amount, or null for all that remains): the key's request hash is of it, not of
   * the amount it came to, so that a retry matches whatever the first call moved.
   */
  request?: unknown;
}

/** The request hash of a withdrawal's movement: of the caller's request, else of the movement. */
function withdrawalRequestHash(
  movement: WithdrawalMovement,
  amount: number,
  options: WithdrawalMovementOptions,
): string {
  return options.request === undefined
    ? requestHash(['withdrawal', movement, amount, options.reference])
    : requestHash(['withdrawal', movement, 'request', options.request, options.reference]);
}

/** The ledger's refusals as error envelopes. */
function refusalError(refusal: LedgerRefusal): AppError {
  switch (refusal.reason) {
    case 'insufficient_balance':
    case 'nothing_to_move':
      return new AppError(
        400,
        WalletErrorCodes.InsufficientBalance,
        WalletMessages.insufficientBalance,
      );
    case 'balance_limit':
      return new AppError(400, WalletErrorCodes.BalanceLimit, WalletMessages.balanceLimit);
    case 'idempotency_conflict':
      return new AppError(
        409,
        WalletErrorCodes.IdempotencyConflict,
        WalletMessages.idempotencyConflict,
      );
  }
}

/** What the wallet needs of the system module: brand-level data kept with the brand snapshot. */
export interface WalletBrandData {
  /** `load()` once per brand snapshot, shared until the brand data changes. */
  brandPart<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The brand row (its default language: the one a name left empty falls back to). */
  getBrand(): Promise<{ defaultLanguage: string }>;
  /** This process has just changed brand-level data: drop its snapshot at once. */
  brandChanged(): void;
}

/**
 * Each member's wallet accounts (with their balances) kept in memory by member id, dropped when
 * any of them changes, in any process (lib/member-cache.ts): this service drops and announces every
 * change it commits (balancesChanged); a change made any other way (plain SQL) shows after
 * WALLET_CACHE_OPTIONS.maxAgeMs at most.
 * Only what a balance answer shows is taken from it: every movement of money locks and reads its
 * accounts again inside its own transaction. Shared arrays: never mutate them.
 */
export type WalletCache = MemberCache<number, readonly WalletAccountRow[]>;

/** The options of the wallet cache. */
export const WALLET_CACHE_OPTIONS = {
  channel: 'lp_member_wallets',
  maxAgeMs: 10_000,
  maxEntries: 100_000,
} as const;

const KNOWN_ACCOUNTS_MAX = 100_000;

/** Balances, the merchant wallet list, transfers and every other movement of money. */
export class WalletService {
  constructor(
    private readonly repository: WalletRepository,
    private readonly members: MemberService,
    private readonly brand: WalletBrandData,
    /** Kept balances; without it every balance is read from the database. */
    private readonly cache: WalletCache | null = null,
  ) {}

  /** The balance answer of kept accounts (shared: never mutate it). */
  private readonly balanceAnswers = new WeakMap<
    readonly WalletAccountRow[],
    { vendors: MerchantWalletRow[]; singleWallet: boolean; answer: WalletBalanceResponse }
  >();

  /** Real members' accounts as last read, for the ids only (see memberWallets). */
  private readonly knownAccounts = new Map<number, readonly WalletAccountRow[]>();

  /**
   * This process has just moved money of the member (committed): its next balance answer must
   * show it, so what is kept of it goes now, before the database's notification arrives.
   */
  balancesChanged(memberId: number): void {
    this.cache?.drop(memberId);
    this.cache?.announce(memberId);
  }

  /**
   * The wallet settings and the merchant wallet list: brand-level rows every call needs, kept with
   * the brand snapshot of the system module (their tables bump brand_config_version, so every
   * process drops them within a second of a change, and this one at once after its own).
   */
  private settings(): Promise<{ singleWallet: boolean }> {
    return this.brand.brandPart('wallet.settings', () => this.repository.settings());
  }

  private vendors(): Promise<MerchantWalletRow[]> {
    return this.brand.brandPart('wallet.vendors', () => this.repository.merchantWallets());
  }

  /** The brand's default language: the one a name left empty falls back to. */
  async defaultLanguage(): Promise<LanguageCode> {
    return (await this.brand.getBrand()).defaultLanguage as LanguageCode;
  }

  /**
   * Every wallet's name in `lang` (the brand's default language when not given): the main
   * wallet's, and each vendor's as the operator wrote it in that language, else in the default
   * language, else as it was first given. Built once per brand snapshot and language.
   */
  async walletNames(lang?: LanguageCode): Promise<ReadonlyMap<string, string>> {
    const defaultLanguage = await this.defaultLanguage();
    const language = lang ?? defaultLanguage;
    return this.brand.brandPart(`wallet.names:${language}`, async () => {
      const vendors = await this.vendors();
      return new Map([
        [MAIN_WALLET_CODE, MAIN_WALLET_NAMES[language]],
        ...vendors.map(
          (v) => [v.code, localizedText(v.names, language, defaultLanguage) || v.name] as const,
        ),
      ]);
    });
  }

  /**
   * `answer` with its wallets named in `lang` (answers are built, and movements stored for their
   * replays, with the names as first given; the routes name them in the request's language).
   */
  async named<T extends { wallets: readonly NamedWallet[] }>(
    answer: T,
    lang?: LanguageCode,
  ): Promise<T> {
    const names = await this.walletNames(lang);
    return {
      ...answer,
      wallets: answer.wallets.map((w) => ({ ...w, name: names.get(w.code) ?? w.name })),
    };
  }

  /** An account record with each entry's wallet named in `lang` (see `named`). */
  async namedRecord(answer: AccountRecordResponse, lang?: LanguageCode) {
    const names = await this.walletNames(lang);
    return {
      ...answer,
      list: answer.list.map((entry) => ({
        ...entry,
        wallet: { ...entry.wallet, name: names.get(entry.wallet.code) ?? entry.wallet.name },
      })),
    };
  }

  /**
   * Names a merchant wallet in one language (operator): the name is stripped of tags; '' leaves
   * that language empty, so the brand's default language's shows. 404 for an unknown code.
   */
  async setWalletName(code: string, lang: LanguageCode, name: string): Promise<OpsNamed> {
    try {
      const row = await this.repository.setMerchantWalletName(code, lang, stripHtml(name).trim());
      if (!row) throw walletNotFound();
      return row;
    } finally {
      this.brand.brandChanged();
    }
  }

  /** `GET /wps/relay/GCS_merchantWallet`: single-wallet switch and the enabled vendor wallets. */
  async merchantWallets(): Promise<MerchantWalletResponse> {
    const [{ singleWallet }, vendors] = await Promise.all([this.settings(), this.vendors()]);
    return {
      isSingle: singleWallet,
      wallets: [
        { code: MAIN_WALLET_CODE, name: MAIN_WALLET_NAME },
        ...(singleWallet ? [] : vendors.filter((v) => v.enabled)).map(({ code, name }) => ({
          code,
          name,
        })),
      ],
    };
  }

  /** Switches the brand between a single wallet and a wallet per vendor (operator command). */
  async setSingleWallet(singleWallet: boolean): Promise<void> {
    try {
      await this.repository.setSingleWallet(singleWallet);
    } finally {
      this.brand.brandChanged();
    }
  }

  /**
   * Creates the member's main wallet and a wallet per enabled vendor (unless the brand has a
   * single wallet) when missing, and answers every account of the member. Trial accounts have no
   * wallet (403).
   */
  async ensureAccounts(memberId: number): Promise<readonly WalletAccountRow[]> {
    return (await this.memberWallets(memberId)).accounts;
  }

  /**
   * `ensureAccounts` with the settings and the vendor list it read, so that a balance or a
   * transfer reads each once: the member check and the three reads go out together (one round
   * trip to the database, not two, then two more reads again).
   */
  private async memberWallets(
    memberId: number,
    /**
     * 'ids': only which accounts the member has is used (a movement reads its balances again under
     * its locks), so accounts known from an earlier read do: an account never goes away and never
     * changes hands, and a member never turns into a trial account.
     */
    use: 'balances' | 'ids' = 'balances',
  ): Promise<{
    singleWallet: boolean;
    vendors: MerchantWalletRow[];
    accounts: readonly WalletAccountRow[];
  }> {
    const known = use === 'ids' ? this.knownAccounts.get(memberId) : undefined;
    const [{ singleWallet }, vendors, accounts] = await Promise.all([
      this.settings(),
      this.vendors(),
      known ?? this.accountsOf(memberId),
    ]);
    const wanted = singleWallet ? [] : vendors.filter((v) => v.enabled).map((v) => v.code);
    const has = new Set(accounts.map((a) => (a.kind === 'main' ? MAIN_WALLET_CODE : a.vendorCode)));
    if (has.has(MAIN_WALLET_CODE) && wanted.every((code) => has.has(code))) {
      return { singleWallet, vendors, accounts };
    }
    await this.repository.createMemberAccounts(memberId, wanted);
    this.balancesChanged(memberId);
    const created = await this.repository.memberAccounts(memberId);
    this.remember(memberId, created);
    return { singleWallet, vendors, accounts: created };
  }

  /**
   * The member's accounts, kept or read (the member check and the read go out together): only a
   * real account's are kept, an unknown member is 404 and a trial account 403 every time.
   */
  private accountsOf(memberId: number): Promise<readonly WalletAccountRow[]> {
    const read = async () => {
      const [, accounts] = await Promise.all([
        this.requireRealMember(memberId),
        this.repository.memberAccounts(memberId),
      ]);
      this.remember(memberId, accounts);
      return accounts;
    };
    if (!this.cache) return read();
    return this.cache.get(memberId, async () => ({ value: await read(), memberId })) as Promise<
      readonly WalletAccountRow[]
    >;
  }

  /** Remembers a real member's accounts for `memberWallets(…, 'ids')` (the newest 100,000). */
  private remember(memberId: number, accounts: readonly WalletAccountRow[]): void {
    this.knownAccounts.delete(memberId);
    if (this.knownAccounts.size >= KNOWN_ACCOUNTS_MAX) {
      this.knownAccounts.delete(this.knownAccounts.keys().next().value!);
    }
    this.knownAccounts.set(memberId, accounts);
  }

  /**
   * The main wallet balance of each of `memberIds`, minor units, read from the ledger's accounts
   * in one query; a member without a wallet yet is left out (its balance is 0).
   */
  mainBalances(memberIds: readonly number[]): Promise<Map<number, number>> {
    return this.repository.mainBalances(memberIds);
  }

  /** `GET /wps/v2/wallets/balance`: every wallet of the member and their sum. */
  async balances(memberId: number): Promise<WalletBalanceResponse> {
    const { singleWallet, vendors, accounts } = await this.memberWallets(memberId);
    // Kept accounts answer the same until they or the brand's wallet list change: built once.
    const memo = this.balanceAnswers.get(accounts);
    if (memo && memo.vendors === vendors && memo.singleWallet === singleWallet) return memo.answer;
    const answer = this.balanceAnswer(accounts, vendors, singleWallet);
    this.balanceAnswers.set(accounts, { vendors, singleWallet, answer });
    return answer;
  }

  /**
   * Moves `amount` minor units (or the whole balance of `from`: 'all') between the member's main
   * wallet and one of its vendor wallets. A vendor wallet takes money in only while its vendor is
   * enabled; money can always be taken out of it.
   */
  async transfer(
    memberId: number,
    from: string,
    to: string,
    amount: number | 'all',
    idempotencyKey: string,
  ): Promise<WalletMovement> {
    this.checkKey(idempotencyKey);
    if (amount !== 'all') this.checkAmount(amount);
    if (from === to) {
      throw new AppError(400, WalletErrorCodes.TransferInvalid, WalletMessages.sameWallet);
    }
    const { singleWallet, vendors, accounts } = await this.memberWallets(memberId, 'ids');
    // A single-wallet brand takes nothing into a vendor wallet (what is left there may come out).
    if (singleWallet && from === MAIN_WALLET_CODE) {
      throw new AppError(400, WalletErrorCodes.SingleWallet, WalletMessages.singleWallet);
    }
    const source = this.findWallet(accounts, vendors, from, false);
    const target = this.findWallet(accounts, vendors, to, true);
    if (source.kind !== 'main' && target.kind !== 'main') {
      throw new AppError(400, WalletErrorCodes.TransferInvalid, WalletMessages.mainWalletRequired);
    }
    return this.post({
      kind: 'transfer',
      memberId,
      idempotencyKey,
      requestHash: requestHash(['transfer', from, to, amount]),
      reference: `${from}>${to}`,
      accountIds: [source.id, target.id],
      vendors,
      singleWallet,
      plan: (locked) => {
        const moved = amount === 'all' ? locked.get(source.id)!.balance : amount;
        return [
          { accountId: source.id, amount: -moved },
          { accountId: target.id, amount: moved },
        ];
      },
    });
  }

  /** Deposits into the member's main wallet (from the deposit-clearing account). */
  deposit(memberId: number, amount: number, options: Omit<MovementOptions, 'wallet'>) {
    return this.credit(memberId, 'deposit', amount, options);
  }

  /** Withdraws from the member's main wallet (to the withdrawal-clearing account). */
  withdraw(memberId: number, amount: number, options: Omit<MovementOptions, 'wallet'>) {
    return this.debit(memberId, 'withdrawal', amount, options);
  }

  /**
   * An operator's correction: a positive `amount` credits the member's main wallet, a negative one
   * debits it (never below 0), against the house account. Nothing is ever updated or deleted: a
   * wrong adjustment is corrected by another one. The key is the operator's (a caller's key, in
   * the member's namespace of callers' keys).
   */
  async adjust(
    memberId: number,
    amount: number,
    reason: string,
    idempotencyKey: string,
  ): Promise<WalletMovement> {
    if (!Number.isSafeInteger(amount) || amount === 0) throw amountInvalid();
    const options = { idempotencyKey, reference: reason };
    return amount > 0
      ? this.move(memberId, 'adjustment', amount, options, CREDIT_SOURCES.adjustment, 1, 'caller')
      : this.move(memberId, 'adjustment', -amount, options, DEBIT_TARGETS.adjustment, -1, 'caller');
  }

  /** Adds `amount` minor units to a member wallet, from the brand account of `kind`. */
  credit(memberId: number, kind: CreditKind, amount: number, options: MovementOptions) {
    return this.move(memberId, kind, amount, options, CREDIT_SOURCES[kind], 1);
  }

  /** Takes `amount` minor units from a member wallet (never below 0), to the brand account of `kind`. */
  debit(memberId: number, kind: DebitKind, amount: number, options: MovementOptions) {
    return this.move(memberId, kind, amount, options, DEBIT_TARGETS[kind], -1);
  }

  private async move(
    memberId: number,
    kind: LedgerKind,
    amount: number,
    options: MovementOptions,
    counterKind: SystemAccountKind,
    sign: 1 | -1,
    keyOwner: KeyOwner = 'server',
  ): Promise<WalletMovement> {
    const idempotencyKey = this.checkMovement(amount, options, keyOwner);
    const code = options.wallet ?? MAIN_WALLET_CODE;
    const [{ singleWallet, vendors, accounts }, counterId] = await Promise.all([
      this.memberWallets(memberId, 'ids'),
      this.counterAccountId(counterKind, memberId),
    ]);
    const wallet = this.findWallet(accounts, vendors, code, sign > 0);
    return this.post({
      kind,
      memberId,
      idempotencyKey,
      requestHash: requestHash([kind, code, sign * amount, options.reference]),
      reference: options.reference,
      accountIds: [wallet.id, counterId],
      vendors,
      singleWallet,
      plan: () => [
        { accountId: wallet.id, amount: sign * amount },
        { accountId: counterId, amount: -sign * amount },
      ],
    });
  }

  /**
   * The brand account on the other side of a member's movement of `kind`: for the house, the
   * member's shard of it (HOUSE_SHARDS), so that members moving money at once do not queue on one
   * locked row.
   */
  private counterAccountId(kind: SystemAccountKind, memberId: number): Promise<number> {
    return kind === 'house'
      ? this.repository.houseAccountId(memberId)
      : this.repository.systemAccountId(kind);
  }

  /** One movement through the ledger; refusals become error envelopes. */
  private async post(request: {
    kind: LedgerKind;
    memberId: number;
    idempotencyKey: string;
    requestHash: string;
    reference: string;
    accountIds: number[];
    vendors: MerchantWalletRow[];
    singleWallet: boolean;
    plan(locked: ReadonlyMap<number, WalletAccountRow>): PostLeg[];
    /** Another member whose balance the movement changes (the upline of a transfer to it). */
    alsoChanges?: number;
    /** A rule checked once the accounts are locked (see PostRequest.admit). */
    admit?(tx: Database): Promise<Error | null>;
  }): Promise<WalletMovement> {
    const { vendors, singleWallet, alsoChanges, ...rest } = request;
    try {
      const { response } = await this.repository.post<WalletMovement>({
        ...rest,
        answer: ({ transactionId, legs, accounts }) => ({
          ...this.balanceAnswer(accounts, vendors, singleWallet),
          amount: toMoneyString(
            Math.abs(legs.find((leg) => leg.accountId === rest.accountIds[0])!.amount),
          ),
          transactionId,
        }),
      });
      return response;
    } catch (error) {
      if (error instanceof LedgerRefusal) throw refusalError(error);
      throw error;
    } finally {
      // Committed, replayed or refused: the next balance answer reads what the database holds.
      this.balancesChanged(rest.memberId);
      if (alsoChanges !== undefined) this.balancesChanged(alsoChanges);
    }
  }

  /**
   * The main wallet, then the vendor wallets in the brand's order: those of enabled vendors and any
   * other that still holds money (a disabled vendor's, or every vendor's on a single-wallet brand).
   */
  private balanceAnswer(
    accounts: readonly WalletAccountRow[],
    vendors: readonly MerchantWalletRow[],
    singleWallet: boolean,
  ): WalletBalanceResponse {
    const main = accounts.find((a) => a.kind === 'main');
    const byCode = new Map(
      accounts.filter((a) => a.kind === 'vendor').map((a) => [a.vendorCode, a]),
    );
    const wallets = [
      {
        code: MAIN_WALLET_CODE,
        name: MAIN_WALLET_NAME,
        balance: toMoneyString(main?.balance ?? 0),
      },
    ];
    for (const vendor of vendors) {
      const account = byCode.get(vendor.code);
      if (account && ((vendor.enabled && !singleWallet) || account.balance !== 0)) {
        wallets.push({
          code: vendor.code,
          name: vendor.name,
          balance: toMoneyString(account.balance),
        });
      }
    }
    const sum = accounts.reduce((total, a) => total + a.balance, 0);
    return { sumBalance: toMoneyString(sum), wallets };
  }

  /** The member's account of a wallet code, or 404; `receiving`: the vendor must be enabled. */
  private findWallet(
    accounts: readonly WalletAccountRow[],
    vendors: readonly MerchantWalletRow[],
    code: string,
    receiving: boolean,
  ): WalletAccountRow {
    if (code === MAIN_WALLET_CODE) {
      const main = accounts.find((a) => a.kind === 'main');
      if (!main) throw walletNotFound();
      return main;
    }
    const vendor = vendors.find((v) => v.code === code);
    const account = accounts.find((a) => a.kind === 'vendor' && a.vendorCode === code);
    if (!vendor || !account || (receiving && !vendor.enabled)) throw walletNotFound();
    return account;
  }

  private checkAmount(amount: number): void {
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > WalletLimits.maxAmountMinor) {
      throw amountInvalid();
    }
  }

  /**
   * The idempotency key, the amount and the reference of a movement, each a 400 when bad; answers
   * the key as the ledger stores it (`ledgerKey`).
   */
  private checkMovement(
    amount: number,
    options: Pick<MovementOptions, 'idempotencyKey' | 'reference'>,
    keyOwner: KeyOwner = 'server',
  ): string {
    const key = this.ledgerKey(options.idempotencyKey, keyOwner);
    this.checkAmount(amount);
    this.checkReference(options.reference);
    return key;
  }

  private checkReference(reference: string): void {
    if (reference.length > REFERENCE_MAX_LENGTH) {
      throw new AppError(400, ErrorCodes.Validation, 'reference: too long');
    }
  }

  /**
   * A key as the ledger stores it: a caller's as it came, the name of a server's movement behind
   * SERVER_KEY_PREFIX (so that no caller's key can ever be a server's); a malformed one is 400.
   */
  private ledgerKey(key: string, owner: KeyOwner): string {
    if (owner === 'caller') {
      this.checkKey(key);
      return key;
    }
    if (typeof key !== 'string' || !SERVER_KEY_NAME.test(key)) {
      throw new AppError(400, ErrorCodes.Validation, 'idempotencyKey: 1–160 of A-Z a-z 0-9 _ -');
    }
    return serverLedgerKey(key);
  }

  private checkKey(key: string): void {
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      throw new AppError(400, ErrorCodes.Validation, 'idempotencyKey: 8–64 of A-Z a-z 0-9 _ -');
    }
  }

  /** Money moves only for real accounts: an unknown member is 404, a trial account 403. */
  private async requireRealMember(memberId: number): Promise<void> {
    const member = await this.members.findById(memberId);
    if (!member) throw new AppError(404, ErrorCodes.NotFound, 'Member not found');
    if (member.isAgent === TRIAL_ACCOUNT_TYPE) {
      throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.needsRealAccount);
    }
  }

  /**
   * A deposit into the member's main wallet, to be posted inside the caller's own database
   * transaction (a deposit order's completion: the order's status and its credit commit together
   * or not at all). Everything that reads outside a transaction is read here, first; the returned
   * `post(tx)` touches nothing but `tx` (on PGlite a query outside an open transaction would wait
   * for it). Same request hash as `deposit()`: the key means the same movement either way.
   */
  prepareDeposit(
    memberId: number,
    amount: number,
    options: Omit<MovementOptions, 'wallet'>,
  ): Promise<(tx: Database) => Promise<WalletMovement>> {
    return this.prepareCredit(memberId, 'deposit', amount, options);
  }

  /**
   * A credit of the member's main wallet from the brand account of `kind` (a promotion's bonus,
   * converted points, a salary…), to be posted inside the caller's own database transaction, so
   * that the caller's own rows (a claim, a points deduction) and the money commit together or not
   * at all; as `prepareDeposit`, everything outside a transaction is read first and the returned
   * `post(tx)` touches nothing but `tx`. Same request hash as `credit()` on the main wallet: the
   * key means the same movement either way. After the caller's transaction commits, it calls
   * `balancesChanged(memberId)` so that every process reads the new balance.
   */
  async prepareCredit(
    memberId: number,
    kind: CreditKind,
    amount: number,
    options: Omit<MovementOptions, 'wallet'>,
  ): Promise<(tx: Database) => Promise<WalletMovement>> {
    const idempotencyKey = this.checkMovement(amount, options);
    const [{ singleWallet }, vendors, accounts, counterId] = await Promise.all([
      this.settings(),
      this.vendors(),
      this.ensureAccounts(memberId),
      this.counterAccountId(CREDIT_SOURCES[kind], memberId),
    ]);
    const wallet = this.findWallet(accounts, vendors, MAIN_WALLET_CODE, true);
    return (tx) =>
      this.postMovement(tx, {
        kind,
        memberId,
        idempotencyKey,
        requestHash: requestHash([kind, MAIN_WALLET_CODE, amount, options.reference]),
        reference: options.reference,
        legs: [
          { accountId: wallet.id, amount },
          { accountId: counterId, amount: -amount },
        ],
        amount,
        vendors,
        singleWallet,
      });
  }

  /**
   * Credits of many members' main wallets from the brand account of `kind` (a lottery draw's
   * wins) as ONE ledger transaction, to be posted inside the caller's own database transaction
   * (the caller's rows and the money commit together or not at all): one entry per member (the
   * amounts of one member added together) and one brand-account entry of the total. The returned
   * `post(tx, credits)` touches nothing but `tx`, in a few set-based statements whatever the
   * number of members. The key is the brand's (no member): posted again with the same key and
   * credits it moves nothing and answers `replayed: true`; with other credits it is 409
   * IDEMPOTENCY_CONFLICT. A member balance above the limit refuses the whole movement
   * (BALANCE_LIMIT). No credits: nothing is written (`transactionId` null). After the caller's
   * commit, call `balancesChanged` of every member paid.
   */
  async prepareBulkCredit(
    kind: CreditKind,
    options: Omit<MovementOptions, 'wallet'>,
  ): Promise<
    (
      tx: Database,
      credits: readonly { memberId: number; amount: number }[],
    ) => Promise<{ transactionId: number | null; replayed: boolean; memberIds: number[] }>
  > {
    const idempotencyKey = this.ledgerKey(options.idempotencyKey, 'server');
    this.checkReference(options.reference);
    const counterId = await this.repository.systemAccountId(CREDIT_SOURCES[kind]);
    return async (tx, credits) => {
      const byMember = new Map<number, number>();
      for (const { memberId, amount } of credits) {
        if (!Number.isSafeInteger(memberId) || memberId <= 0) {
          throw new Error(`bulk credit: not a member id: ${memberId}`);
        }
        this.checkAmount(amount);
        byMember.set(memberId, (byMember.get(memberId) ?? 0) + amount);
      }
      const memberIds = [...byMember.keys()].sort((a, b) => a - b);
      if (memberIds.length === 0) return { transactionId: null, replayed: false, memberIds };
      const amounts = memberIds.map((id) => byMember.get(id)!);
      try {
        const result = await this.repository.postBulkCredit(tx, {
          kind,
          idempotencyKey,
          requestHash: requestHash(['bulk', kind, memberIds, amounts, options.reference]),
          reference: options.reference,
          counterAccountId: counterId,
          memberIds,
          amounts,
        });
        return { ...result, memberIds };
      } catch (error) {
        if (error instanceof LedgerRefusal) throw refusalError(error);
        throw error;
      }
    };
  }

  /**
   * `GET /wps/relay/ODSFE2_MemTransDet`: one page of the member's account record, every entry of
   * every wallet of the member (main and vendor), newest first. Days are calendar days of the
   * brand's time zone (UTC: the brand has none yet); `now` says which day is today. Bad values
   * are 400 VALIDATION_ERROR with a `WalletRecordMessages` message.
   */
  async accountRecord(
    memberId: number,
    query: AccountRecordQuery,
    now: Date = new Date(),
  ): Promise<AccountRecordResponse> {
    const invalid = (message: string) => new AppError(400, ErrorCodes.Validation, message);
    const kinds = parseLedgerKinds(query.type);
    if (kinds === null) throw invalid(WalletRecordMessages.typeInvalid);
    const pageNo = query.pageNo ?? 1;
    if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > AccountRecordLimits.maxPageNo) {
      throw invalid(WalletRecordMessages.pageNoInvalid);
    }
    const pageSize = query.pageSize ?? AccountRecordLimits.defaultPageSize;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > AccountRecordLimits.maxPageSize) {
      throw invalid(WalletRecordMessages.pageSizeInvalid);
    }
    const timeZone = ACCOUNT_RECORD_DEFAULT_TIME_ZONE;
    const to = query.to ?? calendarDayOf(now, timeZone);
    const from =
      query.from ??
      (isCalendarDay(to) ? addCalendarDays(to, 1 - AccountRecordLimits.defaultRangeDays) : to);
    const rangeError = accountRecordRangeError(from, to);
    if (rangeError !== null) throw invalid(rangeError);

    const accounts = await this.ensureAccounts(memberId);
    const filter = {
      memberId,
      kinds,
      since: zonedDayStart(from, timeZone),
      until: zonedDayStart(addCalendarDays(to, 1), timeZone),
    };
    const [rows, total, vendors] = await Promise.all([
      this.repository.memberEntries(filter, pageSize, (pageNo - 1) * pageSize),
      this.repository.countMemberEntries(filter),
      this.vendors(),
    ]);
    const names = new Map(vendors.map((v) => [v.code, v.name]));
    const wallets = new Map(
      accounts.map((a) => {
        const code = a.kind === 'main' ? MAIN_WALLET_CODE : (a.vendorCode ?? a.kind);
        const name = a.kind === 'main' ? MAIN_WALLET_NAME : (names.get(code) ?? code);
        return [a.id, { code, name }];
      }),
    );
    return {
      list: rows.map((row) => ({
        id: row.id,
        time: row.createdAt.toISOString(),
        kind: row.kind,
        wallet: wallets.get(row.accountId) ?? { code: String(row.accountId), name: '' },
        amount: toMoneyString(row.amount),
        balanceAfter: toMoneyString(row.balanceAfter),
        reference: row.reference,
      })),
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }

  /**
   * A page of the ledger entries of `memberIds` (a team) booked in [since, until), newest first,
   * each with its wallet's code and name in `language` (the brand's default when not given), and
   * how many match; one query each.
   */
  async entriesOfMembers(
    filter: MembersEntryFilter,
    limit: number,
    offset: number,
    language?: LanguageCode,
  ): Promise<{
    rows: (MembersEntryRow & { wallet: { code: string; name: string } })[];
    total: number;
  }> {
    const [rows, total, names] = await Promise.all([
      this.repository.membersEntries(filter, limit, offset),
      this.repository.countMembersEntries(filter),
      this.walletNames(language),
    ]);
    return {
      rows: rows.map((row) => {
        const code =
          row.accountKind === 'main' ? MAIN_WALLET_CODE : (row.vendorCode ?? row.accountKind);
        return { ...row, wallet: { code, name: names.get(code) ?? code } };
      }),
      total,
    };
  }

  /**
   * Per member of `memberIds` (a team): the sum of its entries of each of `kinds` booked in
   * [since, until) (signed, minor units); one grouped query.
   */
  kindTotalsByMember(filter: MembersEntryFilter): Promise<Map<number, Map<LedgerKind, number>>> {
    return this.repository.kindTotalsByMember(filter);
  }

  /**
   * `GET /wps/member/info/funds/consolidated`: the member's balances (the sum, the main wallet,
   * the vendor wallets together, each wallet as the balance call shows them) and the totals of
   * the member's completed deposits and withdrawals (ledger entries, all time).
   */
  async consolidatedFunds(memberId: number): Promise<ConsolidatedFundsResponse> {
    const accounts = await this.ensureAccounts(memberId);
    const [{ singleWallet }, vendors, totals] = await Promise.all([
      this.settings(),
      this.vendors(),
      this.repository.memberKindTotals(memberId, ['deposit', 'withdrawal']),
    ]);
    const sumOf = (kind: WalletAccountRow['kind']) =>
      accounts.filter((a) => a.kind === kind).reduce((total, a) => total + a.balance, 0);
    const { sumBalance, wallets } = this.balanceAnswer(accounts, vendors, singleWallet);
    return {
      sumBalance,
      mainBalance: toMoneyString(sumOf('main')),
      vendorBalance: toMoneyString(sumOf('vendor')),
      wallets,
      totalDeposit: toMoneyString(totals.get('deposit') ?? 0),
      totalWithdrawal: toMoneyString(-(totals.get('withdrawal') ?? 0)),
    };
  }

  /**
   * `POST /wps/relay/MCS_transferToUpline`: moves `amount` minor units from the member's main
   * wallet to its upline's main wallet, one `transfer` transaction (member −amount, upline
   * +amount; no brand account), idempotent by key like `transfer`. Refused when the member's
   * `toUpline` flag is off (403 UPLINE_TRANSFER_DISABLED) or it has no upline (400 NO_UPLINE).
   * Answers the member's balances after it.
   */
  async transferToUpline(
    memberId: number,
    amount: number,
    idempotencyKey: string,
  ): Promise<TransferToUplineResponse> {
    this.checkKey(idempotencyKey);
    this.checkAmount(amount);
    const accounts = await this.ensureAccounts(memberId);
    const found = await this.members.uplineOf(memberId);
    if (!found) throw new AppError(404, ErrorCodes.NotFound, 'Member not found');
    if (!found.toUpline) {
      throw new AppError(
        403,
        WalletRecordErrorCodes.UplineTransferDisabled,
        WalletRecordMessages.uplineTransferDisabled,
      );
    }
    const { member, upline } = found;
    if (!upline) {
      throw new AppError(400, WalletRecordErrorCodes.NoUpline, WalletRecordMessages.noUpline);
    }
    const [{ singleWallet }, vendors, uplineAccounts] = await Promise.all([
      this.settings(),
      this.vendors(),
      this.ensureAccounts(upline.id),
    ]);
    const source = accounts.find((a) => a.kind === 'main');
    const target = uplineAccounts.find((a) => a.kind === 'main');
    if (!source || !target) throw walletNotFound();
    const uplineId = upline.id;
    return this.post({
      kind: 'transfer',
      memberId,
      alsoChanges: uplineId,
      idempotencyKey,
      requestHash: requestHash(['transferToUpline', upline.id, amount]),
      reference: `upline:${member.username}>${upline.username}`,
      accountIds: [source.id, target.id],
      vendors,
      singleWallet,
      plan: () => [
        { accountId: source.id, amount: -amount },
        { accountId: target.id, amount },
      ],
    });
  }

  /**
   * An agent's transfer to a member of its tree (the agent module decides who may send to whom):
   * `amount` minor units from the agent's main wallet to the member's, one `transfer` transaction
   * (agent −amount, member +amount; no brand account) referenced `downline:<agent>><member>`, so
   * that both account records show it; idempotent by the agent's key. With the agent's main
   * account locked, the agent's transfers of the day (references `AGENT_TRANSFER_REFERENCE_PREFIX`
   * from `daily.since`) plus this one must stay within `daily.maxMinor`, else `daily.refusal()`;
   * the lock makes two transfers at once take turns, so neither the balance nor the daily total
   * can be overrun. Answers the agent's balances after it.
   */
  async transferToDownline(
    agent: { id: number; username: string },
    member: { id: number; username: string },
    amount: number,
    idempotencyKey: string,
    daily: { since: Date; maxMinor: number; refusal(): Error },
  ): Promise<WalletMovement> {
    this.checkKey(idempotencyKey);
    this.checkAmount(amount);
    const [accounts, memberAccounts, { singleWallet }, vendors] = await Promise.all([
      this.ensureAccounts(agent.id),
      this.ensureAccounts(member.id),
      this.settings(),
      this.vendors(),
    ]);
    const source = accounts.find((a) => a.kind === 'main');
    const target = memberAccounts.find((a) => a.kind === 'main');
    if (!source || !target) throw walletNotFound();
    return this.post({
      kind: 'transfer',
      memberId: agent.id,
      alsoChanges: member.id,
      idempotencyKey,
      requestHash: requestHash(['transferToDownline', member.id, amount]),
      reference: agentTransferReference(agent.username, member.username),
      accountIds: [source.id, target.id],
      vendors,
      singleWallet,
      admit: async (tx) => {
        const sent = await this.repository.sentSince(
          agent.id,
          source.id,
          'transfer',
          AGENT_TRANSFER_REFERENCE_PREFIX,
          daily.since,
          tx,
        );
        return sent + amount > daily.maxMinor ? daily.refusal() : null;
      },
      plan: () => [
        { accountId: source.id, amount: -amount },
        { accountId: target.id, amount },
      ],
    });
  }

  /**
   * A movement of a withdrawal, to be posted inside the caller's own database transaction (the
   * withdrawal's row and status change commit with it or not at all), like `prepareDeposit`:
   * everything read outside a transaction is read here, first. Every leg is kind 'withdrawal':
   * `hold` main → withdrawal clearing (the member's balance goes down at once; never below 0),
   * `payout` clearing → house (a disbursal, in full or a part), `return` clearing → main (a
   * rejection's or a receipt's refund of what was not paid out), `keep` clearing → house (a
   * forced receipt: the rest is not refunded).
   */
  async prepareWithdrawalMovement(
    memberId: number,
    movement: WithdrawalMovement,
    amount: number,
    options: WithdrawalMovementOptions,
  ): Promise<(tx: Database) => Promise<WalletMovement>> {
    const idempotencyKey = this.checkMovement(amount, options);
    const [{ singleWallet }, vendors, accounts, clearingId, houseId] = await Promise.all([
      this.settings(),
      this.vendors(),
      this.ensureAccounts(memberId),
      this.repository.systemAccountId(DEBIT_TARGETS.withdrawal),
      this.counterAccountId('house', memberId),
    ]);
    const main = this.findWallet(accounts, vendors, MAIN_WALLET_CODE, true);
    const [from, to] =
      movement === 'hold'
        ? [main.id, clearingId]
        : movement === 'return'
          ? [clearingId, main.id]
          : [clearingId, houseId];
    return (tx) =>
      this.postMovement(tx, {
        kind: 'withdrawal',
        memberId,
        idempotencyKey,
        requestHash: withdrawalRequestHash(movement, amount, options),
        reference: options.reference,
        legs: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
        amount,
        vendors,
        singleWallet,
      });
  }

  /**
   * Whether the withdrawal movement that `options` name was posted already (by
   * `prepareWithdrawalMovement` with the same key): true when it was, for the same request (a
   * retry: nothing is to move again); false when the key is new; 409 IDEMPOTENCY_CONFLICT when it
   * was posted for another request. A movement keyed by a caller's request (`options.request`)
   * is looked up before it is decided, since what it moves depends on the state it finds.
   */
  async withdrawalMovementPosted(
    memberId: number,
    movement: WithdrawalMovement,
    options: WithdrawalMovementOptions & { request: unknown },
  ): Promise<boolean> {
    if (options.request === undefined) throw new Error('withdrawalMovementPosted: no request');
    const key = this.ledgerKey(options.idempotencyKey, 'server');
    const posted = await this.repository.keyed(memberId, key);
    if (!posted) return false;
    if (posted.requestHash !== withdrawalRequestHash(movement, 0, options)) {
      throw refusalError(new LedgerRefusal('idempotency_conflict'));
    }
    return true;
  }

  /**
   * The money of one game round, to be posted inside the caller's own database transaction (the
   * round's immutable record commits with it or not at all), like `prepareDeposit`: everything read
   * outside a transaction is read here, first. Two ledger transactions on the member's `wallet`
   * (MAIN, or the vendor wallet the game plays on): the bet (kind 'bet', wallet → house, key
   * `<key>-b`; refused with INSUFFICIENT_BALANCE when the wallet holds less than the stake) and,
   * when the round won anything, the win (kind 'win', house → wallet, key `<key>-w`). The wallet
   * must take money in (an enabled vendor's). A bet key used before is 409 IDEMPOTENCY_CONFLICT
   * (nothing moves: the caller answers a retried round from its own record). Answers the wallet's balance before the bet and
   * after the win, both transactions and the member's balances after. After the caller's commit,
   * call `balancesChanged(memberId)`.
   */
  async prepareGameRound(
    memberId: number,
    round: {
      wallet: string;
      /** Minor units, > 0. */
      stake: number;
      /** Minor units returned by the round, ≥ 0 (0: lost). */
      win: number;
      /**
       * The round's name, 1–158 of [A-Za-z0-9_-]: the two movements' (server) keys are it with
       * `-b` and `-w`.
       */
      idempotencyKey: string;
      reference: string;
    },
  ): Promise<(tx: Database) => Promise<GameRoundMovement>> {
    const { wallet: code, stake, win, idempotencyKey, reference } = round;
    const keys = {
      bet: this.checkMovement(stake, { idempotencyKey: `${idempotencyKey}-b`, reference }),
      win: this.ledgerKey(`${idempotencyKey}-w`, 'server'),
    };
    if (!Number.isSafeInteger(win) || win < 0 || win > WalletLimits.maxBalanceMinor) {
      throw amountInvalid();
    }
    const [{ singleWallet, vendors, accounts }, houseId] = await Promise.all([
      this.memberWallets(memberId, 'ids'),
      this.counterAccountId('house', memberId),
    ]);
    const wallet = this.findWallet(accounts, vendors, code, true);
    const leg = (
      tx: Database,
      kind: 'bet' | 'win',
      amount: number,
    ): Promise<{ response: GameRoundLeg; replayed: boolean }> =>
      this.repository
        .post<GameRoundLeg>(
          {
            kind,
            memberId,
            idempotencyKey: keys[kind],
            requestHash: requestHash([kind, code, amount, reference]),
            reference,
            accountIds: [wallet.id, houseId],
            plan: () =>
              kind === 'bet'
                ? [
                    { accountId: wallet.id, amount: -amount },
                    { accountId: houseId, amount },
                  ]
                : [
                    { accountId: wallet.id, amount },
                    { accountId: houseId, amount: -amount },
                  ],
            answer: ({ transactionId, accounts: after }) => ({
              ...this.balanceAnswer(after, vendors, singleWallet),
              amount: toMoneyString(amount),
              transactionId,
              walletBalance: after.find((a) => a.id === wallet.id)!.balance,
            }),
          },
          tx,
        )
        .catch((error: unknown) => {
          throw error instanceof LedgerRefusal ? refusalError(error) : error;
        });
    return async (tx) => {
      const bet = await leg(tx, 'bet', stake);
      // The key belongs to a movement made before: this round must not move money again (the
      // caller answers a retry of a round from the round's record, never from here).
      if (bet.replayed) throw refusalError(new LedgerRefusal('idempotency_conflict'));
      const won = win > 0 ? await leg(tx, 'win', win) : null;
      const last = (won ?? bet).response;
      const { walletBalance: _balance, amount: _amount, transactionId: _id, ...balances } = last;
      return {
        balanceBefore: bet.response.walletBalance + stake,
        balanceAfter: last.walletBalance,
        betTransactionId: bet.response.transactionId,
        winTransactionId: won?.response.transactionId ?? null,
        balances,
      };
    };
  }

  /**
   * Posts in `tx` a movement of `amount` between two accounts (the legs, in their order: the
   * accounts it locks), answering the balances after, the amount and the transaction; a ledger
   * refusal is its AppError. A deposit or another credit, a withdrawal's hold, return or keep.
   */
  private async postMovement(
    tx: Database,
    movement: {
      kind: CreditKind | 'withdrawal';
      memberId: number;
      idempotencyKey: string;
      requestHash: string;
      reference: string;
      legs: readonly PostLeg[];
      amount: number;
      vendors: readonly MerchantWalletRow[];
      singleWallet: boolean;
    },
  ): Promise<WalletMovement> {
    const { legs, amount, vendors, singleWallet, ...request } = movement;
    try {
      const { response } = await this.repository.post<WalletMovement>(
        {
          ...request,
          accountIds: legs.map((leg) => leg.accountId),
          plan: () => legs.map((leg) => ({ ...leg })),
          answer: ({ transactionId, accounts: after }) => ({
            ...this.balanceAnswer(after, vendors, singleWallet),
            amount: toMoneyString(amount),
            transactionId,
          }),
        },
        tx,
      );
      return response;
    } catch (error) {
      if (error instanceof LedgerRefusal) throw refusalError(error);
      throw error;
    }
  }
}
