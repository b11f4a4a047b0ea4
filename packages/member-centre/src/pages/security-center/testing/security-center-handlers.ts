// MSW handlers of the My account calls for this page's component tests and stories: an in-memory
// member that answers like the server (the profile checked with the rules it answers, locked
// fields, codes '123456', bank account names against the real name, the payment password).
import {
  checkField,
  EDITABLE_PROFILE_FIELDS,
  ErrorCodes,
  fieldProblemMessage,
  maskBankAccountNumber,
  MemberAccountErrorCodes,
  MemberAccountMessages,
  normaliseBankAccountNumber,
  sameHolderName,
  WithdrawalErrorCodes,
  WithdrawalMessages,
} from '@lotusplay/api-client';
import type {
  AddBankAccountRequest,
  BankAccount,
  BankOption,
  BindContactRequest,
  ContactCodeRequest,
  LoginHistoryEntry,
  MemberProfileResponse,
  PaymentPasswordSetRequest,
  PlayerAvatarResponse,
  ProfileRule,
  UpdateProfileRequest,
} from '@lotusplay/api-client';
import { buildRegisterSetting, envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { delay, http } from 'msw';
import type { HttpHandler } from 'msw';

/** The code every handler's "sent" code is. */
export const TEST_CODE = '123456';
/** The login password the handlers accept. */
export const TEST_LOGIN_PASSWORD = 'Secret1234';
/** The authenticator code the handlers accept (once). */
export const TEST_TOTP_CODE = '654321';

const RULES: ProfileRule[] = [
  {
    key: 'nickname',
    required: false,
    minLength: 2,
    maxLength: 20,
    patternId: 0,
    acceptedPattern: '*',
  },
  {
    key: 'payeeName',
    required: false,
    minLength: 2,
    maxLength: 50,
    patternId: 8,
    acceptedPattern: '*',
  },
  {
    key: 'email',
    required: false,
    minLength: 5,
    maxLength: 100,
    patternId: 3,
    acceptedPattern: '*',
  },
  {
    key: 'mobileNum',
    required: false,
    minLength: 7,
    maxLength: 15,
    patternId: 6,
    acceptedPattern: '*',
  },
  {
    key: 'telegram',
    required: false,
    minLength: 5,
    maxLength: 32,
    patternId: 19,
    acceptedPattern: '*',
  },
  { key: 'zalo', required: false, minLength: 9, maxLength: 12, patternId: 6, acceptedPattern: '*' },
  {
    key: 'whatsapp',
    required: false,
    minLength: 7,
    maxLength: 15,
    patternId: 6,
    acceptedPattern: '*',
  },
  {
    key: 'birthday',
    required: false,
    minLength: 10,
    maxLength: 10,
    patternId: 11,
    acceptedPattern: '*',
  },
  {
    key: 'address',
    required: false,
    minLength: 5,
    maxLength: 200,
    patternId: 0,
    acceptedPattern: '*',
  },
  {
    key: 'nationality',
    required: false,
    minLength: 2,
    maxLength: 50,
    patternId: 0,
    acceptedPattern: '*',
  },
  {
    key: 'occupation',
    required: false,
    minLength: 2,
    maxLength: 50,
    patternId: 0,
    acceptedPattern: '*',
  },
  {
    key: 'incomeSource',
    required: false,
    minLength: 2,
    maxLength: 50,
    patternId: 0,
    acceptedPattern: '*',
  },
  {
    key: 'birthPlace',
    required: false,
    minLength: 2,
    maxLength: 100,
    patternId: 0,
    acceptedPattern: '*',
  },
];

const BANKS: BankOption[] = [
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'GCASH', name: 'GCash' },
];

/** What the handlers answer with; the handlers change it as the server would. */
export interface SecurityCenterData {
  profile: MemberProfileResponse;
  lockedFields: string[];
  nameMustMatch: boolean;
  accounts: BankAccount[];
  paymentPasswordSet: boolean;
  totp: { enabled: boolean; recoveryCodesLeft: number };
  history: LoginHistoryEntry[];
  avatars: PlayerAvatarResponse;
  /** Every call answers 500 (the failed state). */
  failing?: boolean;
  /** Every call waits this long (the loading state); 'infinite' never answers. */
  latency?: number | 'infinite';
  /** The calls made, in order ('PUT /wps/member/profile'). */
  calls: string[];
}

/** A member with a nickname and an e-mail, nothing else yet. */
export function buildSecurityCenterData(
  overrides: Partial<SecurityCenterData> = {},
): SecurityCenterData {
  return {
    profile: {
      values: {
        nickname: 'Lucky Star',
        payeeName: null,
        email: 'lucky@example.com',
        mobileNum: null,
        telegram: null,
        zalo: null,
        whatsapp: null,
        birthday: null,
        address: null,
        nationality: null,
        occupation: null,
        incomeSource: null,
        birthPlace: null,
      },
      countryDialingCode: null,
      locked: [],
      rules: RULES,
    },
    lockedFields: ['payeeName', 'birthday'],
    nameMustMatch: true,
    accounts: [],
    paymentPasswordSet: false,
    totp: { enabled: false, recoveryCodesLeft: 0 },
    history: [
      {
        at: '2026-03-01T08:00:00.000Z',
        ip: '203.0.113.7',
        country: 'PH',
        device: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
        newAddress: true,
        verified: true,
        method: 'email',
      },
      {
        at: '2026-02-28T20:15:00.000Z',
        ip: '198.51.100.4',
        country: 'PH',
        device: 'Mozilla/5.0 (iPhone) Safari/18',
        newAddress: false,
        verified: true,
        method: null,
      },
    ],
    avatars: {
      current: null,
      options: [1, 2, 3].map((id) => ({ id, url: `/static/avatars/avatar-${id}.svg` })),
    },
    calls: [],
    ...overrides,
  };
}

const lockedNow = (data: SecurityCenterData) =>
  data.lockedFields.filter(
    (f) => !!data.profile.values[f as keyof MemberProfileResponse['values']],
  ) as MemberProfileResponse['locked'];

/** The handlers of the My account calls (and the avatar and register-setting calls the page reads). */
export function createSecurityCenterHandlers(data: SecurityCenterData): HttpHandler[] {
  let nextId = 100;
  let totpUsed = false;
  const answer = async (label: string, respond: () => Promise<Response> | Response) => {
    data.calls.push(label);
    if (data.latency === 'infinite') await delay('infinite');
    if (typeof data.latency === 'number') await delay(data.latency);
    if (data.failing) return errorEnvelope(ErrorCodes.Internal, 'Unknown error', 500);
    return respond();
  };
  const profile = () => ({ ...data.profile, locked: lockedNow(data) });
  return [
    http.get('*/wps/system/setting/register', () => envelope(buildRegisterSetting())),
    http.get('*/wps/relay/MCSFE_getPlayerAvatar', () => envelope(data.avatars)),
    http.put('*/wps/member/info/icon', async ({ request }) => {
      const { avatarId } = (await request.json()) as { avatarId: number };
      data.avatars = {
        ...data.avatars,
        current: data.avatars.options?.find((o) => o.id === avatarId) ?? null,
      };
      return envelope(null);
    }),
    http.get('*/wps/member/info', () =>
      envelope({
        id: 1,
        account: 'lucky',
        nickname: data.profile.values.nickname,
        type: 0,
        isAgent: 0,
        customerId: 'C1',
      }),
    ),
    http.get('*/wps/member/profile', () =>
      answer('GET /wps/member/profile', () => envelope(profile())),
    ),
    http.put('*/wps/member/profile', ({ request }) =>
      answer('PUT /wps/member/profile', async () => {
        const body = (await request.json()) as UpdateProfileRequest;
        for (const field of EDITABLE_PROFILE_FIELDS) {
          const given = body[field];
          if (given === undefined) continue;
          const text = given.trim();
          if (text === (data.profile.values[field] ?? '')) continue;
          if (lockedNow(data).includes(field)) {
            return errorEnvelope(
              MemberAccountErrorCodes.ProfileFieldLocked,
              `${field}: ${MemberAccountMessages.profileFieldLocked}`,
            );
          }
          const rule = RULES.find((r) => r.key === field)!;
          const problem = checkField(text, { ...rule, required: field === 'nickname' });
          if (problem)
            return errorEnvelope(ErrorCodes.Validation, fieldProblemMessage(field, problem, rule));
          data.profile.values[field] = text || null;
        }
        return envelope(profile());
      }),
    ),
    http.post('*/wps/member/contact/code', ({ request }) =>
      answer('POST /wps/member/contact/code', async () => {
        const body = (await request.json()) as ContactCodeRequest;
        const to = body.channel === 'email' ? (body.email ?? '') : (body.mobileNum ?? '');
        return envelope({
          expiredMinutes: 5,
          sentTo:
            body.channel === 'email'
              ? `${to.slice(0, 1)}***@${to.split('@')[1] ?? ''}`
              : `****${to.slice(-4)}`,
        });
      }),
    ),
    http.post('*/wps/member/contact', ({ request }) =>
      answer('POST /wps/member/contact', async () => {
        const body = (await request.json()) as BindContactRequest;
        if (body.code !== TEST_CODE) {
          return errorEnvelope(
            MemberAccountErrorCodes.CodeInvalid,
            MemberAccountMessages.codeInvalid,
          );
        }
        if (body.channel === 'email') data.profile.values.email = body.email ?? null;
        else {
          data.profile.values.mobileNum = body.mobileNum ?? null;
          data.profile.countryDialingCode = body.countryDialingCode ?? null;
        }
        return envelope(null);
      }),
    ),
    http.get('*/wps/member/bankAccounts', () =>
      answer('GET /wps/member/bankAccounts', () =>
        envelope({
          banks: BANKS,
          accounts: data.accounts,
          nameMustMatch: data.nameMustMatch,
          realName: data.profile.values.payeeName,
          max: 5,
        }),
      ),
    ),
    http.post('*/wps/member/bankAccounts', ({ request }) =>
      answer('POST /wps/member/bankAccounts', async () => {
        const body = (await request.json()) as AddBankAccountRequest;
        const bank = BANKS.find((b) => b.code === body.bankCode);
        const number = normaliseBankAccountNumber(body.accountNumber);
        if (!bank || !number)
          return errorEnvelope(ErrorCodes.Validation, MemberAccountMessages.bankAccountNumber);
        const realName = data.profile.values.payeeName;
        if (data.nameMustMatch && !realName) {
          return errorEnvelope(
            MemberAccountErrorCodes.RealNameRequired,
            MemberAccountMessages.realNameRequired,
          );
        }
        if (data.nameMustMatch && !sameHolderName(body.accountName, realName ?? '')) {
          return errorEnvelope(
            MemberAccountErrorCodes.BankNameMismatch,
            MemberAccountMessages.bankNameMismatch,
          );
        }
        const account: BankAccount = {
          id: nextId++,
          bankCode: bank.code,
          bankName: bank.name,
          accountName: body.accountName.trim(),
          accountNumber: maskBankAccountNumber(number),
          createdAt: '2026-03-01T09:00:00.000Z',
        };
        data.accounts = [...data.accounts, account];
        return envelope(account);
      }),
    ),
    http.delete('*/wps/member/bankAccounts/:id', ({ params }) =>
      answer('DELETE /wps/member/bankAccounts', () => {
        const id = Number(params.id);
        if (!data.accounts.some((a) => a.id === id)) {
          return errorEnvelope(
            MemberAccountErrorCodes.BankAccountNotFound,
            MemberAccountMessages.bankAccountNotFound,
            404,
          );
        }
        data.accounts = data.accounts.filter((a) => a.id !== id);
        return envelope(null);
      }),
    ),
    http.get('*/wps/member/paymentPassword', () =>
      answer('GET /wps/member/paymentPassword', () => envelope({ isSet: data.paymentPasswordSet })),
    ),
    http.post('*/wps/member/paymentPassword', ({ request }) =>
      answer('POST /wps/member/paymentPassword', async () => {
        const body = (await request.json()) as PaymentPasswordSetRequest;
        if (body.loginPassword !== TEST_LOGIN_PASSWORD) {
          return errorEnvelope(
            WithdrawalErrorCodes.LoginPasswordWrong,
            WithdrawalMessages.loginPasswordWrong,
          );
        }
        data.paymentPasswordSet = true;
        return envelope({ isSet: true });
      }),
    ),
    http.get('*/wps/member/totp', () => answer('GET /wps/member/totp', () => envelope(data.totp))),
    http.post('*/wps/member/totp/setup', ({ request }) =>
      answer('POST /wps/member/totp/setup', async () => {
        const body = (await request.json()) as { loginPassword: string };
        if (body.loginPassword !== TEST_LOGIN_PASSWORD) {
          return errorEnvelope(
            WithdrawalErrorCodes.LoginPasswordWrong,
            WithdrawalMessages.loginPasswordWrong,
          );
        }
        return envelope({
          secret: 'JBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/LotusPlay:lucky?secret=JBSWY3DPEHPK3PXP&issuer=LotusPlay',
        });
      }),
    ),
    http.post('*/wps/member/totp/enable', ({ request }) =>
      answer('POST /wps/member/totp/enable', async () => {
        const body = (await request.json()) as { code: string };
        if (body.code !== TEST_TOTP_CODE || totpUsed) {
          return errorEnvelope(
            MemberAccountErrorCodes.TotpInvalid,
            MemberAccountMessages.totpInvalid,
          );
        }
        totpUsed = true;
        data.totp = { enabled: true, recoveryCodesLeft: 10 };
        return envelope({
          recoveryCodes: Array.from({ length: 10 }, (_, i) => `rcv${i}code${i}x`),
        });
      }),
    ),
    http.post('*/wps/member/totp/disable', () =>
      answer('POST /wps/member/totp/disable', () => {
        data.totp = { enabled: false, recoveryCodesLeft: 0 };
        return envelope(null);
      }),
    ),
    http.get('*/wps/member/loginHistory', ({ request }) =>
      answer('GET /wps/member/loginHistory', () => {
        const url = new URL(request.url);
        const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
        const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
        const entries = data.history.slice((pageNo - 1) * pageSize, pageNo * pageSize);
        return envelope({ entries, pageNo, pageSize, total: data.history.length });
      }),
    ),
  ];
}
