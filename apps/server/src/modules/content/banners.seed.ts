// The demo brand's banners (issue 12, texts issue 26): every route group of SPEC.md §2 has at
// least one, with the art of public/banners (scripts/generate-banner-images.mjs: no text in it)
// and its headline, subline and call to action written in every language, laid over the art by
// the site. Deterministic; idempotent: seeds only when there is no banner at all, so a restart
// costs one read.
import type { BannerGroup, BannerLinkageType, LanguageCode } from '@lotusplay/api-client/contracts';
import { LANGUAGE_CODES } from '@lotusplay/api-client/contracts';
import type { Database } from '../../db/client';
import { DEMO_BANNER_IMAGES } from './banners.images';
import * as t from './banners.tables';

/** Headline, subline and (for a linked banner) the call to action, in one language. */
type Texts = readonly [title: string, subline: string, callToAction?: string];

/** One demo banner: its group, art, link and texts in every language. */
export interface DemoBanner {
  group: BannerGroup;
  image: keyof typeof DEMO_BANNER_IMAGES;
  linkageType: BannerLinkageType;
  linkageTarget: string | null;
  text: Record<LanguageCode, Texts>;
}

const none = { linkageType: 'NONE' as const, linkageTarget: null };
const page = (target: string) => ({ linkageType: 'PAGE' as const, linkageTarget: target });

/** The demo banners, in display order within each group. */
export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    group: 'w_home',
    image: 'home-1',
    ...page('/promotions'),
    text: {
      EN: ['Welcome bonus 100%', 'On your first deposit', 'Claim now'],
      CN: ['首存100%欢迎奖金', '首次存款即可获得', '立即领取'],
      VI: ['Thưởng chào mừng 100%', 'Cho lần nạp tiền đầu tiên', 'Nhận ngay'],
      TH: ['โบนัสต้อนรับ 100%', 'สำหรับการฝากเงินครั้งแรกของคุณ', 'รับเลย'],
      JA: ['ウェルカムボーナス100%', '初回入金が対象です', '今すぐ受け取る'],
      TY: ['100% na welcome bonus', 'Sa iyong unang deposito', 'Kunin na'],
      ID: ['Bonus sambutan 100%', 'Untuk deposit pertama Anda', 'Klaim sekarang'],
    },
  },
  {
    group: 'w_home',
    image: 'home-2',
    ...page('/rng'),
    text: {
      EN: ['Nearly 10,000 slot games', 'From the best vendors, new reels every week', 'Play slots'],
      CN: ['近万款老虎机游戏', '顶级厂商，每周上新', '开始游戏'],
      VI: [
        'Gần 10.000 trò chơi slot',
        'Từ các nhà cung cấp hàng đầu, game mới mỗi tuần',
        'Chơi slot',
      ],
      TH: ['เกมสล็อตเกือบ 10,000 เกม', 'จากค่ายชั้นนำ เกมใหม่ทุกสัปดาห์', 'เล่นสล็อต'],
      JA: ['約10,000種類のスロット', '人気プロバイダーの新作を毎週追加', 'スロットで遊ぶ'],
      TY: [
        'Halos 10,000 na slot game',
        'Mula sa pinakamahuhusay na provider, may bago bawat linggo',
        'Maglaro ng slot',
      ],
      ID: [
        'Hampir 10.000 permainan slot',
        'Dari penyedia terbaik, gulungan baru setiap minggu',
        'Main slot',
      ],
    },
  },
  {
    group: 'w_home',
    image: 'home-3',
    ...none,
    text: {
      EN: ['Fast deposits and withdrawals', '128-bit encryption and 24x7 support'],
      CN: ['极速存取款', '128位加密，全天候客服'],
      VI: ['Nạp rút siêu tốc', 'Mã hóa 128-bit, hỗ trợ 24/7'],
      TH: ['ฝากถอนรวดเร็ว', 'เข้ารหัส 128 บิต บริการตลอด 24 ชั่วโมง'],
      JA: ['スピード入出金', '128ビット暗号化と24時間サポート'],
      TY: ['Mabilis na deposito at withdrawal', '128-bit na encryption at 24x7 na suporta'],
      ID: ['Deposit dan penarikan cepat', 'Enkripsi 128-bit dan dukungan 24x7'],
    },
  },
  {
    group: 'w_rng',
    image: 'rng-1',
    ...page('/rng?type=hot'),
    text: {
      EN: ['Spin the reels', 'Hot slots picked every day', 'See hot games'],
      CN: ['转动卷轴', '每日精选热门老虎机', '查看热门游戏'],
      VI: ['Quay ngay', 'Slot hot được chọn mỗi ngày', 'Xem game hot'],
      TH: ['หมุนวงล้อกันเลย', 'คัดสล็อตยอดนิยมให้ทุกวัน', 'ดูเกมยอดนิยม'],
      JA: ['リールを回そう', '毎日選ばれる人気スロット', '人気ゲームを見る'],
      TY: ['Paikutin ang reels', 'Mga patok na slot na pinili araw-araw', 'Tingnan ang patok'],
      ID: ['Putar gulungannya', 'Slot populer pilihan setiap hari', 'Lihat game populer'],
    },
  },
  {
    group: 'w_rng',
    image: 'rng-2',
    ...none,
    text: {
      EN: ['Jackpot slots', 'Prizes that keep growing'],
      CN: ['头奖老虎机', '奖池不断增长'],
      VI: ['Slot jackpot', 'Giải thưởng không ngừng tăng'],
      TH: ['สล็อตแจ็คพอต', 'รางวัลที่เพิ่มขึ้นไม่หยุด'],
      JA: ['ジャックポットスロット', '賞金は増え続けます'],
      TY: ['Mga jackpot slot', 'Mga premyong patuloy na lumalaki'],
      ID: ['Slot jackpot', 'Hadiah yang terus bertambah'],
    },
  },
  {
    group: 'w_live',
    image: 'live-1',
    ...none,
    text: {
      EN: ['Live casino tables', 'Real dealers, in real time'],
      CN: ['真人娱乐场', '真人荷官，实时对局'],
      VI: ['Sòng bài trực tiếp', 'Người chia bài thật, theo thời gian thực'],
      TH: ['คาสิโนสด', 'ดีลเลอร์ตัวจริง แบบเรียลไทม์'],
      JA: ['ライブカジノ', '本物のディーラーとリアルタイムで'],
      TY: ['Mga live casino table', 'Totoong dealer, sa totoong oras'],
      ID: ['Meja kasino langsung', 'Dealer asli, secara langsung'],
    },
  },
  {
    group: 'w_live',
    image: 'live-2',
    ...none,
    text: {
      EN: ['Baccarat nights', 'Every table open around the clock'],
      CN: ['百家乐之夜', '全天候开桌'],
      VI: ['Đêm Baccarat', 'Mọi bàn đều mở suốt ngày đêm'],
      TH: ['ค่ำคืนบาคาร่า', 'เปิดทุกโต๊ะตลอด 24 ชั่วโมง'],
      JA: ['バカラナイト', '全テーブル24時間営業'],
      TY: ['Mga gabi ng baccarat', 'Bukas ang bawat mesa buong araw at gabi'],
      ID: ['Malam baccarat', 'Semua meja buka sepanjang waktu'],
    },
  },
  {
    group: 'w_fish',
    image: 'fish-1',
    ...none,
    text: {
      EN: ['Fishing frenzy', 'Aim, fire and catch the big one'],
      CN: ['捕鱼狂欢', '瞄准、开炮，捕获大鱼'],
      VI: ['Cuồng nhiệt bắn cá', 'Ngắm, bắn và bắt con cá lớn'],
      TH: ['ยิงปลามันส์ๆ', 'เล็ง ยิง แล้วจับปลาตัวใหญ่'],
      JA: ['フィッシングフレンジー', '狙って撃って大物をゲット'],
      TY: ['Fishing frenzy', 'Tumutok, bumaril at hulihin ang malaking isda'],
      ID: ['Demam memancing', 'Bidik, tembak, dan tangkap ikan besar'],
    },
  },
  {
    group: 'w_pvp',
    image: 'pvp-1',
    ...none,
    text: {
      EN: ['Player versus player', 'Join a room and beat the table'],
      CN: ['玩家对战', '加入房间，战胜全桌'],
      VI: ['Người chơi đối kháng', 'Vào phòng và đánh bại cả bàn'],
      TH: ['ผู้เล่นปะทะผู้เล่น', 'เข้าห้องแล้วเอาชนะทั้งโต๊ะ'],
      JA: ['プレイヤー対戦', 'ルームに参加してテーブルを制覇'],
      TY: ['Player versus player', 'Sumali sa kuwarto at talunin ang mesa'],
      ID: ['Pemain lawan pemain', 'Gabung ke ruang dan kalahkan meja'],
    },
  },
  {
    group: 'w_sports',
    image: 'sports-1',
    ...none,
    text: {
      EN: ['Every match, every market', 'Football, basketball, tennis and more'],
      CN: ['每场比赛，全部盘口', '足球、篮球、网球等'],
      VI: ['Mọi trận đấu, mọi kèo cược', 'Bóng đá, bóng rổ, quần vợt và hơn nữa'],
      TH: ['ทุกแมตช์ ทุกตลาด', 'ฟุตบอล บาสเกตบอล เทนนิส และอื่น ๆ'],
      JA: ['すべての試合、すべてのマーケット', 'サッカー、バスケットボール、テニスなど'],
      TY: ['Bawat laban, bawat market', 'Football, basketball, tennis at iba pa'],
      ID: ['Setiap pertandingan, setiap pasar', 'Sepak bola, bola basket, tenis, dan lainnya'],
    },
  },
  {
    group: 'w_esports',
    image: 'esports-1',
    ...none,
    text: {
      EN: ['Esports arena', 'Back your team in every major league'],
      CN: ['电竞竞技场', '各大联赛，支持你的战队'],
      VI: ['Đấu trường esports', 'Ủng hộ đội của bạn ở mọi giải đấu lớn'],
      TH: ['สนามอีสปอร์ต', 'เชียร์ทีมของคุณในทุกลีกใหญ่'],
      JA: ['eスポーツアリーナ', '主要リーグでチームを応援しよう'],
      TY: ['Esports arena', 'Suportahan ang iyong koponan sa bawat malaking liga'],
      ID: ['Arena esports', 'Dukung timmu di setiap liga besar'],
    },
  },
  {
    group: 'w_lott',
    image: 'lott-1',
    ...none,
    text: {
      EN: ['Lottery draws all day', 'Electronic lottery, a new draw every few minutes'],
      CN: ['全天彩票开奖', '电子彩票，每隔几分钟开奖一次'],
      VI: ['Xổ số quay thưởng cả ngày', 'Xổ số điện tử, vài phút có một kỳ quay'],
      TH: ['ลอตเตอรี่ออกรางวัลทั้งวัน', 'ลอตเตอรี่อิเล็กทรอนิกส์ ออกรางวัลทุกไม่กี่นาที'],
      JA: ['一日中抽選', '電子くじは数分ごとに新しい抽選'],
      TY: ['Lottery draw buong araw', 'Electronic lottery, may bagong draw bawat ilang minuto'],
      ID: ['Undian lotre sepanjang hari', 'Lotre elektronik, undian baru setiap beberapa menit'],
    },
  },
  {
    group: 'w_down',
    image: 'down-1',
    ...none,
    text: {
      EN: ['Get the app', 'Scan, install and play anywhere'],
      CN: ['下载应用', '扫码、安装，随时随地畅玩'],
      VI: ['Tải ứng dụng', 'Quét, cài đặt và chơi ở bất cứ đâu'],
      TH: ['ดาวน์โหลดแอป', 'สแกน ติดตั้ง แล้วเล่นได้ทุกที่'],
      JA: ['アプリを入手', 'スキャンしてインストール、どこでもプレイ'],
      TY: ['Kunin ang app', 'I-scan, i-install at maglaro kahit saan'],
      ID: ['Dapatkan aplikasinya', 'Pindai, pasang, dan main di mana saja'],
    },
  },
  {
    group: 'w_promotion',
    image: 'promotion-1',
    ...none,
    text: {
      EN: ['Promotions', 'New rewards every week'],
      CN: ['优惠活动', '每周全新奖励'],
      VI: ['Khuyến mãi', 'Phần thưởng mới mỗi tuần'],
      TH: ['โปรโมชั่น', 'รางวัลใหม่ทุกสัปดาห์'],
      JA: ['プロモーション', '毎週新しい報酬'],
      TY: ['Mga promo', 'Bagong gantimpala bawat linggo'],
      ID: ['Promosi', 'Hadiah baru setiap minggu'],
    },
  },
  {
    group: 'w_shop',
    image: 'shop-1',
    ...none,
    text: {
      EN: ['Points mall', 'Your points never expire'],
      CN: ['积分商城', '积分永不过期'],
      VI: ['Cửa hàng điểm', 'Điểm của bạn không bao giờ hết hạn'],
      TH: ['ร้านแลกแต้ม', 'แต้มของคุณไม่มีวันหมดอายุ'],
      JA: ['ポイントモール', 'ポイントは無期限です'],
      TY: ['Points mall', 'Hindi nag-e-expire ang iyong puntos'],
      ID: ['Toko poin', 'Poin Anda tidak pernah kedaluwarsa'],
    },
  },
  {
    group: 'w_help',
    image: 'help-1',
    ...page('/help#responsibleGaming'),
    text: {
      EN: ['Help centre', 'Answers around the clock', 'Play responsibly'],
      CN: ['帮助中心', '全天候为您解答', '理性游戏'],
      VI: ['Trung tâm trợ giúp', 'Giải đáp suốt ngày đêm', 'Chơi có trách nhiệm'],
      TH: ['ศูนย์ช่วยเหลือ', 'ตอบทุกคำถามตลอด 24 ชั่วโมง', 'เล่นอย่างรับผิดชอบ'],
      JA: ['ヘルプセンター', '24時間いつでも回答', '責任あるプレイ'],
      TY: ['Help centre', 'Mga sagot anumang oras', 'Maglaro nang responsable'],
      ID: ['Pusat bantuan', 'Jawaban sepanjang waktu', 'Bermain bertanggung jawab'],
    },
  },
  {
    group: 'w_reg',
    image: 'reg-1',
    ...page('/register'),
    text: {
      EN: ['Join today', 'Register in a minute', 'Register'],
      CN: ['立即加入', '一分钟完成注册', '注册'],
      VI: ['Tham gia hôm nay', 'Đăng ký chỉ trong một phút', 'Đăng ký'],
      TH: ['สมัครวันนี้', 'ลงทะเบียนได้ในหนึ่งนาที', 'สมัครสมาชิก'],
      JA: ['今すぐ参加', '1分で登録完了', '登録する'],
      TY: ['Sumali ngayon', 'Magparehistro sa loob ng isang minuto', 'Magrehistro'],
      ID: ['Bergabung hari ini', 'Daftar dalam satu menit', 'Daftar'],
    },
  },
];

/** The demo banners' rows, ordered as listed within their group. */
export function demoBannerRows(): (typeof t.banners.$inferInsert)[] {
  const position = new Map<BannerGroup, number>();
  return DEMO_BANNERS.map((banner) => {
    const sortOrder = (position.get(banner.group) ?? 0) + 1;
    position.set(banner.group, sortOrder);
    const images = DEMO_BANNER_IMAGES[banner.image];
    return {
      groupName: banner.group,
      imageUrl: images.large,
      imageUrlSmall: images.small,
      linkageType: banner.linkageType,
      linkageTarget: banner.linkageTarget,
      sortOrder: sortOrder * 10,
    };
  });
}

/** Seeds the demo banners with their texts when there is none (a brand seeded before banners existed gets them). */
export async function seedBanners(db: Database): Promise<void> {
  const [any] = await db.select({ id: t.banners.id }).from(t.banners).limit(1);
  if (any) return;
  const rows = demoBannerRows();
  await db.transaction(async (tx) => {
    for (const [index, banner] of DEMO_BANNERS.entries()) {
      const [row] = await tx.insert(t.banners).values(rows[index]!).returning({ id: t.banners.id });
      await tx.insert(t.bannerTexts).values(
        LANGUAGE_CODES.map((lang) => {
          const [title, subline, callToAction = ''] = banner.text[lang];
          return { bannerId: row!.id, lang, title, subline, callToAction };
        }),
      );
    }
  });
}
