// Rules of the calls that create an account or change how it logs in: registration (which logs the
// new member in), the password change, and the recovery by e-mail or by phone (which end sessions).
// They belong to the session module because they start and end sessions; the accounts themselves
// are the member module's, reached through its service.
import type {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  LoginResponse,
  RegisterRequest,
  ResetByPhoneRequest,
} from '@lotusplay/api-client';
import {
  accountKey,
  checkField,
  fieldMessage,
  fieldProblemMessage,
  findRegisterProblem,
  isMobileNumber,
  registerValues,
} from '@lotusplay/api-client/validation';
import type { FieldProblem, FieldRule, RegisterMode } from '@lotusplay/api-client/validation';
import {
  AuthErrorCodes,
  AuthLimits,
  AuthMessages,
  ErrorCodes,
  ageMessage,
  isPaymentPassword,
  MemberAccountErrorCodes,
  MemberAccountMessages,
  TRIAL_ACCOUNT_TYPE,
  ValidationMessages,
  WithdrawalMessages,
} from '@lotusplay/api-client/contracts';
import { isCommonPassword } from '../../lib/common-passwords';
import { AppError } from '../../lib/envelope';
import type { PasswordHasher } from '../../lib/password';
import { normaliseMobile } from '../../lib/phone';
import { randomString, safeEqual } from '../../lib/tokens';
import type { MemberAccountService } from '../member/member-account.service';
import { AccountTakenError } from '../member/member.service';
import type { MemberRow, MemberService } from '../member/member.service';
import type { SystemService } from '../system/system.service';
import type { VerificationService } from '../verification/verification.service';
import { unusablePasswordHash } from './session.service';
import type { ActiveSession, SessionService } from './session.service';

/** The VALIDATION_ERROR of one field, e.g. 'username: Account format is incorrect'. */
export function fieldError(field: string, problem: Exclude<FieldProblem, null>, rule?: FieldRule) {
  return new AppError(400, ErrorCodes.Validation, fieldProblemMessage(field, problem, rule));
}

const TEMP_PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
const TEMP_PASSWORD_DIGITS = '23456789';

/** A random temporary password with letters and digits (passes pattern 5). */
function temporaryPassword(): string {
  return `${randomString(8, TEMP_PASSWORD_LETTERS)}${randomString(4, TEMP_PASSWORD_DIGITS)}`;
}

/** Registration, password change and password recovery. */
export class AccountService {
  constructor(
    private readonly sessions: SessionService,
    private readonly members: MemberService,
    private readonly system: SystemService,
    private readonly verification: VerificationService,
    private readonly clock: () => Date,
    private readonly passwords: PasswordHasher,
    private readonly account: MemberAccountService,
  ) {}

  private async rules(): Promise<Map<string, FieldRule & { enabled: boolean }>> {
    const rows = await this.system.listRegisterValidators();
    return new Map(rows.map((row) => [row.key, row]));
  }

  private async checkNewPassword(field: string, password: string): Promise<void> {
    const rule = (await this.rules()).get('password');
    const problem = rule?.enabled
      ? checkField(password, { ...rule, required: true })
      : password.trim()
        ? null
        : 'required';
    if (problem) throw fieldError(field, problem, rule);
    await this.refuseWeakPassword(field, password);
  }

  /** Refuses the brand's default password and the passwords of the common-password list. */
  private async refuseWeakPassword(field: string, password: string): Promise<void> {
    const brand = await this.system.getBrand();
    if (brand.defaultPassword && safeEqual(password, brand.defaultPassword)) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldMessage(field, ValidationMessages.defaultPassword),
      );
    }
    if (isCommonPassword(password)) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldMessage(field, ValidationMessages.commonPassword),
      );
    }
  }

  private async checkCountry(countryDialingCode: string | undefined): Promise<string> {
    const code = (countryDialingCode ?? '').trim();
    const countries = await this.system.listCountries();
    if (!countries.some((c) => c.dialingCode === code)) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldMessage('countryDialingCode', ValidationMessages.unknownCountry),
      );
    }
    return code;
  }

  /** PUT /wps/member/register and /wps/member/register/mobile: creates the member and logs it in. */
  async register(
    body: RegisterRequest,
    mode: RegisterMode,
    ip: string,
    device = '',
  ): Promise<LoginResponse> {
    const flags = await this.system.flags();
    if (mode === 'username' && !flags.USERNAMEREG3) {
      throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.usernameRegisterDisabled);
    }
    // By mobile: MOBILENUMREG3 registers with the number's SMS code alone, MOBILENUMPASSREG3 with
    // a password too; the web app offers the tab when either is on, so both are checked here.
    if (mode === 'mobile' && !flags.MOBILENUMREG3 && !flags.MOBILENUMPASSREG3) {
      throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.mobileRegisterDisabled);
    }
    const passwordless = mode === 'mobile' && !flags.MOBILENUMPASSREG3;
    if (passwordless && ((body.password ?? '') !== '' || (body.confirmPassword ?? '') !== '')) {
      throw new AppError(403, ErrorCodes.Forbidden, MemberAccountMessages.mobilePasswordDisabled);
    }
    // SPEC.md §5: the brand's minimum age (18, or what the brand sets: one market needs 21).
    const { minimumAge } = await this.account.accountRules();
    if (body.ageConfirmed !== true) {
      throw new AppError(
        400,
        MemberAccountErrorCodes.AgeNotConfirmed,
        fieldMessage('ageConfirmed', ageMessage(MemberAccountMessages.ageNotConfirmed, minimumAge)),
      );
    }
    if (passwordless) {
      // The number's code is the credential: it logs in by SMS until a password is set.
      const filler =
        randomString(12, TEMP_PASSWORD_LETTERS) + randomString(4, TEMP_PASSWORD_DIGITS);
      body = { ...body, password: filler, confirmPassword: filler };
    }
    const rules = await this.rules();
    const values = registerValues(body, mode);
    const mobile = values.mobileNum;
    const problem = findRegisterProblem(values, rules, mode);
    if (problem) throw fieldError(problem.field, problem.problem, problem.rule);
    if (values.password !== values.confirmPassword) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldMessage('confirmPassword', ValidationMessages.confirmationDiffers),
      );
    }
    await this.refuseWeakPassword('password', values.password ?? '');
    // The optional payment password (6 digits, as withdrawals need it): stored, hashed, when given.
    const paymentPassword = values.paymentPassword;
    if (paymentPassword !== '' && !isPaymentPassword(paymentPassword)) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldMessage('paymentPassword', WithdrawalMessages.paymentPasswordInvalid),
      );
    }
    const username = values.username.trim();
    const dialing = mobile ? await this.checkCountry(body.countryDialingCode) : null;
    const smsRequired = mode === 'mobile' || flags.REGMOBVERF3 === true;
    if (smsRequired && !mobile) throw fieldError('mobileNum', 'required');
    const phoneProof = {
      code: body.verificationCode,
      firebaseIdToken: (body.firebaseIdToken ?? '').trim() || undefined,
    };
    if (smsRequired && !phoneProof.firebaseIdToken && !(body.verificationCode ?? '').trim()) {
      throw fieldError('verificationCode', 'required');
    }

    // A solved human check per attempt (finding 3 of issue 9), before any limit or lookup: each
    // probe of a name or number costs a script the work again.
    const level = await this.verification.verifyHumanCheck(body, ip);
    // Limits first, before anything is looked up (finding 4 of issue 9): per address and for all
    // addresses together, then the brake on taken answers (refused after too many, slowed after
    // the first few), so probing whether names or numbers are taken is slow and bounded. The
    // all-address counts ask for a raised proof when reached, never refuse everyone (issue 24,
    // finding 2).
    const takenSeen = await this.verification.beforeExistenceCheck(
      'register',
      ip,
      level,
      AuthLimits.registrationsPerAddressPerHour,
      AuthLimits.registrationsGlobalPerHour,
      AuthMessages.registerRateLimited,
    );
    const code = (body.affiliateCode ?? '').trim() || (body.referralCode ?? '').trim();
    let uplineId: number | null = null;
    if (code) {
      const upline = await this.members.findAffiliateOwner(code);
      if (!upline) {
        throw new AppError(400, AuthErrorCodes.AffiliateInvalid, AuthMessages.affiliateInvalid);
      }
      uplineId = upline.id;
    }
    // A real person still learns that the name or number is taken; each such answer is counted.
    if (await this.members.findByUsername(username)) {
      await this.verification.recordTakenAnswer(ip, takenSeen, level);
      throw new AppError(409, AuthErrorCodes.UsernameTaken, AuthMessages.usernameTaken);
    }
    if (dialing && (await this.members.findByMobile(dialing, mobile))) {
      await this.verification.recordTakenAnswer(ip, takenSeen, level);
      throw new AppError(409, AuthErrorCodes.MobileTaken, AuthMessages.mobileTaken);
    }
    // Single-use proofs last, so a mistake elsewhere does not burn them.
    if (rules.get('captcha')?.enabled) {
      if (!(await this.verification.checkCaptcha(body.captchaKey, body.captcha))) {
        throw new AppError(400, AuthErrorCodes.CaptchaInvalid, AuthMessages.captchaRequired, true);
      }
    }
    if (smsRequired) {
      const ok = await this.verification.consumePhoneProof(
        dialing!,
        mobile,
        'register',
        phoneProof,
      );
      if (!ok) {
        throw new AppError(400, AuthErrorCodes.SmsCodeInvalid, AuthMessages.smsCodeInvalid);
      }
    }
    const password = values.password!;
    const [passwordHash, paymentPasswordHash] = await Promise.all([
      passwordless ? unusablePasswordHash() : this.passwords.hash(password),
      paymentPassword ? this.members.hashPaymentPassword(paymentPassword) : null,
    ]);
    let member: MemberRow;
    try {
      member = await this.members.create({
        username,
        nickname: username,
        isAgent: 0,
        passwordHash,
        passwordChangedAt: this.clock(),
        // Kept without its national trunk 0, so the unique index sees one number however typed
        // (two registrations of '0917…' and '917…' at once cannot both succeed).
        mobileNum: mobile ? mobile.replace(/^0+/, '') : null,
        countryDialingCode: dialing,
        email: (body.email ?? '').trim() || null,
        payeeName: (body.payeeName ?? '').trim() || null,
        uplineId,
        registerMethod: body.registerMethod,
        paymentPasswordHash,
      });
    } catch (error) {
      // Taken by a request that registered the same name or number a moment earlier.
      if (!(error instanceof AccountTakenError)) throw error;
      await this.verification.recordTakenAnswer(ip, takenSeen, level);
      if (error.taken === 'mobile') {
        throw new AppError(409, AuthErrorCodes.MobileTaken, AuthMessages.mobileTaken);
      }
      throw new AppError(409, AuthErrorCodes.UsernameTaken, AuthMessages.usernameTaken);
    }
    return this.sessions.issue(
      member,
      passwordless ? 'sms' : 'register',
      passwordless ? undefined : password,
      undefined,
      { ip, device },
    );
  }

  /**
   * POST /wps/member/password: the old password (or the temporary password the session started
   * with) must match, with a limit of wrong ones per session; clears the session's forced change
   * and ends the member's other sessions.
   */
  async changePassword(auth: ActiveSession, body: ChangePasswordRequest): Promise<void> {
    await this.checkNewPassword('newPassword', body.newPassword);
    if (body.newPassword !== body.confirmNewPassword) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldMessage('confirmNewPassword', ValidationMessages.confirmationDiffers),
      );
    }
    await this.sessions.checkOldPassword(auth, body.oldPassword);
    const hash = await this.passwords.hash(body.newPassword);
    await this.members.setPassword(auth.member.id, hash, false);
    await this.sessions.passwordSet(auth.member.id, auth.session);
  }

  /**
   * POST /wps/member/password/email: when username and e-mail belong together, mails a temporary
   * password: an additional, single-use credential that expires after the brand's
   * tempPasswordMinutes and logs in into a forced change. The member's password keeps working and
   * no session ends until a new password is set with it. Same answer and same work otherwise.
   * Limited per address and per account (`accountKey` of the typed username: NFKC, trimmed,
   * lower-cased; existing or not).
   */
  async forgotByEmail(body: ForgotByEmailRequest, ip: string): Promise<void> {
    // The human check first: without one, nobody can use up the account's requests.
    const level = await this.verification.verifyHumanCheck(body, ip);
    await this.verification.hitAddressLimit(
      'forgot-email',
      ip,
      AuthLimits.forgotEmailPerAddress,
      AuthLimits.forgotEmailWindowMs,
      AuthMessages.forgotRateLimited,
    );
    // Shared by everyone who can type the name: spent by others, it asks for a raised proof.
    await this.verification.hitSharedLimit(
      'forgot-email-account',
      accountKey(body.username),
      ip,
      level,
      AuthLimits.forgotEmailPerAccount,
      AuthLimits.forgotEmailWindowMs,
      AuthMessages.forgotRateLimited,
    );
    const temporary = temporaryPassword();
    // Hash before knowing whether it is needed: a match must not take longer than a miss.
    const [member, hash] = await Promise.all([
      this.members.findByUsername(body.username.trim()),
      this.passwords.hash(temporary),
    ]);
    const email = body.email.trim().toLowerCase();
    if (!member || member.isAgent === TRIAL_ACCOUNT_TYPE || !member.email) return;
    if (!safeEqual(member.email.toLowerCase(), email)) return;
    const expiresAt = await this.sessions.addTemporaryPassword(member.id, hash);
    const brand = await this.system.getBrand();
    await this.verification.sendEmail(
      member.email,
      `${brand.brandName}: your temporary password`,
      [
        `Hello ${member.username},`,
        '',
        `Your temporary password is: ${temporary}`,
        `It works once, until ${expiresAt.toISOString()} (${brand.tempPasswordMinutes} minutes).`,
        'Log in with it: you will be asked to choose a new password straight away.',
        '',
        'Your current password still works. If you did not ask for this, ignore this e-mail.',
      ].join('\n'),
    );
  }

  /**
   * POST /wps/member/password/verification: sets a new password with an SMS code (purpose forgot)
   * and a solved human check.
   */
  async resetByPhone(body: ResetByPhoneRequest, ip: string): Promise<void> {
    const flags = await this.system.flags();
    if (!flags.CHNGPASSVERIF3) {
      throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.phoneResetDisabled);
    }
    const mobile = normaliseMobile(body.mobileNum);
    if (!isMobileNumber(mobile)) throw fieldError('mobileNum', 'pattern');
    const dialing = await this.checkCountry(body.countryDialingCode);
    await this.checkNewPassword('newPassword', body.newPassword);
    await this.verification.verifyHumanCheck(body, ip);
    const ok = await this.verification.consumePhoneProof(dialing, mobile, 'forgot', {
      code: body.verificationCode,
      firebaseIdToken: body.firebaseIdToken,
    });
    const member = ok ? await this.members.findByMobile(dialing, mobile) : null;
    if (!member || member.isAgent === TRIAL_ACCOUNT_TYPE) {
      throw new AppError(400, AuthErrorCodes.SmsCodeInvalid, AuthMessages.smsCodeInvalid);
    }
    const hash = await this.passwords.hash(body.newPassword);
    await this.members.setPassword(member.id, hash, false);
    await this.sessions.passwordSet(member.id);
  }
}
