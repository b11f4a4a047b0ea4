// The demo brand's banners (issue 12): every route group of SPEC.md §2 has at least one, in every
// language, with the images of public/banners (scripts/generate-banner-images.mjs). Deterministic;
// idempotent: seeds only when there is no banner at all, so a restart costs one read.
import type { BannerGroup, BannerLinkageType, LanguageCode } from '@lotusplay/api-client/contracts';
import { LANGUAGE_CODES } from '@lotusplay/api-client/contracts';
import type { Database } from '../../db/client';
import { DEMO_BANNER_IMAGES } from './banners.images';
import * as t from './banners.tables';

/** One demo banner: its group, image, link and title in every language. */
export interface DemoBanner {
  group: BannerGroup;
  image: keyof typeof DEMO_BANNER_IMAGES;
  linkageType: BannerLinkageType;
  linkageTarget: string | null;
  title: Record<LanguageCode, string>;
}

const none = { linkageType: 'NONE' as const, linkageTarget: null };
const page = (target: string) => ({ linkageType: 'PAGE' as const, linkageTarget: target });
const url = (target: string) => ({ linkageType: 'URL' as const, linkageTarget: target });

/** The demo banners, in display order within each group. */
export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    group: 'w_home',
    image: 'home-1',
    ...page('/promotions'),
    title: {
      EN: 'Welcome bonus 100% on your first deposit',
      CN: '首存100%欢迎奖金',
      VI: 'Thưởng chào mừng 100% cho lần nạp đầu',
      TH: 'โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก',
      JA: '初回入金100%ウェルカムボーナス',
      TY: '100% welcome bonus sa unang deposito',
      ID: 'Bonus sambutan 100% untuk deposit pertama',
    },
  },
  {
    group: 'w_home',
    image: 'home-2',
    ...page('/rng'),
    title: {
      EN: 'Nearly 10,000 slot games',
      CN: '近万款老虎机游戏',
      VI: 'Gần 10.000 trò chơi slot',
      TH: 'เกมสล็อตเกือบ 10,000 เกม',
      JA: '約10,000種類のスロットゲーム',
      TY: 'Halos 10,000 na slot game',
      ID: 'Hampir 10.000 permainan slot',
    },
  },
  {
    group: 'w_home',
    image: 'home-3',
    ...none,
    title: {
      EN: 'Fast deposits and withdrawals, 24x7 support',
      CN: '极速存取款，全天候客服',
      VI: 'Nạp rút nhanh, hỗ trợ 24/7',
      TH: 'ฝากถอนรวดเร็ว บริการตลอด 24 ชั่วโมง',
      JA: 'スピード入出金、24時間サポート',
      TY: 'Mabilis na deposito at withdrawal, 24x7 na suporta',
      ID: 'Deposit dan penarikan cepat, dukungan 24x7',
    },
  },
  {
    group: 'w_rng',
    image: 'rng-1',
    ...page('/rng?type=hot'),
    title: {
      EN: 'Spin the reels: hot slots every day',
      CN: '转动卷轴：每日热门老虎机',
      VI: 'Quay ngay: slot hot mỗi ngày',
      TH: 'หมุนวงล้อ: สล็อตยอดนิยมทุกวัน',
      JA: 'リールを回そう：毎日の人気スロット',
      TY: 'Paikutin ang reels: mainit na slot araw-araw',
      ID: 'Putar gulungan: slot populer setiap hari',
    },
  },
  {
    group: 'w_rng',
    image: 'rng-2',
    ...none,
    title: {
      EN: 'Jackpot slots with growing prizes',
      CN: '奖池不断增长的头奖老虎机',
      VI: 'Slot jackpot với giải thưởng tăng dần',
      TH: 'สล็อตแจ็คพอตรางวัลเพิ่มขึ้นเรื่อยๆ',
      JA: '賞金が増え続けるジャックポットスロット',
      TY: 'Jackpot slot na lumalaki ang premyo',
      ID: 'Slot jackpot dengan hadiah yang terus bertambah',
    },
  },
  {
    group: 'w_live',
    image: 'live-1',
    ...none,
    title: {
      EN: 'Live casino tables with real dealers',
      CN: '真人荷官现场娱乐场',
      VI: 'Sòng bài trực tiếp với người chia bài thật',
      TH: 'คาสิโนสดกับดีลเลอร์ตัวจริง',
      JA: '本物のディーラーによるライブカジノ',
      TY: 'Live casino na may totoong dealer',
      ID: 'Meja kasino langsung dengan dealer asli',
    },
  },
  {
    group: 'w_live',
    image: 'live-2',
    ...none,
    title: {
      EN: 'Baccarat nights, every table open',
      CN: '百家乐之夜，全天开桌',
      VI: 'Đêm Baccarat, mọi bàn đều mở',
      TH: 'ค่ำคืนบาคาร่า เปิดทุกโต๊ะ',
      JA: 'バカラナイト、全テーブル営業中',
      TY: 'Baccarat nights, bukas ang bawat mesa',
      ID: 'Malam baccarat, semua meja buka',
    },
  },
  {
    group: 'w_fish',
    image: 'fish-1',
    ...none,
    title: {
      EN: 'Fishing frenzy: catch the big one',
      CN: '捕鱼狂欢：捕获大鱼',
      VI: 'Cuồng nhiệt bắn cá: bắt con cá lớn',
      TH: 'ยิงปลามันส์: จับปลาตัวใหญ่',
      JA: 'フィッシングフレンジー：大物を狙え',
      TY: 'Fishing frenzy: hulihin ang malaking isda',
      ID: 'Demam memancing: tangkap ikan besar',
    },
  },
  {
    group: 'w_pvp',
    image: 'pvp-1',
    ...none,
    title: {
      EN: 'Player versus player: join a room',
      CN: '玩家对战：加入房间',
      VI: 'Người chơi đối kháng: vào phòng ngay',
      TH: 'ผู้เล่นปะทะผู้เล่น: เข้าร่วมห้อง',
      JA: 'プレイヤー対戦：ルームに参加',
      TY: 'Player versus player: sumali sa kuwarto',
      ID: 'Pemain lawan pemain: gabung ke ruang',
    },
  },
  {
    group: 'w_sports',
    image: 'sports-1',
    ...none,
    title: {
      EN: 'Every match, every market',
      CN: '每场比赛，全部盘口',
      VI: 'Mọi trận đấu, mọi kèo cược',
      TH: 'ทุกแมตช์ ทุกตลาด',
      JA: 'すべての試合、すべてのマーケット',
      TY: 'Bawat laban, bawat market',
      ID: 'Setiap pertandingan, setiap pasar',
    },
  },
  {
    group: 'w_esports',
    image: 'esports-1',
    ...none,
    title: {
      EN: 'Esports arena: back your team',
      CN: '电竞竞技场：支持你的战队',
      VI: 'Đấu trường esports: ủng hộ đội của bạn',
      TH: 'สนามอีสปอร์ต: เชียร์ทีมของคุณ',
      JA: 'eスポーツアリーナ：チームを応援しよう',
      TY: 'Esports arena: suportahan ang iyong koponan',
      ID: 'Arena esports: dukung timmu',
    },
  },
  {
    group: 'w_lott',
    image: 'lott-1',
    ...none,
    title: {
      EN: 'Lottery draws all day',
      CN: '全天彩票开奖',
      VI: 'Xổ số quay thưởng cả ngày',
      TH: 'ออกรางวัลลอตเตอรี่ตลอดวัน',
      JA: '一日中抽選のある宝くじ',
      TY: 'Lottery draw buong araw',
      ID: 'Undian lotre sepanjang hari',
    },
  },
  {
    group: 'w_down',
    image: 'down-1',
    ...none,
    title: {
      EN: 'Get the app: scan, install, play',
      CN: '下载应用：扫码、安装、畅玩',
      VI: 'Tải ứng dụng: quét, cài đặt, chơi',
      TH: 'ดาวน์โหลดแอป: สแกน ติดตั้ง เล่น',
      JA: 'アプリを入手：スキャン、インストール、プレイ',
      TY: 'Kunin ang app: i-scan, i-install, maglaro',
      ID: 'Dapatkan aplikasinya: pindai, pasang, main',
    },
  },
  {
    group: 'w_promotion',
    image: 'promotion-1',
    ...none,
    title: {
      EN: 'New rewards every week',
      CN: '每周全新奖励',
      VI: 'Phần thưởng mới mỗi tuần',
      TH: 'รางวัลใหม่ทุกสัปดาห์',
      JA: '毎週新しい報酬',
      TY: 'Bagong gantimpala bawat linggo',
      ID: 'Hadiah baru setiap minggu',
    },
  },
  {
    group: 'w_shop',
    image: 'shop-1',
    ...none,
    title: {
      EN: 'Points mall: your points never expire',
      CN: '积分商城：积分永不过期',
      VI: 'Cửa hàng điểm: điểm không bao giờ hết hạn',
      TH: 'ร้านแลกแต้ม: แต้มไม่มีวันหมดอายุ',
      JA: 'ポイントモール：ポイントは無期限',
      TY: 'Points mall: hindi nag-e-expire ang iyong puntos',
      ID: 'Toko poin: poin Anda tidak pernah kedaluwarsa',
    },
  },
  {
    group: 'w_help',
    image: 'help-1',
    ...url('https://www.gamblingtherapy.org/'),
    title: {
      EN: 'Help centre: answers around the clock',
      CN: '帮助中心：全天候解答',
      VI: 'Trung tâm trợ giúp: giải đáp suốt ngày đêm',
      TH: 'ศูนย์ช่วยเหลือ: ตอบทุกคำถามตลอดเวลา',
      JA: 'ヘルプセンター：24時間いつでも回答',
      TY: 'Help centre: sagot anumang oras',
      ID: 'Pusat bantuan: jawaban sepanjang waktu',
    },
  },
  {
    group: 'w_reg',
    image: 'reg-1',
    ...page('/register'),
    title: {
      EN: 'Join today: register in a minute',
      CN: '立即加入：一分钟完成注册',
      VI: 'Tham gia hôm nay: đăng ký trong một phút',
      TH: 'สมัครวันนี้: ลงทะเบียนในหนึ่งนาที',
      JA: '今すぐ参加：1分で登録',
      TY: 'Sumali ngayon: magparehistro sa isang minuto',
      ID: 'Bergabung hari ini: daftar dalam satu menit',
    },
  },
];

/** The demo banners' rows: each banner in every language, ordered as listed within its group. */
export function demoBannerRows(): (typeof t.banners.$inferInsert)[] {
  const position = new Map<BannerGroup, number>();
  return DEMO_BANNERS.flatMap((banner) => {
    const sortOrder = (position.get(banner.group) ?? 0) + 1;
    position.set(banner.group, sortOrder);
    const images = DEMO_BANNER_IMAGES[banner.image];
    return LANGUAGE_CODES.map((lang) => ({
      groupName: banner.group,
      lang,
      title: banner.title[lang],
      imageUrl: images.large,
      imageUrlSmall: images.small,
      linkageType: banner.linkageType,
      linkageTarget: banner.linkageTarget,
      sortOrder: sortOrder * 10,
    }));
  });
}

/** Seeds the demo banners when there is none (a brand seeded before banners existed gets them). */
export async function seedBanners(db: Database): Promise<void> {
  const [any] = await db.select({ id: t.banners.id }).from(t.banners).limit(1);
  if (any) return;
  await db.insert(t.banners).values(demoBannerRows());
}
