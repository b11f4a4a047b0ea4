// The demo brand's game catalogue (issue 11): vendors in every lane and about 10,000 games, made
// by a seeded pseudo-random generator, so every start (and every machine) seeds the same rows.
// Idempotent: seeds only when there is no vendor; a restart on the same data folder costs one read.
import type { GameClassify, GameType, VendorLaunchMode } from '@lotusplay/api-client/contracts';
import { GAME_CLASSIFY, LANGUAGE_CODES, MIN_BET_OPTIONS } from '@lotusplay/api-client/contracts';
import type { Database } from '../../db/client';
import * as t from './games.tables';

/** mulberry32: a small, fast, seeded generator (not for outcomes: those use crypto). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** One seeded vendor: code, name, lane, merchant wallet, games to make, and its options. */
interface DemoVendor {
  code: string;
  name: string;
  gameType: GameType;
  wallet: string;
  games: number;
  isGame?: VendorLaunchMode;
  isHot?: boolean;
  isEsports?: boolean;
  maintenance?: boolean;
  defaultPlayType?: string;
  /** The game the vendor card launches (default `<code>_0001`); the lottery's a lottery game code. */
  cardGameCode?: string;
}

const v = (
  code: string,
  name: string,
  gameType: GameType,
  wallet: string,
  games: number,
  options: Partial<DemoVendor> = {},
): DemoVendor => ({ code, name, gameType, wallet, games, ...options });

/**
 * The demo vendors by lane. LIVE has exactly 11 (the header dropdown's "more" button), RNG has
 * more than 11 (and more than 8: the slot lobby's vendor-menu arrows); three SPORTS vendors are
 * esports (listed in ESPORTS); a few are VASSALAGE (a popup list); SPADE is under maintenance.
 */
export const demoGameVendors: readonly DemoVendor[] = [
  // The lottery vendors open the site's lottery pages (issue 13): their cards name a demo lottery
  // game (lottery.seed.ts) and its default play type.
  v('TCG_SEA', 'SEA Lottery', 'LOTT', 'LOTUS', 12, {
    defaultPlayType: 'SEA_BIG',
    cardGameCode: 'SEA_4D',
  }),
  v('LOTT', 'Lotus Lottery', 'LOTT', 'LOTUS', 16, {
    isHot: true,
    defaultPlayType: 'FAST_3D',
    cardGameCode: 'FAST_3D',
  }),
  v('TCG_LOTTO_VN', 'VN Lottery', 'ELOTT', 'LOTUS', 16, {
    isHot: true,
    defaultPlayType: 'VN_LO2',
    cardGameCode: 'VN_NORTH',
  }),
  v('ELOTT', 'Lotus E-Lottery', 'ELOTT', 'LOTUS', 12, {
    defaultPlayType: 'ELOTT_POS',
    cardGameCode: 'ELOTT_5D',
  }),
  v('EVO', 'Evolution', 'LIVE', 'EVO', 70, { isHot: true }),
  v('AG', 'Asia Gaming', 'LIVE', 'EVO', 60),
  v('SEXY', 'Sexy Baccarat', 'LIVE', 'EVO', 40, { isGame: 'VASSALAGE' }),
  v('DG', 'Dream Gaming', 'LIVE', 'EVO', 50),
  v('PT_LIVE', 'Playtech Live', 'LIVE', 'EVO', 60),
  v('PP_LIVE', 'Pragmatic Live', 'LIVE', 'EVO', 60, { isHot: true }),
  v('SA', 'SA Gaming', 'LIVE', 'EVO', 50),
  v('WM', 'WM Casino', 'LIVE', 'EVO', 40),
  v('BG_LIVE', 'Big Gaming Live', 'LIVE', 'EVO', 40),
  v('ALLBET', 'Allbet', 'LIVE', 'EVO', 40),
  v('EZUGI', 'Ezugi', 'LIVE', 'EVO', 50),
  v('SABA', 'SABA Sports', 'SPORTS', 'SABA', 1, { isHot: true }),
  v('BTI', 'BTi Sports', 'SPORTS', 'SABA', 1),
  v('CMD', 'CMD368', 'SPORTS', 'SABA', 1),
  v('FB', 'FB Sports', 'SPORTS', 'SABA', 1),
  v('IMES', 'IM Esports', 'SPORTS', 'SABA', 1, { isEsports: true, isHot: true }),
  v('TF', 'TF Gaming', 'SPORTS', 'SABA', 1, { isEsports: true }),
  v('IA', 'IA Esports', 'SPORTS', 'SABA', 1, { isEsports: true }),
  v('JILI_FISH', 'JILI Fishing', 'FISH', 'JILI', 45, { isHot: true }),
  v('JDB_FISH', 'JDB Fishing', 'FISH', 'JILI', 40, { isGame: 'VASSALAGE' }),
  v('CQ9_FISH', 'CQ9 Fishing', 'FISH', 'JILI', 35),
  v('KA_FISH', 'KA Fishing', 'FISH', 'JILI', 30, { isGame: 'VASSALAGE' }),
  v('FC_FISH', 'Fa Chai Fishing', 'FISH', 'JILI', 30),
  v('JILI', 'JILI', 'RNG', 'JILI', 800, { isHot: true }),
  v('PG', 'PG Soft', 'RNG', 'PG', 800, { isHot: true }),
  v('PP', 'Pragmatic Play', 'RNG', 'PG', 800),
  v('JDB', 'JDB', 'RNG', 'JILI', 650),
  v('CQ9', 'CQ9', 'RNG', 'JILI', 650),
  v('FC', 'Fa Chai', 'RNG', 'JILI', 600),
  v('KA', 'KA Gaming', 'RNG', 'LOTUS', 650),
  v('SPADE', 'Spadegaming', 'RNG', 'LOTUS', 600, { maintenance: true }),
  v('HABA', 'Habanero', 'RNG', 'PG', 600),
  v('RT', 'Red Tiger', 'RNG', 'PG', 600),
  v('NLC', 'Nolimit City', 'RNG', 'PG', 550),
  v('BNG', 'Booongo', 'RNG', 'LOTUS', 550),
  v('MG', 'Microgaming', 'RNG', 'LOTUS', 600),
  v('YGG', 'Yggdrasil', 'RNG', 'LOTUS', 550),
  v('KY', 'Kaiyuan', 'PVP', 'LOTUS', 60, { isGame: 'VASSALAGE', isHot: true }),
  v('LEG', 'Legend Poker', 'PVP', 'LOTUS', 50),
  v('V8', 'V8 Poker', 'PVP', 'LOTUS', 50, { isGame: 'VASSALAGE' }),
  v('JILI_PVP', 'JILI Table', 'PVP', 'JILI', 40),
  v('DS88', 'DS88 Cockfight', 'COCKFIGHT', 'LOTUS', 3),
];

/** Words of generated names, in every language (EN CN VI TH JA TY ID). */
type Word = Record<(typeof LANGUAGE_CODES)[number], string>;
const w = (
  EN: string,
  CN: string,
  VI: string,
  TH: string,
  JA: string,
  TY: string,
  ID: string,
): Word => ({
  EN,
  CN,
  VI,
  TH,
  JA,
  TY,
  ID,
});

const ADJECTIVES: readonly Word[] = [
  w('Golden', '黄金', 'Vàng', 'ทองคำ', '黄金の', 'Gintong', 'Emas'),
  w('Lucky', '幸运', 'May Mắn', 'โชคดี', 'ラッキー', 'Maswerte', 'Beruntung'),
  w('Mighty', '强大', 'Hùng Mạnh', 'ทรงพลัง', '偉大な', 'Makapangyarihang', 'Perkasa'),
  w('Wild', '狂野', 'Hoang Dã', 'ป่าเถื่อน', 'ワイルド', 'Mabangis na', 'Liar'),
  w('Royal', '皇家', 'Hoàng Gia', 'ราชวงศ์', 'ロイヤル', 'Maharlikang', 'Kerajaan'),
  w('Mystic', '神秘', 'Huyền Bí', 'ลึกลับ', '神秘の', 'Mahiwagang', 'Mistis'),
  w('Crystal', '水晶', 'Pha Lê', 'คริสตัล', 'クリスタル', 'Kristal na', 'Kristal'),
  w('Thunder', '雷霆', 'Sấm Sét', 'สายฟ้า', '雷の', 'Kulog na', 'Guntur'),
  w('Jade', '翡翠', 'Ngọc Bích', 'หยก', '翡翠の', 'Jade na', 'Giok'),
  w('Fire', '火焰', 'Lửa', 'ไฟ', '炎の', 'Apoy na', 'Api'),
  w('Silver', '白银', 'Bạc', 'เงิน', '銀の', 'Pilak na', 'Perak'),
  w('Happy', '快乐', 'Vui Vẻ', 'แสนสุข', 'ハッピー', 'Masayang', 'Bahagia'),
  w('Ocean', '海洋', 'Đại Dương', 'มหาสมุทร', '海の', 'Karagatang', 'Samudra'),
  w('Ancient', '远古', 'Cổ Đại', 'โบราณ', '古代の', 'Sinaunang', 'Kuno'),
];

const NOUNS: readonly Word[] = [
  w('Dragon', '龙', 'Rồng', 'มังกร', 'ドラゴン', 'Dragon', 'Naga'),
  w('Tiger', '虎', 'Hổ', 'เสือ', 'タイガー', 'Tigre', 'Harimau'),
  w('Phoenix', '凤凰', 'Phượng Hoàng', 'ฟีนิกซ์', 'フェニックス', 'Phoenix', 'Phoenix'),
  w('Fortune', '财富', 'Tài Lộc', 'โชคลาภ', '富', 'Kapalaran', 'Keberuntungan'),
  w('Empire', '帝国', 'Đế Chế', 'จักรวรรดิ', '帝国', 'Imperyo', 'Kekaisaran'),
  w('Treasure', '宝藏', 'Kho Báu', 'สมบัติ', '宝物', 'Kayamanan', 'Harta'),
  w('Panda', '熊猫', 'Gấu Trúc', 'แพนด้า', 'パンダ', 'Panda', 'Panda'),
  w('Lotus', '莲花', 'Hoa Sen', 'ดอกบัว', '蓮', 'Lotus', 'Teratai'),
  w('Koi', '锦鲤', 'Cá Chép', 'ปลาคาร์ป', '鯉', 'Koi', 'Koi'),
  w('Temple', '神殿', 'Đền Thờ', 'วิหาร', '神殿', 'Templo', 'Kuil'),
  w('Queen', '女王', 'Nữ Hoàng', 'ราชินี', '女王', 'Reyna', 'Ratu'),
  w('Gems', '宝石', 'Đá Quý', 'อัญมณี', '宝石', 'Hiyas', 'Permata'),
  w('Pirates', '海盗', 'Cướp Biển', 'โจรสลัด', '海賊', 'Pirata', 'Bajak Laut'),
  w('Buffalo', '水牛', 'Trâu', 'ควาย', 'バッファロー', 'Kalabaw', 'Kerbau'),
  w('Moon', '月亮', 'Mặt Trăng', 'พระจันทร์', '月', 'Buwan', 'Bulan'),
  w('Wolf', '狼', 'Sói', 'หมาป่า', 'ウルフ', 'Lobo', 'Serigala'),
  w('Carnival', '嘉年华', 'Lễ Hội', 'คาร์นิวัล', 'カーニバル', 'Karnabal', 'Karnaval'),
  w('Fruits', '水果', 'Trái Cây', 'ผลไม้', 'フルーツ', 'Prutas', 'Buah'),
];

/** Third words of some names (English everywhere: product-style suffixes). */
const SUFFIXES = ['', '', '', 'Deluxe', 'Megaways', 'Rising', 'Blitz', 'Legend', 'Hold & Win'];

/** Table-game words of the LIVE and PVP lanes. */
const TABLE_GAMES: readonly Word[] = [
  w('Baccarat', '百家乐', 'Baccarat', 'บาคาร่า', 'バカラ', 'Baccarat', 'Baccarat'),
  w('Roulette', '轮盘', 'Cò Quay', 'รูเล็ต', 'ルーレット', 'Roulette', 'Roulette'),
  w('Blackjack', '二十一点', 'Xì Dách', 'แบล็คแจ็ค', 'ブラックジャック', 'Blackjack', 'Blackjack'),
  w('Sic Bo', '骰宝', 'Tài Xỉu', 'ไฮโล', '大小', 'Sic Bo', 'Sic Bo'),
  w(
    'Dragon Tiger',
    '龙虎',
    'Rồng Hổ',
    'เสือมังกร',
    'ドラゴンタイガー',
    'Dragon Tiger',
    'Naga Harimau',
  ),
  w('Poker', '扑克', 'Poker', 'โป๊กเกอร์', 'ポーカー', 'Poker', 'Poker'),
  w('Niu Niu', '牛牛', 'Ngầu Hầm', 'นิวนิว', '牛牛', 'Niu Niu', 'Niu Niu'),
];

/** A game as the seed writes it. */
export type DemoGame = typeof t.games.$inferInsert;

const SEED = 20251101;

function lane(vendor: DemoVendor): GameType {
  return vendor.gameType === 'SPORTS' && vendor.isEsports ? 'ESPORTS' : vendor.gameType;
}

/** The demo games, the same on every call (about 10,000). */
export function demoGames(): DemoGame[] {
  const random = seededRandom(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const minBets = MIN_BET_OPTIONS.filter((option) => option !== '').map((option) =>
    Math.round(Number(option) * 100),
  );
  const games: DemoGame[] = [];
  for (const vendor of demoGameVendors) {
    // Names stay unique within a vendor: a repeated name gets a number.
    const seen = new Map<string, number>();
    for (let index = 0; index < vendor.games; index++) {
      const tableGame = vendor.gameType === 'LIVE' || vendor.gameType === 'PVP';
      const first = pick(ADJECTIVES);
      const second = tableGame ? pick(TABLE_GAMES) : pick(NOUNS);
      const suffix = tableGame ? '' : pick(SUFFIXES);
      const base = `${first.EN} ${second.EN}${suffix ? ` ${suffix}` : ''}`;
      const repeat = (seen.get(base) ?? 0) + 1;
      seen.set(base, repeat);
      const tail = [suffix, repeat > 1 ? String(repeat) : ''].filter(Boolean).join(' ');
      const names: Record<string, string> = {};
      for (const language of LANGUAGE_CODES) {
        const name =
          language === 'CN' || language === 'JA'
            ? `${first[language]}${second[language]}`
            : language === 'VI' || language === 'ID'
              ? `${second[language]} ${first[language]}`
              : `${first[language]} ${second[language]}`;
        names[language] = tail ? `${name} ${tail}` : name;
      }
      const classify = GAME_CLASSIFY.filter((_, i) => random() < (i === 0 ? 0.2 : 0.12));
      const gameType = lane(vendor);
      const code = `${vendor.code}_${String(index + 1).padStart(4, '0')}`;
      games.push({
        vendorCode: vendor.code,
        gameCode: code,
        names,
        searchName: searchText(names),
        gameType,
        classify: classify as GameClassify[],
        minBet: pick(minBets),
        lineNum: gameType === 'RNG' ? pick([0, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024]) : 0,
        isHot: random() < 0.04 || (vendor.games <= 3 && index === 0),
        imagePath: `/games/${vendor.code.toLowerCase()}/${code.toLowerCase()}.png`,
        maintenance: random() < 0.004,
        sortOrder: index,
      });
    }
  }
  return games;
}

/** Every name of a game, lower-cased, one per line: what a name search looks in. */
export function searchText(names: Record<string, string>): string {
  return [...new Set(Object.values(names).map((name) => name.toLowerCase()))].join('\n');
}

/** Seeds the demo vendors and games when there is no vendor; returns true when it seeded. */
export async function seedGames(db: Database): Promise<boolean> {
  const [any] = await db.select({ code: t.gameVendors.code }).from(t.gameVendors).limit(1);
  if (any) return false;
  const games = demoGames();
  await db.transaction(async (tx) => {
    await tx.insert(t.gameVendors).values(
      demoGameVendors.map((vendor, index) => ({
        code: vendor.code,
        name: vendor.name,
        gameType: vendor.gameType,
        accountTypeId: vendor.wallet,
        isHot: vendor.isHot ?? false,
        isGame: vendor.isGame ?? 'GAME',
        gameCode: vendor.cardGameCode ?? `${vendor.code}_0001`,
        defaultPlayType: vendor.defaultPlayType ?? null,
        iconPath: `/vendors/${lane(vendor).toLowerCase()}/${vendor.code.toLowerCase()}.png`,
        sortOrder: index,
        maintenance: vendor.maintenance ?? false,
        isEsports: vendor.isEsports ?? false,
      })),
    );
    // Multi-row inserts of 1,000 (about 13 parameters a row, far below the 65,535 limit).
    for (let start = 0; start < games.length; start += 1000) {
      await tx.insert(t.games).values(games.slice(start, start + 1000));
    }
  });
  return true;
}
