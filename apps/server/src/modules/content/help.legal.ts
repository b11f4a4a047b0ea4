// The demo brand's legal pages in the help centre, in every language: terms and conditions, the
// privacy policy and responsible gaming. Each opens by saying it is a template: an operator adapts
// it to its company, its licence and the law of each market before going live (ops, or SQL on the
// help tables). Plain, safe HTML (the content allow-list of the contracts).
import type { LanguageCode } from '@lotusplay/api-client/contracts';

/** A page: the template note, an optional introduction, then sections of a heading and HTML. */
interface Page {
  note: string;
  intro?: string;
  sections: [heading: string, html: string][];
}

const html = ({ note, intro, sections }: Page) =>
  `<p><em>${note}</em></p>${intro ?? ''}${sections.map(([h, body]) => `<h4>${h}</h4>${body}`).join('')}`;

const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const p = (text: string) => `<p>${text}</p>`;

const helpLinks = (and: string) =>
  `<a href="https://www.gamblingtherapy.org/" target="_blank">Gambling Therapy</a> ${and} <a href="https://www.gamblersanonymous.org/" target="_blank">Gamblers Anonymous</a>`;

const terms: Record<LanguageCode, Page> = {
  EN: {
    note: 'Template: the operator of LotusPlay adapts these terms to its licence, its company details and the law of each market before going live.',
    sections: [
      [
        'About these terms',
        p(
          'These terms are an agreement between you and the operator of LotusPlay (the “Operator”). By registering or playing you accept them, together with our Privacy Policy and our Responsible Gaming page.',
        ),
      ],
      [
        'Who may play',
        ul(
          'You must be at least 18 years old, or older where the law of your country says so.',
          'You may hold one account only, in your own name and with true details.',
          'You may not play from a country where online gaming is not allowed or where we do not offer our service.',
        ),
      ],
      [
        'Your account',
        p(
          'Keep your password and payment password secret: you are responsible for play on your account. Tell customer service at once if you think someone else has used it. We may ask you to prove your identity, age and address before a withdrawal.',
        ),
      ],
      [
        'Deposits and withdrawals',
        p(
          'Use only payment methods in your own name. Where possible a withdrawal is paid to the method you deposited with, after the checks the law requires. We may hold or refuse a payment that looks like fraud or money laundering.',
        ),
      ],
      [
        'Bonuses and promotions',
        p(
          'Each promotion has its own rules, shown on its page. A bonus claimed against those rules, or through several linked accounts, may be cancelled.',
        ),
      ],
      [
        'Fair play',
        p(
          'Game results are decided by the game provider’s certified random number generator. Bets placed through an error, a fault or cheating (bots, collusion, exploiting a fault) may be voided.',
        ),
      ],
      [
        'Closing an account',
        p(
          'You may close your account at any time through customer service. We may suspend or close an account that breaks these terms; what we owe you is paid out, less anything gained by breaking them.',
        ),
      ],
      [
        'Liability',
        p(
          'We are not liable for losses caused by events beyond our control, such as network outages. Nothing in these terms limits the rights the law gives you as a consumer.',
        ),
      ],
      [
        'Changes and complaints',
        p(
          'We tell you before a change to these terms takes effect; playing after it means you accept it. Send complaints to customer service; if we cannot settle one, you may take it to the authority that licenses us.',
        ),
      ],
    ],
  },
  CN: {
    note: '模板：LotusPlay 的运营方须在上线前根据其牌照、公司信息及各市场的法律修改本条款。',
    sections: [
      [
        '关于本条款',
        p(
          '本条款是您与 LotusPlay 运营方（“运营方”）之间的协议。注册或参与游戏即表示您接受本条款，以及我们的隐私政策和负责任博彩页面。',
        ),
      ],
      [
        '参与资格',
        ul(
          '您必须年满18岁；如您所在国家的法律规定更高年龄，则须达到该年龄。',
          '每人只能以本人名义、使用真实资料持有一个账户。',
          '您不得在禁止网络游戏或我们不提供服务的国家或地区参与游戏。',
        ),
      ],
      [
        '您的账户',
        p(
          '请妥善保管您的登录密码和支付密码：您须对账户内的所有游戏行为负责。如怀疑他人使用了您的账户，请立即联系客服。取款前，我们可能要求您证明身份、年龄和地址。',
        ),
      ],
      [
        '存款与取款',
        p(
          '请仅使用本人名下的支付方式。在可能的情况下，取款将在完成法律要求的核查后支付至您存款时使用的方式。对于疑似欺诈或洗钱的款项，我们可能暂缓或拒绝处理。',
        ),
      ],
      [
        '奖金与优惠',
        p('每项优惠活动均有其规则，详见活动页面。违反规则或通过多个关联账户领取的奖金可能被取消。'),
      ],
      [
        '公平游戏',
        p(
          '游戏结果由游戏供应商经认证的随机数生成器决定。因错误、故障或作弊（机器人、串通、利用漏洞）而产生的投注可能被作废。',
        ),
      ],
      [
        '关闭账户',
        p(
          '您可随时通过客服关闭账户。对于违反本条款的账户，我们可能暂停或关闭；我们应付给您的款项将予以支付，但因违规所得的部分除外。',
        ),
      ],
      [
        '责任',
        p(
          '对于因网络中断等我们无法控制的事件造成的损失，我们不承担责任。本条款不限制法律赋予您作为消费者的任何权利。',
        ),
      ],
      [
        '条款变更与投诉',
        p(
          '本条款如有变更，我们会在生效前通知您；变更生效后继续游戏即表示您接受。投诉请联系客服；如我们无法解决，您可向为我们颁发牌照的监管机构投诉。',
        ),
      ],
    ],
  },
  VI: {
    note: 'Mẫu: nhà điều hành LotusPlay cần điều chỉnh các điều khoản này theo giấy phép, thông tin công ty và luật pháp của từng thị trường trước khi hoạt động.',
    sections: [
      [
        'Về các điều khoản này',
        p(
          'Các điều khoản này là thỏa thuận giữa bạn và nhà điều hành LotusPlay (“Nhà điều hành”). Khi đăng ký hoặc chơi, bạn chấp nhận các điều khoản này cùng với Chính sách bảo mật và trang Chơi có trách nhiệm của chúng tôi.',
        ),
      ],
      [
        'Ai được phép chơi',
        ul(
          'Bạn phải từ 18 tuổi trở lên, hoặc lớn hơn nếu luật pháp nước bạn quy định.',
          'Mỗi người chỉ được có một tài khoản, đứng tên chính mình và với thông tin chính xác.',
          'Bạn không được chơi từ quốc gia cấm trò chơi trực tuyến hoặc nơi chúng tôi không cung cấp dịch vụ.',
        ),
      ],
      [
        'Tài khoản của bạn',
        p(
          'Hãy giữ bí mật mật khẩu đăng nhập và mật khẩu thanh toán: bạn chịu trách nhiệm về mọi hoạt động chơi trên tài khoản của mình. Hãy báo ngay cho bộ phận chăm sóc khách hàng nếu bạn nghi ngờ người khác đã sử dụng tài khoản. Chúng tôi có thể yêu cầu bạn chứng minh danh tính, tuổi và địa chỉ trước khi rút tiền.',
        ),
      ],
      [
        'Nạp tiền và rút tiền',
        p(
          'Chỉ sử dụng phương thức thanh toán đứng tên bạn. Khi có thể, tiền rút được trả về phương thức bạn đã dùng để nạp, sau các bước kiểm tra mà pháp luật yêu cầu. Chúng tôi có thể tạm giữ hoặc từ chối khoản thanh toán có dấu hiệu gian lận hoặc rửa tiền.',
        ),
      ],
      [
        'Tiền thưởng và khuyến mãi',
        p(
          'Mỗi chương trình khuyến mãi có quy định riêng, được nêu trên trang của chương trình. Tiền thưởng nhận trái với các quy định đó, hoặc thông qua nhiều tài khoản liên kết, có thể bị hủy.',
        ),
      ],
      [
        'Chơi công bằng',
        p(
          'Kết quả trò chơi do bộ tạo số ngẫu nhiên đã được chứng nhận của nhà cung cấp trò chơi quyết định. Các cược đặt do lỗi, sự cố hoặc gian lận (phần mềm tự động, thông đồng, lợi dụng lỗi) có thể bị hủy.',
        ),
      ],
      [
        'Đóng tài khoản',
        p(
          'Bạn có thể đóng tài khoản bất cứ lúc nào qua bộ phận chăm sóc khách hàng. Chúng tôi có thể tạm khóa hoặc đóng tài khoản vi phạm các điều khoản này; số tiền chúng tôi nợ bạn sẽ được thanh toán, trừ phần có được do vi phạm.',
        ),
      ],
      [
        'Trách nhiệm',
        p(
          'Chúng tôi không chịu trách nhiệm về tổn thất do các sự kiện ngoài tầm kiểm soát, chẳng hạn như sự cố mạng. Các điều khoản này không hạn chế quyền mà pháp luật dành cho bạn với tư cách người tiêu dùng.',
        ),
      ],
      [
        'Thay đổi và khiếu nại',
        p(
          'Chúng tôi sẽ thông báo trước khi thay đổi các điều khoản này có hiệu lực; tiếp tục chơi sau đó nghĩa là bạn chấp nhận. Hãy gửi khiếu nại đến bộ phận chăm sóc khách hàng; nếu chúng tôi không giải quyết được, bạn có thể gửi đến cơ quan cấp phép cho chúng tôi.',
        ),
      ],
    ],
  },
  TH: {
    note: 'แม่แบบ: ผู้ให้บริการ LotusPlay ต้องปรับข้อกำหนดนี้ให้ตรงกับใบอนุญาต ข้อมูลบริษัท และกฎหมายของแต่ละตลาดก่อนเปิดให้บริการ',
    sections: [
      [
        'เกี่ยวกับข้อกำหนดนี้',
        p(
          'ข้อกำหนดนี้เป็นข้อตกลงระหว่างคุณกับผู้ให้บริการ LotusPlay (“ผู้ให้บริการ”) เมื่อคุณสมัครสมาชิกหรือเล่นเกม ถือว่าคุณยอมรับข้อกำหนดนี้ รวมถึงนโยบายความเป็นส่วนตัวและหน้าการเล่นอย่างรับผิดชอบของเรา',
        ),
      ],
      [
        'ผู้ที่สามารถเล่นได้',
        ul(
          'คุณต้องมีอายุอย่างน้อย 18 ปี หรือมากกว่านั้นหากกฎหมายของประเทศคุณกำหนด',
          'คุณมีบัญชีได้เพียงบัญชีเดียว ในชื่อของคุณเองและด้วยข้อมูลที่เป็นจริง',
          'คุณไม่สามารถเล่นจากประเทศที่ห้ามเกมออนไลน์หรือประเทศที่เราไม่ได้ให้บริการ',
        ),
      ],
      [
        'บัญชีของคุณ',
        p(
          'เก็บรหัสผ่านและรหัสผ่านการชำระเงินเป็นความลับ คุณต้องรับผิดชอบต่อการเล่นทั้งหมดในบัญชีของคุณ หากสงสัยว่ามีผู้อื่นใช้บัญชี โปรดแจ้งฝ่ายบริการลูกค้าทันที เราอาจขอให้คุณยืนยันตัวตน อายุ และที่อยู่ก่อนการถอนเงิน',
        ),
      ],
      [
        'การฝากและถอนเงิน',
        p(
          'ใช้เฉพาะช่องทางการชำระเงินที่เป็นชื่อของคุณเอง หากเป็นไปได้ การถอนเงินจะจ่ายกลับไปยังช่องทางที่คุณใช้ฝาก หลังจากการตรวจสอบตามที่กฎหมายกำหนด เราอาจระงับหรือปฏิเสธการชำระเงินที่มีลักษณะเป็นการฉ้อโกงหรือการฟอกเงิน',
        ),
      ],
      [
        'โบนัสและโปรโมชั่น',
        p(
          'โปรโมชั่นแต่ละรายการมีกติกาของตนเองซึ่งแสดงไว้ในหน้าโปรโมชั่น โบนัสที่รับโดยขัดต่อกติกา หรือผ่านหลายบัญชีที่เชื่อมโยงกัน อาจถูกยกเลิก',
        ),
      ],
      [
        'การเล่นอย่างยุติธรรม',
        p(
          'ผลของเกมตัดสินโดยระบบสุ่มตัวเลขที่ได้รับการรับรองของผู้ให้บริการเกม การเดิมพันที่เกิดจากข้อผิดพลาด ระบบขัดข้อง หรือการโกง (บอท การสมรู้ร่วมคิด การใช้ช่องโหว่) อาจถูกยกเลิก',
        ),
      ],
      [
        'การปิดบัญชี',
        p(
          'คุณสามารถปิดบัญชีได้ทุกเมื่อผ่านฝ่ายบริการลูกค้า เราอาจระงับหรือปิดบัญชีที่ละเมิดข้อกำหนดนี้ โดยจะจ่ายเงินที่ค้างชำระแก่คุณ หักส่วนที่ได้มาจากการละเมิด',
        ),
      ],
      [
        'ความรับผิด',
        p(
          'เราไม่รับผิดชอบต่อความเสียหายที่เกิดจากเหตุการณ์นอกเหนือการควบคุม เช่น เครือข่ายขัดข้อง ข้อกำหนดนี้ไม่จำกัดสิทธิ์ที่กฎหมายคุ้มครองคุณในฐานะผู้บริโภค',
        ),
      ],
      [
        'การเปลี่ยนแปลงและการร้องเรียน',
        p(
          'เราจะแจ้งให้คุณทราบก่อนการเปลี่ยนแปลงข้อกำหนดมีผล การเล่นต่อหลังจากนั้นถือว่าคุณยอมรับ ส่งข้อร้องเรียนถึงฝ่ายบริการลูกค้า หากเราแก้ไขไม่ได้ คุณสามารถยื่นต่อหน่วยงานที่ออกใบอนุญาตให้เรา',
        ),
      ],
    ],
  },
  JA: {
    note: 'テンプレート：LotusPlay の運営者は、公開前に本規約を自社のライセンス、会社情報および各市場の法律に合わせて修正してください。',
    sections: [
      [
        '本規約について',
        p(
          '本規約は、お客様と LotusPlay の運営者（以下「運営者」）との間の契約です。登録またはプレイをもって、本規約ならびにプライバシーポリシーおよび責任あるゲームのページに同意したものとみなされます。',
        ),
      ],
      [
        'プレイできる方',
        ul(
          '18歳以上の方、またはお住まいの国の法律がそれ以上の年齢を定める場合はその年齢以上の方に限ります。',
          'アカウントはお一人様一つまで、ご本人名義かつ正確な情報で登録してください。',
          'オンラインゲームが禁止されている国、または当社がサービスを提供していない国からはプレイできません。',
        ),
      ],
      [
        'お客様のアカウント',
        p(
          'ログインパスワードと支払いパスワードは秘密にしてください。アカウントでのプレイはすべてお客様の責任となります。第三者による使用が疑われる場合は、直ちにカスタマーサービスへご連絡ください。出金の前に、本人確認、年齢および住所の確認をお願いする場合があります。',
        ),
      ],
      [
        '入金と出金',
        p(
          'ご本人名義の支払い方法のみをご利用ください。可能な場合、出金は法律で求められる確認の後、入金に使用した方法へ支払われます。不正や資金洗浄が疑われる支払いは、保留または拒否することがあります。',
        ),
      ],
      [
        'ボーナスとプロモーション',
        p(
          '各プロモーションにはそれぞれのルールがあり、各ページに記載されています。ルールに反して、または複数の関連アカウントを通じて受け取ったボーナスは取り消されることがあります。',
        ),
      ],
      [
        '公正なプレイ',
        p(
          'ゲームの結果は、ゲームプロバイダーの認証済み乱数生成器によって決まります。誤り、不具合、または不正行為（ボット、共謀、不具合の悪用）によるベットは無効となる場合があります。',
        ),
      ],
      [
        'アカウントの閉鎖',
        p(
          'カスタマーサービスを通じて、いつでもアカウントを閉鎖できます。本規約に違反するアカウントは停止または閉鎖することがあります。お支払いすべき金額は、違反により得た分を除いてお支払いします。',
        ),
      ],
      [
        '責任',
        p(
          'ネットワーク障害など、当社の管理が及ばない事象による損失について、当社は責任を負いません。本規約は、消費者として法律で認められたお客様の権利を制限するものではありません。',
        ),
      ],
      [
        '変更と苦情',
        p(
          '本規約を変更する場合は、発効前にお知らせします。発効後もプレイを続けた場合は、変更に同意したものとみなされます。苦情はカスタマーサービスまでお寄せください。解決できない場合は、当社にライセンスを付与している規制当局に申し立てることができます。',
        ),
      ],
    ],
  },
  TY: {
    note: 'Template: iaakma ng operator ng LotusPlay ang mga tuntuning ito sa lisensya nito, sa detalye ng kumpanya at sa batas ng bawat merkado bago ito ilunsad.',
    sections: [
      [
        'Tungkol sa mga tuntuning ito',
        p(
          'Ang mga tuntuning ito ay kasunduan mo at ng operator ng LotusPlay (ang “Operator”). Sa pagpaparehistro o paglalaro, tinatanggap mo ang mga ito, kasama ang aming Patakaran sa Privacy at ang aming pahina ng Responsableng Paglalaro.',
        ),
      ],
      [
        'Sino ang puwedeng maglaro',
        ul(
          'Dapat ay 18 taong gulang ka man lang, o mas matanda kung iyon ang itinatakda ng batas ng iyong bansa.',
          'Isang account lang ang puwede mong hawakan, sa sarili mong pangalan at may totoong detalye.',
          'Hindi ka puwedeng maglaro mula sa bansang bawal ang online gaming o kung saan hindi kami nag-aalok ng serbisyo.',
        ),
      ],
      [
        'Ang iyong account',
        p(
          'Ilihim ang iyong password at payment password: ikaw ang mananagot sa paglalaro sa iyong account. Sabihan agad ang customer service kung sa tingin mo ay may ibang gumamit nito. Maaari naming hilingin na patunayan mo ang iyong pagkakakilanlan, edad at address bago mag-withdraw.',
        ),
      ],
      [
        'Mga deposito at withdrawal',
        p(
          'Gumamit lamang ng paraan ng pagbabayad na nakapangalan sa iyo. Kung maaari, ibinabayad ang withdrawal sa paraang ginamit mo sa pagdeposito, matapos ang mga pagsusuring hinihingi ng batas. Maaari naming ipitin o tanggihan ang bayad na mukhang panloloko o money laundering.',
        ),
      ],
      [
        'Mga bonus at promo',
        p(
          'May sariling patakaran ang bawat promo, na nakasaad sa pahina nito. Maaaring kanselahin ang bonus na kinuha nang labag sa mga patakarang iyon, o sa pamamagitan ng ilang magkakaugnay na account.',
        ),
      ],
      [
        'Patas na laro',
        p(
          'Ang resulta ng laro ay itinatakda ng sertipikadong random number generator ng game provider. Maaaring ipawalang-bisa ang mga taya na nagawa dahil sa mali, sira o pandaraya (bot, sabwatan, pagsasamantala sa sira).',
        ),
      ],
      [
        'Pagsasara ng account',
        p(
          'Maaari mong isara ang iyong account anumang oras sa pamamagitan ng customer service. Maaari naming suspindihin o isara ang account na lumalabag sa mga tuntuning ito; babayaran ang utang namin sa iyo, bawas ang anumang nakuha sa paglabag.',
        ),
      ],
      [
        'Pananagutan',
        p(
          'Hindi kami mananagot sa mga pagkalugi dahil sa mga pangyayaring wala sa aming kontrol, gaya ng pagkawala ng network. Walang anuman sa mga tuntuning ito ang naglilimita sa mga karapatang ibinibigay sa iyo ng batas bilang consumer.',
        ),
      ],
      [
        'Mga pagbabago at reklamo',
        p(
          'Sasabihan ka namin bago magkabisa ang pagbabago sa mga tuntuning ito; ang paglalaro pagkatapos nito ay nangangahulugang tinatanggap mo ito. Ipadala ang mga reklamo sa customer service; kung hindi namin ito maayos, maaari mo itong dalhin sa ahensiyang nagbigay sa amin ng lisensya.',
        ),
      ],
    ],
  },
  ID: {
    note: 'Templat: operator LotusPlay menyesuaikan ketentuan ini dengan lisensinya, data perusahaannya, dan hukum setiap pasar sebelum mulai beroperasi.',
    sections: [
      [
        'Tentang ketentuan ini',
        p(
          'Ketentuan ini adalah perjanjian antara Anda dan operator LotusPlay (“Operator”). Dengan mendaftar atau bermain, Anda menerima ketentuan ini beserta Kebijakan Privasi dan halaman Bermain Bertanggung Jawab kami.',
        ),
      ],
      [
        'Siapa yang boleh bermain',
        ul(
          'Anda harus berusia minimal 18 tahun, atau lebih jika hukum negara Anda menetapkannya.',
          'Anda hanya boleh memiliki satu akun, atas nama Anda sendiri dan dengan data yang benar.',
          'Anda tidak boleh bermain dari negara yang melarang permainan daring atau tempat kami tidak menawarkan layanan.',
        ),
      ],
      [
        'Akun Anda',
        p(
          'Rahasiakan kata sandi dan kata sandi pembayaran Anda: Anda bertanggung jawab atas permainan di akun Anda. Segera hubungi layanan pelanggan jika Anda menduga orang lain telah menggunakannya. Kami dapat meminta bukti identitas, usia, dan alamat sebelum penarikan.',
        ),
      ],
      [
        'Deposit dan penarikan',
        p(
          'Gunakan hanya metode pembayaran atas nama Anda sendiri. Bila memungkinkan, penarikan dibayarkan ke metode yang Anda gunakan untuk deposit, setelah pemeriksaan yang diwajibkan hukum. Kami dapat menahan atau menolak pembayaran yang terindikasi penipuan atau pencucian uang.',
        ),
      ],
      [
        'Bonus dan promosi',
        p(
          'Setiap promosi memiliki aturannya sendiri yang tertera di halamannya. Bonus yang diklaim dengan melanggar aturan tersebut, atau melalui beberapa akun yang saling terkait, dapat dibatalkan.',
        ),
      ],
      [
        'Permainan yang adil',
        p(
          'Hasil permainan ditentukan oleh generator angka acak bersertifikat milik penyedia permainan. Taruhan yang terjadi karena kesalahan, gangguan, atau kecurangan (bot, kolusi, memanfaatkan gangguan) dapat dibatalkan.',
        ),
      ],
      [
        'Menutup akun',
        p(
          'Anda dapat menutup akun kapan saja melalui layanan pelanggan. Kami dapat menangguhkan atau menutup akun yang melanggar ketentuan ini; hak Anda dibayarkan, dikurangi apa pun yang diperoleh dari pelanggaran.',
        ),
      ],
      [
        'Tanggung jawab',
        p(
          'Kami tidak bertanggung jawab atas kerugian akibat peristiwa di luar kendali kami, seperti gangguan jaringan. Ketentuan ini tidak membatasi hak yang diberikan hukum kepada Anda sebagai konsumen.',
        ),
      ],
      [
        'Perubahan dan keluhan',
        p(
          'Kami memberi tahu Anda sebelum perubahan ketentuan ini berlaku; bermain setelahnya berarti Anda menerimanya. Kirim keluhan ke layanan pelanggan; jika kami tidak dapat menyelesaikannya, Anda dapat mengajukannya ke otoritas yang memberi kami lisensi.',
        ),
      ],
    ],
  },
};

const privacy: Record<LanguageCode, Page> = {
  EN: {
    note: 'Template: the operator of LotusPlay adapts this policy to its company, its data protection officer and the law of each market before going live.',
    sections: [
      [
        'Who we are',
        p(
          'The operator of LotusPlay is the controller of your personal data. You reach its data protection officer through customer service.',
        ),
      ],
      [
        'What we collect',
        ul(
          'Account details: username, name, date of birth, mobile number and e-mail.',
          'Payments: deposits, withdrawals and the methods used.',
          'Play: bets, wins, the games you play and the promotions you claim.',
          'Technical data: IP address, device, browser and language.',
        ),
      ],
      [
        'Why we use it',
        ul(
          'To run your account and pay you.',
          'To meet our legal duties: age and identity checks, anti-money-laundering checks and responsible gaming.',
          'To keep the service secure and prevent fraud.',
          'To send you offers, only if you agree; you can stop them at any time.',
        ),
      ],
      [
        'Who we share it with',
        p(
          'Payment providers, game providers, identity-check services and regulators, each only as far as it needs. We never sell your data.',
        ),
      ],
      [
        'How long we keep it',
        p(
          'While your account is open, and afterwards for as long as the law requires (often five years for financial records).',
        ),
      ],
      [
        'Security',
        p(
          'Connections are encrypted, passwords are stored as one-way hashes, and our staff see only what their work needs.',
        ),
      ],
      [
        'Your rights',
        p(
          'You may ask for a copy of your data, ask us to correct or delete it, object to its use for marketing, and complain to the data protection authority.',
        ),
      ],
      [
        'Cookies and storage',
        p(
          'The site keeps your language, theme and session in your browser so that it works. It sets no advertising cookies.',
        ),
      ],
    ],
  },
  CN: {
    note: '模板：LotusPlay 的运营方须在上线前根据其公司信息、数据保护负责人及各市场的法律修改本政策。',
    sections: [
      ['我们是谁', p('LotusPlay 的运营方是您个人数据的控制者。您可通过客服联系其数据保护负责人。')],
      [
        '我们收集哪些数据',
        ul(
          '账户资料：用户名、姓名、出生日期、手机号码和电子邮箱。',
          '支付信息：存款、取款及所用的支付方式。',
          '游戏记录：投注、派彩、您玩过的游戏及领取的优惠。',
          '技术数据：IP 地址、设备、浏览器和语言。',
        ),
      ],
      [
        '我们为何使用这些数据',
        ul(
          '为运营您的账户并向您付款。',
          '为履行法律义务：年龄与身份核验、反洗钱核查及负责任博彩。',
          '为保障服务安全并防范欺诈。',
          '仅在您同意时向您发送优惠信息；您可随时退订。',
        ),
      ],
      [
        '我们与谁共享',
        p(
          '支付服务商、游戏供应商、身份核验服务商及监管机构，且仅限各自所需。我们绝不出售您的数据。',
        ),
      ],
      ['保存期限', p('在您的账户存续期间，以及此后法律要求的期限内（财务记录通常为五年）。')],
      ['安全', p('所有连接均经过加密，密码以单向哈希方式存储，员工只能查看其工作所需的信息。')],
      [
        '您的权利',
        p(
          '您可以要求获取数据副本，要求更正或删除数据，反对将数据用于营销，并可向数据保护监管机构投诉。',
        ),
      ],
      [
        'Cookie 与本地存储',
        p(
          '本网站在您的浏览器中保存语言、主题和会话，以保证网站正常运行。我们不设置任何广告 Cookie。',
        ),
      ],
    ],
  },
  VI: {
    note: 'Mẫu: nhà điều hành LotusPlay cần điều chỉnh chính sách này theo thông tin công ty, người phụ trách bảo vệ dữ liệu và luật pháp của từng thị trường trước khi hoạt động.',
    sections: [
      [
        'Chúng tôi là ai',
        p(
          'Nhà điều hành LotusPlay là bên kiểm soát dữ liệu cá nhân của bạn. Bạn có thể liên hệ người phụ trách bảo vệ dữ liệu qua bộ phận chăm sóc khách hàng.',
        ),
      ],
      [
        'Chúng tôi thu thập gì',
        ul(
          'Thông tin tài khoản: tên đăng nhập, họ tên, ngày sinh, số điện thoại và email.',
          'Thanh toán: các lần nạp, rút tiền và phương thức đã dùng.',
          'Hoạt động chơi: cược, tiền thắng, trò chơi bạn chơi và khuyến mãi bạn nhận.',
          'Dữ liệu kỹ thuật: địa chỉ IP, thiết bị, trình duyệt và ngôn ngữ.',
        ),
      ],
      [
        'Vì sao chúng tôi sử dụng',
        ul(
          'Để vận hành tài khoản và thanh toán cho bạn.',
          'Để thực hiện nghĩa vụ pháp lý: kiểm tra tuổi và danh tính, chống rửa tiền và chơi có trách nhiệm.',
          'Để giữ an toàn cho dịch vụ và ngăn chặn gian lận.',
          'Để gửi ưu đãi cho bạn, chỉ khi bạn đồng ý; bạn có thể dừng nhận bất cứ lúc nào.',
        ),
      ],
      [
        'Chúng tôi chia sẻ với ai',
        p(
          'Nhà cung cấp thanh toán, nhà cung cấp trò chơi, dịch vụ xác minh danh tính và cơ quan quản lý, mỗi bên chỉ trong phạm vi cần thiết. Chúng tôi không bao giờ bán dữ liệu của bạn.',
        ),
      ],
      [
        'Chúng tôi lưu giữ bao lâu',
        p(
          'Trong thời gian tài khoản của bạn còn hoạt động, và sau đó trong thời hạn pháp luật yêu cầu (thường là năm năm đối với hồ sơ tài chính).',
        ),
      ],
      [
        'Bảo mật',
        p(
          'Kết nối được mã hóa, mật khẩu được lưu dưới dạng băm một chiều, và nhân viên chỉ xem những gì công việc cần.',
        ),
      ],
      [
        'Quyền của bạn',
        p(
          'Bạn có thể yêu cầu bản sao dữ liệu, yêu cầu sửa hoặc xóa dữ liệu, phản đối việc dùng dữ liệu cho tiếp thị và khiếu nại với cơ quan bảo vệ dữ liệu.',
        ),
      ],
      [
        'Cookie và lưu trữ',
        p(
          'Trang web lưu ngôn ngữ, giao diện và phiên đăng nhập trong trình duyệt của bạn để hoạt động. Trang không đặt cookie quảng cáo.',
        ),
      ],
    ],
  },
  TH: {
    note: 'แม่แบบ: ผู้ให้บริการ LotusPlay ต้องปรับนโยบายนี้ให้ตรงกับข้อมูลบริษัท เจ้าหน้าที่คุ้มครองข้อมูล และกฎหมายของแต่ละตลาดก่อนเปิดให้บริการ',
    sections: [
      [
        'เราคือใคร',
        p('ผู้ให้บริการ LotusPlay เป็นผู้ควบคุมข้อมูลส่วนบุคคลของคุณ คุณติดต่อเจ้าหน้าที่คุ้มครองข้อมูลได้ผ่านฝ่ายบริการลูกค้า'),
      ],
      [
        'ข้อมูลที่เราเก็บ',
        ul(
          'ข้อมูลบัญชี: ชื่อผู้ใช้ ชื่อ วันเกิด หมายเลขโทรศัพท์มือถือ และอีเมล',
          'การชำระเงิน: การฝาก การถอน และช่องทางที่ใช้',
          'การเล่น: การเดิมพัน เงินรางวัล เกมที่คุณเล่น และโปรโมชั่นที่คุณรับ',
          'ข้อมูลทางเทคนิค: ที่อยู่ IP อุปกรณ์ เบราว์เซอร์ และภาษา',
        ),
      ],
      [
        'เหตุผลที่เราใช้ข้อมูล',
        ul(
          'เพื่อดูแลบัญชีของคุณและจ่ายเงินให้คุณ',
          'เพื่อปฏิบัติตามหน้าที่ทางกฎหมาย: การตรวจสอบอายุและตัวตน การป้องกันการฟอกเงิน และการเล่นอย่างรับผิดชอบ',
          'เพื่อรักษาความปลอดภัยของบริการและป้องกันการฉ้อโกง',
          'เพื่อส่งข้อเสนอให้คุณ เฉพาะเมื่อคุณยินยอม และคุณยกเลิกได้ทุกเมื่อ',
        ),
      ],
      [
        'เราแบ่งปันข้อมูลกับใคร',
        p(
          'ผู้ให้บริการชำระเงิน ผู้ให้บริการเกม บริการตรวจสอบตัวตน และหน่วยงานกำกับดูแล เฉพาะเท่าที่แต่ละรายจำเป็น เราไม่ขายข้อมูลของคุณ',
        ),
      ],
      [
        'ระยะเวลาการเก็บรักษา',
        p(
          'ตลอดเวลาที่บัญชีของคุณเปิดใช้งาน และหลังจากนั้นตามระยะเวลาที่กฎหมายกำหนด (โดยทั่วไปห้าปีสำหรับเอกสารทางการเงิน)',
        ),
      ],
      [
        'ความปลอดภัย',
        p('การเชื่อมต่อทั้งหมดเข้ารหัส รหัสผ่านจัดเก็บแบบแฮชทางเดียว และพนักงานเห็นเฉพาะข้อมูลที่จำเป็นต่องาน'),
      ],
      [
        'สิทธิ์ของคุณ',
        p(
          'คุณสามารถขอสำเนาข้อมูล ขอให้แก้ไขหรือลบข้อมูล คัดค้านการใช้ข้อมูลเพื่อการตลาด และร้องเรียนต่อหน่วยงานคุ้มครองข้อมูล',
        ),
      ],
      [
        'คุกกี้และการจัดเก็บ',
        p('เว็บไซต์จัดเก็บภาษา ธีม และเซสชันไว้ในเบราว์เซอร์ของคุณเพื่อให้ทำงานได้ และไม่ตั้งคุกกี้เพื่อการโฆษณา'),
      ],
    ],
  },
  JA: {
    note: 'テンプレート：LotusPlay の運営者は、公開前に本ポリシーを自社の会社情報、データ保護責任者および各市場の法律に合わせて修正してください。',
    sections: [
      [
        '当社について',
        p(
          'LotusPlay の運営者が、お客様の個人データの管理者です。データ保護責任者へはカスタマーサービスを通じてご連絡いただけます。',
        ),
      ],
      [
        '収集する情報',
        ul(
          'アカウント情報：ユーザー名、氏名、生年月日、携帯電話番号、メールアドレス。',
          '支払い情報：入金、出金、および利用した支払い方法。',
          'プレイ情報：ベット、配当、プレイしたゲーム、受け取ったプロモーション。',
          '技術情報：IP アドレス、端末、ブラウザ、言語。',
        ),
      ],
      [
        '利用目的',
        ul(
          'アカウントの運営とお支払いのため。',
          '法的義務を果たすため：年齢・本人確認、マネーロンダリング対策、責任あるゲーム。',
          'サービスの安全を守り、不正を防ぐため。',
          'ご同意いただいた場合に限り、お得な情報をお送りするため（いつでも停止できます）。',
        ),
      ],
      [
        '共有先',
        p(
          '決済事業者、ゲームプロバイダー、本人確認サービス、規制当局に、それぞれ必要な範囲でのみ共有します。お客様のデータを販売することはありません。',
        ),
      ],
      [
        '保存期間',
        p(
          'アカウントが有効な間、およびその後は法律で定められた期間（財務記録は通常5年間）保存します。',
        ),
      ],
      [
        'セキュリティ',
        p(
          '通信はすべて暗号化され、パスワードは一方向ハッシュで保存されます。スタッフは業務に必要な情報のみを閲覧します。',
        ),
      ],
      [
        'お客様の権利',
        p(
          'データの写しの請求、訂正や削除の請求、マーケティング目的での利用への異議申し立て、データ保護当局への苦情申し立てができます。',
        ),
      ],
      [
        'Cookie とストレージ',
        p(
          'サイトの動作のため、言語、テーマ、セッションをブラウザに保存します。広告目的の Cookie は使用しません。',
        ),
      ],
    ],
  },
  TY: {
    note: 'Template: iaakma ng operator ng LotusPlay ang patakarang ito sa kumpanya nito, sa data protection officer nito at sa batas ng bawat merkado bago ito ilunsad.',
    sections: [
      [
        'Sino kami',
        p(
          'Ang operator ng LotusPlay ang controller ng iyong personal na datos. Makakausap mo ang data protection officer nito sa pamamagitan ng customer service.',
        ),
      ],
      [
        'Ano ang kinokolekta namin',
        ul(
          'Detalye ng account: username, pangalan, petsa ng kapanganakan, numero ng mobile at e-mail.',
          'Mga bayad: mga deposito, withdrawal at ang mga paraang ginamit.',
          'Paglalaro: mga taya, panalo, mga larong nilalaro mo at mga promong kinuha mo.',
          'Teknikal na datos: IP address, device, browser at wika.',
        ),
      ],
      [
        'Bakit namin ito ginagamit',
        ul(
          'Para patakbuhin ang iyong account at bayaran ka.',
          'Para tuparin ang aming mga tungkulin sa batas: pagsusuri ng edad at pagkakakilanlan, laban sa money laundering at responsableng paglalaro.',
          'Para panatilihing ligtas ang serbisyo at pigilan ang panloloko.',
          'Para padalhan ka ng mga alok, kung papayag ka lamang; maaari mo itong ihinto anumang oras.',
        ),
      ],
      [
        'Kanino namin ito ibinabahagi',
        p(
          'Sa mga payment provider, game provider, serbisyo sa pagsusuri ng pagkakakilanlan at mga regulator, hanggang sa kailangan lamang ng bawat isa. Hindi namin kailanman ibinebenta ang iyong datos.',
        ),
      ],
      [
        'Gaano katagal namin ito iniingatan',
        p(
          'Habang bukas ang iyong account, at pagkatapos nito hangga’t hinihingi ng batas (kadalasang limang taon para sa mga rekord sa pananalapi).',
        ),
      ],
      [
        'Seguridad',
        p(
          'Naka-encrypt ang mga koneksyon, iniimbak ang mga password bilang one-way hash, at nakikita lang ng aming staff ang kailangan sa kanilang trabaho.',
        ),
      ],
      [
        'Ang iyong mga karapatan',
        p(
          'Maaari kang humingi ng kopya ng iyong datos, ipaayos o ipabura ito, tumutol sa paggamit nito para sa marketing, at magreklamo sa data protection authority.',
        ),
      ],
      [
        'Cookies at storage',
        p(
          'Iniimbak ng site ang iyong wika, tema at session sa iyong browser para gumana ito. Wala itong itinatakdang cookie para sa advertising.',
        ),
      ],
    ],
  },
  ID: {
    note: 'Templat: operator LotusPlay menyesuaikan kebijakan ini dengan perusahaannya, petugas pelindungan datanya, dan hukum setiap pasar sebelum mulai beroperasi.',
    sections: [
      [
        'Siapa kami',
        p(
          'Operator LotusPlay adalah pengendali data pribadi Anda. Anda dapat menghubungi petugas pelindungan datanya melalui layanan pelanggan.',
        ),
      ],
      [
        'Data yang kami kumpulkan',
        ul(
          'Data akun: nama pengguna, nama, tanggal lahir, nomor ponsel, dan e-mail.',
          'Pembayaran: deposit, penarikan, dan metode yang digunakan.',
          'Permainan: taruhan, kemenangan, permainan yang Anda mainkan, dan promosi yang Anda klaim.',
          'Data teknis: alamat IP, perangkat, peramban, dan bahasa.',
        ),
      ],
      [
        'Mengapa kami menggunakannya',
        ul(
          'Untuk menjalankan akun Anda dan membayar Anda.',
          'Untuk memenuhi kewajiban hukum: pemeriksaan usia dan identitas, anti pencucian uang, dan bermain bertanggung jawab.',
          'Untuk menjaga keamanan layanan dan mencegah penipuan.',
          'Untuk mengirimkan penawaran, hanya jika Anda setuju; Anda dapat menghentikannya kapan saja.',
        ),
      ],
      [
        'Dengan siapa kami membagikannya',
        p(
          'Penyedia pembayaran, penyedia permainan, layanan verifikasi identitas, dan regulator, masing-masing hanya sebatas yang diperlukan. Kami tidak pernah menjual data Anda.',
        ),
      ],
      [
        'Berapa lama kami menyimpannya',
        p(
          'Selama akun Anda aktif, dan setelahnya selama yang diwajibkan hukum (sering kali lima tahun untuk catatan keuangan).',
        ),
      ],
      [
        'Keamanan',
        p(
          'Koneksi dienkripsi, kata sandi disimpan sebagai hash satu arah, dan staf kami hanya melihat apa yang diperlukan pekerjaannya.',
        ),
      ],
      [
        'Hak Anda',
        p(
          'Anda dapat meminta salinan data Anda, meminta kami memperbaiki atau menghapusnya, menolak penggunaannya untuk pemasaran, dan mengadu ke otoritas pelindungan data.',
        ),
      ],
      [
        'Cookie dan penyimpanan',
        p(
          'Situs menyimpan bahasa, tema, dan sesi Anda di peramban agar dapat berfungsi. Situs tidak memasang cookie iklan.',
        ),
      ],
    ],
  },
};

const responsibleGaming: Record<LanguageCode, Page> = {
  EN: {
    note: 'Template: the operator of LotusPlay adapts this page to the limits it offers and the help services of each market before going live.',
    intro: p(
      'Gaming should be fun, never a way to make money. Players must be <strong>18+</strong>.',
    ),
    sections: [
      [
        'Keep it fun',
        ul(
          'Decide how much time and money you will spend before you start, and stop when you reach it.',
          'Never chase losses.',
          'Do not play when you are upset, tired or have been drinking.',
          'Take regular breaks.',
        ),
      ],
      [
        'Limits and breaks',
        p(
          'Customer service can set a deposit limit per day, week or month, a time-out from 24 hours to six weeks, or a self-exclusion of six months or more. A lower limit applies at once; a higher one after 24 hours.',
        ),
      ],
      [
        'Warning signs',
        ul(
          'Spending more than you can afford, or borrowing to play.',
          'Hiding your play from family or friends.',
          'Feeling restless or irritable when you try to stop.',
        ),
      ],
      [
        'Getting help',
        p(
          `Free and confidential support is available from organisations such as ${helpLinks('and')}.`,
        ),
      ],
      [
        'Protecting minors',
        p(
          'We check the age of every player. Use parental controls on shared devices and never share your account.',
        ),
      ],
    ],
  },
  CN: {
    note: '模板：LotusPlay 的运营方须在上线前根据其提供的限额功能及各市场的援助服务修改本页面。',
    intro: p('游戏应当是一种乐趣，而不是赚钱的手段。玩家必须年满<strong>18岁</strong>。'),
    sections: [
      [
        '保持乐趣',
        ul(
          '开始之前先决定要花多少时间和金钱，达到时就停止。',
          '切勿追逐损失。',
          '心情不好、疲惫或饮酒后不要游戏。',
          '定时休息。',
        ),
      ],
      [
        '限额与暂停',
        p(
          '客服可为您设置每日、每周或每月的存款限额，24小时至六周的暂停期，或六个月及以上的自我禁入。降低限额立即生效；提高限额在24小时后生效。',
        ),
      ],
      [
        '警示信号',
        ul(
          '花费超出承受能力，或借钱游戏。',
          '向家人或朋友隐瞒游戏行为。',
          '尝试停止时感到烦躁不安。',
        ),
      ],
      ['寻求帮助', p(`您可以从 ${helpLinks('和')} 等机构获得免费且保密的支持。`)],
      [
        '保护未成年人',
        p('我们会核验每位玩家的年龄。请在共用设备上使用家长控制功能，切勿与他人共用账户。'),
      ],
    ],
  },
  VI: {
    note: 'Mẫu: nhà điều hành LotusPlay cần điều chỉnh trang này theo các giới hạn mình cung cấp và các dịch vụ hỗ trợ của từng thị trường trước khi hoạt động.',
    intro: p(
      'Trò chơi nên mang lại niềm vui, không phải là cách kiếm tiền. Người chơi phải từ <strong>18 tuổi</strong> trở lên.',
    ),
    sections: [
      [
        'Giữ niềm vui',
        ul(
          'Trước khi bắt đầu, hãy quyết định sẽ dành bao nhiêu thời gian và tiền bạc, và dừng lại khi đạt mức đó.',
          'Đừng bao giờ cố gỡ thua.',
          'Đừng chơi khi bạn buồn bực, mệt mỏi hoặc đã uống rượu bia.',
          'Hãy nghỉ giải lao thường xuyên.',
        ),
      ],
      [
        'Giới hạn và tạm nghỉ',
        p(
          'Bộ phận chăm sóc khách hàng có thể đặt giới hạn nạp tiền theo ngày, tuần hoặc tháng, thời gian tạm nghỉ từ 24 giờ đến sáu tuần, hoặc tự loại trừ từ sáu tháng trở lên. Giới hạn thấp hơn có hiệu lực ngay; giới hạn cao hơn có hiệu lực sau 24 giờ.',
        ),
      ],
      [
        'Dấu hiệu cảnh báo',
        ul(
          'Chi tiêu nhiều hơn khả năng, hoặc vay tiền để chơi.',
          'Giấu gia đình hoặc bạn bè việc mình chơi.',
          'Bứt rứt hoặc cáu kỉnh khi cố gắng dừng lại.',
        ),
      ],
      [
        'Tìm kiếm hỗ trợ',
        p(`Bạn có thể nhận hỗ trợ miễn phí và bảo mật từ các tổ chức như ${helpLinks('và')}.`),
      ],
      [
        'Bảo vệ trẻ vị thành niên',
        p(
          'Chúng tôi kiểm tra tuổi của mọi người chơi. Hãy dùng chế độ kiểm soát của phụ huynh trên thiết bị dùng chung và không bao giờ chia sẻ tài khoản.',
        ),
      ],
    ],
  },
  TH: {
    note: 'แม่แบบ: ผู้ให้บริการ LotusPlay ต้องปรับหน้านี้ให้ตรงกับวงเงินจำกัดที่มีให้และบริการช่วยเหลือของแต่ละตลาดก่อนเปิดให้บริการ',
    intro: p('การเล่นเกมควรเป็นเรื่องสนุก ไม่ใช่ช่องทางหาเงิน ผู้เล่นต้องมีอายุ <strong>18 ปีขึ้นไป</strong>'),
    sections: [
      [
        'เล่นให้สนุก',
        ul(
          'กำหนดเวลาและเงินที่จะใช้ก่อนเริ่มเล่น และหยุดเมื่อถึงขีดจำกัด',
          'อย่าไล่ตามการเสีย',
          'อย่าเล่นเมื่อรู้สึกไม่สบายใจ เหนื่อยล้า หรือดื่มแอลกอฮอล์',
          'พักเป็นระยะ',
        ),
      ],
      [
        'วงเงินจำกัดและการหยุดพัก',
        p(
          'ฝ่ายบริการลูกค้าสามารถตั้งวงเงินฝากรายวัน รายสัปดาห์ หรือรายเดือน การหยุดพักตั้งแต่ 24 ชั่วโมงถึงหกสัปดาห์ หรือการระงับตนเองตั้งแต่หกเดือนขึ้นไป การลดวงเงินมีผลทันที การเพิ่มวงเงินมีผลหลัง 24 ชั่วโมง',
        ),
      ],
      [
        'สัญญาณเตือน',
        ul(
          'ใช้จ่ายเกินกำลัง หรือกู้ยืมเงินมาเล่น',
          'ปิดบังการเล่นจากครอบครัวหรือเพื่อน',
          'รู้สึกกระวนกระวายหรือหงุดหงิดเมื่อพยายามหยุด',
        ),
      ],
      [
        'ขอความช่วยเหลือ',
        p(`คุณสามารถรับการสนับสนุนฟรีและเป็นความลับจากองค์กรต่าง ๆ เช่น ${helpLinks('และ')}`),
      ],
      [
        'การคุ้มครองผู้เยาว์',
        p('เราตรวจสอบอายุของผู้เล่นทุกคน โปรดใช้ระบบควบคุมโดยผู้ปกครองบนอุปกรณ์ที่ใช้ร่วมกัน และอย่าแบ่งปันบัญชีของคุณ'),
      ],
    ],
  },
  JA: {
    note: 'テンプレート：LotusPlay の運営者は、公開前に本ページを提供する上限設定や各市場の支援サービスに合わせて修正してください。',
    intro: p(
      'ゲームは楽しむためのものであり、お金を稼ぐ手段ではありません。プレイヤーは<strong>18歳以上</strong>である必要があります。',
    ),
    sections: [
      [
        '楽しく遊ぶために',
        ul(
          '始める前に使う時間と金額を決め、達したらやめましょう。',
          '負けを取り戻そうとしないでください。',
          '気持ちが沈んでいるとき、疲れているとき、飲酒後はプレイしないでください。',
          '定期的に休憩を取りましょう。',
        ),
      ],
      [
        '上限設定と休止',
        p(
          'カスタマーサービスでは、1日・1週間・1か月ごとの入金上限、24時間から6週間までの一時休止、6か月以上の自己排除を設定できます。上限の引き下げは即時に、引き上げは24時間後に適用されます。',
        ),
      ],
      [
        '注意すべきサイン',
        ul(
          '支払える以上のお金を使う、または借金をしてプレイする。',
          '家族や友人にプレイを隠す。',
          'やめようとすると落ち着かなくなったり、いらいらしたりする。',
        ),
      ],
      [
        '支援を受ける',
        p(`${helpLinks('や')} などの団体から、無料かつ秘密厳守の支援を受けられます。`),
      ],
      [
        '未成年者の保護',
        p(
          '当社はすべてのプレイヤーの年齢を確認しています。共有端末ではペアレンタルコントロールを利用し、アカウントを他人と共有しないでください。',
        ),
      ],
    ],
  },
  TY: {
    note: 'Template: iaakma ng operator ng LotusPlay ang pahinang ito sa mga limitasyong inaalok nito at sa mga serbisyo ng tulong sa bawat merkado bago ito ilunsad.',
    intro: p(
      'Dapat masaya ang paglalaro, hindi paraan para kumita ng pera. Ang mga manlalaro ay dapat <strong>18 pataas</strong>.',
    ),
    sections: [
      [
        'Panatilihing masaya',
        ul(
          'Bago magsimula, magpasya kung gaano karaming oras at pera ang gagastusin, at huminto kapag naabot mo na ito.',
          'Huwag habulin ang mga talo.',
          'Huwag maglaro kapag masama ang loob mo, pagod ka o nakainom.',
          'Magpahinga nang regular.',
        ),
      ],
      [
        'Mga limitasyon at pahinga',
        p(
          'Maaaring magtakda ang customer service ng limitasyon sa deposito bawat araw, linggo o buwan, time-out mula 24 oras hanggang anim na linggo, o self-exclusion na anim na buwan o higit pa. Agad na umiiral ang mas mababang limitasyon; ang mas mataas ay pagkalipas ng 24 oras.',
        ),
      ],
      [
        'Mga babalang senyales',
        ul(
          'Paggastos nang higit sa kaya mo, o pangungutang para makapaglaro.',
          'Pagtatago ng iyong paglalaro sa pamilya o mga kaibigan.',
          'Pagiging balisa o iritable kapag sinusubukan mong huminto.',
        ),
      ],
      [
        'Paghingi ng tulong',
        p(
          `May libre at kumpidensyal na suporta mula sa mga organisasyon gaya ng ${helpLinks('at')}.`,
        ),
      ],
      [
        'Pagprotekta sa mga menor de edad',
        p(
          'Sinusuri namin ang edad ng bawat manlalaro. Gumamit ng parental controls sa mga device na pinaghahatian at huwag kailanman ipagamit ang iyong account.',
        ),
      ],
    ],
  },
  ID: {
    note: 'Templat: operator LotusPlay menyesuaikan halaman ini dengan batas yang ditawarkannya dan layanan bantuan di setiap pasar sebelum mulai beroperasi.',
    intro: p(
      'Bermain seharusnya menyenangkan, bukan cara untuk mencari uang. Pemain harus berusia <strong>18+</strong>.',
    ),
    sections: [
      [
        'Tetap menyenangkan',
        ul(
          'Tentukan berapa banyak waktu dan uang yang akan Anda habiskan sebelum mulai, dan berhentilah saat mencapainya.',
          'Jangan pernah mengejar kekalahan.',
          'Jangan bermain saat sedang kesal, lelah, atau setelah minum alkohol.',
          'Beristirahatlah secara teratur.',
        ),
      ],
      [
        'Batas dan jeda',
        p(
          'Layanan pelanggan dapat menetapkan batas deposit harian, mingguan, atau bulanan, jeda dari 24 jam hingga enam minggu, atau pengecualian diri selama enam bulan atau lebih. Batas yang lebih rendah langsung berlaku; batas yang lebih tinggi setelah 24 jam.',
        ),
      ],
      [
        'Tanda-tanda peringatan',
        ul(
          'Membelanjakan lebih dari kemampuan Anda, atau berutang untuk bermain.',
          'Menyembunyikan kebiasaan bermain dari keluarga atau teman.',
          'Merasa gelisah atau mudah marah saat mencoba berhenti.',
        ),
      ],
      [
        'Mendapatkan bantuan',
        p(`Dukungan gratis dan rahasia tersedia dari organisasi seperti ${helpLinks('dan')}.`),
      ],
      [
        'Melindungi anak di bawah umur',
        p(
          'Kami memeriksa usia setiap pemain. Gunakan kontrol orang tua di perangkat bersama dan jangan pernah berbagi akun Anda.',
        ),
      ],
    ],
  },
};

const pages = (source: Record<LanguageCode, Page>) =>
  Object.fromEntries(Object.entries(source).map(([lang, page]) => [lang, html(page)])) as Record<
    LanguageCode,
    string
  >;

/** The terms and conditions' HTML in every language. */
export const TERMS_HTML = pages(terms);
/** The privacy policy's HTML in every language. */
export const PRIVACY_HTML = pages(privacy);
/** The responsible gaming page's HTML in every language. */
export const RESPONSIBLE_GAMING_HTML = pages(responsibleGaming);
