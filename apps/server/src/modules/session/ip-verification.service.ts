// The new-address check of a login (SPEC.md §4) and the contact binding of My account: both prove
// that the member holds something (a number, an e-mail, a bank account, an authenticator) with a
// code or an answer, so both live beside the sessions and reach the verification module's codes.
import type {
  BindContactRequest,
  CodeSentResponse,
  ContactCodeRequest,
  IpProofMethod,
  IpVerificationState,
} from '@lotusplay/api-client/contracts';
import {
  ErrorCodes,
  maskContact,
  MemberAccountErrorCodes,
  MemberAccountLimits,
  MemberAccountMessages,
  ValidationMessages,
} from '@lotusplay/api-client/contracts';
import {
  checkField,
  fieldMessage,
  fieldProblemMessage,
  isMobileNumber,
} from '@lotusplay/api-client/validation';
import { AppError } from '../../lib/envelope';
import { normaliseMobile, phoneKey } from '../../lib/phone';
import type { MemberAccountService } from '../member/member-account.service';
import type { SystemService } from '../system/system.service';
import { emailCodeKey, type VerificationService } from '../verification/verification.service';
import type { ActiveSession, SessionService } from './session.service';

/** A contact as typed, normalised and checked. */
type Contact =
  | { channel: 'mobile'; mobileNum: string; countryDialingCode: string; key: string }
  | { channel: 'email'; email: string; key: string };

/** The new-address proofs of a pending session, and the contact codes of My account. */
export class IpVerificationService {
  constructor(
    private readonly sessions: SessionService,
    private readonly account: MemberAccountService,
    private readonly verification: VerificationService,
    private readonly system: SystemService,
  ) {}

  /** GET /wps/session/ipVerification: the methods the member can prove the address with. */
  async state(auth: ActiveSession, ip: string): Promise<IpVerificationState> {
    const { member } = auth;
    return {
      methods: await this.account.proofMethods(member),
      mobile: member.mobileNum ? maskContact('mobile', member.mobileNum) : null,
      email: member.email ? maskContact('email', member.email) : null,
      ip,
    };
  }

  private async requireMethod(auth: ActiveSession, method: IpProofMethod): Promise<void> {
    if (!(await this.account.proofMethods(auth.member)).includes(method)) {
      throw new AppError(400, ErrorCodes.Validation, MemberAccountMessages.ipProofUnavailable);
    }
  }

  /** POST /wps/session/ipVerification/code: a code to the bound number or e-mail. */
  async sendCode(
    auth: ActiveSession,
    method: 'mobile' | 'email',
    ip: string,
  ): Promise<CodeSentResponse> {
    await this.requireMethod(auth, method);
    const { member } = auth;
    await this.memberCodeLimit(member.id);
    if (method === 'mobile') {
      const dialing = member.countryDialingCode!;
      const { expiredMinutes } = await this.verification.requestSmsCode(
        dialing,
        phoneKey(dialing, member.mobileNum!),
        'new-ip',
        ip,
        true,
      );
      return { expiredMinutes, sentTo: maskContact('mobile', member.mobileNum!) };
    }
    const { expiredMinutes } = await this.verification.requestEmailCode(
      member.email!,
      'new-ip',
      ip,
      MemberAccountLimits.contactCodesPerHour,
    );
    return { expiredMinutes, sentTo: maskContact('email', member.email!) };
  }

  /**
   * POST /wps/session/ipVerification: checks the proof. Right: the session is usable and the
   * address remembered. Wrong: a failed login (ipProofFailed: 400, or 401 after the last).
   */
  async prove(auth: ActiveSession, method: IpProofMethod, answer: string, ip: string) {
    await this.sessions.checkAddressLimit(ip);
    await this.requireMethod(auth, method);
    const { member } = auth;
    let right: boolean;
    switch (method) {
      case 'mobile':
        right = await this.verification.consumeSmsCode(
          phoneKey(member.countryDialingCode!, member.mobileNum!),
          'new-ip',
          answer,
        );
        break;
      case 'email':
        right = await this.verification.consumeSmsCode(
          emailCodeKey(member.email!),
          'new-ip',
          answer,
        );
        break;
      case 'bankAccountName':
        right = await this.account.matchesBankAccountName(member.id, answer);
        break;
      case 'totp':
        right = await this.account.checkTotp(member.id, answer);
        break;
    }
    if (!right) await this.sessions.ipProofFailed(auth, ip);
    await this.account.addressVerified(member.id, ip, auth.session.loginHistoryId, method);
    await this.sessions.ipVerified(auth.session);
  }

  private async memberCodeLimit(memberId: number): Promise<void> {
    await this.verification.hitRateLimit(
      'member-code',
      String(memberId),
      MemberAccountLimits.contactCodesPerHour,
      3_600_000,
      MemberAccountMessages.codeRateLimited,
    );
  }

  private async contact(body: ContactCodeRequest): Promise<Contact> {
    const validators = new Map(
      (await this.system.listRegisterValidators()).map((row) => [row.key, row]),
    );
    if (body.channel === 'mobile') {
      const mobile = normaliseMobile(body.mobileNum ?? '');
      const dialing = (body.countryDialingCode ?? '').trim();
      const rule = validators.get('mobileNum');
      if (!isMobileNumber(mobile, rule)) {
        throw new AppError(400, ErrorCodes.Validation, fieldProblemMessage('mobileNum', 'pattern'));
      }
      const countries = await this.system.listCountries();
      if (!countries.some((c) => c.dialingCode === dialing)) {
        throw new AppError(
          400,
          ErrorCodes.Validation,
          fieldMessage('countryDialingCode', ValidationMessages.unknownCountry),
        );
      }
      return {
        channel: 'mobile',
        mobileNum: mobile,
        countryDialingCode: dialing,
        key: phoneKey(dialing, mobile),
      };
    }
    const email = (body.email ?? '').trim();
    const rule = validators.get('email');
    const problem = checkField(email, {
      required: true,
      minLength: rule?.minLength ?? 5,
      maxLength: rule?.maxLength ?? 100,
      patternId: 3,
      acceptedPattern: rule?.acceptedPattern ?? '*',
    });
    if (problem)
      throw new AppError(400, ErrorCodes.Validation, fieldProblemMessage('email', problem));
    return { channel: 'email', email, key: emailCodeKey(email) };
  }

  /** POST /wps/member/contact/code: a code to the new number or e-mail (not the current one). */
  async contactCode(
    auth: ActiveSession,
    body: ContactCodeRequest,
    ip: string,
  ): Promise<CodeSentResponse> {
    const contact = await this.contact(body);
    const { member } = auth;
    if (
      contact.channel === 'mobile'
        ? member.countryDialingCode &&
          member.mobileNum &&
          phoneKey(member.countryDialingCode, member.mobileNum) === contact.key
        : member.email && emailCodeKey(member.email) === contact.key
    ) {
      throw new AppError(400, ErrorCodes.Validation, MemberAccountMessages.contactUnchanged);
    }
    await this.memberCodeLimit(member.id);
    if (contact.channel === 'mobile') {
      const { expiredMinutes } = await this.verification.requestSmsCode(
        contact.countryDialingCode,
        contact.key,
        'bind',
        ip,
        true,
      );
      return { expiredMinutes, sentTo: maskContact('mobile', contact.mobileNum) };
    }
    const { expiredMinutes } = await this.verification.requestEmailCode(
      contact.email,
      'bind',
      ip,
      MemberAccountLimits.contactCodesPerHour,
    );
    return { expiredMinutes, sentTo: maskContact('email', contact.email) };
  }

  /** POST /wps/member/contact: binds the number or e-mail whose code this is. */
  async bindContact(auth: ActiveSession, body: BindContactRequest): Promise<void> {
    const contact = await this.contact(body);
    if (!(await this.verification.consumeSmsCode(contact.key, 'bind', body.code))) {
      throw new AppError(
        400,
        MemberAccountErrorCodes.CodeInvalid,
        MemberAccountMessages.codeInvalid,
      );
    }
    await this.account.setContact(
      auth.member.id,
      contact.channel === 'mobile'
        ? { mobileNum: contact.mobileNum, countryDialingCode: contact.countryDialingCode }
        : { email: contact.email },
    );
  }
}
