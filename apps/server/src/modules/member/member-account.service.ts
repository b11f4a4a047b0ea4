// Rules of My account (issue 27): the profile fields of SPEC.md §3 checked with the brand's
// validators, the fields that lock once set, withdrawal bank accounts, the authenticator (TOTP,
// with hashed single-use recovery codes and replayed codes refused), login history and the
// addresses a member has verified. The session module uses it for the new-address check of a
// login (SPEC.md §4) and to bind contacts after their codes.
import type {
  AccountRules,
  AccountRulesUpdate,
  BankAccount,
  BankAccountsResponse,
  IpProofMethod,
  LoginHistoryQuery,
  LoginHistoryResponse,
  MemberProfileResponse,
  ProfileField,
  ProfileRule,
  TotpEnableResponse,
  TotpSetupResponse,
  TotpStatusResponse,
  UpdateProfileRequest,
} from '@lotusplay/api-client/contracts';
import {
  ageMessage,
  ageOn,
  DEFAULT_PROFILE_RULES,
  EDITABLE_PROFILE_FIELDS,
  ErrorCodes,
  IP_PROOF_METHODS,
  maskBankAccountNumber,
  MemberAccountErrorCodes as Codes,
  MemberAccountLimits as Limits,
  MemberAccountMessages as Messages,
  normaliseBankAccountNumber,
  PROFILE_FIELDS,
  sameHolderName,
} from '@lotusplay/api-client/contracts';
import { checkField, fieldMessage, fieldProblemMessage } from '@lotusplay/api-client/validation';
import { generateSecret, generateURI, verify } from 'otplib';
import { AppError } from '../../lib/envelope';
import { SecretBox } from '../../lib/secret-box';
import { randomString, sha256 } from '../../lib/tokens';
import type { SystemService } from '../system/system.service';
import type {
  AccountRulesRow,
  BankAccountRow,
  MemberAccountRepository,
  MemberProfileColumns,
  ProfileColumns,
} from './member-account.repository';
import type { MemberRow, MemberService } from './member.service';

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const MEMBER_COLUMNS = new Set<ProfileField>(['nickname', 'payeeName', 'email', 'mobileNum']);

/** The demo brand's banks (seeded when the table is empty). */
export const DEMO_BANKS = [
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'BPI', name: 'Bank of the Philippine Islands' },
  { code: 'MBTC', name: 'Metrobank' },
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'KBANK', name: 'Kasikornbank' },
  { code: 'GCASH', name: 'GCash' },
] as const;

/** What a login from an address tells the session module. */
export interface LoginAddress {
  /** The login history row. */
  historyId: number;
  /** Whether the address is new to the member and must be proved before the session is usable. */
  needsProof: boolean;
}

/** My account: profile, bank accounts, authenticator, login history, known addresses. */
/** Why a start with a data-encryption key other than the database's is refused. */
const ANOTHER_KEY =
  'The secrets in the database were encrypted with another key: give every server process the same DATA_ENCRYPTION_KEY (or the same DATA_DIR key file)';

export class MemberAccountService {
  constructor(
    private readonly repository: MemberAccountRepository,
    private readonly members: MemberService,
    private readonly system: Pick<
      SystemService,
      'getBrand' | 'listRegisterValidators' | 'resolveCountry' | 'addressKeys'
    >,
    private readonly clock: () => Date,
    private readonly secrets: SecretBox,
  ) {}

  // ---- the brand's account rules

  /** GET /wps/member/accountRules. */
  async accountRules(): Promise<AccountRules> {
    return toRules(await this.repository.rules());
  }

  /** PUT /ops/member/accountRules (operator). */
  async updateAccountRules(update: AccountRulesUpdate): Promise<AccountRules> {
    const values: Partial<Omit<AccountRulesRow, 'id'>> = { ...update };
    if (update.lockedProfileFields)
      values.lockedProfileFields = [...new Set(update.lockedProfileFields)];
    if (update.ipProofMethods) values.ipProofMethods = [...new Set(update.ipProofMethods)];
    return toRules(await this.repository.updateRules(values));
  }

  // ---- profile

  private async profileRules(): Promise<ProfileRule[]> {
    const validators = new Map(
      (await this.system.listRegisterValidators()).map((row) => [row.key, row]),
    );
    return PROFILE_FIELDS.map((key) => {
      const brand = validators.get(key === 'payeeName' ? 'payeeName' : key);
      const fallback = DEFAULT_PROFILE_RULES[key];
      return {
        key,
        required: false,
        minLength: brand?.minLength ?? fallback.minLength,
        maxLength: brand?.maxLength ?? fallback.maxLength,
        patternId: brand?.patternId ?? fallback.patternId,
        acceptedPattern: brand?.acceptedPattern ?? '*',
      };
    });
  }

  private async values(member: MemberRow): Promise<Record<ProfileField, string | null>> {
    const profile = await this.repository.profile(member.id);
    return {
      nickname: member.nickname,
      payeeName: member.payeeName,
      email: member.email,
      mobileNum: member.mobileNum,
      telegram: profile?.telegram ?? null,
      zalo: profile?.zalo ?? null,
      whatsapp: profile?.whatsapp ?? null,
      birthday: profile?.birthday ?? null,
      address: profile?.address ?? null,
      nationality: profile?.nationality ?? null,
      occupation: profile?.occupation ?? null,
      incomeSource: profile?.incomeSource ?? null,
      birthPlace: profile?.birthPlace ?? null,
    };
  }

  /** GET /wps/member/profile. */
  async profile(memberId: number): Promise<MemberProfileResponse> {
    const member = await this.real(memberId);
    const [values, rules, accountRules] = await Promise.all([
      this.values(member),
      this.profileRules(),
      this.repository.rules(),
    ]);
    const locked = PROFILE_FIELDS.filter(
      (field) => accountRules.lockedProfileFields.includes(field) && !!values[field],
    );
    return { values, countryDialingCode: member.countryDialingCode, locked, rules };
  }

  /**
   * PUT /wps/member/profile: each given field is trimmed and checked with its rule (an empty one
   * clears it, except the nickname); a field the brand locks once set may not change (400
   * PROFILE_FIELD_LOCKED); a birthday must give the brand's minimum age.
   */
  async updateProfile(
    memberId: number,
    body: UpdateProfileRequest,
  ): Promise<MemberProfileResponse> {
    const member = await this.real(memberId);
    const [current, rules, accountRules] = await Promise.all([
      this.values(member),
      this.profileRules(),
      this.repository.rules(),
    ]);
    const memberColumns: MemberProfileColumns = {};
    const profileColumns: ProfileColumns = {};
    for (const field of EDITABLE_PROFILE_FIELDS) {
      const given = body[field];
      if (given === undefined) continue;
      const text = given.trim();
      if (text === (current[field] ?? '')) continue;
      if (accountRules.lockedProfileFields.includes(field) && current[field]) {
        throw new AppError(
          400,
          Codes.ProfileFieldLocked,
          fieldMessage(field, Messages.profileFieldLocked),
        );
      }
      const rule = rules.find((r) => r.key === field)!;
      const problem = checkField(text, { ...rule, required: field === 'nickname' });
      if (problem)
        throw new AppError(400, ErrorCodes.Validation, fieldProblemMessage(field, problem, rule));
      if (field === 'birthday' && text) {
        const age = ageOn(text, this.clock());
        if (age === null || age < accountRules.minimumAge || age > 150) {
          throw new AppError(
            400,
            ErrorCodes.Validation,
            fieldMessage(field, ageMessage(Messages.birthdayUnderAge, accountRules.minimumAge)),
          );
        }
      }
      const value = text || null;
      if (MEMBER_COLUMNS.has(field)) {
        (memberColumns as Record<string, string | null>)[field] = value;
      } else {
        (profileColumns as Record<string, string | null>)[field] = value;
      }
    }
    if (memberColumns.nickname === null) delete memberColumns.nickname;
    await this.repository.updateProfile(member.id, memberColumns, profileColumns, this.clock());
    if (Object.keys(memberColumns).length > 0) this.members.memberChanged(member.id);
    return this.profile(member.id);
  }

  /**
   * Binds the member's mobile number or e-mail (the session module checked the code sent to it):
   * 409 CONTACT_TAKEN when another member has the number.
   */
  async setContact(
    memberId: number,
    contact: { mobileNum: string; countryDialingCode: string } | { email: string },
  ): Promise<void> {
    const member = await this.real(memberId);
    if ('email' in contact) {
      await this.repository.updateProfile(member.id, { email: contact.email }, {}, this.clock());
    } else {
      const other = await this.members.findByMobile(contact.countryDialingCode, contact.mobileNum);
      if (other && other.id !== member.id) {
        throw new AppError(409, Codes.ContactTaken, Messages.contactTaken);
      }
      try {
        await this.repository.updateProfile(
          member.id,
          {
            mobileNum: contact.mobileNum.replace(/^0+/, ''),
            countryDialingCode: contact.countryDialingCode,
          },
          {},
          this.clock(),
        );
      } catch (error) {
        // The unique index: another member bound the number a moment earlier.
        if ((error as { cause?: { code?: string } })?.cause?.code === '23505') {
          throw new AppError(409, Codes.ContactTaken, Messages.contactTaken);
        }
        throw error;
      }
    }
    this.members.memberChanged(member.id);
  }

  // ---- bank accounts

  /** GET /wps/member/bankAccounts. */
  async bankAccounts(memberId: number): Promise<BankAccountsResponse> {
    const member = await this.real(memberId);
    const [banks, rows, rules] = await Promise.all([
      this.repository.listBanks(),
      this.repository.listBankAccounts(member.id),
      this.repository.rules(),
    ]);
    const names = new Map(banks.map((b) => [b.code, b.name]));
    return {
      banks: banks.map((b) => ({ code: b.code, name: b.name })),
      accounts: rows.map((row) => toBankAccount(row, names)),
      nameMustMatch: rules.payeeNameMustMatch,
      realName: member.payeeName,
      max: Limits.bankAccountsMax,
    };
  }

  /**
   * POST /wps/member/bankAccounts: a known bank, a number of 6 to 30 digits, a holder name that is
   * the member's real name where the brand requires it (a real name must be set first); at most
   * `bankAccountsMax`, the same account once.
   */
  async addBankAccount(
    memberId: number,
    body: { bankCode: string; accountName: string; accountNumber: string },
  ): Promise<BankAccount> {
    const member = await this.real(memberId);
    const [banks, rules] = await Promise.all([
      this.repository.listBanks(),
      this.repository.rules(),
    ]);
    const bank = banks.find((b) => b.code === body.bankCode.trim());
    if (!bank) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldMessage('bankCode', Messages.unknownBank),
      );
    }
    const number = normaliseBankAccountNumber(body.accountNumber);
    if (!number) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldMessage('accountNumber', Messages.bankAccountNumber),
      );
    }
    const name = body.accountName.trim().replace(/\s+/g, ' ');
    if (!name) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldProblemMessage('accountName', 'required'),
      );
    }
    if (rules.payeeNameMustMatch) {
      if (!member.payeeName)
        throw new AppError(400, Codes.RealNameRequired, Messages.realNameRequired);
      if (!sameHolderName(name, member.payeeName)) {
        throw new AppError(400, Codes.BankNameMismatch, Messages.bankNameMismatch);
      }
    }
    let row: BankAccountRow | null;
    try {
      row = await this.repository.addBankAccount(
        {
          memberId: member.id,
          bankCode: bank.code,
          accountName: name,
          accountNumber: number,
          createdAt: this.clock(),
        },
        Limits.bankAccountsMax,
      );
    } catch (error) {
      if ((error as { cause?: { code?: string } })?.cause?.code === '23505') {
        throw new AppError(409, Codes.BankAccountDuplicate, Messages.bankAccountDuplicate);
      }
      throw error;
    }
    if (!row) throw new AppError(400, Codes.BankAccountLimit, Messages.bankAccountLimit);
    return toBankAccount(row, new Map([[bank.code, bank.name]]));
  }

  /** DELETE /wps/member/bankAccounts/:id: only the member's own (another's is 404). */
  async deleteBankAccount(memberId: number, id: number): Promise<void> {
    await this.real(memberId);
    if (!(await this.repository.deleteBankAccount(memberId, id))) {
      throw new AppError(404, Codes.BankAccountNotFound, Messages.bankAccountNotFound);
    }
  }

  /**
   * One of the member's own bank accounts with its whole number, for a withdrawal paid to it (the
   * wallet module records it); null when the member has none with that id (another member's
   * included).
   */
  async withdrawalBankAccount(
    memberId: number,
    id: number,
  ): Promise<{
    id: number;
    bankCode: string;
    bankName: string;
    accountName: string;
    accountNumber: string;
  } | null> {
    const [rows, banks] = await Promise.all([
      this.repository.listBankAccounts(memberId),
      this.repository.listBanks(),
    ]);
    const row = rows.find((r) => r.id === id);
    if (!row) return null;
    return {
      id: row.id,
      bankCode: row.bankCode,
      bankName: banks.find((b) => b.code === row.bankCode)?.name ?? row.bankCode,
      accountName: row.accountName,
      accountNumber: row.accountNumber,
    };
  }

  /** Whether `answer` is the holder name of one of the member's bank accounts (a new-address proof). */
  async matchesBankAccountName(memberId: number, answer: string): Promise<boolean> {
    const rows = await this.repository.listBankAccounts(memberId);
    return rows.some((row) => sameHolderName(row.accountName, answer));
  }

  // ---- the authenticator

  /** GET /wps/member/totp. */
  async totpStatus(memberId: number): Promise<TotpStatusResponse> {
    await this.real(memberId);
    const row = await this.repository.totp(memberId);
    const enabled = row?.secret != null;
    return {
      enabled,
      recoveryCodesLeft: enabled ? await this.repository.recoveryCodesLeft(memberId) : 0,
    };
  }

  /** POST /wps/member/totp/setup: a new secret (with the login password), on once a code confirms it. */
  async totpSetup(memberId: number, loginPassword: string): Promise<TotpSetupResponse> {
    const member = await this.members.checkLoginPassword(memberId, loginPassword);
    const row = await this.repository.totp(member.id);
    if (row?.secret) throw new AppError(400, Codes.TotpState, Messages.totpAlreadyOn);
    const secret = generateSecret();
    // Stored encrypted (AES-256-GCM with the server's data key), answered once in the clear.
    await this.repository.setPendingSecret(member.id, this.sealTotp(member.id, secret));
    const brand = await this.system.getBrand();
    return {
      secret,
      uri: generateURI({ issuer: brand.brandName, label: member.username, secret }),
    };
  }

  /** POST /wps/member/totp/enable: the first code turns it on and answers the recovery codes. */
  async totpEnable(memberId: number, code: string): Promise<TotpEnableResponse> {
    await this.real(memberId);
    const row = await this.repository.totp(memberId);
    if (row?.secret) throw new AppError(400, Codes.TotpState, Messages.totpAlreadyOn);
    if (!row?.pendingSecret) throw new AppError(400, Codes.TotpState, Messages.totpNoSetup);
    if (!(await this.acceptCode(memberId, this.openTotp(memberId, row.pendingSecret), code))) {
      throw new AppError(400, Codes.TotpInvalid, Messages.totpInvalid);
    }
    const codes = Array.from({ length: Limits.recoveryCodes }, () =>
      randomString(Limits.recoveryCodeLength, RECOVERY_ALPHABET),
    );
    await this.repository.enableTotp(
      memberId,
      row.pendingSecret,
      codes.map(recoveryHash),
      this.clock(),
    );
    return { recoveryCodes: codes };
  }

  /** POST /wps/member/totp/disable: the login password and a current code or a recovery code. */
  async totpDisable(memberId: number, loginPassword: string, code: string): Promise<void> {
    await this.members.checkLoginPassword(memberId, loginPassword);
    const row = await this.repository.totp(memberId);
    if (!row?.secret) throw new AppError(400, Codes.TotpState, Messages.totpNotOn);
    if (!(await this.checkTotp(memberId, code))) {
      throw new AppError(400, Codes.TotpInvalid, Messages.totpInvalid);
    }
    await this.repository.disableTotp(memberId);
  }

  /** Whether the member has the authenticator on. */
  async totpEnabled(memberId: number): Promise<boolean> {
    return (await this.repository.totp(memberId))?.secret != null;
  }

  /**
   * Checks an authenticator code (or uses up a recovery code) of a member whose authenticator is
   * on. A code is accepted once: its time step, or an earlier one, is refused afterwards.
   */
  async checkTotp(memberId: number, answer: string): Promise<boolean> {
    const row = await this.repository.totp(memberId);
    if (!row?.secret) return false;
    const text = answer.trim().replace(/\s+/g, '');
    if (/^\d+$/.test(text)) {
      return this.acceptCode(memberId, this.openTotp(memberId, row.secret), text);
    }
    return this.repository.useRecoveryCode(
      memberId,
      recoveryHash(text.toLowerCase()),
      this.clock(),
    );
  }

  /**
   * Seals the authenticator secrets stored in the clear before encryption at rest (the module's
   * seed at every start, under the migration lock); answers how many rows it sealed. Throws when
   * the database's key fingerprint, or a sealed secret, says another key: another process sealed
   * them with another key (DATA_ENCRYPTION_KEY must be the same on every process of a database).
   */
  static async sealStoredTotpSecrets(
    repository: MemberAccountRepository,
    secrets: SecretBox,
  ): Promise<number> {
    // The key must be the one the database's secrets are sealed with: its fingerprint, kept by
    // the first start with a key, tells at once (even before any secret is sealed).
    const fingerprint = secrets.fingerprint();
    const kept = await repository.dataKeyFingerprint();
    if (kept !== null && kept !== fingerprint) throw new Error(ANOTHER_KEY);
    const rows = await repository.totpRowsWithSecrets();
    // A database whose secrets were sealed before the fingerprint was kept: one of them must
    // open with this key before the key is kept, or anything is sealed with it.
    const probe = rows
      .flatMap((row) =>
        [row.secret, row.pendingSecret].map((value) => ({
          value,
          context: totpContext(row.memberId),
        })),
      )
      .find(
        (entry): entry is { value: string; context: string } =>
          entry.value !== null && SecretBox.isSealed(entry.value),
      );
    if (probe) {
      try {
        secrets.open(probe.value, probe.context);
      } catch {
        throw new Error(ANOTHER_KEY);
      }
    }
    // Two first starts at once with different keys: the one whose fingerprint was not kept stops.
    if (kept === null && (await repository.keepDataKeyFingerprint(fingerprint)) !== fingerprint) {
      throw new Error(ANOTHER_KEY);
    }
    let sealed = 0;
    for (const row of rows) {
      const context = totpContext(row.memberId);
      const seal = (value: string | null) =>
        value === null || SecretBox.isSealed(value) ? value : secrets.seal(value, context);
      const next = { secret: seal(row.secret), pendingSecret: seal(row.pendingSecret) };
      if (next.secret === row.secret && next.pendingSecret === row.pendingSecret) continue;
      if (await repository.replaceTotpSecrets(row.memberId, row, next)) sealed += 1;
    }
    return sealed;
  }

  private sealTotp(memberId: number, secret: string): string {
    return this.secrets.seal(secret, totpContext(memberId));
  }

  private openTotp(memberId: number, stored: string): string {
    return this.secrets.open(stored, totpContext(memberId));
  }

  private async acceptCode(memberId: number, secret: string, code: string): Promise<boolean> {
    const token = code.trim();
    if (token.length !== Limits.totpDigits || !/^\d+$/.test(token)) return false;
    const period = Limits.totpPeriodSeconds;
    const epoch = Math.floor(this.clock().getTime() / 1000);
    const result = await verify({
      secret,
      token,
      epoch,
      epochTolerance: Limits.totpToleranceSteps * period,
    });
    if (!result.valid) return false;
    // The step the code belongs to: taken once, so the same code (or an older one) never passes again.
    return this.repository.takeStep(memberId, Math.floor(epoch / period) + result.delta);
  }

  // ---- logins and addresses

  /** GET /wps/member/loginHistory. */
  async loginHistory(memberId: number, query: LoginHistoryQuery): Promise<LoginHistoryResponse> {
    await this.real(memberId);
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? Limits.loginHistoryPageSizeDefault;
    const { rows, total } = await this.repository.loginHistory(
      memberId,
      (pageNo - 1) * pageSize,
      pageSize,
    );
    return {
      entries: rows.map((row) => ({
        at: row.at.toISOString(),
        ip: row.ip,
        country: row.country,
        device: row.device,
        newAddress: row.newAddress,
        verified: row.verified,
        method: (row.method as IpProofMethod | null) ?? null,
      })),
      pageNo,
      pageSize,
      total,
    };
  }

  /**
   * Records a login of `member` from `ip` and decides whether the address must be proved: only
   * when the brand checks new addresses, the member has logged in from others before (the first
   * address is trusted: the one registered or first used), this one is not among them, and the
   * member has at least one proof the brand allows. A known address is remembered again.
   */
  async recordLogin(member: MemberRow, ip: string, device: string): Promise<LoginAddress> {
    const now = this.clock();
    const [[group], country, rules] = await Promise.all([
      this.system.addressKeys(ip),
      this.system.resolveCountry(ip),
      this.repository.rules(),
    ]);
    const [known, count] = await Promise.all([
      this.repository.isKnownAddress(member.id, group),
      this.repository.knownAddressCount(member.id),
    ]);
    const newAddress = !known && count > 0;
    const needsProof =
      newAddress && rules.newIpVerification && (await this.proofMethods(member)).length > 0;
    // Only a verified address is remembered: the first one, a known one, a proved one. A new
    // address of a member with nothing to prove with (or while the brand does not check) is
    // usable but stays unverified and new.
    if (!newAddress) await this.repository.rememberAddress(member.id, group, now);
    const historyId = await this.repository.addLogin({
      memberId: member.id,
      at: now,
      ip,
      country,
      device: device.slice(0, Limits.deviceMaxLength),
      newAddress,
      verified: !newAddress,
      method: null,
    });
    return { historyId, needsProof };
  }

  /** The new address of a login was proved with `method`: remembered, the login marked verified. */
  async addressVerified(
    memberId: number,
    ip: string,
    historyId: number | null,
    method: IpProofMethod,
  ): Promise<void> {
    // The address of the login that asked for the proof (the request proving it may come from
    // another address of the same member).
    const login = historyId === null ? null : await this.repository.loginRow(memberId, historyId);
    const [group] = await this.system.addressKeys(login?.ip ?? ip);
    await this.repository.rememberAddress(memberId, group, this.clock());
    if (login) await this.repository.markLoginVerified(memberId, login.id, method);
  }

  /** The proofs of a new address the brand allows and the member can give, in the brand's order. */
  async proofMethods(member: MemberRow): Promise<IpProofMethod[]> {
    const rules = await this.repository.rules();
    const [banks, totp] = await Promise.all([
      this.repository.listBankAccounts(member.id),
      this.totpEnabled(member.id),
    ]);
    const can: Record<IpProofMethod, boolean> = {
      mobile: !!member.mobileNum && !!member.countryDialingCode,
      email: !!member.email,
      bankAccountName: banks.length > 0,
      totp,
    };
    return rules.ipProofMethods.filter(
      (m): m is IpProofMethod =>
        (IP_PROOF_METHODS as readonly string[]).includes(m) && can[m as IpProofMethod],
    );
  }

  /** The demo banks, when the table is empty (the module's start seed). */
  seedBanks(): Promise<void> {
    return this.repository.seedBanks(DEMO_BANKS);
  }

  private async real(memberId: number): Promise<MemberRow> {
    // The payment password's rules: 404 unknown, 403 trial.
    await this.members.paymentPasswordStatus(memberId);
    return (await this.members.findById(memberId))!;
  }
}

/** What a member's authenticator secret is sealed for: its row (a copy elsewhere does not open). */
function totpContext(memberId: number): string {
  return `member_totp:${memberId}`;
}

function recoveryHash(code: string): string {
  return sha256(`recovery:${code}`);
}

function toRules(row: AccountRulesRow): AccountRules {
  return {
    minimumAge: row.minimumAge,
    lockedProfileFields: row.lockedProfileFields.filter((f): f is ProfileField =>
      (PROFILE_FIELDS as readonly string[]).includes(f),
    ),
    payeeNameMustMatch: row.payeeNameMustMatch,
    newIpVerification: row.newIpVerification,
    ipProofMethods: row.ipProofMethods.filter((m): m is IpProofMethod =>
      (IP_PROOF_METHODS as readonly string[]).includes(m),
    ),
  };
}

function toBankAccount(row: BankAccountRow, names: ReadonlyMap<string, string>): BankAccount {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: names.get(row.bankCode) ?? row.bankCode,
    accountName: row.accountName,
    accountNumber: maskBankAccountNumber(row.accountNumber),
    createdAt: row.createdAt.toISOString(),
  };
}
