// The wallet module's seed: the merchant wallets (first start) and the demo deposit channels, with
// their names in every language.
import type { LanguageCode, LocalizedText } from '@lotusplay/api-client/contracts';
import type { Database } from '../../db/client';
import * as seed from '../../db/seed-data';
import * as t from './wallet.tables';

/**
 * The demo merchant wallets' names in every language, by code: a vendor's brand stays as it is
 * where that market knows it so, and takes the name it goes by where it has one (沙巴体育).
 */
export const DEMO_WALLET_NAMES: Readonly<Record<string, Record<LanguageCode, string>>> = {
  LOTUS: {
    EN: 'Lotus Games',
    CN: '莲花游戏',
    VI: 'Trò chơi Lotus',
    TH: 'โลตัสเกมส์',
    JA: 'ロータスゲームズ',
    TY: 'Lotus Games',
    ID: 'Permainan Lotus',
  },
  JILI: {
    EN: 'JILI',
    CN: 'JILI电子',
    VI: 'JILI',
    TH: 'JILI สล็อต',
    JA: 'JILI',
    TY: 'JILI',
    ID: 'JILI',
  },
  PG: {
    EN: 'PG Soft',
    CN: 'PG电子',
    VI: 'PG Soft',
    TH: 'พีจี สล็อต',
    JA: 'PGソフト',
    TY: 'PG Soft',
    ID: 'PG Soft',
  },
  EVO: {
    EN: 'Evolution',
    CN: 'EVO真人',
    VI: 'Evolution',
    TH: 'อีโวลูชั่น',
    JA: 'エボリューション',
    TY: 'Evolution',
    ID: 'Evolution',
  },
  SABA: {
    EN: 'SABA Sports',
    CN: '沙巴体育',
    VI: 'SABA Thể thao',
    TH: 'ซาบา สปอร์ต',
    JA: 'SABAスポーツ',
    TY: 'SABA Sports',
    ID: 'SABA Olahraga',
  },
};

/** The demo deposit channels' names in every language, by code. */
export const DEMO_DEPOSIT_CHANNEL_NAMES: Readonly<Record<string, Record<LanguageCode, string>>> = {
  BANK: {
    EN: 'Bank transfer',
    CN: '银行转账',
    VI: 'Chuyển khoản ngân hàng',
    TH: 'โอนผ่านธนาคาร',
    JA: '銀行振込',
    TY: 'Paglipat sa bangko',
    ID: 'Transfer bank',
  },
  EWALLET: {
    EN: 'E-wallet',
    CN: '电子钱包',
    VI: 'Ví điện tử',
    TH: 'อีวอลเล็ท',
    JA: '電子ウォレット',
    TY: 'E-wallet',
    ID: 'Dompet digital',
  },
  QR: {
    EN: 'QR payment',
    CN: '扫码支付',
    VI: 'Thanh toán QR',
    TH: 'ชำระผ่าน QR',
    JA: 'QRコード決済',
    TY: 'Bayad sa QR',
    ID: 'Pembayaran QR',
  },
};

/** A demo row's names: the translations above, else the one name in the brand's default language. */
const namesOf = (
  names: Readonly<Record<string, LocalizedText>>,
  code: string,
  name: string,
): LocalizedText => names[code] ?? { [seed.demoBrand.defaultLanguage]: name };

/**
 * The demo deposit channels, when there are none: a brand seeded before deposits existed
 * (migration 0011) gets them on its next start; channels an operator changed are left alone.
 */
export async function seedDepositChannels(db: Database): Promise<void> {
  const [any] = await db.select({ code: t.depositChannels.code }).from(t.depositChannels).limit(1);
  if (any) return;
  await db
    .insert(t.depositChannels)
    .values(
      seed.demoDepositChannels.map((channel, index) => ({
        ...channel,
        names: namesOf(DEMO_DEPOSIT_CHANNEL_NAMES, channel.code, channel.name),
        sortOrder: index,
        provider: 'demo',
      })),
    )
    .onConflictDoNothing();
}

/** The merchant wallets of the demo brand (first start, in its transaction). */
export async function seedMerchantWallets(tx: Database): Promise<void> {
  await tx.insert(t.merchantWallets).values(
    seed.demoMerchantWallets.map(([code, name], index) => ({
      code,
      name,
      names: namesOf(DEMO_WALLET_NAMES, code, name),
      sortOrder: index,
    })),
  );
}
