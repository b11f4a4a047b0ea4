// The demo brand's reward: the seeded first-deposit promotion takes applications (a deposit slip)
// for 18.80, claimed once approved. Written when missing, never over an operator's reward.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The demo reward: promotion code, how members take part, how it pays, minor units. */
export const DEMO_REWARD = { code: 'first-deposit', mode: 'apply', payout: 'claim', amount: 1_880 };

/** Sets the demo reward when its promotion exists and has none. */
export async function seedRewards(db: Database): Promise<void> {
  const { code, mode, payout, amount } = DEMO_REWARD;
  // The promotion's id by its code (the content module's seed wrote it; a read, never a write).
  await db.execute(sql`
    insert into promotion_rewards (promotion_id, mode, payout, amount)
    select id, ${mode}, ${payout}, ${amount} from promotions where code = ${code}
    on conflict do nothing`);
}
