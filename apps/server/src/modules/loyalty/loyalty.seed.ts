// The demo brand's club ranks and missions, written when missing (never over an operator's).
import type { Database } from '../../db/client';
import * as t from './loyalty.tables';

/** The demo club ranks: valid bet to reach (minor units), upgrade bonus, rebate, withdrawals a day. */
export const DEMO_RANKS = [
  [1, 'Bronze', 0, 0, 0, 3],
  [2, 'Silver', 100_000, 1_000, 20, 5],
  [3, 'Gold', 1_000_000, 5_000, 40, 8],
  [4, 'Platinum', 5_000_000, 20_000, 60, 10],
  [5, 'Diamond', 20_000_000, 88_800, 80, 15],
  [6, 'Royal', 100_000_000, 288_800, 100, 20],
] as const;

/** The demo missions: what they count, their target and reward (minor units or counts). */
export const DEMO_MISSIONS = [
  {
    code: 'bet-100',
    kind: 'validBet',
    target: 10_000,
    reward: 500,
    titles: {
      EN: 'Place 100.00 of valid bets',
      CN: '有效投注 100.00',
      VI: 'Cược hợp lệ 100.00',
      TH: 'เดิมพันที่ถูกต้อง 100.00',
      JA: '有効ベット 100.00',
      TY: 'Tumaya ng 100.00 na valid bet',
      ID: 'Taruhan valid 100.00',
    },
  },
  {
    code: 'play-5',
    kind: 'gamesPlayed',
    target: 5,
    reward: 300,
    titles: {
      EN: 'Play 5 rounds',
      CN: '游戏 5 局',
      VI: 'Chơi 5 ván',
      TH: 'เล่น 5 รอบ',
      JA: '5 ラウンドプレイ',
      TY: 'Maglaro ng 5 round',
      ID: 'Main 5 ronde',
    },
  },
  {
    code: 'deposit-500',
    kind: 'deposit',
    target: 50_000,
    reward: 2_000,
    titles: {
      EN: 'Deposit 500.00',
      CN: '存款 500.00',
      VI: 'Nạp 500.00',
      TH: 'ฝากเงิน 500.00',
      JA: '500.00 を入金',
      TY: 'Mag-deposit ng 500.00',
      ID: 'Deposit 500.00',
    },
  },
  {
    code: 'login-3',
    kind: 'login',
    target: 3,
    reward: 1_000,
    titles: {
      EN: 'Log in on 3 days',
      CN: '登录 3 天',
      VI: 'Đăng nhập 3 ngày',
      TH: 'เข้าสู่ระบบ 3 วัน',
      JA: '3 日ログイン',
      TY: 'Mag-log in sa loob ng 3 araw',
      ID: 'Masuk selama 3 hari',
    },
  },
] as const;

/** Writes the demo ranks and missions that are missing. */
export async function seedLoyalty(db: Database): Promise<void> {
  await db
    .insert(t.clubRanks)
    .values(
      DEMO_RANKS.map(
        ([level, name, minValidBet, upgradeBonus, rebateBasisPoints, dailyWithdrawals]) => ({
          level,
          name,
          minValidBet,
          upgradeBonus,
          rebateBasisPoints,
          dailyWithdrawals,
        }),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(t.missions)
    .values(
      DEMO_MISSIONS.map((mission, i) => ({
        ...mission,
        titles: { ...mission.titles },
        startsAt: new Date('2026-01-01T00:00:00Z'),
        endsAt: null,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
}
