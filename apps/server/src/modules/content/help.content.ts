// The demo brand's help centre in every language (moved here from db/seed-data.ts, issue 26): who
// we are, account and payment questions, responsible gaming, and the terms and conditions and the
// privacy policy (help.legal.ts), whose tags the registration form and the footer link to
// (HelpPageTags of the contracts).
import type { LanguageCode } from '@lotusplay/api-client/contracts';
import { HelpPageTags } from '@lotusplay/api-client/contracts';
import { PRIVACY_HTML, RESPONSIBLE_GAMING_HTML, TERMS_HTML } from './help.legal';

type Translated<T> = Record<LanguageCode, T>;

export interface DemoArticle {
  tag: string;
  text: Translated<{ title: string; html: string }>;
}

export interface DemoCategory {
  tag: string;
  title: Translated<string>;
  articles: DemoArticle[];
}

// Kept on purpose: the client must sanitise server HTML, and this article proves it does (a
// script that never runs; no element that would load anything, so no request and no console
// error either).
const unsafeTail = `<script>alert('xss')</script>`;

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
            html: `<p>LotusPlay is an online entertainment platform offering lottery, live casino, slots, sports and more. We hold licences from <strong>MGA</strong>, <strong>BVI</strong> and <strong>PAGCOR</strong>.</p>${unsafeTail}`,
          },
          CN: {
            title: '我们是谁',
            html: `<p>LotusPlay 是一个在线娱乐平台，提供彩票、真人娱乐场、老虎机、体育等游戏。我们持有 <strong>MGA</strong>、<strong>BVI</strong> 和 <strong>PAGCOR</strong> 牌照。</p>${unsafeTail}`,
          },
          VI: {
            title: 'Chúng tôi là ai',
            html: `<p>LotusPlay là nền tảng giải trí trực tuyến cung cấp xổ số, sòng bài trực tiếp, slot, thể thao và nhiều hơn nữa. Chúng tôi có giấy phép của <strong>MGA</strong>, <strong>BVI</strong> và <strong>PAGCOR</strong>.</p>${unsafeTail}`,
          },
          TH: {
            title: 'เราคือใคร',
            html: `<p>LotusPlay คือแพลตฟอร์มความบันเทิงออนไลน์ที่ให้บริการหวย คาสิโนสด สล็อต กีฬา และอื่น ๆ เราได้รับใบอนุญาตจาก <strong>MGA</strong>, <strong>BVI</strong> และ <strong>PAGCOR</strong></p>${unsafeTail}`,
          },
          JA: {
            title: '私たちについて',
            html: `<p>LotusPlayは、宝くじ、ライブカジノ、スロット、スポーツなどを提供するオンラインエンターテインメントプラットフォームです。<strong>MGA</strong>、<strong>BVI</strong>、<strong>PAGCOR</strong>のライセンスを取得しています。</p>${unsafeTail}`,
          },
          TY: {
            title: 'Sino Kami',
            html: `<p>Ang LotusPlay ay isang online na plataporma ng libangan na nag-aalok ng lottery, live casino, slots, sports at iba pa. May lisensya kami mula sa <strong>MGA</strong>, <strong>BVI</strong> at <strong>PAGCOR</strong>.</p>${unsafeTail}`,
          },
          ID: {
            title: 'Siapa Kami',
            html: `<p>LotusPlay adalah platform hiburan online yang menyediakan lotere, kasino langsung, slot, olahraga, dan lainnya. Kami memegang lisensi dari <strong>MGA</strong>, <strong>BVI</strong>, dan <strong>PAGCOR</strong>.</p>${unsafeTail}`,
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
    tag: HelpPageTags.responsibleGaming,
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
            html: RESPONSIBLE_GAMING_HTML.EN,
          },
          CN: {
            title: '理性游戏',
            html: RESPONSIBLE_GAMING_HTML.CN,
          },
          VI: {
            title: 'Hãy chơi có chừng mực',
            html: RESPONSIBLE_GAMING_HTML.VI,
          },
          TH: {
            title: 'เล่นอย่างมีสติ',
            html: RESPONSIBLE_GAMING_HTML.TH,
          },
          JA: {
            title: '節度を持って遊ぶ',
            html: RESPONSIBLE_GAMING_HTML.JA,
          },
          TY: {
            title: 'Maglaro nang Responsable',
            html: RESPONSIBLE_GAMING_HTML.TY,
          },
          ID: {
            title: 'Bermain dengan Bijak',
            html: RESPONSIBLE_GAMING_HTML.ID,
          },
        },
      },
    ],
  },
  {
    tag: 'legal',
    title: {
      EN: 'Terms & Policies',
      CN: '条款与政策',
      VI: 'Điều khoản & Chính sách',
      TH: 'ข้อกำหนดและนโยบาย',
      JA: '規約とポリシー',
      TY: 'Mga Tuntunin at Patakaran',
      ID: 'Ketentuan & Kebijakan',
    },
    articles: [
      {
        tag: HelpPageTags.terms,
        text: {
          EN: { title: 'Terms and Conditions', html: TERMS_HTML.EN },
          CN: { title: '条款与条件', html: TERMS_HTML.CN },
          VI: { title: 'Điều khoản và Điều kiện', html: TERMS_HTML.VI },
          TH: { title: 'ข้อกำหนดและเงื่อนไข', html: TERMS_HTML.TH },
          JA: { title: '利用規約', html: TERMS_HTML.JA },
          TY: { title: 'Mga Tuntunin at Kundisyon', html: TERMS_HTML.TY },
          ID: { title: 'Syarat dan Ketentuan', html: TERMS_HTML.ID },
        },
      },
      {
        tag: HelpPageTags.privacy,
        text: {
          EN: { title: 'Privacy Policy', html: PRIVACY_HTML.EN },
          CN: { title: '隐私政策', html: PRIVACY_HTML.CN },
          VI: { title: 'Chính sách bảo mật', html: PRIVACY_HTML.VI },
          TH: { title: 'นโยบายความเป็นส่วนตัว', html: PRIVACY_HTML.TH },
          JA: { title: 'プライバシーポリシー', html: PRIVACY_HTML.JA },
          TY: { title: 'Patakaran sa Privacy', html: PRIVACY_HTML.TY },
          ID: { title: 'Kebijakan Privasi', html: PRIVACY_HTML.ID },
        },
      },
    ],
  },
];
