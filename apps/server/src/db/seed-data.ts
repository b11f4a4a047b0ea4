// The deterministic demo brand. Seeded once, on the first start of an empty database.
import type { LanguageCode } from '@lotusplay/api-client';
import { LANGUAGE_CODES } from '@lotusplay/api-client/contracts';

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
  imageCdns: ['https://img1.lotusplay.example', 'https://img2.lotusplay.example'],
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

export const demoLicences = [
  {
    id: 'MGA',
    name: 'Malta Gaming Authority',
    url: 'https://www.mga.org.mt/',
    imageUrl: '/static/licences/mga.svg',
  },
  {
    id: 'BVI',
    name: 'British Virgin Islands Financial Services Commission',
    url: 'https://www.bvifsc.vg/',
    imageUrl: '/static/licences/bvi.svg',
  },
  {
    id: 'PAGCOR',
    name: 'Philippine Amusement and Gaming Corporation',
    url: 'https://www.pagcor.ph/',
    imageUrl: '/static/licences/pagcor.svg',
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

type Translated<T> = Record<LanguageCode, T>;

interface DemoArticle {
  tag: string;
  text: Translated<{ title: string; html: string }>;
}

interface DemoCategory {
  tag: string;
  title: Translated<string>;
  articles: DemoArticle[];
}

// Kept on purpose: the client must sanitise server HTML, and this article proves it does.
const unsafeTail = `<script>alert('xss')</script><img src="x" onerror="alert('xss')" alt="">`;

/** Help-centre content in every language. */
export const demoHelp: DemoCategory[] = [
  {
    tag: 'aboutUs',
    title: {
      EN: 'About Us',
      CN: '关于我们',
      VI: 'Về chúng tôi',
      TH: 'เกี่ยวกับเรา',
      JA: '私たちについて',
      TY: 'Tungkol sa Amin',
      ID: 'Tentang Kami',
    },
    articles: [
      {
        tag: 'whoWeAre',
        text: {
          EN: {
            title: 'Who We Are',
            html: '<p>LotusPlay is an online entertainment platform offering lottery, live casino, slots, sports and more. We hold licences from <strong>MGA</strong>, <strong>BVI</strong> and <strong>PAGCOR</strong>.</p>',
          },
          CN: {
            title: '我们是谁',
            html: '<p>LotusPlay 是一个在线娱乐平台，提供彩票、真人娱乐场、老虎机、体育等游戏。我们持有 <strong>MGA</strong>、<strong>BVI</strong> 和 <strong>PAGCOR</strong> 牌照。</p>',
          },
          VI: {
            title: 'Chúng tôi là ai',
            html: '<p>LotusPlay là nền tảng giải trí trực tuyến cung cấp xổ số, sòng bài trực tiếp, slot, thể thao và nhiều hơn nữa. Chúng tôi có giấy phép của <strong>MGA</strong>, <strong>BVI</strong> và <strong>PAGCOR</strong>.</p>',
          },
          TH: {
            title: 'เราคือใคร',
            html: '<p>LotusPlay คือแพลตฟอร์มความบันเทิงออนไลน์ที่ให้บริการหวย คาสิโนสด สล็อต กีฬา และอื่น ๆ เราได้รับใบอนุญาตจาก <strong>MGA</strong>, <strong>BVI</strong> และ <strong>PAGCOR</strong></p>',
          },
          JA: {
            title: '私たちについて',
            html: '<p>LotusPlayは、宝くじ、ライブカジノ、スロット、スポーツなどを提供するオンラインエンターテインメントプラットフォームです。<strong>MGA</strong>、<strong>BVI</strong>、<strong>PAGCOR</strong>のライセンスを取得しています。</p>',
          },
          TY: {
            title: 'Sino Kami',
            html: '<p>Ang LotusPlay ay isang online na plataporma ng libangan na nag-aalok ng lottery, live casino, slots, sports at iba pa. May lisensya kami mula sa <strong>MGA</strong>, <strong>BVI</strong> at <strong>PAGCOR</strong>.</p>',
          },
          ID: {
            title: 'Siapa Kami',
            html: '<p>LotusPlay adalah platform hiburan online yang menyediakan lotere, kasino langsung, slot, olahraga, dan lainnya. Kami memegang lisensi dari <strong>MGA</strong>, <strong>BVI</strong>, dan <strong>PAGCOR</strong>.</p>',
          },
        },
      },
      {
        tag: 'terms',
        text: {
          EN: {
            title: 'Terms and Conditions',
            html: `<p>By using this site you agree to our terms. You must be 18 or older to play.</p>${unsafeTail}`,
          },
          CN: {
            title: '条款与条件',
            html: `<p>使用本网站即表示您同意我们的条款。您必须年满18岁才能参与游戏。</p>${unsafeTail}`,
          },
          VI: {
            title: 'Điều khoản và Điều kiện',
            html: `<p>Khi sử dụng trang web này, bạn đồng ý với các điều khoản của chúng tôi. Bạn phải từ 18 tuổi trở lên để chơi.</p>${unsafeTail}`,
          },
          TH: {
            title: 'ข้อกำหนดและเงื่อนไข',
            html: `<p>การใช้เว็บไซต์นี้ถือว่าคุณยอมรับข้อกำหนดของเรา คุณต้องมีอายุ 18 ปีขึ้นไปจึงจะเล่นได้</p>${unsafeTail}`,
          },
          JA: {
            title: '利用規約',
            html: `<p>本サイトを利用することで、利用規約に同意したものとみなされます。プレイできるのは18歳以上の方のみです。</p>${unsafeTail}`,
          },
          TY: {
            title: 'Mga Tuntunin at Kundisyon',
            html: `<p>Sa paggamit ng site na ito, sumasang-ayon ka sa aming mga tuntunin. Dapat ay 18 taong gulang ka o higit pa para maglaro.</p>${unsafeTail}`,
          },
          ID: {
            title: 'Syarat dan Ketentuan',
            html: `<p>Dengan menggunakan situs ini, Anda menyetujui ketentuan kami. Anda harus berusia 18 tahun atau lebih untuk bermain.</p>${unsafeTail}`,
          },
        },
      },
    ],
  },
  {
    tag: 'account',
    title: {
      EN: 'Account & Security',
      CN: '账户与安全',
      VI: 'Tài khoản & Bảo mật',
      TH: 'บัญชีและความปลอดภัย',
      JA: 'アカウントとセキュリティ',
      TY: 'Account at Seguridad',
      ID: 'Akun & Keamanan',
    },
    articles: [
      {
        tag: 'howToRegister',
        text: {
          EN: {
            title: 'How to Register',
            html: '<ol><li>Click <b>Register</b> at the top of the page.</li><li>Enter a username and a password.</li><li>Agree to the terms and submit.</li></ol>',
          },
          CN: {
            title: '如何注册',
            html: '<ol><li>点击页面顶部的<b>注册</b>。</li><li>输入用户名和密码。</li><li>同意条款并提交。</li></ol>',
          },
          VI: {
            title: 'Cách đăng ký',
            html: '<ol><li>Nhấn <b>Đăng ký</b> ở đầu trang.</li><li>Nhập tên đăng nhập và mật khẩu.</li><li>Đồng ý với điều khoản và gửi.</li></ol>',
          },
          TH: {
            title: 'วิธีสมัครสมาชิก',
            html: '<ol><li>คลิก <b>สมัครสมาชิก</b> ที่ด้านบนของหน้า</li><li>กรอกชื่อผู้ใช้และรหัสผ่าน</li><li>ยอมรับข้อกำหนดแล้วกดส่ง</li></ol>',
          },
          JA: {
            title: '登録方法',
            html: '<ol><li>ページ上部の<b>新規登録</b>をクリックします。</li><li>ユーザー名とパスワードを入力します。</li><li>規約に同意して送信します。</li></ol>',
          },
          TY: {
            title: 'Paano Magrehistro',
            html: '<ol><li>I-click ang <b>Magrehistro</b> sa itaas ng pahina.</li><li>Ilagay ang username at password.</li><li>Sumang-ayon sa mga tuntunin at isumite.</li></ol>',
          },
          ID: {
            title: 'Cara Mendaftar',
            html: '<ol><li>Klik <b>Daftar</b> di bagian atas halaman.</li><li>Masukkan nama pengguna dan kata sandi.</li><li>Setujui ketentuan lalu kirim.</li></ol>',
          },
        },
      },
      {
        tag: 'forgotPassword',
        text: {
          EN: {
            title: 'Forgot Password',
            html: '<p>Click <em>Forgot password</em> on the login window and reset it by e-mail or by mobile number.</p>',
          },
          CN: {
            title: '忘记密码',
            html: '<p>在登录窗口点击<em>忘记密码</em>，通过电子邮件或手机号码重置密码。</p>',
          },
          VI: {
            title: 'Quên mật khẩu',
            html: '<p>Nhấn <em>Quên mật khẩu</em> trên cửa sổ đăng nhập và đặt lại bằng email hoặc số điện thoại.</p>',
          },
          TH: {
            title: 'ลืมรหัสผ่าน',
            html: '<p>คลิก <em>ลืมรหัสผ่าน</em> ในหน้าต่างเข้าสู่ระบบ แล้วรีเซ็ตผ่านอีเมลหรือหมายเลขโทรศัพท์มือถือ</p>',
          },
          JA: {
            title: 'パスワードを忘れた場合',
            html: '<p>ログイン画面で<em>パスワードをお忘れの方</em>をクリックし、メールまたは携帯電話番号で再設定してください。</p>',
          },
          TY: {
            title: 'Nakalimutan ang Password',
            html: '<p>I-click ang <em>Nakalimutan ang password</em> sa login window at i-reset ito gamit ang e-mail o numero ng mobile.</p>',
          },
          ID: {
            title: 'Lupa Kata Sandi',
            html: '<p>Klik <em>Lupa kata sandi</em> di jendela masuk dan atur ulang melalui e-mail atau nomor ponsel.</p>',
          },
        },
      },
    ],
  },
  {
    tag: 'payment',
    title: {
      EN: 'Deposits & Withdrawals',
      CN: '存款与取款',
      VI: 'Nạp & Rút tiền',
      TH: 'ฝากและถอนเงิน',
      JA: '入金と出金',
      TY: 'Deposito at Pag-withdraw',
      ID: 'Deposit & Penarikan',
    },
    articles: [
      {
        tag: 'howToDeposit',
        text: {
          EN: {
            title: 'How to Deposit',
            html: '<p>Open <b>Deposit</b> in the member centre, choose a payment method, enter the amount and confirm. Deposits usually arrive within minutes.</p>',
          },
          CN: {
            title: '如何存款',
            html: '<p>在会员中心打开<b>存款</b>，选择支付方式，输入金额并确认。存款通常在几分钟内到账。</p>',
          },
          VI: {
            title: 'Cách nạp tiền',
            html: '<p>Mở <b>Nạp tiền</b> trong trung tâm thành viên, chọn phương thức thanh toán, nhập số tiền và xác nhận. Tiền nạp thường đến trong vài phút.</p>',
          },
          TH: {
            title: 'วิธีฝากเงิน',
            html: '<p>เปิด <b>ฝากเงิน</b> ในศูนย์สมาชิก เลือกวิธีชำระเงิน กรอกจำนวนเงินแล้วยืนยัน โดยปกติเงินฝากจะเข้าภายในไม่กี่นาที</p>',
          },
          JA: {
            title: '入金方法',
            html: '<p>会員センターで<b>入金</b>を開き、支払い方法を選んで金額を入力し、確認します。通常、入金は数分以内に反映されます。</p>',
          },
          TY: {
            title: 'Paano Magdeposito',
            html: '<p>Buksan ang <b>Deposito</b> sa member centre, pumili ng paraan ng pagbabayad, ilagay ang halaga at kumpirmahin. Karaniwang dumarating ang deposito sa loob ng ilang minuto.</p>',
          },
          ID: {
            title: 'Cara Deposit',
            html: '<p>Buka <b>Deposit</b> di pusat anggota, pilih metode pembayaran, masukkan jumlah, lalu konfirmasi. Deposit biasanya masuk dalam beberapa menit.</p>',
          },
        },
      },
    ],
  },
  {
    tag: 'responsibleGaming',
    title: {
      EN: 'Responsible Gaming',
      CN: '负责任博彩',
      VI: 'Chơi có trách nhiệm',
      TH: 'การเล่นอย่างรับผิดชอบ',
      JA: '責任あるゲーム',
      TY: 'Responsableng Paglalaro',
      ID: 'Bermain Bertanggung Jawab',
    },
    articles: [
      {
        tag: 'playResponsibly',
        text: {
          EN: {
            title: 'Play Responsibly',
            html: '<p>Gaming should be fun. Set limits, take breaks and never chase losses. Players must be <strong>18+</strong>.</p>',
          },
          CN: {
            title: '理性游戏',
            html: '<p>游戏应当是一种乐趣。请设定限额、适时休息，切勿追逐损失。玩家必须年满<strong>18岁</strong>。</p>',
          },
          VI: {
            title: 'Hãy chơi có chừng mực',
            html: '<p>Trò chơi nên mang lại niềm vui. Hãy đặt giới hạn, nghỉ ngơi và đừng bao giờ cố gỡ thua. Người chơi phải từ <strong>18 tuổi</strong> trở lên.</p>',
          },
          TH: {
            title: 'เล่นอย่างมีสติ',
            html: '<p>การเล่นเกมควรเป็นเรื่องสนุก ตั้งขีดจำกัด พักเป็นระยะ และอย่าไล่ตามการเสีย ผู้เล่นต้องมีอายุ <strong>18 ปีขึ้นไป</strong></p>',
          },
          JA: {
            title: '節度を持って遊ぶ',
            html: '<p>ゲームは楽しむためのものです。上限を決め、休憩を取り、負けを取り戻そうとしないでください。プレイヤーは<strong>18歳以上</strong>である必要があります。</p>',
          },
          TY: {
            title: 'Maglaro nang Responsable',
            html: '<p>Dapat masaya ang paglalaro. Magtakda ng limitasyon, magpahinga at huwag habulin ang mga talo. Ang mga manlalaro ay dapat <strong>18 pataas</strong>.</p>',
          },
          ID: {
            title: 'Bermain dengan Bijak',
            html: '<p>Bermain seharusnya menyenangkan. Tetapkan batas, beristirahat, dan jangan mengejar kekalahan. Pemain harus berusia <strong>18+</strong>.</p>',
          },
        },
      },
    ],
  },
];

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
