// Who may get an SMS code: login and forgot codes go only to registered numbers (an unknown
// number gets the same answer without a message), register codes only to free numbers.
import type { SmsCodeResponse, SmsNoLoginRequest, SmsRegisterRequest } from '@lotusplay/api-client';
import {
  AuthErrorCodes,
  AuthLimits,
  AuthMessages,
  ErrorCodes,
} from '@lotusplay/api-client/contracts';
import { isMobileNumber } from '@lotusplay/api-client/validation';
import { AppError } from '../../lib/envelope';
import { normaliseMobile, phoneKey } from '../../lib/phone';
import type { MemberRepository } from '../member/member.repository';
import { TRIAL_TYPE } from '../member/member-info';
import type { BrandReader } from '../system/brand-config';
import type { SystemService } from '../system/system.service';
import type { VerificationService } from './verification.service';

/** Decides, per purpose, whether a code is sent, and applies the brand's switches. */
export class SmsRequestService {
  constructor(
    private readonly verification: VerificationService,
    private readonly members: MemberRepository,
    private readonly system: SystemService,
    private readonly brandConfig: BrandReader,
  ) {}

  private async phone(mobileNum: string, countryDialingCode: string) {
    const mobile = normaliseMobile(mobileNum);
    const rule = (await this.brandConfig.listRegisterValidators()).find(
      (row) => row.key === 'mobileNum',
    );
    if (!isMobileNumber(mobile, rule)) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        'mobileNum: Please enter a valid mobile number',
      );
    }
    const dialing = countryDialingCode.trim();
    const countries = await this.brandConfig.listCountries();
    if (!countries.some((c) => c.dialingCode === dialing)) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        'countryDialingCode: Please select a valid country code',
      );
    }
    return { mobile, dialing };
  }

  /** POST /wps/verification/sms/noLogin. */
  async noLogin(body: SmsNoLoginRequest, ip: string): Promise<SmsCodeResponse> {
    const flags = (await this.system.getWhitelabel()).flags;
    const enabled = body.purpose === 'login' ? flags.MOBILEVERCODELOGIN3 : flags.CHNGPASSVERIF3;
    if (!enabled) throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.verificationDisabled);
    const { mobile, dialing } = await this.phone(body.mobileNum, body.countryDialingCode);
    const member = await this.members.findByMobile(dialing, mobile);
    const deliver = member !== null && member.isAgent !== TRIAL_TYPE;
    return this.verification.requestSmsCode(phoneKey(dialing, mobile), body.purpose, ip, deliver);
  }

  /**
   * POST /wps/verification/sms/register. A number that is already registered is answered 409
   * MOBILE_TAKEN: registration has to say so anyway, and this way no SMS is wasted.
   */
  async register(body: SmsRegisterRequest, ip: string): Promise<SmsCodeResponse> {
    const flags = (await this.system.getWhitelabel()).flags;
    const enabled =
      body.registerType === 'mobile'
        ? flags.MOBILENUMREG3
        : flags.USERNAMEREG3 && flags.REGMOBVERF3;
    if (!enabled) throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.registrationDisabled);
    const { mobile, dialing } = await this.phone(body.mobileNo, body.countryDialingCode);
    // Bounds how fast an address can learn which numbers are registered.
    await this.verification.hitRateLimit(
      'sms-register',
      ip,
      AuthLimits.smsRegisterPerAddressPerHour,
      3_600_000,
      AuthMessages.smsRateLimited,
    );
    if (await this.members.findByMobile(dialing, mobile)) {
      throw new AppError(409, AuthErrorCodes.MobileTaken, AuthMessages.mobileTaken);
    }
    return this.verification.requestSmsCode(phoneKey(dialing, mobile), 'register', ip, true);
  }
}
