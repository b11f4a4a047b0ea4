// The member account-security tables (issue 27, My account): profile fields, the brand's account
// rules, banks and bank accounts, the authenticator and its recovery codes, login history and
// known addresses. The only code that touches them.
import { and, asc, count, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './member.tables';

export type ProfileRow = typeof t.memberProfiles.$inferSelect;
export type AccountRulesRow = typeof t.memberAccountRules.$inferSelect;
export type BankRow = typeof t.banks.$inferSelect;
export type BankAccountRow = typeof t.memberBankAccounts.$inferSelect;
export type TotpRow = typeof t.memberTotp.$inferSelect;
export type LoginHistoryRow = typeof t.memberLoginHistory.$inferSelect;
/** Profile columns of member_profiles. */
export type ProfileColumns = Partial<Omit<ProfileRow, 'memberId' | 'updatedAt'>>;
/** Profile columns of members. */
export type MemberProfileColumns = Partial<
  Pick<
    typeof t.members.$inferInsert,
    'nickname' | 'payeeName' | 'email' | 'mobileNum' | 'countryDialingCode'
  >
>;

/** Reads and writes the account-security tables. */
/** The one row of `data_key_checks`. */
const DATA_KEY_CHECK_ID = 'data-encryption-key';

export class MemberAccountRepository {
  constructor(private readonly db: Database) {}

  async rules(): Promise<AccountRulesRow> {
    const [row] = await this.db.select().from(t.memberAccountRules).limit(1);
    if (row) return row;
    // Written on first use with the table's defaults (one row, id 1).
    await this.db.insert(t.memberAccountRules).values({ id: 1 }).onConflictDoNothing();
    const [created] = await this.db.select().from(t.memberAccountRules).limit(1);
    return created!;
  }

  /** Writes the rules row when there is none (the demo brand's seed), never over an operator's. */
  async seedRules(values: Partial<Omit<AccountRulesRow, 'id'>>): Promise<void> {
    await this.db
      .insert(t.memberAccountRules)
      .values({ id: 1, ...values })
      .onConflictDoNothing();
  }

  async updateRules(values: Partial<Omit<AccountRulesRow, 'id'>>): Promise<AccountRulesRow> {
    await this.rules();
    const [row] = await this.db
      .update(t.memberAccountRules)
      .set(values)
      .where(eq(t.memberAccountRules.id, 1))
      .returning();
    return row!;
  }

  async profile(memberId: number): Promise<ProfileRow | null> {
    const [row] = await this.db
      .select()
      .from(t.memberProfiles)
      .where(eq(t.memberProfiles.memberId, memberId))
      .limit(1);
    return row ?? null;
  }

  /** Writes profile fields on both tables in one transaction. */
  async updateProfile(
    memberId: number,
    member: MemberProfileColumns,
    profile: ProfileColumns,
    now: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (Object.keys(member).length > 0) {
        await tx.update(t.members).set(member).where(eq(t.members.id, memberId));
      }
      if (Object.keys(profile).length > 0) {
        await tx
          .insert(t.memberProfiles)
          .values({ memberId, ...profile, updatedAt: now })
          .onConflictDoUpdate({
            target: t.memberProfiles.memberId,
            set: { ...profile, updatedAt: now },
          });
      }
    });
  }

  listBanks(): Promise<BankRow[]> {
    return this.db
      .select()
      .from(t.banks)
      .where(eq(t.banks.enabled, true))
      .orderBy(asc(t.banks.sortOrder), asc(t.banks.code));
  }

  /** Seeds the demo banks when the table is empty. */
  async seedBanks(rows: readonly { code: string; name: string }[]): Promise<void> {
    await this.db
      .insert(t.banks)
      .values(rows.map((row, index) => ({ ...row, sortOrder: index })))
      .onConflictDoNothing();
  }

  listBankAccounts(memberId: number): Promise<BankAccountRow[]> {
    return this.db
      .select()
      .from(t.memberBankAccounts)
      .where(eq(t.memberBankAccounts.memberId, memberId))
      .orderBy(asc(t.memberBankAccounts.id));
  }

  /**
   * Adds a bank account when the member has fewer than `max` (counted under a lock on the member
   * row, so two at once cannot pass the limit). Null when the limit is reached.
   */
  async addBankAccount(
    row: typeof t.memberBankAccounts.$inferInsert,
    max: number,
  ): Promise<BankAccountRow | null> {
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: t.members.id })
        .from(t.members)
        .where(eq(t.members.id, row.memberId))
        .for('update');
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(t.memberBankAccounts)
        .where(eq(t.memberBankAccounts.memberId, row.memberId));
      if (n >= max) return null;
      const [created] = await tx.insert(t.memberBankAccounts).values(row).returning();
      return created!;
    });
  }

  /** Deletes the member's own bank account; false when it has none with that id. */
  async deleteBankAccount(memberId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(t.memberBankAccounts)
      .where(and(eq(t.memberBankAccounts.id, id), eq(t.memberBankAccounts.memberId, memberId)))
      .returning({ id: t.memberBankAccounts.id });
    return rows.length > 0;
  }

  async totp(memberId: number): Promise<TotpRow | null> {
    const [row] = await this.db
      .select()
      .from(t.memberTotp)
      .where(eq(t.memberTotp.memberId, memberId))
      .limit(1);
    return row ?? null;
  }

  /** Every authenticator row that holds a secret (on, or being set up). */
  /** The fingerprint of the database's data-encryption key, or null before the first start. */
  async dataKeyFingerprint(): Promise<string | null> {
    const [row] = await this.db
      .select({ fingerprint: t.dataKeyChecks.fingerprint })
      .from(t.dataKeyChecks)
      .where(eq(t.dataKeyChecks.id, DATA_KEY_CHECK_ID));
    return row?.fingerprint ?? null;
  }

  /** Keeps `fingerprint` unless one is kept already; answers the one kept. */
  async keepDataKeyFingerprint(fingerprint: string): Promise<string> {
    await this.db
      .insert(t.dataKeyChecks)
      .values({ id: DATA_KEY_CHECK_ID, fingerprint })
      .onConflictDoNothing();
    return (await this.dataKeyFingerprint()) ?? fingerprint;
  }

  totpRowsWithSecrets(): Promise<TotpRow[]> {
    return this.db
      .select()
      .from(t.memberTotp)
      .where(or(isNotNull(t.memberTotp.secret), isNotNull(t.memberTotp.pendingSecret)));
  }

  /**
   * Replaces a row's stored secrets with `next` while they are still `current` (a change made
   * meanwhile is kept); true when replaced.
   */
  async replaceTotpSecrets(
    memberId: number,
    current: Pick<TotpRow, 'secret' | 'pendingSecret'>,
    next: Pick<TotpRow, 'secret' | 'pendingSecret'>,
  ): Promise<boolean> {
    const rows = await this.db
      .update(t.memberTotp)
      .set(next)
      .where(
        and(
          eq(t.memberTotp.memberId, memberId),
          sql`${t.memberTotp.secret} is not distinct from ${current.secret}`,
          sql`${t.memberTotp.pendingSecret} is not distinct from ${current.pendingSecret}`,
        ),
      )
      .returning({ memberId: t.memberTotp.memberId });
    return rows.length > 0;
  }

  async setPendingSecret(memberId: number, secret: string): Promise<void> {
    await this.db
      .insert(t.memberTotp)
      .values({ memberId, pendingSecret: secret })
      .onConflictDoUpdate({ target: t.memberTotp.memberId, set: { pendingSecret: secret } });
  }

  /**
   * Moves the step forward when it is later than the last accepted one: true when this call took
   * it (a code of that step, or an earlier one, is a replay: false).
   */
  async takeStep(memberId: number, step: number): Promise<boolean> {
    const rows = await this.db
      .update(t.memberTotp)
      .set({ lastStep: step })
      .where(and(eq(t.memberTotp.memberId, memberId), lt(t.memberTotp.lastStep, step)))
      .returning({ memberId: t.memberTotp.memberId });
    return rows.length > 0;
  }

  /** Turns the pending secret on with fresh recovery codes (their hashes). */
  async enableTotp(memberId: number, secret: string, codeHashes: string[], now: Date) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(t.memberTotp)
        .set({ secret, pendingSecret: null, enabledAt: now })
        .where(eq(t.memberTotp.memberId, memberId));
      await tx.delete(t.memberRecoveryCodes).where(eq(t.memberRecoveryCodes.memberId, memberId));
      await tx
        .insert(t.memberRecoveryCodes)
        .values(codeHashes.map((codeHash) => ({ memberId, codeHash })));
    });
  }

  async disableTotp(memberId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(t.memberTotp)
        .set({ secret: null, pendingSecret: null, enabledAt: null })
        .where(eq(t.memberTotp.memberId, memberId));
      await tx.delete(t.memberRecoveryCodes).where(eq(t.memberRecoveryCodes.memberId, memberId));
    });
  }

  async recoveryCodesLeft(memberId: number): Promise<number> {
    const [{ n } = { n: 0 }] = await this.db
      .select({ n: count() })
      .from(t.memberRecoveryCodes)
      .where(
        and(eq(t.memberRecoveryCodes.memberId, memberId), isNull(t.memberRecoveryCodes.usedAt)),
      );
    return n;
  }

  /** Uses up an unused recovery code of the member with this hash; false when there is none. */
  async useRecoveryCode(memberId: number, codeHash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(t.memberRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(t.memberRecoveryCodes.memberId, memberId),
          eq(t.memberRecoveryCodes.codeHash, codeHash),
          isNull(t.memberRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: t.memberRecoveryCodes.id });
    return rows.length > 0;
  }

  async addLogin(row: typeof t.memberLoginHistory.$inferInsert): Promise<number> {
    const [created] = await this.db
      .insert(t.memberLoginHistory)
      .values(row)
      .returning({ id: t.memberLoginHistory.id });
    return created!.id;
  }

  async loginRow(memberId: number, id: number): Promise<LoginHistoryRow | null> {
    const [row] = await this.db
      .select()
      .from(t.memberLoginHistory)
      .where(and(eq(t.memberLoginHistory.id, id), eq(t.memberLoginHistory.memberId, memberId)))
      .limit(1);
    return row ?? null;
  }

  async markLoginVerified(memberId: number, id: number, method: string): Promise<void> {
    await this.db
      .update(t.memberLoginHistory)
      .set({ verified: true, method })
      .where(and(eq(t.memberLoginHistory.id, id), eq(t.memberLoginHistory.memberId, memberId)));
  }

  async loginHistory(memberId: number, offset: number, limit: number) {
    const [rows, [{ n } = { n: 0 }]] = await Promise.all([
      this.db
        .select()
        .from(t.memberLoginHistory)
        .where(eq(t.memberLoginHistory.memberId, memberId))
        .orderBy(desc(t.memberLoginHistory.at), desc(t.memberLoginHistory.id))
        .offset(offset)
        .limit(limit),
      this.db
        .select({ n: count() })
        .from(t.memberLoginHistory)
        .where(eq(t.memberLoginHistory.memberId, memberId)),
    ]);
    return { rows, total: n };
  }

  async knownAddressCount(memberId: number): Promise<number> {
    const [{ n } = { n: 0 }] = await this.db
      .select({ n: count() })
      .from(t.memberKnownAddresses)
      .where(eq(t.memberKnownAddresses.memberId, memberId));
    return n;
  }

  async isKnownAddress(memberId: number, group: string): Promise<boolean> {
    const [row] = await this.db
      .select({ memberId: t.memberKnownAddresses.memberId })
      .from(t.memberKnownAddresses)
      .where(
        and(
          eq(t.memberKnownAddresses.memberId, memberId),
          eq(t.memberKnownAddresses.addressGroup, group),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async rememberAddress(memberId: number, group: string, now: Date): Promise<void> {
    await this.db
      .insert(t.memberKnownAddresses)
      .values({ memberId, addressGroup: group, firstAt: now, lastAt: now })
      .onConflictDoUpdate({
        target: [t.memberKnownAddresses.memberId, t.memberKnownAddresses.addressGroup],
        set: { lastAt: now },
      });
  }
}
