// Data factories typed against the session contracts: a demo member by default, shallow overrides.
import type {
  CaptchaResponse,
  LoginResponse,
  MemberInfo,
  PlayerAvatarResponse,
  SmsCodeResponse,
  UnreadCountResponse,
} from '@lotusplay/api-client';

/** A real member (type 0) of the demo brand. */
export function buildMemberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 1001,
    account: 'demo_player',
    nickname: 'Lucky Lotus',
    type: 0,
    isAgent: 0,
    toUpline: false,
    clubLabel: { labelName: 'Silver', rankLevel: 2 },
    memberLabel: [{ labelName: 'VIP' }],
    memberLabelColor: '#d4a017',
    customerId: 'C-1001',
    currencySymbol: '¥',
    unreadMessage: 3,
    availablePromoCount: 2,
    availablePromo: [{ type: 'REFERRAL', enabled: true }],
    avatarUrl: '/avatars/1.png',
    mobileNum: '9170000001',
    countryDialingCode: '+63',
    email: null,
    ...overrides,
  };
}

/** A login answer for `member` (the demo player unless given); no forced change. */
export function buildLoginResponse(
  overrides: Partial<Omit<LoginResponse, 'member'>> & { member?: Partial<MemberInfo> } = {},
): LoginResponse {
  const { member, ...rest } = overrides;
  return {
    token: 'tok-demo-player',
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: false,
    member: buildMemberInfo(member),
    ...rest,
  };
}

/** A free-play (trial, type 4) login answer. */
export function buildTrialLoginResponse(): LoginResponse {
  return buildLoginResponse({
    token: 'tok-trial',
    member: {
      id: 9001,
      account: 'trial_9001',
      nickname: 'Guest 9001',
      type: 4,
      isAgent: 4,
      memberLabel: [],
      memberLabelColor: null,
      customerId: 'T-9001',
      unreadMessage: 0,
      availablePromoCount: 0,
      availablePromo: [],
    },
  });
}

/** A captcha answer: a 1×1 transparent PNG. */
export function buildCaptcha(overrides: Partial<CaptchaResponse> = {}): CaptchaResponse {
  return {
    captchaKey: 'captcha-key-1',
    image:
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    ...overrides,
  };
}

/** An SMS answer: the code lasts one minute. */
export function buildSmsCode(overrides: Partial<SmsCodeResponse> = {}): SmsCodeResponse {
  return { expiredMinutes: 1, ...overrides };
}

/** The avatar answer: avatar 1 chosen out of three. */
export function buildPlayerAvatar(
  overrides: Partial<PlayerAvatarResponse> = {},
): PlayerAvatarResponse {
  const options = [1, 2, 3].map((id) => ({ id, url: `/avatars/${id}.png` }));
  return { current: options[0] ?? null, options, ...overrides };
}

/** Unread messages and unclaimed promotions. */
export function buildUnreadCount(
  overrides: Partial<UnreadCountResponse> = {},
): UnreadCountResponse {
  return { unreadMessage: 3, availablePromoCount: 2, ...overrides };
}
