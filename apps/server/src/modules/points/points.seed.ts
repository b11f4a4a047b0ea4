// The demo brand's points mall: the conversion rule, four goods with texts in every language, and
// 5,000 points for demo_player (one `earn` row). Deterministic and idempotent: each part is
// written only when missing, so a restart on the same data folder changes nothing.
import type { LanguageCode } from '@lotusplay/api-client/contracts';
import {
  ART_BASE_PATH,
  ART_GOODS_FOLDER,
  DEFAULT_POINT_CONFIG,
} from '@lotusplay/api-client/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './points.tables';

/** The demo member who starts with points, and how many. */
export const DEMO_POINTS = {
  username: 'demo_player',
  points: 5000,
  reference: 'seed:demo',
} as const;

type Texts = Record<LanguageCode, [name: string, description: string]>;

/**
 * The picture of a demo good: the product's own demo art (modules/art draws it), served by this
 * server at `/static/art/goods/<name>.png`.
 */
export const demoGoodImage = (name: string) => `${ART_BASE_PATH}${ART_GOODS_FOLDER}${name}.png`;

/** A demo good: cost, stock, picture and texts in every language. */
interface DemoGood {
  points: number;
  stock: number;
  image: string;
  texts: Texts;
}

/** The demo goods. */
export const demoGoods: readonly DemoGood[] = [
  {
    points: 500,
    stock: 100,
    image: demoGoodImage('red-envelope'),
    texts: {
      EN: ['Lucky red envelope', 'A red envelope with a small bonus surprise.'],
      CN: ['幸运红包', '装有小额奖金惊喜的红包。'],
      VI: ['Lì xì may mắn', 'Một bao lì xì với phần thưởng nhỏ bất ngờ.'],
      TH: ['อั่งเปาโชคดี', 'ซองอั่งเปาพร้อมโบนัสเซอร์ไพรส์เล็กๆ'],
      JA: ['ラッキーお年玉', 'ちょっとしたボーナス入りのお年玉袋。'],
      TY: ['Masuwerteng pulang sobre', 'Isang pulang sobre na may maliit na sorpresang bonus.'],
      ID: ['Angpao keberuntungan', 'Angpao berisi kejutan bonus kecil.'],
    },
  },
  {
    points: 1500,
    stock: 50,
    image: demoGoodImage('mug'),
    texts: {
      EN: ['LotusPlay mug', 'A ceramic mug with the LotusPlay lotus.'],
      CN: ['LotusPlay 马克杯', '印有 LotusPlay 莲花图案的陶瓷杯。'],
      VI: ['Cốc LotusPlay', 'Cốc sứ in hình hoa sen LotusPlay.'],
      TH: ['แก้วมัค LotusPlay', 'แก้วเซรามิกลายดอกบัว LotusPlay'],
      JA: ['LotusPlay マグカップ', 'LotusPlay の蓮が描かれた陶器のマグカップ。'],
      TY: ['Tasa ng LotusPlay', 'Isang seramikong tasa na may lotus ng LotusPlay.'],
      ID: ['Mug LotusPlay', 'Mug keramik bergambar teratai LotusPlay.'],
    },
  },
  {
    points: 3000,
    stock: 20,
    image: demoGoodImage('earbuds'),
    texts: {
      EN: ['Wireless earbuds', 'Bluetooth earbuds with a charging case.'],
      CN: ['无线耳机', '附带充电盒的蓝牙耳机。'],
      VI: ['Tai nghe không dây', 'Tai nghe Bluetooth kèm hộp sạc.'],
      TH: ['หูฟังไร้สาย', 'หูฟังบลูทูธพร้อมเคสชาร์จ'],
      JA: ['ワイヤレスイヤホン', '充電ケース付きの Bluetooth イヤホン。'],
      TY: ['Wireless na earbuds', 'Bluetooth na earbuds na may lalagyang pang-charge.'],
      ID: ['Earbud nirkabel', 'Earbud Bluetooth dengan casing pengisi daya.'],
    },
  },
  {
    points: 20000,
    stock: 0,
    image: demoGoodImage('smart-watch'),
    texts: {
      EN: ['Smart watch', 'A smart watch with heart-rate and step tracking.'],
      CN: ['智能手表', '可监测心率和步数的智能手表。'],
      VI: ['Đồng hồ thông minh', 'Đồng hồ thông minh đo nhịp tim và đếm bước chân.'],
      TH: ['สมาร์ทวอทช์', 'สมาร์ทวอทช์วัดอัตราการเต้นของหัวใจและนับก้าว'],
      JA: ['スマートウォッチ', '心拍数と歩数を記録するスマートウォッチ。'],
      TY: ['Smart watch', 'Isang smart watch na sumusukat ng tibok ng puso at hakbang.'],
      ID: ['Jam tangan pintar', 'Jam tangan pintar dengan pemantau detak jantung dan langkah.'],
    },
  },
];

/** Seeds what is missing of the demo points mall. */
export async function seedPoints(db: Database): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx
      .insert(t.pointConfig)
      .values({
        id: 1,
        ratioPoints: DEFAULT_POINT_CONFIG.ratioPoints,
        ratioAmountMinor: Math.round(Number(DEFAULT_POINT_CONFIG.ratioAmount) * 100),
        minPoints: DEFAULT_POINT_CONFIG.minPoints,
        stepPoints: DEFAULT_POINT_CONFIG.stepPoints,
        convertEnabled: DEFAULT_POINT_CONFIG.convertEnabled,
      })
      .onConflictDoNothing();
    const [anyGood] = await tx.select({ id: t.pointGoods.id }).from(t.pointGoods).limit(1);
    if (!anyGood) {
      for (const [index, good] of demoGoods.entries()) {
        const [row] = await tx
          .insert(t.pointGoods)
          .values({
            pointsCost: good.points,
            stock: good.stock,
            imageUrl: good.image,
            sortOrder: index,
          })
          .returning({ id: t.pointGoods.id });
        await tx.insert(t.pointGoodTranslations).values(
          Object.entries(good.texts).map(([lang, [name, description]]) => ({
            goodId: row!.id,
            lang,
            name,
            description,
          })),
        );
      }
    }
    // The member module's row is found by name only (the seed runs before any module does).
    const found = (await tx.execute(
      sql`select id from members where username = ${DEMO_POINTS.username}`,
    )) as unknown as { rows: { id: number }[] };
    const memberId = found.rows[0]?.id;
    if (memberId === undefined) return;
    const [account] = await tx
      .select()
      .from(t.pointAccounts)
      .where(eq(t.pointAccounts.memberId, memberId));
    if (account) return;
    await tx.insert(t.pointAccounts).values({ memberId, balance: DEMO_POINTS.points });
    await tx.insert(t.pointEntries).values({
      memberId,
      delta: DEMO_POINTS.points,
      kind: 'earn',
      reference: DEMO_POINTS.reference,
      balanceAfter: DEMO_POINTS.points,
      remark: 'Demo points',
    });
  });
}
