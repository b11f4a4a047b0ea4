// The demo brand's lottery: the menu groups and the eight demo games of the shared design (their
// codes are stable: the web package and the end-to-end tests use them), with names in every
// language. Idempotent: groups and games are written only when missing, so a restart on the same
// data folder changes nothing (and an operator's change of a game stays).
import type {
  LanguageCode,
  LotteryKind,
  LotteryVendor,
  VnRegion,
} from '@lotusplay/api-client/contracts';
import type { Database } from '../../db/client';
import { dailySchedule, fastSchedule } from './lottery.schedule';
import * as t from './lottery.tables';

type Names = Record<LanguageCode, string>;

/** The default interval of each fast game (LOTTERY_FAST_DRAW_SECONDS overrides every one). */
export const FAST_INTERVALS = { VN_FAST: 120, FAST_3D: 180, ELOTT_5D: 300 } as const;

/** The menu groups in menu order. */
export const demoLotteryGroups: readonly { tag: string; vendor: LotteryVendor; names: Names }[] = [
  {
    tag: 'VN_NORTH',
    vendor: 'TCG_LOTTO_VN',
    names: {
      EN: 'Northern Vietnam',
      CN: '越南北部',
      VI: 'Miền Bắc',
      TH: 'เวียดนามเหนือ',
      JA: 'ベトナム北部',
      TY: 'Hilagang Vietnam',
      ID: 'Vietnam Utara',
    },
  },
  {
    tag: 'VN_CENTRAL',
    vendor: 'TCG_LOTTO_VN',
    names: {
      EN: 'Central Vietnam',
      CN: '越南中部',
      VI: 'Miền Trung',
      TH: 'เวียดนามกลาง',
      JA: 'ベトナム中部',
      TY: 'Gitnang Vietnam',
      ID: 'Vietnam Tengah',
    },
  },
  {
    tag: 'VN_SOUTH',
    vendor: 'TCG_LOTTO_VN',
    names: {
      EN: 'Southern Vietnam',
      CN: '越南南部',
      VI: 'Miền Nam',
      TH: 'เวียดนามใต้',
      JA: 'ベトナム南部',
      TY: 'Timog Vietnam',
      ID: 'Vietnam Selatan',
    },
  },
  {
    tag: 'VN_FAST',
    vendor: 'TCG_LOTTO_VN',
    names: {
      EN: 'Vietnam fast draws',
      CN: '越南快开',
      VI: 'Xổ số nhanh',
      TH: 'เวียดนามออกเร็ว',
      JA: 'ベトナム高速抽選',
      TY: 'Mabilisang bola ng Vietnam',
      ID: 'Undian cepat Vietnam',
    },
  },
  {
    tag: 'SEA_4D',
    vendor: 'TCG_SEA',
    names: {
      EN: 'SEA 4D',
      CN: '东南亚 4D',
      VI: '4D Đông Nam Á',
      TH: '4D เอเชียตะวันออกเฉียงใต้',
      JA: '東南アジア 4D',
      TY: 'SEA 4D',
      ID: '4D Asia Tenggara',
    },
  },
  {
    tag: 'FAST',
    vendor: 'LOTT',
    names: {
      EN: 'Fast lottery',
      CN: '快乐彩',
      VI: 'Xổ số siêu tốc',
      TH: 'หวยด่วน',
      JA: 'スピードくじ',
      TY: 'Mabilisang loterya',
      ID: 'Lotere cepat',
    },
  },
  {
    tag: 'ELOTT',
    vendor: 'ELOTT',
    names: {
      EN: 'Electronic lottery',
      CN: '电子彩票',
      VI: 'Xổ số điện toán',
      TH: 'หวยอิเล็กทรอนิกส์',
      JA: '電子くじ',
      TY: 'Elektronikong loterya',
      ID: 'Lotere elektronik',
    },
  },
];

/** One demo game. */
export interface DemoLotteryGame {
  code: string;
  kind: LotteryKind;
  region?: VnRegion;
  vendor: LotteryVendor;
  groupTag: string;
  /** A fast game's interval; daily games draw at `offsetSeconds` after midnight UTC. */
  fast: boolean;
  intervalSeconds: number;
  offsetSeconds: number;
  closeBeforeSeconds: number;
  names: Names;
}

const daily = (hour: number, minute: number) => ({ fast: false, ...dailySchedule(hour, minute) });
const fast = (intervalSeconds: number) => ({ fast: true, ...fastSchedule(intervalSeconds) });

/** The demo games in catalogue order (the popular list's fallback order). */
export const demoLotteryGames: readonly DemoLotteryGame[] = [
  {
    code: 'VN_NORTH',
    kind: 'VN',
    region: 'NORTH',
    vendor: 'TCG_LOTTO_VN',
    groupTag: 'VN_NORTH',
    ...daily(11, 15),
    names: {
      EN: 'Hanoi (Northern)',
      CN: '河内（北部）',
      VI: 'Hà Nội (Miền Bắc)',
      TH: 'ฮานอย (ภาคเหนือ)',
      JA: 'ハノイ（北部）',
      TY: 'Hanoi (Hilaga)',
      ID: 'Hanoi (Utara)',
    },
  },
  {
    code: 'VN_CENTRAL_DN',
    kind: 'VN',
    region: 'CENTRAL',
    vendor: 'TCG_LOTTO_VN',
    groupTag: 'VN_CENTRAL',
    ...daily(10, 15),
    names: {
      EN: 'Da Nang',
      CN: '岘港',
      VI: 'Đà Nẵng',
      TH: 'ดานัง',
      JA: 'ダナン',
      TY: 'Da Nang',
      ID: 'Da Nang',
    },
  },
  {
    code: 'VN_CENTRAL_KH',
    kind: 'VN',
    region: 'CENTRAL',
    vendor: 'TCG_LOTTO_VN',
    groupTag: 'VN_CENTRAL',
    ...daily(10, 15),
    names: {
      EN: 'Khanh Hoa',
      CN: '庆和',
      VI: 'Khánh Hòa',
      TH: 'คั้ญฮหว่า',
      JA: 'カインホア',
      TY: 'Khanh Hoa',
      ID: 'Khanh Hoa',
    },
  },
  {
    code: 'VN_SOUTH_HCM',
    kind: 'VN',
    region: 'SOUTH',
    vendor: 'TCG_LOTTO_VN',
    groupTag: 'VN_SOUTH',
    ...daily(9, 15),
    names: {
      EN: 'Ho Chi Minh City',
      CN: '胡志明市',
      VI: 'TP. Hồ Chí Minh',
      TH: 'โฮจิมินห์',
      JA: 'ホーチミン市',
      TY: 'Lungsod ng Ho Chi Minh',
      ID: 'Kota Ho Chi Minh',
    },
  },
  {
    code: 'VN_SOUTH_CT',
    kind: 'VN',
    region: 'SOUTH',
    vendor: 'TCG_LOTTO_VN',
    groupTag: 'VN_SOUTH',
    ...daily(9, 15),
    names: {
      EN: 'Can Tho',
      CN: '芹苴',
      VI: 'Cần Thơ',
      TH: 'เกิ่นเทอ',
      JA: 'カントー',
      TY: 'Can Tho',
      ID: 'Can Tho',
    },
  },
  {
    code: 'VN_FAST',
    kind: 'VN',
    region: 'NORTH',
    vendor: 'TCG_LOTTO_VN',
    groupTag: 'VN_FAST',
    ...fast(FAST_INTERVALS.VN_FAST),
    names: {
      EN: 'Vietnam 2-minute lottery',
      CN: '越南2分彩',
      VI: 'Xổ số 2 phút',
      TH: 'หวยเวียดนาม 2 นาที',
      JA: 'ベトナム2分くじ',
      TY: 'Loterya ng Vietnam bawat 2 minuto',
      ID: 'Lotere Vietnam 2 menit',
    },
  },
  {
    code: 'SEA_4D',
    kind: 'SEA',
    vendor: 'TCG_SEA',
    groupTag: 'SEA_4D',
    ...daily(11, 0),
    names: {
      EN: 'Lotus 4D',
      CN: '莲花 4D',
      VI: 'Lotus 4D',
      TH: 'โลตัส 4D',
      JA: 'ロータス 4D',
      TY: 'Lotus 4D',
      ID: 'Lotus 4D',
    },
  },
  {
    code: 'FAST_3D',
    kind: 'FAST',
    vendor: 'LOTT',
    groupTag: 'FAST',
    ...fast(FAST_INTERVALS.FAST_3D),
    names: {
      EN: 'Fast 3D',
      CN: '快3D',
      VI: '3D siêu tốc',
      TH: '3 ตัวด่วน',
      JA: 'スピード3D',
      TY: 'Mabilisang 3D',
      ID: '3D cepat',
    },
  },
  {
    code: 'ELOTT_5D',
    kind: 'ELOTT',
    vendor: 'ELOTT',
    groupTag: 'ELOTT',
    ...fast(FAST_INTERVALS.ELOTT_5D),
    names: {
      EN: 'E-Lottery 5D',
      CN: '电子5D',
      VI: 'Điện toán 5D',
      TH: 'หวยอิเล็กทรอนิกส์ 5D',
      JA: '電子5D',
      TY: 'E-Loterya 5D',
      ID: 'E-Lotere 5D',
    },
  },
];

/** Writes the demo groups and games that are missing. */
export async function seedLottery(db: Database): Promise<void> {
  await db
    .insert(t.lotteryGroups)
    .values(demoLotteryGroups.map((group, index) => ({ ...group, sortOrder: index })))
    .onConflictDoNothing();
  await db
    .insert(t.lotteryGames)
    .values(
      demoLotteryGames.map((game, index) => ({
        code: game.code,
        kind: game.kind,
        region: game.region ?? null,
        vendor: game.vendor,
        groupTag: game.groupTag,
        names: game.names,
        fast: game.fast,
        intervalSeconds: game.intervalSeconds,
        offsetSeconds: game.offsetSeconds,
        closeBeforeSeconds: game.closeBeforeSeconds,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}
