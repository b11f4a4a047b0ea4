// The demo brand's promotions, the same on every start and machine: a raffle any real member can
// claim once, a referral promotion, a deposit promotion and an ended raffle, with texts in every
// language. Idempotent: seeds only when there is no promotion at all (a database seeded before the
// promotions existed gets them on its next start).
import type { LanguageCode } from '@lotusplay/api-client/contracts';
import type { Database } from '../../db/client';
import * as t from './promotions.tables';

type Texts = Record<LanguageCode, { title: string; summary: string; html: string }>;

const prizeList = (heading: string, amounts: string[]) =>
  `<h3>${heading}</h3><ul>${amounts.map((a) => `<li>${a}</li>`).join('')}</ul>`;
const RAFFLE_PRIZES = ['88.00', '18.88', '5.00', '1.00'];

const luckyRaffle: Texts = {
  EN: {
    title: 'Lucky Raffle',
    summary: 'Draw once and win up to 88.00, paid straight into your main wallet.',
    html: `<p>Every real member may draw <strong>once</strong>. The prize is decided by the server and paid into your main wallet at once.</p>${prizeList('Prizes', RAFFLE_PRIZES)}<p>Trial accounts cannot take part.</p>`,
  },
  CN: {
    title: '幸运抽奖',
    summary: '抽奖一次，最高赢取 88.00，奖金直接存入主钱包。',
    html: `<p>每位正式会员可抽奖<strong>一次</strong>。奖品由服务器决定，并立即存入您的主钱包。</p>${prizeList('奖品', RAFFLE_PRIZES)}<p>试玩账号不可参加。</p>`,
  },
  VI: {
    title: 'Rút thăm may mắn',
    summary: 'Rút thăm một lần và thắng tới 88.00, cộng thẳng vào ví chính.',
    html: `<p>Mỗi thành viên thật được rút thăm <strong>một lần</strong>. Giải thưởng do máy chủ quyết định và được cộng ngay vào ví chính của bạn.</p>${prizeList('Giải thưởng', RAFFLE_PRIZES)}<p>Tài khoản dùng thử không được tham gia.</p>`,
  },
  TH: {
    title: 'จับรางวัลนำโชค',
    summary: 'จับรางวัลหนึ่งครั้ง ลุ้นสูงสุด 88.00 เข้ากระเป๋าหลักทันที',
    html: `<p>สมาชิกจริงทุกคนจับรางวัลได้<strong>หนึ่งครั้ง</strong> เซิร์ฟเวอร์เป็นผู้กำหนดรางวัลและโอนเข้ากระเป๋าหลักของคุณทันที</p>${prizeList('รางวัล', RAFFLE_PRIZES)}<p>บัญชีทดลองไม่สามารถเข้าร่วมได้</p>`,
  },
  JA: {
    title: 'ラッキー抽選',
    summary: '1回の抽選で最大 88.00 が当たり、メインウォレットに直接入金されます。',
    html: `<p>正会員は<strong>1回</strong>抽選できます。賞品はサーバーが決定し、すぐにメインウォレットへ入金されます。</p>${prizeList('賞品', RAFFLE_PRIZES)}<p>体験アカウントは参加できません。</p>`,
  },
  TY: {
    title: 'Maswerteng Raffle',
    summary:
      'Bumunot nang isang beses at manalo ng hanggang 88.00, diretso sa iyong pangunahing wallet.',
    html: `<p>Ang bawat tunay na miyembro ay makakabunot nang <strong>isang beses</strong>. Ang server ang nagpapasya ng premyo at agad itong inilalagay sa iyong pangunahing wallet.</p>${prizeList('Mga premyo', RAFFLE_PRIZES)}<p>Hindi makakasali ang mga trial account.</p>`,
  },
  ID: {
    title: 'Undian Keberuntungan',
    summary: 'Undi sekali dan menangkan hingga 88.00, langsung masuk ke dompet utama.',
    html: `<p>Setiap member asli boleh mengundi <strong>sekali</strong>. Hadiah ditentukan oleh server dan langsung masuk ke dompet utama Anda.</p>${prizeList('Hadiah', RAFFLE_PRIZES)}<p>Akun percobaan tidak dapat ikut.</p>`,
  },
};

const inviteFriends: Texts = {
  EN: {
    title: 'Invite Friends',
    summary: 'Share your referral code and earn a bonus for every friend who joins and plays.',
    html: '<p>Open the <strong>referral</strong> page of the member centre, share your code, and earn a bonus for every friend who registers with it and plays.</p>',
  },
  CN: {
    title: '邀请好友',
    summary: '分享您的推荐码，每位加入并游戏的好友都能为您赚取奖金。',
    html: '<p>打开会员中心的<strong>推荐</strong>页面，分享您的推荐码，每位使用该码注册并游戏的好友都能为您带来奖金。</p>',
  },
  VI: {
    title: 'Mời bạn bè',
    summary: 'Chia sẻ mã giới thiệu và nhận thưởng cho mỗi người bạn tham gia và chơi.',
    html: '<p>Mở trang <strong>giới thiệu</strong> trong trung tâm thành viên, chia sẻ mã của bạn và nhận thưởng cho mỗi người bạn đăng ký bằng mã đó và chơi.</p>',
  },
  TH: {
    title: 'ชวนเพื่อน',
    summary: 'แชร์รหัสแนะนำของคุณ รับโบนัสทุกครั้งที่เพื่อนสมัครและเล่น',
    html: '<p>เปิดหน้า<strong>แนะนำเพื่อน</strong>ในศูนย์สมาชิก แชร์รหัสของคุณ และรับโบนัสสำหรับเพื่อนทุกคนที่สมัครด้วยรหัสนั้นและเล่น</p>',
  },
  JA: {
    title: '友達招待',
    summary: '紹介コードを共有し、参加してプレイした友達ごとにボーナスを獲得しましょう。',
    html: '<p>会員センターの<strong>紹介</strong>ページを開いてコードを共有すると、そのコードで登録してプレイした友達ごとにボーナスを獲得できます。</p>',
  },
  TY: {
    title: 'Mag-imbita ng Kaibigan',
    summary:
      'Ibahagi ang iyong referral code at kumita ng bonus sa bawat kaibigang sumali at naglaro.',
    html: '<p>Buksan ang pahina ng <strong>referral</strong> sa member centre, ibahagi ang iyong code, at kumita ng bonus sa bawat kaibigang nagparehistro gamit ito at naglaro.</p>',
  },
  ID: {
    title: 'Ajak Teman',
    summary:
      'Bagikan kode referral Anda dan dapatkan bonus untuk setiap teman yang bergabung dan bermain.',
    html: '<p>Buka halaman <strong>referral</strong> di pusat member, bagikan kode Anda, dan dapatkan bonus untuk setiap teman yang mendaftar dengan kode itu dan bermain.</p>',
  },
};

const firstDeposit: Texts = {
  EN: {
    title: 'First Deposit Welcome',
    summary:
      'Make your first deposit and enjoy the full lobby: slots, live casino, sports and more.',
    html: '<p>Your first deposit opens every game of the lobby. Deposits are credited to your main wallet as soon as the payment completes.</p>',
  },
  CN: {
    title: '首存欢迎',
    summary: '完成首次存款，畅玩全部大厅：老虎机、真人娱乐、体育等。',
    html: '<p>首次存款即可畅玩大厅全部游戏。付款完成后，存款会立即存入您的主钱包。</p>',
  },
  VI: {
    title: 'Chào mừng nạp lần đầu',
    summary:
      'Nạp tiền lần đầu và tận hưởng toàn bộ sảnh: slot, casino trực tiếp, thể thao và hơn thế.',
    html: '<p>Lần nạp đầu tiên mở mọi trò chơi trong sảnh. Tiền nạp được cộng vào ví chính ngay khi thanh toán hoàn tất.</p>',
  },
  TH: {
    title: 'ต้อนรับฝากครั้งแรก',
    summary: 'ฝากเงินครั้งแรกแล้วสนุกกับล็อบบี้ทั้งหมด: สล็อต คาสิโนสด กีฬา และอื่น ๆ',
    html: '<p>การฝากครั้งแรกเปิดทุกเกมในล็อบบี้ เงินฝากจะเข้ากระเป๋าหลักทันทีที่ชำระเงินเสร็จสิ้น</p>',
  },
  JA: {
    title: '初回入金ウェルカム',
    summary: '初回入金でスロット、ライブカジノ、スポーツなどロビーのすべてを楽しめます。',
    html: '<p>初回入金でロビーのすべてのゲームが遊べます。入金は支払い完了と同時にメインウォレットへ反映されます。</p>',
  },
  TY: {
    title: 'Welcome sa Unang Deposito',
    summary:
      'Gawin ang iyong unang deposito at tamasahin ang buong lobby: slots, live casino, sports at iba pa.',
    html: '<p>Binubuksan ng iyong unang deposito ang bawat laro ng lobby. Agad na pumapasok ang deposito sa iyong pangunahing wallet kapag natapos ang bayad.</p>',
  },
  ID: {
    title: 'Sambutan Deposit Pertama',
    summary:
      'Lakukan deposit pertama dan nikmati seluruh lobi: slot, kasino langsung, olahraga, dan lainnya.',
    html: '<p>Deposit pertama membuka semua permainan di lobi. Deposit masuk ke dompet utama Anda begitu pembayaran selesai.</p>',
  },
};

const springRaffle: Texts = {
  EN: {
    title: 'Spring Festival Raffle',
    summary: 'Our spring raffle has ended. Thank you for taking part!',
    html: '<p>The spring festival raffle ran from 20 January to 20 February 2025. It has ended.</p>',
  },
  CN: {
    title: '春节抽奖',
    summary: '春节抽奖活动已结束，感谢您的参与！',
    html: '<p>春节抽奖活动于 2025 年 1 月 20 日至 2 月 20 日举行，现已结束。</p>',
  },
  VI: {
    title: 'Rút thăm Tết',
    summary: 'Chương trình rút thăm mùa xuân đã kết thúc. Cảm ơn bạn đã tham gia!',
    html: '<p>Chương trình rút thăm Tết diễn ra từ 20/01 đến 20/02/2025 và đã kết thúc.</p>',
  },
  TH: {
    title: 'จับรางวัลเทศกาลตรุษจีน',
    summary: 'กิจกรรมจับรางวัลฤดูใบไม้ผลิสิ้นสุดแล้ว ขอบคุณที่ร่วมสนุก!',
    html: '<p>กิจกรรมจับรางวัลเทศกาลตรุษจีนจัดขึ้นระหว่างวันที่ 20 มกราคม ถึง 20 กุมภาพันธ์ 2025 และสิ้นสุดแล้ว</p>',
  },
  JA: {
    title: '春節抽選',
    summary: '春の抽選は終了しました。ご参加ありがとうございました！',
    html: '<p>春節抽選は 2025年1月20日から2月20日まで開催され、終了しました。</p>',
  },
  TY: {
    title: 'Raffle ng Spring Festival',
    summary: 'Natapos na ang aming spring raffle. Salamat sa pagsali!',
    html: '<p>Ang raffle ng spring festival ay ginanap mula 20 Enero hanggang 20 Pebrero 2025. Natapos na ito.</p>',
  },
  ID: {
    title: 'Undian Festival Musim Semi',
    summary: 'Undian musim semi kami telah berakhir. Terima kasih telah berpartisipasi!',
    html: '<p>Undian festival musim semi berlangsung dari 20 Januari hingga 20 Februari 2025 dan telah berakhir.</p>',
  },
};

/** The demo promotions (codes are stable: tests and the e2e specs find them by code). */
export const demoPromotions = [
  {
    code: 'lucky-raffle',
    kind: 'RAFFLE',
    category: 'RAFFLE',
    imageUrl: '/static/promotions/lucky-raffle.svg',
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: null,
    sortOrder: 1,
    texts: luckyRaffle,
    // Minor units: 88.00, 18.88, 5.00, 1.00.
    prizes: [
      { amount: 8800, weight: 5 },
      { amount: 1888, weight: 15 },
      { amount: 500, weight: 30 },
      { amount: 100, weight: 50 },
    ],
  },
  {
    code: 'invite-friends',
    kind: 'REFERRAL',
    category: 'REFERRAL',
    imageUrl: '/static/promotions/invite-friends.svg',
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: null,
    sortOrder: 2,
    texts: inviteFriends,
    prizes: [],
  },
  {
    code: 'first-deposit',
    kind: 'INFO',
    category: 'DEPOSIT',
    imageUrl: '/static/promotions/first-deposit.svg',
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: null,
    sortOrder: 3,
    texts: firstDeposit,
    prizes: [],
  },
  {
    code: 'spring-raffle-2025',
    kind: 'RAFFLE',
    category: 'RAFFLE',
    imageUrl: '/static/promotions/spring-raffle.svg',
    startsAt: new Date('2025-01-20T00:00:00Z'),
    endsAt: new Date('2025-02-20T00:00:00Z'),
    sortOrder: 4,
    texts: springRaffle,
    prizes: [
      { amount: 2000, weight: 1 },
      { amount: 200, weight: 4 },
    ],
  },
] as const;

/** Seeds the demo promotions when there is none; returns true when it seeded. */
export async function seedPromotions(db: Database): Promise<boolean> {
  const existing = await db.select({ id: t.promotions.id }).from(t.promotions).limit(1);
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
    for (const promotion of demoPromotions) {
      const { texts, prizes, ...row } = promotion;
      const [inserted] = await tx
        .insert(t.promotions)
        .values(row)
        .returning({ id: t.promotions.id });
      const promotionId = inserted!.id;
      await tx
        .insert(t.promotionTranslations)
        .values(Object.entries(texts).map(([lang, text]) => ({ promotionId, lang, ...text })));
      if (prizes.length) {
        await tx
          .insert(t.promotionPrizes)
          .values(prizes.map((prize, sortOrder) => ({ promotionId, sortOrder, ...prize })));
      }
    }
  });
  return true;
}
