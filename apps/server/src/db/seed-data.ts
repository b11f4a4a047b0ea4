// The deterministic demo brand. Seeded once, on the first start of an empty database.
import type { LanguageCode } from '@lotusplay/api-client';
import { ART_BASE_PATH, LANGUAGE_CODES } from '@lotusplay/api-client/contracts';

/** Every language the product has resources for (SPEC.md §9): the contract's list. */
export const SUPPORTED_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES;

/** Password of every seeded demo account (printed at start; change it in production). */
export const DEMO_PASSWORD = 'Play2025';

/** The brand's default insecure password (SPEC.md "{secret}"): logging in with it forces a change. */
export const DEMO_DEFAULT_PASSWORD = 'abc123456';

/** Affiliate / referral code of demo_agent; demo_player is its downline. */
export const DEMO_AGENT_CODE = 'DEMOAGENT';

/** A seeded demo account; `password` defaults to DEMO_PASSWORD. */
export interface DemoMember {
  username: string;
  nickname: string;
  isAgent: number;
  password?: string;
  affiliateCode?: string;
  upline?: string;
  firstLogin?: boolean;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  clubRankLevel?: number;
  clubLabelName?: string;
  memberLabels?: string[];
  memberLabelColor?: string;
  toUpline?: boolean;
}

/**
 * The seeded demo accounts: isAgent 0 member, 1 agent, 4 trial, and demo_default whose password
 * is the brand default (forced change at login; first login too).
 */
export const demoMembers: readonly DemoMember[] = [
  {
    username: 'demo_player',
    nickname: 'Demo Player',
    isAgent: 0,
    upline: 'demo_agent',
    mobileNum: '9170000001',
    countryDialingCode: '+63',
    email: 'demo_player@lotusplay.example',
    clubRankLevel: 1,
    clubLabelName: 'Bronze',
    memberLabels: ['New'],
    memberLabelColor: '#2E7D32',
    toUpline: true,
  },
  {
    username: 'demo_agent',
    nickname: 'Demo Agent',
    isAgent: 1,
    affiliateCode: DEMO_AGENT_CODE,
    mobileNum: '9170000002',
    countryDialingCode: '+63',
    email: 'demo_agent@lotusplay.example',
    clubRankLevel: 3,
    clubLabelName: 'Gold',
    memberLabels: ['Agent'],
    memberLabelColor: '#B8860B',
  },
  { username: 'demo_trial', nickname: 'Demo Trial', isAgent: 4 },
  {
    username: 'demo_default',
    nickname: 'Demo Default',
    isAgent: 0,
    password: DEMO_DEFAULT_PASSWORD,
    firstLogin: true,
    email: 'demo_default@lotusplay.example',
  },
];

/** Avatars a member may choose, served from public/avatars/. */
export const demoAvatars = [
  '/static/avatars/lotus.svg',
  '/static/avatars/dragon.svg',
  '/static/avatars/tiger.svg',
  '/static/avatars/koi.svg',
];

export const demoBrand = {
  merchantCode: 'LOTUSDEMO',
  brandName: 'LotusPlay',
  platform: 'W',
  defaultLanguage: 'EN',
  languages: [...SUPPORTED_LANGUAGES],
  currencySymbol: '¥',
  redirectToLogin: false,
  showCountryCode: true,
  gtagId: 'G-LOTUSDEMO25',
  // The game images and vendor logos are the product's own demo art, drawn and served by this
  // server (modules/art): a path means this server's own origin, as for the launch hosts below.
  // An operator with real art sets real CDN bases instead (no default points at a made-up host).
  imageCdns: [ART_BASE_PATH],
  // The demo vendor's game pages are served by this server: a path means "this server's own
  // origin" (the launch call answers an absolute URL on the origin the browser reached).
  launchGameCdns: ['/'],
  homeCountryCode: 'PH',
  smsExpiredMinutes: 5,
  defaultPassword: DEMO_DEFAULT_PASSWORD,
  passwordExpiryDays: 90,
};

/** [moduleId, parentId, name, enabled] in display order; the nine ids of SPEC.md §6 are on, Firebase SMS is off. */
export const demoWhitelabel: [string, string | null, string, boolean][] = [
  ['REGISTRATION', null, 'Registration', true],
  ['DIRECTREG3', 'REGISTRATION', 'Header registration button', true],
  ['USERNAMEREG3', 'REGISTRATION', 'Register by username', true],
  ['MOBILENUMREG3', 'REGISTRATION', 'Register by mobile number', true],
  ['MOBILENUMPASSREG3', 'REGISTRATION', 'Register by mobile number with password', true],
  ['REGMOBVERF3', 'REGISTRATION', 'SMS verification on registration', true],
  ['LOGIN', null, 'Login', true],
  ['MOBILEVERCODELOGIN3', 'LOGIN', 'SMS code login', true],
  ['FREEPLAY3', 'LOGIN', 'Free play (trial account)', true],
  // Off: it needs the server's FIREBASE_* settings (README, "Firebase phone sign-in").
  ['FIREBASESMS3', 'LOGIN', 'SMS codes by Firebase phone sign-in', false],
  ['SECURITY', null, 'Account security', true],
  ['CHNGPASSVERIF3', 'SECURITY', 'Password reset by phone', true],
  ['PWDEXPFORCECHANGE3', 'SECURITY', 'Force change of an expired password', true],
  // The agent centre's contract entries (CONTRACT_FLAGS of the api-client's contracts).
  ['AGENT', null, 'Agent contracts', true],
  ['DIVIDEND3', 'AGENT', 'Dividend contracts (bonus)', true],
  ['DAILYSALARY3', 'AGENT', 'Daily salary contracts', true],
  ['HOURSALARY3', 'AGENT', 'Hourly salary contracts', true],
  ['REALTIMESALARY3', 'AGENT', 'Real-time salary contracts', true],
  // Agents may transfer to members of their tree (AGENT_TRANSFER_FLAG of the api-client's contracts).
  ['AGENT_TRANSFER', 'AGENT', 'Transfers to downlines', true],
];

/** [key, enabled, required, minLength, maxLength, patternId] per registration field. */
export const demoRegisterValidators: [string, boolean, boolean, number, number, number][] = [
  ['username', true, true, 6, 16, 1],
  ['password', true, true, 6, 20, 5],
  ['confirmPassword', true, true, 6, 20, 5],
  ['payeeName', true, false, 2, 50, 8],
  ['email', true, false, 5, 100, 3],
  ['mobileNum', true, false, 7, 15, 6],
  ['affiliateCode', true, false, 4, 16, 4],
  // The registration captcha is off in the demo brand so that automated browsers can register;
  // the server enforces it (a valid /wps/captcha answer) whenever an operator enables it.
  ['captcha', false, true, 4, 4, 4],
  ['verificationCode', true, false, 0, 255, 0],
  ['qqNum', false, false, 5, 12, 6],
  ['line', false, false, 4, 30, 9],
  ['whatsapp', false, false, 7, 15, 6],
  ['facebook', false, false, 5, 50, 9],
  ['wechat', false, false, 6, 20, 9],
  ['telegram', false, false, 5, 32, 19],
  ['zalo', false, false, 9, 12, 6],
  ['idNumber', false, false, 6, 18, 4],
  ['paymentPassword', false, false, 6, 6, 6],
  ['birthday', false, false, 10, 10, 11],
  ['realName', false, false, 3, 50, 21],
];

/** [countryCode, dialing code] in display order. */
export const demoCountries: [string, string][] = [
  ['PH', '+63'],
  ['CN', '+86'],
  ['VN', '+84'],
  ['TH', '+66'],
  ['JP', '+81'],
  ['ID', '+62'],
  ['MY', '+60'],
  ['SG', '+65'],
  ['KR', '+82'],
  ['IN', '+91'],
  ['US', '+1'],
  ['GB', '+44'],
  ['AU', '+61'],
];

/** [first IPv4, last IPv4, country] — a small, illustrative geolocation table. */
export const demoIpRanges: [string, string, string][] = [
  ['1.0.1.0', '1.0.3.255', 'CN'],
  ['14.160.0.0', '14.191.255.255', 'VN'],
  ['1.46.0.0', '1.47.255.255', 'TH'],
  ['126.0.0.0', '126.255.255.255', 'JP'],
  ['36.64.0.0', '36.95.255.255', 'ID'],
  ['49.144.0.0', '49.151.255.255', 'PH'],
  ['175.136.0.0', '175.143.255.255', 'MY'],
  ['103.6.148.0', '103.6.151.255', 'SG'],
  ['211.234.0.0', '211.234.255.255', 'KR'],
  ['8.8.8.0', '8.8.8.255', 'US'],
  ['81.2.69.0', '81.2.69.255', 'GB'],
  ['1.128.0.0', '1.159.255.255', 'AU'],
];

export const demoResources = [
  {
    resourceType: 'APP_DOWNLOAD_ANDROID',
    url: 'https://download.lotusplay.example/app/lotusplay.apk',
    qrCodeUrl: 'https://download.lotusplay.example/app/lotusplay.apk',
  },
  {
    resourceType: 'APP_DOWNLOAD_IOS',
    url: 'https://download.lotusplay.example/app/ios',
    qrCodeUrl: 'https://download.lotusplay.example/app/ios',
  },
];

export const demoCustomerService = [
  // The demo live-chat page this server serves (modules/content/support.page.ts).
  { type: 'LIVECHAT', url: '/demo-chat/livechat' },
  { type: 'FACEBOOK', url: 'https://www.facebook.com/lotusplay' },
  { type: 'TELEGRAM', url: 'https://t.me/lotusplay_support' },
];

/** The demo brand's licences; their numbers say DEMO: an operator sets its own. */
export const demoLicences = [
  {
    id: 'MGA',
    name: 'Malta Gaming Authority',
    url: 'https://www.mga.org.mt/',
    imageUrl: '/static/licences/mga.svg',
    licenceNumber: 'MGA/B2C/DEMO/0001',
  },
  {
    id: 'BVI',
    name: 'British Virgin Islands Financial Services Commission',
    url: 'https://www.bvifsc.vg/',
    imageUrl: '/static/licences/bvi.svg',
    licenceNumber: 'SIBA/L/DEMO/0001',
  },
  {
    id: 'PAGCOR',
    name: 'Philippine Amusement and Gaming Corporation',
    url: 'https://www.pagcor.ph/',
    imageUrl: '/static/licences/pagcor.svg',
    licenceNumber: 'PAGCOR-DEMO-0001',
  },
];

export const demoDomainRoutes = [
  'https://www.lotusplay.example',
  'https://m.lotusplay.example',
  'https://backup.lotusplay.example',
];

export const demoMaintenance = {
  message: 'Scheduled maintenance is in progress. We will be back soon.',
};

export const demoRegionRestriction = {
  blockedCountries: ['US', 'GB'],
  message: 'Our service is not available in your region.',
};

// The help centre's content is the content module's (modules/content/help.content.ts).

/**
 * The demo merchant wallet list (wallet module): [code, name] of the game vendors whose wallets
 * members transfer to, in display order. The brand is multi-wallet (`wallet_settings`).
 */
export const demoMerchantWallets: [string, string][] = [
  ['LOTUS', 'Lotus Games'],
  ['JILI', 'JILI'],
  ['PG', 'PG Soft'],
  ['EVO', 'Evolution'],
  ['SABA', 'SABA Sports'],
];

/**
 * The demo deposit channels (wallet module): code, name, minimum and maximum in minor units, all
 * paid through the demo provider (an operator approves, or demo mode completes them).
 */
export const demoDepositChannels: {
  code: string;
  name: string;
  minAmount: number;
  maxAmount: number;
}[] = [
  { code: 'BANK', name: 'Bank transfer', minAmount: 10_000, maxAmount: 5_000_000 },
  { code: 'EWALLET', name: 'E-wallet', minAmount: 1_000, maxAmount: 500_000 },
  { code: 'QR', name: 'QR payment', minAmount: 5_000, maxAmount: 2_000_000 },
];
