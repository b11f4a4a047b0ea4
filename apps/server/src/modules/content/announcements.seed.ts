// The demo brand's announcements: every type, popup ones, one for members only, two for agents only
// (the agent centre's announcements page), in every language,
// with rich but safe HTML — enough type-B notices for a second page of /noticePage (9 a page).
// Deterministic: fixed texts and fixed times. Idempotent: seeds only when there is no announcement
// (a data folder seeded before announcements existed gets them on its next start).
import type {
  AnnouncementAudience,
  AnnouncementType,
  LanguageCode,
} from '@lotusplay/api-client/contracts';
import { LANGUAGE_CODES } from '@lotusplay/api-client/contracts';
import type { Database } from '../../db/client';
import { sanitizeHtml, stripHtml } from '../../lib/html';
import * as t from './announcements.tables';

type Texts = Record<LanguageCode, { title: string; body: string }>;

/** One demo subject: a title (with {d}, the date) and HTML in every language. */
const subjects = {
  maintenance: {
    EN: {
      title: 'Scheduled maintenance on {d}',
      body: '<p>We will upgrade our systems on <strong>{d}</strong>. During the window below, games and the wallet are not available.</p><table><thead><tr><th>Start</th><th>End</th></tr></thead><tbody><tr><td>02:00</td><td>04:00</td></tr></tbody></table><p>Thank you for your patience.</p>',
    },
    CN: {
      title: '{d} 系统维护公告',
      body: '<p>我们将于 <strong>{d}</strong> 升级系统。在以下时段内，游戏和钱包暂停服务。</p><table><thead><tr><th>开始</th><th>结束</th></tr></thead><tbody><tr><td>02:00</td><td>04:00</td></tr></tbody></table><p>感谢您的耐心等待。</p>',
    },
    VI: {
      title: 'Bảo trì định kỳ ngày {d}',
      body: '<p>Chúng tôi sẽ nâng cấp hệ thống vào <strong>{d}</strong>. Trong khung giờ dưới đây, trò chơi và ví tạm ngừng hoạt động.</p><table><thead><tr><th>Bắt đầu</th><th>Kết thúc</th></tr></thead><tbody><tr><td>02:00</td><td>04:00</td></tr></tbody></table><p>Cảm ơn bạn đã kiên nhẫn.</p>',
    },
    TH: {
      title: 'ปิดปรับปรุงระบบตามกำหนดวันที่ {d}',
      body: '<p>เราจะอัปเกรดระบบในวันที่ <strong>{d}</strong> ในช่วงเวลาด้านล่าง เกมและกระเป๋าเงินจะไม่สามารถใช้งานได้</p><table><thead><tr><th>เริ่ม</th><th>สิ้นสุด</th></tr></thead><tbody><tr><td>02:00</td><td>04:00</td></tr></tbody></table><p>ขอบคุณที่รอคอย</p>',
    },
    JA: {
      title: '{d} 定期メンテナンスのお知らせ',
      body: '<p><strong>{d}</strong> にシステムを更新します。下記の時間帯はゲームとウォレットをご利用いただけません。</p><table><thead><tr><th>開始</th><th>終了</th></tr></thead><tbody><tr><td>02:00</td><td>04:00</td></tr></tbody></table><p>ご理解のほどよろしくお願いいたします。</p>',
    },
    TY: {
      title: 'Nakatakdang maintenance sa {d}',
      body: '<p>Ia-upgrade namin ang aming mga system sa <strong>{d}</strong>. Sa oras sa ibaba, hindi magagamit ang mga laro at ang wallet.</p><table><thead><tr><th>Simula</th><th>Wakas</th></tr></thead><tbody><tr><td>02:00</td><td>04:00</td></tr></tbody></table><p>Salamat sa inyong pasensya.</p>',
    },
    ID: {
      title: 'Pemeliharaan terjadwal pada {d}',
      body: '<p>Kami akan meningkatkan sistem pada <strong>{d}</strong>. Selama waktu di bawah ini, permainan dan dompet tidak tersedia.</p><table><thead><tr><th>Mulai</th><th>Selesai</th></tr></thead><tbody><tr><td>02:00</td><td>04:00</td></tr></tbody></table><p>Terima kasih atas kesabaran Anda.</p>',
    },
  },
  newGames: {
    EN: {
      title: 'New slot games arrived ({d})',
      body: '<h3>Fresh reels this week</h3><ul><li>Lotus Fortune</li><li>Dragon Pearl</li><li>Golden Koi</li></ul><p>Find them in the <a href="/rng">slot lobby</a>.</p>',
    },
    CN: {
      title: '新老虎机游戏上线（{d}）',
      body: '<h3>本周新游戏</h3><ul><li>莲花财富</li><li>龙珠</li><li>金锦鲤</li></ul><p>请前往<a href="/rng">老虎机大厅</a>体验。</p>',
    },
    VI: {
      title: 'Trò chơi slot mới đã có ({d})',
      body: '<h3>Vòng quay mới tuần này</h3><ul><li>Lotus Fortune</li><li>Dragon Pearl</li><li>Golden Koi</li></ul><p>Tìm chúng trong <a href="/rng">sảnh slot</a>.</p>',
    },
    TH: {
      title: 'เกมสล็อตใหม่มาแล้ว ({d})',
      body: '<h3>เกมใหม่ประจำสัปดาห์</h3><ul><li>Lotus Fortune</li><li>Dragon Pearl</li><li>Golden Koi</li></ul><p>เล่นได้ที่<a href="/rng">ล็อบบี้สล็อต</a></p>',
    },
    JA: {
      title: '新しいスロットゲームが登場（{d}）',
      body: '<h3>今週の新作</h3><ul><li>ロータスフォーチュン</li><li>ドラゴンパール</li><li>ゴールデンコイ</li></ul><p><a href="/rng">スロットロビー</a>でお楽しみください。</p>',
    },
    TY: {
      title: 'Dumating na ang mga bagong slot game ({d})',
      body: '<h3>Mga bagong laro ngayong linggo</h3><ul><li>Lotus Fortune</li><li>Dragon Pearl</li><li>Golden Koi</li></ul><p>Hanapin sila sa <a href="/rng">slot lobby</a>.</p>',
    },
    ID: {
      title: 'Permainan slot baru telah hadir ({d})',
      body: '<h3>Gulungan baru minggu ini</h3><ul><li>Lotus Fortune</li><li>Dragon Pearl</li><li>Golden Koi</li></ul><p>Temukan di <a href="/rng">lobi slot</a>.</p>',
    },
  },
  deposit: {
    EN: {
      title: 'Deposit channel update ({d})',
      body: '<p>Bank transfer deposits now arrive <em>faster</em>. Please always use the account shown on the deposit page.</p><blockquote>Never send money to an account given to you in a chat.</blockquote>',
    },
    CN: {
      title: '存款渠道更新（{d}）',
      body: '<p>银行转账存款现在<em>更快</em>到账。请始终使用存款页面显示的账户。</p><blockquote>切勿向聊天中提供给您的账户汇款。</blockquote>',
    },
    VI: {
      title: 'Cập nhật kênh nạp tiền ({d})',
      body: '<p>Nạp tiền qua chuyển khoản ngân hàng nay đến <em>nhanh hơn</em>. Hãy luôn dùng tài khoản hiển thị trên trang nạp tiền.</p><blockquote>Không bao giờ chuyển tiền vào tài khoản được gửi cho bạn qua tin nhắn.</blockquote>',
    },
    TH: {
      title: 'อัปเดตช่องทางฝากเงิน ({d})',
      body: '<p>การฝากเงินผ่านการโอนธนาคารเข้าบัญชี<em>เร็วขึ้น</em>แล้ว โปรดใช้บัญชีที่แสดงในหน้าฝากเงินเสมอ</p><blockquote>อย่าโอนเงินไปยังบัญชีที่ได้รับทางแชท</blockquote>',
    },
    JA: {
      title: '入金チャネルの更新（{d}）',
      body: '<p>銀行振込による入金が<em>より早く</em>反映されるようになりました。必ず入金ページに表示された口座をご利用ください。</p><blockquote>チャットで案内された口座には絶対に送金しないでください。</blockquote>',
    },
    TY: {
      title: 'Update sa deposit channel ({d})',
      body: '<p>Mas <em>mabilis</em> na ngayong dumarating ang deposito sa bank transfer. Laging gamitin ang account na nasa deposit page.</p><blockquote>Huwag magpadala ng pera sa account na ibinigay sa iyo sa chat.</blockquote>',
    },
    ID: {
      title: 'Pembaruan saluran deposit ({d})',
      body: '<p>Deposit transfer bank kini masuk <em>lebih cepat</em>. Selalu gunakan rekening yang tampil di halaman deposit.</p><blockquote>Jangan pernah mengirim uang ke rekening yang diberikan lewat obrolan.</blockquote>',
    },
  },
  weekend: {
    EN: {
      title: 'Weekend bonus reminder ({d})',
      body: '<p>Play this weekend and collect <strong>extra points</strong> for the points mall.</p><ol><li>Log in</li><li>Play any game</li><li>Redeem your points</li></ol>',
    },
    CN: {
      title: '周末奖励提醒（{d}）',
      body: '<p>本周末游戏即可获得<strong>额外积分</strong>，用于积分商城。</p><ol><li>登录</li><li>畅玩任意游戏</li><li>兑换积分</li></ol>',
    },
    VI: {
      title: 'Nhắc nhở thưởng cuối tuần ({d})',
      body: '<p>Chơi vào cuối tuần này để nhận <strong>thêm điểm</strong> cho cửa hàng điểm.</p><ol><li>Đăng nhập</li><li>Chơi bất kỳ trò chơi nào</li><li>Đổi điểm của bạn</li></ol>',
    },
    TH: {
      title: 'แจ้งเตือนโบนัสสุดสัปดาห์ ({d})',
      body: '<p>เล่นสุดสัปดาห์นี้และรับ<strong>คะแนนพิเศษ</strong>สำหรับร้านแลกคะแนน</p><ol><li>เข้าสู่ระบบ</li><li>เล่นเกมใดก็ได้</li><li>แลกคะแนนของคุณ</li></ol>',
    },
    JA: {
      title: '週末ボーナスのお知らせ（{d}）',
      body: '<p>今週末にプレイすると、ポイントモールで使える<strong>追加ポイント</strong>がもらえます。</p><ol><li>ログイン</li><li>お好きなゲームをプレイ</li><li>ポイントを交換</li></ol>',
    },
    TY: {
      title: 'Paalala sa weekend bonus ({d})',
      body: '<p>Maglaro ngayong weekend at makakuha ng <strong>dagdag na puntos</strong> para sa points mall.</p><ol><li>Mag-log in</li><li>Maglaro ng kahit anong laro</li><li>I-redeem ang iyong puntos</li></ol>',
    },
    ID: {
      title: 'Pengingat bonus akhir pekan ({d})',
      body: '<p>Bermain akhir pekan ini dan kumpulkan <strong>poin tambahan</strong> untuk toko poin.</p><ol><li>Masuk</li><li>Mainkan permainan apa saja</li><li>Tukarkan poin Anda</li></ol>',
    },
  },
  responsible: {
    EN: {
      title: 'Play responsibly ({d})',
      body: '<p>Set yourself a budget and take breaks. Gambling is for players aged <strong>18+</strong> only.</p><p>Need help? Read our <a href="/help#responsible">responsible gaming guide</a>.</p>',
    },
    CN: {
      title: '理性游戏（{d}）',
      body: '<p>请为自己设定预算并适时休息。博彩仅限 <strong>18 岁以上</strong>玩家。</p><p>需要帮助？请阅读我们的<a href="/help#responsible">理性游戏指南</a>。</p>',
    },
    VI: {
      title: 'Chơi có trách nhiệm ({d})',
      body: '<p>Hãy đặt ngân sách và nghỉ giải lao. Cá cược chỉ dành cho người chơi <strong>18+</strong>.</p><p>Cần trợ giúp? Đọc <a href="/help#responsible">hướng dẫn chơi có trách nhiệm</a>.</p>',
    },
    TH: {
      title: 'เล่นอย่างมีความรับผิดชอบ ({d})',
      body: '<p>กำหนดงบประมาณและพักเป็นระยะ การพนันสำหรับผู้เล่นอายุ <strong>18 ปีขึ้นไป</strong>เท่านั้น</p><p>ต้องการความช่วยเหลือ? อ่าน<a href="/help#responsible">คู่มือการเล่นอย่างรับผิดชอบ</a></p>',
    },
    JA: {
      title: '責任あるプレイを（{d}）',
      body: '<p>予算を決め、適度に休憩を取りましょう。ギャンブルは <strong>18 歳以上</strong>の方に限ります。</p><p>お困りですか？<a href="/help#responsible">責任あるゲームのガイド</a>をご覧ください。</p>',
    },
    TY: {
      title: 'Maglaro nang responsable ({d})',
      body: '<p>Magtakda ng budget at magpahinga. Para lamang sa mga manlalarong <strong>18+</strong> ang pagsusugal.</p><p>Kailangan ng tulong? Basahin ang aming <a href="/help#responsible">gabay sa responsableng paglalaro</a>.</p>',
    },
    ID: {
      title: 'Bermain secara bertanggung jawab ({d})',
      body: '<p>Tetapkan anggaran dan beristirahatlah. Perjudian hanya untuk pemain berusia <strong>18+</strong>.</p><p>Butuh bantuan? Baca <a href="/help#responsible">panduan bermain bertanggung jawab</a> kami.</p>',
    },
  },
  security: {
    EN: {
      title: 'Keep your account safe ({d})',
      body: '<p>Our staff will <strong>never</strong> ask for your password or verification code.</p><ul><li>Use a password you use nowhere else</li><li>Log out on shared devices</li></ul>',
    },
    CN: {
      title: '保护您的账户安全（{d}）',
      body: '<p>我们的工作人员<strong>绝不会</strong>索要您的密码或验证码。</p><ul><li>使用独一无二的密码</li><li>在共用设备上请退出登录</li></ul>',
    },
    VI: {
      title: 'Giữ an toàn cho tài khoản ({d})',
      body: '<p>Nhân viên của chúng tôi <strong>không bao giờ</strong> hỏi mật khẩu hay mã xác minh của bạn.</p><ul><li>Dùng mật khẩu không dùng ở nơi khác</li><li>Đăng xuất trên thiết bị dùng chung</li></ul>',
    },
    TH: {
      title: 'รักษาบัญชีของคุณให้ปลอดภัย ({d})',
      body: '<p>พนักงานของเรา<strong>จะไม่</strong>ขอรหัสผ่านหรือรหัสยืนยันของคุณ</p><ul><li>ใช้รหัสผ่านที่ไม่ซ้ำกับที่อื่น</li><li>ออกจากระบบบนอุปกรณ์ที่ใช้ร่วมกัน</li></ul>',
    },
    JA: {
      title: 'アカウントを安全に（{d}）',
      body: '<p>スタッフがパスワードや認証コードを尋ねることは<strong>決して</strong>ありません。</p><ul><li>他で使っていないパスワードを使う</li><li>共用端末ではログアウトする</li></ul>',
    },
    TY: {
      title: 'Panatilihing ligtas ang iyong account ({d})',
      body: '<p>Hinding-hindi <strong>hihingin</strong> ng aming staff ang iyong password o verification code.</p><ul><li>Gumamit ng password na hindi mo ginagamit sa iba</li><li>Mag-log out sa mga shared device</li></ul>',
    },
    ID: {
      title: 'Jaga keamanan akun Anda ({d})',
      body: '<p>Staf kami <strong>tidak akan pernah</strong> meminta kata sandi atau kode verifikasi Anda.</p><ul><li>Gunakan kata sandi yang tidak dipakai di tempat lain</li><li>Keluar di perangkat bersama</li></ul>',
    },
  },
  welcome: {
    EN: {
      title: 'Welcome to LotusPlay',
      body: '<h3>Welcome!</h3><p>New members get a <strong>first deposit bonus</strong>. See <a href="/promotions">promotions</a> for the details.</p>',
    },
    CN: {
      title: '欢迎来到 LotusPlay',
      body: '<h3>欢迎！</h3><p>新会员可获得<strong>首存奖金</strong>。详情请见<a href="/promotions">优惠活动</a>。</p>',
    },
    VI: {
      title: 'Chào mừng đến với LotusPlay',
      body: '<h3>Chào mừng!</h3><p>Thành viên mới nhận <strong>thưởng nạp lần đầu</strong>. Xem chi tiết tại <a href="/promotions">khuyến mãi</a>.</p>',
    },
    TH: {
      title: 'ยินดีต้อนรับสู่ LotusPlay',
      body: '<h3>ยินดีต้อนรับ!</h3><p>สมาชิกใหม่รับ<strong>โบนัสฝากครั้งแรก</strong> ดูรายละเอียดที่<a href="/promotions">โปรโมชัน</a></p>',
    },
    JA: {
      title: 'LotusPlay へようこそ',
      body: '<h3>ようこそ！</h3><p>新規会員には<strong>初回入金ボーナス</strong>があります。詳しくは<a href="/promotions">プロモーション</a>をご覧ください。</p>',
    },
    TY: {
      title: 'Maligayang pagdating sa LotusPlay',
      body: '<h3>Maligayang pagdating!</h3><p>May <strong>first deposit bonus</strong> ang mga bagong miyembro. Tingnan ang <a href="/promotions">mga promosyon</a> para sa detalye.</p>',
    },
    ID: {
      title: 'Selamat datang di LotusPlay',
      body: '<h3>Selamat datang!</h3><p>Anggota baru mendapat <strong>bonus deposit pertama</strong>. Lihat <a href="/promotions">promosi</a> untuk detailnya.</p>',
    },
  },
  vip: {
    EN: {
      title: 'Members: your VIP week ({d})',
      body: '<p>As a member you can claim a <strong>VIP rebate</strong> this week. Check your member centre.</p>',
    },
    CN: {
      title: '会员专享：VIP 周（{d}）',
      body: '<p>本周会员可领取 <strong>VIP 返水</strong>。请查看会员中心。</p>',
    },
    VI: {
      title: 'Thành viên: tuần VIP của bạn ({d})',
      body: '<p>Tuần này thành viên có thể nhận <strong>hoàn trả VIP</strong>. Hãy xem trung tâm thành viên.</p>',
    },
    TH: {
      title: 'สำหรับสมาชิก: สัปดาห์ VIP ({d})',
      body: '<p>สัปดาห์นี้สมาชิกรับ<strong>เงินคืน VIP</strong>ได้ ตรวจสอบที่ศูนย์สมาชิก</p>',
    },
    JA: {
      title: '会員限定：VIP ウィーク（{d}）',
      body: '<p>今週、会員の皆様は <strong>VIP リベート</strong>を受け取れます。会員センターをご確認ください。</p>',
    },
    TY: {
      title: 'Para sa miyembro: ang iyong VIP week ({d})',
      body: '<p>Bilang miyembro, maaari kang mag-claim ng <strong>VIP rebate</strong> ngayong linggo. Tingnan ang iyong member centre.</p>',
    },
    ID: {
      title: 'Anggota: minggu VIP Anda ({d})',
      body: '<p>Sebagai anggota, Anda dapat mengklaim <strong>rabat VIP</strong> minggu ini. Periksa pusat anggota Anda.</p>',
    },
  },
  agentCommission: {
    EN: {
      title: 'Agents: commission statement for {d}',
      body: '<p>Your team commission statement up to <strong>{d}</strong> is ready. Open <em>My income</em> in the agent centre to check it.</p><ul><li>Statements are final 3 days after they are issued.</li><li>Contact your account manager about any difference.</li></ul>',
    },
    CN: {
      title: '代理：{d} 佣金结算单',
      body: '<p>截至 <strong>{d}</strong> 的团队佣金结算单已生成。请在代理中心打开<em>我的收入</em>查看。</p><ul><li>结算单发出 3 天后即为最终结果。</li><li>如有差异，请联系您的客户经理。</li></ul>',
    },
    VI: {
      title: 'Đại lý: bảng hoa hồng đến ngày {d}',
      body: '<p>Bảng hoa hồng của đội đến ngày <strong>{d}</strong> đã sẵn sàng. Mở <em>Thu nhập của tôi</em> trong trung tâm đại lý để kiểm tra.</p><ul><li>Bảng kê được chốt 3 ngày sau khi phát hành.</li><li>Liên hệ quản lý tài khoản nếu có chênh lệch.</li></ul>',
    },
    TH: {
      title: 'ตัวแทน: ใบแจ้งค่าคอมมิชชันถึงวันที่ {d}',
      body: '<p>ใบแจ้งค่าคอมมิชชันของทีมถึงวันที่ <strong>{d}</strong> พร้อมแล้ว เปิด<em>รายได้ของฉัน</em>ในศูนย์ตัวแทนเพื่อตรวจสอบ</p><ul><li>ใบแจ้งจะถือเป็นที่สิ้นสุดหลังออก 3 วัน</li><li>หากมีส่วนต่าง โปรดติดต่อผู้จัดการบัญชีของคุณ</li></ul>',
    },
    JA: {
      title: '代理店の皆様へ：{d} までのコミッション明細',
      body: '<p><strong>{d}</strong> までのチームのコミッション明細をご用意しました。代理センターの<em>マイ収入</em>でご確認ください。</p><ul><li>明細は発行から 3 日後に確定します。</li><li>差異がある場合は担当マネージャーにご連絡ください。</li></ul>',
    },
    TY: {
      title: 'Mga ahente: commission statement hanggang {d}',
      body: '<p>Handa na ang commission statement ng iyong team hanggang <strong>{d}</strong>. Buksan ang <em>Aking kita</em> sa agent centre para tingnan ito.</p><ul><li>Pinal na ang statement 3 araw matapos itong ilabas.</li><li>Makipag-ugnayan sa iyong account manager kung may pagkakaiba.</li></ul>',
    },
    ID: {
      title: 'Agen: laporan komisi hingga {d}',
      body: '<p>Laporan komisi tim Anda hingga <strong>{d}</strong> sudah siap. Buka <em>Penghasilan saya</em> di pusat agen untuk memeriksanya.</p><ul><li>Laporan menjadi final 3 hari setelah diterbitkan.</li><li>Hubungi manajer akun Anda jika ada selisih.</li></ul>',
    },
  },
  agentPolicy: {
    EN: {
      title: 'Agents: new downline rules from {d}',
      body: '<h3>What changes</h3><p>From <strong>{d}</strong>, each new downline account must change its first password at its first login.</p><table><thead><tr><th>Account</th><th>Rule</th></tr></thead><tbody><tr><td>Member</td><td>Password change at first login</td></tr><tr><td>Agent</td><td>Password change and a contract offer</td></tr></tbody></table>',
    },
    CN: {
      title: '代理：{d} 起的新下级规则',
      body: '<h3>变更内容</h3><p>自 <strong>{d}</strong> 起，每个新下级账户在首次登录时必须修改初始密码。</p><table><thead><tr><th>账户</th><th>规则</th></tr></thead><tbody><tr><td>会员</td><td>首次登录修改密码</td></tr><tr><td>代理</td><td>修改密码并提供契约</td></tr></tbody></table>',
    },
    VI: {
      title: 'Đại lý: quy định tuyến dưới mới từ {d}',
      body: '<h3>Thay đổi</h3><p>Từ <strong>{d}</strong>, mỗi tài khoản tuyến dưới mới phải đổi mật khẩu ban đầu khi đăng nhập lần đầu.</p><table><thead><tr><th>Tài khoản</th><th>Quy định</th></tr></thead><tbody><tr><td>Thành viên</td><td>Đổi mật khẩu khi đăng nhập lần đầu</td></tr><tr><td>Đại lý</td><td>Đổi mật khẩu và nhận đề xuất hợp đồng</td></tr></tbody></table>',
    },
    TH: {
      title: 'ตัวแทน: กฎใหม่ของดาวน์ไลน์ตั้งแต่ {d}',
      body: '<h3>สิ่งที่เปลี่ยนแปลง</h3><p>ตั้งแต่วันที่ <strong>{d}</strong> บัญชีดาวน์ไลน์ใหม่ทุกบัญชีต้องเปลี่ยนรหัสผ่านเริ่มต้นเมื่อเข้าสู่ระบบครั้งแรก</p><table><thead><tr><th>บัญชี</th><th>กฎ</th></tr></thead><tbody><tr><td>สมาชิก</td><td>เปลี่ยนรหัสผ่านเมื่อเข้าสู่ระบบครั้งแรก</td></tr><tr><td>ตัวแทน</td><td>เปลี่ยนรหัสผ่านและรับข้อเสนอสัญญา</td></tr></tbody></table>',
    },
    JA: {
      title: '代理店の皆様へ：{d} からの新しい下位アカウント規則',
      body: '<h3>変更点</h3><p><strong>{d}</strong> から、新しい下位アカウントはすべて初回ログイン時に初期パスワードを変更する必要があります。</p><table><thead><tr><th>アカウント</th><th>規則</th></tr></thead><tbody><tr><td>会員</td><td>初回ログイン時にパスワード変更</td></tr><tr><td>代理</td><td>パスワード変更と契約の提示</td></tr></tbody></table>',
    },
    TY: {
      title: 'Mga ahente: bagong patakaran sa downline mula {d}',
      body: '<h3>Ano ang nagbago</h3><p>Mula <strong>{d}</strong>, dapat palitan ng bawat bagong downline account ang unang password nito sa unang pag-login.</p><table><thead><tr><th>Account</th><th>Patakaran</th></tr></thead><tbody><tr><td>Miyembro</td><td>Palitan ang password sa unang pag-login</td></tr><tr><td>Ahente</td><td>Palitan ang password at alok ng kontrata</td></tr></tbody></table>',
    },
    ID: {
      title: 'Agen: aturan downline baru mulai {d}',
      body: '<h3>Yang berubah</h3><p>Mulai <strong>{d}</strong>, setiap akun downline baru wajib mengganti kata sandi awalnya saat login pertama.</p><table><thead><tr><th>Akun</th><th>Aturan</th></tr></thead><tbody><tr><td>Anggota</td><td>Ganti kata sandi saat login pertama</td></tr><tr><td>Agen</td><td>Ganti kata sandi dan tawaran kontrak</td></tr></tbody></table>',
    },
  },
} satisfies Record<string, Texts>;

type Subject = keyof typeof subjects;

/** One demo announcement. */
export interface DemoAnnouncement {
  subject: Subject;
  type: AnnouncementType;
  /** The date written into its title and body, and its start (at 08:00 UTC). */
  date: string;
  popup?: boolean;
  /** Default all. */
  audience?: AnnouncementAudience;
  sortOrder?: number;
}

const cycle: Subject[] = [
  'maintenance',
  'newGames',
  'deposit',
  'weekend',
  'responsible',
  'security',
];

/**
 * The demo announcements: 13 of type B (two pages of /noticePage), the other types, popups, one
 * for members and two for agents.
 */
export const demoAnnouncements: readonly DemoAnnouncement[] = [
  ...Array.from({ length: 13 }, (_, i): DemoAnnouncement => ({
    subject: cycle[i % cycle.length]!,
    type: 'B',
    date: `2026-10-${String(28 - i * 2).padStart(2, '0')}`,
  })),
  { subject: 'welcome', type: 'B', date: '2026-11-01', popup: true },
  { subject: 'weekend', type: 'PR', date: '2026-11-02', popup: true },
  { subject: 'newGames', type: 'PL', date: '2026-10-20' },
  { subject: 'security', type: 'PL', date: '2026-10-18' },
  { subject: 'weekend', type: 'PR', date: '2026-10-16' },
  { subject: 'deposit', type: 'PU', date: '2026-10-14' },
  { subject: 'responsible', type: 'H', date: '2026-10-12' },
  { subject: 'vip', type: 'B', date: '2026-10-30', audience: 'members' },
  // For agents only: the agent centre's announcements page, never /noticePage or the bar.
  { subject: 'agentCommission', type: 'B', date: '2026-11-03', audience: 'agents' },
  { subject: 'agentPolicy', type: 'PL', date: '2026-10-26', audience: 'agents' },
];

/** The texts of a demo announcement in one language. */
export function demoAnnouncementText(announcement: DemoAnnouncement, lang: LanguageCode) {
  const text = subjects[announcement.subject][lang];
  return {
    title: text.title.replaceAll('{d}', announcement.date),
    content: text.body.replaceAll('{d}', announcement.date),
  };
}

/** Seeds the demo announcements when there are none; true when it seeded. */
export async function seedAnnouncements(db: Database): Promise<boolean> {
  const [any] = await db.select({ id: t.announcements.id }).from(t.announcements).limit(1);
  if (any) return false;
  await db.transaction(async (tx) => {
    for (const announcement of demoAnnouncements) {
      const [row] = await tx
        .insert(t.announcements)
        .values({
          type: announcement.type,
          popup: announcement.popup ?? false,
          audience: announcement.audience ?? 'all',
          sortOrder: announcement.sortOrder ?? 0,
          startTime: new Date(`${announcement.date}T08:00:00Z`),
          createdAt: new Date(`${announcement.date}T07:00:00Z`),
        })
        .returning({ id: t.announcements.id });
      await tx.insert(t.announcementTranslations).values(
        LANGUAGE_CODES.map((lang) => {
          const text = demoAnnouncementText(announcement, lang);
          // Stored as the operator's route stores: sanitised (the demo HTML is safe already).
          return {
            announcementId: row!.id,
            lang,
            title: stripHtml(text.title),
            content: sanitizeHtml(text.content),
          };
        }),
      );
    }
  });
  return true;
}
