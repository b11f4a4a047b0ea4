// Who may get an SMS code: login and forgot codes go only to registered numbers (an unknown
// number gets the same answer without a message), register codes only to free numbers.
import type { SmsCodeResponse, SmsNoLoginRequest, SmsRegisterRequest } from '@lotusplay/api-client';
import {
  AuthErrorCodes,
  AuthLimits,
  AuthMessages,
  ErrorCodes,
  FieldMessages,
  TRIAL_ACCOUNT_TYPE,
  ValidationMessages,
} from '@lotusplay/api-client/contracts';
import { fieldMessage, isMobileNumber } from '@lotusplay/api-client/validation';
import { AppError } from '../../lib/envelope';
import { normaliseMobile, phoneKey } from '../../lib/phone';
import type { MemberService } from '../member/member.service';
import type { SystemService } from '../system/system.service';
import type { VerificationService } from './verification.service';

/** Decides, per purpose, whether a code is sent, and applies the brand's switches. */
export class SmsRequestService {
  constructor(
    private readonly verification: VerificationService,
    private readonly members: MemberService,
    private readonly system: SystemService,
  ) {}

  private async phone(mobileNum: string, countryDialingCode: string) {
    const mobile = normaliseMobile(mobileNum);
    const rule = (await this.system.listRegisterValidators()).find(
      (row) => row.key === 'mobileNum',
    );
    if (!isMobileNumber(mobile, rule)) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldMessage('mobileNum', FieldMessages.mobileNum),
      );
    }
    const dialing = countryDialingCode.trim();
    const countries = await this.system.listCountries();
    if (!countries.some((c) => c.dialingCode === dialing)) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldMessage('countryDialingCode', ValidationMessages.unknownCountry),
      );
    }
    return { mobile, dialing };
  }

  /** POST /wps/verification/sms/noLogin. */
  async noLogin(body: SmsNoLoginRequest, ip: string): Promise<SmsCodeResponse> {
    const flags = await this.system.flags();
    const enabled = body.purpose === 'login' ? flags.MOBILEVERCODELOGIN3 : flags.CHNGPASSVERIF3;
    if (!enabled) throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.verificationDisabled);
    const { mobile, dialing } = await this.phone(body.mobileNum, body.countryDialingCode);
    // Every SMS costs money: a solved human check per code, before any limit or lookup.
    const level = await this.verification.verifyHumanCheck(body, ip);
    const member = await this.members.findByMobile(dialing, mobile);
    const deliver = member !== null && member.isAgent !== TRIAL_ACCOUNT_TYPE;
    return this.verification.requestSmsCode(
      dialing,
      phoneKey(dialing, mobile),
      body.purpose,
      ip,
      deliver,
      level,
    );
  }

  /**
   * POST /wps/verification/sms/register. A number that is already registered is answered 409
   * MOBILE_TAKEN: registration has to say so anyway, and this way no SMS is wasted. Like
   * registration, the limits per address and for all addresses, and the brake on taken answers,
   * apply before the number is looked up.
   */
  async register(body: SmsRegisterRequest, ip: string): Promise<SmsCodeResponse> {
    const flags = await this.system.flags();
    const enabled =
      body.registerType === 'mobile'
        ? flags.MOBILENUMREG3
        : flags.USERNAMEREG3 && flags.REGMOBVERF3;
    if (!enabled) throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.registrationDisabled);
    const { mobile, dialing } = await this.phone(body.mobileNo, body.countryDialingCode);
    const level = await this.verification.verifyHumanCheck(body, ip);
    // Bounds how fast addresses can learn which numbers are registered.
    const takenSeen = await this.verification.beforeExistenceCheck(
      'sms-register',
      ip,
      level,
      AuthLimits.smsRegisterPerAddressPerHour,
      AuthLimits.smsRegisterGlobalPerHour,
      AuthMessages.smsRateLimited,
    );
    if (await this.members.findByMobile(dialing, mobile)) {
      await this.verification.recordTakenAnswer(ip, takenSeen, level);
      throw new AppError(409, AuthErrorCodes.MobileTaken, AuthMessages.mobileTaken);
    }
    return this.verification.requestSmsCode(
      dialing,
      phoneKey(dialing, mobile),
      'register',
      ip,
      true,
      level,
    );
  }
}
