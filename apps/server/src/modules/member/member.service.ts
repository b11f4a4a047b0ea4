// Rules of the member module: registration with the brand's per-field validators, password
// change and recovery, avatars, unread counts and the first-login action.
import type {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  LoginResponse,
  MemberInfo,
  PlayerAvatarResponse,
  RegisterRequest,
  ResetByPhoneRequest,
  UnreadCountResponse,
} from '@lotusplay/api-client';
import {
  checkField,
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
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import type { PasswordHasher } from '../../lib/password';
import { normaliseMobile } from '../../lib/phone';
import { randomString, safeEqual } from '../../lib/tokens';
import type { BrandReader } from '../system/brand-config';
import type { SystemService } from '../system/system.service';
import type { ActiveSession, SessionService } from '../session/session.service';
import type { VerificationService } from '../verification/verification.service';
import type { MemberInfoBuilder } from './member-info';
import { TRIAL_TYPE } from './member-info';
import { uniqueViolation } from './member.repository';
import type { MemberRepository, MemberRow } from './member.repository';

/** Per-field messages of SPEC.md §5 for a value that fails its pattern or length. */
const fieldMessages: Record<string, string> = {
  username: 'Account format is incorrect',
  password: 'Password format is incorrect',
  confirmPassword: 'Password format is incorrect',
  newPassword: 'Password format is incorrect',
  payeeName: 'Real name format is incorrect',
  email: 'E-mail format is incorrect',
  mobileNum: 'Please enter a valid mobile number',
  qqNum: 'Phone number format is incorrect',
  whatsapp: 'Phone number format is incorrect',
  line: 'Phone number format is incorrect',
  verificationCode: 'Please enter a valid verification code',
  affiliateCode: 'Invalid invitation code',
  captcha: 'Please enter the captcha',
};

/** The VALIDATION_ERROR of one field, e.g. 'username: Account format is incorrect'. */
export function fieldError(field: string, problem: Exclude<FieldProblem, null>, rule?: FieldRule) {
  let message = fieldMessages[field] ?? 'Format is incorrect';
  if (problem === 'required') message = 'Input cannot be empty';
  else if (
    (field === 'password' || field === 'newPassword') &&
    (problem === 'tooShort' || problem === 'tooLong') &&
    rule
  ) {
    message = `Please fill in your password with ${rule.minLength} - ${rule.maxLength} characters`;
  }
  return new AppError(400, ErrorCodes.Validation, `${field}: ${message}`);
}

const TEMP_PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
const TEMP_PASSWORD_DIGITS = '23456789';

/** A random temporary password with letters and digits (passes pattern 5). */
function temporaryPassword(): string {
  return `${randomString(8, TEMP_PASSWORD_LETTERS)}${randomString(4, TEMP_PASSWORD_DIGITS)}`;
}

/** Member info, registration, passwords, avatars and counters. */
export class MemberService {
  constructor(
    private readonly members: MemberRepository,
    private readonly info: MemberInfoBuilder,
    private readonly sessions: SessionService,
    private readonly system: SystemService,
    private readonly brandConfig: BrandReader,
    private readonly verification: VerificationService,
    private readonly clock: () => Date,
    private readonly passwords: PasswordHasher,
  ) {}

  /** GET /wps/member/info. */
  getInfo(member: MemberRow): Promise<MemberInfo> {
    return this.info.build(member);
  }

  private async rules(): Promise<Map<string, FieldRule & { enabled: boolean }>> {
    const rows = await this.brandConfig.listRegisterValidators();
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
    const brand = await this.brandConfig.getBrand();
    if (brand.defaultPassword && safeEqual(password, brand.defaultPassword)) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        `${field}: The default password cannot be used`,
      );
    }
  }

  private async checkCountry(countryDialingCode: string | undefined): Promise<string> {
    const code = (countryDialingCode ?? '').trim();
    const countries = await this.brandConfig.listCountries();
    if (!countries.some((c) => c.dialingCode === code)) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        'countryDialingCode: Please select a valid country code',
      );
    }
    return code;
  }

  /** PUT /wps/member/register and /wps/member/register/mobile: creates the member and logs it in. */
  async register(body: RegisterRequest, mode: RegisterMode, ip: string): Promise<LoginResponse> {
    const flags = (await this.system.getWhitelabel()).flags;
    if (mode === 'username' && !flags.USERNAMEREG3) {
      throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.usernameRegisterDisabled);
    }
    if (mode === 'mobile' && !flags.MOBILENUMREG3) {
      throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.mobileRegisterDisabled);
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
        'confirmPassword: Confirmation password is not correct.',
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

    const code = (body.affiliateCode ?? '').trim() || (body.referralCode ?? '').trim();
    let uplineId: number | null = null;
    if (code) {
      const upline = /^[A-Za-z0-9]{1,32}$/.test(code)
        ? await this.members.findByAffiliateCode(code)
        : null;
      if (!upline || upline.isAgent === TRIAL_TYPE) {
        throw new AppError(400, AuthErrorCodes.AffiliateInvalid, AuthMessages.affiliateInvalid);
      }
      uplineId = upline.id;
    }
    if (await this.members.findByUsername(username)) {
      throw new AppError(409, AuthErrorCodes.UsernameTaken, AuthMessages.usernameTaken);
    }
    if (dialing && (await this.members.findByMobile(dialing, mobile))) {
      throw new AppError(409, AuthErrorCodes.MobileTaken, AuthMessages.mobileTaken);
    }
    await this.verification.hitRateLimit(
      'register',
      ip,
      AuthLimits.registrationsPerAddressPerHour,
      3_600_000,
      AuthMessages.registerRateLimited,
    );
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
    const passwordHash = await this.passwords.hash(password);
    let member: MemberRow;
    try {
      member = await this.members.insert({
        username,
        nickname: username,
        isAgent: 0,
        passwordHash,
        passwordChangedAt: this.clock(),
        mobileNum: mobile || null,
        countryDialingCode: dialing,
        email: (body.email ?? '').trim() || null,
        payeeName: (body.payeeName ?? '').trim() || null,
        uplineId,
        registerMethod: body.registerMethod,
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint?.includes('mobile')) {
        throw new AppError(409, AuthErrorCodes.MobileTaken, AuthMessages.mobileTaken);
      }
      if (constraint) {
        throw new AppError(409, AuthErrorCodes.UsernameTaken, AuthMessages.usernameTaken);
      }
      throw error;
    }
    return this.sessions.issue(member, 'register', password);
  }

  /** POST /wps/member/password: the old password must match; ends the member's other sessions. */
  async changePassword(auth: ActiveSession, body: ChangePasswordRequest): Promise<void> {
    await this.checkNewPassword('newPassword', body.newPassword);
    if (body.newPassword !== body.confirmNewPassword) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        'confirmNewPassword: Confirmation password is not correct.',
      );
    }
    const ok = await this.passwords.verify(body.oldPassword, auth.member.passwordHash);
    if (!ok) {
      throw new AppError(400, AuthErrorCodes.PasswordIncorrect, AuthMessages.passwordIncorrect);
    }
    const hash = await this.passwords.hash(body.newPassword);
    await this.members.updatePassword(auth.member.id, hash, this.clock(), false);
    await this.sessions.endOtherSessions(auth.member.id, auth.session);
  }

  /**
   * POST /wps/member/password/email: when username and e-mail belong together, sets a temporary
   * password (forced change at next login) and mails it. Same answer and same work otherwise.
   */
  async forgotByEmail(body: ForgotByEmailRequest, ip: string): Promise<void> {
    await this.verification.hitRateLimit(
      'forgot-email',
      ip,
      AuthLimits.forgotEmailPerAddress,
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
    if (!member || member.isAgent === TRIAL_TYPE || !member.email) return;
    if (!safeEqual(member.email.toLowerCase(), email)) return;
    await this.members.updatePassword(member.id, hash, this.clock(), true);
    await this.sessions.endOtherSessions(member.id);
    const brand = await this.brandConfig.getBrand();
    await this.verification.email.send(
      member.email,
      `${brand.brandName}: your temporary password`,
      [
        `Hello ${member.username},`,
        '',
        `Your password was reset. Your temporary password is: ${temporary}`,
        'Log in with it: you will be asked to choose a new password straight away.',
        '',
        'If you did not ask for this, contact customer service.',
      ].join('\n'),
    );
  }

  /** POST /wps/member/password/verification: sets a new password with an SMS code (purpose forgot). */
  async resetByPhone(body: ResetByPhoneRequest): Promise<void> {
    const flags = (await this.system.getWhitelabel()).flags;
    if (!flags.CHNGPASSVERIF3) {
      throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.phoneResetDisabled);
    }
    const mobile = normaliseMobile(body.mobileNum);
    if (!isMobileNumber(mobile)) throw fieldError('mobileNum', 'pattern');
    const dialing = await this.checkCountry(body.countryDialingCode);
    await this.checkNewPassword('newPassword', body.newPassword);
    const ok = await this.verification.consumePhoneProof(dialing, mobile, 'forgot', {
      code: body.verificationCode,
      firebaseIdToken: body.firebaseIdToken,
    });
    const member = ok ? await this.members.findByMobile(dialing, mobile) : null;
    if (!member || member.isAgent === TRIAL_TYPE) {
      throw new AppError(400, AuthErrorCodes.SmsCodeInvalid, AuthMessages.smsCodeInvalid);
    }
    const hash = await this.passwords.hash(body.newPassword);
    await this.members.updatePassword(member.id, hash, this.clock(), false);
    await this.sessions.endOtherSessions(member.id);
  }

  /** GET /wps/relay/MCSFE_getPlayerAvatar. */
  async avatars(member: MemberRow): Promise<PlayerAvatarResponse> {
    const options = await this.members.listAvatars();
    return { current: options.find((o) => o.id === member.avatarId) ?? null, options };
  }

  /** PUT /wps/member/info/icon. */
  async setAvatar(member: MemberRow, avatarId: number): Promise<void> {
    if (!(await this.members.findAvatar(avatarId))) {
      throw new AppError(400, ErrorCodes.Validation, 'avatarId: No such avatar');
    }
    await this.members.setAvatar(member.id, avatarId);
  }

  /** GET /wps/relay/CSP_unreadCount. */
  async unreadCount(member: MemberRow): Promise<UnreadCountResponse> {
    const [unreadMessage, availablePromoCount] = await Promise.all([
      this.members.countUnreadMessages(member.id),
      this.members.countAvailablePromotions(member.id, this.clock()),
    ]);
    return { unreadMessage, availablePromoCount };
  }

  /** POST /wps/relay/firstLogin: the first-login action ran. */
  async firstLogin(member: MemberRow): Promise<void> {
    await this.members.clearFirstLogin(member.id);
  }

  /** GET /wps/agent/affiliate: whether an affiliate / referral code exists. */
  async checkAffiliate(code: string): Promise<boolean> {
    const text = code.trim();
    if (!/^[A-Za-z0-9]{1,32}$/.test(text)) return false;
    const owner = await this.members.findByAffiliateCode(text);
    return owner !== null && owner.isAgent !== TRIAL_TYPE;
  }
}
